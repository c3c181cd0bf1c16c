# Thread: https://github.com/waymo-research/waymax/issues/14
# Shape: a jitted benchmark loops range(state.remaining_timesteps), a field of a pytree dataclass
# expect: TracerIntegerConversionError at line 24
import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class SimulatorState:
    positions: jax.Array
    remaining_timesteps: jax.Array


def update_state_by_log(state, num_steps):
    return dataclasses.replace(state, positions=state.positions + num_steps,
                               remaining_timesteps=state.remaining_timesteps - num_steps)


@jax.jit
def benchmark(state):
    for _ in range(state.remaining_timesteps):
        state = update_state_by_log(state, num_steps=1)
    return state


state = benchmark(SimulatorState(jnp.zeros(3), jnp.asarray(5)))
