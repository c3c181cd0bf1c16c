# Thread: https://github.com/jax-ml/jax/issues/10231
# Shape: the fix: `jnp.unique` with a static `size`
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def predict(age_idx, coef):
    ages_pred = jnp.unique(age_idx, size=4, fill_value=0)
    return coef[ages_pred]


predict(jnp.array([3, 1, 2, 1]), jnp.arange(5.0))
