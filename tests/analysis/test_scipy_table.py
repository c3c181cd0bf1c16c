"""The SciPy facts JAX501 relies on, re-derived against the installed JAX and SciPy.

Every SciPy function the table says converts tracers must raise on a tracer under `jit`; every
`jax.scipy` twin it names must exist, accept the keywords the table says it shares, and agree
with SciPy to float32 accuracy (JAX computes in float32 unless x64 is on; SciPy in float64).
"""

from __future__ import annotations

import importlib
import inspect
import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest
import scipy.sparse

from jaxlint.analysis import facts

SCIPY = sorted(n for n in facts.names_where(converts="TracerArrayConversionError") if n.startswith("scipy."))
TWINNED = [n for n in SCIPY if facts.lookup(n).jax_equivalent]

_V = np.array([0.1, 0.4, 0.7, 0.9])
_M = np.array([[2.0, 0.5], [0.5, 1.0]])
_B = np.array([1.0, 2.0])
_COUNTS = np.array([0.0, 1.0, 2.0, 3.0])
_BINARY = {"xlogy", "xlog1py", "betaln", "beta", "gammainc", "gammaincc", "rel_entr", "kl_div", "poch",
           "boxcox", "boxcox1p"}
_SHAPES = {"gamma": (2.0,), "beta": (2.0, 3.0), "t": (3.0,), "chi2": (3.0,), "pareto": (2.0,), "gennorm": (2.0,),
           "vonmises": (1.0,), "truncnorm": (-1.0, 1.0), "poisson": (2.0,), "binom": (5, 0.3),
           "bernoulli": (0.3,), "geom": (0.3,), "nbinom": (5, 0.3), "betabinom": (5, 2.0, 3.0)}
_DISCRETE = {"poisson", "binom", "geom", "nbinom", "betabinom"}


def _resolve(dotted: str):
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for attr in parts[cut:]:
            obj = getattr(obj, attr)
        return obj
    raise ImportError(dotted)


def _arguments(name: str) -> tuple:
    """Sample arguments, inside each function's domain: (traced arrays, static extras)."""
    module, leaf = name.split(".")[1], name.split(".")[-1]
    if module == "special":
        if leaf in _BINARY:
            return (_V + 1.0, _V), ()
        if leaf in ("polygamma", "expn"):
            return (np.array([1.0, 2.0, 3.0, 1.0]), _V + 1.0), ()
        return (_V,), ()
    if module == "linalg":
        if leaf in ("solve", "solve_triangular", "solve_circulant"):
            return (_M if leaf != "solve_circulant" else _B, _B), ()
        if leaf == "cdf2rdf":  # eigenvalues and eigenvectors
            return (_B, _M), ()
        if leaf == "block_diag":
            return (_M, _M), ()
        if leaf in ("toeplitz", "circulant", "hankel"):
            return (_V,), ()
        if leaf in ("lu_solve", "cho_solve"):
            return (_M,), ()  # their first argument is a factorization: raises before anything else
        return (_M,), ()
    dist = name.split(".")[2]
    if dist == "bernoulli":
        return (np.array([0.0, 1.0, 1.0, 0.0]),), _SHAPES[dist]
    if dist in _DISCRETE:
        return (_COUNTS,), _SHAPES[dist]
    if dist == "pareto":
        return (_V + 1.5,), _SHAPES[dist]
    return (_V,), _SHAPES.get(dist, ())


# The solvers, integrators and interpolants, each handed the traced array where code hands its data.
_SOLVER_CALLS = {
    "minimize": lambda f, x: f(lambda v: 0.0, x), "root": lambda f, x: f(lambda v: v, x),
    "least_squares": lambda f, x: f(lambda v: v, x), "fsolve": lambda f, x: f(lambda v: v, x),
    "curve_fit": lambda f, x: f(lambda t, a: a * t, x, x), "minimize_scalar": lambda f, x: f(lambda v: v, (x[0], 1.0)),
    "linprog": lambda f, x: f(x), "odeint": lambda f, x: f(lambda y, t: -y, x, np.linspace(0.0, 1.0, 3)),
    "solve_ivp": lambda f, x: f(lambda t, y: -y, (0.0, 1.0), x), "trapezoid": lambda f, x: f(x),
    "interp1d": lambda f, x: f(x, x), "CubicSpline": lambda f, x: f(x, x),
}


def _call(fn, name: str, arrays, extras):
    leaf = name.rsplit(".", 1)[-1]
    if name.split(".")[1] in ("optimize", "integrate", "interpolate"):
        return _SOLVER_CALLS[leaf](fn, arrays[0])
    if name.startswith("scipy.sparse.linalg."):  # a concrete matrix, the traced right-hand side
        return fn(scipy.sparse.csr_matrix(2.0 * np.eye(len(arrays[0]))), arrays[0])
    if name.startswith("scipy.sparse."):  # the coordinate form: traced data at concrete positions
        positions = np.arange(len(arrays[0]))
        return fn((arrays[0], (positions, positions)), shape=(len(arrays[0]),) * 2)
    if leaf == "lu_solve":
        return fn((arrays[0], np.array([0, 1])), _B)
    if leaf == "cho_solve":
        return fn((arrays[0], False), _B)
    return fn(*arrays, *extras)


@pytest.mark.parametrize("name", SCIPY)
def test_scipy_functions_jaxlint_reports_really_fail_on_tracers(name):
    fn = _resolve(name)
    arrays, extras = _arguments(name)
    with warnings.catch_warnings(), pytest.raises(jax.errors.TracerArrayConversionError):
        warnings.simplefilter("ignore")
        jax.jit(lambda *a: (_call(fn, name, a, extras), 0)[1])(*[jnp.asarray(a) for a in arrays])


def _group(name: str) -> str:
    """One compiled function per SciPy function, per distribution for scipy.stats (compiles are the cost)."""
    return name.rsplit(".", 1)[0] if name.startswith("scipy.stats.") else name


GROUPS = sorted({_group(n) for n in TWINNED})


@pytest.mark.parametrize("group", GROUPS)
def test_jax_twin_agrees_with_scipy_to_float32_accuracy(group):
    names = [n for n in TWINNED if _group(n) == group]
    arrays, extras = _arguments(names[0])
    scipy_fns = [_resolve(n) for n in names]
    jax_fns = [_resolve(facts.lookup(n).jax_equivalent) for n in names]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        expected = [_call(fn, n, arrays, extras) for fn, n in zip(scipy_fns, names)]
        got = jax.jit(lambda *a: [_call(fn, n, a, extras) for fn, n in zip(jax_fns, names)])(
            *[jnp.asarray(a, jnp.float32) for a in arrays])
    for name, e_tree, g_tree in zip(names, expected, got):
        expected_leaves = [np.asarray(e) for e in jax.tree.leaves(e_tree)]
        got_leaves = [np.asarray(g) for g in jax.tree.leaves(g_tree)]
        assert len(expected_leaves) == len(got_leaves), f"{name}: {len(expected_leaves)} vs {len(got_leaves)}"
        for e, g in zip(expected_leaves, got_leaves):
            assert e.shape == g.shape, name
            if e.dtype.kind == "b":
                assert np.array_equal(e, g), name
            else:
                np.testing.assert_allclose(g, e, rtol=1e-4, atol=1e-5, equal_nan=True, err_msg=name)
        assert "float32" in facts.lookup(name).equivalent_note


@pytest.mark.parametrize("name", TWINNED)
def test_shared_keywords_exist_on_both_sides(name):
    known = facts.lookup(name)
    jax_params = inspect.signature(_resolve(known.jax_equivalent)).parameters
    scipy_fn = _resolve(name)
    try:
        scipy_params = inspect.signature(scipy_fn).parameters
    except (TypeError, ValueError):  # a NumPy ufunc: positional arguments only
        scipy_params = {}
    shared = [k for k in known.shared_keywords or () if k in scipy_params]
    assert all(k in jax_params for k in shared), [k for k in shared if k not in jax_params]
