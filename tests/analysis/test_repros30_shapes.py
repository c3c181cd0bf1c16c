"""Shapes the thirtieth set of report repros (tests/data/report_repros30/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- `jax.checkpoint` traces every argument it is not told is static, so `jax.jit(jax.checkpoint(f),
  static_argnums=0)` still hands `f` a tracer there, whether the checkpoint is nested in the jit
  call or bound to a name first (`remat = jax.checkpoint(f)`, `jax.jit(remat, static_argnums=0)`):
  a Python `if` on it raises TracerBoolConversionError (JAX101); `jax.checkpoint(f,
  static_argnums=(0,))` works. Reading the callers, `config.use_bias` is the literal a construction
  passes (`BlockConfig(use_bias=True)`, an `__init__` storing its parameter unchanged), and the
  calls of a factory's product (`step = make_step(cfg)`; `step(...)`) are the callers of the jit
  the factory returns.
- a method jitted with `self` traced (`@partial(jax.jit, static_argnums=(1,))` or a bare `@jax.jit`)
  called on a parameter (`def forward(layer, x): return layer.apply(x, True)`) every caller of which
  passes an instance of one ordinary class of the module: the instance is the traced first argument,
  TypeError at the call (JAX811); `static_argnums=(0, 2)` works.
- `jax.custom_gradient` and `jax.checkpoint` trace every argument (checkpoint all but its
  `static_argnums`): a function passed there raises TypeError at the call (JAX811); a factory closing
  over the function, or `static_argnums=(0,)`, works.
- `jax.vmap(f, out_axes=[0, None])(xs)` where `f` returns an instance of an ordinary class of the
  module: vmap cannot output it even unmapped, TypeError at the call (JAX811); a class registered as a
  pytree works.
- a Python dict searched for a tracer (`t in self._cache`, `t not in table`, `table.get(t)`) hashes
  it, and tracers are unhashable: TypeError (JAX201), in a method of a module-level object called from
  jitted code as in a plain jitted function; a static key works.
- an ordinary class whose own `__hash__` is `hash((self.x, self.mul))`, built with a JAX array for
  an attribute its `__init__` stores: as the static `self` of a jitted method or a static argument
  of a jitted function, jit hashes it and raises ValueError, Non-hashable static arguments (JAX810);
  a Python float there works.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = ("from functools import partial\n\nimport jax\nimport jax.numpy as jnp\nimport numpy as np\n"
          "from jax import lax\n\n")

_BLOCK = """
class BlockConfig:
    def __init__(self, width, use_bias):
        self.width = width
        self.use_bias = use_bias


def block_forward(use_bias, x):
    h = jnp.tanh(x)
    if use_bias:
        return h + 1.0
    return h


"""

_CHECKPOINT_NESTED_IN_JIT = _BLOCK + """
step = jax.jit(CHECKPOINT, static_argnums=0)
print(step(True, jnp.ones(3)))
"""

_CHECKPOINT_BOUND_THEN_JITTED = _BLOCK + """
remat_block = CHECKPOINT
step = jax.jit(remat_block, static_argnums=0)
config = BlockConfig(width=3, use_bias=True)
print(step(config.use_bias, jnp.ones(config.width)))
"""

_CHECKPOINT_FACTORY_PRODUCT = _BLOCK + """
def make_step():
    return jax.jit(CHECKPOINT, static_argnums=0)


step = make_step()
print(step(False, jnp.ones(3)))
"""

_METHOD_ON_PARAMETER = """
class SignedLayer:
    def __init__(self, scale):
        self.scale = scale

    DECORATOR
    def apply(self, x, negate):
        y = self.scale * x
        return -y if negate else y


def forward(layer, batch):
    return layer.apply(batch, True)


layer = SignedLayer(2.0)
print(forward(layer, jnp.ones(2)))
print(forward(SignedLayer(3.0), jnp.ones(2)))
"""

_FUNCTION_TO_TRACING_TRANSFORM = """
def apply_twice(fn, x):
    return fn(fn(x))


class Smoother:
    def __init__(self, kernel):
        self.kernel = kernel

    def __call__(self, x):
        return WRAPPED(self.kernel, x)


print(Smoother(jnp.tanh)(jnp.ones(3)))
"""

_CUSTOM_GRADIENT_FUNCTION_ARGUMENT = """
@jax.custom_gradient
def clipped(fn, x):
    y = fn(x)
    return y, lambda g: (None, jnp.clip(g, -1.0, 1.0))


print(clipped(jnp.sin, 0.5))
"""

_CUSTOM_GRADIENT_CLOSES_OVER_FUNCTION = """
def make_clipped(fn):
    @jax.custom_gradient
    def clipped(x):
        return fn(x), lambda g: (jnp.clip(g, -1.0, 1.0),)

    return clipped


print(make_clipped(jnp.sin)(0.5))
"""

_VMAP_RETURNS_HOLDER = """
class Holder:
    def __init__(self, value):
        self.value = value


REGISTER


def make(x):
    return RETURNED


values = jax.vmap(make, out_axes=OUT_AXES)(jnp.zeros(3))
print(values)
"""
_REGISTER_HOLDER = ("jax.tree_util.register_pytree_node(Holder, lambda h: ((), h.value), "
                    "lambda value, _: Holder(value))")

_MEMO_OBJECT = """
class MemoizedBasis:
    def __init__(self, degree):
        self.degree = degree
        self._cache = {}

    def evaluate(self, t):
        LOOKUP
        return jnp.stack([t ** k for k in range(self.degree + 1)])


basis = MemoizedBasis(2)


@partial(jax.jit, static_argnames=STATIC)
def row(t):
    return basis.evaluate(t)


print(row(0.5))
"""

_OWN_HASH = """
class Scaler:
    def __init__(self, x, mul):
        self.x = x
        self.mul = mul

    def __hash__(self):
        return hash((self.x, self.mul))

    def __eq__(self, other):
        return isinstance(other, Scaler) and self.mul == other.mul and self.x is other.x

    @partial(jax.jit, static_argnums=0)
    def calc(self, y):
        return self.x * y if self.mul else y


@partial(jax.jit, static_argnums=1)
def apply(y, scaler):
    return scaler.x * y


scaler = Scaler(X, True)
print(CALL)
"""

_TRACED = "jax.checkpoint(block_forward)"
_STATIC = "jax.checkpoint(block_forward, static_argnums=(0,))"

SHAPES = {
    "checkpoint_nested_in_jit_traces_static_flag": (_CHECKPOINT_NESTED_IN_JIT.replace("CHECKPOINT", _TRACED),
                                                    "TracerBoolConversionError", "JAX101"),
    "checkpoint_nested_in_jit_static_flag": (_CHECKPOINT_NESTED_IN_JIT.replace("CHECKPOINT", _STATIC), None, None),
    "checkpoint_bound_then_jitted_traces_config_flag": (
        _CHECKPOINT_BOUND_THEN_JITTED.replace("CHECKPOINT", _TRACED), "TracerBoolConversionError", "JAX101"),
    "checkpoint_bound_then_jitted_static_config_flag": (
        _CHECKPOINT_BOUND_THEN_JITTED.replace("CHECKPOINT", _STATIC), None, None),
    "checkpoint_factory_product_traces_flag": (_CHECKPOINT_FACTORY_PRODUCT.replace("CHECKPOINT", _TRACED),
                                               "TracerBoolConversionError", "JAX101"),
    "checkpoint_factory_product_static_flag": (_CHECKPOINT_FACTORY_PRODUCT.replace("CHECKPOINT", _STATIC),
                                               None, None),
    "method_traced_self_on_parameter_static_flag": (
        _METHOD_ON_PARAMETER.replace("DECORATOR", "@partial(jax.jit, static_argnums=(2,))"), "TypeError", "JAX811"),
    "method_bare_jit_on_parameter": (
        _METHOD_ON_PARAMETER.replace("DECORATOR", "@jax.jit").replace("negate):", "negate=True):")
        .replace("batch, True)", "batch)"), "TypeError", "JAX811"),
    "method_static_self_on_parameter": (
        _METHOD_ON_PARAMETER.replace("DECORATOR", "@partial(jax.jit, static_argnums=(0, 2))"), None, None),
    "checkpoint_traces_function_argument": (
        _FUNCTION_TO_TRACING_TRANSFORM.replace("WRAPPED", "jax.checkpoint(apply_twice)"), "TypeError", "JAX811"),
    "checkpoint_static_function_argument": (
        _FUNCTION_TO_TRACING_TRANSFORM.replace("WRAPPED", "jax.checkpoint(apply_twice, static_argnums=(0,))"),
        None, None),
    "custom_gradient_function_argument": (_CUSTOM_GRADIENT_FUNCTION_ARGUMENT, "TypeError", "JAX811"),
    "custom_gradient_closes_over_function": (_CUSTOM_GRADIENT_CLOSES_OVER_FUNCTION, None, None),
    "vmap_returns_unregistered_holder_unmapped": (
        _VMAP_RETURNS_HOLDER.replace("REGISTER", "").replace("RETURNED", "[jnp.sin(x), Holder(\"tag\")]")
        .replace("OUT_AXES", "[0, None]"), "TypeError", "JAX811"),
    "vmap_returns_unregistered_holder_in_tuple": (
        _VMAP_RETURNS_HOLDER.replace("REGISTER", "").replace("RETURNED", "(x * 2.0, Holder(x))")
        .replace("OUT_AXES", "0"), "TypeError", "JAX811"),
    "memo_membership_in_method": (_MEMO_OBJECT.replace("LOOKUP", "if t in self._cache:\n            return self._cache[t]")
                                  .replace("STATIC", "()"), "TypeError", "JAX201 JAX201"),
    "memo_get_in_method": (_MEMO_OBJECT.replace("LOOKUP", "cached = self._cache.get(t)\n        if cached is not None:"
                                                "\n            return cached").replace("STATIC", "()"),
                           "TypeError", "JAX201"),
    "memo_membership_static_key": (_MEMO_OBJECT.replace("LOOKUP", "if t in self._cache:\n            return self._cache[t]")
                                   .replace("STATIC", '("t",)'), None, None),
    "own_hash_array_attribute_static_self": (
        _OWN_HASH.replace("X", "jnp.array(2.0)").replace("CALL", "scaler.calc(3.0)"), "ValueError", "JAX810"),
    "own_hash_array_attribute_static_argument": (
        _OWN_HASH.replace("X", "jnp.array(2.0)").replace("CALL", "apply(3.0, scaler)"), "ValueError", "JAX810"),
    "own_hash_float_attribute_static_self": (
        _OWN_HASH.replace("X", "2.0").replace("CALL", "scaler.calc(3.0)"), None, None),
    "vmap_returns_registered_holder": (
        _VMAP_RETURNS_HOLDER.replace("REGISTER", _REGISTER_HOLDER).replace("RETURNED", "[jnp.sin(x), Holder(\"tag\")]")
        .replace("OUT_AXES", "[0, None]"), None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_repros30_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
