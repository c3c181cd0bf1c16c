"""scipy.linalg.solve on tracers in a jitted least-squares step (TracerArrayConversionError).

kind: scipy
run: main()
"""
import jax
import jax.numpy as jnp
import scipy.linalg


@jax.jit
def ridge(x, y, lam):
    a = x.T @ x + lam * jnp.eye(x.shape[1])
    return scipy.linalg.solve(a, x.T @ y)


def main():
    x = jnp.array([[1.0, 0.0], [0.0, 2.0], [1.0, 1.0]])
    return ridge(x, jnp.array([1.0, 2.0, 3.0]), 0.1)
