# Thread: https://github.com/PennyLaneAI/catalyst/pull/1784
# Shape: `shots` is marked static for jit, so the config helper tests a Python int
# expect: ok
import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class MCMConfig:
    mcm_method: str = "one-shot"
    postselect_mode: str = "hw-like"


def _resolve_mcm_config(mcm_config, shots):
    updated_values = dataclasses.asdict(mcm_config)
    updated_values["postselect_mode"] = mcm_config.postselect_mode if shots else None
    if mcm_config.mcm_method == "one-shot" and updated_values["postselect_mode"] is None:
        updated_values["mcm_method"] = "single-branch-statistics"
    return MCMConfig(**updated_values)


def circuit(theta, shots):
    config = _resolve_mcm_config(MCMConfig(), shots)
    p1 = jnp.sin(theta / 2) ** 2
    if config.mcm_method == "one-shot":
        return p1 * shots
    return p1


workflow = jax.jit(circuit, static_argnames="shots")
print(workflow(0.5, shots=100))
