# Thread: https://github.com/blackjax-devs/blackjax/issues/141
# Shape: the README loop the issue reports: each iteration does `_, rng_key = jax.random.split(rng_key)` and then hands `rng_key` itself to the jitted kernel, so the next iteration splits a key the kernel already consumed (the key-reuse checker on)
# expect: KeyReuseError at line 40
from typing import NamedTuple

import jax
import jax.numpy as jnp
import jax.scipy.stats as stats

jax.config.update("jax_debug_key_reuse", True)


class RMHState(NamedTuple):
    position: jax.Array
    logprob: jax.Array


class rmh:
    def __init__(self, logprob_fn, sigma):
        self.logprob_fn = logprob_fn
        self.sigma = sigma

    def init(self, position):
        return RMHState(position, self.logprob_fn(position))

    def step(self, rng_key, state):
        key_move, key_accept = jax.random.split(rng_key)
        proposal = state.position + self.sigma * jax.random.normal(key_move, state.position.shape)
        new_logprob = self.logprob_fn(proposal)
        accept = jnp.log(jax.random.uniform(key_accept)) < new_logprob - state.logprob
        return RMHState(jnp.where(accept, proposal, state.position), jnp.where(accept, new_logprob, state.logprob))


observed = jnp.linspace(-1.0, 3.0, 50)
sampler = rmh(lambda loc: jnp.sum(stats.norm.logpdf(observed, loc, 2.0)), 0.5)
kernel = jax.jit(sampler.step)
state = sampler.init(jnp.zeros(()))
rng_key = jax.random.key(0)
for _ in range(10):
    _, rng_key = jax.random.split(rng_key)
    state = kernel(rng_key, state)
print(state.position)
