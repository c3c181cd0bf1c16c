"""Shapes the thirty-fifth set of report repros (tests/data/report_repros35/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- a class registered with `jax.tree_util.register_dataclass` (as a decorator, through
  `functools.partial`, or by a module-level call) is rebuilt by its unflatten calling the class with
  every field by name: when an instance is a traced argument of a transform, its `__init__` (a
  dataclass's generated one runs `__post_init__`) runs again inside the trace on traced data fields,
  while metadata fields keep their Python values (a check on one is quiet);
- a def decorated by a decorator of the module that turns it into an object of a module class
  (`@qnode(dev)` returning `lambda f: QNode(f, dev)`, a bare `@Wrapper` class, a
  `functools.update_wrapper(Obj(f), f)`) binds its name to that object: `jax.jit(circuit)` (or a
  `@jax.jit` outside it) traces the object's `__call__`, not the def, so the def is not analysed as
  the jitted function (a class stack its `__call__` pushes and pops around the def is not seen from
  the def alone: the JAX301 that gave is gone); a decorator returning a wrapper function is still
  analysed through the def;
- an attribute a class's `__init__` binds once to its parameter (`self.apodization = apodization`),
  every construction passing an object of one module class, is that object wherever a method of the
  class hands it to a transform (`jax.jit(jax.vmap(self.apodization))(points)`): its `__call__` is
  traced, as a method call through such an attribute already was;
- `jnp.shape(x)` is a static shape tuple as `x.shape` is: concatenated with a tuple holding a tracer
  (`tuple(n) + jnp.shape(loc)`, n read from `jnp.asarray(x.shape)`), the shape handed to
  `jax.random.normal` or `jnp.zeros` holds that tracer (JAX202); with static parts only it is quiet.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import dataclasses\nimport functools\n\nimport jax\nimport jax.numpy as jnp\n\n"

_DECORATED = """
@functools.partial(jax.tree_util.register_dataclass, data_fields=["x", "counts"], meta_fields=["capacity"])
@dataclasses.dataclass
class Table:
    x: jax.Array
    counts: jax.Array
    capacity: int

    def __post_init__(self):
        CHECK


@jax.jit
def energy(table):
    return jnp.sum(table.x)


print(energy(Table(jnp.ones(3), jnp.array([1, 2, 1]), 2)))
"""

_CALL_REGISTERED = """
@dataclasses.dataclass
class Table:
    x: jax.Array
    counts: jax.Array
    capacity: int

    def __post_init__(self):
        CHECK


jax.tree_util.register_dataclass(Table, data_fields=["x", "counts"], meta_fields=["capacity"])


def energy(table, scale):
    return scale * jnp.sum(table.x)


print(jax.jit(energy)(Table(jnp.ones(3), jnp.array([1, 2, 1]), 2), 2.0))
"""

_METHOD = """
@functools.partial(jax.tree_util.register_dataclass, data_fields=["x"], meta_fields=["n"])
@dataclasses.dataclass
class Grid:
    x: jax.Array
    n: int

    def __post_init__(self):
        CHECK

    def total(self):
        return jnp.sum(self.x)


def run(grid):
    return jax.vmap(lambda g: g.total())(grid)


print(run(Grid(jnp.ones((4, 3)), 3)))
"""

REBUILT_BY_INIT = [
    ("post_init_checks_a_data_field", _DECORATED,
     "if jnp.any(self.counts > self.capacity):\n            raise ValueError('overflow')",
     "TracerBoolConversionError", "JAX101"),
    ("post_init_checks_the_metadata_field", _DECORATED,
     "if self.capacity < 1:\n            raise ValueError('empty')", None, ""),
    ("call_registered_post_init_converts_a_field", _CALL_REGISTERED,
     "self.total = float(jnp.sum(self.counts))", "ConcretizationTypeError", "JAX105"),
    ("call_registered_post_init_reads_metadata", _CALL_REGISTERED,
     "self.slots = int(self.capacity) * 2", None, ""),
    ("vmapped_instance_post_init_branches_on_a_field", _METHOD,
     "if self.x.sum() > 100:\n            raise ValueError('too large')", "TracerBoolConversionError", "JAX101"),
    ("vmapped_instance_post_init_checks_a_shape", _METHOD,
     "if self.x.shape[-1] != self.n:\n            raise ValueError('shape')", None, ""),
]


@pytest.mark.parametrize("name,template,check,error,finding", REBUILT_BY_INIT, ids=[c[0] for c in REBUILT_BY_INIT])
def test_register_dataclass_rebuilds_through_init(name, template, check, error, finding):
    assert_shape_case(name, HEADER + template.replace("CHECK", check), error, finding)


_QNODE = """
class Queue:
    _active = []

    @classmethod
    def append(cls, op):
        if cls._active:
            cls._active[-1].append(op)


class Op:
    def __init__(self, angle):
        self.angle = angle
        Queue.append(self)


class QNode:
    def __init__(self, func, device):
        self.func = func
        self.device = device

    def __call__(self, *args):
        tape = []
        Queue._active.append(tape)
        try:
            self.func(*args)
        finally:
            Queue._active.pop()
        return jnp.cos(sum(op.angle for op in tape))


DECORATOR

def circuit(x):
    Op(x)
    Op(x * 2)


print(CALL(jnp.asarray(0.3)))
"""

DECORATED_INTO_OBJECTS = [
    ("factory_lambda_makes_a_qnode", "def qnode(device):\n    return lambda func: QNode(func, device)\n\n\n@qnode('cpu')",
     "jax.jit(circuit)", None, ""),
    ("factory_def_updates_wrapper_of_a_qnode",
     "def qnode(device):\n    def decorator(func):\n        return functools.update_wrapper(QNode(func, device), func)\n"
     "    return decorator\n\n\n@qnode('cpu')", "jax.jit(circuit)", None, ""),
    ("jit_decorator_over_an_object_making_decorator",
     "def qnode(device):\n    return lambda func: QNode(func, device)\n\n\n@jax.jit\n@qnode('cpu')", "circuit", None, ""),
]


@pytest.mark.parametrize("name,decorator,call,error,finding", DECORATED_INTO_OBJECTS,
                         ids=[c[0] for c in DECORATED_INTO_OBJECTS])
def test_decorator_turning_a_def_into_an_object(name, decorator, call, error, finding):
    source = HEADER + _QNODE.replace("DECORATOR", decorator).replace("CALL", call)
    assert_shape_case(name, source, error, finding)


_WRAPPED_FUNCTION = """
def logged(func):
    @functools.wraps(func)
    def wrapped(*args):
        return func(*args)
    return wrapped


@logged
def step(x):
    return float(x) * 2.0


print(jax.jit(step)(jnp.asarray(0.3)))
"""


def test_decorator_returning_a_wrapper_function_is_still_analysed_through_the_def():
    assert_shape_case("wrapper_function_decorator", HEADER + _WRAPPED_FUNCTION, "ConcretizationTypeError", "JAX105")


_HELD_CALLABLE = """
class Scorer:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        BODY


class Pipeline:
    def __init__(self, scorer, n):
        self.scorer = scorer
        self.n = n

    def run(self, xs):
        return TRANSFORM(xs)


pipeline = Pipeline(Scorer(2.0), 3)
print(pipeline.run(jnp.ones((3, 4))))
"""

HELD_CALLABLES = [
    ("jitted_attribute_converts_its_argument", "return float(x.sum()) * self.scale", "jax.jit(self.scorer)",
     "ConcretizationTypeError", "JAX105"),
    ("vmapped_attribute_branches_on_its_argument",
     "if x.sum() > 0:\n            return x * self.scale\n        return x", "jax.jit(jax.vmap(self.scorer))",
     "TracerBoolConversionError", "JAX101"),
    ("vmapped_attribute_uses_jnp", "return jnp.where(x.sum() > 0, x * self.scale, x)", "jax.jit(jax.vmap(self.scorer))",
     None, ""),
    ("jitted_attribute_reads_its_static_scale", "return x * self.scale if self.scale > 1 else x", "jax.jit(self.scorer)",
     None, ""),
]


@pytest.mark.parametrize("name,body,transform,error,finding", HELD_CALLABLES, ids=[c[0] for c in HELD_CALLABLES])
def test_callable_object_held_by_an_attribute(name, body, transform, error, finding):
    source = HEADER + _HELD_CALLABLE.replace("BODY", body).replace("TRANSFORM", transform)
    assert_shape_case(name, source, error, finding)


_SHAPE_CONCAT = """
@jax.jit
def draw(x, loc, key):
    n = jnp.asarray(x.shape, dtype=jnp.int32)[:1]
    LINE


print(draw(jnp.ones(4), jnp.zeros(2), jax.random.key(0)))
"""

SHAPE_CONCATS = [
    ("traced_count_before_jnp_shape", "return jax.random.normal(key, tuple(n) + jnp.shape(loc))", "TypeError", "JAX202"),
    ("static_count_before_jnp_shape", "return jax.random.normal(key, (x.shape[0],) + jnp.shape(loc))", None, ""),
    ("jnp_shape_before_traced_count", "return jnp.zeros(jnp.shape(loc) + tuple(n))", "TypeError", "JAX202"),
    ("jnp_shape_before_static_count", "return jnp.zeros(jnp.shape(loc) + (2,)) + n[0]", None, ""),
]


@pytest.mark.parametrize("name,line,error,finding", SHAPE_CONCATS, ids=[c[0] for c in SHAPE_CONCATS])
def test_jnp_shape_is_a_static_shape_tuple(name, line, error, finding):
    assert_shape_case(name, HEADER + _SHAPE_CONCAT.replace("LINE", line), error, finding)
