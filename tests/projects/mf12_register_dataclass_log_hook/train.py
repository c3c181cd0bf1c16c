import jax
import jax.numpy as jnp

import hooks
from state import TrainState


@jax.jit
def train_step(state, x):
    loss, g = jax.value_and_grad(lambda p: jnp.sum((x @ p) ** 2))(state.params)
    hooks.maybe_log(state, loss)
    return TrainState(state.params - 0.01 * g, state.step + 1, state.log_every)


def run():
    state = TrainState(jnp.ones(3), jnp.array(0), 2)
    for _ in range(3):
        state = train_step(state, jnp.ones((4, 3)))
    return state.params
