"""A square grid: start anywhere, reach the far corner; a small cost per move."""
import jax
import jax.numpy as jnp

from .base import Env, EnvState

MOVES = [(-1, 0), (1, 0), (0, -1), (0, 1)]  # up, down, left, right


class GridWorld(Env):
    n_actions = len(MOVES)

    def __init__(self, size=4, max_steps=12, step_cost=0.05):
        self.size = size
        self.max_steps = max_steps
        self.step_cost = step_cost
        self.goal = jnp.array([size - 1, size - 1])

    @property
    def obs_dim(self) -> int:
        return 2 * self.size

    def observe(self, state):
        return jnp.concatenate([jax.nn.one_hot(state.pos[0], self.size), jax.nn.one_hot(state.pos[1], self.size)])

    def reset(self, key):
        state = EnvState(pos=jax.random.randint(key, (2,), 0, self.size), t=jnp.zeros((), jnp.int32))
        return state, self.observe(state)

    def step(self, state, action):
        delta = jnp.array(MOVES)[action]
        pos = jnp.clip(state.pos + delta, 0, self.size - 1)
        at_goal = jnp.all(pos == self.goal)
        t = state.t + 1
        done = at_goal | (t >= self.max_steps)
        reward = jnp.where(at_goal, 1.0, -self.step_cost)
        new_state = EnvState(pos=pos, t=t)
        return new_state, self.observe(new_state), reward, done
