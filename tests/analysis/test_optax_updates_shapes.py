"""A custom optax transformation's update function runs when the optimizer's `update` does: a
traced `tx.update(grads, opt_state, params)` (in a jitted step) runs it with the same traced
arguments. Followed for `optax.GradientTransformation(init_fn, update_fn)` (and its ExtraArgs
twin) bound directly, inside `optax.chain(...)`, or returned by a factory of the project
(`scale_by_warmup(3)`, its arguments Python values). An update run eagerly, a branch on a
hyperparameter or on `params is None`, and `jnp.where` stay silent. Each case runs under JAX
first (its label), then is linted; the project form is tests/projects/mf7_optax_custom_transform.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "from typing import NamedTuple\n\nimport jax\nimport jax.numpy as jnp\nimport optax\n\n"

_STATE = """
class CountState(NamedTuple):
    count: jax.Array


def init_fn(params):
    return CountState(jnp.zeros((), jnp.int32))


def loss(params, x):
    return jnp.mean((x @ params) ** 2)
"""

_RUN_JITTED = """

@jax.jit
def step(params, opt_state, x):
    grads = jax.grad(loss)(params, x)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


params = jnp.ones(3)
opt_state = tx.init(params)
for _ in range(3):
    params, opt_state = step(params, opt_state, jnp.ones((2, 3)))
"""

_RUN_EAGERLY = """

params = jnp.ones(3)
opt_state = tx.init(params)
for _ in range(3):
    grads = jax.grad(loss)(params, jnp.ones((2, 3)))
    updates, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
"""

_FACTORY_IN_CHAIN = _STATE + """

def scale_by_warmup(warmup_steps):
    def update_fn(updates, state, params=None):
        if state.count < warmup_steps:
            updates = jax.tree.map(lambda u: u * (state.count + 1) / warmup_steps, updates)
        return updates, CountState(state.count + 1)

    return optax.GradientTransformation(init_fn, update_fn)


tx = optax.chain(scale_by_warmup(3), optax.sgd(0.1))
"""

_DIRECT = _STATE + """

def update_fn(updates, state, params=None):
    scale = 0.5 if state.count > 1 else 1.0
    return jax.tree.map(lambda u: u * scale, updates), CountState(state.count + 1)


tx = optax.GradientTransformation(init_fn, update_fn)
"""

_KEYWORD_EXTRA_ARGS = _STATE + """

def clip_after(limit):
    def update_fn(updates, state, params=None, **extra):
        for _ in range(state.count):
            updates = jax.tree.map(lambda u: jnp.clip(u, -limit, limit), updates)
        return updates, CountState(state.count + 1)

    return optax.GradientTransformationExtraArgs(init=init_fn, update=update_fn)


tx = optax.chain(optax.sgd(0.1), clip_after(1.0))
"""

_WHERE = _FACTORY_IN_CHAIN.replace(
    """        if state.count < warmup_steps:
            updates = jax.tree.map(lambda u: u * (state.count + 1) / warmup_steps, updates)""",
    """        frac = jnp.where(state.count < warmup_steps, (state.count + 1) / warmup_steps, 1.0)
        updates = jax.tree.map(lambda u: u * frac, updates)""")

_STATIC_BRANCHES = _STATE + """

def scale_by_warmup(warmup_steps):
    def update_fn(updates, state, params=None):
        if params is None:
            raise ValueError("params needed")
        if warmup_steps > 0:
            updates = jax.tree.map(lambda u: u * jnp.minimum(1.0, (state.count + 1) / warmup_steps), updates)
        return updates, CountState(state.count + 1)

    return optax.GradientTransformation(init_fn, update_fn)


tx = optax.chain(scale_by_warmup(3), optax.sgd(0.1))
"""

SHAPES = {
    "factory_in_chain_jitted": (_FACTORY_IN_CHAIN + _RUN_JITTED, "TracerBoolConversionError", "JAX101"),
    "direct_transformation_jitted": (_DIRECT + _RUN_JITTED, "TracerBoolConversionError", "JAX101"),
    "extra_args_by_keyword_jitted": (_KEYWORD_EXTRA_ARGS + _RUN_JITTED, "TracerIntegerConversionError", "JAX202"),
    "factory_in_chain_eager": (_FACTORY_IN_CHAIN + _RUN_EAGERLY, None, ""),
    "direct_transformation_eager": (_DIRECT + _RUN_EAGERLY, None, ""),
    "jnp_where_jitted": (_WHERE + _RUN_JITTED, None, ""),
    "static_branches_jitted": (_STATIC_BRANCHES + _RUN_JITTED, None, ""),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_custom_optax_update(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
