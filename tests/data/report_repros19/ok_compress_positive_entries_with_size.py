# Thread: https://github.com/jax-ml/jax/issues/38603
# Shape: the resolution: with a static `size=` (and a fill value) `jnp.compress` has a fixed output shape and runs under jit
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def positive_entries(x):
    return jnp.compress(x > 0, x, size=x.shape[0], fill_value=0.0)


x = jnp.array([1.0, -1.0, 2.0, 0.0])
print(positive_entries(x))
