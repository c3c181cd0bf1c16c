# Thread: https://github.com/jax-ml/jax/pull/2508
# Shape: jnp.split's section count is an argument of the jitted function
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def chunks(x, num_chunks):
    parts = jnp.split(x, num_chunks)
    return jnp.stack([p.sum() for p in parts])


jax.jit(chunks)(jnp.arange(6.0), 3)
