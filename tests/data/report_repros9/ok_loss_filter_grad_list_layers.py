# Thread: https://github.com/patrick-kidger/equinox/issues/1097
# Shape: option two of the docs: eqx.filter_jit and eqx.filter_grad over the whole model, the list of layers kept
# expect: ok
import functools as ft

import equinox as eqx
import jax
import jax.numpy as jnp


class MLP(eqx.Module):
    layers: list

    def __init__(self, sizes, key):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [eqx.nn.Linear(i, o, key=k) for i, o, k in zip(sizes[:-1], sizes[1:], keys)]

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = jax.nn.relu(layer(x))
        return self.layers[-1](x)


@eqx.filter_jit
@eqx.filter_grad
def loss(model, x, y):
    pred_y = jax.vmap(model)(x)
    return jax.numpy.mean((y - pred_y) ** 2)


model = MLP([2, 8, 2], key=jax.random.PRNGKey(0))
x = jnp.ones((5, 2))
y = jnp.zeros((5, 2))
grads = loss(model, x, y)
print(jax.tree_util.tree_leaves(grads)[0].shape)
