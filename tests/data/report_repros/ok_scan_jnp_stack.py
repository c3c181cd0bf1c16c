# Thread: https://github.com/google/brax/issues/227
# Shape: jnp.stack in the scan body
# expect: ok
import jax
import jax.numpy as jnp


def rollout(state, actions):
    def f(carry, action):
        pos = jnp.stack([carry, action])
        return carry + action, pos

    return jax.lax.scan(f, state, actions)


rollout(jnp.zeros(3), jnp.ones((5, 3)))
