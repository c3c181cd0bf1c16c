import optax


def clip_by_norm(grads, limit):
    norm = optax.global_norm(grads)
    if norm > limit:  # expect: JAX101
        grads = grads / norm
    return grads
