import jax.numpy as jnp

from models.decoder import Decoder


def run():
    dec = Decoder(dim=4, max_len=8)
    cache = dec.init_cache()
    x = jnp.ones(4)
    for pos in range(5):
        cache, x = dec.step(cache, pos, x)
    return x
