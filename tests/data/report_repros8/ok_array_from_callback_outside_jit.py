# Thread: https://github.com/jax-ml/jax/pull/19580
# Shape: the array is placed from a host callback outside jit, then handed to the jitted step
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import SingleDeviceSharding

sharding = SingleDeviceSharding(jax.devices()[0])
host = np.arange(10.0)
x = jax.make_array_from_callback(host.shape, sharding, lambda i: host[i])


@jax.jit
def step(x):
    return jnp.sum(x * 2)


print(step(x))
