"""scipy.special.logsumexp on a tracer inside a jitted log-partition (TracerArrayConversionError).

kind: scipy
run: main()
"""
import jax
import jax.numpy as jnp
import scipy.special


@jax.jit
def log_partition(energies, beta):
    return scipy.special.logsumexp(-beta * energies)


def main():
    return log_partition(jnp.array([1.0, 2.0, 0.5]), 2.0)
