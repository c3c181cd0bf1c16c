import jax.numpy as jnp


class Chain:
    """An n-state chain: action 1 moves right, action 0 goes back to the start; reward at the end."""

    def __init__(self, n_states=8):
        self.n_states = n_states

    def reset(self):
        return jnp.int32(0)

    def step(self, state, action):
        nxt = jnp.where(action == 1, jnp.minimum(state + 1, self.n_states - 1), 0)
        reward = 1.0 if nxt == self.n_states - 1 else 0.0  # expect: JAX101
        return nxt, reward
