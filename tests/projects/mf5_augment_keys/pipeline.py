import jax
import jax.numpy as jnp

from augment import augment
from stats import kept_fraction


@jax.jit
def batch_step(key, batch):
    keys = jax.random.split(key, batch.shape[0])
    out = jax.vmap(augment)(keys, batch)
    return out, kept_fraction(out)


def run():
    batch = jnp.ones((4, 5))
    out, frac = batch_step(jax.random.PRNGKey(1), batch)
    return out, frac
