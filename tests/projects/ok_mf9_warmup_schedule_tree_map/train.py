import jax
import jax.numpy as jnp

import optim


def loss(params, x, y):
    return jnp.mean((jnp.tanh(x @ params["w1"]) @ params["w2"] - y) ** 2)


@jax.jit
def train_step(params, step, x, y):
    lr = optim.warmup_cosine(step, 0.1, 10, 100)
    grads = jax.grad(loss)(params, x, y)
    return optim.apply_updates(params, grads, lr)


def run():
    k1, k2, k3 = jax.random.split(jax.random.key(0), 3)
    params = {"w1": jax.random.normal(k1, (3, 8)), "w2": jax.random.normal(k2, (8,))}
    x = jax.random.normal(k3, (16, 3))
    y = x[:, 0] - x[:, 1]
    for step in range(20):
        params = train_step(params, step, x, y)
    return float(loss(params, x, y))
