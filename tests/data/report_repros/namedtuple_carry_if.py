# Thread: https://github.com/google-deepmind/dm-haiku/issues/214
# Shape: a NamedTuple carry of lax.scan whose field drives a Python `if`
# expect: TracerBoolConversionError at line 16
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Carry(NamedTuple):
    total: jax.Array
    done: jax.Array


def scanner_fn(carry, batch):
    if carry.done:
        return carry, batch
    total = carry.total + batch.sum()
    return Carry(total, total > 10.0), batch


jax.lax.scan(scanner_fn, Carry(jnp.float32(0.0), jnp.bool_(False)), jnp.ones((4, 3)))
