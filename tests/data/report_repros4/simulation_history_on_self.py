# Thread: https://github.com/tum-pbs/PhiFlow/issues/204
# Shape: a simulation object's jitted step appends each velocity field to a list on self; the trajectory is stacked afterwards
# expect: UnexpectedTracerError at line 23; cause line 15
import jax
import jax.numpy as jnp


class Simulation:
    def __init__(self):
        self.history = []
        self.step = jax.jit(self._step)

    def _step(self, v, dt):
        v = v - dt * jnp.roll(v, 1)
        self.history.append(v)
        return v


sim = Simulation()
v = jnp.ones(8)
for _ in range(3):
    v = sim.step(v, 0.5)
trajectory = jnp.stack(sim.history)
