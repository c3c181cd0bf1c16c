# Thread: https://github.com/patrick-kidger/equinox/issues/1131
# Shape: the pattern the answer explains: the integrator is an eqx.Module and its method is decorated with `@eqx.filter_jit`, which takes `self` as a pytree (its float field static, arrays traced) instead of tracing an arbitrary object
# expect: ok
import equinox as eqx
import jax.numpy as jnp


class Integrator(eqx.Module):
    dt: float

    @eqx.filter_jit
    def step(self, state):
        x, v = state
        return x + self.dt * v, v - self.dt * x


integrator = Integrator(0.1)
state = (jnp.ones(2), jnp.zeros(2))
state = integrator.step(state)
print(state)
