"""`if a.sum() > 0 and b.sum() > 0:` on traced arrays: both the `and` and the `if` fail.

kind: where
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def gated(a, b):
    if a.sum() > 0 and b.sum() > 0:
        out = a * b
    else:
        out = a - b
    return out


def main():
    one = jnp.ones(2)
    return gated(one, one), gated(one, -one)
