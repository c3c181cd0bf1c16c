# Thread: https://github.com/probml/probml-notebooks/pull/70
# Shape: the fix, jnp.where
# expect: ok
import jax
import jax.numpy as jnp


def masked_scores(scores, valid_lens):
    scores = jnp.where(scores < valid_lens, -1e6, scores)
    return jax.nn.softmax(scores, axis=-1)


jax.jit(masked_scores)(jnp.ones((2, 4)), jnp.float32(0.5))
