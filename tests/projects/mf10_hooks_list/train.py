import jax
import jax.numpy as jnp

from monitor import grad_norm_hook, nan_hook

HOOKS = [nan_hook, grad_norm_hook]


def loss(params, x):
    return jnp.mean((x @ params["w"] + params["b"]) ** 2)


@jax.jit
def train_step(params, x):
    grads = jax.grad(loss)(params, x)
    metrics = {}
    for hook in HOOKS:
        metrics.update(hook(grads))
    params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
    return params, metrics


def run():
    params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
    x = jnp.ones((4, 3))
    for _ in range(2):
        params, metrics = train_step(params, x)
    return metrics
