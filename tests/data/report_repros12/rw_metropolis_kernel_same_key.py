# Thread: https://github.com/rlouf/blog-benchmark-rwmetropolis/pull/1
# Shape: a random-walk Metropolis kernel draws the proposal and the acceptance uniform from the same key, and the sampling loop passes one key to every step (the key-reuse checker on)
# expect: KeyReuseError at line 14; cause line 11
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def rw_metropolis_kernel(rng_key, logpdf, position, log_prob):
    move_proposals = jax.random.normal(rng_key, shape=position.shape) * 0.1
    proposal = position + move_proposals
    proposal_log_prob = logpdf(proposal)
    log_uniform = jnp.log(jax.random.uniform(rng_key))
    do_accept = log_uniform < proposal_log_prob - log_prob
    position = jnp.where(do_accept, proposal, position)
    log_prob = jnp.where(do_accept, proposal_log_prob, log_prob)
    return position, log_prob


def rw_metropolis_sampler(rng_key, n_samples, logpdf, initial_position):
    position, log_prob = initial_position, logpdf(initial_position)
    for _ in range(n_samples):
        position, log_prob = rw_metropolis_kernel(rng_key, logpdf, position, log_prob)
    return position


logpdf = lambda x: -0.5 * jnp.sum(x ** 2)
print(rw_metropolis_sampler(jax.random.key(0), 10, logpdf, jnp.zeros(2)))
