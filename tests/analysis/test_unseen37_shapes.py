"""The shapes round 37 of untuned published code (tests/data/unseen37_triage.md) met. Every case
runs under JAX first (the label: the exception it raises, or None), then is linted, and the
findings are checked.

A  A dict key compared with a string literal (benmoseley/FBPINNs `fbpinns/trainers.py`
   `FBPINN_loss`: `{k: concat(d[c][k], da[c][k]) if k == "subdomain" else d[c][k] for k in
   d[c]}`, `d` the traced parameter dict of a jitted update lowered with `.lower(...)`). With
   the dict's structure unknown, iterating it was taken to give tracers, so the test read as a
   tracer's truth (JAX101). `x == "literal"` is a Python bool whatever `x` is: a str compares
   as Python does, and a JAX array's `__eq__` defers on a str, Python's fallback giving False.
   A traced parameter itself compared with a str (`if mode == "greedy":` in a jitted method,
   tests/projects/mf12_jit_method_string_mode) is a mode its caller meant static, and is still
   reported.

B  A name an `if` of the enclosing function tested, read by a transformed lambda written in
   that branch (dmarcondes/JINNAX `jinnax/nn.py`: `if periodic: return jax.vmap(lambda k:
   generate_matern_sample(k, ..., periodic=periodic))`, whose `else` path draws with
   `np.random.default_rng(seed=key)`). The closed-over `periodic` was a static value of unknown
   truth (the parameter's default is False), so both paths of the callee ran under vmap
   (JAX501). Inside `if name:` (or the `else` of `if not name:`) a nested function reading a
   name its function never rebinds now sees a value of that truth.

C  An imported name a later top-level `def` of the module binds again (adematti/jax-power
   `jaxpower/cov3.py`: `from .cov2 import compute_spectrum2_covariance_window_block` at the
   top, then its own `def compute_spectrum2_covariance_window_block(...)`, the one `compute_QW_AB`
   calls at run time, with jnp where cov2's version uses np). Calls resolved the name to the
   import, so cov2's NumPy code ran on vmapped edges (JAX501 x6, JAX101 x1). The def runs after
   the import, so such a name now resolves to the module's own def.

D  A dtype given by position to an array constructor (jax-md v0.1.20 `tests/energy_test.py`:
   `R = np.array([[0, 0, 0], [1, 1, 1], [1, 1, 0]], dtype)`, `np` being jax.numpy and `dtype`
   a float dtype of the test's parameters, then `grad(nn_apply, argnums=1)(params, R)`). Only
   a `dtype=` keyword was read, so the int literals made `R` an int array (JAX815). The second
   positional argument of `array`/`asarray`/`zeros`/`ones`/`empty`/`identity` (the third of
   `full`) now decides the kind like the keyword: unknown when it is a name the analysis does
   not know.

E  A cache guarded by `jax.core.is_concrete` (adematti/jax-power `jaxpower/cov3.py`
   `compute_QW_AB`: `cacheable = jax.core.is_concrete(k1edges) and jax.core.is_concrete(k2edges)`,
   then `if cacheable: key = (..., tuple(np.ravel(k1edges)), ...)`, the edges vmapped). The call
   was a static value of unknown truth, so the NumPy key ran on the tracer (JAX501 x2). Measured
   on JAX 0.10.2: `is_concrete` is False for the tracers of jit, vmap and the lax primitives,
   True for a JVP tracer of a concrete primal (grad outside jit); it is now False for a value
   traced by anything but a derivative transform, and unknown otherwise.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

# A: a comparison with a string literal is a Python bool
_STRING_COMPARISONS = {
    "dict_key_compared_with_a_string_in_a_lowered_update": ('''
from functools import partial

import jax
import jax.numpy as jnp
from jax import jit, value_and_grad


def loss(active_params, fixed_params):
    d, da = active_params, fixed_params
    merged = {group: {k: jnp.concatenate([d[group][k], da[group][k]]) if k == "subdomain" else d[group][k]
                      for k in d[group]}
              for group in d}
    return sum(jnp.sum(v) for g in merged.values() for v in g.values())


@partial(jit, static_argnums=(0,))
def update(scale, active_params, fixed_params):
    value, grads = value_and_grad(loss)(active_params, fixed_params)
    return value * scale, grads


params = {"a": {"subdomain": jnp.ones(2), "net": jnp.ones(3)}}
fixed = {"a": {"subdomain": jnp.zeros(1), "net": jnp.zeros(3)}}
print(update.lower(2.0, params, fixed).compile()(params, fixed))
''', None, ""),
    "array_compared_with_a_number_still_found": ('''
import jax
import jax.numpy as jnp


def loss(params):
    total = 0.0
    for name in params:
        if name == "bias" and params[name].sum() > 0:
            total = total + jnp.sum(params[name])
    return total


print(jax.jit(loss)({"bias": jnp.ones(2)}))
''', "TracerBoolConversionError", "JAX101"),
}


@pytest.mark.parametrize("name", sorted(_STRING_COMPARISONS))
def test_string_comparisons(name):
    source, error, finding = _STRING_COMPARISONS[name]
    assert_shape_case(name, source, error, finding)


# B: a closed-over name an `if` of the enclosing function tested
_TESTED_CLOSURES = {
    "vmapped_lambda_in_the_branch_that_tested_the_flag": ('''
import jax
import jax.numpy as jnp
import numpy as np


def sample(key, n=4, periodic=False):
    if periodic:
        return jax.random.normal(jax.random.PRNGKey(key), (n,))
    rng = np.random.default_rng(seed=key)
    return jnp.asarray(rng.standard_normal(n))


def sample_batch(n=4, periodic=False):
    if periodic:
        return jax.vmap(lambda k: sample(k, n=n, periodic=periodic))
    return lambda keys: jnp.stack([sample(int(k), n=n, periodic=periodic) for k in keys])


print(sample_batch(periodic=True)(jnp.arange(3)))
print(sample_batch()(np.arange(3)))
''', None, ""),
    "vmapped_lambda_in_the_branch_where_the_flag_is_false_still_found": ('''
import jax
import jax.numpy as jnp
import numpy as np


def sample(key, n=4, periodic=False):
    if periodic:
        return jax.random.normal(jax.random.PRNGKey(key), (n,))
    rng = np.random.default_rng(seed=key)
    return jnp.asarray(rng.standard_normal(n))


def sample_batch(n=4, periodic=False):
    if not periodic:
        return jax.vmap(lambda k: sample(k, n=n, periodic=periodic))
    return lambda keys: jnp.stack([sample(int(k), n=n, periodic=periodic) for k in keys])


print(sample_batch()(jnp.arange(3)))
''', "TypeError", "JAX501"),
}


@pytest.mark.parametrize("name", sorted(_TESTED_CLOSURES))
def test_tested_closures(name):
    source, error, finding = _TESTED_CLOSURES[name]
    assert_shape_case(name, source, error, finding)


# C: an imported name a later top-level def binds again
_REDEFINED_IMPORTS = {
    "import_replaced_by_a_later_def_using_jnp": ('''
import jax
import jax.numpy as jnp
from numpy import asarray


def asarray(x):
    return jnp.asarray(x, dtype=jnp.float32)


def centers(edges):
    edges = asarray(edges)
    return 0.5 * (edges[:-1] + edges[1:])


print(jax.vmap(centers)(jnp.ones((3, 4))))
''', None, ""),
    "import_replaced_by_a_later_def_using_numpy_found": ('''
import jax
import jax.numpy as jnp
import numpy as np
from jax.numpy import ravel


def ravel(x):
    return np.ravel(x)


def centers(edges):
    edges = ravel(edges)
    return 0.5 * (edges[:-1] + edges[1:])


print(jax.vmap(centers)(jnp.ones((3, 4))))
''', "TracerArrayConversionError", "JAX501"),
}


@pytest.mark.parametrize("name", sorted(_REDEFINED_IMPORTS))
def test_redefined_imports(name):
    source, error, finding = _REDEFINED_IMPORTS[name]
    assert_shape_case(name, source, error, finding)


# D: a dtype given by position
_POSITIONAL_DTYPES = {
    "literal_ints_with_a_float_dtype_by_position": ('''
import jax
import jax.numpy as jnp


def energy(params, R):
    return jnp.sum(params * R ** 2)


def forces(dtype):
    R = jnp.array([[0, 0, 0], [1, 1, 1], [1, 1, 0]], dtype)
    return jax.jit(jax.grad(energy, argnums=1))(2.0, R)


for dtype in [jnp.float32]:
    print(forces(dtype))
''', None, ""),
    "literal_ints_with_an_int_dtype_by_position_found": ('''
import jax
import jax.numpy as jnp


def energy(params, R):
    return jnp.sum(params * R ** 2)


def forces():
    R = jnp.array([[0, 0, 0], [1, 1, 1], [1, 1, 0]], jnp.int32)
    return jax.jit(jax.grad(energy, argnums=1))(2.0, R)


print(forces())
''', "TypeError", "JAX815"),
}


@pytest.mark.parametrize("name", sorted(_POSITIONAL_DTYPES))
def test_positional_dtypes(name):
    source, error, finding = _POSITIONAL_DTYPES[name]
    assert_shape_case(name, source, error, finding)


# E: jax.core.is_concrete of a tracer
_CONCRETENESS = {
    "numpy_cache_key_behind_is_concrete_under_vmap": ('''
import jax
import jax.numpy as jnp
import numpy as np

_cache = {}


def block(edges, scale):
    cacheable = jax.core.is_concrete(edges)
    if cacheable:
        key = tuple(np.ravel(edges))
        if key not in _cache:
            _cache[key] = jnp.sum(edges) * scale
        return _cache[key]
    return jnp.sum(edges) * scale


print(block(jnp.ones(3), 2.0))
print(jax.vmap(block, in_axes=(0, None))(jnp.ones((2, 3)), 2.0))
''', None, ""),
    "numpy_cache_key_behind_is_concrete_under_grad_found": ('''
import jax
import jax.numpy as jnp
import numpy as np

_cache = {}


def block(edges, scale):
    cacheable = jax.core.is_concrete(edges)
    if cacheable:
        key = tuple(np.ravel(edges))
        if key not in _cache:
            _cache[key] = float(scale)
        return jnp.sum(edges) * _cache[key]
    return jnp.sum(edges) * scale


print(jax.grad(block)(jnp.ones(3), 2.0))
''', "TracerArrayConversionError", "JAX501"),
}


@pytest.mark.parametrize("name", sorted(_CONCRETENESS))
def test_concreteness(name):
    source, error, finding = _CONCRETENESS[name]
    assert_shape_case(name, source, error, finding)
