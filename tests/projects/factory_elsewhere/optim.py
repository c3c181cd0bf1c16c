import jax.numpy as jnp


def make_update(lr):
    def update(params, grads):
        if grads.max() > 1.0:  # expect: JAX101
            grads = grads / grads.max()
        return params - lr * grads
    return update
