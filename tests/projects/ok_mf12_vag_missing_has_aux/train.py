import jax
import jax.numpy as jnp

import losses

grad_fn = jax.jit(jax.value_and_grad(losses.loss_with_metrics, has_aux=True))


def run():
    w = jnp.zeros(3)
    (loss, metrics), g = grad_fn(w, jnp.ones((4, 3)), jnp.ones(4))
    return w - 0.1 * g
