from functools import partial

import jax
import jax.numpy as jnp

import losses
import model

CLASS_WEIGHTS = [1.0, 2.0, 0.5]

loss_with_model = partial(losses.weighted_xent, apply_fn=model.apply)
loss_fn = partial(loss_with_model, class_weights=CLASS_WEIGHTS)
grad_step = jax.jit(jax.grad(loss_fn))


def main():
    params = jnp.zeros((4, 3))
    x, labels = jnp.ones((6, 4)), jnp.array([0, 1, 2, 0, 1, 2])
    return grad_step(params, x, labels)
