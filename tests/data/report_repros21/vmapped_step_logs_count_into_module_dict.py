# Thread: https://github.com/sotetsuk/pgx/pull/781
# Shape: the step count is logged into a module-level `episode_info` dict from inside the jitted, vmapped step instead of the state's own fields; the dict keeps a tracer and the eager summary after the loop meets it
# expect: UnexpectedTracerError at line 41; cause line 33
from typing import NamedTuple

import jax
import jax.numpy as jnp


class State(NamedTuple):
    board: jax.Array
    terminated: jax.Array
    count: jax.Array


def env_init(key):
    return State(jax.random.uniform(key, (3,)), jnp.bool_(False), jnp.int32(0))


def env_step(state, action):
    board = state.board.at[action].add(-0.5)
    return state._replace(board=board, terminated=jnp.all(board <= 0))


episode_info = {}


@jax.jit
@jax.vmap
def step_fn(state, action):
    state = env_step(state, action)
    state = state._replace(count=state.count + 1)
    episode_info["count"] = state.count
    return state


keys = jax.random.split(jax.random.key(0), 3)
state = jax.jit(jax.vmap(env_init))(keys)
for _ in range(4):
    state = step_fn(state, jnp.zeros(3, dtype=jnp.int32))
print(jnp.sum(episode_info["count"]))
