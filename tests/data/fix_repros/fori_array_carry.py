"""Fill a buffer in a `for i in range(n)` loop with a traced n, two carried names (TracerIntegerConversionError).

kind: fori
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def fib_buffer(n):
    buf = jnp.zeros(10)
    a, b = 0.0, 1.0
    for i in range(n):
        buf = buf.at[i].set(a)
        a, b = b, a + b
    return buf


def main():
    return fib_buffer(6)
