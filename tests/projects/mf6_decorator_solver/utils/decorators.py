import functools
import time

import jax


def compiled(fn=None, *, static=()):
    """Project-wide jit with the static argument names spelled once."""
    if fn is None:
        return functools.partial(compiled, static=static)
    return jax.jit(fn, static_argnames=static)


def timed(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        out = fn(*args, **kwargs)
        wrapper.last_seconds = time.perf_counter() - start
        return out

    return wrapper
