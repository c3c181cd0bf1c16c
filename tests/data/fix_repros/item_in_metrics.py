"""A jitted train step that returns `loss.item()` in its metrics dict (ConcretizationTypeError).

kind: conversion
run: main()
"""
import jax
import jax.numpy as jnp


def mse(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def train_step(w, x, y):
    loss, g = jax.value_and_grad(mse)(w, x, y)
    w = w - 0.1 * g
    return w, {"loss": loss.item(), "gnorm": float(jnp.linalg.norm(g))}


def main():
    x = jnp.array([[1.0, 0.0], [0.0, 1.0]])
    return train_step(jnp.zeros(2), x, jnp.array([1.0, 2.0]))
