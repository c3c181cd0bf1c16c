"""Shapes of issue #14's known misses that branch misses28 closes, each with a buggy and a working
variant: run under JAX 0.10.2 first (the label), then linted.

- A transform's output carries the aux data of the pytrees it returns unchanged: a tracer kept in a
  static field (a register_dataclass `meta_fields` entry given a vmapped value; what `tree_flatten`
  returns as aux data, computed with jnp under jit or eval_shape, where jnp stages even constants) is
  a tracer of a finished trace, and using the field afterwards raises UnexpectedTracerError (JAX301,
  reported where the value is put there: the argument, or its one assignment). Under vmap alone a jnp
  value of constants is concrete, and a Python float or a data field (a leaf) works.
- `Cls.classmethod(...)` in traced code runs the classmethod with `cls` the class, and a transform
  applied to one (`jax.eval_shape(partial(Attention.init, cfg), key)`) binds `cls` too; a
  def applying a transform to `P.method` of its parameter `P` traces the classmethod of each class
  its callers pass (`converter.load(Attention, cfg)`, the receiver built right there).
- `@jax.jit` on a method of a class registered by `register_pytree_node(C, flatten, lambda aux, ch: C(...))`
  whose flatten reads nested attributes (`s.model.w`): `self` is what that lambda rebuilds from traced
  children, so `self.model.predict(m)` is followed (NumPy on its traced argument: JAX501).
- An object whose class adds `self` to a module-level container (`_DEVICES.append(self)` in `__init__`)
  outlives the trace that builds it: a tracer a method stores on `self` is read after the trace
  (UnexpectedTracerError, JAX301); the same object unregistered dies with the trace.
- A static field (aux data) of a jitted pytree argument that every caller fills with a concrete JAX array
  (`Threshold(w, jnp.array(1.0))`) is that array inside, and jit stages any operation on it: an `if` on
  `t.level > 0.5` raises TracerBoolConversionError (JAX101); a Python float there works.
- `sorted(items, key=f)` (min/max too) over a display of known objects compares what `f` gives them:
  a traced key raises TracerBoolConversionError (JAX103); a static key works. A comprehension over such
  a display is evaluated element by element, and no tracer is an instance of a `numbers` ABC (measured
  for jit, vmap and grad tracers), so `if all(isinstance(g.z, numbers.Real) for g in gs):` is False
  when one `g.z` is traced and its `sorted` never runs.
- `assert isinstance(v, int)` (float, a `numbers` ABC) on a traced `v` always fails: no tracer of jit,
  vmap or grad is an instance of those (measured), so the trace raises AssertionError (JAX101);
  a static argument, or `(int, jax.Array)`, passes.
"""

from __future__ import annotations

import json

import pytest

from jaxlint.cli import main
from tests.helpers import assert_runs_as_labelled, assert_shape_case

HEADER = ("import dataclasses\nimport math\nfrom functools import partial\n\nimport jax\nimport jax.numpy as jnp\n\n")

_META_DATACLASS = """
@partial(jax.tree_util.register_dataclass, data_fields=["u"], meta_fields=["dx"])
@dataclasses.dataclass
class Field:
    u: jax.Array
    dx: float

    def grid(self):
        return jnp.arange(self.u.shape[-1]) * self.dx


def wave(dx):
    return Field(jnp.ones(4) * 2.0, DX)

"""

_VMAP_META_FROM_MAPPED_VALUE = _META_DATACLASS.replace("DX", "dx") + """
fields = jax.vmap(lambda dx: wave(dx))(jnp.array([0.3, 0.4]))
print(fields.grid())
"""

_VMAP_META_FROM_JNP_CONSTANT = _META_DATACLASS.replace("DX", "jnp.sqrt(2.0)") + """
fields = jax.vmap(lambda dx: wave(dx))(jnp.array([0.3, 0.4]))
print(fields.grid())
"""

_DATA_DATACLASS = """
@partial(jax.tree_util.register_dataclass, data_fields=["u", "dx"], meta_fields=[])
@dataclasses.dataclass
class Field:
    u: jax.Array
    dx: float


def wave(dx):
    return Field(jnp.ones(4) * 2.0, dx)


fields = jax.vmap(wave)(jnp.array([0.3, 0.4]))
print(fields.u * fields.dx[:, None])
"""

_AUX_CLASS = """
@jax.tree_util.register_pytree_node_class
class Attention:
    def __init__(self, w, scale):
        self.w = w
        self.scale = scale

    def tree_flatten(self):
        return (self.w,), self.scale

    @classmethod
    def tree_unflatten(cls, scale, children):
        return cls(*children, scale)

    @classmethod
    def init(cls, n, key):
        scale = 1.0 / SQRT(n)
        return cls(jax.random.normal(key, (n, n)), scale)

    def __call__(self, x):
        return x @ self.w * self.scale

"""

_JIT_RETURNS_AUX_TRACER_IN_TUPLE = _AUX_CLASS.replace("SQRT", "jnp.sqrt") + """
@jax.jit
def build(key):
    layer = Attention.init(4, key)
    return layer, key


layer, _ = build(jax.random.PRNGKey(0))
print(layer(jnp.ones((2, 4))))
"""

_JIT_RETURNS_AUX_PYTHON_FLOAT = _AUX_CLASS.replace("SQRT", "math.sqrt") + """
@jax.jit
def build(key):
    layer = Attention.init(4, key)
    return layer, key


layer, _ = build(jax.random.PRNGKey(0))
print(layer(jnp.ones((2, 4))))
"""

_EVAL_SHAPE_OF_CLASSMETHOD = _AUX_CLASS.replace("SQRT", "jnp.sqrt") + """
skeleton = jax.eval_shape(partial(Attention.init, 4), jax.random.PRNGKey(0))
leaves, treedef = jax.tree_util.tree_flatten(skeleton)
model = jax.tree_util.tree_unflatten(treedef, [jnp.eye(4)])
print(model(jnp.ones((2, 4))))
"""

_EVAL_SHAPE_OF_CLASSMETHOD_FLOAT = _AUX_CLASS.replace("SQRT", "math.sqrt") + """
skeleton = jax.eval_shape(partial(Attention.init, 4), jax.random.PRNGKey(0))
leaves, treedef = jax.tree_util.tree_flatten(skeleton)
model = jax.tree_util.tree_unflatten(treedef, [jnp.eye(4)])
print(model(jnp.ones((2, 4))))
"""

_GALAXIES = """
import numbers


class Galaxy:
    def __init__(self, redshift, mass=0.0):
        self.redshift = redshift
        self.mass = mass


class Planes:
    def __init__(self, galaxies):
        self.galaxies = galaxies

    def ordered(self):
        ORDER

    def deflect(self, grid):
        for galaxy in self.ordered():
            grid = grid - galaxy.mass * grid
        return grid


@jax.jit
def likelihood(params, grid):
    galaxies = [Galaxy(0.5, params["lens_mass"]), Galaxy(params["sub_z"], params["sub_mass"]), Galaxy(1.0)]
    return jnp.sum(Planes(galaxies).deflect(grid))


print(likelihood({"lens_mass": 1.0, "sub_z": 0.6, "sub_mass": 0.1}, jnp.ones(3)))
"""

_SORTED_BY_TRACED_KEY = _GALAXIES.replace("ORDER", "return sorted(self.galaxies, key=lambda g: g.redshift)")
_SORTED_BY_STATIC_KEY = _GALAXIES.replace("ORDER", "return sorted(self.galaxies, key=lambda g: -len(str(type(g))))")
_MIN_BY_TRACED_KEY = _GALAXIES.replace("ORDER", "first = min(self.galaxies, key=lambda g: g.redshift)\n"
                                                "        return [first]")
_SORTED_WHEN_ALL_REAL = _GALAXIES.replace(
    "ORDER", "if all(isinstance(g.redshift, numbers.Real) for g in self.galaxies):\n"
             "            return sorted(self.galaxies, key=lambda g: g.redshift)\n"
             "        return list(self.galaxies)")

_ASSERT_INT_UNDER_JIT = """
@jax.jit
def step(x, n):
    k = n + 1
    assert isinstance(k, int), "k must be an int"
    return x * k


print(step(jnp.ones(2), 3))
"""

_ASSERT_INT_STATIC = """
@partial(jax.jit, static_argnums=1)
def step(x, n):
    k = n + 1
    assert isinstance(k, int), "k must be an int"
    return x * k


print(step(jnp.ones(2), 3))
"""

_ASSERT_INT_OR_ARRAY = """
@jax.jit
def step(x, n):
    k = n + 1
    assert isinstance(k, (int, jax.Array)), "k must be an int"
    return x * k


print(step(jnp.ones(2), 3))
"""

_ASSERT_REAL_UNDER_VMAP = """
import numbers


def scale(x):
    assert isinstance(x, numbers.Real)
    return x * 2


print(jax.vmap(scale)(jnp.ones(3)))
"""

_NESTED_FLATTEN = """
import numpy as np


class Surrogate:
    def __init__(self, w, b):
        self.w = w
        self.b = b

    def predict(self, x):
        x = CONVERT(x)
        return x @ self.w + self.b


class Likelihood:
    def __init__(self, model, prior):
        self.model = model
        self.prior = prior

    @jax.jit
    def rate(self, m):
        return jnp.sum(self.model.predict(m) + self.prior(m))


jax.tree_util.register_pytree_node(
    Likelihood, lambda s: ((s.model.w, s.model.b), s.prior), lambda aux, ch: Likelihood(Surrogate(*ch), aux))
like = Likelihood(Surrogate(jnp.ones((2, 1)), jnp.zeros(1)), lambda m: -jnp.log(m[:, :1]))
print(like.rate(jnp.ones((3, 2))))
"""

_REGISTERED_DEVICE = """
_DEVICES = []


class Device:
    def __init__(self, wires):
        self.wires = wires
        self.last = None
        REGISTER

    def run(self, params):
        state = jnp.cos(params) * self.wires
        self.last = state
        return state.sum()


def circuit(params):
    return Device(2).run(params)


print(jax.jit(circuit)(jnp.ones(3)))
print([d.last + 1 for d in _DEVICES])
"""

_AUX_ARRAY_COMPARED = """
@jax.tree_util.register_pytree_node_class
class Threshold:
    def __init__(self, w, level):
        self.w = w
        self.level = level

    def tree_flatten(self):
        return (self.w,), (self.level,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)


@jax.jit
def clip(t, x):
    if t.level > 0.5:
        return jnp.minimum(x * t.w, t.level)
    return x * t.w


t = Threshold(jnp.ones(2), LEVEL)
print(clip(t, jnp.ones(2)))
"""

SHAPES = {
    "aux_data_jax_array_compared_under_jit": (_AUX_ARRAY_COMPARED.replace("LEVEL", "jnp.array(1.0)"),
                                              "TracerBoolConversionError", "JAX101"),
    "aux_data_python_float_compared_under_jit": (_AUX_ARRAY_COMPARED.replace("LEVEL", "1.0"), None, None),
    "object_registering_itself_keeps_traced_state": (_REGISTERED_DEVICE.replace("REGISTER", "_DEVICES.append(self)"),
                                                      "UnexpectedTracerError", "JAX301"),
    "object_built_in_trace_keeps_traced_state_unregistered": (
        _REGISTERED_DEVICE.replace("REGISTER", "pass").replace("print([d.last + 1 for d in _DEVICES])", ""),
        None, None),
    "unflatten_lambda_self_method_numpy": (_NESTED_FLATTEN.replace("CONVERT", "np.asarray"),
                                           "TracerArrayConversionError", "JAX501"),
    "unflatten_lambda_self_method_jnp": (_NESTED_FLATTEN.replace("CONVERT", "jnp.asarray"), None, None),
    "assert_isinstance_int_under_jit": (_ASSERT_INT_UNDER_JIT, "AssertionError", "JAX101"),
    "assert_isinstance_int_static_argnum": (_ASSERT_INT_STATIC, None, None),
    "assert_isinstance_int_or_array": (_ASSERT_INT_OR_ARRAY, None, None),
    "assert_isinstance_real_under_vmap": (_ASSERT_REAL_UNDER_VMAP, "AssertionError", "JAX101"),
    "sorted_by_traced_key": (_SORTED_BY_TRACED_KEY, "TracerBoolConversionError", "JAX103"),
    "sorted_by_static_key": (_SORTED_BY_STATIC_KEY, None, None),
    "min_by_traced_key": (_MIN_BY_TRACED_KEY, "TracerBoolConversionError", "JAX103"),
    "sorted_only_when_all_keys_are_real": (_SORTED_WHEN_ALL_REAL, None, None),
    "vmap_meta_field_from_mapped_value": (_VMAP_META_FROM_MAPPED_VALUE, "UnexpectedTracerError", "JAX301"),
    "vmap_meta_field_from_jnp_constant": (_VMAP_META_FROM_JNP_CONSTANT, None, None),
    "vmap_mapped_value_in_data_field": (_DATA_DATACLASS, None, None),
    "jit_returns_aux_tracer_in_tuple": (_JIT_RETURNS_AUX_TRACER_IN_TUPLE, "UnexpectedTracerError", "JAX301"),
    "jit_returns_aux_python_float": (_JIT_RETURNS_AUX_PYTHON_FLOAT, None, None),
    "eval_shape_of_classmethod_keeps_tracer": (_EVAL_SHAPE_OF_CLASSMETHOD, "UnexpectedTracerError", "JAX301"),
    "eval_shape_of_classmethod_python_float": (_EVAL_SHAPE_OF_CLASSMETHOD_FLOAT, None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_misses28_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


_CONVERTER = """
class Converter:
    def load(self, model_cls, n, weights):
        skeleton = jax.eval_shape(partial(model_cls.init, n), jax.random.PRNGKey(0))
        leaves, treedef = jax.tree_util.tree_flatten(skeleton)
        return jax.tree_util.tree_unflatten(treedef, [jnp.asarray(w) for w in weights])


model = Converter().load(Attention, 4, [jnp.eye(4)])
print(model(jnp.ones((2, 4))))
"""


@pytest.mark.parametrize("sqrt, error", [("jnp.sqrt", "UnexpectedTracerError"), ("math.sqrt", None)])
def test_classmethod_of_a_class_parameter_under_eval_shape(tmp_path, capsys, sqrt, error):
    """The class reaches the transform as a method's parameter: the callers' classes are read
    (a project search, so the file is linted on disk, alone in its folder)."""
    source = HEADER + _AUX_CLASS.replace("SQRT", sqrt).lstrip("\n") + _CONVERTER
    assert_runs_as_labelled("converter", source, error)
    path = tmp_path / "convert.py"
    path.write_text(source)
    main(["check", "--no-cache", "--output-format", "json", str(path)])
    found = [(d["code"], d["location"]["row"]) for d in json.loads(capsys.readouterr()[0])]
    row = next(i for i, line in enumerate(source.splitlines(), 1) if "scale = 1.0 /" in line)
    assert found == ([("JAX301", row)] if error else []), found
