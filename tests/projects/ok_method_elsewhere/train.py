import jax
import jax.numpy as jnp

from model import MLP


def run():
    m = MLP(2.0, True)
    f = jax.jit(m.apply)
    return f(jnp.ones(3))
