"""What a helper returns, and what a lax loop hands back, is an array when its code says so
(stop 39, found by writing a small implicit heat solver: `u_new = conjugate_gradient(matvec, u)`
then `apply_boundary(u_new)` assigning `u[0] = left`, missed on main):

- a project function every `return` of which computes an array (`return jnp.sin(b)`, `return x`
  with `x` one) gives its caller an array, not a container that might take item assignment;
- `lax.while_loop`/`lax.fori_loop` keep the carry's structure and types, so an element of the
  result (`...[0]`, `x, it = ...`) is what the initial carry's element there is.

Each case runs under JAX first (its label), then is linted (tests/projects/own39_heat_implicit
is the project form).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import jax\nimport jax.numpy as jnp\n\n\n"

_ASSIGN = """
def apply_boundary(u, left):
    u[0] = left
    return u
"""

_WHILE = """
def solve(b):
    def cond(state):
        return state[1] < 3

    def body(state):
        x, it = state
        return x * 0.5 + b, it + 1

    return LOOP
"""

SHAPES = {
    "helper_result_passed_on": (_ASSIGN + """
def solve(b):
    return jnp.sin(b)


def step(u):
    return apply_boundary(solve(u), 0.0)


jax.jit(step)(jnp.ones(4))
""", "TypeError", "JAX701"),
    "helper_result_bound_first": (_ASSIGN + """
def solve(b):
    x = jnp.zeros_like(b)
    x = x + b
    return x


def step(u):
    v = solve(u)
    return apply_boundary(v, 0.0)


jax.jit(step)(jnp.ones(4))
""", "TypeError", "JAX701"),
    "while_loop_carry_element": (_ASSIGN + _WHILE.replace(
        "LOOP", "jax.lax.while_loop(cond, body, (jnp.zeros_like(b), 0))[0]") + """

jax.jit(lambda u: apply_boundary(solve(u), 0.0))(jnp.ones(4))
""", "TypeError", "JAX701"),
    "while_loop_carry_unpacked": (_WHILE.replace("    return LOOP", """    x, it = jax.lax.while_loop(cond, body, (jnp.zeros_like(b), 0))
    x[0] = 0.0
    return x""") + """

jax.jit(solve)(jnp.ones(4))
""", "TypeError", "JAX701"),
    "fori_loop_carry_unpacked": ("""
def run(b):
    x, total = jax.lax.fori_loop(0, 3, lambda i, c: (c[0] + b, c[1] + 1.0), (jnp.zeros_like(b), 0.0))
    x[0] = total
    return x


jax.jit(run)(jnp.ones(4))
""", "TypeError", "JAX701"),
    "helper_returning_a_list": ("""
def parts(x):
    return [x, x * 2]


def step(x):
    ps = parts(x)
    ps[0] = jnp.zeros_like(x)
    return ps[0] + ps[1]


jax.jit(step)(jnp.ones(4))
""", None, ""),
    "helper_returning_a_dict": ("""
def stats(x):
    return {"mean": x.mean()}


def step(x):
    out = stats(x)
    out["max"] = x.max()
    return out


jax.jit(step)(jnp.ones(4))
""", None, ""),
    "helper_returning_a_list_or_an_array": ("""
def pick(x, as_list):
    if as_list:
        return [x]
    return x * 2


def step(x):
    out = pick(x, True)
    out[0] = x + 1
    return out[0]


jax.jit(step)(jnp.ones(4))
""", None, ""),
    "while_loop_carry_dict_element": (_WHILE.replace("    return LOOP", """    it, stats = jax.lax.while_loop(lambda s: s[0] < 3, lambda s: (s[0] + 1, {"x": s[1]["x"] + b}),
                                   (0, {"x": jnp.zeros_like(b)}))
    stats["steps"] = it
    return stats""") + """

jax.jit(solve)(jnp.ones(4))
""", None, ""),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_helper_and_loop_results(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


# `flat, unravel = ravel_pytree(params)` (stop 39, found by writing a Gaussian-process fit driven by
# scipy.optimize over a jitted value_and_grad): `unravel(p)` of the traced flat vector is a pytree of
# tracers, wherever the unravel function was made (the module, the enclosing function, the body).
_RAVEL = "from jax.flatten_util import ravel_pytree\nimport numpy as np\n\n"

RAVEL_SHAPES = {
    "unravel_at_module_level": ("""
flat, unravel = ravel_pytree({"a": 1.0, "b": 2.0})


def loss(p):
    q = unravel(p)
    if q["a"] > 0:
        return jnp.sum(p)
    return -jnp.sum(p)


jax.jit(loss)(flat)
""", "TracerBoolConversionError", "JAX101"),
    "unravel_in_the_enclosing_function": ("""
def fit(params):
    flat, unravel = ravel_pytree(params)
    loss = jax.jit(lambda p: np.exp(unravel(p)["a"]))
    return loss(flat)


fit({"a": 1.0, "b": 2.0})
""", "TracerArrayConversionError", "JAX501"),
    "unravel_in_the_traced_body": ("""
def loss(p, params):
    _, unravel = ravel_pytree(params)
    return np.log(unravel(p)["b"])


jax.jit(loss)(jnp.ones(2), {"a": 1.0, "b": 2.0})
""", "TracerArrayConversionError", "JAX501"),
    "unravel_eagerly": ("""
flat, unravel = ravel_pytree({"a": 1.0, "b": 2.0})
q = unravel(flat)
if q["a"] > 0:
    np.exp(q["b"])
""", None, ""),
    "unravelled_tree_structure_is_python": ("""
flat, unravel = ravel_pytree({"a": 1.0, "b": 2.0})


def loss(p):
    q = unravel(p)
    total = 0.0
    if "a" in q and len(q) == 2 and q:
        for key in sorted(q):
            total = total + q[key]
    return total


jax.jit(loss)(flat)
""", None, ""),
}


@pytest.mark.parametrize("name", sorted(RAVEL_SHAPES))
def test_unravelled_pytrees(name):
    code, error, finding = RAVEL_SHAPES[name]
    assert_shape_case(name, HEADER + _RAVEL + code.lstrip("\n"), error, finding)
