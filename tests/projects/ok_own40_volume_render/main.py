import jax
import jax.numpy as jnp

from render.field import init_field
from render.rays import camera_rays
from render.volume import render_ray


def render_image(params, origins, dirs, near=0.5, far=4.0, n_samples=32):
    per_ray = jax.vmap(render_ray, in_axes=(None, 0, 0, None, None, None))
    return per_ray(params, origins, dirs, near, far, n_samples)


def main():
    params = init_field(jax.random.PRNGKey(0))
    origins, dirs = camera_rays(8, 8, 10.0)
    image = jax.jit(render_image, static_argnames="n_samples")(params, origins, dirs, near=0.5, far=4.0, n_samples=16)
    return float(jnp.mean(image))
