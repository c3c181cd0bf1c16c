"""Shapes the twenty-third set of report repros (tests/data/report_repros23/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- a list or tuple repeated a static number of times (`[(0, 0)] * (x.ndim - 1)`) is a sequence of
  the same elements: concatenated with a display holding a tracer (`+ [(pad, pad)]`) it still
  holds that tracer, so handed to `jnp.pad` or a shape it raises (JAX202);
- `jax.pmap` maps every argument it is not told is static (`static_broadcasted_argnums`): `self`
  of a method under a bare `@jax.pmap`, or a string, raises TypeError at the call as under jit
  (JAX811);
- a function under `jax.custom_vjp`/`custom_jvp` runs on the arguments as passed: its parameters
  hold what its callers pass (a call inside its own fwd rule handing on the rule's parameters
  passes nothing new, and `f.defvjp(fwd, bwd)` hands `f` to no other caller), so a function
  argument it puts in a loop carry raises TypeError (JAX811);
- a registered dataclass (`jax.tree_util.register_dataclass`) is traced field by field: a data
  field holding a string, a set or frozenset (passed, or left at its class-body default) fails
  under jit and in a lax loop carry as that value alone does (JAX811); a static field does not.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = ("import dataclasses\nfrom functools import partial\n\nimport jax\nimport jax.numpy as jnp\n"
          "import numpy as np\nfrom jax import lax\n\n")

_REPEATED_PAD_WIDTHS_IN_SCAN = """
def body(x, level):
    dilation = 2 ** level
    widths = [(0, 0)] * (x.ndim - 1) + [(dilation, dilation)]
    return x, jnp.pad(x, widths, mode="wrap").sum()


print(lax.scan(body, jnp.ones((2, 8)), np.arange(3)))
"""

_REPEATED_SHAPE_WITH_TRACED_SIZE = """
@jax.jit
def grid(x, n):
    return jnp.zeros((1,) * 2 + (n,)) + x


print(grid(1.0, 3))
"""

_REPEATED_STATIC_PAD_WIDTHS_IN_SCAN = """
def body(x, level):
    widths = [(0, 0)] * (x.ndim - 1) + [(2, 2)]
    return x, jnp.pad(x, widths, mode="wrap").sum() * level


print(lax.scan(body, jnp.ones((2, 8)), np.arange(3)))
"""

_REPEATED_TRACERS_STACKED = """
@jax.jit
def tile(x):
    return jnp.stack([x] * 3 + [2.0 * x])


print(tile(jnp.ones(2)))
"""

_REPEATED_FLOATS_TO_ARRAY = """
@jax.jit
def weights(x):
    return x * jnp.array([0.5] * 3 + [1.0])


print(weights(jnp.ones(4)))
"""

_PMAP_METHOD_SELF = """
class Scaler:
    def __init__(self, scale):
        self.scale = scale

    @jax.pmap
    def apply(self, x):
        return x * self.scale


print(Scaler(2.0).apply(jnp.ones((jax.local_device_count(), 3))))
"""

_PMAP_STRING_ARGUMENT = """
@jax.pmap
def reduce(x, how):
    return x.sum()


print(reduce(jnp.ones((jax.local_device_count(), 3)), "sum"))
"""

_PMAP_METHOD_STATIC_SELF = """
class Scaler:
    def __init__(self, scale):
        self.scale = scale

    @partial(jax.pmap, static_broadcasted_argnums=0)
    def apply(self, x):
        return x * self.scale


print(Scaler(2.0).apply(jnp.ones((jax.local_device_count(), 3))))
"""

_PMAP_STRING_STATIC = """
@partial(jax.pmap, static_broadcasted_argnums=(1,))
def reduce(x, how):
    return x.sum() if how == "sum" else x.mean()


print(reduce(jnp.ones((jax.local_device_count(), 3)), "sum"))
"""

_CUSTOM_VJP_FUNCTION_IN_CARRY = """
def euler(z):
    return z + 0.1


@partial(jax.custom_vjp, nondiff_argnums=(1,))
def settle(x, step):
    def body(carry):
        x, i, f = carry
        return f(0.5 * x), i + 1, f

    return lax.while_loop(lambda c: c[1] < 5, body, (x, 0, step))[0]


def settle_fwd(x, step):
    return settle(x, step), None


def settle_bwd(step, res, g):
    return (0.5 * g,)


settle.defvjp(settle_fwd, settle_bwd)
print(settle(jnp.ones(3), euler))
"""

_CUSTOM_JVP_FUNCTION_IN_CARRY = """
def relu(z):
    return jnp.maximum(z, 0.0)


@jax.custom_jvp
def smooth(x, act):
    return lax.fori_loop(0, 3, lambda i, c: (c[1](c[0]), c[1]), (x, act))[0]


@smooth.defjvp
def smooth_jvp(primals, tangents):
    x, act = primals
    return smooth(x, act), tangents[0]


print(smooth(jnp.ones(3), relu))
"""

_CUSTOM_VJP_FUNCTION_CLOSED_OVER = """
def euler(z):
    return z + 0.1


@partial(jax.custom_vjp, nondiff_argnums=(1,))
def settle(x, step):
    def body(carry):
        x, i = carry
        return step(0.5 * x), i + 1

    return lax.while_loop(lambda c: c[1] < 5, body, (x, 0))[0]


def settle_fwd(x, step):
    return settle(x, step), None


def settle_bwd(step, res, g):
    return (0.5 * g,)


settle.defvjp(settle_fwd, settle_bwd)
print(settle(jnp.ones(3), euler), jax.grad(lambda x: settle(x, euler).sum())(jnp.ones(3)))
"""

_CUSTOM_VJP_ARRAY_IN_CARRY = """
@jax.custom_vjp
def settle(x, shift):
    def body(carry):
        x, i, s = carry
        return 0.5 * x + s, i + 1, s

    return lax.while_loop(lambda c: c[1] < 5, body, (x, 0, shift))[0]


def settle_fwd(x, shift):
    return settle(x, shift), None


def settle_bwd(res, g):
    return 0.5 * g, g


settle.defvjp(settle_fwd, settle_bwd)
print(settle(jnp.ones(3), jnp.full(3, 0.1)))
"""

_DATACLASS_FROZENSET_DEFAULT_IN_CARRY = """
@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Operator:
    matrix: jax.Array
    tags: frozenset = frozenset()


op = lax.fori_loop(0, 3, lambda i, op: Operator(op.matrix * 0.5), Operator(jnp.eye(2)))
print(op.matrix)
"""

_DATACLASS_STRING_FIELD_TO_JIT = """
@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Layer:
    w: jax.Array
    activation: str


@jax.jit
def apply(layer, x):
    return jnp.tanh(x @ layer.w)


print(apply(Layer(jnp.eye(2), "tanh"), jnp.ones(2)))
"""

_SET_TO_JIT = """
@jax.jit
def pick(x, keep):
    return x * len(keep)


print(pick(jnp.ones(2), {1, 2}))
"""

_DATACLASS_STATIC_FROZENSET_IN_CARRY = """
@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Operator:
    matrix: jax.Array
    tags: frozenset = dataclasses.field(default=frozenset(), metadata=dict(static=True))


op = lax.fori_loop(0, 3, lambda i, op: Operator(op.matrix * 0.5), Operator(jnp.eye(2)))
print(op.matrix)
"""

_DATACLASS_STATIC_STRING_TO_JIT = """
@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Layer:
    w: jax.Array
    activation: str = dataclasses.field(metadata=dict(static=True))


@jax.jit
def apply(layer, x):
    return jnp.tanh(x @ layer.w) if layer.activation == "tanh" else x @ layer.w


print(apply(Layer(jnp.eye(2), "tanh"), jnp.ones(2)))
"""

_FROZENSET_CLOSED_OVER = """
KEEP = frozenset({0, 2})


@jax.jit
def pick(x):
    return jnp.stack([x[i] for i in sorted(KEEP)])


print(pick(jnp.arange(4.0)))
"""

SHAPES = {
    "repeated_pad_widths_in_scan": (_REPEATED_PAD_WIDTHS_IN_SCAN, "ConcretizationTypeError", "JAX202"),
    "repeated_shape_with_traced_size": (_REPEATED_SHAPE_WITH_TRACED_SIZE, "TypeError", "JAX202"),
    "repeated_static_pad_widths_in_scan": (_REPEATED_STATIC_PAD_WIDTHS_IN_SCAN, None, None),
    "repeated_tracers_stacked": (_REPEATED_TRACERS_STACKED, None, None),
    "repeated_floats_to_array": (_REPEATED_FLOATS_TO_ARRAY, None, None),
    "pmap_method_self": (_PMAP_METHOD_SELF, "TypeError", "JAX811"),
    "pmap_string_argument": (_PMAP_STRING_ARGUMENT, "TypeError", "JAX811"),
    "pmap_method_static_self": (_PMAP_METHOD_STATIC_SELF, None, None),
    "pmap_string_static": (_PMAP_STRING_STATIC, None, None),
    "custom_vjp_function_in_carry": (_CUSTOM_VJP_FUNCTION_IN_CARRY, "TypeError", "JAX811"),
    # two true findings: the call passes `relu` where nondiff_argnums does not list it (TypeError at the
    # call, what runs first), and the loop carries it (TypeError once `act` is listed there; measured)
    "custom_jvp_function_in_carry": (_CUSTOM_JVP_FUNCTION_IN_CARRY, "TypeError", "JAX811 JAX811"),
    "custom_vjp_function_closed_over": (_CUSTOM_VJP_FUNCTION_CLOSED_OVER, None, None),
    "custom_vjp_array_in_carry": (_CUSTOM_VJP_ARRAY_IN_CARRY, None, None),
    "dataclass_frozenset_default_in_carry": (_DATACLASS_FROZENSET_DEFAULT_IN_CARRY, "TypeError", "JAX811"),
    "dataclass_string_field_to_jit": (_DATACLASS_STRING_FIELD_TO_JIT, "TypeError", "JAX811"),
    "set_to_jit": (_SET_TO_JIT, "TypeError", "JAX811"),
    "dataclass_static_frozenset_in_carry": (_DATACLASS_STATIC_FROZENSET_IN_CARRY, None, None),
    "dataclass_static_string_to_jit": (_DATACLASS_STATIC_STRING_TO_JIT, None, None),
    "frozenset_closed_over": (_FROZENSET_CLOSED_OVER, None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_repros23_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
