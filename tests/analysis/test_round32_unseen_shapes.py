"""The shapes round 32 of untuned published code (tests/data/unseen32_triage.md) met. Every case
runs under JAX first (the label: the exception it raises, or None), then is linted, and the
findings are checked.

A  One eqx.filter_jit function calling another (climemu `healpix/padding.py`: `pad(x, padding)`
   hands its `padding` on to `pad_with_dim`, which hands a frozen-dataclass `XY` pixel order on
   to `local2local`, which tests `if src == dest:`). eqx.filter_jit traces arrays only: a Python
   int or a plain object handed on stays a Python value inside the inner function too. The
   analysis forced every parameter of the inner filter_jit function traced unless the caller
   handed a known Python scalar, so `jnp.arange(-padding, ...)` (JAX202) and `src == dest`
   (JAX101) were reported. It now keeps a parameter the caller hands a value it cannot tell
   (the outer function's own unknown parameter) unknown, and one it hands an object of a class
   no pytree registers static.

B  Seed-matched derivatives (imnn `imnn_gaussian.ipynb`: `fiducials = vmap(simulator)(alphas,
   keys)`, `derivatives = vmap(jacfwd(simulator))(alphas, keys)`). The derivative call
   differentiates the very draws the first call made (the derivative of the same simulated
   sample, which the IMNN needs), not a second draw. JAX320 reported the second call; a
   function of the module called at the same arguments, once (at least) through a derivative
   transform, is now the same draw on purpose.

The round's true findings are kept beside their corrected forms (recall evidence).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

# A: nested eqx.filter_jit functions handing Python values on
_NESTED_FILTER_JIT = {
    "python_values_handed_on": ("""
import dataclasses

import equinox as eqx
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Order:
    origin: int = 0
    clockwise: bool = False


DEFAULT = Order()


@eqx.filter_jit
def convert(src, dest, x):
    if src == dest:
        return x
    return jnp.flip(x) if dest.clockwise else x + dest.origin


@eqx.filter_jit
def pad_with(x, padding, order=Order()):
    i = jnp.arange(-padding, x.shape[0] + padding)
    return convert(order, DEFAULT, i) + convert(DEFAULT, order, i)


@eqx.filter_jit
def pad(x, padding):
    return pad_with(x, padding, order=Order(origin=2, clockwise=True))


print(pad(jnp.ones(4), 1))
""", None, ""),
    # neighbours: an array handed on is traced inside too
    "array_handed_on": ("""
import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def pad_with(x, padding):
    return jnp.arange(-padding, x.shape[0] + padding)


@eqx.filter_jit
def pad(x, padding):
    return pad_with(x, padding)


print(pad(jnp.ones(4), jnp.array(1)))
""", "ConcretizationTypeError", "JAX202"),
    "tracer_handed_on": ("""
import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def convert(src, dest, x):
    if src == dest:
        return x
    return x + 1


@eqx.filter_jit
def apply(x, flag):
    return convert(x.sum() > 0, flag, x)


print(apply(jnp.ones(4), True))
""", "TracerBoolConversionError", "JAX101"),
    # jax.jit traces a Python int handed on (only eqx.filter_jit keeps it)
    "python_int_into_jax_jit": ("""
import jax
import jax.numpy as jnp


@jax.jit
def pad_with(x, padding):
    return jnp.arange(-padding, x.shape[0] + padding)


@jax.jit
def pad(x, padding):
    return pad_with(x, padding)


print(pad(jnp.ones(4), 1))
""", "ConcretizationTypeError", "JAX202"),
}


@pytest.mark.parametrize("name", sorted(_NESTED_FILTER_JIT))
def test_nested_filter_jit(name):
    source, error, finding = _NESTED_FILTER_JIT[name]
    assert_shape_case(name, source, error, finding)


_SIMULATOR = """
import jax
import jax.numpy as jnp
import jax.random as jr


def simulator(sigma, key):
    return jr.normal(key, (10,)) * sigma


def other_simulator(sigma, key):
    return jr.uniform(key, (10,)) * sigma


key = jr.PRNGKey(0)
keys = jr.split(key, 8)
alphas = jnp.ones((8, 1))
fiducials = jax.vmap(simulator)(alphas, keys)
"""

# B: the derivative of the same draw
_DERIVATIVES = {
    "seed_matched_derivatives": (_SIMULATOR + """
derivatives = jax.vmap(jax.jacfwd(simulator, argnums=0))(alphas, keys)
assert jnp.allclose(derivatives[..., 0], fiducials)
""", None, ""),
    "gradient_of_the_sample_just_drawn": (_SIMULATOR + """
def loss(sigma, key):
    return jnp.sum(simulator(sigma, key) ** 2)


sigma = jnp.array(2.0)
value = loss(sigma, key)
slope = jax.grad(loss)(sigma, key)
assert jnp.allclose(slope, 2 * value / sigma)
""", None, ""),
    # neighbours: another function, or other arguments, draw anew from the keys
    "derivative_of_another_simulator": (_SIMULATOR + """
derivatives = jax.vmap(jax.jacfwd(other_simulator, argnums=0))(alphas, keys)
print(derivatives.shape)
""", None, "JAX320"),
    "derivative_at_other_keys_arguments": (_SIMULATOR + """
def shifted(sigma, key, n):
    return jr.normal(key, (n,)) * sigma


first = shifted(jnp.array(1.0), key, 10)
slope = jax.jacfwd(shifted)(jnp.array(1.0), key, 12)
print(first.shape, slope.shape)
""", None, "JAX320"),
}


@pytest.mark.parametrize("name", sorted(_DERIVATIVES))
def test_derivative_of_the_same_draw(name):
    source, error, finding = _DERIVATIVES[name]
    assert_shape_case(name, source, error, finding)


# recall evidence: the round's true findings beside their corrected forms
_RECALL = {
    # quantbayes inception.py:366-369: `(k0,) = split(key, 1)` twice gives the same key
    "one_key_split_twice": ("""
import jax.random as jr

key = jr.PRNGKey(0)
(k0,) = jr.split(key, 1)
a = jr.normal(k0, (3,))
(k1,) = jr.split(key, 1)
b = jr.normal(k1, (3,))
print(a - b)  # zeros: the two layers got the same numbers
""", None, "JAX320"),
    "one_key_split_once": ("""
import jax.random as jr

key = jr.PRNGKey(0)
k0, k1 = jr.split(key)
a = jr.normal(k0, (3,))
b = jr.normal(k1, (3,))
print(a - b)
""", None, ""),
    # quantbayes train.py:649: int() of the fori_loop index
    "int_of_fori_loop_index": ("""
import jax
import jax.random as jr

key = jr.PRNGKey(0)


def body(i, x):
    return x + jr.normal(jr.fold_in(key, int(i)), x.shape)


print(jax.lax.fori_loop(0, 3, body, jax.numpy.zeros(2)))
""", "ConcretizationTypeError", "JAX105"),
    "fold_in_the_traced_index": ("""
import jax
import jax.random as jr

key = jr.PRNGKey(0)


def body(i, x):
    return x + jr.normal(jr.fold_in(key, i), x.shape)


print(jax.lax.fori_loop(0, 3, body, jax.numpy.zeros(2)))
""", None, ""),
}


@pytest.mark.parametrize("name", sorted(_RECALL))
def test_round_true_findings(name):
    source, error, finding = _RECALL[name]
    assert_shape_case(name, source, error, finding)
