import jax.numpy as jnp

from opt.minimize import gradient_descent


def quadratic(x):
    return jnp.sum(jnp.array([1.0, 10.0]) * (x - 1.0) ** 2)


def main():
    return gradient_descent(quadratic, jnp.zeros(2))


if __name__ == "__main__":
    print(main())
