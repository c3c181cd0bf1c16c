# Thread: https://github.com/thomaspinder/GPJax/pull/99
# Shape: the order the review settles on: `get_batch_new_key` splits first (`key, new_key = jr.split(key)`) and draws the batch indices from the fresh half, so each scan step consumes each key once (the key-reuse checker on)
# expect: ok
from typing import NamedTuple

import jax
import jax.numpy as jnp
import jax.random as jr

jax.config.update("jax_debug_key_reuse", True)


class Dataset(NamedTuple):
    X: jax.Array
    y: jax.Array


def get_batch_new_key(train_data, batch_size, key):
    x, y = train_data.X, train_data.y
    n = x.shape[0]
    key, new_key = jr.split(key)
    indicies = jr.choice(key, n, (batch_size,), replace=True)
    return Dataset(X=x[indicies], y=y[indicies]), new_key


def objective(params, batch):
    return jnp.mean((batch.X @ params - batch.y) ** 2)


def fit(params, train_data, key, n_iters=5, batch_size=4, lr=0.1):
    def step(carry, _):
        params, current_key = carry
        batch, new_key = get_batch_new_key(train_data, batch_size, current_key)
        loss, grads = jax.value_and_grad(objective)(params, batch)
        return (params - lr * grads, new_key), loss

    (params, _), history = jax.lax.scan(step, (params, key), None, length=n_iters)
    return params, history


X = jnp.linspace(-1, 1, 16)[:, None]
data = Dataset(X=X, y=3.0 * X[:, 0])
print(fit(jnp.zeros(1), data, jr.key(0)))
