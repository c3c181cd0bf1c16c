# Thread: https://github.com/google/lightweight_mmm/issues/198
# Shape: a jitted budget objective clips each channel's spend with the builtin min/max against the (traced) budget
# expect: TracerBoolConversionError at line 9
import jax
import jax.numpy as jnp


def objective(media_spend, budget, prices):
    lower = max(0.2 * budget, 0.0)
    upper = min(1.2 * budget, budget * 2)
    spend = jnp.clip(media_spend, lower, upper)
    return -jnp.sum(jnp.log1p(spend * prices))


loss_and_grad = jax.jit(jax.value_and_grad(objective))
loss_and_grad(jnp.ones(3), jnp.array(2000.0), jnp.ones(3))
