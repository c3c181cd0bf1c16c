# Thread: https://github.com/google-deepmind/chex/issues/387
# Shape: the jittable version the fix uses: the value check is staged with `jax.experimental.checkify.check(x == 0, ...)` and the function is checkified before jitting, so the check runs at run time
# expect: ok
import jax
import jax.numpy as jnp
from jax.experimental import checkify


def assert_equal(first, second):
    checkify.check(jnp.array_equal(first, second), "values differ")


@jax.jit
@checkify.checkify
def f(x):
    assert_equal(x, 0)
    return x + 1


err, out = f(jnp.int32(0))
err.throw()
print(out)
