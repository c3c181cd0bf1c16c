"""Shapes the twenty-eighth set of report repros (tests/data/report_repros28/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- library parameters that must be concrete (facts table, measured on JAX 0.10.2): the exponent of
  `lax.integer_pow` (TypeError: primitive parameters must be hashable), the length of the window
  functions (`jnp.hanning`, `hamming`, `bartlett`, `blackman`, `kaiser`), the segment sizes of
  `jax.scipy.signal.stft`/`welch`/`csd`, the orders of `lpmn`/`lpmn_values`, and `sph_harm_y`'s
  degrees when no `n_max` is given (ConcretizationTypeError, JAX202);
- a library function jitted in a constructor and kept on `self` (`self._norm = jax.jit(jnp.linalg.norm)`)
  traces the arguments its method calls pass: an int every construction hands `__init__` for `ord`
  (`Regularizer(order=1)`, `self.order = order`) reaches norm's static `ord` as a tracer (ValueError
  "Non-hashable static arguments", JAX812);
- `jnp.ndim`/`shape`/`size` of a Python list or tuple holding tracers ask NumPy for its shape, which
  converts them (TracerArrayConversionError, JAX501);
- an argument every caller passes as an elementwise comparison of an array (`step(x, x > 0.2)`) is a
  traced boolean mask in the jitted function: indexing with it raises NonConcreteBooleanIndexError (JAX601);
- a plain `@dataclasses.dataclass` field holds what each construction passes for it (by keyword or
  position, else its default): a callback field called by a jitted method runs on tracers (JAX105 on
  its `int()`).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = ("import dataclasses\nfrom functools import partial\nfrom typing import Callable, NamedTuple, Optional\n\n"
          "import jax\nimport jax.numpy as jnp\nfrom jax import lax\n\n")

_WINDOW_FROM_NAMEDTUPLE_FIELD = """
class Taper(NamedTuple):
    length: int


@jax.jit
def tapered(x, taper):
    return x * jnp.hamming(taper.length)


print(tapered(jnp.ones(8), Taper(8)))
"""

_WINDOW_FROM_STATIC_NAMEDTUPLE = """
class Taper(NamedTuple):
    length: int


@partial(jax.jit, static_argnums=1)
def tapered(x, taper):
    return x * jnp.hamming(taper.length)


print(tapered(jnp.ones(8), Taper(8)))
"""

_WELCH_SEGMENT_FROM_PARAMETER = """
@jax.jit
def power(x, segment):
    _, p = jax.scipy.signal.welch(x, nperseg=segment)
    return p.sum()


print(power(jnp.sin(jnp.arange(256.0)), 32))
"""

_INTEGER_POW_EXPONENT_FROM_PARAMETER = """
@jax.jit
def moment(x, order):
    return lax.integer_pow(x, order).mean()


print(moment(jnp.arange(4.0), 3))
"""

_INTEGER_POW_LITERAL_EXPONENT = """
@jax.jit
def moment(x):
    return lax.integer_pow(x, 3).mean()


print(moment(jnp.arange(4.0)))
"""

_LPMN_TRACED_ORDER = """
def legendre(z, order):
    p, _ = jax.scipy.special.lpmn(order, order, z)
    return p


print(jax.vmap(legendre, in_axes=(None, 0))(jnp.linspace(-0.5, 0.5, 3), jnp.array([2, 2])).shape)
"""

_SPH_HARM_TRACED_N_MAX = """
@jax.jit
def harmonic(n, theta, phi, n_max):
    return jax.scipy.special.sph_harm_y(n, jnp.zeros_like(n), theta, phi, n_max=n_max)


print(harmonic(jnp.array([1]), jnp.ones(1), jnp.ones(1), 2))
"""

_SPH_HARM_STATIC_N_MAX = """
@jax.jit
def harmonic(n, theta, phi):
    return jax.scipy.special.sph_harm_y(n, jnp.zeros_like(n), theta, phi, n_max=2)


print(harmonic(jnp.array([1]), jnp.ones(1), jnp.ones(1)))
"""

_JITTED_LIBRARY_ON_SELF_TRACED_POWER = """
class Propagator:
    def __init__(self, power):
        self.power = power
        self._pow = jax.jit(jnp.linalg.matrix_power)

    def apply(self, a, x):
        return self._pow(a, self.power) @ x


print(Propagator(3).apply(jnp.eye(2), jnp.ones(2)))
"""

_JITTED_LIBRARY_ON_SELF_STATIC_POWER = """
class Propagator:
    def __init__(self, power):
        self.power = power
        self._pow = jax.jit(jnp.linalg.matrix_power, static_argnums=1)

    def apply(self, a, x):
        return self._pow(a, self.power) @ x


print(Propagator(3).apply(jnp.eye(2), jnp.ones(2)))
"""

_SHAPE_OF_TUPLE_OF_TRACERS = """
def width(pair):
    return jnp.shape(pair)[-1]


@jax.jit
def stacked(x):
    return jnp.zeros(width((x, x)))


print(stacked(jnp.ones(3)))
"""

_SHAPE_OF_ARRAY = """
def width(pair):
    return jnp.shape(pair)[-1]


@jax.jit
def stacked(x):
    return jnp.zeros(width(jnp.stack((x, x))))


print(stacked(jnp.ones(3)))
"""

_COMPARISON_ARGUMENT_MASK = """
def positive_sum(x, mask):
    return x[mask].sum()


x = jnp.linspace(-1.0, 1.0, 5)
print(jax.jit(positive_sum)(x, mask=x > 0))
"""

_COMPARISON_ARGUMENT_WHERE = """
def positive_sum(x, mask):
    return jnp.where(mask, x, 0.0).sum()


x = jnp.linspace(-1.0, 1.0, 5)
print(jax.jit(positive_sum)(x, mask=x > 0))
"""

_DATACLASS_CALLBACK_FIELD = """
def bucket(x):
    return int(x.sum()) % 3


@dataclasses.dataclass(frozen=True)
class Router:
    scale: float
    route: Optional[Callable] = None

    def forward(self, x):
        return x * self.scale + self.route(x)


router = Router(2.0, bucket)
print(jax.jit(router.forward)(jnp.ones(3)))
"""

_DATACLASS_CALLBACK_FIELD_JNP = """
def bucket(x):
    return jnp.sum(x) % 3


@dataclasses.dataclass(frozen=True)
class Router:
    scale: float
    route: Optional[Callable] = None

    def forward(self, x):
        return x * self.scale + self.route(x)


router = Router(2.0, bucket)
print(jax.jit(router.forward)(jnp.ones(3)))
"""

SHAPES = {
    "window_from_namedtuple_field": (_WINDOW_FROM_NAMEDTUPLE_FIELD, "ConcretizationTypeError", "JAX202"),
    "window_from_static_namedtuple": (_WINDOW_FROM_STATIC_NAMEDTUPLE, None, None),
    "welch_segment_from_parameter": (_WELCH_SEGMENT_FROM_PARAMETER, "ConcretizationTypeError", "JAX202"),
    "integer_pow_exponent_from_parameter": (_INTEGER_POW_EXPONENT_FROM_PARAMETER, "TypeError", "JAX202"),
    "integer_pow_literal_exponent": (_INTEGER_POW_LITERAL_EXPONENT, None, None),
    "lpmn_traced_order": (_LPMN_TRACED_ORDER, "ConcretizationTypeError", "JAX202"),
    "sph_harm_traced_n_max": (_SPH_HARM_TRACED_N_MAX, "ConcretizationTypeError", "JAX202"),
    "sph_harm_static_n_max": (_SPH_HARM_STATIC_N_MAX, None, None),
    "jitted_library_on_self_traced_power": (_JITTED_LIBRARY_ON_SELF_TRACED_POWER, "ValueError", "JAX812"),
    "jitted_library_on_self_static_power": (_JITTED_LIBRARY_ON_SELF_STATIC_POWER, None, None),
    "shape_of_tuple_of_tracers": (_SHAPE_OF_TUPLE_OF_TRACERS, "TracerArrayConversionError", "JAX501"),
    "shape_of_array": (_SHAPE_OF_ARRAY, None, None),
    "comparison_argument_mask": (_COMPARISON_ARGUMENT_MASK, "NonConcreteBooleanIndexError", "JAX601"),
    "comparison_argument_where": (_COMPARISON_ARGUMENT_WHERE, None, None),
    "dataclass_callback_field": (_DATACLASS_CALLBACK_FIELD, "ConcretizationTypeError", "JAX105"),
    "dataclass_callback_field_jnp": (_DATACLASS_CALLBACK_FIELD_JNP, None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_repros28_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
