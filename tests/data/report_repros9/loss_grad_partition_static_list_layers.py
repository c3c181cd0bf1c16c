# Thread: https://github.com/patrick-kidger/equinox/issues/1097
# Shape: the docs' filtering example jits jax.grad(loss) with static_argnums=1 for the static half of a model whose layers are a list
# expect: ValueError at line 36
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


@ft.partial(jax.jit, static_argnums=1)  # `static` must be a PyTree of non-arrays.
@jax.grad  # differentiates with respect to `params`, as it is the first argument
def loss(params, static, x, y):
    model = eqx.combine(params, static)
    pred_y = jax.vmap(model)(x)
    return jax.numpy.mean((y - pred_y) ** 2)


model = MLP([2, 8, 2], key=jax.random.PRNGKey(0))
x = jnp.ones((5, 2))
y = jnp.zeros((5, 2))
params, static = eqx.partition(model, eqx.is_array)
grads = loss(params, static, x, y)
print(jax.tree_util.tree_leaves(grads)[0].shape)
