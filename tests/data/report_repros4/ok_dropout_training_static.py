# Thread: https://github.com/google/flax/issues/4085
# Shape: the fix: `training` is a static argument of the jitted train step
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


def dnn(params, x, training, key):
    x = jax.nn.relu(x @ params["w1"])
    deterministic = not training
    if not deterministic:
        keep = jax.random.bernoulli(key, 0.5, x.shape)
        x = jnp.where(keep, x / 0.5, 0.0)
    return x @ params["w2"]


def mse(params, X, y, training):
    y_pred = dnn(params, X, training, jax.random.key(114))
    return jnp.mean((y_pred - y) ** 2)


@partial(jax.jit, static_argnames="training")
def train_step(params, X, y, training):
    loss, grads = jax.value_and_grad(mse)(params, X, y, training)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads)
    return params, loss


params = {"w1": jnp.ones((3, 8)), "w2": jnp.ones((8, 1))}
params, loss = train_step(params, jnp.ones((4, 3)), jnp.zeros((4, 1)), True)
