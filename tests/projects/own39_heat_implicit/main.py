import jax.numpy as jnp
import numpy as np

from solver.integrate import run_jit


def main():
    x = jnp.linspace(0.0, 1.0, 64)
    u0 = jnp.exp(-100 * (x - 0.5) ** 2)
    u = run_jit(u0, dt=1e-4, kappa=1.0, n_steps=5)
    return float(np.sum(np.asarray(u)))


if __name__ == "__main__":
    print(main())
