import jax
import jax.numpy as jnp


def rwmh_step(log_density, step_size, state, key):
    position, log_p = state
    key_prop, key_accept = jax.random.split(key)
    proposal = position + step_size * jax.random.normal(key_prop, position.shape)
    log_p_prop = log_density(proposal)
    log_u = jnp.log(jax.random.uniform(key_accept))
    accept = log_u < log_p_prop - log_p
    position = jnp.where(accept, proposal, position)
    log_p = jnp.where(accept, log_p_prop, log_p)
    return (position, log_p), (position, accept)


def sample_chain(log_density, step_size, init, key, num_samples):
    keys = jax.random.split(key, num_samples)

    def body(state, k):
        return rwmh_step(log_density, step_size, state, k)

    _, (samples, accepted) = jax.lax.scan(body, (init, log_density(init)), keys)
    return samples, jnp.mean(accepted)
