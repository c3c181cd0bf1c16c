"""np.where and np.exp on tracers inside a vmapped function (TracerArrayConversionError).

kind: numpy
run: main()
reference: jnp.array([0.0, 0.0, 2.7182817])
"""
import jax
import jax.numpy as jnp
import numpy as np


def elu_like(x):
    return np.where(x > 0, np.exp(x), 0.0)


def main():
    return jax.jit(jax.vmap(elu_like))(jnp.array([0.0, -1.0, 1.0]))
