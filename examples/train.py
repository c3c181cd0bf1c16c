"""Training: a jitted SGD update built on jax.value_and_grad, epochs as a lax.scan.

Run the demo with `python -m examples.train`.
"""

from __future__ import annotations

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from examples.data import get_batch, make_dataset, shuffle, stack_batches, standardize
from examples.model import active_fraction, apply_mlp, init_mlp, predict
from examples.utils import (clip_by_global_norm, cross_entropy, eval_metrics, global_norm,
                            log_metrics, warmup_cosine)

WARMUP_STEPS = 10
TOTAL_STEPS = 200


def loss_fn(params, xs, ys, label_smoothing=0.0):
    return cross_entropy(apply_mlp(params, xs), ys, label_smoothing)


def sgd(params, grads, lr):
    return jax.tree.map(lambda p, g: p - lr * g, params, grads)


@partial(jax.jit, static_argnames=("max_norm",))
def update(params, xs, ys, step, base_lr, max_norm=1.0):
    """One SGD step; `step` and `base_lr` are traced so changing them never recompiles."""
    loss, grads = jax.value_and_grad(loss_fn)(params, xs, ys)
    if max_norm is not None:
        grads = clip_by_global_norm(grads, max_norm)
    lr = warmup_cosine(step, base_lr, WARMUP_STEPS, TOTAL_STEPS)
    return sgd(params, grads, lr), loss


@partial(jax.jit, static_argnames=("batch_size",))
def train_epoch(params, xs, ys, step, base_lr, batch_size):
    """All minibatches of one epoch in a single compiled lax.scan."""
    batched_xs, batched_ys = stack_batches(xs, ys, batch_size)

    def body(carry, batch):
        params, step = carry
        params, loss = update(params, batch[0], batch[1], step, base_lr)
        return (params, step + 1), loss

    (params, step), losses = lax.scan(body, (params, step), (batched_xs, batched_ys))
    return params, step, losses


@partial(jax.jit, static_argnames=("num_steps",))
def overfit_batch(params, xs, ys, lr, num_steps):
    """Sanity check: a few hundred steps on one batch should drive the loss to ~0."""

    def body(i, params):
        grads = jax.grad(loss_fn)(params, xs, ys)
        return sgd(params, grads, lr)

    return lax.fori_loop(0, num_steps, body, params)


@jax.jit
def per_example_grad_norms(params, xs, ys):
    """Gradient norm of every example: vmap over the data, parameters shared."""

    def single(params, x, y):
        return global_norm(jax.grad(loss_fn)(params, x[None], y[None]))

    return jax.vmap(single, in_axes=(None, 0, 0))(params, xs, ys)


def main(epochs=2, num_examples=256, batch_size=32, base_lr=0.5, seed=0, verbose=True):
    """Train on synthetic blobs and return (params, final metrics as Python floats)."""
    k_data, k_init, k_shuffle = jax.random.split(jax.random.PRNGKey(seed), 3)
    xs, ys = make_dataset(k_data, num_examples, 16, 4)
    xs = standardize(xs)
    params = init_mlp(k_init, (16, 32, 4))
    step = jnp.asarray(0)
    history = []  # filled on the host with values the jitted functions returned
    for epoch in range(epochs):
        k_shuffle, k_epoch = jax.random.split(k_shuffle)
        xs, ys = shuffle(k_epoch, xs, ys)
        params, step, losses = train_epoch(params, xs, ys, step, base_lr, batch_size=batch_size)
        history.append(float(losses.mean()))
        if verbose:
            log_metrics(int(step), {"train_loss": losses.mean()})
        if losses[-1] < 1e-3:  # a concrete array outside jit: Python control flow is fine
            break
    bx, by = get_batch(xs, ys, 0, batch_size=batch_size)
    metrics = {k: float(v) for k, v in eval_metrics(apply_mlp(params, xs), ys).items()}
    metrics["batch_accuracy"] = float(jnp.mean(predict(params, bx) == by))
    metrics["train_loss"] = history[-1]
    return params, metrics


# --- Mistakes jaxlint reports (each offending line is marked) ----------------------------

active_fraction_jit = jax.jit(active_fraction)  # its mistake is reported in model.py

LOSS_HISTORY = []


@jax.jit
def update_logged(params, xs, ys, lr):
    """Keeps every loss for a plot at the end of training."""
    loss, grads = jax.value_and_grad(loss_fn)(params, xs, ys)
    LOSS_HISTORY.append(loss)  # mistake: JAX301
    return sgd(params, grads, lr)


STAGE_LRS = [0.5, 0.1, 0.01]
STEPS_PER_STAGE = 100


@jax.jit
def update_staged(params, xs, ys, step):
    """Piecewise-constant learning rate: 0.5, then 0.1, then 0.01."""
    loss, grads = jax.value_and_grad(loss_fn)(params, xs, ys)
    lr = STAGE_LRS[step // STEPS_PER_STAGE]  # mistake: JAX201
    return sgd(params, grads, lr), loss


LEARNING_RATE = 0.5


def set_learning_rate(lr):
    """Called by a plateau detector between epochs."""
    global LEARNING_RATE
    LEARNING_RATE = lr


@jax.jit
def update_global_lr(params, xs, ys):
    loss, grads = jax.value_and_grad(loss_fn)(params, xs, ys)
    return sgd(params, grads, LEARNING_RATE), loss  # mistake: JAX303


@jax.jit
def update_clipped(params, xs, ys, lr, max_norm):
    loss, grads = jax.value_and_grad(loss_fn)(params, xs, ys)
    norm = global_norm(grads)
    if norm > max_norm:  # mistake: JAX101
        grads = jax.tree.map(lambda g: g * (max_norm / norm), grads)
    return sgd(params, grads, lr), loss


@jax.jit
def train_steps(params, xs, ys, lr, num_steps):
    """A few SGD steps on one batch (quick fine-tuning)."""
    for _ in range(num_steps):  # mistake: JAX202
        params = sgd(params, jax.grad(loss_fn)(params, xs, ys), lr)
    return params


@partial(jax.jit, static_argnames=("batch_size",))
def train_epoch_verbose(params, xs, ys, lr, batch_size):
    batched_xs, batched_ys = stack_batches(xs, ys, batch_size)

    def body(params, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, batch[0], batch[1])
        print("batch loss:", loss)  # mistake: JAX302
        return sgd(params, grads, lr), loss

    return lax.scan(body, params, (batched_xs, batched_ys))


@jax.jit
def update_with_stats(params, xs, ys, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, xs, ys)
    stats = {"loss": loss.item(), "grad_norm": global_norm(grads)}  # mistake: JAX105
    return sgd(params, grads, lr), stats


if __name__ == "__main__":
    _, final = main(epochs=5)
    print("final metrics:", final)
