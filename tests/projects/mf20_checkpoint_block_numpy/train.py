import jax
import jax.numpy as jnp

import data
import model


def loss_fn(params, x, y):
    return jnp.mean((model.forward(params, x) - y) ** 2)


def main():
    params = model.init(jax.random.key(0), 3, 8)
    grad_fn = jax.value_and_grad(loss_fn)
    for x, y in data.batches(3, 8):
        loss, grads = grad_fn(params, x, y)
        params = [p - 0.01 * g for p, g in zip(params, grads)]
    return loss


if __name__ == "__main__":
    print(main())
