"""Correct: a list of functions indexed by a Python int in a loop.

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp

LAYERS = [jnp.tanh, jax.nn.relu, lambda v: v * 2.0]


@jax.jit
def apply_all(x):
    for i in range(len(LAYERS)):
        x = LAYERS[i](x)
    return x


def main():
    return apply_all(jnp.array([-1.0, 0.5]))
