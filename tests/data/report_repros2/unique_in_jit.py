# Thread: https://github.com/jax-ml/jax/issues/10231
# Shape: `jnp.unique` without `size` inside a jitted prediction step
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def predict(age_idx, coef):
    ages_pred = jnp.unique(age_idx)
    return coef[ages_pred]


predict(jnp.array([3, 1, 2, 1]), jnp.arange(5.0))
