import jax.numpy as jnp


def compute_gae(rewards, values, dones, last_value, gamma=0.99, lam=0.95):
    horizon = rewards.shape[0]
    advantages = jnp.zeros_like(rewards)
    gae = 0.0
    next_value = last_value
    for t in reversed(range(horizon)):
        delta = rewards[t] + gamma * next_value * (1.0 - dones[t]) - values[t]
        gae = delta + gamma * lam * (1.0 - dones[t]) * gae
        advantages[t] = gae  # expect: JAX701
        next_value = values[t]
    return advantages, advantages + values
