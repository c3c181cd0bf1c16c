import jax
import jax.numpy as jnp

from training import TrainState


@jax.jit
def train_step(state: TrainState, x, y):
    def loss_fn(params):
        pred = state.apply_fn(params, x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads), loss
