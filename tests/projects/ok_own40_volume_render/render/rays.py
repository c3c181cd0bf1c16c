import jax.numpy as jnp


def camera_rays(height, width, focal):
    i, j = jnp.meshgrid(jnp.arange(width, dtype=jnp.float32), jnp.arange(height, dtype=jnp.float32), indexing="xy")
    dirs = jnp.stack([(i - width * 0.5) / focal, -(j - height * 0.5) / focal, -jnp.ones_like(i)], axis=-1)
    origins = jnp.broadcast_to(jnp.array([0.0, 0.0, 2.0]), dirs.shape)
    return origins.reshape(-1, 3), dirs.reshape(-1, 3)


def sample_points(origin, direction, near, far, n_samples):
    t = jnp.linspace(near, far, n_samples)
    return origin + t[:, None] * direction, t
