import jax
import jax.numpy as jnp

from ops import safe_log


def nll(p):
    return -jnp.sum(jax.vmap(safe_log)(p))


def main():
    p = jnp.array([0.2, 0.3, 0.5])
    return jax.jit(jax.grad(nll))(p)


if __name__ == "__main__":
    print(main())
