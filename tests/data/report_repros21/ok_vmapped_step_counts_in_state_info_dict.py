# Thread: https://github.com/sotetsuk/pgx/pull/781
# Shape: a jitted, vmapped step reads the `info` dict (`_info` in the thread) out of its state argument, bumps `info["count"]` in place and puts the dict back with `_replace`; the dict is the trace's own copy, so nothing escapes
# expect: ok
from typing import NamedTuple

import jax
import jax.numpy as jnp


class State(NamedTuple):
    board: jax.Array
    terminated: jax.Array
    info: dict


def env_init(key):
    return State(jax.random.uniform(key, (3,)), jnp.bool_(False), {"count": jnp.int32(0)})


def env_step(state, action):
    board = state.board.at[action].add(-0.5)
    return state._replace(board=board, terminated=jnp.all(board <= 0))


@jax.jit
@jax.vmap
def step_fn(state, action):
    state = env_step(state, action)
    info = state.info
    info["count"] += jnp.int32(1)
    return state._replace(info=info)


keys = jax.random.split(jax.random.key(0), 3)
state = jax.jit(jax.vmap(env_init))(keys)
for _ in range(4):
    state = step_fn(state, jnp.zeros(3, dtype=jnp.int32))
print(state.info["count"])
