import numpy as np
import jax.numpy as jnp


def explore(q):
    return jnp.int32(0)


def exploit(q):
    p = jnp.exp(q)
    return jnp.argmax(p / p.sum())
