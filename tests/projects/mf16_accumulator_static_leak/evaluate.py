from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=2)
def eval_step(w, x, acc):
    loss = jnp.mean((x @ w) ** 2)
    acc.add(loss)
    return loss
