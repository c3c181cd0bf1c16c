"""int(jnp.sum(mask)) as an array size: a truly data-dependent shape.

kind: refused
run: main()
xfail: the result's shape depends on the data; no static bound keeps the program's meaning
"""
import jax
import jax.numpy as jnp


@jax.jit
def count_buffer(mask):
    n = int(jnp.sum(mask))
    return jnp.ones(n)


def main():
    return count_buffer(jnp.array([True, False, True]))
