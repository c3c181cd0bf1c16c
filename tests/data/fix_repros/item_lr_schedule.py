"""An SGD step that takes `.item()` of a learning-rate schedule (ConcretizationTypeError in jit).

kind: conversion
run: main()
"""
import jax
import jax.numpy as jnp


def schedule(step):
    return 0.1 * 0.9 ** step


@jax.jit
def sgd_step(params, grads, step):
    lr = schedule(step).item()
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


def main():
    params = {"w": jnp.ones(3), "b": jnp.zeros(())}
    grads = {"w": jnp.arange(3.0), "b": jnp.ones(())}
    return sgd_step(params, grads, jnp.asarray(2))
