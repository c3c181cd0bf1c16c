# Thread: https://github.com/pnkraemer/probdiffeq/pull/813
# Shape: a jitted solver step falls back to a default with `output_scale or 1.0`, where output_scale is a traced array
# expect: TracerBoolConversionError at line 12
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("num_steps",))
def solve(y0, dt, output_scale=None, num_steps=4):
    scale = output_scale or 1.0
    y = y0
    for _ in range(num_steps):
        y = y + dt * scale * jnp.sin(y)
    return y


print(solve(jnp.array(0.5), 0.1, output_scale=jnp.array(2.0)))
