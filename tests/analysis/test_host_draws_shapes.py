"""Draws from the host's global random state in traced code (JAX303), and which of a module's
several defs of one name a traced function calls (def_in_force). Found by the lead's hunt, stop
42: `np.random.normal(size=x.shape)` in a jitted function is drawn once, at trace time, and every
call returns the same numbers; an untuned library seeding before its draw, and a script
defining `objective` once per `if example == N:` branch, were the two false alarms the first
version made. Each case runs under JAX first (its label: a frozen draw fails the case's own
assert), then is linted.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import random\n\nimport jax\nimport jax.numpy as jnp\nimport numpy as np\nfrom jax import lax\n\n"

SHAPES = {
    "numpy_draw_in_a_jitted_function": ("""
@jax.jit
def noisy(x):
    return x + np.random.normal(size=x.shape)


assert (noisy(jnp.zeros(2)) != noisy(jnp.zeros(2))).all()
""", "AssertionError", "JAX303"),
    "stdlib_draw_in_a_helper_of_a_jitted_step": ("""
def jitter():
    return random.uniform(-1.0, 1.0)


@jax.jit
def step(x):
    return x + jitter()


assert step(0.0) != step(0.0)
""", "AssertionError", "JAX303"),
    "numpy_draw_in_a_scan_body": ("""
def body(carry, _):
    draw = np.random.rand()
    return carry, draw


_, draws = lax.scan(body, 0.0, None, length=5)
assert len(set(draws.tolist())) == 5
""", "AssertionError", "JAX303"),
    "from_import_of_a_draw_in_a_vmapped_then_jitted_function": ("""
from numpy.random import randn


def explore(q):
    return q + randn()


explore_all = jax.jit(jax.vmap(explore))
assert (explore_all(jnp.zeros(2)) != explore_all(jnp.zeros(2))).all()
""", "AssertionError", "JAX303"),
    "draw_on_a_traced_argument_is_numpy_on_tracer": ("""
@jax.jit
def noisy(x, scale):
    return x + np.random.normal(0.0, scale)


noisy(0.0, 1.0)
""", "TracerArrayConversionError", "JAX501"),
    "jax_random_with_a_key": ("""
@jax.jit
def noisy(x, key):
    return x + jax.random.normal(key, x.shape)


assert (noisy(jnp.zeros(2), jax.random.key(0)) != noisy(jnp.zeros(2), jax.random.key(1))).all()
""", None, ""),
    "seeded_before_the_draw": ("""
@jax.jit
def initial(x):
    np.random.seed(3)
    return x + np.random.uniform(size=x.shape)


assert (initial(jnp.zeros(2)) == initial(jnp.zeros(2))).all()
""", None, ""),
    "own_seeded_generator": ("""
@jax.jit
def initial(x):
    return x + np.random.default_rng(0).normal(size=x.shape)


assert (initial(jnp.zeros(2)) == initial(jnp.zeros(2))).all()
""", None, ""),
    "drawn_outside_and_passed_in": ("""
@jax.jit
def noisy(x, noise):
    return x + noise


assert noisy(0.0, np.random.rand()) != noisy(0.0, np.random.rand())
""", None, ""),
    "grad_alone_runs_every_call": ("""
def loss(x):
    return x ** 2 + np.random.rand()


assert jax.grad(loss)(1.0) == 2.0
""", None, ""),
    "vmap_of_a_function_built_per_call": ("""
def batch(xs):
    def one(x):
        return x + np.random.rand()
    return jax.vmap(one)(xs)


batch(jnp.zeros(3))
""", None, ""),
}

# A script that picks its example by a flag and defines `objective` once per branch: the
# jitted step of the first branch calls the first objective, not the last def of the name.
_BRANCHES = """
EXAMPLE = 1

if EXAMPLE == 1:
    def objective(x):
        return x ** 2

    @jax.jit
    def step(x):
        return x - 0.1 * jax.grad(objective)(x)

    assert step(1.0) == 0.8
else:
    def objective(x):
        return x ** 2 + np.random.normal()
"""

SHAPES["redefined_in_a_later_branch"] = (_BRANCHES, None, "")
SHAPES["defined_again_before_the_reader"] = ("""
def objective(x):
    return x ** 2


def objective(x):
    return x ** 2 + np.random.normal()


@jax.jit
def value(x):
    return objective(x)


assert value(1.0) != value(1.0)
""", "AssertionError", "JAX303")


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_host_draw(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
