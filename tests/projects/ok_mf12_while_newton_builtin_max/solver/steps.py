import jax
import jax.numpy as jnp


def f(x):
    return x ** 3 - 2.0


def newton(state):
    x, _, i = state
    slope = jnp.maximum(jax.grad(f)(x), 1e-3)
    step = f(x) / slope
    return x - step, step, i + 1
