"""Periodic boxes: a displacement function and a shift function."""
import jax.numpy as jnp


def periodic(box_size):
    def displacement(ra, rb):
        dr = ra - rb
        return dr - box_size * jnp.round(dr / box_size)

    def shift(r, dr):
        return jnp.mod(r + dr, box_size)

    return displacement, shift


def pairwise(displacement, R, idx):
    """Displacements from every particle to its listed neighbours (padded with index N)."""
    N = R.shape[0]
    R_pad = jnp.concatenate([R, jnp.zeros((1, R.shape[1]))], axis=0)
    return displacement(R[:, None, :], R_pad[idx]), idx < N
