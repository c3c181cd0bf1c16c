import jax
import jax.numpy as jnp


def make_step(lr):
    @jax.jit
    def step(w, g):
        if g.sum() > 0:  # expect: JAX101
            return w - lr * g
        return w
    return step
