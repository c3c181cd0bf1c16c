# Thread: https://github.com/google/lightweight_mmm/issues/193
# Shape: a jitted response-curve helper looks up the best channel's name in a Python list with the argmax of the traced contributions
# expect: TracerIntegerConversionError at line 14
import jax
import jax.numpy as jnp

CHANNELS = ["tv", "radio", "search", "social"]


@jax.jit
def best_channel(media, coef):
    contribution = jnp.sum(media * coef, axis=0)
    best = jnp.argmax(contribution)
    return CHANNELS[best], contribution[best]


name, value = best_channel(jnp.ones((5, 4)), jnp.array([0.1, 0.4, 0.3, 0.2]))
