import jax
import jax.numpy as jnp

from model.layer import layer


def main():
    w = jax.random.normal(jax.random.key(0), (3, 4))
    xs = jax.random.normal(jax.random.key(1), (6, 3))
    clips = jnp.arange(6) % 2 == 0
    out = jax.vmap(layer, in_axes=(None, 0, 0))(w, xs, clips)
    return out.shape
