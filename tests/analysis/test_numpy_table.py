"""The NumPy/math tables JAX501 relies on, re-derived against the installed JAX.

NumPy hands some functions to the array's own methods (they work on tracers) and converts
the argument to a host array in others (TracerArrayConversionError). Which is which changes
with NumPy and JAX versions, so this test calls each function on a tracer under jit and
compares with the facts table (jaxlint.analysis.facts).
"""

from __future__ import annotations

import io
import math
import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from jaxlint.analysis import facts

NUMPY_CONVERTS = {n.removeprefix("numpy.") for n in facts.names_where(converts="TracerArrayConversionError")
                  if n.startswith("numpy.")}
NUMPY_WORKS_ON_TRACERS = {n.removeprefix("numpy.") for n in facts.names_where(accepts_tracers=True)}
NUMPY_METHOD_DISPATCH = {n.removeprefix("numpy.") for n in facts.names_where(dispatches=True)}
MATH_CONVERTS = {n.removeprefix("math.") for n in facts.names_where(converts="ConcretizationTypeError")
                 if n.startswith("math.")}

TWO_ARGS = {"maximum", "minimum", "add", "multiply", "subtract", "divide", "power", "arctan2", "dot",
            "matmul", "outer", "pow", "atan2", "hypot", "searchsorted", "append", "kron", "allclose", "convolve",
            "copysign", "correlate", "equal", "float_power", "floor_divide", "fmax", "fmin", "fmod", "greater",
            "greater_equal", "inner", "isclose", "less", "less_equal", "logaddexp", "logical_and", "logical_or",
            "mod", "not_equal", "remainder", "true_divide", "vdot", "polyval"}
SQUARE = {"linalg.inv", "linalg.det", "trace", "fliplr", "flipud", "tril", "triu", "linalg.cholesky", "linalg.eigh",
          "linalg.eigvalsh", "linalg.pinv", "linalg.qr", "linalg.slogdet", "linalg.svd"}


# NumPy's writers, called as a checkpoint does: into a buffer, the array positional or by keyword.
_WRITERS = {
    "save": lambda fn, x: lambda: fn(io.BytesIO(), x),
    "savez": lambda fn, x: lambda: fn(io.BytesIO(), w=x),
    "savez_compressed": lambda fn, x: lambda: fn(io.BytesIO(), x),
    "savetxt": lambda fn, x: lambda: fn(io.BytesIO(), x),
}


def _call(fn, name: str, x):
    if name in TWO_ARGS:
        return fn(x, x)
    special = {
        "where": lambda: fn(x > 0, x, x), "clip": lambda: fn(x, 0, 1), "concatenate": lambda: fn([x, x]),
        "stack": lambda: fn([x, x]), "hstack": lambda: fn([x, x]), "vstack": lambda: fn([x, x]),
        "column_stack": lambda: fn([x, x]), "einsum": lambda: fn("i,i->", x, x), "reshape": lambda: fn(x, (-1,)),
        "tile": lambda: fn(x, 2), "repeat": lambda: fn(x, 2), "take": lambda: fn(x, 0),
        "expand_dims": lambda: fn(x, 0), "swapaxes": lambda: fn(x[None], 0, 1),
        "moveaxis": lambda: fn(x[None], 0, 1), "roll": lambda: fn(x, 1), "percentile": lambda: fn(x, 0.5),
        "quantile": lambda: fn(x, 0.5), "full_like": lambda: fn(x, 1.0),
        "linalg.inv": lambda: fn(x.reshape(2, 2)), "linalg.det": lambda: fn(x.reshape(2, 2)),
        "trace": lambda: fn(x.reshape(2, 2)), "lexsort": lambda: fn((x, x)), "interp": lambda: fn(x, x, x),
        **{name: writer(fn, x) for name, writer in _WRITERS.items()},
    }
    if name in SQUARE:
        return fn(x.reshape(2, 2))
    special["linalg.solve"] = lambda: fn(x.reshape(2, 2), x[:2])
    return special[name]() if name in special else fn(x)


def _works_on_tracer(module, name: str) -> bool:
    fn = module
    for part in name.split("."):
        fn = getattr(fn, part)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            jax.jit(lambda x: (_call(fn, name, x), 0)[1])(jnp.arange(1.0, 5.0))
        except Exception:
            return False
    return True


@pytest.mark.parametrize("name", sorted(NUMPY_CONVERTS))
def test_numpy_functions_jaxlint_reports_really_fail_on_tracers(name):
    assert not _works_on_tracer(np, name), f"np.{name} now works on tracers: drop it from NUMPY_CONVERTS"


@pytest.mark.parametrize("name", sorted(NUMPY_WORKS_ON_TRACERS))
def test_numpy_functions_jaxlint_allows_really_work_on_tracers(name):
    assert _works_on_tracer(np, name), f"np.{name} fails on tracers: move it to NUMPY_CONVERTS"


@pytest.mark.parametrize("name", sorted(MATH_CONVERTS))
def test_math_functions_jaxlint_reports_really_fail_on_tracers(name):
    assert not _works_on_tracer(math, name)


@pytest.mark.parametrize("name", sorted(_WRITERS))
def test_numpy_writers_fail_only_for_the_tracer(name):
    """The writer's call runs on a concrete array: what fails under jit is the traced array alone."""
    assert name in NUMPY_CONVERTS
    _WRITERS[name](getattr(np, name), jnp.arange(1.0, 5.0))()
    with pytest.raises(Exception) as raised:
        jax.jit(lambda x: (_WRITERS[name](getattr(np, name), x)(), 0)[1])(jnp.arange(1.0, 5.0))
    assert type(raised.value).__name__ == "TracerArrayConversionError"


def test_math_prod_works_on_tracers():
    assert _works_on_tracer(math, "prod")


def test_tables_do_not_overlap_and_method_dispatch_is_consistent():
    assert not NUMPY_CONVERTS & NUMPY_WORKS_ON_TRACERS
    assert NUMPY_METHOD_DISPATCH <= NUMPY_WORKS_ON_TRACERS
    assert all(n.startswith("numpy.") for n in facts.names_where(accepts_tracers=True))


# np.random's global generator on a traced parameter, each called as code does (the error is the fact's).
_RANDOM_CALLS = {
    "normal": lambda f, x: f(0.0, x), "uniform": lambda f, x: f(x, 5.0), "binomial": lambda f, x: f(x.astype(int), 0.5),
    "beta": lambda f, x: f(x, 1.0), "gamma": lambda f, x: f(x), "choice": lambda f, x: f(4, p=x / x.sum()),
    "multivariate_normal": lambda f, x: f(x, np.eye(4)), "dirichlet": lambda f, x: f(x),
    "multinomial": lambda f, x: f(3, x / x.sum()), "permutation": lambda f, x: f(x), "poisson": lambda f, x: f(x),
    "exponential": lambda f, x: f(x), "laplace": lambda f, x: f(x), "lognormal": lambda f, x: f(x),
    "seed": lambda f, x: f(x.astype(int)), "RandomState": lambda f, x: f(x.astype(int)),
    "default_rng": lambda f, x: f(x.astype(int)),
}


@pytest.mark.parametrize("name", sorted(n.removeprefix("numpy.random.") for n in facts.FACTS
                                        if n.startswith("numpy.random.") and facts.lookup(n).converts))
def test_numpy_random_on_a_traced_parameter_raises_the_facts_error(name):
    fn = getattr(np.random, name)
    with pytest.raises(Exception) as raised:
        jax.jit(lambda x: (_RANDOM_CALLS[name](fn, x), 0)[1])(jnp.arange(1.0, 5.0))
    assert type(raised.value).__name__ == facts.lookup(f"numpy.random.{name}").converts
