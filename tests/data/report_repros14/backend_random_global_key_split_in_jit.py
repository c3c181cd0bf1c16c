# Thread: https://github.com/jcmgray/autoray/issues/27
# Shape: a backend-agnostic dispatcher draws JAX random numbers from a module-level key that a helper splits and stores back (`global _JAX_RANDOM_KEY`); a jitted sampler calls the dispatcher, so the stored key is a tracer and every call repeats the same sample; the next eager draw splits the leaked key
# expect: UnexpectedTracerError at line 18
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


_RANDOM_FUNCS = {
    "random.normal": lambda shape=(): jax.random.normal(jax_random_get_key(), shape),
    "random.uniform": lambda shape=(): jax.random.uniform(jax_random_get_key(), shape),
}


def do(fn, *args, like=None, **kwargs):
    if like != "jax":
        raise NotImplementedError(like)
    return _RANDOM_FUNCS[fn](*args, **kwargs)


@jax.jit
def sampler():
    return do("random.normal", like="jax")


for _ in range(3):
    print(sampler())

print(do("random.normal", like="jax"))
