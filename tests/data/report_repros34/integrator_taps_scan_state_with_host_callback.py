# Thread: https://github.com/jax-ml/jax/issues/7340
# Shape: an integrator class whose scan body reports each state with `host_callback.id_tap`, differentiated forward with `jax.jvp`; `jax.experimental.host_callback` is gone from JAX
# expect: ImportError at line 6
import jax
import jax.numpy as jnp
from jax.experimental import host_callback


class Integrator:
    def __init__(self, dt, num_steps):
        self.dt = dt
        self.num_steps = num_steps

    def step(self, state, _):
        host_callback.id_tap(lambda s, transforms: None, state)
        return state + self.dt * jnp.cos(state), None

    def run(self, state):
        final, _ = jax.lax.scan(self.step, state, None, length=self.num_steps)
        return final


integrator = Integrator(0.1, 10)
print(jax.jvp(integrator.run, (1.0,), (1.0,)))
