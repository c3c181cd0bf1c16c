import jax
import jax.numpy as jnp

import pytrees  # noqa: F401  registers Linear
from model import Linear


def loss(layer, x, y):
    return jnp.mean((layer(x) - y) ** 2)


def main():
    layer = Linear.create(jax.random.key(0), 4, 2)
    x, y = jnp.ones((8, 4)), jnp.zeros((8, 2))
    for _ in range(3):
        grads = jax.grad(loss)(layer, x, y)
        layer = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, layer, grads)
    return layer


if __name__ == "__main__":
    main()
