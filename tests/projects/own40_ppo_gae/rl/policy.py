import jax
import jax.numpy as jnp


def init_policy(key, obs_dim, act_dim):
    k1, k2 = jax.random.split(key)
    return {
        "pi": jax.random.normal(k1, (obs_dim, act_dim)) * 0.1,
        "v": jax.random.normal(k2, (obs_dim,)) * 0.1,
        "log_std": jnp.zeros(act_dim),
    }


def log_prob(params, obs, actions):
    mean = obs @ params["pi"]
    std = jnp.exp(params["log_std"])
    return jnp.sum(-0.5 * ((actions - mean) / std) ** 2 - params["log_std"] - 0.5 * jnp.log(2 * jnp.pi), axis=-1)


def value(params, obs):
    return obs @ params["v"]
