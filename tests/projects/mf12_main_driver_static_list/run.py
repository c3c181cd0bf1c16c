import jax
import jax.numpy as jnp

import model


def main():
    predict = jax.jit(model.forward, static_argnames="widths")
    x = jnp.ones((2, 3))
    return predict(x, widths=[8, 4])  # expect: JAX810


if __name__ == "__main__":
    main()
