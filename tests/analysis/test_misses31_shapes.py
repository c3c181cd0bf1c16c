"""What a transform traces when a project decorator sits below it (decorator_products.py), and the
neighbouring shapes the misses of sets 31-33 showed: each with a buggy and a working variant, run
under JAX first (the label), then linted.

- `@jax.jit` over `@recorded(backend)` (a factory returning a decorator that builds a callable
  object) traces the object's `__call__`, `self` holding the decorated function and what the factory
  was given: the backend's `np.asarray` on the traced output is JAX501, jnp's is quiet;
- `@jax.jit` over a `functools.wraps` closure traces the closure (`func(*args, **kwargs)` forwards
  the tracers);
- `jax.jit(obj)` of an object a binding builds traces `__call__` with `self` that object (its fields
  what the construction passed), and `jax.jit(f)` of a decorated `f` traces the decorator's product;
- the decorator and its class in another project module are followed too;
- a class stack a classmethod context manager pushes and pops inside the product's `__call__`
  scopes what `Recorder.append(op)` records (a class's own method named `append` is no container
  mutation of the class: no JAX303 on the class read at trace time).
"""

from __future__ import annotations

import textwrap

import pytest

from tests.helpers import assert_project_outcome, assert_shape_case, json_findings, write_files

HEADER = "import contextlib\nimport functools\n\nimport jax\nimport jax.numpy as jnp\nimport numpy as np\n\n"

_RECORDED = """
class Recorded:
    def __init__(self, func, backend):
        self.func = func
        self.backend = backend

    def __call__(self, *args):
        out = self.func(*args)
        return self.backend.finish(out)


class HostBackend:
    def finish(self, out):
        return np.asarray(out) * 2


class DeviceBackend:
    def finish(self, out):
        return jnp.asarray(out) * 2


def recorded(backend):
    def decorator(func):
        return Recorded(func, backend)
    return decorator

"""

_DECORATED = _RECORDED + """
@jax.jit
@recorded(BACKEND())
def double(x):
    return x + 1


print(double(jnp.ones(3)))
"""

_JITTED_BY_CALL = _RECORDED + """
@recorded(BACKEND())
def double(x):
    return x + 1


compiled = jax.jit(double)
print(compiled(jnp.ones(3)))
"""

_JITTED_OBJECT = _RECORDED + """
def double(x):
    return x + 1


product = Recorded(double, BACKEND())
compiled = jax.jit(product)
print(compiled(jnp.ones(3)))
"""

OBJECT_PRODUCTS = [
    ("decorated_object_host_backend", _DECORATED, "HostBackend", "TracerArrayConversionError", "JAX501"),
    ("decorated_object_device_backend", _DECORATED, "DeviceBackend", None, ""),
    ("jitted_decorated_name_host_backend", _JITTED_BY_CALL, "HostBackend", "TracerArrayConversionError", "JAX501"),
    ("jitted_decorated_name_device_backend", _JITTED_BY_CALL, "DeviceBackend", None, ""),
    ("jitted_object_host_backend", _JITTED_OBJECT, "HostBackend", "TracerArrayConversionError", "JAX501"),
    ("jitted_object_device_backend", _JITTED_OBJECT, "DeviceBackend", None, ""),
]


@pytest.mark.parametrize("name,source,backend,error,finding", OBJECT_PRODUCTS, ids=[c[0] for c in OBJECT_PRODUCTS])
def test_callable_object_product_is_traced(name, source, backend, error, finding):
    assert_shape_case(name, HEADER + source.replace("BACKEND", backend), error, finding)


_WRAPS = """
def on_host(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        out = func(*args, **kwargs)
        return CONVERT(out)
    return wrapper


@jax.jit
@on_host
def shifted(x, scale=2.0):
    return x * scale + 1


print(shifted(jnp.ones(3)))
"""


@pytest.mark.parametrize("name,convert,error,finding", [
    ("wraps_closure_converts_with_numpy", "np.asarray", "TracerArrayConversionError", "JAX501"),
    ("wraps_closure_converts_with_jnp", "jnp.asarray", None, ""),
])
def test_wraps_closure_product_is_traced(name, convert, error, finding):
    assert_shape_case(name, HEADER + _WRAPS.replace("CONVERT", convert), error, finding)


_RECORDER = """
class Recorder:
    _stack = []

    @classmethod
    @contextlib.contextmanager
    def recording(cls, tape):
        cls._stack.append(tape)
        try:
            yield tape
        finally:
            cls._stack.pop()

    @classmethod
    def append(cls, op):
        if cls._stack:
            cls._stack[-1].append(op)


class Shift:
    def __init__(self, amount):
        self.amount = amount
        Recorder.append(self)


class Program:
    def __init__(self, func, runner):
        self.func = func
        self.runner = runner

    def __call__(self, x):
        tape = []
        with Recorder.recording(tape):
            self.func(x)
        return self.runner.run(x, len(tape))


class HostRunner:
    def run(self, x, n):
        return np.asarray(x) + n


class DeviceRunner:
    def run(self, x, n):
        return jnp.asarray(x) + n


def program(runner):
    def decorator(func):
        return Program(func, runner)
    return decorator


@jax.jit
@program(RUNNER())
def shifts(x):
    Shift(x)
    Shift(2 * x)


print(shifts(jnp.ones(3)))
"""


@pytest.mark.parametrize("name,runner,error,finding", [
    ("recorder_product_runs_on_host", "HostRunner", "TracerArrayConversionError", "JAX501"),
    ("recorder_product_runs_on_device", "DeviceRunner", None, ""),
])
def test_class_stack_recorded_inside_the_product(name, runner, error, finding):
    assert_shape_case(name, HEADER + _RECORDER.replace("RUNNER", runner), error, finding)


_MAIN = """
import jax
import jax.numpy as jnp

import tracing
from tracing import recorded


@jax.jit
@recorded(tracing.BACKEND())
def double(x):
    return x + 1


@jax.jit
@tracing.WRAPPER
def shifted(x):
    return x + 1


print(double(jnp.ones(3)), shifted(jnp.ones(3)))
"""

_TRACING = HEADER + _RECORDED + """
def on_host(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        return np.asarray(func(*args, **kwargs))
    return wrapper


def on_device(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        return jnp.asarray(func(*args, **kwargs))
    return wrapper
"""


@pytest.mark.parametrize("backend,wrapper,error,expected", [
    ("HostBackend", "on_host", "TracerArrayConversionError", [("tracing.py", 21, "JAX501"), ("tracing.py", 38, "JAX501")]),
    ("DeviceBackend", "on_host", "TracerArrayConversionError", [("tracing.py", 38, "JAX501")]),
    ("DeviceBackend", "on_device", None, []),
])
def test_decorator_of_another_module(tmp_path, capsys, backend, wrapper, error, expected):
    """The folder and the importer alone report the same lines (the run under JAX: the slow twin)."""
    main = textwrap.dedent(_MAIN).replace("BACKEND", backend).replace("WRAPPER", wrapper)
    write_files(tmp_path, {"tracing.py": _TRACING, "main.py": main})
    assert json_findings(capsys, str(tmp_path)) == expected
    assert json_findings(capsys, str(tmp_path / "main.py")) == expected  # the importer alone


@pytest.mark.slow
@pytest.mark.parametrize("backend,wrapper,error", [
    ("HostBackend", "on_host", "TracerArrayConversionError"),
    ("DeviceBackend", "on_host", "TracerArrayConversionError"),
    ("DeviceBackend", "on_device", None),
])
def test_decorator_of_another_module_runs_as_labelled(tmp_path, backend, wrapper, error):
    main = textwrap.dedent(_MAIN).replace("BACKEND", backend).replace("WRAPPER", wrapper)
    write_files(tmp_path, {"tracing.py": _TRACING, "main.py": main})
    assert_project_outcome(tmp_path, "import main", error)


_RECORD = """
from typing import Callable, NamedTuple


class Pair(NamedTuple):
    first: Callable
    second: Callable


class Weights(NamedTuple):
    w: object
    b: object


def make_pair(scale):
    def first(x):
        return x * scale

    def second(x):
        return x + scale

    return Pair(first, second)


def apply(fn, x):
    return fn(x) if callable(fn) else fn * x


BINDING
print(jax.jit(apply)(ARGUMENT, jnp.ones(3)))
"""

RECORD_FIELDS = [
    ("factory_namedtuple_field_is_a_function", "pair = make_pair(2.0)", "pair.first", "TypeError", "JAX811"),
    ("namedtuple_built_in_place_by_keyword", "def double(x):\n    return 2 * x\n\n\npair = Pair(second=double, first=double)",
     "pair.second", "TypeError", "JAX811"),
    ("namedtuple_field_holding_an_array", "weights = Weights(jnp.ones(3), jnp.zeros(3))", "weights.w", None, ""),
    ("factory_namedtuple_field_marked_static", "pair = make_pair(2.0)", "pair.first", None, ""),
]


@pytest.mark.parametrize("name,binding,argument,error,finding", RECORD_FIELDS, ids=[c[0] for c in RECORD_FIELDS])
def test_namedtuple_field_passed_to_a_jit(name, binding, argument, error, finding):
    source = _RECORD.replace("BINDING", binding).replace("ARGUMENT", argument)
    if name.endswith("marked_static"):
        source = source.replace("jax.jit(apply)", "jax.jit(apply, static_argnums=0)")
    assert_shape_case(name, HEADER + source, error, finding)
