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
    better = loss < state.best_loss
    state = state._replace(
        best_loss=jnp.where(better, loss, state.best_loss),
        best_w=jnp.where(better, w, state.best_w),
    )
    return state._replace(w=w), loss
