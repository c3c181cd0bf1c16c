from typing import NamedTuple

import jax
import jax.numpy as jnp


class TrainState(NamedTuple):
    w: jnp.ndarray
    best_loss: jnp.ndarray
    best_w: jnp.ndarray
    lr: float


def loss_fn(w, batch):
    x, y = batch
    return jnp.mean((jnp.tanh(x @ w) - y) ** 2)


def train_body(state, batch):
    loss, g = jax.value_and_grad(loss_fn)(state.w, batch)
    w = state.w - state.lr * g
    if loss < state.best_loss:  # expect: JAX101
        state = state._replace(best_loss=loss, best_w=w)
    return state._replace(w=w), loss
