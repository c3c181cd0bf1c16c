# Thread: https://github.com/sotetsuk/pgx/pull/877
# Shape: the README's random-play loop `while not state.terminated:` moved inside one `@jax.jit` function that plays a whole episode; the game state's `terminated` flag is then traced
# expect: TracerBoolConversionError at line 36
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


@jax.jit
def play_episode(key):
    key, subkey = jax.random.split(key)
    state = env.init(subkey)
    while not state.terminated:
        key, subkey = jax.random.split(key)
        state = env.step(state, act_randomly(subkey, state))
    return state


print(play_episode(jax.random.key(0)).steps)
