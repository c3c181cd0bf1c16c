from typing import NamedTuple

import jax
import jax.numpy as jnp
import optax


class WarmupState(NamedTuple):
    count: jax.Array


def scale_by_warmup(warmup_steps):
    def init_fn(params):
        del params
        return WarmupState(jnp.zeros((), jnp.int32))

    def update_fn(updates, state, params=None):
        del params
        if warmup_steps > 0:
            frac = jnp.minimum((state.count + 1) / warmup_steps, 1.0)
            updates = jax.tree.map(lambda u: u * frac, updates)
        return updates, WarmupState(state.count + 1)

    return optax.GradientTransformation(init_fn, update_fn)
