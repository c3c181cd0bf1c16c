import jax
import jax.numpy as jnp

from score.sde import marginal_prob_std


def score_loss(model, x, key, eps=1e-5):
    t_key, z_key = jax.random.split(key)
    t = jax.random.uniform(t_key, (x.shape[0],), minval=eps, maxval=1.0)
    z = jax.random.normal(z_key, x.shape)
    std = marginal_prob_std(t)[:, None]
    perturbed = x + z * std
    score = jax.vmap(model)(perturbed, t)
    return jnp.mean(jnp.sum((score * std + z) ** 2, axis=1))
