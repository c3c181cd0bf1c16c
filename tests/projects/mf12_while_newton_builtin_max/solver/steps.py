import jax


def f(x):
    return x ** 3 - 2.0


def newton(state):
    x, _, i = state
    slope = max(jax.grad(f)(x), 1e-3)  # expect: JAX103
    step = f(x) / slope
    return x - step, step, i + 1
