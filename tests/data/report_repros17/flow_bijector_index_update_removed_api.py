# Thread: https://github.com/jfcrenshaw/pzflow/issues/62
# Shape: a normalizing-flow bijector written against the old API updates a column with `jax.ops.index_update(outputs, jax.ops.index[:, col], ...)`; `jax.ops.index_update` is gone (AttributeError), the issue moves to `.at[idx]`
# expect: AttributeError at line 10
import jax
import jax.numpy as jnp


def shift_column(inputs, col, shift):
    outputs = inputs
    outputs = jax.ops.index_update(outputs, jax.ops.index[:, col], inputs[:, col] + shift)
    return outputs


x = jnp.ones((3, 2))
print(jax.jit(shift_column, static_argnums=1)(x, 1, 0.5))
