# Thread: https://github.com/jax-ml/jax/issues/13769
# Shape: split points computed with jnp.cumsum of the section sizes inside jit
# expect: ConcretizationTypeError at line 12
import jax
import jax.numpy as jnp

SIZES = (2, 3, 3)


@jax.jit
def split_heads(x):
    return jnp.split(x, jnp.cumsum(jnp.array(SIZES))[:-1])


print([p.shape for p in split_heads(jnp.arange(8.0))])
