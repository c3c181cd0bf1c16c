import jax
import jax.numpy as jnp

from parallel import data_parallel
from utils import clip_by_norm


@data_parallel
def train_step(w, x, y):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    g = jax.lax.pmean(g, axis_name="batch")
    return w - 0.1 * clip_by_norm(g)


def run():
    n = jax.local_device_count()
    return train_step(jnp.zeros((n, 3, 1)), jnp.ones((n, 8, 3)), jnp.ones((n, 8, 1)))
