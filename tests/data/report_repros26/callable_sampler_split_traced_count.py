# Thread: https://github.com/google/trax/issues/275
# Shape: a callable sampler object is jitted whole (jax.jit(sampler)); its __call__ splits the key into one key per requested sample, and the sample count is a traced argument, so jax.random.split gets a tracer for `num`
# expect: TypeError at line 13
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
sample = jax.jit(sampler)
print(sample(jax.random.key(0), jnp.zeros(5), 3))
