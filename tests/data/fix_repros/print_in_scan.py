"""print() in a scan body to debug the carry: prints a tracer.

kind: print
symptom: prints-tracer
run: main()
"""
import jax
import jax.numpy as jnp
from jax import lax


def body(carry, x):
    carry = carry * 0.9 + x
    print("carry", carry)
    return carry, carry


@jax.jit
def ema(xs):
    return lax.scan(body, 0.0, xs)[1]


def main():
    return ema(jnp.array([1.0, 2.0, 3.0]))
