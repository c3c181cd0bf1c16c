# Thread: https://github.com/google/flax/issues/112
# Shape: a stochastic context keeps the current key in module state and `make_rng()` splits it and stores the new key back; called from inside a jitted function, it stores a tracer there, which the next eager draw uses
# expect: UnexpectedTracerError at line 21; cause line 22
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
def rnd():
    return (jax.random.randint(make_rng(), (5,), 0, 10),
            jax.random.randint(make_rng(), (5,), 0, 10))


with stochastic(jax.random.key(0)):
    for _ in range(2):
        print(rnd())
    print(jax.random.randint(make_rng(), (5,), 0, 10))
