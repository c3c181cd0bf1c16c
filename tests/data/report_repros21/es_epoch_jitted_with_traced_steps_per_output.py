# Thread: https://github.com/RobertTLange/evosax/issues/61
# Shape: an ask/tell evolution-strategy loop whose jitted `es_epoch` takes `steps_per_output` as an ordinary (traced) argument and splits its key into that many step keys for the scan
# expect: TypeError at line 50
from typing import NamedTuple

import jax
import jax.numpy as jnp


class ESState(NamedTuple):
    mean: jax.Array
    sigma: jax.Array


class OpenES:
    def __init__(self, popsize, num_dims, lrate=0.05):
        self.popsize = popsize
        self.num_dims = num_dims
        self.lrate = lrate

    def initialize(self, key, init_mean):
        return ESState(init_mean, jnp.float32(0.1))

    def ask(self, key, state):
        eps = jax.random.normal(key, (self.popsize, self.num_dims))
        return state.mean + state.sigma * eps, state

    def tell(self, x, fitness, state):
        z = (fitness - fitness.mean()) / (fitness.std() + 1e-8)
        grad = ((x - state.mean) * z[:, None]).mean(0) / state.sigma
        return state._replace(mean=state.mean - self.lrate * grad)


def f(x, rng):
    return x @ x + jax.random.normal(rng) * 0.1


strat = OpenES(popsize=10, num_dims=2)


def es_step(state, rng):
    rngs = jax.random.split(rng, 1 + strat.popsize)
    x, state = strat.ask(rngs[0], state)
    y = jax.vmap(f)(x, rngs[1:])
    return strat.tell(x, y, state), y.mean()


@jax.jit
def es_epoch(state, rng, steps_per_output):
    rngs = jax.random.split(rng, steps_per_output)
    state, y = jax.lax.scan(es_step, state, rngs)
    return state, y.mean()


rng, subrng = jax.random.split(jax.random.key(0))
state = strat.initialize(subrng, init_mean=jnp.ones(2))
for _ in range(3):
    rng, subrng = jax.random.split(rng)
    state, y = es_epoch(state, subrng, 5)
print(state.mean)
