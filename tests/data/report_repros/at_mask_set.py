# Thread: https://github.com/probml/probml-notebooks/pull/70
# Shape: x.at[x < 0].set(0) in an attention helper under jit
# expect: NonConcreteBooleanIndexError at line 9
import jax
import jax.numpy as jnp


def masked_scores(scores, valid_lens):
    scores = scores.at[scores < valid_lens].set(-1e6)
    return jax.nn.softmax(scores, axis=-1)


jax.jit(masked_scores)(jnp.ones((2, 4)), jnp.float32(0.5))
