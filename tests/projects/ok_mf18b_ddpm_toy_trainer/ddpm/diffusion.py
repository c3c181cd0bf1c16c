"""Forward noising, the training objective, and one reverse step."""
import jax
import jax.numpy as jnp


def q_sample(schedule, x0, t, noise):
    a = schedule["sqrt_ab"][t][:, None]
    s = schedule["sqrt_1mab"][t][:, None]
    return a * x0 + s * noise


def denoising_loss(model, params, schedule, x0, key, n_steps):
    k_t, k_n = jax.random.split(key)
    t = jax.random.randint(k_t, (x0.shape[0],), 0, n_steps)
    noise = jax.random.normal(k_n, x0.shape)
    xt = q_sample(schedule, x0, t, noise)
    pred = model.apply(params, xt, t)
    return jnp.mean((pred - noise) ** 2)


def p_step(model, params, schedule, x, t, key):
    """x_t -> x_{t-1}: the posterior mean, plus noise except at the last step."""
    beta = schedule["betas"][t]
    alpha = schedule["alphas"][t]
    ab = schedule["alpha_bars"][t]
    eps = model.apply(params, x, jnp.full((x.shape[0],), t))
    mean = (x - beta / jnp.sqrt(1.0 - ab) * eps) / jnp.sqrt(alpha)
    sigma = jnp.where(t > 0, jnp.sqrt(beta), 0.0)
    return mean + sigma * jax.random.normal(key, x.shape)
