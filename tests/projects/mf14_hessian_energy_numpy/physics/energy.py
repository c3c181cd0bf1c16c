import jax.numpy as jnp
import numpy as np


def spring(pos, k=1.0):
    return 0.5 * k * jnp.sum(pos**2)


def pair(pos):
    d = pos[:, None, :] - pos[None, :, :]
    r = np.linalg.norm(d + 1e-3, axis=-1)  # expect: JAX501
    return jnp.sum(1.0 / r)


def total(pos):
    return spring(pos) + pair(pos)
