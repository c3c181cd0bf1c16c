# Thread: https://github.com/jcmgray/autoray/issues/27
# Shape: the workaround: the global key is split outside the trace and the jitted sampler receives its key as an argument, so nothing traced is stored in the module-level key
# expect: ok
import jax

_JAX_RANDOM_KEY = None


def jax_random_seed(seed=None):
    global _JAX_RANDOM_KEY
    _JAX_RANDOM_KEY = jax.random.key(0 if seed is None else seed)


def jax_random_get_key():
    global _JAX_RANDOM_KEY
    if _JAX_RANDOM_KEY is None:
        jax_random_seed()
    _JAX_RANDOM_KEY, subkey = jax.random.split(_JAX_RANDOM_KEY)
    return subkey


@jax.jit
def sampler(key):
    return jax.random.normal(key, ())


for _ in range(3):
    print(sampler(jax_random_get_key()))

print(jax.random.normal(jax_random_get_key(), ()))
