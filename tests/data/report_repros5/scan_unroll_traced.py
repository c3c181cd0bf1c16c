# Thread: https://github.com/jax-ml/jax/pull/23229
# Shape: the unroll factor of lax.scan is a traced argument of the jitted function
# expect: ConcretizationTypeError at line 12
import jax
from jax import lax


def run(n, x):
    def body(c, z):
        return c + 1.0, c

    return lax.scan(body, x, (), 10, unroll=n)


out = jax.jit(run)(3, 1.0)
