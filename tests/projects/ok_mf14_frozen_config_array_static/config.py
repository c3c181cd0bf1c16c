import dataclasses

import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class SamplerConfig:
    temperature: float
    top_k: int
    logit_bias: object = None


def default_config():
    return SamplerConfig(temperature=0.7, top_k=2, logit_bias=(0.0, 0.0, 0.0, 0.0, 1.0))
