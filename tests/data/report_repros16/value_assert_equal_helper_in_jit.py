# Thread: https://github.com/google-deepmind/chex/issues/387
# Shape: a chex-style assertion helper (`assert_equal(x, 0)`, implemented with `unittest.TestCase().assertEqual`) is called on a traced argument inside a jitted function; `assertEqual` evaluates `first == second` as a Python bool
# expect: TracerBoolConversionError at line 13
import unittest

import jax
import jax.numpy as jnp

_TC = unittest.TestCase()


def assert_equal(first, second):
    _TC.assertEqual(first, second)


@jax.jit
def f(x):
    assert_equal(x, 0)
    return x + 1


print(f(jnp.int32(0)))
