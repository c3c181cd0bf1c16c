# Thread: https://github.com/google/flax/issues/1495
# Shape: a train step generic over the layer takes the layer as a static argument; the embedding layer keeps its table (an array) as a dataclass field, so hashing it fails
# expect: ValueError at line 28
import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Embed:
    num_embeddings: int
    features: int
    embedding: jax.Array

    def __call__(self, ids):
        return jnp.take(self.embedding, ids, axis=0)


@partial(jax.jit, static_argnums=0)
def train_step(layer, ids):
    return jnp.mean(layer(ids) ** 2)


table = jax.random.normal(jax.random.PRNGKey(0), (10, 4))
embed = Embed(10, 4, table)
print(train_step(embed, jnp.array([1, 2, 3])))
