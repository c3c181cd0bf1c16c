import jax
import jax.numpy as jnp

import curriculum


def make_train_step(lr):
    def loss(w, x, noisy):
        return jnp.mean((noisy @ w - x) ** 2)

    def step(w, key, x, stage):
        sigma = curriculum.noise_for(stage)
        noisy = x + sigma * jax.random.normal(key, x.shape)
        value, g = jax.value_and_grad(loss)(w, x, noisy)
        return w - lr * g, value

    return jax.jit(step)


def run():
    step = make_train_step(0.05)
    key = jax.random.key(0)
    x = jax.random.normal(jax.random.key(1), (32, 4))
    w = jnp.eye(4) * 0.5
    for i in range(8):
        key, sub = jax.random.split(key)
        stage = i * curriculum.n_stages() // 8
        w, value = step(w, sub, x, stage)
    return float(value)
