"""Shapes the second set of report repros (tests/data/report_repros2/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- class-level flags (`validate_args = False`) no method reassigns decide branches;
- a decorated (`@jax.jit`) function called from traced code returns traced values;
- an object built in traced code keeps what its `__init__` binds on `self`;
- a lambda bound to a name and jitted through that name is traced, and so is the `__call__` of an
  object built in the jit call (`jax.jit(Model())`);
- a tuple or list display of arrays handed to a jitted function is a tuple of tracers.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import functools\nimport jax\nimport jax.numpy as jnp\n\n"

CASES = {  # name -> (code, error JAX raises or None, the findings' codes or None)
    "flag_true_branch_taken": ("""
class Model:
    debug = True

    def __call__(self, x):
        if self.debug:
            if x > 0:
                return x
        return -x


model = Model()
jax.jit(model)(1.0)
""", "TracerBoolConversionError", "JAX101"),
    "flag_false_branch_skipped": ("""
class Model:
    debug = False

    def __call__(self, x):
        if self.debug:
            if x > 0:
                return x
        return -x


model = Model()
jax.jit(model)(1.0)
""", None, None),
    "flag_reassigned_is_not_trusted": ("""
class Model:
    debug = False

    def enable(self):
        self.debug = True

    def __call__(self, x):
        if self.debug:
            if x > 0:
                return x
        return -x


m = Model()
m.enable()
jax.jit(m)(1.0)
""", "TracerBoolConversionError", "JAX101 JAX303"),  # JAX303: `enable` rebinds what the jit read
    "flag_none_cache": ("""
class Model:
    cache = None

    def __call__(self, x):
        if self.cache is None:
            return x
        if x > 0:
            return x
        return -x


model = Model()
jax.jit(model)(1.0)
""", None, None),
    "jitted_helper_result_is_traced": ("""
@jax.jit
def half(n):
    return n // 2


@functools.partial(jax.jit, static_argnums=0)
def f(n):
    return jnp.zeros(half(n))


f(4)
""", "TypeError", "JAX202"),
    "plain_helper_result_stays_static": ("""
def half(n):
    return n // 2


@functools.partial(jax.jit, static_argnums=0)
def f(n):
    return jnp.zeros(half(n))


f(4)
""", None, None),
    "jitted_helper_returns_a_dict": ("""
@jax.jit
def metrics(x):
    return {"loss": jnp.sum(x), "norm": jnp.linalg.norm(x)}


@jax.jit
def f(x):
    out = metrics(x)
    total = 0.0
    for name in out:
        if name == "loss":
            total = total + out[name]
    return total


f(jnp.ones(3))
""", None, None),
    "init_binds_traced_expression": ("""
class Padded:
    def __init__(self, mask):
        self.n = jnp.sum(mask)

    def pad(self):
        return jnp.zeros(self.n)


def f(mask):
    return Padded(mask).pad()


jax.jit(f)(jnp.array([1, 0, 1]))
""", "TypeError", "JAX202"),
    "init_binds_static_expression": ("""
class Padded:
    def __init__(self, mask):
        self.n = mask.shape[0]

    def pad(self):
        return jnp.zeros(self.n)


def f(mask):
    return Padded(mask).pad()


jax.jit(f)(jnp.array([1, 0, 1]))
""", None, None),
    "lambda_jitted_by_name": ("""
to_python = lambda v: float(v) * 2


jax.jit(to_python)(1.0)
""", "ConcretizationTypeError", "JAX105"),
    "lambda_jitted_by_name_ok": ("""
halve = lambda v: v / 2


jax.jit(halve)(1.0)
""", None, None),
    "jit_of_a_new_object": ("""
class Decoder:
    def __call__(self, z):
        channels = jnp.array([4, 8])
        return z @ jnp.ones((z.shape[-1], channels[1]))


jax.jit(Decoder())(jnp.ones((2, 3)))
""", "TypeError", "JAX202"),
    "jit_of_a_new_object_ok": ("""
class Decoder:
    def __call__(self, z):
        channels = (4, 8)
        return z @ jnp.ones((z.shape[-1], channels[1]))


jax.jit(Decoder())(jnp.ones((2, 3)))
""", None, None),
    "tuple_display_of_arrays": ("""
def f(state):
    x, scale = state
    if scale > 0:
        return x * scale
    return x


jax.jit(f)((jnp.ones(2), 1.0))
""", "TracerBoolConversionError", "JAX101"),
    "tuple_display_holding_a_dict": ("""
def f(state):
    params, scale = state
    if params:
        return params["w"] * scale
    return scale


jax.jit(f)(({"w": jnp.ones(2)}, 1.0))
""", None, None),
    "dict_display_keys": ("""
def f(batch):
    out = 0.0
    for key in batch:
        if key == "x":
            out = out + batch[key].sum()
    return out


jax.jit(f)({"x": jnp.ones(2), "y": jnp.zeros(2)})
""", None, None),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_shape(name):
    code, error, finding = CASES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
