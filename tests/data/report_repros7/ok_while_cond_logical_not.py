# Thread: https://github.com/jax-ml/jax/issues/2708
# Shape: the answer in the thread: jnp.logical_not keeps the condition traced
# expect: ok
from jax import numpy as jnp
from jax.lax import while_loop


def bf(x):
    return x + 1.0


def cf_ac(x):
    return jnp.logical_not(jnp.allclose(x, 10.0))


print(while_loop(cf_ac, bf, 0.0))
