# Thread: https://github.com/patrick-kidger/equinox/issues/236
# Shape: jnp.zeros(shape) where the shape arrives through jit
# expect: TypeError at line 12
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=["myfunction"])
def jit_function(mymodule, myarray, myfunction):
    buf = jnp.zeros(myarray)
    return myfunction(buf) + mymodule["w"]


jit_function({"w": jnp.ones(())}, (3,), jnp.tanh)
