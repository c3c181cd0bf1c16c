import jax
import jax.numpy as jnp


def propose(key, x, step):
    return x + step * jax.random.normal(key, x.shape)


def accept(key, log_ratio):
    return jnp.log(jax.random.uniform(key)) < log_ratio
