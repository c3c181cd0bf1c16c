import jax.numpy as jnp

from pde import LaxFriedrichs, Upwind, solve


def main():
    n = 64
    x = jnp.linspace(0.0, 1.0, n, endpoint=False)
    u0 = jnp.exp(-100.0 * (x - 0.5) ** 2)
    results = {}
    for scheme in (Upwind(1.0), LaxFriedrichs(1.0)):
        u = solve(scheme, u0, 50, 0.005, 1.0 / n)
        results[type(scheme).__name__] = float(u.sum() / n)
    return results


if __name__ == "__main__":
    print(main())
