from functools import partial

import jax
import jax.numpy as jnp

import losses
from nets.mlp import MLP


def main(steps=5, lr=0.1):
    k_init, k_x = jax.random.split(jax.random.key(0))
    model = MLP([3, 16, 1])
    params = model.init(k_init)
    x = jax.random.normal(k_x, (32, 3))
    y = jnp.sin(x.sum(axis=1, keepdims=True))
    grad_fn = jax.jit(jax.grad(partial(losses.mse, model=model, method="forward_normalized")))
    for _ in range(steps):
        grads = grad_fn(params, x, y)
        params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return params


if __name__ == "__main__":
    main()
