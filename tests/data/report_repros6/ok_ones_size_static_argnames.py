# Thread: https://github.com/jax-ml/jax/issues/18937
# Shape: the length is a static argument (an int), so the shape is concrete
# expect: ok
import functools

import jax


@functools.partial(jax.jit, static_argnames="size")
def test_this(size):
    return jax.numpy.ones([size])


print(test_this(size=3))
