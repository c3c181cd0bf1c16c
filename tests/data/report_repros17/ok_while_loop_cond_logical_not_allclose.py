# Thread: https://github.com/jax-ml/jax/issues/2708
# Shape: the answer's fix: the condition negates with `jnp.logical_not(jnp.allclose(x, 10.0))`, which stays an array operation
# expect: ok
import jax.numpy as jnp
from jax.lax import while_loop


def bf(x):
    return x + 1.0


def cf_ac(x):
    return jnp.logical_not(jnp.allclose(x, 10.0))


def cf_explicit(x):
    return jnp.abs(x - 10.0) > 1e-4


print(while_loop(cf_explicit, bf, 0.0))
print(while_loop(cf_ac, bf, 0.0))
