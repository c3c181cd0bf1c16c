"""Energy statistics with blocking: the worst block mean flags an unconverged chain."""
import jax.numpy as jnp


def summarize(e_loc, n_blocks=4):
    blocks = [jnp.mean(b) for b in jnp.split(e_loc, n_blocks)]
    worst = blocks[jnp.argmax(jnp.abs(jnp.stack(blocks) - e_loc.mean()))]  # expect: JAX201
    return {"energy": e_loc.mean(), "variance": e_loc.var(), "worst_block": worst}
