# Thread: https://github.com/jax-ml/jax/issues/5776
# Shape: a batch-norm model's loss function returns `(loss, metrics, new_state)` and the update step takes `jax.value_and_grad(..., has_aux=True)` of it inside jit; with `has_aux` the function must return exactly a pair
# expect: TypeError at line 41; cause line 30
from typing import NamedTuple

import jax
import jax.numpy as jnp


class BatchStats(NamedTuple):
    mean: jax.Array
    count: jax.Array


class Model:
    def __init__(self, momentum):
        self.momentum = momentum

    def apply(self, params, stats, x):
        batch_mean = jnp.mean(x, axis=0)
        new_stats = BatchStats(self.momentum * stats.mean + (1 - self.momentum) * batch_mean, stats.count + 1)
        return (x - batch_mean) @ params["w"], new_stats


def make_loss(model):
    def loss_fn(params, stats, batch):
        x, y = batch
        pred, new_stats = model.apply(params, stats, x)
        loss = jnp.mean((pred - y) ** 2)
        return loss, {"loss": loss}, new_stats

    return loss_fn


model = Model(0.9)
loss_fn = make_loss(model)


@jax.jit
def update(params, stats, batch):
    (loss, metrics, new_stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, stats, batch)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
    return params, new_stats, metrics


params = {"w": jnp.ones((3,))}
stats = BatchStats(jnp.zeros(3), jnp.array(0))
batch = (jnp.arange(12.0).reshape(4, 3), jnp.zeros(4))
params, stats, metrics = update(params, stats, batch)
print(metrics)
