# Thread: https://github.com/google/torchax/pull/95
# Shape: a runtime environment object whose `get_and_rotate_prng_key` splits its stored key and stores the new one on itself; a random op called under `jax.jit` rotates it during tracing, so the environment keeps a tracer and the next eager random op meets it
# expect: UnexpectedTracerError at line 13
import jax
import jax.numpy as jnp


class Environment:
    def __init__(self, seed):
        self.prng = jax.random.key(seed)

    def get_and_rotate_prng_key(self):
        self.prng, key = jax.random.split(self.prng)
        return key


env = Environment(0)


def dropout(x, rate):
    key = env.get_and_rotate_prng_key()
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0.0)


compiled = jax.jit(lambda x: dropout(x, 0.5))
print(compiled(jnp.ones(4)))
print(dropout(jnp.ones(4), 0.5))
