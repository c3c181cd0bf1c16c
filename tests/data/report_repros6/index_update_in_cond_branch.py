# Thread: https://github.com/jax-ml/jax/issues/11706
# Shape: a removed jax.ops.index_update called in a lax.cond branch inside a scan body
# expect: AttributeError at line 12
import jax
import jax.numpy as jnp


def _through_time(carry, t):
    batch, predicted = carry
    batch = jax.lax.cond(
        t < 3,
        lambda x: jax.ops.index_update(x, t + 1, predicted),
        lambda x: x,
        batch)
    return (batch, predicted + 1.0), None


def step_fn(batch):
    (batch, _), _ = jax.lax.scan(_through_time, (batch, 1.0), jnp.arange(4))
    return batch


print(jax.jit(step_fn)(jnp.zeros(5)))
