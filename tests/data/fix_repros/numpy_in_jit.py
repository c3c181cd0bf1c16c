"""numpy functions on tracers inside a jitted feature map (TracerArrayConversionError).

kind: numpy
run: main()
"""
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def features(x):
    r = np.sqrt(np.sum(x ** 2))
    return np.concatenate([x / r, np.array([r])])


def main():
    return features(jnp.array([3.0, 4.0]))
