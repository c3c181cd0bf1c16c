import jax
import jax.numpy as jnp


def policy(params, key, state):
    logits = params * state.pos + jnp.array([0.0, 0.5])
    return jax.random.categorical(key, logits)
