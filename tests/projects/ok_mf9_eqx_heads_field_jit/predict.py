import equinox as eqx
import jax
import jax.numpy as jnp

from layers import SelfAttention


@eqx.filter_jit
def encode(model, tokens):
    return model(tokens).mean(axis=0)


def run():
    model = SelfAttention(16, 4, key=jax.random.key(0))
    tokens = jnp.ones((6, 16))
    return encode(model, tokens)
