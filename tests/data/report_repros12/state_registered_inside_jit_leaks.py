# Thread: https://github.com/chaobrain/brainstate/pull/207
# Shape: a State registers itself in a module-level list when it is built; one built inside a jitted function keeps a tracer that escapes through that list
# expect: UnexpectedTracerError at line 28; cause line 13
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
    hidden = State(jnp.tanh(weights.value * x))
    return jnp.sum(hidden.value)


print(step(jnp.arange(3.0)))
total = 0.0
for state in ALL_STATES:
    total = total + jnp.sum(state.value)
print(total)
