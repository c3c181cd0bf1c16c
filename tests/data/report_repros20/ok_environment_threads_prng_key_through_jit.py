# Thread: https://github.com/google/torchax/pull/95
# Shape: the pull request's fix: the key goes into the jitted function as an argument and the rotated key comes back as an output; the environment is refreshed outside the trace
# expect: ok
import jax
import jax.numpy as jnp


class Environment:
    def __init__(self, seed):
        self.prng = jax.random.key(seed)


env = Environment(0)


def dropout(x, rate, prng):
    prng, key = jax.random.split(prng)
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0.0), prng


compiled = jax.jit(lambda x, prng: dropout(x, 0.5, prng))
y, env.prng = compiled(jnp.ones(4), env.prng)
print(y)
y, env.prng = dropout(jnp.ones(4), 0.5, env.prng)
print(y)
