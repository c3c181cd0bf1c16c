from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from md.integrate import kinetic_energy, velocity_verlet
from md.potentials import total_energy


def lattice(n_side, spacing):
    grid = np.stack(np.meshgrid(*[np.arange(n_side)] * 3, indexing="ij"), axis=-1)
    return jnp.asarray(grid.reshape(-1, 3) * spacing, dtype=jnp.float32)


def main():
    box = 4 * 1.5
    positions = lattice(4, 1.5)
    velocities = 0.1 * jax.random.normal(jax.random.PRNGKey(0), positions.shape)
    energy_fn = partial(total_energy, box=box)
    run = jax.jit(velocity_verlet, static_argnums=(0, 4))
    pos, vel = run(energy_fn, positions, velocities, 0.001, 20)
    e = float(energy_fn(pos) + kinetic_energy(vel))
    return e


if __name__ == "__main__":
    print(main())
