import jax
import jax.numpy as jnp


def mse(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@jax.jit
def train_step(params, x, y, lr=0.1):
    loss, grads = jax.value_and_grad(mse)(params, x, y)
    grad_norm = jnp.sqrt(sum(jnp.sum(g**2) for g in jax.tree.leaves(grads)))
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss, grad_norm
