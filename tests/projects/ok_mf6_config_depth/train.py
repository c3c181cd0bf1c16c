from functools import partial

import jax
import jax.numpy as jnp

from config import CFG
from model import blocks


def loss_fn(params, x, n_layers):
    out = blocks.apply_stack(params, x, n_layers, remat=CFG.remat)
    return jnp.mean(out ** 2)


loss_jit = jax.jit(partial(loss_fn, n_layers=CFG.n_layers))
grad_fn = jax.jit(jax.grad(loss_fn), static_argnums=2)


def run():
    params = blocks.init_stack(jax.random.PRNGKey(0), CFG.width, CFG.n_layers)
    x = jnp.ones((4, CFG.width))
    loss = loss_jit(params, x)
    grads = grad_fn(params, x, CFG.n_layers)
    return loss, grads
