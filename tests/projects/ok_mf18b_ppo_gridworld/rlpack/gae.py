"""Generalized advantage estimation as a reverse scan over time."""
import jax.numpy as jnp
from jax import lax


def compute_gae(rewards, values, dones, last_value, gamma, lam):
    def body(carry, inputs):
        gae, next_value = carry
        reward, value, done = inputs
        nonterminal = 1.0 - done
        delta = reward + gamma * next_value * nonterminal - value
        gae = delta + gamma * lam * nonterminal * gae
        return (gae, value), gae

    init = (jnp.zeros_like(last_value), last_value)
    _, adv = lax.scan(body, init, (rewards, values, dones.astype(jnp.float32)), reverse=True)
    return adv, adv + values
