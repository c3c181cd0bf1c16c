# Thread: https://github.com/jax-ml/jax/pull/38612
# Shape: with a static `size` (and fill value) `jnp.compress` is jittable
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def positive_part(x):
    return jnp.compress(x > 0, x, size=x.shape[0], fill_value=0.0)


positive_part(jnp.array([1.0, -2.0, 3.0]))
