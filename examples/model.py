"""A multi-layer perceptron in plain jax.numpy.

Parameters are a list of `(w, b)` pairs, one per layer, so they are a pytree that `jax.jit`,
`jax.grad` and `jax.tree.map` handle without any framework.
"""

from __future__ import annotations

import math
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

ACTIVATIONS = {"relu": jax.nn.relu, "tanh": jnp.tanh, "gelu": jax.nn.gelu}


@partial(jax.jit, static_argnames=("sizes",))
def init_mlp(key, sizes, scale=1.0):
    """Glorot-normal weights and zero biases for layer widths `sizes`, e.g. (64, 32, 10).

    `sizes` decides the shapes, so it is static (a tuple, hashable); `scale` is traced.
    """
    keys = jax.random.split(key, len(sizes) - 1)
    params = []
    for k, fan_in, fan_out in zip(keys, sizes[:-1], sizes[1:]):
        std = scale * math.sqrt(2.0 / (fan_in + fan_out))
        params.append((std * jax.random.normal(k, (fan_in, fan_out)), jnp.zeros((fan_out,))))
    return params


def count_params(params):
    return sum(int(np.prod(leaf.shape)) for leaf in jax.tree.leaves(params))


def describe(params):
    """One line per layer with its shape and parameter count (host side, plain ints)."""
    lines = []
    for i, (w, b) in enumerate(params):
        lines.append(f"layer {i}: {w.shape[0]} -> {w.shape[1]}, {math.prod(w.shape) + b.size} params")
    return "\n".join(lines)


def flatten_inputs(x):
    """(batch, H, W, C) images to (batch, H*W*C) features; feature matrices pass through."""
    if x.ndim == 2:
        return x
    return x.reshape(x.shape[0], np.prod(x.shape[1:]))


@partial(jax.jit, static_argnames=("activation",))
def apply_mlp(params, x, activation="relu"):
    """Logits for a batch `x`; `activation` is a Python string, hence static."""
    act = ACTIVATIONS[activation]
    h = flatten_inputs(x)
    for w, b in params[:-1]:
        h = act(h @ w + b)
    w, b = params[-1]
    return h @ w + b


@partial(jax.jit, static_argnames=("training",))
def apply_mlp_dropout(params, x, key, rate, training):
    """Like `apply_mlp` with inverted dropout on the hidden layers when `training`.

    `training` is a Python bool (static); `rate` may change between calls without
    recompiling, so it stays an array and only feeds arithmetic.
    """
    h = flatten_inputs(x)
    keys = jax.random.split(key, len(params))
    for i, (w, b) in enumerate(params[:-1]):
        h = jax.nn.relu(h @ w + b)
        if training:
            keep = jax.random.bernoulli(keys[i], 1.0 - rate, h.shape)
            h = jnp.where(keep, h / (1.0 - rate), 0.0)
    w, b = params[-1]
    return h @ w + b


def per_example_logits(params, xs):
    """vmap over examples with the parameters shared (in_axes=None)."""
    single = lambda p, x: apply_mlp(p, x[None])[0]
    return jax.vmap(single, in_axes=(None, 0))(params, xs)


@jax.jit
def predict(params, x):
    print("tracing predict for input shape", x.shape)  # runs once per new shape: fine
    return jnp.argmax(apply_mlp(params, x), axis=-1)


@jax.jit
def scaled_logits(params, x):
    """Logits divided by sqrt(width) of the last hidden layer; shape math in Python."""
    width = params[-1][0].shape[0]
    return apply_mlp(params, x) / math.sqrt(float(width))


# --- Mistakes jaxlint reports (each offending line is marked) ----------------------------


@jax.jit
def predict_images(params, images):
    """Class predictions for a batch of images (batch, H, W, C)."""
    flat = images.reshape(images.shape[0], jnp.array(images.shape[1:]).prod())  # mistake: JAX401
    return jnp.argmax(apply_mlp(params, flat), axis=-1)


@jax.jit
def apply_mlp_maybe_dropout(params, x, key, rate):
    """Dropout switched off by passing rate=0.0 at evaluation time."""
    h = flatten_inputs(x)
    for w, b in params[:-1]:
        h = jax.nn.relu(h @ w + b)
        if rate > 0:  # mistake: JAX101
            key, sub = jax.random.split(key)
            keep = jax.random.bernoulli(sub, 1.0 - rate, h.shape)
            h = jnp.where(keep, h / (1.0 - rate), 0.0)
    w, b = params[-1]
    return h @ w + b


def active_fraction(params, x):
    """Share of hidden units that fire; train.py compiles it (`active_fraction_jit`), so the
    mistake is in this file and the transform in another."""
    h = jax.nn.relu(flatten_inputs(x) @ params[0][0] + params[0][1])
    if h.mean() > 0.5:  # mistake: JAX101
        return jnp.mean(h > 0)
    return 1.0 - jnp.mean(h == 0)


def layer_sizes(params):
    """Parameters per layer, for a size report."""
    return [jnp.prod(w.shape) + b.shape[0] for w, b in params]  # mistake: JAX401
