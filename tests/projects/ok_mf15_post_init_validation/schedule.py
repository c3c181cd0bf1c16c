import dataclasses

import jax.numpy as jnp


@dataclasses.dataclass
class NoiseSchedule:
    beta_min: float
    beta_max: float
    n_steps: int = 10

    def __post_init__(self):
        if isinstance(self.beta_max, float) and self.beta_max <= self.beta_min:
            raise ValueError("beta_max must exceed beta_min")

    def betas(self):
        return jnp.linspace(self.beta_min, self.beta_max, self.n_steps)
