import jax.numpy as jnp

from tracking import GaussianState, predict, update


def run():
    state = GaussianState(jnp.zeros(2), jnp.ones(2))
    for z in jnp.linspace(0.0, 1.0, 4):
        state = update(predict(state, 0.1), z, 0.5)
    return state.mean
