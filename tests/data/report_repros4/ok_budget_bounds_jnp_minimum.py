# Thread: https://github.com/google/lightweight_mmm/issues/198
# Shape: the bounds use jnp.maximum and jnp.minimum
# expect: ok
import jax
import jax.numpy as jnp


def objective(media_spend, budget, prices):
    lower = jnp.maximum(0.2 * budget, 0.0)
    upper = jnp.minimum(1.2 * budget, budget * 2)
    spend = jnp.clip(media_spend, lower, upper)
    return -jnp.sum(jnp.log1p(spend * prices))


loss_and_grad = jax.jit(jax.value_and_grad(objective))
loss_and_grad(jnp.ones(3), jnp.array(2000.0), jnp.ones(3))
