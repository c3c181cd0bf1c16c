# Thread: https://github.com/jax-ml/jax/issues/7340
# Shape: the scan body reports each state with `jax.debug.callback`, the supported replacement, under the same forward-mode differentiation
# expect: ok
import jax
import jax.numpy as jnp


class Integrator:
    def __init__(self, dt, num_steps):
        self.dt = dt
        self.num_steps = num_steps
        self.seen = []

    def record(self, state):
        self.seen.append(float(state))

    def step(self, state, _):
        jax.debug.callback(self.record, state)
        return state + self.dt * jnp.cos(state), None

    def run(self, state):
        final, _ = jax.lax.scan(self.step, state, None, length=self.num_steps)
        return final


integrator = Integrator(0.1, 10)
print(jax.jvp(integrator.run, (1.0,), (1.0,)))
