# Thread: https://github.com/gbionics/jaxsim/issues/43
# Shape: the fix the maintainers moved to: the step is a pure function of the simulator data, jitted, and the object stores the returned data outside the trace
# expect: ok
import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class SimulatorData:
    time: jax.Array
    q: jax.Array
    dq: jax.Array


class JaxSim:
    def __init__(self, step_size, n_dofs):
        self.step_size = step_size
        self.data = SimulatorData(jnp.array(0.0), jnp.zeros(n_dofs), jnp.ones(n_dofs))
        self._step = jax.jit(self.step_data)

    def step_data(self, data):
        ddq = -jnp.sin(data.q)
        dq = data.dq + self.step_size * ddq
        q = data.q + self.step_size * dq
        return SimulatorData(data.time + self.step_size, q, dq)

    def step(self):
        self.data = self._step(self.data)
        return self.data


sim = JaxSim(step_size=0.001, n_dofs=2)
step_data = sim.step()
print(step_data.q)
print(sim.data.time + 1.0)
