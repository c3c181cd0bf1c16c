import jax.numpy as jnp

from render.field import query
from render.rays import sample_points


def composite(density, color, t, white_background=True):
    deltas = jnp.concatenate([t[1:] - t[:-1], jnp.array([1e10])])
    alpha = 1.0 - jnp.exp(-density * deltas)
    transmittance = jnp.cumprod(jnp.concatenate([jnp.ones(1), 1.0 - alpha[:-1] + 1e-10]))
    weights = alpha * transmittance
    rgb = jnp.sum(weights[:, None] * color, axis=0)
    if white_background:
        rgb = rgb + (1.0 - jnp.sum(weights))
    return rgb


def render_ray(params, origin, direction, near, far, n_samples):
    points, t = sample_points(origin, direction, near, far, n_samples)
    density, color = query(params, points)
    return composite(density, color, t)
