"""print(f"...") inside a fori_loop body: prints a tracer.

kind: print
symptom: prints-tracer
run: main()
"""
import jax
import jax.numpy as jnp
from jax import lax


def body(i, x):
    x = x * 2.0
    print(f"iteration {i}: x={x}")
    return x


@jax.jit
def doubled(x):
    return lax.fori_loop(0, 3, body, x)


def main():
    return doubled(1.0)
