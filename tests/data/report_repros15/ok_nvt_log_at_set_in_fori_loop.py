# Thread: https://github.com/jax-md/jax-md/issues/188
# Shape: the fix in the notebook: the fori_loop body writes the logs with `log['kT'].at[i].set(T)`, the `.at` update that replaced `ops.index_update`
# expect: ok
from typing import NamedTuple

import jax.numpy as jnp
from jax import lax, random


class NVTState(NamedTuple):
    position: jnp.ndarray
    velocity: jnp.ndarray


def energy_fn(position):
    return 0.5 * jnp.sum(position ** 2)


def temperature(velocity):
    return jnp.mean(velocity ** 2)


def apply_fn(state, kT, dt=1e-2, gamma=0.1):
    force = -position_grad(state.position)
    velocity = (1 - gamma * dt) * state.velocity + dt * force + gamma * dt * kT
    return NVTState(state.position + dt * velocity, velocity)


def position_grad(position):
    return position


def step_fn(i, state_and_log):
    state, log = state_and_log
    T = temperature(state.velocity)
    log['kT'] = log['kT'].at[i].set(T)
    H = energy_fn(state.position) + 0.5 * jnp.sum(state.velocity ** 2)
    log['H'] = log['H'].at[i].set(H)
    state = apply_fn(state, kT=0.1)
    return state, log


steps = 20
key = random.key(0)
state = NVTState(random.normal(key, (8, 2)), jnp.zeros((8, 2)))
log = {'kT': jnp.zeros((steps,)), 'H': jnp.zeros((steps,))}
state, log = lax.fori_loop(0, steps, step_fn, (state, log))
print(log['kT'][-1], log['H'][-1])
