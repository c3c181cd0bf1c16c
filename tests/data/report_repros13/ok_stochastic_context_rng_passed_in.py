# Thread: https://github.com/google/flax/issues/112
# Shape: the working version from the thread: the jitted function takes a key and opens its own stochastic context from it
# expect: ok
import contextlib

import jax

_rng_stack = []


@contextlib.contextmanager
def stochastic(rng):
    _rng_stack.append(rng)
    try:
        yield
    finally:
        _rng_stack.pop()


def make_rng():
    rng, subkey = jax.random.split(_rng_stack[-1])
    _rng_stack[-1] = rng
    return subkey


@jax.jit
def rnd(rng):
    with stochastic(rng):
        return (jax.random.randint(make_rng(), (5,), 0, 10),
                jax.random.randint(make_rng(), (5,), 0, 10))


with stochastic(jax.random.key(0)):
    for _ in range(2):
        print(rnd(make_rng()))
    print(jax.random.randint(make_rng(), (5,), 0, 10))
