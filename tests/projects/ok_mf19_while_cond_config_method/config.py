from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class Tolerance:
    atol: float = 1e-6
    max_iter: int = 50

    def keep_going(self, state):
        x, step, i = state
        return (jnp.abs(step) > self.atol) & (i < self.max_iter)
