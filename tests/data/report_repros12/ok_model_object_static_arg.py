# Thread: https://github.com/google/flax/issues/3003
# Shape: the maintainer's answer: a hashable model object passed through static_argnums
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


class Model:
    def __init__(self, scale):
        self.scale = scale

    def apply(self, params, x):
        return params["w"] * x * self.scale

    def value(self, params, x):
        return jnp.sum(self.apply(params, x))


@partial(jax.jit, static_argnums=(0,))
def train_step(model, params, x):
    grads = jax.grad(model.value)(params, x)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)


model = Model(2.0)
params = {"w": jnp.ones(3)}
print(train_step(model, params, jnp.arange(3.0)))
