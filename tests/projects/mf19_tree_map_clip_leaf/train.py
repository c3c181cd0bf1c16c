import jax
import jax.numpy as jnp

import optim


def loss(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@jax.jit
def train_step(params, x, y):
    grads = jax.grad(loss)(params, x, y)
    grads = jax.tree_util.tree_map(optim.clip_leaf, grads)
    return optim.sgd_update(params, grads, 0.1)


def main():
    params = {"w": jnp.zeros((3, 1)), "b": jnp.zeros(1)}
    x, y = jnp.ones((8, 3)), jnp.ones((8, 1))
    for _ in range(5):
        params = train_step(params, x, y)
    return params


if __name__ == "__main__":
    print(main())
