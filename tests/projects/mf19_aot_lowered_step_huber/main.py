import jax
import jax.numpy as jnp

from step import sgd_step


def main():
    w, x, y = jnp.zeros(3), jnp.ones((8, 3)), jnp.ones(8)
    compiled = jax.jit(sgd_step).lower(w, x, y).compile()
    for _ in range(3):
        w = compiled(w, x, y)
    return w


if __name__ == "__main__":
    print(main())
