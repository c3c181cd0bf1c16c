import jax.numpy as jnp
from jax import lax


class Integrator:
    def __init__(self, dt, t_end):
        self.dt = dt
        self.t_end = t_end

    def rhs(self, x):
        raise NotImplementedError

    def cond(self, state):
        t, _ = state
        return t < self.t_end

    def body(self, state):
        t, x = state
        return t + self.dt, self.step(x)

    def run(self, x0):
        return lax.while_loop(self.cond, self.body, (jnp.float32(0.0), x0))
