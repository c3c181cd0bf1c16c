# Thread: https://github.com/google/lightweight_mmm/issues/193
# Shape: the jitted helper returns the index; the name is looked up outside jit with int()
# expect: ok
import jax
import jax.numpy as jnp

CHANNELS = ["tv", "radio", "search", "social"]


@jax.jit
def best_channel(media, coef):
    contribution = jnp.sum(media * coef, axis=0)
    best = jnp.argmax(contribution)
    return best, contribution[best]


best, value = best_channel(jnp.ones((5, 4)), jnp.array([0.1, 0.4, 0.3, 0.2]))
name = CHANNELS[int(best)]
