# Thread: https://github.com/brentyi/egoallo/issues/17
# Shape: the fix: the count is a static (meta) field of a registered dataclass, so it stays a Python int
# expect: ok
import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class GuidanceParams:
    step_size: float
    num_iters: int = dataclasses.field(metadata=dict(static=True))


@jax.jit
def _optimize(x, guidance_params):
    history = jnp.zeros((guidance_params.num_iters,))
    for i in range(3):
        x = x - guidance_params.step_size * x
        history = history.at[i].set(jnp.sum(x))
    return x, history


_optimize(jnp.ones(4), GuidanceParams(0.1, 5))
