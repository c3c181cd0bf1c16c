# Thread: https://github.com/google/flax/issues/1495
# Shape: the fix the thread suggests: keep what is hashable static and pass the parameters (the table) as an ordinary traced argument
# expect: ok
import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Embed:
    num_embeddings: int
    features: int

    def apply(self, embedding, ids):
        return jnp.take(embedding, ids, axis=0)


@partial(jax.jit, static_argnums=0)
def train_step(layer, embedding, ids):
    return jnp.mean(layer.apply(embedding, ids) ** 2)


table = jax.random.normal(jax.random.PRNGKey(0), (10, 4))
embed = Embed(10, 4)
print(train_step(embed, table, jnp.array([1, 2, 3])))
