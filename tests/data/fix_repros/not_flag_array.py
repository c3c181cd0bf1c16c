"""`if not done:` on a traced boolean inside an environment step under scan (TracerBoolConversionError).

kind: where
run: main()
"""
import jax
import jax.numpy as jnp
from jax import lax


def env_step(state, action):
    pos, done = state
    if not done:
        pos = pos + action
        done = pos > 3.0
    return (pos, done), pos


@jax.jit
def rollout(actions):
    return lax.scan(env_step, (0.0, False), actions)


def main():
    return rollout(jnp.array([1.0, 2.0, 1.0, 1.0]))
