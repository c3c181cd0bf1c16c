"""Correct: for over range(x.shape[0]) (static), list built locally then stacked.

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def cumulative(x):
    acc = 0.0
    out = []
    for i in range(x.shape[0]):
        acc = acc + x[i]
        out.append(acc)
    return jnp.stack(out)


def main():
    return cumulative(jnp.arange(4.0))
