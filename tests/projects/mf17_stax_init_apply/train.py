import jax
import jax.numpy as jnp

from combinators import serial
from layers import Dense, LayerNorm, Relu

init_fn, apply_fn = serial(Dense(16), LayerNorm(), Relu(), Dense(1))


def loss(params, x, y):
    return jnp.mean((apply_fn(params, x)[:, 0] - y) ** 2)


@jax.jit
def update(params, x, y):
    grads = jax.grad(loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - 0.01 * g, params, grads)


def main():
    _, params = init_fn(jax.random.key(0), 3)
    x, y = jnp.ones((8, 3)), jnp.zeros(8)
    for _ in range(2):
        params = update(params, x, y)
    return params
