"""Shapes from older releases of the corpus packages (stop 38: flax 0.8.5, optax 0.1.9, equinox
0.11.4, dm-haiku 0.0.12, chex 0.1.86, jax 0.4.30; triage in tests/data/old_releases38_triage.md).
Each case runs under JAX first (its label), then is linted.

No tracer is an instance of NumPy's array or scalar classes or of the `numbers` tower (checked
under jit, vmap and grad), so `isinstance(i, (int, np.integer))` holds only for a concrete index
and code under it is plain Python (jax 0.4.30's `_normalize_index`). A class list that admits
tracers (`jax.Array`), the negated test and the other branch stay traced.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = ("import numbers\nfrom functools import partial\n\nimport jax\nimport jax.numpy as jnp\n"
          "import numpy as np\nfrom jax import lax\n\n")

_NORMALIZE = """
def normalize(index, size):
    if isinstance(index, (int, np.integer)):
        return index + size if index < 0 else index
    return lax.select(index < 0, index + size, index)


@jax.jit
def take(a, i):
    return a[normalize(i, a.shape[0])]


take(jnp.arange(5), jnp.int32(-1))
take(jnp.arange(5), np.int32(-1))
"""

_NDARRAY = """
@jax.jit
def scale(x):
    if isinstance(x, np.ndarray):
        if x.sum() > 0:
            return x * 2
    return x


scale(jnp.ones(3))
"""

_NUMBERS = """
def clip(x, bound):
    if isinstance(bound, numbers.Real):
        bound = bound if bound > 0 else -bound
    return jnp.clip(x, -bound, bound)


jax.vmap(clip)(jnp.ones(3), jnp.ones(3))
jax.jit(clip)(jnp.ones(3), 2.0)
"""

_ADMITS_ARRAYS = """
@jax.jit
def scale(x):
    if isinstance(x, (np.ndarray, jax.Array)):
        if x.sum() > 0:
            return x * 2
    return x


scale(jnp.ones(3))
"""

_NEGATED = """
@jax.jit
def shift(i, n):
    if not isinstance(i, np.integer):
        return i + n if i < 0 else i
    return i


shift(jnp.int32(-1), 5)
"""

_OTHER_BRANCH = """
@jax.jit
def shift(i, n):
    if isinstance(i, (int, np.integer)):
        return i
    else:
        return i + n if i < 0 else i


shift(jnp.int32(-1), 5)
"""

SHAPES = {
    "tuple_with_numpy_integer_narrows": (_NORMALIZE, None, ""),
    "numpy_ndarray_narrows": (_NDARRAY, None, ""),
    "numbers_real_narrows": (_NUMBERS, None, ""),
    "class_list_admitting_jax_arrays": (_ADMITS_ARRAYS, "TracerBoolConversionError", "JAX101"),
    "negated_numpy_class_test": (_NEGATED, "TracerBoolConversionError", "JAX101"),
    "other_branch_of_the_test": (_OTHER_BRANCH, "TracerBoolConversionError", "JAX101"),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_numpy_class_tests(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
