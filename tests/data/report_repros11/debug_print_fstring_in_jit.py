# Thread: https://github.com/jax-ml/jax/pull/11770
# Shape: jax.debug.print given an f-string inside jit: the f-string is formatted at trace time, so it prints the tracer
# expect: printed-tracer at line 10
import jax
import jax.numpy as jnp


@jax.jit
def step(x):
    jax.debug.print(f"x = {x}")
    return x * 2


step(jnp.float32(1.5))
