import jax.numpy as jnp

from md import integrate


def main():
    grid = jnp.stack(jnp.meshgrid(jnp.arange(3.0), jnp.arange(3.0)), -1).reshape(-1, 2) * 1.2
    pos, vel = integrate.simulate(grid, jnp.zeros_like(grid), 50)
    return pos


if __name__ == "__main__":
    print(main())
