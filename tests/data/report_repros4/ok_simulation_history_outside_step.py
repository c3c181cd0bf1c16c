# Thread: https://github.com/tum-pbs/PhiFlow/issues/204
# Shape: the jitted step is pure; the loop outside appends the returned fields
# expect: ok
import jax
import jax.numpy as jnp


class Simulation:
    def __init__(self):
        self.history = []
        self.step = jax.jit(self._step)

    def _step(self, v, dt):
        return v - dt * jnp.roll(v, 1)


sim = Simulation()
v = jnp.ones(8)
for _ in range(3):
    v = sim.step(v, 0.5)
    sim.history.append(v)
trajectory = jnp.stack(sim.history)
