import jax
import jax.numpy as jnp

from nets import forward, init


def loss(params, x, y):
    return jnp.mean((forward(params, x, "relu") - y) ** 2)


def run():
    params = init(jax.random.key(0), [4, 8, 1])
    x = jnp.ones((16, 4))
    y = jnp.zeros((16, 1))
    print(loss(params, x, y))
