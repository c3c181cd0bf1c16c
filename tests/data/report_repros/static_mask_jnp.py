# Thread: https://github.com/jax-ml/jax/issues/4471
# Shape: a boolean mask built with jnp from static sizes inside jit
# expect: NonConcreteBooleanIndexError at line 10
import jax
import jax.numpy as jnp


def create_mask_inside_jitted_function(x, y):
    mask = jnp.arange(x.shape[0]) < 3
    return x[mask].sum() + y


jax.jit(create_mask_inside_jitted_function)(jnp.arange(5.0), 1.0)
