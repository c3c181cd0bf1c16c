"""Cart-pole dynamics (Barto, Sutton and Anderson), explicit Euler."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

from .base import Env, TimeStep


class CartPoleState(NamedTuple):
    x: jax.Array
    x_dot: jax.Array
    theta: jax.Array
    theta_dot: jax.Array


class CartPole(Env):
    obs_dim = 4
    n_actions = 2

    def __init__(self, force_mag=10.0, tau=0.02, x_threshold=2.4, theta_threshold=0.21):
        self.force_mag = force_mag
        self.tau = tau
        self.x_threshold = x_threshold
        self.theta_threshold = theta_threshold
        self.gravity, self.mass_cart, self.mass_pole, self.length = 9.8, 1.0, 0.1, 0.5

    def reset(self, key):
        s = jax.random.uniform(key, (4,), minval=-0.05, maxval=0.05)
        state = CartPoleState(*s)
        return state, jnp.stack(state)

    def step(self, state, action):
        force = jnp.where(action == 1, self.force_mag, -self.force_mag)
        total = self.mass_cart + self.mass_pole
        pml = self.mass_pole * self.length
        cos, sin = jnp.cos(state.theta), jnp.sin(state.theta)
        temp = (force + pml * state.theta_dot ** 2 * sin) / total
        theta_acc = (self.gravity * sin - cos * temp) / (self.length * (4.0 / 3.0 - self.mass_pole * cos ** 2 / total))
        x_acc = temp - pml * theta_acc * cos / total
        new = CartPoleState(state.x + self.tau * state.x_dot, state.x_dot + self.tau * x_acc,
                            state.theta + self.tau * state.theta_dot, state.theta_dot + self.tau * theta_acc)
        done = (jnp.abs(new.x) > self.x_threshold) or (jnp.abs(new.theta) > self.theta_threshold)  # expect: JAX102
        return new, TimeStep(jnp.stack(new), jnp.ones(()), done)
