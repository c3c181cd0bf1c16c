"""bool(jnp.any(...)) feeding an if inside a jitted helper (TracerBoolConversionError).

kind: conversion
run: main()
"""
import jax
import jax.numpy as jnp


def rectify(x):
    if bool(jnp.any(x < 0)):
        x = jnp.abs(x)
    return x * 2.0


@jax.jit
def f(x):
    return rectify(x) + 1.0


def main():
    return f(jnp.array([1.0, -2.0])), f(jnp.array([1.0, 2.0]))
