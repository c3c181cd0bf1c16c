# Thread: https://github.com/gbionics/jaxsim/pull/55
# Shape: a simulator object holds its state in a `SimulatorData` dataclass attribute; `step` integrates the model and writes the new state and time back onto `self.data`, and the user rebinds `sim.step = jax.jit(sim.step)`, so the jitted step stores tracers on the nested data object; reading the simulation time afterwards uses a leaked tracer
# expect: UnexpectedTracerError at line 47; cause line 37
from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass
class SimulatorData:
    time_ns: jax.Array
    position: jax.Array
    velocity: jax.Array


class JaxSim:
    def __init__(self, step_size, gravity=-9.81):
        self.step_size_ns = jnp.array(int(step_size * 1e9), dtype=jnp.int32)
        self.gravity = gravity
        self.data = SimulatorData(
            time_ns=jnp.array(0, dtype=jnp.int32),
            position=jnp.zeros(2),
            velocity=jnp.zeros(2),
        )

    @classmethod
    def build(cls, step_size):
        return cls(step_size=step_size)

    def step(self):
        dt = self.step_size_ns * 1e-9
        velocity = self.data.velocity + dt * self.gravity
        position = self.data.position + dt * velocity
        self.data.velocity = velocity
        self.data.position = position
        self.data.time_ns = self.data.time_ns + self.step_size_ns
        return position


sim = JaxSim.build(step_size=0.001)

# The problem occurs only if we jit-compile the method
sim.step = jax.jit(sim.step)

print(sim.step())
print(sim.data.time_ns * 1e-9)
