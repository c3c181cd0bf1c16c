import jax
import jax.numpy as jnp

from envs import Pendulum

ENV = Pendulum()


def policy(state):
    return -2.0 * state.theta - 0.5 * state.omega


def collect(n_steps):
    def body(state, _):
        action = policy(state)
        state, reward = ENV.step(state, action)
        return state, reward

    _, rewards = jax.lax.scan(body, ENV.reset(), None, length=n_steps)
    return rewards


def run():
    return collect(20).sum()
