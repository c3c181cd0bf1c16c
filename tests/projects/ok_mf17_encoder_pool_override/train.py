import jax
import jax.numpy as jnp

from attention import AttentionPoolEncoder


def main():
    emb = jax.random.normal(jax.random.key(0), (10, 4))
    encoder = AttentionPoolEncoder(emb, jnp.ones(4))
    encode = jax.jit(lambda tokens: encoder.encode(tokens))
    return encode(jnp.arange(6) % 10)
