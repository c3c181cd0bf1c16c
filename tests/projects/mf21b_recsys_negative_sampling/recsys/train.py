"""A Trainer whose fit() receives the loss as a bound method of the model."""
import functools

import jax
import numpy as np


def sgd(params, grads, lr, l2):
    return jax.tree_util.tree_map(lambda p, g: p - lr * (g + l2 * p), params, grads)


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg

    def fit(self, loss_fn, params, log, key):
        loss = functools.partial(loss_fn, positives=log.positives_matrix(), popularity=log.popularity,
                                 n_negatives=self.cfg.n_negatives, sampler=self.cfg.sampler)
        grad_fn = jax.jit(jax.value_and_grad(loss))
        rng = np.random.default_rng(0)
        step = 0
        while step < self.cfg.steps:
            for batch in log.batches(self.cfg.batch_size, rng):
                key, sub = jax.random.split(key)
                value, grads = grad_fn(params, batch, sub)
                params = sgd(params, grads, self.cfg.lr, self.cfg.l2)
                step += 1
                if step >= self.cfg.steps:
                    break
        return params
