import jax
import jax.numpy as jnp

from nets import deep

grad_fn = jax.jit(jax.grad(deep.forward))


def run():
    keys = jax.random.split(jax.random.key(0), 4)
    ws = [0.1 * jax.random.normal(k, (8, 8)) for k in keys]
    x = jnp.ones((5, 8))
    for _ in range(2):
        grads = grad_fn(ws, x)
        ws = [w - 0.01 * g for w, g in zip(ws, grads)]
    return ws
