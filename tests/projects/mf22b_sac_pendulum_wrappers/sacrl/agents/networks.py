"""MLPs for the critics and a tanh-squashed Gaussian policy."""
import math

import jax
import jax.numpy as jnp

LOG_STD_MIN, LOG_STD_MAX = -5.0, 2.0


def mlp_init(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [{"w": jax.random.normal(k, (a, b)) / math.sqrt(a), "b": jnp.zeros(b)}
            for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


def mlp_apply(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]


class GaussianPolicy:
    def __init__(self, obs_dim, act_dim, hidden):
        self.sizes = (obs_dim, hidden, hidden, 2 * act_dim)
        self.act_dim = act_dim

    def init(self, key):
        return mlp_init(key, self.sizes)

    def sample(self, params, obs, key):
        out = mlp_apply(params, obs)
        mean, log_std = out[..., :self.act_dim], out[..., self.act_dim:]
        log_std = max(LOG_STD_MIN, min(log_std, LOG_STD_MAX))  # expect: JAX103
        std = jnp.exp(log_std)
        u = mean + std * jax.random.normal(key, mean.shape)
        action = jnp.tanh(u)
        log_prob = jnp.sum(-0.5 * ((u - mean) / std) ** 2 - log_std - 0.5 * math.log(2 * math.pi), axis=-1)
        log_prob -= jnp.sum(jnp.log(1.0 - action ** 2 + 1e-6), axis=-1)
        return action, log_prob
