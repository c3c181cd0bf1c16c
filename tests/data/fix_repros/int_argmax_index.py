"""int() of an argmax used as an index (ConcretizationTypeError).

kind: conversion
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def best_score(scores, bonus):
    i = int(jnp.argmax(scores))
    return scores[i] + bonus[i]


def main():
    return best_score(jnp.array([0.1, 0.9, 0.3]), jnp.array([1.0, 2.0, 3.0]))
