import jax
import jax.numpy as jnp

from rl.policy import init_policy
from train import update_jit


def fake_rollout(key, horizon=16, obs_dim=4, act_dim=2):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "obs": jax.random.normal(k1, (horizon, obs_dim)),
        "actions": jax.random.normal(k2, (horizon, act_dim)),
        "rewards": jax.random.uniform(k3, (horizon,)),
        "dones": jnp.zeros(horizon).at[7].set(1.0),
        "last_value": jnp.float32(0.0),
    }


def main():
    key = jax.random.PRNGKey(0)
    k_init, k_roll = jax.random.split(key)
    params = init_policy(k_init, 4, 2)
    params = update_jit(params, fake_rollout(k_roll), epochs=3)
    return float(jnp.sum(params["pi"]))
