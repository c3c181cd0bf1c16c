"""The shapes round 28 of untuned published code (tests/data/unseen28_triage.md) found reported on
correct code, beside neighbours that are still bugs. Every case runs under JAX first (the label:
the exception it raises, or None), then is linted.

S  A `@staticmethod` called through the instance (`self._take_grid_chunk(ao, start, size)`) from a
   traced body: `self` is not handed over, so `ao` goes to the first parameter, `start` to the
   second. Binding the instance first shifted every argument by one, and the traced `start` was
   judged as the static `chunk_size` (GradTDDFT `neural_xc/binding.py`). A staticmethod that
   concretizes the parameter the tracer really reaches is still reported.

F  An `eqx.filter_jit` method whose parameter is annotated with an `eqx.Module` of the project
   (`batch_info: BatchInfo`, `size: int`) and read as `batch_info.size`: `.size` looked like an
   array's attribute, so the whole parameter was taken for an array and its Python `int` field for
   a tracer (feedbax `train.py`, `jr.split(key, batch_info.size)` under `eqx.filter_vmap` with
   `in_axes=None` for it). filter_jit keeps a module's Python fields static; a field annotated as
   an array, or the same module under `jax.jit` (every field a leaf), is still reported.

P  `lax.associative_scan(fn, elems)` called eagerly: associative_scan is no tracing primitive, it
   calls `fn` in Python on slices of the operands' own values, so `print(a)` in `fn` prints arrays
   (VariationalHMM `test/test_jax.py`). It no longer declares `fn` a traced body; `lax.scan`, which
   does trace its body, still reports the same print.

G  A class attribute (`Render.currentCamera`) set by the caller, read inside `render`, a def the
   calling function defines anew on each run and transforms as `execute = jax.jacfwd(jax.jit(render))`,
   `execute` then called once there (Jrender `pipeline.py` `render_with_grad`): the jit's cache dies
   with the run, so the next run traces again and reads the new camera. An executor of a module-level
   def, or one called in a loop that changes the attribute between calls, still serves a stale trace.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

# --- class S (STOKES-DOT/GradTDDFT src/td_graddft/neural_xc/binding.py:1580,1589) ---------------
STATIC_THROUGH_SELF = {
    "scan_body_calls_staticmethod": ("""
import jax
import jax.numpy as jnp


class Binder:
    @staticmethod
    def take_chunk(values, start, chunk_size):
        indices = start + jnp.arange(int(chunk_size))
        return jnp.take(values, indices, mode="clip")

    def run(self, ao):
        chunk_size = 4

        def body(carry, chunk_idx):
            return carry, self.take_chunk(ao, chunk_idx * chunk_size, chunk_size)

        return jax.lax.scan(body, None, jnp.arange(3))[1]


Binder().run(jnp.arange(12.0))
""", None, ""),
    "jitted_lambda_calls_staticmethod": ("""
import jax
import jax.numpy as jnp


class Binder:
    @staticmethod
    def take_chunk(values, start, chunk_size):
        return jnp.take(values, start + jnp.arange(int(chunk_size)), mode="clip")

    def run(self, ao, start):
        return jax.jit(lambda s: self.take_chunk(ao, s, 4))(start)


Binder().run(jnp.arange(12.0), 2)
""", None, ""),
    # neighbour: the staticmethod concretizes the parameter the tracer reaches
    "staticmethod_concretizes_the_traced_start": ("""
import jax
import jax.numpy as jnp


class Binder:
    @staticmethod
    def take_chunk(values, start, chunk_size):
        return jnp.take(values, int(start) + jnp.arange(chunk_size), mode="clip")

    def run(self, ao):
        def body(carry, chunk_idx):
            return carry, self.take_chunk(ao, chunk_idx * 4, 4)

        return jax.lax.scan(body, None, jnp.arange(3))[1]


Binder().run(jnp.arange(12.0))
""", "ConcretizationTypeError", "JAX105"),
    # neighbour: a plain method through self still binds self first
    "plain_method_concretizes_the_traced_start": ("""
import jax
import jax.numpy as jnp


class Binder:
    def take_chunk(self, values, start, chunk_size):
        return jnp.take(values, int(start) + jnp.arange(chunk_size), mode="clip")

    def run(self, ao):
        def body(carry, chunk_idx):
            return carry, self.take_chunk(ao, chunk_idx * 4, 4)

        return jax.lax.scan(body, None, jnp.arange(3))[1]


Binder().run(jnp.arange(12.0))
""", "ConcretizationTypeError", "JAX105"),
}


@pytest.mark.parametrize("name", sorted(STATIC_THROUGH_SELF))
def test_staticmethod_called_through_self(name):
    source, error, finding = STATIC_THROUGH_SELF[name]
    assert_shape_case(name, source, error, finding)


FILTERED_MODULE = """import equinox as eqx
import jax
import jax.numpy as jnp
import jax.random as jr


class BatchInfo(eqx.Module):
    size: int
    current: {current}


class Trainer:
    @{jit}
    def _train_step(self, batch_info: BatchInfo, x, key):
        keys = jr.split(key, batch_info.{field})
        return x + jax.vmap(lambda k: jr.normal(k))(keys).sum()

    def train(self, xs, key):
        step = eqx.filter_vmap(self._train_step, in_axes=(None, 0, None))
        return step(BatchInfo(size=4, current=jnp.array(2)), xs, key)


Trainer().train(jnp.zeros(3), jr.PRNGKey(0))
"""

# --- class F (mlprt/feedbax feedbax/train.py:738-740) -------------------------------------------
FILTER_JIT_MODULE_FIELDS = {
    "python_int_field_under_filter_jit": (dict(current="int", jit="eqx.filter_jit", field="size"), None, ""),
    # neighbours: a field that is an array, or every field a leaf under jax.jit
    "array_field_under_filter_jit": (dict(current="jax.Array", jit="eqx.filter_jit", field="current"),
                                     "TypeError", "JAX202"),
    "python_int_field_under_jax_jit": (dict(current="int", jit="jax.jit", field="size"), "TypeError", "JAX202"),
}


@pytest.mark.parametrize("name", sorted(FILTER_JIT_MODULE_FIELDS))
def test_filter_jit_module_fields(name):
    fill, error, finding = FILTER_JIT_MODULE_FIELDS[name]
    assert_shape_case(name, FILTERED_MODULE.format(**fill), error, finding)


# --- class P (morim3/VariationalHMM test/test_jax.py:18,19) --------------------------------------
EAGER_COMBINATOR = {
    "associative_scan_called_eagerly": ("""
import jax.numpy as jnp
from jax import lax


def fn_scan(a, b):
    print("a", a)
    print("b", b)
    return a + b


result = lax.associative_scan(fn_scan, jnp.ones((5, 3)))
assert result[-1][-1] == 5
""", None, ""),
    # neighbour: lax.scan traces its body, so the print shows a tracer once
    "scan_body_prints": ("""
import jax.numpy as jnp
from jax import lax


def body(carry, x):
    print("x", x)
    return carry + x, carry


lax.scan(body, jnp.zeros(3), jnp.ones((5, 3)))
""", None, "JAX302"),
}


@pytest.mark.parametrize("name", sorted(EAGER_COMBINATOR))
def test_eager_combinator_body(name):
    source, error, finding = EAGER_COMBINATOR[name]
    assert_shape_case(name, source, error, finding)


FRESH_HEADER = """import jax
import jax.numpy as jnp


class Render:
    currentCamera = None


class Camera:
    def __init__(self, x):
        self.X = x
"""

# --- class G (Zsombito/Jrender jrenderer/pipeline.py:586) ----------------------------------------
FRESH_EXECUTOR = {
    "executor_called_once_per_run": ("""

def render_with_grad(camera, pos):
    Render.currentCamera = camera

    def render(p):
        return (jnp.ones((8,)) * p)[:Render.currentCamera.X]

    execute = jax.jacfwd(jax.jit(render))
    return execute(pos)


a = render_with_grad(Camera(3), jnp.array(1.0))
b = render_with_grad(Camera(5), jnp.array(1.0))
assert a.shape == (3,) and b.shape == (5,)
""", None, ""),
    # neighbours: the executor outlives the run, or is called again after the attribute changes
    "module_level_executor": ("""

def set_camera(camera):
    Render.currentCamera = camera


@jax.jit
def render(p):
    return (jnp.ones((8,)) * p)[:Render.currentCamera.X]


set_camera(Camera(3))
a = render(jnp.array(1.0))
set_camera(Camera(5))
b = render(jnp.array(1.0))
assert b.shape == (5,), b.shape
""", "AssertionError", "JAX303"),
    "executor_called_in_a_loop": ("""

def render_all(cameras, pos):
    def render(p):
        return (jnp.ones((8,)) * p)[:Render.currentCamera.X]

    execute = jax.jit(render)
    shapes = []
    for camera in cameras:
        Render.currentCamera = camera
        shapes.append(execute(pos).shape)
    return shapes


assert render_all([Camera(3), Camera(5)], jnp.array(1.0)) == [(3,), (5,)]
""", "AssertionError", "JAX303"),
}


@pytest.mark.parametrize("name", sorted(FRESH_EXECUTOR))
def test_fresh_executor_reads_a_global(name):
    source, error, finding = FRESH_EXECUTOR[name]
    assert_shape_case(name, FRESH_HEADER + source, error, finding)
