"""Shapes the thirty-fourth set of report repros (tests/data/report_repros34/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- a `functools.partial` object is no pytree (the facts table's `output` of `functools.partial`): one
  handed to a parameter jit traces (directly, through a name, or read from a module-level registry
  dict of partials) raises TypeError (JAX811), as does one a jitted function returns;
  `jax.tree_util.Partial`, a static parameter and an unmapped vmap argument are quiet;
- `setattr(obj, name, value)` is the attribute store it makes (JAX301): with a literal name exactly
  `obj.name = value`, with a name the text does not spell only on an object a caller handed in
  (`update(model, state)` looping over a dict under jit);
- the items and values of a mapping `jax.tree.map` builds from traced leaves under jit are traced, so
  a loop over `new.items()` that stores them outside the trace leaks (JAX301), one that sums them does not.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import functools\n\nimport jax\nimport jax.numpy as jnp\n\n"

_APPLY = """
def leaky(x, negative_slope):
    return jnp.where(x > 0, x, negative_slope * x)


REGISTRY = {
    "leaky": functools.partial(leaky, negative_slope=0.1),
    "soft": functools.partial(jax.nn.gelu, approximate=True),
}
TREE_REGISTRY = {"leaky": jax.tree_util.Partial(leaky, negative_slope=0.1)}


DECORATOR
def apply(f, x):
    return f(x)


def forward(name, x):
    act = PICK
    return apply(act, x)


print(forward("leaky", jnp.arange(3.0) - 1.0))
"""

PARTIALS = [
    ("partial_read_from_a_registry", "@jax.jit", "REGISTRY[name]", "TypeError", "JAX811"),
    ("partial_built_in_place", "@jax.jit", "functools.partial(leaky, negative_slope=0.2)", "TypeError", "JAX811"),
    ("tree_util_partial_is_a_pytree", "@jax.jit", "TREE_REGISTRY[name]", None, ""),
    ("partial_at_a_static_parameter", "@functools.partial(jax.jit, static_argnums=0)", "REGISTRY[name]", None, ""),
]


@pytest.mark.parametrize("name,decorator,pick,error,finding", PARTIALS, ids=[c[0] for c in PARTIALS])
def test_functools_partial_at_a_traced_parameter(name, decorator, pick, error, finding):
    assert_shape_case(name, HEADER + _APPLY.replace("DECORATOR", decorator).replace("PICK", pick), error, finding)


_RETURNED = """
def scale(x, k):
    return k * x


@jax.jit
def make(k):
    return BUILT


print(make(2.0))
"""


@pytest.mark.parametrize("name,built,error,finding", [
    ("jit_returns_a_partial", "functools.partial(scale, k=k)", "TypeError", "JAX811"),
    ("jit_returns_a_tree_util_partial", "jax.tree_util.Partial(scale, k=k)", None, ""),
])
def test_functools_partial_output_of_jit(name, built, error, finding):
    assert_shape_case(name, HEADER + _RETURNED.replace("BUILT", built), error, finding)


_VMAPPED = """
def scale(x, k):
    return k * x


def apply(g, x):
    return g(x)


f = functools.partial(scale, k=3.0)
print(jax.vmap(apply, in_axes=AXES)(f, jnp.arange(3.0)))
"""


@pytest.mark.parametrize("name,axes,error,finding", [
    ("vmap_leaves_a_partial_unmapped", "(None, 0)", None, ""),
])
def test_functools_partial_under_vmap(name, axes, error, finding):
    assert_shape_case(name, HEADER + _VMAPPED.replace("AXES", axes), error, finding)


_SETATTR = """
class Model:
    def __init__(self):
        self.w = jnp.ones(3)
        self.count = 0


def update(obj, state):
    for key, value in state.items():
        setattr(obj, key, value)


model = Model()


@jax.jit
def step(x):
    BODY
    return x * 2


print(step(2.0))
print(model.w + 1)
"""


@pytest.mark.parametrize("name,body,error,finding", [
    ("literal_setattr_on_a_global", 'setattr(model, "w", model.w * x)', "UnexpectedTracerError", "JAX301"),
    ("setattr_helper_over_a_dict", 'update(model, {"w": model.w * x})', "UnexpectedTracerError", "JAX301"),
    ("setattr_helper_over_a_tree_map", 'update(model, jax.tree.map(lambda a: a * x, {"w": model.w}))',
     "UnexpectedTracerError", "JAX301"),
    ("setattr_of_a_static_value", 'setattr(model, "count", 3)', None, ""),
    ("setattr_on_an_object_built_in_the_trace", 'local = Model()\n    update(local, {"w": local.w * x})', None, ""),
])
def test_setattr_stores(name, body, error, finding):
    assert_shape_case(name, HEADER + _SETATTR.replace("BODY", body), error, finding)


_TREE_ITEMS = """
CACHE = {}


@jax.jit
def step(w, b):
    params = {"w": w, "b": b}
    new = jax.tree.map(lambda p, g: p - 0.1 * g, params, params)
    total = 0.0
    for key, value in new.items():
        BODY
    return total


print(step(jnp.ones(2), jnp.zeros(2)))
print({k: v + 1 for k, v in CACHE.items()})
"""


@pytest.mark.parametrize("name,body,error,finding", [
    ("tree_map_items_stored_in_a_global_dict", "CACHE[key] = value", "UnexpectedTracerError", "JAX301"),
    ("tree_map_items_summed", "total = total + value.sum()", None, ""),
])
def test_items_of_a_tree_map_result(name, body, error, finding):
    assert_shape_case(name, HEADER + _TREE_ITEMS.replace("BODY", body), error, finding)
