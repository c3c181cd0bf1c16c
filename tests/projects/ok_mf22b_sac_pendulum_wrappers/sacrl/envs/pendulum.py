"""The classic pendulum swing-up, as pure functions of an explicit state."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class PendulumState(NamedTuple):
    theta: jnp.ndarray
    omega: jnp.ndarray
    t: jnp.ndarray


class Pendulum:
    obs_dim, act_dim = 3, 1
    action_low, action_high = -2.0, 2.0

    def __init__(self, g=10.0, dt=0.05, max_speed=8.0):
        self.g, self.dt, self.max_speed = g, dt, max_speed

    def reset(self, key):
        theta, omega = jax.random.uniform(key, (2,), minval=-1.0, maxval=1.0)
        return PendulumState(theta * jnp.pi, omega, jnp.zeros((), jnp.int32))

    def observe(self, state):
        return jnp.stack([jnp.cos(state.theta), jnp.sin(state.theta), state.omega])

    def step(self, state, action):
        u = action[0]
        cost = state.theta ** 2 + 0.1 * state.omega ** 2 + 0.001 * u ** 2
        omega = state.omega + (3 * self.g / 2 * jnp.sin(state.theta) + 3.0 * u) * self.dt
        omega = jnp.clip(omega, -self.max_speed, self.max_speed)
        theta = jnp.mod(state.theta + omega * self.dt + jnp.pi, 2 * jnp.pi) - jnp.pi
        return PendulumState(theta, omega, state.t + 1), -cost, jnp.zeros((), bool)
