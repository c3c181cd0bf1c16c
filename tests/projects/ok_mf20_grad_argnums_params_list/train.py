import jax
import jax.numpy as jnp

import losses
import net

SIZES = (3, 16, 1)


def main():
    params = net.init(jax.random.key(1), SIZES)
    x = jnp.ones((8, 3))
    y = jnp.zeros((8, 1))
    grad_fn = jax.jit(jax.grad(losses.regularised_loss, argnums=1), static_argnums=0)
    for _ in range(5):
        grads = grad_fn(SIZES, params, x, y)
        params = [w - 0.05 * g for w, g in zip(params, grads)]
    return params


if __name__ == "__main__":
    main()
