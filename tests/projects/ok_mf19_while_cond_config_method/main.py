import jax.numpy as jnp

from config import Tolerance
from solver import newton


def main():
    return newton(lambda x: x**2 - 2.0, jnp.float32(1.0), Tolerance(1e-5, 20))


if __name__ == "__main__":
    print(main())
