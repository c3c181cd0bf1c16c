"""Shapes the thirty-second set of report repros (tests/data/report_repros32/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- `jax.grad(f, has_aux=True)` / `jax.value_and_grad(f, has_aux=True)` where every `return` of `f`
  is no pair (a tuple or list display of another length, a dict display, one jax.numpy reduction or
  arithmetic on one) raises TypeError when the gradient function is called (JAX813); `f` may be a
  bound method (`self.loss`) or a def a factory returns; a two-element list passes.
- `jax.vmap(f, in_axes={...})` (a dict display) raises TypeError when vmap runs, and a vmapped
  function (a bound method, a jit around the vmap) called with a number of positional arguments
  other than its literal `in_axes` tuple or list has entries raises ValueError at the call (JAX811).
- a function under `jax.custom_vjp`/`jax.custom_jvp` flattens every argument its `nondiff_argnums`
  leave out, eagerly or traced: a function there (a bound method `model.step` of an instance the text
  knows included) raises TypeError at the call (JAX811); a bound method handed to `jax.jit(f)(...)`
  is judged the same way; and `jax.jit(loss, static_argnums=1)(x, model)` spelled inline is a
  caller of `loss`, so its parameter `model` holds the instance passed there.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import jax\nimport jax.numpy as jnp\n\n"

_HAS_AUX_METHOD = """
class Trainer:
    def loss(self, params, x):
        pred = params * x
        return RETURN

    def step(self, params, x):
        grads, aux = jax.grad(self.loss, has_aux=True)(params, x)
        return params - 0.1 * grads


print(Trainer().step(jnp.ones(3), jnp.ones(3)))
"""

_HAS_AUX_FACTORY = """
def make_loss(scale):
    def loss_fn(params, x):
        loss = scale * jnp.sum((params * x) ** 2)
        return RETURN

    return loss_fn


loss_fn = make_loss(2.0)


@jax.jit
def update(params, x):
    out, grads = jax.value_and_grad(loss_fn, has_aux=True)(params, x)
    return params - 0.1 * grads, out


print(update(jnp.ones(3), jnp.ones(3)))
"""

_VMAP_METHOD = """
class Model:
    def __init__(self, n):
        self.n = n

    def cast(self, origin, direction, radius):
        return origin * direction * radius * self.n

    def __call__(self, origins, directions, radius):
        fn = MAPPED
        return jnp.sum(CALL)


print(Model(2)(jnp.ones((4, 3)), jnp.ones((4, 3)), 0.5))
"""

_VMAP_DICT = """
def featurize(example):
    return jnp.sum(example["image"] * example["mask"])


batch = {"image": jnp.ones((3, 4)), "mask": jnp.ones((3, 4))}
print(jax.vmap(featurize, in_axes=AXES)(batch))
"""

_CUSTOM_DERIVATIVE = """
from functools import partial


class Damped:
    def __init__(self, rate):
        self.rate = rate

    def step(self, theta, x):
        return self.rate * x + theta


@DECORATOR
def apply_map(fn, theta, x):
    return fn(theta, x)


apply_map.DEFINE


def loss(theta, model):
    return jnp.sum(apply_map(model.step, theta, jnp.zeros_like(theta)))


print(CALL)
"""
_VJP_RULES = "defvjp(lambda fn, t, x: (apply_map(fn, t, x), None), lambda fn, r, g: (g, jnp.zeros_like(g)))"
_VJP_RULES_ALL = "defvjp(lambda fn, t, x: (apply_map(fn, t, x), None), lambda r, g: (None, g, jnp.zeros_like(g)))"
_JVP_RULE = "defjvp(lambda p, t: (apply_map(*p), t[1]))"

_BOUND_METHOD_TO_JIT = """
from functools import partial


class Damped:
    def __init__(self, rate):
        self.rate = rate

    def step(self, x):
        return self.rate * x


@JIT
def run(fn, x):
    return fn(x)


def main(x):
    model = Damped(0.5)
    return run(ARG, x)


print(main(jnp.ones(3)))
"""

SHAPES = {
    "custom_vjp_bound_method_at_differentiable_position": (
        _CUSTOM_DERIVATIVE.replace("DECORATOR", "jax.custom_vjp").replace("DEFINE", _VJP_RULES_ALL).replace(
            "CALL", "jax.jit(loss, static_argnums=1)(jnp.ones(3), Damped(0.5))"), "TypeError", "JAX811"),
    "custom_jvp_bound_method_at_differentiable_position": (
        _CUSTOM_DERIVATIVE.replace("DECORATOR", "jax.custom_jvp").replace("DEFINE", _JVP_RULE).replace(
            "CALL", "jax.jit(loss, static_argnums=1)(jnp.ones(3), Damped(0.5))"), "TypeError", "JAX811"),
    "custom_vjp_bound_method_in_nondiff_argnums": (
        _CUSTOM_DERIVATIVE.replace("DECORATOR", "partial(jax.custom_vjp, nondiff_argnums=(0,))").replace(
            "DEFINE", _VJP_RULES).replace("CALL", "jax.jit(loss, static_argnums=1)(jnp.ones(3), Damped(0.5))"),
        None, None),
    "bound_method_to_jitted_parameter": (_BOUND_METHOD_TO_JIT.replace("JIT", "jax.jit").replace("ARG", "model.step"),
                                         "TypeError", "JAX811"),
    "bound_method_to_static_jitted_parameter": (_BOUND_METHOD_TO_JIT.replace(
        "JIT", "partial(jax.jit, static_argnums=0)").replace("ARG", "model.step"), None, None),
    "vmap_method_short_in_axes_tuple": (_VMAP_METHOD.replace("MAPPED", "jax.vmap(self.cast, (0, 0))").replace(
        "CALL", "fn(origins, directions, radius)"), "ValueError", "JAX811"),
    "vmap_method_long_in_axes_list": (_VMAP_METHOD.replace("MAPPED", "jax.vmap(self.cast, in_axes=[0, 0, None, None])")
                                      .replace("CALL", "fn(origins, directions, radius)"), "ValueError", "JAX811"),
    "jit_of_vmap_short_in_axes": (_VMAP_METHOD.replace("MAPPED", "jax.jit(jax.vmap(self.cast, (0, 0)))").replace(
        "CALL", "fn(origins, directions, radius)"), "ValueError", "JAX811"),
    "vmap_method_in_axes_for_every_argument": (_VMAP_METHOD.replace("MAPPED", "jax.vmap(self.cast, (0, 0, None))")
                                               .replace("CALL", "fn(origins, directions, radius)"), None, None),
    "vmap_method_keyword_argument_not_counted": (_VMAP_METHOD.replace("MAPPED", "jax.vmap(self.cast, (0, 0))").replace(
        "CALL", "fn(origins, directions, radius=jnp.full(4, radius))"), None, None),
    "vmap_in_axes_bare_dict": (_VMAP_DICT.replace("AXES", '{"image": 0, "mask": 0}'), "TypeError", "JAX811"),
    "vmap_in_axes_tuple_of_dict": (_VMAP_DICT.replace("AXES", '({"image": 0, "mask": 0},)'), None, None),
    "has_aux_method_returns_one_array": (_HAS_AUX_METHOD.replace("RETURN", "jnp.mean(pred ** 2)"), "TypeError",
                                         "JAX813"),
    "has_aux_method_returns_scaled_array": (_HAS_AUX_METHOD.replace("RETURN", "0.5 * jnp.sum(pred ** 2)"),
                                            "TypeError", "JAX813"),
    "has_aux_method_returns_pair": (_HAS_AUX_METHOD.replace("RETURN", "jnp.mean(pred ** 2), pred"), None, None),
    "has_aux_method_returns_two_item_list": (_HAS_AUX_METHOD.replace("RETURN", "[jnp.mean(pred ** 2), pred]"),
                                             None, None),
    "has_aux_factory_returns_triple": (_HAS_AUX_FACTORY.replace("RETURN", "loss, {'loss': loss}, x"), "TypeError",
                                       "JAX813"),
    "has_aux_factory_returns_dict": (_HAS_AUX_FACTORY.replace("RETURN", "{'loss': loss}"), "TypeError", "JAX813"),
    "has_aux_factory_returns_nested_pair": (_HAS_AUX_FACTORY.replace("RETURN", "loss, ({'loss': loss}, x)"),
                                            None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_repros32_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
