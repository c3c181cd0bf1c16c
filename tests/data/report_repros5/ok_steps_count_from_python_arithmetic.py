# Thread: https://github.com/jax-ml/jax/issues/12047
# Shape: the step count is computed with Python arithmetic on the concrete bounds before jnp.arange
# expect: ok
import math

import jax
import jax.numpy as jnp


def number_of_steps(t0, t1, step_size):
    return math.ceil((t1 - t0) / step_size)


def integrate(x, t0, t1, step_size):
    n = number_of_steps(t0, t1, step_size)
    s = jnp.sum(jnp.arange(n))
    return x ** s


print(jax.jit(integrate, static_argnums=(1, 2, 3))(1.5, 0.0, 1.0, 0.25))
