# Thread: https://github.com/google-research/big_vision/pull/8
# Shape: the fix the review settles on: the step is replicated across devices at the call site, so pmap maps it like the other arguments
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp

n_dev = jax.local_device_count()


def lr_schedule(step):
    return 0.1 * jnp.minimum(1.0, (step + 1) / 100.0)


@partial(jax.pmap, axis_name="batch")
def update_fn(params, batch, step):
    grads = jax.grad(lambda p: jnp.mean((batch @ p) ** 2))(params)
    grads = jax.lax.pmean(grads, axis_name="batch")
    return params - lr_schedule(step) * grads


params = jnp.ones((n_dev, 4))
batch = jnp.ones((n_dev, 8, 4))
for step in range(3):
    params = update_fn(params, batch, jnp.full((n_dev,), step))
print(params)
