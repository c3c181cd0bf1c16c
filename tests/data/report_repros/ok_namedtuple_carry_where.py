# Thread: https://github.com/google-deepmind/dm-haiku/issues/214
# Shape: the same carry with jnp.where, and len() of the NamedTuple
# expect: ok
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Carry(NamedTuple):
    total: jax.Array
    done: jax.Array


def scanner_fn(carry, batch):
    assert len(carry) == 2
    total = jnp.where(carry.done, carry.total, carry.total + batch.sum())
    return Carry(total, total > 10.0), batch


jax.lax.scan(scanner_fn, Carry(jnp.float32(0.0), jnp.bool_(False)), jnp.ones((4, 3)))
