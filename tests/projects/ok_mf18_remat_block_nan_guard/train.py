import jax
import jax.numpy as jnp

from net import model


def loss_fn(params, x, y):
    return jnp.mean((model.forward(params, x) - y) ** 2)


@jax.jit
def train_step(params, x, y, lr=1e-2):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def main(steps=3):
    k_init, k_x = jax.random.split(jax.random.key(0))
    params = model.init(k_init, 8, 3, 1)
    x = jax.random.normal(k_x, (16, 8))
    y = x[:, :1]
    for _ in range(steps):
        params, loss = train_step(params, x, y)
    return float(loss)


if __name__ == "__main__":
    print(main())
