# Thread: https://github.com/jax-ml/jax/pull/15057
# Shape: .tolist() runs on the jitted function's concrete output, outside the trace
# expect: ok
import jax
import jax.numpy as jnp


def doubled(x):
    return x * 2


values = jax.jit(doubled)(jnp.arange(3)).tolist()
print(values)
