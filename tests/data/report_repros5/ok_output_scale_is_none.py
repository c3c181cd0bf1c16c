# Thread: https://github.com/pnkraemer/probdiffeq/pull/813
# Shape: the fallback tests `output_scale is None`, which is decided at trace time
# expect: ok
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("num_steps",))
def solve(y0, dt, output_scale=None, num_steps=4):
    scale = 1.0 if output_scale is None else output_scale
    y = y0
    for _ in range(num_steps):
        y = y + dt * scale * jnp.sin(y)
    return y


print(solve(jnp.array(0.5), 0.1, output_scale=jnp.array(2.0)))
