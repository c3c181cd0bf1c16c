# Thread: https://github.com/gbionics/jaxsim/issues/43
# Shape: a mutable simulator object whose step method integrates its own state and writes it back to self.data; the method is replaced by its jitted version (`sim.step = jax.jit(sim.step)`), so the state stored on self is a tracer
# expect: UnexpectedTracerError at line 36; cause line 28
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

    def step(self):
        data = self.data
        ddq = -jnp.sin(data.q)
        dq = data.dq + self.step_size * ddq
        q = data.q + self.step_size * dq
        self.data = SimulatorData(data.time + self.step_size, q, dq)
        return self.data


sim = JaxSim(step_size=0.001, n_dofs=2)
sim.step = jax.jit(sim.step)
step_data = sim.step()
print(step_data.q)
print(sim.data.time + 1.0)
