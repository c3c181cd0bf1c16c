# Thread: https://github.com/google/flax/pull/590
# Shape: the WMT example marks a dict of model kwargs static in its jitted create_model
# expect: ValueError at line 22
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(1, 2, 3))
def create_model(key, input_shape, target_shape, model_kwargs):
    emb_dim = model_kwargs["emb_dim"]
    k1, k2 = jax.random.split(key)
    return {
        "embed": jax.random.normal(k1, (model_kwargs["vocab_size"], emb_dim)),
        "out": jax.random.normal(k2, (emb_dim, target_shape[-1])),
    }


model_kwargs = {"vocab_size": 32, "emb_dim": 8, "num_heads": 2}
key = jax.random.PRNGKey(0)
model = create_model(key, (2, 16), (2, 16), model_kwargs)
print(jax.tree_util.tree_map(jnp.shape, model))
