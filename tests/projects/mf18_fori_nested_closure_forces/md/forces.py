import jax.numpy as jnp


def lennard_jones_forces(pos, eps=1.0, sigma=1.0):
    n = pos.shape[0]
    disp = pos[:, None, :] - pos[None, :, :]
    r2 = jnp.sum(disp**2, axis=-1) + jnp.eye(n)
    if jnp.min(r2) < 0.01:  # expect: JAX101
        raise ValueError("two particles overlap")
    inv6 = (sigma**2 / r2) ** 3
    magnitude = 24 * eps * (2 * inv6**2 - inv6) / r2 * (1 - jnp.eye(n))
    return jnp.sum(magnitude[..., None] * disp, axis=1)
