import jax
import jax.numpy as jnp

from config import CFG
from model import blocks


@jax.jit
def loss_fn(params, x, n_layers):
    out = blocks.apply_stack(params, x, n_layers, remat=CFG.remat)
    return jnp.mean(out ** 2)


grad_fn = jax.jit(jax.grad(loss_fn))


def run():
    params = blocks.init_stack(jax.random.PRNGKey(0), CFG.width, CFG.n_layers)
    x = jnp.ones((4, CFG.width))
    loss = loss_fn(params, x, CFG.n_layers)
    grads = grad_fn(params, x, CFG.n_layers)
    return loss, grads
