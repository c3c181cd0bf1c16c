# Thread: https://github.com/jax-ml/jax/issues/14740
# Shape: a plain settings class instance handed to a `@jax.jit` step as an ordinary (traced) argument; an object with no dtype is not a valid JAX argument
# expect: TypeError at line 21
import jax
import jax.numpy as jnp


class SimulationConfig:
    def __init__(self, dt, damping):
        self.dt = dt
        self.damping = damping


@jax.jit
def step(state, config):
    return state + config.dt * (-config.damping * state)


def run(state, config, n):
    for _ in range(n):
        state = step(state, config)
    return state


print(run(jnp.ones(3), SimulationConfig(dt=0.1, damping=0.5), 3))
