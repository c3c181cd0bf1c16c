import jax.numpy as jnp


def make_update(lr, clip):
    def update(params, grads):
        if clip is not None:  # a Python value closed over when the factory ran
            grads = jnp.clip(grads, -clip, clip)
        return params - lr * grads
    return update
