"""Pair potentials summed over a neighbour list, with a smooth cutoff."""
from functools import partial

import jax.numpy as jnp

from .space import pairwise


def soft_cutoff(dr, r_onset, r_cutoff):
    x = (dr - r_onset) / (r_cutoff - r_onset)
    smooth = 1.0 - 3.0 * x ** 2 + 2.0 * x ** 3
    return jnp.where(dr > r_onset, smooth, 1.0)


def lennard_jones(dr, sigma=1.0, epsilon=1.0):
    inv = (sigma / dr) ** 6
    return 4.0 * epsilon * (inv ** 2 - inv)


def morse(dr, sigma=1.0, epsilon=1.0, alpha=5.0):
    e = jnp.exp(-alpha * (dr - sigma))
    return epsilon * (e ** 2 - 2.0 * e)


PAIRS = {"lj": lennard_jones, "morse": morse}


def pair_neighbor_list(displacement, pair, r_onset=2.0, r_cutoff=2.5, **params):
    pair_fn = partial(PAIRS[pair], **params) if isinstance(pair, str) else partial(pair, **params)

    def energy_fn(R, neighbor):
        dR, valid = pairwise(displacement, R, neighbor.idx)
        dr = jnp.sqrt(jnp.sum(dR ** 2, axis=-1) + 1e-12)
        dr = jnp.where(valid, dr, r_cutoff)
        e = pair_fn(dr) * soft_cutoff(dr, r_onset, r_cutoff)
        e = jnp.where(valid & (dr < r_cutoff), e, 0.0)
        return 0.5 * jnp.sum(e)

    return energy_fn
