"""Every 3 steps the scan halves its state: `if t % 3 == 0` on the traced step index.

kind: where
run: main()
"""
import jax
import jax.numpy as jnp
from jax import lax


def body(state, t):
    x, total = state
    x = x + 1.0
    if t % 3 == 0:
        x = x * 0.5
    total = total + x
    return (x, total), x


@jax.jit
def simulate(x0):
    return lax.scan(body, (x0, 0.0), jnp.arange(7))


def main():
    return simulate(2.0)
