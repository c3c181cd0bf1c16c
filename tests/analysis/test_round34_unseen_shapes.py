"""The shapes round 34 of untuned published code (tests/data/unseen34_triage.md) met. Every case
runs under JAX first (the label: the exception it raises, or None), then is linted, and the
findings are checked.

A  A store on the object jit rebuilt from a non-static argument (probml-utils
   `mix_bernoulli_lib.py`: `class BMM(jittable.Jittable)`, a pytree base, with
   `@jit def loss_fn(self, params, batch)` setting `self.model = (softmax(..), expit(..))`,
   called by the jitted `update` through `value_and_grad(self.loss_fn)`). jit flattens `self`
   and hands the body a copy rebuilt from the leaves (or raises TypeError for an object that is
   no pytree), so the caller's object never holds the tracer. JAX301 said it outlived the trace:
   the parameter counted as the caller's object because the function was reached from traced
   code, not entered by its own jit. A parameter the def's own `@jax.jit`/`@jax.pmap` abstracts
   is now the trace's copy however the function is reached.

B  A tracer left on a parameter's object that the holder sets again right after the transform
   (probml-utils `fit_em` and `fit_sgd`: the `lax.scan` body sets `self.model = params` so that
   the methods it calls read the carried parameters, and `fit_em` sets `self.model =
   final_params` on the statement after the scan). Nothing reads the tracer after the trace, so
   no UnexpectedTracerError follows. restored_before_use knew objects the holder builds; a
   parameter's object outlives the holder, so the reset must also come before every way out.

The round's true findings keep their cases beside (recall evidence).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

_PYTREE_BASE = '''
import jax
import jax.numpy as jnp


class Jittable:
    """Instances are pytrees: `__new__` registers each subclass (as distrax's Jittable does)."""

    def __new__(cls, *args, **kwargs):
        try:
            cls = jax.tree_util.register_pytree_node_class(cls)
        except ValueError:
            pass  # registered already
        return object.__new__(cls)

    def tree_flatten(self):
        return (self.__dict__,), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        obj = object.__new__(cls)
        obj.__dict__.update(children[0])
        return obj
'''

# A: a store on jit's rebuilt copy of a non-static argument
_JIT_COPIES = {
    "jit_method_of_a_pytree_class": (_PYTREE_BASE + '''

class Mixture(Jittable):
    def __init__(self, w):
        self.w = w

    @jax.jit
    def loss_fn(self, params, batch):
        mixing, probs = params
        self.model = (jax.nn.softmax(mixing), jax.nn.sigmoid(probs))
        return -(self.model[0].sum() * batch.sum())

    @jax.jit
    def update(self, params, batch):
        return jax.value_and_grad(self.loss_fn)(params, batch)


m = Mixture(jnp.ones(3))
print(m.update((jnp.ones(3), jnp.ones(3)), jnp.ones(2)), hasattr(m, "model"))
''', None, ""),
    # neighbour: a static self is the caller's object, which keeps the tracer
    "jit_method_with_a_static_self": ('''
from functools import partial

import jax
import jax.numpy as jnp


class Mixture:
    def __init__(self, w):
        self.w = w

    @partial(jax.jit, static_argnums=0)
    def loss(self, x):
        self.probs = jax.nn.softmax(self.w * x)
        return self.probs.sum()


m = Mixture(jnp.ones(3))
print(m.loss(2.0))
print(m.probs + 1)
''', "UnexpectedTracerError", "JAX301"),
}


@pytest.mark.parametrize("name", sorted(_JIT_COPIES))
def test_store_on_jits_copy(name):
    source, error, finding = _JIT_COPIES[name]
    assert_shape_case(name, source, error, finding)


_FIT = '''
import jax
import jax.numpy as jnp
from jax.lax import scan


class Mixture:
    def __init__(self, weights):
        self.weights = weights

    def log_likelihood(self, x):
        return jnp.sum(jax.nn.log_softmax(self.weights) * x)

    def fit(self, x, steps=3, keep=True):
        def step(weights, _):
            self.weights = weights  # the methods the body calls read the carried weights
            return weights + 0.1 * jax.grad(self.log_likelihood)(x), self.log_likelihood(x)

        final, history = scan(step, self.weights, jnp.arange(steps))
{after}
        return history


m = Mixture(jnp.zeros(3))
print(m.fit(jnp.ones(3)), m.weights + 1)
'''

# B: the holder sets the attribute again right after the scan
_RESETS = {
    "reset_after_the_scan": (_FIT.format(after="        self.weights = final"), None, ""),
    # neighbours: another attribute set; a return before the reset
    "no_reset_after_the_scan": (_FIT.format(after="        self.fitted = final"),
                                "UnexpectedTracerError", "JAX301"),
    "return_before_the_reset": (_FIT.format(after="        if keep:\n            return history\n"
                                                  "        self.weights = final"),
                                "UnexpectedTracerError", "JAX301"),
}


@pytest.mark.parametrize("name", sorted(_RESETS))
def test_reset_after_the_transform(name):
    source, error, finding = _RESETS[name]
    assert_shape_case(name, source, error, finding)


# the round's true findings (recall evidence)
_TRUE = {
    # lambda_hat `sampling.py:334`: one key closed over by the function tree.map applies to each leaf
    "one_key_for_every_leaf": ('''
import jax
import jax.numpy as jnp


def jitter(key, params):
    return jax.tree.map(lambda p: p + 0.01 * jax.random.normal(key, p.shape), params)


print(jitter(jax.random.PRNGKey(0), {"a": jnp.zeros(3), "b": jnp.zeros(3)}))
''', None, "JAX320"),
    # pfjax `sde.py:478`: the loop splits `key` but draws from `key`, not from the new subkey
    "split_but_draw_from_the_parent": ('''
import jax


def bridge(key, n):
    xs = []
    for _ in range(n):
        key, subkey = jax.random.split(key)
        xs.append(jax.random.normal(key, (2,)))
    return xs


print(bridge(jax.random.PRNGKey(0), 3))
''', None, "JAX320"),
}


@pytest.mark.parametrize("name", sorted(_TRUE))
def test_true_findings_stay(name):
    source, error, finding = _TRUE[name]
    assert_shape_case(name, source, error, finding)
