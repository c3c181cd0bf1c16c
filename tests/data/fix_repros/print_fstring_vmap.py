"""print(f"...") of a value inside a vmapped function: prints a BatchTracer.

kind: print
symptom: prints-tracer
run: main()
reference: jnp.array([1.0, 4.0, 9.0])
"""
import jax
import jax.numpy as jnp


def square(x):
    y = x * x
    print(f"y = {y}")
    return y


def main():
    return jax.vmap(square)(jnp.array([1.0, 2.0, 3.0]))
