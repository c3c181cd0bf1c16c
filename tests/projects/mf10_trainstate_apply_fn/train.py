import jax
import jax.numpy as jnp

import model
from training import TrainState


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        pred = state.apply_fn(params, x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads), loss


def run():
    state = TrainState.create(apply_fn=model.apply, params=model.init(jax.random.key(0)))
    x = jnp.ones((16, 4))
    y = jnp.zeros((16, 1))
    for _ in range(3):
        state, loss = train_step(state, x, y)
    return float(loss)
