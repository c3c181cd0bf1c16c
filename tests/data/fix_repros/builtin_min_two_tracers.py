"""Python min() of two traced scalars in a jitted step-size rule (TracerBoolConversionError).

kind: builtin
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def step_size(g, max_step):
    proposed = 1.0 / (jnp.abs(g) + 1e-3)
    return min(proposed, max_step)


def main():
    return step_size(0.5, 1.0), step_size(10.0, 1.0)
