"""Shapes of untuned round 23 (tests/data/unseen23_triage.md) the analysis got wrong, each beside
a neighbour that is still a bug: run under JAX first (the label), then linted.

- J: `jax.jit(solve)` where `solve` requires a parameter annotated with a plain class (no pytree
  registration): every call raises TypeError at the argument, so the body never runs traced;
  a call that passes one is JAX811's (static, registered or subclassed-and-registered classes
  still trace the body);
- M: `register_dataclass` given field lists that are not literals (comprehensions over
  `dataclasses.fields`): which fields are metadata is not known, so no field is a tracer for
  certain;
- K: a local dict rebound by a comprehension in a loop (or made by a helper returning one,
  then updated by `optax.apply_updates`), handed to a jitted function, is a pytree: iterating
  it in a helper gives its keys;
- R: one higher-order helper (`ckpt = lambda f: f`) called with two different functions gives
  each call its own function's result;
- Q: a pytree field annotated `Any` may hold a subtree (a tuple): its truth is not a tracer's;
- N: a name another module binds by one target of a tuple assignment (`jax, jnp, jit =
  _try_import_jax()`, NumPy when JAX is missing) is no re-export of `jax.numpy`, even where that
  module imports `jax.numpy as jnp` inside a function.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.helpers import assert_shape_case, codes_at, isolated, write  # noqa: F401 (fixture)

HEADER = "import functools\nimport jax\nimport jax.numpy as jnp\nimport numpy as np\nfrom jax import lax\n\n"

_PLAIN_PARAM = """
from dataclasses import dataclass


@dataclass(frozen=True)
class Namelist:
    nx: int


def solve(*, nml: Namelist, tol: float = 1e-10):
    x = jnp.asarray(np.linspace(0.0, 1.0, nml.nx))
    return float(jnp.linalg.norm(x)) > tol


solve_jit = jax.jit(solve, static_argnames=("tol",))
print(solve(nml=Namelist(4)))
"""

_TRACED_FIELD = """
from dataclasses import dataclass


@dataclass(frozen=True)
class Namelist:
    scale: float


def solve(x, *, nml: Namelist):
    return float(jnp.sum(x) * nml.scale)


solve_jit = jax.jit(solve)
solve_jit(jnp.ones(3), nml=Namelist(2.0))
"""

_SUBCLASS = """
class Base:
    def __init__(self, scale):
        self.scale = scale


@jax.tree_util.register_pytree_node_class
class Child(Base):
    def tree_flatten(self):
        return (self.scale,), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)


def solve(x, cfg: Base):
    return float(jnp.sum(x) * cfg.scale)


solve_jit = jax.jit(solve)
solve_jit(jnp.ones(3), Child(2.0))
"""

_COMPUTED_META = """
import dataclasses

from jax import tree_util


def _meta(static=False):
    return dataclasses.field(metadata={"static": static})


@dataclasses.dataclass(frozen=True)
class Mesh:
    area: jax.Array
    nod2D: int = _meta(static=True)


_META = [f.name for f in dataclasses.fields(Mesh) if f.metadata.get("static")]
_DATA = [f.name for f in dataclasses.fields(Mesh) if not f.metadata.get("static")]
tree_util.register_dataclass(Mesh, data_fields=_DATA, meta_fields=_META)


@jax.jit
def total(mesh: Mesh, idx):
    return jax.ops.segment_sum(mesh.area, idx, num_segments=mesh.nod2D)


m = Mesh(area=jnp.ones(4), nod2D=3)
print(total(m, jnp.array([0, 1, 1, 2])))
"""

_LOCAL_REBOUND_DICT = """
TRUE_PARAMS = {"a": 1.0, "b": 2.0}


def main():
    opt_keys = ["a", "b"]
    bounds = {k: (TRUE_PARAMS[k] * 0.5, TRUE_PARAMS[k] * 2.0) for k in opt_keys}

    def to_real(norm):
        return {k: bounds[k][0] + norm[k] * (bounds[k][1] - bounds[k][0]) for k in norm}

    def loss_norm(norm_params):
        r = to_real(norm_params)
        return r["a"] + r["b"]

    vg = jax.jit(jax.value_and_grad(loss_norm))
    norm_params = {"a": jnp.array(0.5), "b": jnp.array(0.25)}
    for _ in range(3):
        loss_val, grads = vg(norm_params)
        norm_params = {k: v - 0.1 * grads[k] for k, v in norm_params.items()}
        real = to_real(norm_params)
        print(float(loss_val), float(real["a"]))


main()
"""

_OPTAX_LOOP = """
import optax


def main():
    keys = ["a", "b"]
    bounds = {k: (0.5, 2.0) for k in keys}

    def to_norm(real):
        return {k: jnp.array(real[k] / bounds[k][1]) for k in keys}

    def to_real(norm):
        return {k: bounds[k][0] + norm[k] for k in norm}

    def loss(norm_params):
        r = to_real(norm_params)
        return r["a"] * r["b"]

    vg = jax.jit(jax.value_and_grad(loss))
    optimizer = optax.adam(0.1)
    norm_params = to_norm({"a": 1.0, "b": 1.5})
    opt_state = optimizer.init(norm_params)
    for _ in range(2):
        loss_val, grads = vg(norm_params)
        updates, opt_state = optimizer.update(grads, opt_state, norm_params)
        norm_params = optax.apply_updates(norm_params, updates)
        norm_params = {k: jnp.clip(v, 0.01, 0.99) for k, v in norm_params.items()}


main()
"""

_LOCAL_REBOUND_ARRAY = """
BOUNDS = {0: 1.0, 1: 2.0}


def to_real(norm):
    return [BOUNDS[k] * 2.0 for k in norm]


def loss(p):
    r = to_real(p)
    return r[0] + r[1]


def main():
    step = jax.jit(loss)
    p = jnp.array([0.5, 0.25])
    for _ in range(2):
        step(p)
        p = p - 0.1


main()
"""

_CKPT = """
def pair(x):
    return x + 1.0, x * 2.0


def incr(x):
    return x * 3.0


def scatter(uv_rhs, idx):
    ur = uv_rhs[:, 0]
    return ur[idx]


@jax.jit
def step(x, idx, remat=False):
    ckpt = jax.checkpoint if remat else (lambda f: f)
    a, b = ckpt(lambda: pair(x))()
    du = ckpt(lambda: incr(x))()
    return scatter(du, idx) + a[0, 0] + b[0, 0]


print(step(jnp.ones((4, 2)), jnp.array([0, 2])))
"""

_CKPT_TUPLE = """
def pair(x):
    return x + 1.0, x * 2.0


def incr(x):
    return x * 3.0


@jax.jit
def step(x, i):
    ckpt = lambda f: f
    du = ckpt(lambda: incr(x))()
    t = ckpt(lambda: pair(x))()
    return t[i] + du


step(jnp.ones(2), jnp.array(1))
"""

_ANY_FIELD = """
from typing import Any, NamedTuple


class State(NamedTuple):
    acts: list | None = None
    args_1: Any = None


def step(state: State, carry, *args_2):
    return State(acts=[carry], args_1=args_2 or state.args_1)


def finalize(state: State, carry):
    assert state.args_1, "args_1 should not be None"
    return carry + state.args_1[0]


finalize = jax.jit(finalize)
st = step(State(), jnp.ones(2), jnp.ones(2) * 3)
print(finalize(st, jnp.ones(2)))
"""

ROUND23_SHAPES = {
    # J
    "jit_of_a_def_requiring_a_plain_dataclass_never_called": (_PLAIN_PARAM, None, None),
    "jit_of_a_def_requiring_a_plain_dataclass_called_with_one": (
        _PLAIN_PARAM.replace("print(solve(nml=Namelist(4)))", "solve_jit(nml=Namelist(4))"), "TypeError", "JAX811"),
    "plain_dataclass_parameter_marked_static_still_traces_the_rest": (
        _TRACED_FIELD.replace("jax.jit(solve)", 'jax.jit(solve, static_argnames=("nml",))'),
        "ConcretizationTypeError", "JAX105"),
    "registered_dataclass_parameter_traces_the_body": (
        _TRACED_FIELD.replace("solve_jit = jax.jit",
                              'jax.tree_util.register_dataclass(Namelist, data_fields=["scale"], meta_fields=[])\n'
                              "solve_jit = jax.jit"),
        "ConcretizationTypeError", "JAX105"),
    "plain_base_whose_subclass_is_a_pytree_traces_the_body": (_SUBCLASS, "ConcretizationTypeError", "JAX105"),
    # M
    "register_dataclass_with_computed_meta_fields": (_COMPUTED_META, None, None),
    "register_dataclass_with_literal_fields_making_the_size_a_leaf": (
        _COMPUTED_META.replace("data_fields=_DATA, meta_fields=_META", 'data_fields=["area", "nod2D"], meta_fields=[]'),
        "ConcretizationTypeError", "JAX202"),
    "register_dataclass_with_literal_meta_fields": (
        _COMPUTED_META.replace("data_fields=_DATA, meta_fields=_META", 'data_fields=["area"], meta_fields=["nod2D"]'),
        None, None),
    "register_dataclass_decorator_reading_a_helper_given_static_true": (
        _COMPUTED_META.replace("@dataclasses.dataclass(frozen=True)", "@tree_util.register_dataclass\n"
                                                                     "@dataclasses.dataclass(frozen=True)")
                      .replace("tree_util.register_dataclass(Mesh, data_fields=_DATA, meta_fields=_META)\n", ""),
        None, None),
    "register_dataclass_decorator_reading_a_helper_left_at_its_default": (
        _COMPUTED_META.replace("@dataclasses.dataclass(frozen=True)", "@tree_util.register_dataclass\n"
                                                                     "@dataclasses.dataclass(frozen=True)")
                      .replace("tree_util.register_dataclass(Mesh, data_fields=_DATA, meta_fields=_META)\n", "")
                      .replace("_meta(static=True)", "_meta()"),
        "ConcretizationTypeError", "JAX202"),
    # K
    "local_dict_rebound_by_a_comprehension_iterated_for_keys": (_LOCAL_REBOUND_DICT, None, None),
    "local_dict_made_by_a_helper_updated_by_optax_and_a_comprehension": (_OPTAX_LOOP, None, None),
    "local_array_rebound_iterated_and_used_as_dict_keys": (_LOCAL_REBOUND_ARRAY, "TypeError", "JAX201"),
    # R
    "one_identity_wrapper_called_with_two_lambdas": (_CKPT, None, None),
    "identity_wrapper_result_tuple_indexed_by_a_tracer": (_CKPT_TUPLE, "TracerIntegerConversionError", "JAX201"),
    # Q
    "any_field_holding_a_tuple_asserted": (_ANY_FIELD, None, None),
    "array_field_asserted": (
        _ANY_FIELD.replace("    args_1: Any = None", "    args_1: jax.Array = None")
                  .replace("args_1=args_2 or state.args_1", "args_1=args_2[0]")
                  .replace("state.args_1[0]", "state.args_1")
                  .replace("jnp.ones(2) * 3)", "jnp.ones(()) * 3)"),
        "TracerBoolConversionError", "JAX101"),
}


@pytest.mark.parametrize("name", sorted(ROUND23_SHAPES))
def test_round23_shapes(name):
    code, error, finding = ROUND23_SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


_COMPAT = '''\
import os

import numpy as _np


def _try_import_jax():
    try:
        os.environ.setdefault("JAX_ENABLE_X64", "1")
        import jax

        import jax.numpy as jnp

        return jax, jnp, jax.jit
    except Exception:
        return None, _np, (lambda f: f)


jax, jnp, jit = _try_import_jax()


def has_jax() -> bool:
    return jax is not None
'''

_BLEND = '''\
from ._compat import jnp, has_jax


def _blend(R, new):
    for k in range(2):
        if has_jax():
            R = R.at[:, k].set(new)
        else:
            R = jnp.array(R)
            R[:, k] = new
    return R


def initial_guess():
    if has_jax():
        import jax

        dtype = jnp.float64 if jax.config.read("jax_enable_x64") else jnp.float32
    else:
        import numpy as _np

        dtype = _np.float64
    R = jnp.zeros((2, 3), dtype=dtype)
    return _blend(R=R, new=5.0)
'''


def _package(root, compat: str, blend: str) -> subprocess.CompletedProcess:
    write(root, "pkg/__init__.py", "")
    write(root, "pkg/_compat.py", compat)
    write(root, "pkg/blend.py", blend)
    write(root, "run.py", "from pkg.blend import initial_guess\nprint(initial_guess())\n")
    return subprocess.run([sys.executable, "run.py"], cwd=root, capture_output=True, text=True, timeout=300)


def test_numpy_fallback_of_a_compat_module_is_not_jax_numpy(isolated, capsys):
    ran = _package(isolated, _COMPAT, _BLEND)
    assert ran.returncode == 0, ran.stderr
    assert codes_at(capsys, "check", str(isolated), "--no-cache") == []


def test_plain_reexport_of_jax_numpy_still_reported(isolated, capsys):
    compat = "import jax\nimport jax.numpy as jnp\n\n\ndef has_jax() -> bool:\n    return True\n"
    blend = _BLEND.replace("        if has_jax():\n            R = R.at[:, k].set(new)\n        else:\n"
                           "            R = jnp.array(R)\n            R[:, k] = new",
                           "        R = jnp.array(R)\n        R[:, k] = new")
    ran = _package(isolated, compat, blend)
    assert ran.returncode != 0 and "TypeError" in ran.stderr
    found = codes_at(capsys, "check", str(isolated), "--no-cache")
    assert [(code, row) for _, code, row, _ in found] == [("JAX701", 7)]


_NAMELIST = '''\
from dataclasses import dataclass


@dataclass(frozen=True)
class Namelist:
    scale: float
'''

_DRIVER = '''\
import jax
import jax.numpy as jnp

from .namelist import Namelist


def solve(x, *, nml: Namelist):
    return float(jnp.sum(x) * nml.scale)


solve_jit = jax.jit(solve)
'''


@pytest.mark.parametrize("registered", [False, True])
def test_plain_class_of_another_module(isolated, capsys, registered):
    """The driver's jit requires another module's plain class: silent; the same class registered
    as a pytree by a third module: the body traces and `float()` fails."""
    write(isolated, "pkg/__init__.py", "")
    write(isolated, "pkg/namelist.py", _NAMELIST)
    write(isolated, "pkg/driver.py", _DRIVER)
    if registered:
        write(isolated, "pkg/trees.py", "import jax\n\nfrom .namelist import Namelist\n\n"
                                        'jax.tree_util.register_dataclass(Namelist, data_fields=["scale"], '
                                        "meta_fields=[])\n")
    run = ("import pkg.trees\n" if registered else "") + \
        "import jax.numpy as jnp\nfrom pkg.driver import solve, solve_jit\nfrom pkg.namelist import Namelist\n" \
        "print(solve(jnp.ones(3), nml=Namelist(2.0)))\nsolve_jit(jnp.ones(3), nml=Namelist(2.0))\n"
    write(isolated, "run.py", run)
    ran = subprocess.run([sys.executable, "run.py"], cwd=isolated, capture_output=True, text=True, timeout=300)
    assert ran.returncode != 0
    assert ("ConcretizationTypeError" if registered else "TypeError: Error interpreting argument") in ran.stderr
    found = codes_at(capsys, "check", str(isolated / "pkg"), "--no-cache")
    assert [(f.rsplit("/", 1)[-1], code, row) for f, code, row, _ in found] == (
        [("driver.py", "JAX105", 8)] if registered else [])
