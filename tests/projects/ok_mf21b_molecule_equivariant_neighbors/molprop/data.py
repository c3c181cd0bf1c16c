"""Padded molecules (positions, species, atom mask) with Lennard-Jones energies and forces."""
import jax
import jax.numpy as jnp
import numpy as np


def lj_energy(positions, mask, sigma=1.0, epsilon=1.0):
    diff = positions[:, None, :] - positions[None, :, :]
    r2 = jnp.sum(diff ** 2, -1) + jnp.eye(positions.shape[0])
    pair = mask[:, None] & mask[None, :] & ~jnp.eye(positions.shape[0], dtype=bool)
    s6 = (sigma ** 2 / r2) ** 3
    return 0.5 * jnp.sum(jnp.where(pair, 4 * epsilon * (s6 ** 2 - s6), 0.0))


def lj_dataset(n_mols, max_atoms, seed=0):
    rng = np.random.default_rng(seed)
    mols = []
    for _ in range(n_mols):
        n = int(rng.integers(3, max_atoms + 1))
        pos = np.zeros((max_atoms, 3), dtype=np.float32)
        pos[:n] = rng.normal(scale=1.0, size=(n, 3)) + np.arange(n)[:, None] * 1.1
        mask = np.arange(max_atoms) < n
        species = np.where(mask, rng.integers(1, 3, size=max_atoms), 0).astype(np.int32)
        pos_j, mask_j = jnp.asarray(pos), jnp.asarray(mask)
        energy, grad = jax.value_and_grad(lj_energy)(pos_j, mask_j)
        mols.append({"positions": pos_j, "species": jnp.asarray(species), "mask": mask_j,
                     "energy": jnp.tanh(energy / 10.0), "forces": jnp.clip(-grad, -5.0, 5.0)})
    return mols
