# Thread: https://github.com/google/flax/issues/3003
# Shape: a model object (a plain class with several methods) is passed to a jitted update function as an ordinary argument: it is not a valid JAX type
# expect: TypeError at line 27
import jax
import jax.numpy as jnp


class Model:
    def __init__(self, scale):
        self.scale = scale

    def apply(self, params, x):
        return params["w"] * x * self.scale

    def value(self, params, x):
        return jnp.sum(self.apply(params, x))


@jax.jit
def train_step(model, params, x):
    grads = jax.grad(model.value)(params, x)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)


model = Model(2.0)
params = {"w": jnp.ones(3)}
print(train_step(model, params, jnp.arange(3.0)))
