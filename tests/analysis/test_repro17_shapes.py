"""Shapes the seventeenth set of report repros (tests/data/report_repros17/) showed the analysis
missing, each with a buggy and a working neighbour: run under JAX 0.10.2 first (the label), then
linted (the exact findings).

- a class handed to a transform (`jax.jit(Spline)(x, y)`) is called with the traced arguments:
  its own `__init__` runs on them, `self` being the instance the call builds (stores on it are no
  leak);
- a static parameter every caller of the jitted function passes the same literal flag
  (`static_argnames=["check"]`, `check=False`) decides the branches it guards, in callees too;
- `jax.jit(lambda x: x)` bound to a name is a jitted function its callers' pytree metadata is
  compared for (JAX810), and so is a function under `eqx.filter_jit`;
- an array an `eqx.field(static=True)` gets in `__init__` (`self.data = jr.uniform(...)`) is made
  anew by each construction: two instances passed to the same jitted function raise ValueError;
- `jax.jit(obj)` hashes `obj` at each call of the result: an eqx.Module or frozen dataclass
  holding an array, or a non-frozen dataclass, raises TypeError; a plain object hashes by identity;
- a traced value stored as an item of a dict attribute (`self._cache[key] = v`, `self._cache = {}`
  in `__init__`) of an object that outlives the trace leaks like an attribute store does;
- a list display of number displays (`[[1, 2], [2, 1]]`) handed to a traced parameter by every
  caller is a list of lists of tracers: `int()` of an element raises, array code on it works.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import jax\nimport jax.numpy as jnp\n\n"

_SPLINE = """
import equinox as eqx


def check_knots(x, check):
    if check:
        if not jnp.all(jnp.diff(x) > 0):
            raise ValueError("knots must increase")
    return x


class Spline(eqx.Module):
    x: jax.Array

    def __init__(self, x, check=True):
        self.x = check_knots(jnp.asarray(x, dtype=float), check)


x = jnp.array([0.0, 1.0, 2.0])
"""

_FLAG = """
def validate(x, check):
    if check:
        if not jnp.all(jnp.isfinite(x)):
            raise ValueError("not finite")
    return x


def scale(x, check=True):
    return validate(x, check) * 2.0

"""

_STATIC_ARRAY = """
import equinox as eqx


class Data(eqx.Module):
    values: jax.Array = eqx.field(static=True)

    def __init__(self, seed):
        self.values = jax.random.uniform(jax.random.key(seed), (4, 4))


@eqx.filter_jit
def total(scale, data):
    return scale * jnp.sum(data.values)

"""

_HELD = """
from dataclasses import dataclass


@dataclass(frozen=True)
class Scale:
    w: object

    def __call__(self, x):
        return self.w * x

"""

_CACHE = """
class Sampler:
    def __init__(self):
        self._cache = {}

    def scale(self, x):
        key = x.shape
        if key not in self._cache:
            self._cache[key] = VALUE
        return self._cache[key]

    def run(self, x):
        return x * self.scale(x)


sampler = Sampler()


@jax.jit
def run_inside_jit(x):
    return sampler.run(x)


run_inside_jit(jnp.arange(3.0))
"""

CASES = {
    "class_jitted_runs_init_on_tracers": (_SPLINE + """
spline = jax.jit(Spline)(x)
""", "TracerBoolConversionError", "JAX101"),
    "ok_class_jitted_check_passed_static_false": (_SPLINE + """
spline = jax.jit(Spline, static_argnames=["check"])(x, check=False)
""", None, None),
    "ok_class_built_eagerly_stores_on_self": (_SPLINE + """
spline = Spline(x)
""", None, None),
    "static_flag_true_at_every_call_keeps_branch": (_FLAG + """
f = jax.jit(scale, static_argnames=["check"])
f(jnp.ones(3), check=True)
""", "TracerBoolConversionError", "JAX101"),
    "ok_static_flag_false_at_every_call": (_FLAG + """
f = jax.jit(scale, static_argnames=["check"])
f(jnp.ones(3), check=False)
f(jnp.zeros(3), check=False)
""", None, None),
    "static_flag_differs_between_calls": (_FLAG + """
f = jax.jit(scale, static_argnames=["check"])
f(jnp.ones(3), check=False)
f(jnp.ones(3), check=True)
""", "TracerBoolConversionError", "JAX101"),
    "jitted_lambda_meta_field_array_second_call": ("""
from dataclasses import dataclass


@dataclass
class Foo:
    a: jax.Array


jax.tree_util.register_dataclass(Foo, data_fields=[], meta_fields=["a"])
func = jax.jit(lambda x: x)
func(Foo(jnp.arange(4)))
func(Foo(jnp.arange(4)))
""", "ValueError", "JAX810"),
    "ok_jitted_lambda_data_field_array": ("""
from dataclasses import dataclass


@dataclass
class Foo:
    a: jax.Array


jax.tree_util.register_dataclass(Foo, data_fields=["a"], meta_fields=[])
func = jax.jit(lambda x: x)
func(Foo(jnp.arange(4)))
func(Foo(jnp.arange(4)))
""", None, None),
    "filter_jit_static_field_array_made_in_init": (_STATIC_ARRAY + """
first, second = Data(0), Data(1)
total(1.0, first)
total(1.0, second)
""", "ValueError", "JAX810"),
    "ok_filter_jit_static_field_array_same_instance": (_STATIC_ARRAY + """
data = Data(0)
total(1.0, data)
total(2.0, data)
""", None, None),
    "jit_of_frozen_dataclass_holding_array": (_HELD + """
scale = jax.jit(Scale(jnp.ones(3)))
scale(2.0)
""", "TypeError", "JAX810"),
    "jit_rebinding_name_of_module_holding_array": ("""
import equinox as eqx


class Linear(eqx.Module):
    w: jax.Array

    def __init__(self, n):
        self.w = jnp.ones(n)

    def __call__(self, x):
        return self.w * x


model = Linear(3)
model = jax.jit(model)
model(2.0)
""", "TypeError", "JAX810"),
    "ok_filter_jit_of_module_holding_array": ("""
import equinox as eqx


class Linear(eqx.Module):
    w: jax.Array

    def __init__(self, n):
        self.w = jnp.ones(n)

    def __call__(self, x):
        return self.w * x


model = Linear(3)
model = eqx.filter_jit(model)
model(2.0)
""", None, None),
    "ok_jit_of_frozen_dataclass_holding_number": (_HELD + """
scale = jax.jit(Scale(2.0))
scale(jnp.ones(3))
""", None, None),
    "tracer_cached_in_dict_attribute_of_global_object": (_CACHE.replace("VALUE", "1.0 / (1.0 + jnp.var(x))") + """
sampler.run(jnp.arange(3.0) + 1.0)
""", "UnexpectedTracerError", "JAX301"),
    "ok_shape_cached_in_dict_attribute_of_global_object": (_CACHE.replace("VALUE", "float(len(key))") + """
sampler.run(jnp.arange(3.0) + 1.0)
""", None, None),
    "ok_tracer_cached_in_dict_of_object_built_in_trace": ("""
class Sampler:
    def __init__(self):
        self._cache = {}

    def scale(self, x):
        self._cache[x.shape] = 1.0 / (1.0 + jnp.var(x))
        return self._cache[x.shape]


@jax.jit
def run_inside_jit(x):
    return x * Sampler().scale(x)


run_inside_jit(jnp.arange(3.0))
""", None, None),
    "nested_number_lists_traced_then_int": ("""
def contract(tensors, structure):
    operands = []
    for tensor, labels in zip(tensors, structure):
        operands.extend([tensor, [int(label) for label in labels]])
    return jnp.einsum(*operands, [])


jax.jit(contract)([jnp.ones((2, 3)), jnp.ones((3, 2))], [[1, 2], [2, 1]])
""", "ConcretizationTypeError", "JAX105"),
    "ok_nested_number_lists_static_tuples": ("""
def contract(tensors, structure):
    operands = []
    for tensor, labels in zip(tensors, structure):
        operands.extend([tensor, [int(label) for label in labels]])
    return jnp.einsum(*operands, [])


jax.jit(contract, static_argnums=1)([jnp.ones((2, 3)), jnp.ones((3, 2))], ((1, 2), (2, 1)))
""", None, None),
    "ok_nested_number_lists_traced_as_array": ("""
def weighted(x, table):
    return x * jnp.asarray(table).sum()


jax.jit(weighted)(jnp.ones(2), [[1, 2], [3, 4]])
""", None, None),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_repro17_shape(name):
    code, error, finding = CASES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
