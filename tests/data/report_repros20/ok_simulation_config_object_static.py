# Thread: https://github.com/jax-ml/jax/issues/14740
# Shape: the same settings object marked static (an ordinary instance hashes by identity), so its fields are Python numbers during tracing
# expect: ok
import functools

import jax
import jax.numpy as jnp


class SimulationConfig:
    def __init__(self, dt, damping):
        self.dt = dt
        self.damping = damping


@functools.partial(jax.jit, static_argnums=1)
def step(state, config):
    return state + config.dt * (-config.damping * state)


def run(state, config, n):
    for _ in range(n):
        state = step(state, config)
    return state


print(run(jnp.ones(3), SimulationConfig(dt=0.1, damping=0.5), 3))
