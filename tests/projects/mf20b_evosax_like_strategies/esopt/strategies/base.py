from typing import NamedTuple

import jax.numpy as jnp


class ESState(NamedTuple):
    mean: jnp.ndarray
    sigma: jnp.ndarray
    best_fitness: jnp.ndarray
    generation: jnp.ndarray


class Strategy:
    """ask(key, state) -> candidates; tell(candidates, fitness, state) -> state."""

    def __init__(self, dim, popsize, sigma_init=0.5):
        self.dim = dim
        self.popsize = popsize
        self.sigma_init = sigma_init

    def init(self, key):
        return ESState(mean=jnp.zeros(self.dim), sigma=jnp.full((self.dim,), self.sigma_init),
                       best_fitness=jnp.asarray(jnp.inf), generation=jnp.zeros((), jnp.int32))

    def ask(self, key, state):
        raise NotImplementedError

    def tell(self, candidates, fitness, state):
        raise NotImplementedError

    def _track_best(self, fitness, state):
        return jnp.minimum(state.best_fitness, fitness.min())
