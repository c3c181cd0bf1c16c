# Thread: https://github.com/jax-ml/jax/issues/2749
# Shape: the options object is marked static (`static_argnums=2`); a plain instance hashes by identity, and its number fields are Python values at trace time
# expect: ok
import functools

import jax
import jax.numpy as jnp


class SolverOptions:
    def __init__(self, step_size=0.1, damping=0.9, num_iters=5):
        self.step_size = step_size
        self.damping = damping
        self.num_iters = num_iters


def energy(x):
    return jnp.sum((x - 1.0) ** 2)


@functools.partial(jax.jit, static_argnums=2)
def relax(x, velocity, options):
    for _ in range(options.num_iters):
        velocity = options.damping * velocity - options.step_size * jax.grad(energy)(x)
        x = x + velocity
    return x, velocity


options = SolverOptions()
x, v = jnp.zeros(3), jnp.zeros(3)
x, v = relax(x, v, options)
print(x)
