# Thread: https://github.com/jax-ml/jax/issues/2765
# Shape: the masked sum written with the three-argument jnp.where
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def summed_positive(thing):
    return jnp.where(thing > 0, thing, 0.0).sum()


print(summed_positive(jnp.array([1.0, -2.0, 3.0])))
