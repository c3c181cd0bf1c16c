"""Shapes the twenty-seventh set of report repros (tests/data/report_repros27/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- a class that defines no `__init__` of its own runs the one a project base class defines when it
  is built in traced code (`class Hadamard(Operation): ...`, `Hadamard(wire)` runs
  `Operation.__init__`): what that constructor does to the traced arguments is reported there
  (JAX105 on `int()`, JAX101 on an `if`); a static argument, or a subclass whose own `__init__`
  converts nothing, works;
- scipy.sparse builds its matrices from NumPy arrays: the coordinate form `csr_matrix((data, (rows,
  cols)))` (csc, coo; `_matrix` and `_array`) with traced data, and `scipy.sparse.linalg.spsolve`, `cg`,
  `gmres`, `bicgstab` with a traced right-hand side, raise TracerArrayConversionError under jit and
  vmap (JAX501); assembled on concrete NumPy values outside the transform they work;
- a name bound to a jitted bound method (`log_lik = jax.jit(likelihood.log_likelihood)`) calls that
  method on that object: the key the object keeps on `self` and the method draws from is consumed by
  every call, so two calls, or one in a loop, reuse it (KeyReuseError at the second call, JAX320); a
  key passed to each call and split by the caller works.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = ("from functools import partial\n\nimport jax\nimport jax.numpy as jnp\nimport numpy as np\n"
          "from jax import lax\n\n")

_WIRES = """
class Wires:
    def __init__(self, labels):
        if not isinstance(labels, (list, tuple)):
            labels = [labels]
        self.labels = tuple(int(w) for w in labels)


class Operation:
    def __init__(self, wires):
        self.wires = Wires(wires)


class Hadamard(Operation):
    scale = 2.0


"""

_INHERITED_INIT_INT_ON_TRACED_LABEL = _WIRES + """@jax.jit
def circuit(wire, x):
    op = Hadamard(wire)
    return x * op.scale


print(circuit(1, jnp.ones(2)))
"""

_INHERITED_INIT_STATIC_LABEL = _WIRES + """@partial(jax.jit, static_argnums=0)
def circuit(wire, x):
    op = Hadamard(wire)
    return x * op.scale * len(op.wires.labels)


print(circuit(1, jnp.ones(2)))
"""

_INHERITED_INIT_BRANCH_UNDER_VMAP = """
class Clipped:
    def __init__(self, value, limit=1.0):
        if value > limit:
            value = limit
        self.value = value


class Rate(Clipped):
    def per_step(self, steps):
        return self.value / steps


def rate_of(v):
    return Rate(v).per_step(10.0)


print(jax.vmap(rate_of)(jnp.array([0.5, 2.0])))
"""

_OWN_INIT_OVERRIDES_BASE = """
class Clipped:
    def __init__(self, value, limit=1.0):
        if value > limit:
            value = limit
        self.value = value


class Rate(Clipped):
    def __init__(self, value):
        self.value = jnp.minimum(value, 1.0)

    def per_step(self, steps):
        return self.value / steps


def rate_of(v):
    return Rate(v).per_step(10.0)


print(jax.vmap(rate_of)(jnp.array([0.5, 2.0])))
"""

_SPARSE = """import scipy.sparse as sp
import scipy.sparse.linalg as spla

ROWS = np.array([0, 1, 2, 0])
COLS = np.array([0, 1, 2, 2])


"""

_CSR_COORDINATES_UNDER_JIT = _SPARSE + """@jax.jit
def assemble(weights):
    data = 2.0 * weights
    return sp.csr_matrix((data, (ROWS, COLS)), shape=(3, 3))


print(assemble(jnp.ones(4)))
"""

_SPSOLVE_RHS_UNDER_VMAP = _SPARSE + """A = sp.csc_matrix((np.array([2.0, 2.0, 2.0, 1.0]), (ROWS, COLS)), shape=(3, 3))


def solve(b):
    return spla.spsolve(A, b)


print(jax.vmap(solve)(jnp.ones((2, 3))))
"""

_SPARSE_ASSEMBLED_OUTSIDE = _SPARSE + """A = sp.coo_matrix((np.array([2.0, 2.0, 2.0, 1.0]), (ROWS, COLS)), shape=(3, 3)).toarray()


@jax.jit
def solve(b):
    return jnp.linalg.solve(jnp.asarray(A), b)


print(solve(jnp.ones(3)))
"""

_SAMPLER = """
class Sampler:
    def __init__(self, seed):
        self.key = jax.random.key(seed)

    def noise(self, n):
        return jax.random.normal(self.key, (n,))

    def perturbed(self, x):
        return x + self.noise(x.shape[0])


sampler = Sampler(0)
"""

_JITTED_METHOD_CALLED_IN_LOOP = _SAMPLER + """perturb = jax.jit(sampler.perturbed)
jax.config.update("jax_debug_key_reuse", True)
try:
    for x in [jnp.zeros(3), jnp.ones(3)]:
        print(perturb(x))
finally:
    jax.config.update("jax_debug_key_reuse", False)
"""

_JITTED_METHOD_CALLED_TWICE = _SAMPLER + """perturb = jax.jit(sampler.perturbed)
jax.config.update("jax_debug_key_reuse", True)
try:
    first = perturb(jnp.zeros(3))
    second = perturb(jnp.ones(3))
    print(first + second)
finally:
    jax.config.update("jax_debug_key_reuse", False)
"""

_JITTED_FUNCTION_KEY_PER_CALL = """
class Sampler:
    def noise(self, key, n):
        return jax.random.normal(key, (n,))

    def perturbed(self, x, key):
        return x + self.noise(key, x.shape[0])


sampler = Sampler()
perturb = jax.jit(sampler.perturbed)
jax.config.update("jax_debug_key_reuse", True)
try:
    key = jax.random.key(0)
    for x in [jnp.zeros(3), jnp.ones(3)]:
        key, subkey = jax.random.split(key)
        print(perturb(x, subkey))
finally:
    jax.config.update("jax_debug_key_reuse", False)
"""

SHAPES = {
    "inherited_init_int_on_traced_label": (_INHERITED_INIT_INT_ON_TRACED_LABEL, "ConcretizationTypeError", "JAX105"),
    "inherited_init_static_label": (_INHERITED_INIT_STATIC_LABEL, None, None),
    "inherited_init_branch_under_vmap": (_INHERITED_INIT_BRANCH_UNDER_VMAP, "TracerBoolConversionError", "JAX101"),
    "own_init_overrides_base": (_OWN_INIT_OVERRIDES_BASE, None, None),
    "csr_coordinates_under_jit": (_CSR_COORDINATES_UNDER_JIT, "TracerArrayConversionError", "JAX501"),
    "spsolve_rhs_under_vmap": (_SPSOLVE_RHS_UNDER_VMAP, "TracerArrayConversionError", "JAX501"),
    "sparse_assembled_outside": (_SPARSE_ASSEMBLED_OUTSIDE, None, None),
    "jitted_method_called_in_loop": (_JITTED_METHOD_CALLED_IN_LOOP, "KeyReuseError", "JAX320"),
    "jitted_method_called_twice": (_JITTED_METHOD_CALLED_TWICE, "KeyReuseError", "JAX320"),
    "jitted_function_key_per_call": (_JITTED_FUNCTION_KEY_PER_CALL, None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_repros27_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
