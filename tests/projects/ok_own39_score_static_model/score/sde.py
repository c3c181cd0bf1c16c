import jax.numpy as jnp

SIGMA = 25.0


def marginal_prob_std(t, sigma=SIGMA):
    return jnp.sqrt((sigma ** (2 * t) - 1.0) / 2.0 / jnp.log(sigma))


def diffusion_coeff(t, sigma=SIGMA):
    return sigma ** t
