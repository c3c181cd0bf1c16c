import jax
import jax.numpy as jnp

from losses import mse
from nets import init_dense


def main():
    params = init_dense(jax.random.key(0), 3, 2)
    x, y = jnp.ones((8, 3)), jnp.zeros((8, 2))
    for _ in range(3):
        grads = jax.grad(mse)(params, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
    return params


if __name__ == "__main__":
    print(main())
