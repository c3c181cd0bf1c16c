# Thread: https://github.com/jax-ml/jax/pull/11770
# Shape: the intended use: a plain format string with the value passed as a keyword, formatted at run time
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def step(x):
    jax.debug.print("x = {x}", x=x)
    return x * 2


step(jnp.float32(1.5))
