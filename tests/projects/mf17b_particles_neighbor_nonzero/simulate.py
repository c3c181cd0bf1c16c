import jax
import jax.numpy as jnp

from particles import run


def main():
    k_pos, k_vel = jax.random.split(jax.random.key(0))
    positions = jax.random.uniform(k_pos, (16, 2)) * 3.0
    velocities = 0.1 * jax.random.normal(k_vel, (16, 2))
    positions, velocities = run(positions, velocities, 5)
    return float(jnp.sum(velocities**2))


if __name__ == "__main__":
    print(main())
