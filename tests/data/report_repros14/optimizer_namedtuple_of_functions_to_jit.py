# Thread: https://github.com/jax-ml/jax/issues/953
# Shape: an Optimizer NamedTuple of the (init, update, get) functions returned by an optimizer factory, passed as the first argument of a jitted episode function; its leaves are functions, not arrays
# expect: TypeError at line 48
from typing import Any, Callable, NamedTuple

import jax
import jax.numpy as jnp
from jax import jit


class Optimizer(NamedTuple):
    init: Callable[[Any], Any]
    update: Callable[[int, Any, Any], Any]
    get: Callable[[Any], Any]


def momentum(step_size, mass=0.9):
    def init(params):
        return params, jax.tree_util.tree_map(jnp.zeros_like, params)

    def update(i, grads, state):
        params, velocity = state
        velocity = jax.tree_util.tree_map(lambda v, g: mass * v + g, velocity, grads)
        params = jax.tree_util.tree_map(lambda p, v: p - step_size * v, params, velocity)
        return params, velocity

    def get(state):
        return state[0]

    return init, update, get


def loss(params, batch):
    x, y = batch
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


def ddpg_episode(optimizer, opt_state, batch, num_steps=5):
    for i in range(num_steps):
        grads = jax.grad(loss)(optimizer.get(opt_state), batch)
        opt_state = optimizer.update(i, grads, opt_state)
    return opt_state


optimizer = Optimizer(*momentum(step_size=1e-3))
opt_state = optimizer.init({"w": jnp.zeros((3, 1)), "b": jnp.zeros(1)})
batch = (jnp.ones((8, 3)), jnp.ones((8, 1)))
opt_state = jit(ddpg_episode)(optimizer, opt_state, batch)
print(optimizer.get(opt_state)["b"])
