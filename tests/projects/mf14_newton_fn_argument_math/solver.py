import dataclasses

import jax
import jax.numpy as jnp
from jax import lax


@dataclasses.dataclass(frozen=True)
class Newton:
    tol: float = 1e-6
    max_iter: int = 50

    def solve(self, f, x0):
        df = jax.grad(f)

        def cond(state):
            x, i = state
            return (jnp.abs(f(x)) > self.tol) & (i < self.max_iter)

        def body(state):
            x, i = state
            return x - f(x) / df(x), i + 1

        x, _ = lax.while_loop(cond, body, (x0, 0))
        return x
