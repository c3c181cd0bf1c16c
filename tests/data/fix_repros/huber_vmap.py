"""Huber loss written with an if, vmapped over residuals then jitted (TracerBoolConversionError under vmap).

kind: where
run: main()
reference: jnp.array([0.125, 2.5, 0.0, 1.5])
grad: jax.grad(lambda r: loss(r).sum())(jnp.array([0.5, -3.0, 0.0, 2.0]))
grad_reference: jnp.array([0.5, -1.0, 0.0, 1.0])
"""
import jax
import jax.numpy as jnp

DELTA = 1.0


def huber(r):
    a = jnp.abs(r)
    if a <= DELTA:
        out = 0.5 * r ** 2
    else:
        out = DELTA * (a - 0.5 * DELTA)
    return out


@jax.jit
def loss(residuals):
    return jax.vmap(huber)(residuals)


def main():
    return loss(jnp.array([0.5, -3.0, 0.0, 2.0]))
