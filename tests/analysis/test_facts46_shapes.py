"""Parameters the measured static-parameter table (analysis/static_params.py) newly covers, each with
a traced value flowing into it inside a transformed function (it fails under JAX as JAX202 says) and a
working twin (the value static): run under JAX first (the label), then linted.

Spread over the modules the probe reads: jax.numpy (axes, decimals, `n` of diff, `k` of tril_indices,
norm's `ord`, total_repeat_length), an array method's axis, jax.nn, jax.random, jax.lax, jax.numpy.fft,
jax.scipy.linalg and jax.scipy.signal. Two parameters the probe left out stay silent: an array of histogram
bin edges may be traced, and jnp.roll's `shift` may (only its `axis` may not).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = ("from functools import partial\n\nimport jax\nimport jax.numpy as jnp\nimport jax.scipy.linalg\n"
          "import jax.scipy.signal\nfrom jax import lax\n\n")

_ROLL_AXIS_TRACED = """
@jax.jit
def shift_rows(x, axis):
    return jnp.roll(x, 1, axis=axis)


shift_rows(jnp.ones((2, 3)), 1)
"""

_ROLL_AXIS_STATIC = """
@partial(jax.jit, static_argnames="axis")
def shift_rows(x, shift, axis):
    return jnp.roll(x, shift, axis=axis)


shift_rows(jnp.ones((2, 3)), 2, axis=1)
"""

_CUMSUM_AXIS_TRACED = """
def running_total(x, dim):
    return jnp.cumsum(x, dim)


jax.jit(running_total)(jnp.ones((2, 3)), 0)
"""

_CUMSUM_AXIS_STATIC = """
def running_total(x, dim):
    return jnp.cumsum(x, dim)


jax.jit(running_total, static_argnums=1)(jnp.ones((2, 3)), 0)
"""

_ARGSORT_METHOD_AXIS_TRACED = """
@jax.jit
def ranks(scores, axis):
    return scores.argsort(axis=axis)


ranks(jnp.ones((2, 3)), 1)
"""

_TAKE_AXIS_TRACED = """
@jax.jit
def pick(x, idx, axis):
    return jnp.take(x, idx, axis)


pick(jnp.ones((2, 3)), jnp.array([0, 1]), 1)
"""

_ROUND_DECIMALS_TRACED = """
@jax.jit
def quantise(x, digits):
    return jnp.round(x, decimals=digits)


quantise(jnp.array([1.234, 5.678]), 2)
"""

_ROUND_DECIMALS_STATIC = """
@partial(jax.jit, static_argnums=1)
def quantise(x, digits):
    return jnp.round(x, decimals=digits)


quantise(jnp.array([1.234, 5.678]), 2)
"""

_DIFF_ORDER_TRACED = """
@jax.jit
def derivative(signal, order):
    return jnp.diff(signal, n=order)


derivative(jnp.arange(6.0), 2)
"""

_TRIL_INDICES_K_TRACED = """
@jax.jit
def lower_band(m, k):
    rows, cols = jnp.tril_indices(3, k)
    return m[rows, cols]


lower_band(jnp.ones((3, 3)), -1)
"""

_NORM_ORD_TRACED = """
@jax.jit
def size_of(v, p):
    return jnp.linalg.norm(v, ord=p)


size_of(jnp.array([3.0, 4.0]), 1)
"""

_SOFTMAX_AXIS_TRACED = """
@jax.jit
def attention(logits, axis):
    return jax.nn.softmax(logits, axis=axis)


attention(jnp.ones((2, 3)), -1)
"""

_SOFTMAX_AXIS_STATIC = """
@jax.jit
def attention(logits):
    return jax.nn.softmax(logits, axis=logits.ndim - 1)


attention(jnp.ones((2, 3)))
"""

_CHOICE_SHAPE_TRACED = """
@jax.jit
def draw(key, pool, count):
    return jax.random.choice(key, pool, shape=(count,))


draw(jax.random.key(0), jnp.arange(5), 3)
"""

_CHOICE_SHAPE_STATIC = """
@partial(jax.jit, static_argnames="count")
def draw(key, pool, count):
    return jax.random.choice(key, pool, shape=(count,))


draw(jax.random.key(0), jnp.arange(5), count=3)
"""

_PERMUTATION_AXIS_TRACED = """
def shuffle(key, x, axis):
    return jax.random.permutation(key, x, axis=axis)


jax.vmap(shuffle, in_axes=(None, None, 0))(jax.random.key(0), jnp.ones((2, 3)), jnp.array([0, 1]))
"""

_INDEX_IN_DIM_TRACED = """
@jax.jit
def row(x, i):
    return lax.index_in_dim(x, i, axis=0, keepdims=False)


row(jnp.ones((3, 2)), 1)
"""

_INDEX_IN_DIM_DYNAMIC = """
@jax.jit
def row(x, i):
    return lax.dynamic_index_in_dim(x, i, axis=0, keepdims=False)


row(jnp.ones((3, 2)), 1)
"""

_FFTSHIFT_AXES_TRACED = """
@jax.jit
def centred(spectrum, axis):
    return jnp.fft.fftshift(spectrum, axes=axis)


centred(jnp.ones((4, 4)), 0)
"""

_HILBERT_SIZE_TRACED = """
@jax.jit
def conditioned(n):
    return jax.scipy.linalg.hilbert(n).sum()


conditioned(4)
"""

_HILBERT_SIZE_STATIC = """
@partial(jax.jit, static_argnums=0)
def conditioned(n):
    return jax.scipy.linalg.hilbert(n).sum()


conditioned(4)
"""

_STFT_SEGMENT_TRACED = """
@jax.jit
def spectrogram(signal, segment):
    return jax.scipy.signal.stft(signal, nperseg=segment)[2]


spectrogram(jnp.ones(64), 16)
"""

_TOTAL_REPEAT_LENGTH_TRACED = """
@jax.jit
def expand(x, counts, total):
    return jnp.repeat(x, counts, total_repeat_length=total)


expand(jnp.array([1.0, 2.0]), jnp.array([1, 2]), 3)
"""

_TOTAL_REPEAT_LENGTH_STATIC = """
@jax.jit
def expand(x, counts):
    return jnp.repeat(x, counts, total_repeat_length=x.shape[0] * 2)


expand(jnp.array([1.0, 2.0]), jnp.array([1, 2]))
"""

_HISTOGRAM_TRACED_EDGES = """
@jax.jit
def counts(samples, edges):
    return jnp.histogram(samples, bins=edges)[0]


counts(jnp.array([0.1, 0.5, 0.7]), jnp.linspace(0.0, 1.0, 5))
"""

SHAPES = {
    "roll_axis_traced": (_ROLL_AXIS_TRACED, "ConcretizationTypeError", "JAX202"),
    "roll_axis_static_shift_traced": (_ROLL_AXIS_STATIC, None, None),
    "cumsum_axis_traced": (_CUMSUM_AXIS_TRACED, "ValueError", "JAX202"),
    "cumsum_axis_static": (_CUMSUM_AXIS_STATIC, None, None),
    "argsort_method_axis_traced": (_ARGSORT_METHOD_AXIS_TRACED, "ValueError", "JAX202"),
    "take_axis_traced": (_TAKE_AXIS_TRACED, "TracerIntegerConversionError", "JAX202"),
    "round_decimals_traced": (_ROUND_DECIMALS_TRACED, "ValueError", "JAX202"),
    "round_decimals_static": (_ROUND_DECIMALS_STATIC, None, None),
    "diff_order_traced": (_DIFF_ORDER_TRACED, "ValueError", "JAX202"),
    "tril_indices_k_traced": (_TRIL_INDICES_K_TRACED, "ConcretizationTypeError", "JAX202"),
    "norm_ord_traced": (_NORM_ORD_TRACED, "ValueError", "JAX202"),
    "softmax_axis_traced": (_SOFTMAX_AXIS_TRACED, "ConcretizationTypeError", "JAX202"),
    "softmax_axis_from_ndim": (_SOFTMAX_AXIS_STATIC, None, None),
    "choice_shape_traced": (_CHOICE_SHAPE_TRACED, "TracerBoolConversionError", "JAX202"),
    "choice_shape_static": (_CHOICE_SHAPE_STATIC, None, None),
    "permutation_axis_vmapped": (_PERMUTATION_AXIS_TRACED, "TracerIntegerConversionError", "JAX202"),
    "index_in_dim_traced": (_INDEX_IN_DIM_TRACED, "TracerIntegerConversionError", "JAX202"),
    "dynamic_index_in_dim_traced_index": (_INDEX_IN_DIM_DYNAMIC, None, None),
    "fftshift_axes_traced": (_FFTSHIFT_AXES_TRACED, "TypeError", "JAX202"),
    "hilbert_size_traced": (_HILBERT_SIZE_TRACED, "ValueError", "JAX202"),
    "hilbert_size_static": (_HILBERT_SIZE_STATIC, None, None),
    "stft_segment_traced": (_STFT_SEGMENT_TRACED, "ConcretizationTypeError", "JAX202"),
    "total_repeat_length_traced": (_TOTAL_REPEAT_LENGTH_TRACED, "TracerBoolConversionError", "JAX202"),
    "total_repeat_length_static": (_TOTAL_REPEAT_LENGTH_STATIC, None, None),
    "histogram_traced_edges": (_HISTOGRAM_TRACED_EDGES, None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_facts46_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
