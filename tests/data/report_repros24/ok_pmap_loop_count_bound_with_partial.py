# Thread: https://github.com/jax-ml/jax/issues/1991
# Shape: the answer in the thread: the loop count is bound with functools.partial, so pmap maps only the array
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


def f(a, b):
    for i in range(b):
        a += a
    return a


n_devices = jax.local_device_count()
print(jax.pmap(partial(f, b=10))(jnp.ones((n_devices, 100))).shape)
