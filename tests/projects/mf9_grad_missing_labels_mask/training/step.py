import jax

from losses import masked_mse


@jax.jit
def sgd_step(params, x, y, lr):
    grads = jax.grad(masked_mse)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
