# Thread: https://github.com/netket/netket/issues/908
# Shape: a learning-rate schedule written with np.cos, called on the traced step count
# expect: TracerArrayConversionError at line 14
import jax
import jax.numpy as jnp
import numpy as np
from math import pi

eta = 0.01


def schedule(n):
    restart = 100
    return (1 + np.cos(pi * (n % restart) / restart)) * eta


@jax.jit
def update(params, grads, count):
    lr = schedule(count)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


update({"w": jnp.ones(2)}, {"w": jnp.ones(2)}, jnp.int32(3))
