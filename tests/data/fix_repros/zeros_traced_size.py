"""jnp.zeros(n) with n passed as an argument to a jitted function (ConcretizationTypeError).

kind: static
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def padded(x, n):
    out = jnp.zeros(n)
    return out.at[: x.shape[0]].set(x)


def main():
    return padded(jnp.array([1.0, 2.0]), 4)
