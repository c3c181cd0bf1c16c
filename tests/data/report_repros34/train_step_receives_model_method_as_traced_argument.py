# Thread: https://github.com/google/flax/pull/2809
# Shape: a train state object carries `apply_fn`; the jitted `train_step(state, batch, method)` takes which model method to run as a third argument without marking it static, so the bound method is handed to jit as if it were an array
# expect: TypeError at line 40
import dataclasses

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


@jax.jit
def train_step(state, batch, method):
    grads = jax.grad(loss_fn)(state.params, batch, method)
    params = jax.tree.map(lambda p, g: p - 0.1 * g, state.params, grads)
    return TrainState(params=params, step=state.step + 1)


model = Model()
state = TrainState(params={"w": jnp.ones((3, 2))}, step=jnp.zeros((), jnp.int32))
batch = {"x": jnp.ones((4, 3)), "y": jnp.zeros((4, 2))}
state = train_step(state, batch, model.encode)
print(state.step)
