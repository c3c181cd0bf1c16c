"""jnp.prod(x.shape) used as a reshape size inside jit (ConcretizationTypeError).

kind: shape
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def flatten_tail(x):
    n = jnp.prod(jnp.array(x.shape[1:]))
    return x.reshape(x.shape[0], n)


def main():
    return flatten_tail(jnp.ones((2, 3, 4)))
