# Thread: https://github.com/tensorflow/lingvo/issues/332
# Shape: the helper compares the shapes as Python tuples, which stay concrete under jit
# expect: ok
import jax
import jax.numpy as jnp


def assert_shape(x, shape):
    if tuple(x.shape) != tuple(shape):
        raise ValueError(f"Shape mismatch: found {x.shape}, expected: {shape}")


@jax.jit
def layer(x):
    assert_shape(x, (4, 3))
    return x.sum(axis=0)


print(layer(jnp.ones((4, 3))))
