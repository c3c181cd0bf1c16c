# Thread: https://github.com/jax-ml/jax/issues/14279
# Shape: a jitted buffer constructor whose width is a traced argument
# expect: TypeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def make_buffer(width):
    return jnp.zeros((8, width))


make_buffer(16)
