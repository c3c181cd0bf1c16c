# Thread: https://github.com/jax-ml/jax/issues/6134
# Shape: the argnums parameter is marked static, so it stays a Python int under jit
# expect: ok
import functools

import jax
import jax.numpy as jnp


def loss(a, b):
    return jnp.sum(a * b**2)


@functools.partial(jax.jit, static_argnames="which")
def partial_grad(a, b, which):
    return jax.grad(loss, argnums=which)(a, b)


print(partial_grad(jnp.ones(2), jnp.arange(2.0), which=1))
