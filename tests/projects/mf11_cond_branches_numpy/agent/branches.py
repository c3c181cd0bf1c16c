import numpy as np
import jax.numpy as jnp


def explore(q):
    return jnp.int32(0)


def exploit(q):
    p = np.exp(q)  # expect: JAX501
    return jnp.argmax(p / p.sum())
