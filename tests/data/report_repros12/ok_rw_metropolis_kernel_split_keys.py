# Thread: https://github.com/rlouf/blog-benchmark-rwmetropolis/pull/1
# Shape: the PR's fix: the kernel splits its key for the proposal and the acceptance, and the loop splits a fresh key for every step (the key-reuse checker on)
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def rw_metropolis_kernel(rng_key, logpdf, position, log_prob):
    key_move, key_accept = jax.random.split(rng_key)
    move_proposals = jax.random.normal(key_move, shape=position.shape) * 0.1
    proposal = position + move_proposals
    proposal_log_prob = logpdf(proposal)
    log_uniform = jnp.log(jax.random.uniform(key_accept))
    do_accept = log_uniform < proposal_log_prob - log_prob
    position = jnp.where(do_accept, proposal, position)
    log_prob = jnp.where(do_accept, proposal_log_prob, log_prob)
    return position, log_prob


def rw_metropolis_sampler(rng_key, n_samples, logpdf, initial_position):
    position, log_prob = initial_position, logpdf(initial_position)
    for _ in range(n_samples):
        rng_key, sample_key = jax.random.split(rng_key)
        position, log_prob = rw_metropolis_kernel(sample_key, logpdf, position, log_prob)
    return position


logpdf = lambda x: -0.5 * jnp.sum(x ** 2)
print(rw_metropolis_sampler(jax.random.key(0), 10, logpdf, jnp.zeros(2)))
