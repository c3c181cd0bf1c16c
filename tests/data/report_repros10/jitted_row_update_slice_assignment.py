# Thread: https://github.com/jax-ml/jax/issues/2219
# Shape: a jitted update sets a row of its argument in place (`state[idx] = row`)
# expect: TypeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def write_row(state, idx, row):
    state[idx] = row
    return state


print(write_row(jnp.zeros((3, 2)), 1, jnp.ones(2)))
