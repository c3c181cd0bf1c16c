# Thread: https://github.com/jax-ml/jax/issues/3180
# Shape: casting with jnp.float32(x) inside jit (broke jit in 2020, fixed since)
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def normalize(x):
    scale = jnp.float32(x.sum())
    return x / scale


print(normalize(jnp.arange(1, 5)))
