"""A shared-torso actor-critic MLP."""
import jax
import jax.numpy as jnp


def _linear(key, n_in, n_out, scale):
    return {"w": jax.random.orthogonal(key, max(n_in, n_out))[:n_in, :n_out] * scale, "b": jnp.zeros(n_out)}


def init_actor_critic(key, obs_dim, n_actions, hidden):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    return {
        "torso": [_linear(k1, obs_dim, hidden, jnp.sqrt(2.0)), _linear(k2, hidden, hidden, jnp.sqrt(2.0))],
        "pi": _linear(k3, hidden, n_actions, 0.01),
        "v": _linear(k4, hidden, 1, 1.0),
    }


def actor_critic(params, obs):
    h = obs
    for layer in params["torso"]:
        h = jnp.tanh(h @ layer["w"] + layer["b"])
    logits = h @ params["pi"]["w"] + params["pi"]["b"]
    value = (h @ params["v"]["w"] + params["v"]["b"])[..., 0]
    return logits, value
