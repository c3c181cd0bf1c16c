"""Double DQN with a target network and a hand-written SGD-with-momentum update."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

from .base import Agent
from .exploration import epsilon_greedy
from .networks import mlp_apply, mlp_init


class DQNState(NamedTuple):
    params: list
    target: list
    momentum: list
    updates: jax.Array


class DQN(Agent):
    def __init__(self, obs_dim, n_actions, hidden=64, gamma=0.99, lr=1e-3, target_every=50):
        self.sizes = [obs_dim, hidden, hidden, n_actions]
        self.gamma = gamma
        self.lr = lr
        self.target_every = target_every

    def init(self, key):
        params = mlp_init(key, self.sizes)
        zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
        return DQNState(params, params, zeros, jnp.zeros((), jnp.int32))

    def act(self, params, key, obs, epsilon):
        return epsilon_greedy(key, mlp_apply(params, obs), epsilon)

    def loss(self, params, target, batch):
        obs, action, reward, next_obs, done = batch
        q = jnp.take_along_axis(mlp_apply(params, obs), action[:, None], axis=-1)[:, 0]
        best = jnp.argmax(mlp_apply(params, next_obs), axis=-1)
        q_next = jnp.take_along_axis(mlp_apply(target, next_obs), best[:, None], axis=-1)[:, 0]
        y = reward + self.gamma * (1.0 - done) * jax.lax.stop_gradient(q_next)
        return jnp.mean(optax_huber(q - y))

    def update(self, state, batch):
        loss, grads = jax.value_and_grad(self.loss)(state.params, state.target, batch)
        momentum = jax.tree_util.tree_map(lambda m, g: 0.9 * m + g, state.momentum, grads)
        params = jax.tree_util.tree_map(lambda p, m: p - self.lr * m, state.params, momentum)
        n = state.updates + 1
        target = jax.tree_util.tree_map(lambda t, p: jnp.where(n % self.target_every == 0, p, t), state.target, params)
        return DQNState(params, target, momentum, n), loss


def optax_huber(x, delta=1.0):
    a = jnp.abs(x)
    return jnp.where(a < delta, 0.5 * x ** 2, delta * (a - 0.5 * delta))
