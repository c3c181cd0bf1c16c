"""Kinetic energy, temperature and a logging hook."""
import jax.numpy as jnp


def kinetic_energy(v):
    return 0.5 * jnp.sum(v ** 2)


def temperature(v):
    dof = v.shape[0] * v.shape[1] - v.shape[1]
    return 2.0 * kinetic_energy(v) / dof


class Logger:
    def __init__(self):
        self.rows = []

    def __call__(self, chunk, state):
        self.rows.append((chunk, float(temperature(state["v"]))))
