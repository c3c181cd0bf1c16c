import jax
import jax.numpy as jnp

from odesim import solver


def main():
    y0 = jnp.array([1.0, 0.0])
    trajectory = jax.jit(solver.integrate, static_argnames=("n_steps", "n_save"))(y0, 10.0, 200, 20)
    return trajectory[-1]


if __name__ == "__main__":
    print(main())
