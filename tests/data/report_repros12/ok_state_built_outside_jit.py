# Thread: https://github.com/chaobrain/brainstate/pull/207
# Shape: the jitted function returns the new value and the State is built and registered outside the trace
# expect: ok
import jax
import jax.numpy as jnp

ALL_STATES = []


class State:
    def __init__(self, value):
        self.value = value
        ALL_STATES.append(self)


weights = State(jnp.ones(3))


@jax.jit
def step(x):
    return jnp.tanh(weights.value * x)


hidden = State(step(jnp.arange(3.0)))
total = 0.0
for state in ALL_STATES:
    total = total + jnp.sum(state.value)
print(total)
