"""Shapes the twenty-sixth set of report repros (tests/data/report_repros26/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- integer parameters of library functions that are themselves jitted with the parameter static
  (`jnp.linalg.matrix_power`'s `n`, `jnp.polyfit`'s `deg`, `jnp.diagonal`'s `offset`, the `k` of
  `jnp.triu`/`tril`/`rot90`, `jnp.vander`'s `N`, the `kth` of `jnp.partition`/`argpartition`): a tracer
  there is hashed as a static argument and JAX raises ValueError "Non-hashable static arguments"
  (JAX202); the sizes of `jnp.tril_indices`/`triu_indices`/`diag_indices` (ConcretizationTypeError) and
  `jnp.diag`'s `k` (TracerIntegerConversionError) likewise;
- `jnp.bincount` without `length=` and `sparse.BCOO.fromdense` without `nse=` size their result by the
  traced values (ConcretizationTypeError, JAX602; jax.experimental.sparse is read by that rule now);
- a Python int read off a static shape (`x.shape[i]`, `x.ndim`, `len(x)`) carried through a lax loop is a
  tracer in the body like any number (JAX202 where a size needs it);
- a frozen dataclass whose `__post_init__` rebinds a field (`object.__setattr__(self, "kwargs",
  tuple(...))`) holds what it stores there: the constructor's dict for that field is not judged
  unhashable (JAX810 stays for the fields it leaves alone);
- slice bounds inside the index-building objects `jnp.mgrid`, `ogrid`, `r_`, `c_` are read in Python
  (ConcretizationTypeError, JAX202; traced array entries of `r_` are fine), and `jnp.ravel_multi_index`
  checks its indices' bounds in Python in the default mode='raise' (JAX202, no static fix: they are
  values; mode='clip' or 'wrap' works).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = ("import dataclasses\nfrom functools import partial\n\nimport jax\nimport jax.numpy as jnp\n"
          "from jax import lax\nfrom jax.experimental import sparse\n\n")

_MATRIX_POWER_TRACED = """
def propagate(transition, steps):
    return jnp.linalg.matrix_power(transition, steps)


@jax.jit
def forecast(transition, steps):
    return propagate(transition, steps)


print(forecast(jnp.eye(2), 3))
"""

_MATRIX_POWER_STATIC = """
@partial(jax.jit, static_argnames="steps")
def forecast(transition, steps):
    return jnp.linalg.matrix_power(transition, n=steps)


print(forecast(jnp.eye(2), steps=3))
"""

_TRIU_K_VMAPPED = """
def band(k):
    return jnp.triu(jnp.ones((3, 3)), k)


print(jax.vmap(band)(jnp.arange(2)))
"""

_PARTITION_KTH_KEYWORD = """
@jax.jit
def smallest(x, count):
    return jnp.partition(x, kth=count)[:2]


print(smallest(jnp.array([3.0, 1.0, 2.0]), 1))
"""

_POLYFIT_DEG_FIELD = """
@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Fit:
    grid: jax.Array
    degree: int


@jax.jit
def coefficients(fit, y):
    return jnp.polyfit(fit.grid, y, fit.degree)


print(coefficients(Fit(jnp.linspace(0.0, 1.0, 8), 2), jnp.linspace(0.0, 1.0, 8)))
"""

_POLYFIT_DEG_STATIC_FIELD = """
@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Fit:
    grid: jax.Array
    degree: int = dataclasses.field(metadata=dict(static=True))


@jax.jit
def coefficients(fit, y):
    return jnp.polyfit(fit.grid, y, fit.degree)


print(coefficients(Fit(jnp.linspace(0.0, 1.0, 8), 2), jnp.linspace(0.0, 1.0, 8)))
"""

_DIAGONAL_OFFSET_LOOP_INDEX = """
def energy(m):
    return lax.fori_loop(0, 2, lambda k, acc: acc + jnp.diagonal(m, offset=k).sum(), 0.0)


print(energy(jnp.ones((3, 3))))
"""

_DIAGONAL_OFFSET_PYTHON_LOOP = """
def energy(m):
    return sum(jnp.diagonal(m, offset=k).sum() for k in range(2))


print(jax.jit(energy)(jnp.ones((3, 3))))
"""

_TRIL_INDICES_TRACED = """
@jax.jit
def packed(cov, dim):
    rows, cols = jnp.tril_indices(dim)
    return cov[rows, cols]


print(packed(jnp.eye(3), 3))
"""

_DIAG_INDICES_VMAPPED = """
def diagonal_of(m, n):
    return m[jnp.diag_indices(n)]


print(jax.vmap(diagonal_of)(jnp.ones((2, 3, 3)), jnp.array([3, 3])))
"""

_TRIU_INDICES_FROM_SHAPE = """
@jax.jit
def packed(cov):
    rows, cols = jnp.triu_indices(cov.shape[0])
    return cov[rows, cols]


print(packed(jnp.eye(3)))
"""

_DIAG_K_TRACED = """
@jax.jit
def shifted(v, k):
    return jnp.diag(v, k)


print(shifted(jnp.ones(2), 1))
"""

_BINCOUNT_NO_LENGTH = """
def step(totals, labels):
    return totals + jnp.bincount(labels)[:3], None


print(lax.scan(step, jnp.zeros(3, jnp.int32), jnp.array([[0, 1, 2], [1, 1, 2]]))[0])
"""

_BINCOUNT_LENGTH = """
class Counter:
    def __init__(self, n):
        self.n = n

    def counts(self, labels):
        return jnp.bincount(labels, length=self.n)


print(jax.jit(Counter(3).counts)(jnp.array([0, 1, 1])))
"""

_FROMDENSE_VMAPPED = """
def to_sparse(m):
    return sparse.bcoo_fromdense(m)


print(jax.vmap(to_sparse)(jnp.ones((2, 2, 2))))
"""

_FROMDENSE_NSE = """
@jax.jit
def total(m):
    return sparse.BCOO.fromdense(m, nse=m.size).sum()


print(total(jnp.eye(2)))
"""

_SCAN_CARRIES_SHAPE_INT = """
def step(carry, x):
    acc, n = carry
    return (acc + jnp.zeros(n).sum() + x, n), None


def run(xs):
    return lax.scan(step, (0.0, xs.shape[0]), xs)[0]


print(run(jnp.ones(3)))
"""

_FORI_CARRIES_LEN = """
def body(i, carry):
    total, n = carry
    return total + jnp.ones(n).sum(), n


def run(items):
    return lax.fori_loop(0, 2, body, (0.0, len(items)))


print(run([1.0, 2.0]))
"""

_SCAN_CARRIES_SHAPE_INT_ARITHMETIC = """
def step(carry, x):
    acc, n = carry
    return (acc + x / n, n), None


def run(xs):
    return lax.scan(step, (0.0, xs.shape[0]), xs)[0]


print(run(jnp.ones(3)))
"""

_POST_INIT_FREEZES_FIELD = """
@dataclasses.dataclass(frozen=True)
class Spec:
    sizes: tuple = ()

    def __post_init__(self):
        object.__setattr__(self, "sizes", tuple(self.sizes))


@partial(jax.jit, static_argnums=0)
def widths(spec, x):
    return x * len(spec.sizes)


print(widths(Spec([2, 3]), jnp.ones(2)))
"""

_POST_INIT_FREEZES_OTHER_FIELD = """
@dataclasses.dataclass(frozen=True)
class Spec:
    sizes: list
    name: str = "spec"

    def __post_init__(self):
        object.__setattr__(self, "name", self.name.upper())


@partial(jax.jit, static_argnums=0)
def widths(spec, x):
    return x * len(spec.sizes)


print(widths(Spec([2, 3]), jnp.ones(2)))
"""

_MGRID_TRACED_RADIUS = """
class Kernel:
    def weights(self, radius):
        ys, xs = jnp.mgrid[-radius:radius + 1, -radius:radius + 1]
        return jnp.exp(-(xs**2 + ys**2))


kernel = Kernel()
print(jax.jit(kernel.weights)(1).shape)
"""

_R_TRACED_SLICE = """
@jax.jit
def ramp(n, x):
    return jnp.r_[0:n] * x


print(ramp(3, 2.0))
"""

_R_TRACED_ENTRIES = """
@jax.jit
def joined(a, b):
    return jnp.r_[a, 0.0, b]


print(joined(jnp.ones(2), jnp.zeros(1)))
"""

_OGRID_STATIC = """
@partial(jax.jit, static_argnames="n")
def grid(n, x):
    rows, cols = jnp.ogrid[0:n, 0:n]
    return (rows + cols) * x


print(grid(n=2, x=1.0))
"""

_RAVEL_RAISE_TRACED = """
@jax.jit
def flat(rows, cols):
    return jnp.ravel_multi_index((rows, cols), (3, 4))


print(flat(jnp.array([1]), jnp.array([2])))
"""

_RAVEL_WRAP = """
@jax.jit
def flat(rows, cols):
    return jnp.ravel_multi_index((rows, cols), (3, 4), mode="wrap")


print(flat(jnp.array([1]), jnp.array([2])))
"""

SHAPES = {
    "mgrid_traced_radius": (_MGRID_TRACED_RADIUS, "ConcretizationTypeError", "JAX202"),
    "r_traced_slice": (_R_TRACED_SLICE, "ConcretizationTypeError", "JAX202"),
    "r_traced_entries": (_R_TRACED_ENTRIES, None, None),
    "ogrid_static": (_OGRID_STATIC, None, None),
    "ravel_raise_traced": (_RAVEL_RAISE_TRACED, "ConcretizationTypeError", "JAX202"),
    "ravel_wrap": (_RAVEL_WRAP, None, None),
    "matrix_power_traced": (_MATRIX_POWER_TRACED, "ValueError", "JAX202"),
    "matrix_power_static_keyword": (_MATRIX_POWER_STATIC, None, None),
    "triu_k_vmapped": (_TRIU_K_VMAPPED, "ValueError", "JAX202"),
    "partition_kth_keyword": (_PARTITION_KTH_KEYWORD, "ValueError", "JAX202"),
    "polyfit_deg_field": (_POLYFIT_DEG_FIELD, "ValueError", "JAX202"),
    "polyfit_deg_static_field": (_POLYFIT_DEG_STATIC_FIELD, None, None),
    "diagonal_offset_loop_index": (_DIAGONAL_OFFSET_LOOP_INDEX, "ValueError", "JAX202"),
    "diagonal_offset_python_loop": (_DIAGONAL_OFFSET_PYTHON_LOOP, None, None),
    "tril_indices_traced": (_TRIL_INDICES_TRACED, "ConcretizationTypeError", "JAX202"),
    "diag_indices_vmapped": (_DIAG_INDICES_VMAPPED, "ConcretizationTypeError", "JAX202"),
    "triu_indices_from_shape": (_TRIU_INDICES_FROM_SHAPE, None, None),
    "diag_k_traced": (_DIAG_K_TRACED, "TracerIntegerConversionError", "JAX202"),
    "bincount_no_length": (_BINCOUNT_NO_LENGTH, "ConcretizationTypeError", "JAX602"),
    "bincount_length": (_BINCOUNT_LENGTH, None, None),
    "fromdense_vmapped": (_FROMDENSE_VMAPPED, "ConcretizationTypeError", "JAX602"),
    "fromdense_nse": (_FROMDENSE_NSE, None, None),
    "scan_carries_shape_int": (_SCAN_CARRIES_SHAPE_INT, "TypeError", "JAX202"),
    "fori_carries_len": (_FORI_CARRIES_LEN, "TypeError", "JAX202"),
    "scan_carries_shape_int_arithmetic": (_SCAN_CARRIES_SHAPE_INT_ARITHMETIC, None, None),
    "post_init_freezes_field": (_POST_INIT_FREEZES_FIELD, None, None),
    "post_init_freezes_other_field": (_POST_INIT_FREEZES_OTHER_FIELD, "ValueError", "JAX810"),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_repros26_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
