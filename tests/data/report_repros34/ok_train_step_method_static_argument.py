# Thread: https://github.com/google/flax/pull/2809
# Shape: the method argument is static (`static_argnums=(2,)`), the workaround the pull request describes before methods could be named by string
# expect: ok
import dataclasses
import functools

import jax
import jax.numpy as jnp


class Model:
    def __call__(self, params, x):
        return x @ params["w"]

    def encode(self, params, x):
        return jnp.tanh(x @ params["w"])


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class TrainState:
    params: dict
    step: jax.Array


def loss_fn(params, batch, method):
    logits = method(params, batch["x"])
    return jnp.mean((logits - batch["y"]) ** 2)


@functools.partial(jax.jit, static_argnums=(2,))
def train_step(state, batch, method):
    grads = jax.grad(loss_fn)(state.params, batch, method)
    params = jax.tree.map(lambda p, g: p - 0.1 * g, state.params, grads)
    return TrainState(params=params, step=state.step + 1)


model = Model()
state = TrainState(params={"w": jnp.ones((3, 2))}, step=jnp.zeros((), jnp.int32))
batch = {"x": jnp.ones((4, 3)), "y": jnp.zeros((4, 2))}
state = train_step(state, batch, model.encode)
print(state.step)
