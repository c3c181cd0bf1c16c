# Thread: https://github.com/google/trax/pull/1595
# Shape: the shape is a tuple of the layer's Python ints, as the PR changes it
# expect: ok
import jax
import jax.numpy as jnp


class Embedding:
    def __init__(self, vocab_size, d_model):
        self.vocab_size = vocab_size
        self.d_model = d_model

    def init_weights(self, rng):
        shape = (self.vocab_size, self.d_model)
        return jax.random.normal(rng, shape) * 0.02


layer = Embedding(vocab_size=16, d_model=4)
init = jax.jit(layer.init_weights)
print(init(jax.random.PRNGKey(0)).shape)
print(jnp.zeros(2).shape)
