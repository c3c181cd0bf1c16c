"""JAX815: a derivative transform called with an int or bool where it differentiates. Each case
runs under JAX first (the label: TypeError "grad requires real- or complex-valued inputs", or
jacfwd's "real-valued inputs"), then is linted; the valid twins pass floats, differentiate
another argument, or let `allow_int=True` accept the int.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import jax\nimport jax.numpy as jnp\n\n"

_INT_WEIGHTS_LITERAL_LIST = """
class Linear:
    def loss(self, w, x, y):
        return jnp.mean((x @ w - y) ** 2)

    def fit(self, x, y):
        w = jnp.array([0, 0, 0])
        for _ in range(3):
            w = w - 0.1 * jax.grad(self.loss)(w, x, y)
        return w


print(Linear().fit(jnp.ones((4, 3)), jnp.ones(4)))
"""

_FLOAT_WEIGHTS_LITERAL_LIST = """
class Linear:
    def loss(self, w, x, y):
        return jnp.mean((x @ w - y) ** 2)

    def fit(self, x, y):
        w = jnp.array([0.0, 0.0, 0.0])
        for _ in range(3):
            w = w - 0.1 * jax.grad(self.loss)(w, x, y)
        return w


print(Linear().fit(jnp.ones((4, 3)), jnp.ones(4)))
"""

_JITTED_GRAD_INDEX_ARGNUM = """
def log_likelihood(theta, counts):
    return jnp.sum(counts * jnp.log(theta))

score = jax.jit(jax.grad(log_likelihood, argnums=(0, 1)))


def estimate():
    counts = jnp.arange(1, 4)
    return score(jnp.full(3, 0.5), counts)


print(estimate())
"""

_JITTED_GRAD_INDEX_NOT_DIFFERENTIATED = """
def log_likelihood(theta, counts):
    return jnp.sum(counts * jnp.log(theta))

score = jax.jit(jax.grad(log_likelihood, argnums=0))


def estimate():
    counts = jnp.arange(1, 4)
    return score(jnp.full(3, 0.5), counts)


print(estimate())
"""

_HESSIAN_INT_POINT = """
def potential(x):
    return jnp.sum(x ** 4 - x ** 2)


def curvature_at_origin(dim):
    origin = jnp.zeros(dim, dtype=jnp.int32)
    return jax.hessian(potential)(origin)


print(curvature_at_origin(2))
"""

_HESSIAN_FLOAT_POINT = """
def potential(x):
    return jnp.sum(x ** 4 - x ** 2)


def curvature_at_origin(dim):
    origin = jnp.zeros(dim)
    return jax.hessian(potential)(origin)


print(curvature_at_origin(2))
"""

_ALLOW_INT = """
def scaled(w, k):
    return jnp.sum(w * 2.0) * k


print(jax.grad(scaled, argnums=(0, 1), allow_int=True)(jnp.ones(2), 3.0))
"""

_VALUE_AND_GRAD_CAST = """
def loss(w):
    return jnp.sum(w ** 2)


def step():
    w = jnp.arange(3)
    return jax.value_and_grad(loss)(w.astype(jnp.float32))


print(step())
"""

_VALUE_AND_GRAD_ASTYPE_INT = """
def loss(w):
    return jnp.sum(w ** 2)


def step():
    w = jnp.linspace(0.0, 1.0, 3)
    return jax.value_and_grad(loss)(w.astype(int))


print(step())
"""

_PARAMS_TUPLE_WITH_INT_BIAS = """
def predict(params, x):
    w, b = params
    return jnp.sum(x * w + b)


def gradients(x):
    params = (jnp.ones(3), 0)
    return jax.grad(predict)(params, x)


print(gradients(jnp.ones(3)))
"""

_PARAMS_TUPLE_WITH_FLOAT_BIAS = """
def predict(params, x):
    w, b = params
    return jnp.sum(x * w + b)


def gradients(x):
    params = (jnp.ones(3), 0.0)
    return jax.grad(predict)(params, x)


print(gradients(jnp.ones(3)))
"""

SHAPES = {
    "int_weights_literal_list": (_INT_WEIGHTS_LITERAL_LIST, "TypeError", "JAX815"),
    "float_weights_literal_list": (_FLOAT_WEIGHTS_LITERAL_LIST, None, None),
    "jitted_grad_index_argnum": (_JITTED_GRAD_INDEX_ARGNUM, "TypeError", "JAX815"),
    "jitted_grad_index_not_differentiated": (_JITTED_GRAD_INDEX_NOT_DIFFERENTIATED, None, None),
    "hessian_int_point": (_HESSIAN_INT_POINT, "TypeError", "JAX815"),
    "hessian_float_point": (_HESSIAN_FLOAT_POINT, None, None),
    "allow_int": (_ALLOW_INT, None, None),
    "value_and_grad_cast": (_VALUE_AND_GRAD_CAST, None, None),
    "value_and_grad_astype_int": (_VALUE_AND_GRAD_ASTYPE_INT, "TypeError", "JAX815"),
    "params_tuple_with_int_bias": (_PARAMS_TUPLE_WITH_INT_BIAS, "TypeError", "JAX815"),
    "params_tuple_with_float_bias": (_PARAMS_TUPLE_WITH_FLOAT_BIAS, None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_differentiated_inputs_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
