"""Shapes the twenty-first set of report repros (tests/data/report_repros21/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- `state._replace(count=state.count + 1)` on a traced NamedTuple is as traced as `state`: every
  field it keeps is the traced pytree's and every field it replaces gets a traced value, so its
  fields stored in a module-level dict leak (UnexpectedTracerError when read after the trace,
  JAX301) and branching on them raises TracerBoolConversionError (JAX101); a field replaced by a
  Python constant (`_replace(step=0)`) is not traced, and branching on it is fine;
- `*args` forwarded to a followed function (`self.optimality_fun(self.lower, *args)`) hands it the
  star parameter's items, when a caller says what they are: a vmapped caller's traced argument
  reaches the forwarded function's parameter, and its `if` raises TracerBoolConversionError
  (JAX101); a flag the caller turns off (`check_bracket=False`) keeps the `if` away from it;
- a `@classmethod` spelled on its class and handed to a transform (`eqx.filter_jit(Scale.from_factors)`,
  `jax.jit(Scale.from_factors)`) is an entry point whose `cls` the class binds: the callers' arguments
  fill the parameters after it, so `bool(...)` on one raises TracerBoolConversionError (JAX105);
  `eqx.error_if` in its place runs, and `static_argnums=0` counts from the first parameter after
  `cls` (a static size there is a Python int).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "from typing import NamedTuple\n\nimport jax\nimport jax.numpy as jnp\n\n"

_STATE = """
class State(NamedTuple):
    board: jax.Array
    count: jax.Array
    step: int


def start():
    return State(jnp.ones(3), jnp.int32(0), 5)

"""

_REPLACED_FIELD_STORED_GLOBALLY = _STATE + """
episode_info = {}


@jax.jit
def step_fn(state):
    state = state._replace(count=state.count + 1)
    episode_info["count"] = state.count
    return state


state = step_fn(start())
print(episode_info["count"] + 1)
"""

_REPLACED_FIELD_RETURNED = _STATE + """
@jax.jit
def step_fn(state):
    state = state._replace(count=state.count + 1)
    return state, state.count


state, count = step_fn(start())
print(count + 1)
"""

_BRANCH_ON_REPLACED_TRACED_FIELD = _STATE + """
@jax.jit
def step_fn(state, action):
    state = state._replace(count=state.count + action)
    if state.count > 3:
        return state._replace(board=state.board * 0)
    return state


step_fn(start(), 1)
"""

_BRANCH_ON_REPLACED_CONSTANT_FIELD = _STATE + """
@jax.jit
def step_fn(state, action):
    state = state._replace(step=0)
    if state.step == 0:
        return state._replace(count=state.count + action)
    return state


step_fn(start(), 1)
"""

_SOLVER = """
class Bisection:
    def __init__(self, optimality_fun, lower, upper, check_bracket=True):
        self.optimality_fun = optimality_fun
        self.lower = lower
        self.upper = upper
        self.check_bracket = check_bracket

    def run(self, *args):
        lower_val = self.optimality_fun(self.lower, *args)
        upper_val = self.optimality_fun(self.upper, *args)
        if self.check_bracket and jnp.sign(lower_val) == jnp.sign(upper_val):
            raise ValueError("no sign change")
        return jnp.where(jnp.abs(lower_val) < jnp.abs(upper_val), self.lower, self.upper)


def F(x, factor):
    return factor * x**3 - x - 2

"""

_STAR_ARGS_FORWARDED_TRACED = _SOLVER + """
def root(factor):
    return Bisection(F, 1.0, 2.0).run(factor)


jax.vmap(root)(jnp.array([2.0, 2.0]))
"""

_STAR_ARGS_FORWARDED_CHECK_OFF = _SOLVER + """
def root(factor):
    return Bisection(F, 1.0, 2.0, check_bracket=False).run(factor)


jax.vmap(root)(jnp.array([2.0, 2.0]))
"""

_SCALE = """
import equinox as eqx


class Scale(eqx.Module):
    matrix: jax.Array

    @classmethod
    def from_factors(cls, factors):
        if bool(jnp.any(factors == 0)):
            raise ValueError("scale factors must be non-zero")
        return cls(jnp.diag(factors))

    @classmethod
    def checked(cls, factors):
        factors = eqx.error_if(factors, jnp.any(factors == 0), "scale factors must be non-zero")
        return cls(jnp.diag(factors))

    @classmethod
    def identity(cls, n, value):
        if n > 2:
            return cls(jnp.eye(n) * value)
        return cls(jnp.zeros((n, n)))

"""

_CLASSMETHOD_BOOL_UNDER_FILTER_JIT = _SCALE + """
build = eqx.filter_jit(Scale.from_factors)
build(jnp.asarray([2.0, 1.0, 4.0]))
"""

_CLASSMETHOD_BOOL_UNDER_JIT = _SCALE + """
jax.jit(Scale.from_factors)(jnp.asarray([2.0, 1.0, 4.0]))
"""

_CLASSMETHOD_ERROR_IF_UNDER_FILTER_JIT = _SCALE + """
build = eqx.filter_jit(Scale.checked)
build(jnp.asarray([2.0, 1.0, 4.0]))
"""

_CLASSMETHOD_STATIC_SIZE_UNDER_JIT = _SCALE + """
make = jax.jit(Scale.identity, static_argnums=0)
make(3, jnp.float32(2.0))
"""

SHAPES = {
    "classmethod_bool_under_filter_jit": (_CLASSMETHOD_BOOL_UNDER_FILTER_JIT, "TracerBoolConversionError", "JAX105"),
    "classmethod_bool_under_jit": (_CLASSMETHOD_BOOL_UNDER_JIT, "TracerBoolConversionError", "JAX105"),
    "classmethod_error_if_under_filter_jit": (_CLASSMETHOD_ERROR_IF_UNDER_FILTER_JIT, None, None),
    "classmethod_static_size_under_jit": (_CLASSMETHOD_STATIC_SIZE_UNDER_JIT, None, None),
    "replaced_namedtuple_field_stored_globally": (_REPLACED_FIELD_STORED_GLOBALLY, "UnexpectedTracerError",
                                                  "JAX301"),
    "replaced_namedtuple_field_returned": (_REPLACED_FIELD_RETURNED, None, None),
    "branch_on_replaced_traced_field": (_BRANCH_ON_REPLACED_TRACED_FIELD, "TracerBoolConversionError", "JAX101"),
    "branch_on_replaced_constant_field": (_BRANCH_ON_REPLACED_CONSTANT_FIELD, None, None),
    "star_args_forwarded_to_branching_function": (_STAR_ARGS_FORWARDED_TRACED, "TracerBoolConversionError",
                                                  "JAX101"),
    "star_args_forwarded_with_check_off": (_STAR_ARGS_FORWARDED_CHECK_OFF, None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_repros21_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
