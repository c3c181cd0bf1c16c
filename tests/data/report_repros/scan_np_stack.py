# Thread: https://github.com/google/brax/issues/227
# Shape: np.stack on the carry inside a lax.scan body
# expect: TracerArrayConversionError at line 11
import jax
import jax.numpy as jnp
import numpy as np


def rollout(state, actions):
    def f(carry, action):
        pos = np.stack([carry, action])
        return carry + action, pos

    return jax.lax.scan(f, state, actions)


rollout(jnp.zeros(3), jnp.ones((5, 3)))
