import jax.numpy as jnp

from config import PARAMS
from solve import trajectory


def main():
    ys = trajectory(jnp.array([0.5, 0.0]), 5.0, PARAMS)
    return ys[-1]


if __name__ == "__main__":
    print(main())
