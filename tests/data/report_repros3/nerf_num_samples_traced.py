# Thread: https://github.com/codestella/putting-nerf-on-a-diet/pull/11
# Shape: a jitted NeRF step takes the number of samples per ray as a plain argument and builds `linspace` with it
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp
from jax import jit


def render_rays(rays_o, rays_d, near, far, N_samples):
    z_vals = jnp.linspace(near, far, N_samples)
    pts = rays_o[..., None, :] + rays_d[..., None, :] * z_vals[..., :, None]
    return jnp.mean(pts, axis=-2)


def single_step_wojit(rays_o, rays_d, target, near, far, N_samples):
    rgb = render_rays(rays_o, rays_d, near, far, N_samples)
    return jnp.mean((rgb - target) ** 2)


single_step = jit(single_step_wojit)
single_step(jnp.zeros((4, 3)), jnp.ones((4, 3)), jnp.zeros((4, 3)), 2.0, 6.0, 16)
