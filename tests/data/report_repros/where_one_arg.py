# Thread: https://github.com/jax-ml/jax/issues/4418
# Shape: one-argument jnp.where to find zero positions, under jit
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def zero_mask(dataset):
    ax1, ax2 = jnp.where(~dataset.any(axis=2))
    mask = jnp.ones(dataset.shape[:2])
    return mask.at[ax1, ax2].set(0)


zero_mask(jnp.ones((3, 3, 2)))
