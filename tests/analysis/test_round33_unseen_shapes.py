"""The shapes round 33 of untuned published code (tests/data/unseen33_triage.md) met. Every case
runs under JAX first (the label: the exception it raises, or None), then is linted, and the
findings are checked.

A  A static function parameter handed on to another jitted function (janssen
   `utils/gauss_newton.py`: `gn_solve(state, residual_fn, ...)`, jitted with `residual_fn`
   static, calls `gn_step(carry, residual_fn, ...)`, jitted with it static too, and the callers
   of `gn_solve` pass different functions). The value handed on is a choice of functions;
   `function_identity`, asked whether every caller hands the same function, knew single
   functions only and raised AttributeError: the whole file became one JAX999. A choice is now
   the set of its options' identities, so its calls are followed into each option.

B  An imported name the module rebinds at top level (summer2022 `neural/nn_repeats.py`,
   `nn.ipynb`: `from jax import hessian`, then `hessian = hessian(psi)`, then
   `hessian(coords, params)` under jax.jit). The call was read as `jax.hessian(fun, argnums)`
   with a traced `argnums` (JAX202). A name a module-level import binds and the module also
   assigns at top level to anything but the same object is no longer resolved through the
   import, as for a name two imports bind to different objects.

C  A number handed where a key goes (qchem-simulation `nuclei_optimization.py`: the loop calls
   `sample_and_optimize(..., num_samples, step_key)` with `num_samples = 1000`, and the callee
   hands its arguments on out of order, so the int lands in the key parameter; JAX raises
   TypeError). JAX320 said the key `num_samples` was reused on every iteration and offered
   `num_samples, subkey = jax.random.split(num_samples)`. A name the function binds once to a
   number literal is no key: the key flow no longer consumes it.

The round's true findings are kept beside their corrected forms (recall evidence).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

# A: a static function parameter handed on to a second jitted function
_STATIC_FUNCTIONS = {
    "choice_of_functions_handed_on": ("""
from functools import partial

import jax


@partial(jax.jit, static_argnums=(1,))
def step(x, f):
    return f(x)


@partial(jax.jit, static_argnums=(1,))
def solve(x, f):
    return step(x, f)


def plus_one(x):
    return x + 1


def double(x):
    return x * 2


print(solve(1.0, plus_one), solve(2.0, double))
""", None, ""),
    # neighbour: one of the functions branches on its traced argument
    "choice_with_a_branching_option": ("""
from functools import partial

import jax


@partial(jax.jit, static_argnums=(1,))
def step(x, f):
    return f(x)


@partial(jax.jit, static_argnums=(1,))
def solve(x, f):
    return step(x, f)


def plus_one(x):
    return x + 1


def positive_part(x):
    if x > 0:
        return x
    return 0.0


print(solve(1.0, plus_one))
print(solve(2.0, positive_part))
""", "TracerBoolConversionError", "JAX101"),
}


@pytest.mark.parametrize("name", sorted(_STATIC_FUNCTIONS))
def test_static_function_choice(name):
    source, error, finding = _STATIC_FUNCTIONS[name]
    assert_shape_case(name, source, error, finding)


# B: an imported name rebound at module level
_REBOUND = {
    "hessian_rebound_to_a_transformed_function": ("""
import jax
import jax.numpy as jnp
from jax import hessian


def psi(coords, params):
    return jnp.exp(-jnp.sum(params * coords ** 2))


hessian = hessian(psi)


@jax.jit
def ddpsi(coords, params):
    return jnp.diagonal(hessian(coords, params))


print(ddpsi(jnp.ones(3), jnp.ones(3)))
""", None, ""),
    # neighbours: the import itself, with a traced argnums; an alias of the same object
    "hessian_import_with_traced_argnums": ("""
import jax
import jax.numpy as jnp
from jax import hessian


def psi(coords, params):
    return jnp.exp(-jnp.sum(params * coords ** 2))


@jax.jit
def ddpsi(coords, params):
    return jnp.diagonal(hessian(psi, params)(coords, params))


print(ddpsi(jnp.ones(3), 1))
""", "ConcretizationTypeError", "JAX202"),
    "import_rebound_to_the_same_object": ("""
import jax
import jax.numpy as jnp
from jax import hessian


def psi(coords, params):
    return jnp.exp(-jnp.sum(params * coords ** 2))


hessian = jax.hessian


@jax.jit
def ddpsi(coords, params):
    return jnp.diagonal(hessian(psi, params)(coords, params))


print(ddpsi(jnp.ones(3), 1))
""", "ConcretizationTypeError", "JAX202"),
}


@pytest.mark.parametrize("name", sorted(_REBOUND))
def test_rebound_import(name):
    source, error, finding = _REBOUND[name]
    assert_shape_case(name, source, error, finding)


# C: a number handed where a key goes
_NUMBERS = {
    "number_in_the_key_position": ("""
import jax


def draw(n, key):
    return jax.random.normal(key, (n,))


def run(key, steps):
    num_samples = 4
    out = []
    for step_key in jax.random.split(key, steps):
        out.append(draw(step_key, num_samples))
    return out


print(run(jax.random.PRNGKey(0), 2))
""", "TypeError", ""),
    # neighbour: a key bound once and handed to every iteration
    "key_in_the_key_position": ("""
import jax


def draw(n, key):
    return jax.random.normal(key, (n,))


def run(steps):
    key = jax.random.PRNGKey(0)
    out = []
    for _ in range(steps):
        out.append(draw(4, key))
    return out


print(run(2))
""", None, "JAX320"),
}


@pytest.mark.parametrize("name", sorted(_NUMBERS))
def test_number_is_no_key(name):
    source, error, finding = _NUMBERS[name]
    assert_shape_case(name, source, error, finding)


# Recall evidence: true findings of the round and their corrected forms
_RECALL = {
    # janssen optics/helper.py:312: sizes computed inside a lax.cond branch are traced there
    "sizes_computed_in_a_cond_branch": ("""
import jax
import jax.numpy as jnp
from jax import lax

field = jnp.ones((8, 8))
old_dx, new_dx = 1.0, 0.5
hh, ww = field.shape


def smaller(f):
    new_h = jnp.floor(hh * new_dx / old_dx).astype(int)
    return jax.image.resize(lax.dynamic_slice(f, (0, 0), (new_h, new_h)), (hh, ww), "linear")


print(lax.cond(new_dx / old_dx > 1.0, lambda f: f, smaller, field).shape)
""", "TypeError", "JAX202"),
    "sizes_computed_outside_the_branch": ("""
import jax
import jax.numpy as jnp
from jax import lax

field = jnp.ones((8, 8))
old_dx, new_dx = 1.0, 0.5
hh, ww = field.shape
new_h = int(hh * new_dx / old_dx)


def smaller(f):
    return jax.image.resize(lax.dynamic_slice(f, (0, 0), (new_h, new_h)), (hh, ww), "linear")


print(lax.cond(new_dx / old_dx > 1.0, lambda f: f, smaller, field).shape)
""", None, ""),
    # advanced-scientific-machine-learning fs/02_filter.ipynb: `keys = split(key, n)`, then
    # `key, subkey = split(key)` again: the same keys (threefry is partitionable)
    "key_split_twice": ("""
import jax.random as jr

key = jr.PRNGKey(0)
key, subkey = jr.split(key)
keys = jr.split(key, 5)
noise = jr.normal(keys[1], (3,))
key, subkey = jr.split(key)
print(jr.normal(subkey, (3,)) - noise)  # zeros: subkey is keys[1]
""", None, "JAX320"),
    "key_advanced_before_the_second_split": ("""
import jax.random as jr

key = jr.PRNGKey(0)
key, subkey = jr.split(key)
key, keys_key = jr.split(key)
keys = jr.split(keys_key, 5)
noise = jr.normal(keys[1], (3,))
key, subkey = jr.split(key)
print(jr.normal(subkey, (3,)) - noise)
""", None, ""),
}


@pytest.mark.parametrize("name", sorted(_RECALL))
def test_round_true_findings(name):
    source, error, finding = _RECALL[name]
    assert_shape_case(name, source, error, finding)
