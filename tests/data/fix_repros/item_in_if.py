"""`if loss.item() > threshold:` inside a jitted step (ConcretizationTypeError).

kind: conversion
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def maybe_decay(lr, loss):
    if loss.item() > 1.0:
        lr = lr * 0.5
    return lr


def main():
    return maybe_decay(0.1, jnp.asarray(2.0)), maybe_decay(0.1, jnp.asarray(0.5))
