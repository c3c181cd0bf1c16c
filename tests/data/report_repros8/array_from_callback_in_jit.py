# Thread: https://github.com/jax-ml/jax/pull/19580
# Shape: jax.make_array_from_callback called on a traced argument inside jit
# expect: UnexpectedTracerError at line 13
import jax
import jax.numpy as jnp
from jax.sharding import SingleDeviceSharding

sharding = SingleDeviceSharding(jax.devices()[0])


@jax.jit
def place(x):
    return jax.make_array_from_callback(x.shape, sharding, lambda i: x[i])


print(place(jnp.arange(10.0)))
