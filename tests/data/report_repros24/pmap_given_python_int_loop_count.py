# Thread: https://github.com/jax-ml/jax/issues/1991
# Shape: pmap maps every positional argument along axis 0, and the loop count handed to it is a Python int with no axis to map
# expect: ValueError at line 15
import jax
import jax.numpy as jnp


def f(a, b):
    for i in range(b):
        a += a
    return a


n_devices = jax.local_device_count()
print(jax.pmap(f)(jnp.ones((n_devices, 100)), 10).shape)
