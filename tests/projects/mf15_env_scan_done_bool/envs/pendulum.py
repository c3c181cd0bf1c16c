from typing import NamedTuple

import jax.numpy as jnp


class PendulumState(NamedTuple):
    theta: jnp.ndarray
    omega: jnp.ndarray
    t: jnp.ndarray


class Pendulum:
    max_steps = 50
    dt = 0.05

    def reset(self):
        return PendulumState(jnp.array(0.1), jnp.array(0.0), jnp.array(0))

    def step(self, state, action):
        omega = state.omega + self.dt * (-9.8 * jnp.sin(state.theta) + action)
        theta = state.theta + self.dt * omega
        nxt = PendulumState(theta, omega, state.t + 1)
        reward = -(theta ** 2)
        done = bool(nxt.t >= self.max_steps)  # expect: JAX105
        if done:
            nxt = self.reset()
        return nxt, reward
