import jax
import jax.numpy as jnp

from tiny import merge


def loss(graphdef, state, x, y):
    model = merge(graphdef, state)
    return jnp.mean((model(x) - y) ** 2)


@jax.jit
def train_step(graphdef, state, x, y):
    grads = jax.grad(loss, argnums=1)(graphdef, state, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, state, grads)

