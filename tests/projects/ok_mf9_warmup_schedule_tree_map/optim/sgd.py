import jax


def apply_updates(params, grads, lr):
    return jax.tree.map(lambda p, g: p - lr * g, params, grads)
