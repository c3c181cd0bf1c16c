# Thread: https://github.com/waymo-research/waymax/issues/14
# Shape: the step count is a static argument (a Python int) of the jitted benchmark
# expect: ok
import dataclasses
import functools

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


@functools.partial(jax.jit, static_argnames="steps")
def benchmark(state, steps):
    for _ in range(steps):
        state = update_state_by_log(state, num_steps=1)
    return state


state = benchmark(SimulatorState(jnp.zeros(3), jnp.asarray(5)), steps=5)
