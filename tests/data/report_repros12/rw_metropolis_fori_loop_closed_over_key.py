# Thread: https://github.com/rlouf/blog-benchmark-rwmetropolis/pull/1
# Shape: the sampler as a jitted lax.fori_loop (the PR's suggestion for speed) whose body draws from the key it closes over, so every iteration consumes the same key (the key-reuse checker on)
# expect: KeyReuseError at line 30; cause line 20
from functools import partial

import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def logpdf(x):
    return -0.5 * jnp.sum(x ** 2)


@partial(jax.jit, static_argnums=(1,))
def rw_metropolis_sampler(rng_key, n_samples, initial_position):
    def mh_update(i, state):
        position, log_prob = state
        key_move, key_accept = jax.random.split(rng_key)
        proposal = position + 0.1 * jax.random.normal(key_move, position.shape)
        proposal_log_prob = logpdf(proposal)
        do_accept = jnp.log(jax.random.uniform(key_accept)) < proposal_log_prob - log_prob
        return jnp.where(do_accept, proposal, position), jnp.where(do_accept, proposal_log_prob, log_prob)

    position, _ = jax.lax.fori_loop(0, n_samples, mh_update, (initial_position, logpdf(initial_position)))
    return position


print(rw_metropolis_sampler(jax.random.key(0), 10, jnp.zeros(2)))
