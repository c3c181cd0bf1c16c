"""Shapes the twenty-second set of report repros (tests/data/report_repros22/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- NumPy functions that read a traced array's own metadata or hand the call to its method
  (`np.iscomplexobj`, `np.ndim`, `np.sum`...) still build an array from a Python list or tuple
  first: given a sequence of tracers (a list display handed to a jitted function, which jit
  rebuilds as a list of scalar tracers, or one written in the traced code) they raise
  TracerArrayConversionError (JAX501); `np.isscalar` only reads the type, and a dict is turned into
  a 0-d object array without converting its values, so neither is reported;
- `jax.scipy.sparse.linalg.gmres` compares its `restart` with the problem size in Python: a traced
  one raises TracerBoolConversionError (JAX202); its `maxiter`, and `cg`'s and `bicgstab`'s, may be
  traced;
- `lax.axis_index(name)` runs only inside the transform that binds the axis (vmap's or pmap's
  `axis_name`), where it is a tracer whatever its string argument: a Python `if` on it raises
  TracerBoolConversionError (JAX101); `jnp.where` on it runs;
- a parameter vmap does not map (`in_axes=None`) that every caller hands a dict display is a
  Python container, not an array: branching between two of them on a tracer is reported without
  the jnp.where rewrite (jnp.where rejects dicts), and reading it is not.
"""

from __future__ import annotations

import pytest

from jaxlint.config import Config
from jaxlint.engine import lint_source
from tests.helpers import assert_shape_case

HEADER = "from functools import partial\n\nimport jax\nimport jax.numpy as jnp\nimport numpy as np\nfrom jax import lax\n\n"

_NDIM_OF_LIST_ARGUMENT = """
@jax.jit
def flatten_if_matrix(x):
    if np.ndim(x) == 2:
        return jnp.ravel(jnp.asarray(x))
    return jnp.asarray(x)


print(flatten_if_matrix([1.0, 2.0, 3.0]))
"""

_SHAPE_OF_LOCAL_LIST = """
@jax.jit
def stacked_shape(a, b):
    rows = [a, b]
    n = np.shape(rows)[0]
    return jnp.stack(rows) * n


print(stacked_shape(jnp.ones(3), jnp.zeros(3)))
"""

_SUM_OF_TUPLE_ARGUMENT = """
@jax.jit
def total(parts):
    return np.sum(parts)


print(total((jnp.ones(2), jnp.zeros(2))))
"""

_ISSCALAR_OF_LIST_ARGUMENT = """
@jax.jit
def scaled(x):
    if np.isscalar(x):
        return jnp.asarray(x) * 2.0
    return jnp.asarray(x) * 3.0


print(scaled([1.0, 2.0]))
"""

_ISCOMPLEXOBJ_OF_ARRAY_ARGUMENT = """
@jax.jit
def as_real(x):
    if np.iscomplexobj(x):
        x = jnp.real(x)
    return x * 2.0


print(as_real(jnp.ones(3)))
"""

_NDIM_OF_DICT_ARGUMENT = """
@jax.jit
def weights_total(params):
    assert np.ndim(params) == 0
    return params["w"].sum() + params["b"]


print(weights_total({"w": jnp.ones(3), "b": 1.0}))
"""

_GMRES_TRACED_RESTART = """
@jax.jit
def solve(a, b, restart):
    x, _ = jax.scipy.sparse.linalg.gmres(lambda v: a @ v, b, restart=restart)
    return x


print(solve(jnp.eye(4) * 2.0, jnp.ones(4), 3))
"""

_GMRES_TRACED_MAXITER = """
@jax.jit
def solve(a, b, maxiter):
    x, _ = jax.scipy.sparse.linalg.gmres(lambda v: a @ v, b, restart=3, maxiter=maxiter)
    return x


print(solve(jnp.eye(4) * 2.0, jnp.ones(4), 5))
"""

_CG_TRACED_MAXITER = """
@jax.jit
def solve(a, b, maxiter):
    x, _ = jax.scipy.sparse.linalg.cg(lambda v: a @ v, b, maxiter=maxiter)
    return x


print(solve(jnp.eye(4) * 2.0, jnp.ones(4), 5))
"""

_VMAP_BRANCH_ON_AXIS_INDEX = """
@partial(jax.vmap, axis_name="workers")
def shard_loss(x):
    if lax.axis_index("workers") == 0:
        return x.sum()
    return -x.sum()


print(shard_loss(jnp.ones((3, 2))))
"""

_VMAP_WHERE_ON_AXIS_INDEX = """
@partial(jax.vmap, axis_name="workers")
def shard_loss(x):
    first = lax.axis_index("workers") == 0
    return jnp.where(first, x.sum(), -x.sum())


print(shard_loss(jnp.ones((3, 2))))
"""

_PMAP_BRANCH_ON_AXIS_INDEX = """
def step(x):
    if lax.axis_index("devices") == 0:
        return x * 2.0
    return x


print(jax.pmap(step, axis_name="devices")(jnp.ones((1, 3))))
"""

_UNMAPPED_DICTS_BRANCHED_ON_TRACER = """
def pick(first, second, index):
    if index == 0:
        chosen = first
    else:
        chosen = second
    return chosen["w"].sum()


@partial(jax.vmap, in_axes=(None, None, 0))
def run(first, second, index):
    return pick(first, second, index)


first = {"w": jnp.ones(3)}
second = {"w": jnp.zeros(3)}
print(run(first, second, jnp.arange(2)))
"""

_UNMAPPED_DICT_READ = """
@partial(jax.vmap, in_axes=(None, 0))
def apply(params, x):
    if "b" in params:
        return x @ params["w"] + params["b"]
    return x @ params["w"]


params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
print(apply(params, jnp.ones((4, 3))))
"""

SHAPES = {
    "ndim_of_list_argument": (_NDIM_OF_LIST_ARGUMENT, "TracerArrayConversionError", "JAX501"),
    "shape_of_local_list": (_SHAPE_OF_LOCAL_LIST, "TracerArrayConversionError", "JAX501"),
    "sum_of_tuple_argument": (_SUM_OF_TUPLE_ARGUMENT, "TracerArrayConversionError", "JAX501"),
    "isscalar_of_list_argument": (_ISSCALAR_OF_LIST_ARGUMENT, None, None),
    "iscomplexobj_of_array_argument": (_ISCOMPLEXOBJ_OF_ARRAY_ARGUMENT, None, None),
    "ndim_of_dict_argument": (_NDIM_OF_DICT_ARGUMENT, None, None),
    "gmres_traced_restart": (_GMRES_TRACED_RESTART, "TracerBoolConversionError", "JAX202"),
    "gmres_traced_maxiter": (_GMRES_TRACED_MAXITER, None, None),
    "cg_traced_maxiter": (_CG_TRACED_MAXITER, None, None),
    "vmap_branch_on_axis_index": (_VMAP_BRANCH_ON_AXIS_INDEX, "TracerBoolConversionError", "JAX101"),
    "vmap_where_on_axis_index": (_VMAP_WHERE_ON_AXIS_INDEX, None, None),
    "pmap_branch_on_axis_index": (_PMAP_BRANCH_ON_AXIS_INDEX, "TracerBoolConversionError", "JAX101"),
    "unmapped_dicts_branched_on_tracer": (_UNMAPPED_DICTS_BRANCHED_ON_TRACER, "TracerBoolConversionError",
                                          "JAX101"),
    "unmapped_dict_read": (_UNMAPPED_DICT_READ, None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_repros22_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


def test_branch_between_unmapped_dicts_is_rewritten_with_cond_not_where():
    """jnp.where rejects dicts (TypeError): the branch's rewrite is lax.cond, which takes pytrees,
    and the rewritten program runs."""
    source = HEADER + _UNMAPPED_DICTS_BRANCHED_ON_TRACER.lstrip("\n")
    (found,) = lint_source(source, "case.py", Config()).diagnostics
    assert found.code == "JAX101" and found.fix is not None and "lax.cond" in found.fix.message
    fixed = source
    for edit in sorted(found.fix.edits, key=lambda e: e.start, reverse=True):
        fixed = fixed[:edit.start] + edit.content + fixed[edit.end:]
    assert_shape_case("unmapped_dicts_rewritten", fixed, None, None)
