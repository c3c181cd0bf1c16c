import jax.numpy as jnp

from forces import forces


def main():
    x = jnp.ones((5, 3))
    v = jnp.zeros_like(x)
    for _ in range(3):
        v = v + 0.01 * forces(x)
        x = x + 0.01 * v
    return x


if __name__ == "__main__":
    print(main())
