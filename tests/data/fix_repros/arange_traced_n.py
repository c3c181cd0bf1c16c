"""jnp.arange(n) with n a jitted argument, used to build a mask (ConcretizationTypeError).

kind: static
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def causal_mask(scores, n):
    idx = jnp.arange(n)
    mask = idx[:, None] >= idx[None, :]
    return jnp.where(mask, scores, -1e9)


def main():
    return causal_mask(jnp.zeros((3, 3)), 3)
