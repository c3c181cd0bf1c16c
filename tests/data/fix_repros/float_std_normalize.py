"""float() on a statistic inside a jitted normaliser (ConcretizationTypeError).

kind: conversion
run: main()
"""
import jax
import jax.numpy as jnp


def standardize(x):
    mu = float(jnp.mean(x))
    sigma = float(jnp.std(x)) + 1e-6
    return (x - mu) / sigma


@jax.jit
def preprocess(batch):
    return standardize(batch) * 2.0


def main():
    return preprocess(jnp.array([1.0, 2.0, 3.0, 6.0]))
