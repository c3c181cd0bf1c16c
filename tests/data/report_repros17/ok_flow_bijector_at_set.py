# Thread: https://github.com/jfcrenshaw/pzflow/issues/62
# Shape: the bijector after the move the issue asks for: `outputs.at[:, col].set(inputs[:, col] + shift)`
# expect: ok
import jax
import jax.numpy as jnp


def shift_column(inputs, col, shift):
    outputs = inputs
    outputs = outputs.at[:, col].set(inputs[:, col] + shift)
    return outputs


x = jnp.ones((3, 2))
print(jax.jit(shift_column, static_argnums=1)(x, 1, 0.5))
