import jax.numpy as jnp

from forces import drag, floor, gravity
from integrator import simulate

FORCES = [gravity, drag, floor]


def main():
    return simulate(FORCES, jnp.float32(1.0), jnp.float32(0.0), 200)
