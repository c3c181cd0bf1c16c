import jax.numpy as jnp

from nets import PositionalEmbedder


def main():
    emb = PositionalEmbedder(vocab=10, dim=4)
    ids = jnp.array([1, 2, 3])
    return [emb.embed(ids, p) for p in range(3)]
