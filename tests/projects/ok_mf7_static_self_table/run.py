import jax.numpy as jnp

from nets import PositionalEmbedder


def main():
    emb = PositionalEmbedder(vocab=10, dim=4)
    ids = jnp.array([1, 2, 3])
    outs = [emb.embed(ids, p) for p in range(3)]
    outs += [emb.embed_traced(ids, jnp.int32(p)) for p in range(3)]
    return outs
