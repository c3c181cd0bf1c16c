"""Synthetic classification data, batching and input checks.

Shapes are Python ints known at trace time, so shape arithmetic uses plain Python / NumPy;
values inside arrays are traced, so checks on them use jax.numpy.
"""

from __future__ import annotations

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnames=("num_examples", "num_features", "num_classes"))
def make_dataset(key, num_examples, num_features, num_classes):
    """Gaussian blobs: one random centre per class, labels in [0, num_classes)."""
    k_centres, k_labels, k_noise = jax.random.split(key, 3)
    centres = 3.0 * jax.random.normal(k_centres, (num_classes, num_features))
    labels = jax.random.randint(k_labels, (num_examples,), 0, num_classes)
    xs = centres[labels] + jax.random.normal(k_noise, (num_examples, num_features))
    return xs, labels


def center_rows(x, center):
    return x - x.mean() if center else x


@jax.jit
def center_batch(xs):
    """vmap with a Python flag broadcast (in_axes=None): the flag is never traced."""
    return jax.vmap(center_rows, in_axes=(0, None))(xs, True)


def num_batches(num_examples, batch_size, drop_last=True):
    full, rest = divmod(num_examples, batch_size)
    return full if drop_last or rest == 0 else full + 1


def shuffle(key, xs, ys):
    perm = jax.random.permutation(key, xs.shape[0])
    return xs[perm], ys[perm]


def stack_batches(xs, ys, batch_size):
    """(N, ...) arrays to (N // batch_size, batch_size, ...) for `lax.scan`; drops the remainder."""
    n = num_batches(xs.shape[0], batch_size)
    xs = xs[: n * batch_size].reshape((n, batch_size) + xs.shape[1:])
    ys = ys[: n * batch_size].reshape(n, batch_size)
    return xs, ys


def iterate_batches(xs, ys, batch_size):
    """Python iteration over minibatches: the slice bounds are plain ints."""
    for i in range(num_batches(xs.shape[0], batch_size)):
        start = i * batch_size
        yield xs[start:start + batch_size], ys[start:start + batch_size]


@partial(jax.jit, static_argnames=("batch_size",))
def get_batch(xs, ys, start, batch_size):
    """Batch `start // batch_size` without recompiling per start: the size is static."""
    bx = lax.dynamic_slice_in_dim(xs, start, batch_size)
    by = lax.dynamic_slice_in_dim(ys, start, batch_size)
    return bx, by


@partial(jax.jit, static_argnames=("num_classes",))
def one_hot(labels, num_classes):
    return jax.nn.one_hot(labels, num_classes)


@jax.jit
def standardize(xs):
    """Zero mean, unit variance per feature; constant features are left centred."""
    mean = xs.mean(axis=0)
    std = xs.std(axis=0)
    return (xs - mean) / jnp.where(std > 0, std, 1.0)


@partial(jax.jit, static_argnames=("num_classes",))
def labels_in_range(labels, num_classes):
    return jnp.all((labels >= 0) & (labels < num_classes))


@jax.jit
def count_finite_rows(xs):
    return jnp.sum(jnp.all(jnp.isfinite(xs), axis=-1))


@jax.jit
def pad_features(xs):
    """Pad the feature axis up to a multiple of 8 (shapes are static: plain ints)."""
    width = xs.shape[-1]
    target = -(-width // 8) * 8
    return jnp.pad(xs, ((0, 0), (0, target - width)))


# --- Mistakes jaxlint reports (each offending line is marked) ----------------------------


@jax.jit
def get_batch_sliced(xs, ys, start, batch_size):
    """The minibatch that starts at example `start`."""
    return xs[start:start + batch_size], ys[start:start + batch_size]  # mistake: JAX202


@partial(jax.jit, static_argnames=("num_classes",))
def check_labels(labels, num_classes):
    return jnp.all(0 <= labels < num_classes)  # mistake: JAX102


@jax.jit
def count_clean_rows(xs):
    """Rows without NaN or inf, to drop corrupted examples."""
    return sum(all(jnp.isfinite(row)) for row in xs)  # mistake: JAX104


def l2_normalize(x, eps):
    norm = jnp.linalg.norm(x)
    return x / norm if norm > eps else x  # mistake: JAX101


normalize_rows = jax.vmap(l2_normalize, in_axes=(0, None))
