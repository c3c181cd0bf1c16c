# Thread: https://github.com/pyro-ppl/numpyro/pull/2206
# Shape: the fix the pull request describes: `total_count` is static metadata, never a traced array; the jitted simulator marks it static (`static_argnames`), so the distribution it builds draws a concrete number of samples
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


class Multinomial:
    def __init__(self, total_count, probs):
        self.total_count = total_count
        self.probs = probs
        self.event_shape = jnp.shape(probs)[-1:]

    def sample(self, key):
        logits = jnp.log(self.probs)
        draws = jax.random.categorical(key, logits, shape=(self.total_count,))
        return jnp.bincount(draws, length=self.event_shape[0])


@partial(jax.jit, static_argnames="total_count")
def simulate_counts(key, total_count, probs):
    return Multinomial(total_count, probs).sample(key)


print(simulate_counts(jax.random.PRNGKey(0), total_count=10, probs=jnp.array([0.2, 0.3, 0.5])))
