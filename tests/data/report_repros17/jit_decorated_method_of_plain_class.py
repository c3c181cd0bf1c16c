# Thread: https://github.com/patrick-kidger/equinox/issues/1131
# Shape: the question behind "is filter_jit on methods the same as jax.jit with static self": a plain Python class decorates its `step` method with `@jax.jit`, so the instance arrives as a traced argument and jit rejects it (TypeError: not a valid JAX type)
# expect: TypeError at line 20
import jax
import jax.numpy as jnp


class Integrator:
    def __init__(self, dt):
        self.dt = dt

    @jax.jit
    def step(self, state):
        x, v = state
        return x + self.dt * v, v - self.dt * x


integrator = Integrator(0.1)
state = (jnp.ones(2), jnp.zeros(2))
state = integrator.step(state)
print(state)
