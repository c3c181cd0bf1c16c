import dataclasses
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.tree_util.register_dataclass, data_fields=["tokens", "n_valid"], meta_fields=["pad_id"])
@dataclasses.dataclass
class Batch:
    tokens: jax.Array
    n_valid: int
    pad_id: int = 0


def make_batch(tokens, n_valid):
    return Batch(jnp.asarray(tokens), n_valid)
