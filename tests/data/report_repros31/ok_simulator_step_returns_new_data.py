# Thread: https://github.com/gbionics/jaxsim/pull/55
# Shape: the fix: the simulator data is a registered dataclass pytree and `step` is a pure function of it (it returns a new SimulatorData instead of writing onto `self.data`); the caller jits it and keeps the returned data, so no tracer is stored on the simulator
# expect: ok
import dataclasses
from dataclasses import dataclass

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclass
class SimulatorData:
    time_ns: jax.Array
    position: jax.Array
    velocity: jax.Array


class JaxSim:
    def __init__(self, step_size, gravity=-9.81):
        self.step_size_ns = int(step_size * 1e9)
        self.gravity = gravity
        self.data = SimulatorData(
            time_ns=jnp.array(0, dtype=jnp.int32),
            position=jnp.zeros(2),
            velocity=jnp.zeros(2),
        )

    @classmethod
    def build(cls, step_size):
        return cls(step_size=step_size)

    def step(self, data):
        dt = self.step_size_ns * 1e-9
        velocity = data.velocity + dt * self.gravity
        position = data.position + dt * velocity
        return dataclasses.replace(data, velocity=velocity, position=position,
                                   time_ns=data.time_ns + self.step_size_ns)


sim = JaxSim.build(step_size=0.001)
step = jax.jit(sim.step)
sim.data = step(sim.data)
print(sim.data.position)
print(sim.data.time_ns * 1e-9)
