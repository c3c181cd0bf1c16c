# Thread: https://github.com/google/trax/issues/275
# Shape: the sample count is a static argument of the jitted sampler, so jax.random.split gets a Python int
# expect: ok
import jax
import jax.numpy as jnp


class TemperatureSampler:
    def __init__(self, vocab_size):
        self.vocab_size = vocab_size

    def __call__(self, key, logits, n_samples):
        keys = jax.random.split(key, n_samples)
        draw = lambda k: jax.random.categorical(k, logits / 0.7)
        return jax.vmap(draw)(keys)


sampler = TemperatureSampler(vocab_size=5)
sample = jax.jit(sampler, static_argnums=2)
print(sample(jax.random.key(0), jnp.zeros(5), 3))
