# Thread: https://github.com/google-deepmind/dm-haiku/issues/218
# Shape: the fix: the jitted setup marks the init function static (`static_argnums=0`), so only the key and the data are traced
# expect: ok
from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp


class Transformed(NamedTuple):
    init: Callable
    apply: Callable


class Linear:
    def __init__(self, input_dims):
        self.input_dims = input_dims

    def init(self, key):
        w_key, _ = jax.random.split(key)
        return {"w": 0.01 * jax.random.normal(w_key, (self.input_dims, 1)), "b": jnp.zeros(1)}

    def __call__(self, params, X):
        return X @ params["w"] + params["b"]


def transform(make_module):
    def init_fn(key, X):
        return make_module().init(key)

    def apply_fn(params, X):
        return make_module()(params, X)

    return Transformed(init_fn, apply_fn)


def create_train_state(init_fn, key, X):
    params = init_fn(key, X)
    momentum = jax.tree_util.tree_map(jnp.zeros_like, params)
    return params, momentum


train_X = jax.random.normal(jax.random.PRNGKey(0), (16, 13))
model = transform(lambda: Linear(train_X.shape[1]))
params, momentum = jax.jit(create_train_state, static_argnums=0)(model.init, jax.random.PRNGKey(1), train_X)
print(model.apply(params, train_X).shape)
