# Thread: https://github.com/google-research/big_vision/pull/8
# Shape: a pmapped training update takes the step number for its learning-rate schedule as a plain scalar; pmap maps every argument along axis 0, and a scalar has none
# expect: ValueError at line 26
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
    params = update_fn(params, batch, step)
print(params)
