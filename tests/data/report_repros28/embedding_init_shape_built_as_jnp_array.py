# Thread: https://github.com/google/trax/pull/1595
# Shape: a layer's weight initializer builds its shape with `jnp.array([...])` (the places the PR fixes pass a jnp.array where a shape is expected); under the jitted init the shape is a tracer
# expect: TypeError at line 15
import jax
import jax.numpy as jnp


class Embedding:
    def __init__(self, vocab_size, d_model):
        self.vocab_size = vocab_size
        self.d_model = d_model

    def init_weights(self, rng):
        shape = jnp.array([self.vocab_size, self.d_model])
        return jax.random.normal(rng, shape) * 0.02


layer = Embedding(vocab_size=16, d_model=4)
init = jax.jit(layer.init_weights)
print(init(jax.random.PRNGKey(0)).shape)
