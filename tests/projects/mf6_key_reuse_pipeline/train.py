import jax
import jax.numpy as jnp

import model
from data import add_noise, random_mask


@jax.jit
def train_step(params, key, x, y):
    x = add_noise(key, x)
    x = random_mask(key, x)  # expect: JAX320

    def loss(p):
        return jnp.mean((model.predict(p, x) - y) ** 2)

    g = jax.grad(loss)(params)
    return jax.tree.map(lambda p, d: p - 0.1 * d, params, g)


def run():
    key = jax.random.key(0)
    key, init_key = jax.random.split(key)
    params = model.init(init_key, 3)
    x = jnp.ones((5, 3))
    y = jnp.zeros(5)
    for _ in range(3):
        key, step_key = jax.random.split(key)
        params = train_step(params, step_key, x, y)
    return params
