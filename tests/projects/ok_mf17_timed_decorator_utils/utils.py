import functools
import time

import jax


def timed(fn):
    """Compile `fn` and keep the seconds its calls took on the wrapper."""
    jitted = jax.jit(fn)

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        out = jax.block_until_ready(jitted(*args, **kwargs))
        wrapper.seconds += time.perf_counter() - start
        return out

    wrapper.seconds = 0.0
    return wrapper
