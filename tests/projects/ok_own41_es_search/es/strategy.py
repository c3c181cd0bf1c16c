from typing import NamedTuple

import jax
import jax.numpy as jnp


class ESState(NamedTuple):
    mean: jnp.ndarray
    sigma: jnp.ndarray


def ask(key, state, popsize):
    noise = jax.random.normal(key, (popsize, state.mean.shape[0]))
    return state.mean + state.sigma * noise


def tell(state, population, fitness, lr=0.1):
    ranks = jnp.argsort(jnp.argsort(fitness))
    weights = (ranks / (fitness.shape[0] - 1)) - 0.5
    step = weights @ (population - state.mean)
    return state._replace(mean=state.mean - lr * step / fitness.shape[0])
