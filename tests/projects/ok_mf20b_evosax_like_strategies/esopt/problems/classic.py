import jax.numpy as jnp


def sphere(x):
    return jnp.sum(x ** 2)


def rastrigin(x):
    return 10.0 * x.shape[-1] + jnp.sum(x ** 2 - 10.0 * jnp.cos(2 * jnp.pi * x))


def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2)
