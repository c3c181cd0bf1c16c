"""Helpers: losses and metrics, learning-rate schedules, gradient clipping, logging."""

from __future__ import annotations

import math
import time
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


# --- Losses and metrics -----------------------------------------------------------------


def cross_entropy(logits, labels, label_smoothing=0.0):
    """Mean softmax cross-entropy with integer labels; smoothing is a Python float."""
    num_classes = logits.shape[-1]
    targets = jax.nn.one_hot(labels, num_classes)
    if label_smoothing:
        targets = targets * (1.0 - label_smoothing) + label_smoothing / num_classes
    return -jnp.mean(jnp.sum(targets * jax.nn.log_softmax(logits), axis=-1))


def accuracy(logits, labels):
    return jnp.mean(jnp.argmax(logits, axis=-1) == labels)


@jax.jit
def eval_metrics(logits, labels):
    """Metrics stay arrays inside jit; convert with float() after the call returns."""
    loss = cross_entropy(logits, labels)
    acc = accuracy(logits, labels)
    jax.debug.print("eval loss {loss:.4f} acc {acc:.3f}", loss=loss, acc=acc)
    return {"loss": loss, "accuracy": acc}


def huber(x, delta=1.0):
    """Scalar Huber loss. Python control flow is fine here: it is only differentiated
    with jax.grad, whose tracers carry concrete values, never jitted."""
    if abs(x) <= delta:
        return 0.5 * x ** 2
    return delta * (abs(x) - 0.5 * delta)


huber_grad = jax.grad(huber)


# --- Schedules --------------------------------------------------------------------------


def cosine_decay(step, base_lr, total_steps, min_lr=0.0):
    """Works for a Python int step and for a traced step inside a jitted update."""
    progress = jnp.clip(step / total_steps, 0.0, 1.0)
    return min_lr + 0.5 * (base_lr - min_lr) * (1.0 + jnp.cos(math.pi * progress))


def warmup_cosine(step, base_lr, warmup_steps, total_steps):
    warm = base_lr * (step + 1) / warmup_steps
    return jnp.where(step < warmup_steps, warm,
                     cosine_decay(step - warmup_steps, base_lr, total_steps - warmup_steps))


@partial(jax.jit, static_argnames=("num_steps",))
def schedule_table(base_lr, num_steps):
    """The whole schedule as an array (for plotting); `range` over a static length."""
    lrs = jnp.zeros(num_steps)
    for i in range(lrs.shape[0]):
        lrs = lrs.at[i].set(cosine_decay(i, base_lr, num_steps))
    return lrs


# --- Gradients --------------------------------------------------------------------------


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(jnp.square(leaf)) for leaf in jax.tree.leaves(tree)))


@jax.jit
def clip_by_global_norm(grads, max_norm):
    norm = global_norm(grads)
    scale = jnp.minimum(1.0, max_norm / (norm + 1e-6))
    return jax.tree.map(lambda g: g * scale, grads)


@jax.jit
def safe_scale(grads, loss):
    """Zero the update when the loss is not finite, without a Python branch."""
    return lax.cond(jnp.isfinite(loss),
                    lambda g: g,
                    lambda g: jax.tree.map(jnp.zeros_like, g),
                    grads)


# --- Logging ----------------------------------------------------------------------------


class Timer:
    def __init__(self):
        self.start = time.perf_counter()

    def elapsed(self):
        return time.perf_counter() - self.start


def log_metrics(step, metrics):
    """Host-side logging: call it on the values a jitted function returned."""
    parts = " ".join(f"{k}={float(v):.4f}" for k, v in sorted(metrics.items()))
    print(f"step {step:4d} {parts}")


# --- Mistakes jaxlint reports (each offending line is marked) ----------------------------


@jax.jit
def clip_by_global_norm_py(grads, max_norm):
    norm = global_norm(grads)
    scale = min(1.0, max_norm / (norm + 1e-6))  # mistake: JAX103
    return jax.tree.map(lambda g: g * scale, grads)


@jax.jit
def eval_metrics_printed(logits, labels):
    loss = cross_entropy(logits, labels)
    acc = accuracy(logits, labels)
    print("eval loss", loss, "acc", acc)  # mistake: JAX302
    return {"loss": loss, "accuracy": acc}


@jax.jit
def correct_count(logits, labels):
    return int(jnp.sum(jnp.argmax(logits, axis=-1) == labels))  # mistake: JAX105


LOSS_CONFIG = {"label_smoothing": 0.0}


def configure_loss(**options):
    LOSS_CONFIG.update(options)


@jax.jit
def smoothed_loss(logits, labels):
    return cross_entropy(logits, labels, LOSS_CONFIG["label_smoothing"])  # mistake: JAX303
