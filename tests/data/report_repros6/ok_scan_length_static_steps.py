# Thread: https://github.com/jax-ml/jax/pull/27583
# Shape: num_steps is a static argument, as the improved docs say
# expect: ok
import functools

import jax
import jax.numpy as jnp


def euler_step(y, _):
    return y + 0.1 * (-y), y


@functools.partial(jax.jit, static_argnames="num_steps")
def solve(y0, num_steps):
    y_final, ys = jax.lax.scan(euler_step, y0, None, length=num_steps)
    return y_final


print(solve(jnp.ones(2), num_steps=10))
