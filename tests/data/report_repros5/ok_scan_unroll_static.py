# Thread: https://github.com/jax-ml/jax/pull/23229
# Shape: the unroll factor is static (static_argnames), so scan sees an int
# expect: ok
import jax
from jax import lax


def run(n, x):
    def body(c, z):
        return c + 1.0, c

    return lax.scan(body, x, (), 10, unroll=n)


out = jax.jit(run, static_argnames="n")(3, 1.0)
