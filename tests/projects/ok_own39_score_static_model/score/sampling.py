import equinox as eqx
import jax
import jax.numpy as jnp

from score.sde import diffusion_coeff, marginal_prob_std


@eqx.filter_jit
def euler_maruyama(model, key, num_samples, num_steps, eps=1e-3):
    init_key, key = jax.random.split(key)
    x = jax.random.normal(init_key, (num_samples, 2)) * marginal_prob_std(1.0)
    times = jnp.linspace(1.0, eps, num_steps)
    dt = times[0] - times[1]

    def step(carry, t):
        x, key = carry
        key, noise_key = jax.random.split(key)
        g = diffusion_coeff(t)
        mean_x = x + (g ** 2) * jax.vmap(model, in_axes=(0, None))(x, t) * dt
        x = mean_x + jnp.sqrt(dt) * g * jax.random.normal(noise_key, x.shape)
        return (x, key), None

    (x, _), _ = jax.lax.scan(step, (x, key), times)
    return x
