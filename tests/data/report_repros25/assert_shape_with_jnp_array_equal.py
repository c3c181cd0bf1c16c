# Thread: https://github.com/tensorflow/lingvo/issues/332
# Shape: a shape assertion helper compares `x.shape` with the expected shape through jnp.array_equal; the shapes are static, but jnp.array_equal under jit stages the comparison, so `if not ...` raises
# expect: TracerBoolConversionError at line 9
import jax
import jax.numpy as jnp


def assert_shape(x, shape):
    if not jnp.array_equal(x.shape, shape):
        raise ValueError(f"Shape mismatch: found {x.shape}, expected: {shape}")


@jax.jit
def layer(x):
    assert_shape(x, (4, 3))
    return x.sum(axis=0)


print(layer(jnp.ones((4, 3))))
