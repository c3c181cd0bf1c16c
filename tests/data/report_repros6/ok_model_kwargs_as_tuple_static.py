# Thread: https://github.com/google/flax/issues/587
# Shape: the workaround: the keyword arguments travel as a tuple of items, rebuilt inside
# expect: ok
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(1, 2))
def create_model(key, input_shape, model_kwargs):
    model_kwargs = dict(model_kwargs)
    emb = jax.random.normal(key, (model_kwargs["vocab_size"], model_kwargs["emb_dim"]))
    return jnp.zeros(input_shape) @ emb


model_kwargs = {"vocab_size": 32, "emb_dim": 8}
params = create_model(jax.random.key(0), (2, 32), tuple(model_kwargs.items()))
