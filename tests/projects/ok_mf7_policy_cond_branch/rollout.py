import jax
import jax.numpy as jnp

from agents import make_policy


def run():
    act = make_policy(0.1)
    key = jax.random.PRNGKey(0)
    actions = []
    for t in range(3):
        key, sub = jax.random.split(key)
        actions.append(act(jnp.array([0.1, 0.5, 0.2]) * t, sub))
    return actions
