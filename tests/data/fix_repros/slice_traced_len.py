"""x[:n] with n traced by jit in a helper (IndexError: slice bound must be static).

kind: static
run: main()
"""
import jax
import jax.numpy as jnp


def head_mean(x, n):
    return jnp.mean(x[:n])


@jax.jit
def summary(x, n):
    return head_mean(x, n) * 2.0


def main():
    return summary(jnp.arange(6.0), 3)
