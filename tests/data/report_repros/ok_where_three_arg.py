# Thread: https://github.com/jax-ml/jax/issues/4418
# Shape: the maintainer's three-argument jnp.where
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def zero_mask(dataset):
    return jnp.where(~dataset.any(axis=2), 0, 1)


zero_mask(jnp.ones((3, 3, 2)))
