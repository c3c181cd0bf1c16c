import jax
import jax.numpy as jnp


class Backtracking:
    def __init__(self, objective, shrink=0.5, c=1e-4, max_steps=30):
        if not 0.0 < shrink < 1.0:
            raise ValueError("shrink must lie in (0, 1)")
        self.objective = objective
        self.shrink = shrink
        self.c = c
        self.max_steps = max_steps

    def search(self, x, direction):
        f0 = self.objective(x)
        slope = jnp.vdot(jax.grad(self.objective)(x), direction)

        def too_long(carry):
            t, n = carry
            worse = self.objective(x + t * direction) > f0 + self.c * t * slope
            return jnp.logical_and(worse, n < self.max_steps)

        def shrink(carry):
            t, n = carry
            return t * self.shrink, n + 1

        t, _ = jax.lax.while_loop(too_long, shrink, (jnp.float32(1.0), 0))
        return x + t * direction
