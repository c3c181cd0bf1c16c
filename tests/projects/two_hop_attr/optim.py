import norms


def sgd_update(params, grads, lr, max_norm):
    return params - lr * norms.clip_norm(grads, max_norm)
