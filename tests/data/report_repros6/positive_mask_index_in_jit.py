# Thread: https://github.com/jax-ml/jax/issues/2765
# Shape: keep the positive entries with a boolean mask of a traced array inside a jitted step
# expect: NonConcreteBooleanIndexError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def summed_positive(thing):
    thing = thing[thing > 0]
    return thing.sum()


print(summed_positive(jnp.array([1.0, -2.0, 3.0])))
