# Thread: https://github.com/sotetsuk/pgx/pull/877
# Shape: the pull request's own loop: `init` and `step` are jitted and the `while not state.terminated:` loop runs eagerly, on concrete states
# expect: ok
from typing import NamedTuple

import jax
import jax.numpy as jnp


class State(NamedTuple):
    board: jax.Array
    steps: jax.Array
    terminated: jax.Array


class CountdownGame:
    def init(self, key):
        return State(jax.random.randint(key, (3,), 1, 4), jnp.int32(0), jnp.bool_(False))

    def step(self, state, action):
        board = state.board.at[action].add(-1)
        return State(board, state.steps + 1, jnp.all(board <= 0) | (state.steps >= 20))


def act_randomly(key, state):
    return jax.random.randint(key, (), 0, state.board.shape[0])


env = CountdownGame()
init = jax.jit(env.init)
step = jax.jit(env.step)

states = []
key = jax.random.key(0)
key, subkey = jax.random.split(key)
state = init(subkey)
states.append(state)
while not state.terminated:
    key, subkey = jax.random.split(key)
    state = step(state, act_randomly(subkey, state))
    states.append(state)
print(len(states))
