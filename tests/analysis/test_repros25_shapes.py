"""Shapes the twenty-fifth set of report repros (tests/data/report_repros25/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- which arguments a derivative transform differentiates (`argnums` of jax.grad, value_and_grad,
  jacfwd, jacrev, hessian, by position or keyword) must be concrete: a traced parameter of a
  jitted function there raises ConcretizationTypeError (JAX202); a static one works;
- jax.image.resize's `shape` must be concrete integers: a jnp array made from `img.shape` under
  jit is a tracer (TypeError, JAX401); a Python tuple works;
- `x.sharding` and `x.device` read on a tracer raise AttributeError, `x.committed`,
  `x.addressable_shards`, `x.is_fully_replicated` ConcretizationTypeError (JAX105): only a concrete
  array has them; read on the jitted function's result they work, and an object's own `device`
  attribute is not an array's;
- a callback's host function (jax.pure_callback, io_callback, jax.debug.callback) reading a tracer of
  the enclosing traced function through its closure runs after the trace, on the tracer: the call
  raises JaxRuntimeError (JAX301); values passed as the callback's arguments, and closures over
  Python or NumPy constants, work;
- an argument of a transform that is an instance of a class registered with
  `register_pytree_node_class` is rebuilt inside the trace by its `tree_unflatten` classmethod:
  `cls(*children)` runs `__init__` on tracers (JAX105 on `.item()`, JAX101 on an `if` there); a
  `tree_unflatten` that bypasses `__init__`, or an `__init__` that skips the conversion when the aux
  data carries the value, works.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = ("from functools import partial\n\nimport jax\nimport jax.numpy as jnp\nimport numpy as np\n"
          "from jax import lax\n\n")

_LOSS = """
def loss(a, b):
    return jnp.sum(a * b**2)


"""

_GRAD_ARGNUMS_TRACED = _LOSS + """@jax.jit
def partial_grad(a, b, which):
    return jax.grad(loss, argnums=which)(a, b)


print(partial_grad(jnp.ones(2), jnp.ones(2), 1))
"""

_JACREV_ARGNUMS_TRACED_POSITIONAL = _LOSS + """@jax.jit
def jac(a, b, which):
    return jax.jacrev(loss, which)(a, b)


print(jac(jnp.ones(2), jnp.ones(2), 0))
"""

_VALUE_AND_GRAD_ARGNUMS_STATIC = _LOSS + """@partial(jax.jit, static_argnames="which")
def partial_grad(a, b, which):
    return jax.value_and_grad(loss, argnums=which)(a, b)


print(partial_grad(jnp.ones(2), jnp.ones(2), which=1))
"""

_GRAD_ARGNUMS_LITERAL_TUPLE = _LOSS + """@jax.jit
def both_grads(a, b):
    return jax.grad(loss, argnums=(0, 1))(a, b)


print(both_grads(jnp.ones(2), jnp.ones(2)))
"""

_RESIZE_SHAPE_JNP = """
@jax.jit
def upsample(img):
    return jax.image.resize(img, jnp.array(img.shape) * 2, method="nearest")


print(upsample(jnp.ones((2, 2))).shape)
"""

_RESIZE_SHAPE_TRACED_KEYWORD = """
@jax.jit
def upsample(img, n):
    return jax.image.resize(img, shape=(n, n), method="nearest")


print(upsample(jnp.ones((2, 2)), 4).shape)
"""

_RESIZE_SHAPE_TUPLE = """
@jax.jit
def upsample(img):
    return jax.image.resize(img, tuple(2 * d for d in img.shape), method="nearest")


print(upsample(jnp.ones((2, 2))).shape)
"""

_SHARDING_UNDER_JIT = """
@jax.jit
def update(x):
    print("placed on", x.sharding)
    return x * 2


print(update(jnp.ones(3)))
"""

_COMMITTED_UNDER_VMAP = """
def check(x):
    placed = x.committed
    return x * 2


print(jax.vmap(check)(jnp.ones((2, 3))))
"""

_SHARDING_OF_RESULT = """
@jax.jit
def update(x):
    return x * 2


y = update(jnp.ones(3))
print("placed on", y.sharding, y.committed)
"""

_OBJECT_DEVICE_UNDER_JIT = """
class Config:
    def __init__(self):
        self.device = "cpu"
        self.scale = 2.0


@partial(jax.jit, static_argnums=1)
def update(x, config):
    print("running on", config.device)
    return x * config.scale


config = Config()
print(update(jnp.ones(3), config))
"""

_PURE_CALLBACK_CLOSES_OVER_TRACER = """
def solve(p, lb):
    def host(q):
        return np.maximum(q, np.asarray(lb)).astype(np.float32)

    return jax.pure_callback(host, jax.ShapeDtypeStruct(p.shape, p.dtype), p)


@jax.jit
def objective(p):
    return jnp.sum(solve(p, jnp.full(2, -1.0)))


print(objective(jnp.array([3.0, -5.0])))
"""

_DEBUG_CALLBACK_LAMBDA_CLOSES_OVER_PARAMETER = """
@jax.jit
def step(x, scale):
    jax.debug.callback(lambda y: print(y * np.asarray(scale)), x)
    return x * 2


print(step(jnp.ones(2), 3.0))
"""

_PURE_CALLBACK_BOUNDS_AS_ARGUMENTS = """
def solve(p, lb):
    def host(q, low):
        return np.maximum(q, low).astype(np.float32)

    return jax.pure_callback(host, jax.ShapeDtypeStruct(p.shape, p.dtype), p, lb)


@jax.jit
def objective(p):
    return jnp.sum(solve(p, jnp.full(2, -1.0)))


print(objective(jnp.array([3.0, -5.0])))
"""

_PURE_CALLBACK_CLOSES_OVER_CONSTANTS = """
LOWER = np.full(2, -1.0, dtype=np.float32)


@jax.jit
def objective(p):
    floor = 0.5

    def host(q):
        return (np.maximum(q, LOWER) * floor).astype(np.float32)

    return jnp.sum(jax.pure_callback(host, jax.ShapeDtypeStruct(p.shape, p.dtype), p))


print(objective(jnp.array([3.0, -5.0])))
"""

_REGISTERED = """
@jax.tree_util.register_pytree_node_class
class Box:
"""

_UNFLATTEN_RUNS_INIT_ITEM = _REGISTERED + """    def __init__(self, a):
        self.a = a
        self.total = self.a.sum().item()

    def tree_flatten(self):
        return (self.a,), None

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        return cls(*children)


print(jax.jit(lambda box: box.a * 2)(Box(jnp.ones(3))))
"""

_UNFLATTEN_RUNS_INIT_BRANCH_UNDER_VMAP = _REGISTERED + """    def __init__(self, a):
        if a.sum() < 0:
            raise ValueError("negative box")
        self.a = a

    def tree_flatten(self):
        return (self.a,), None

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        return cls(children[0])


print(jax.vmap(lambda box: box.a * 2)(Box(jnp.ones((2, 3)))))
"""

_UNFLATTEN_BYPASSES_INIT = _REGISTERED + """    def __init__(self, a):
        self.a = a
        self.total = self.a.sum().item()

    def tree_flatten(self):
        return (self.a,), self.total

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        box = object.__new__(cls)
        box.a, box.total = children[0], aux_data
        return box


print(jax.jit(lambda box: box.a * box.total)(Box(jnp.ones(3))))
"""

_UNFLATTEN_PASSES_AUX_TOTAL = _REGISTERED + """    def __init__(self, a, total=None):
        self.a = a
        self.total = self.a.sum().item() if total is None else total

    def tree_flatten(self):
        return (self.a,), self.total

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        return cls(children[0], total=aux_data)


print(jax.jit(lambda box: box.a * box.total)(Box(jnp.ones(3))))
"""

SHAPES = {
    "grad_argnums_traced": (_GRAD_ARGNUMS_TRACED, "ConcretizationTypeError", "JAX202"),
    "jacrev_argnums_traced_positional": (_JACREV_ARGNUMS_TRACED_POSITIONAL, "ConcretizationTypeError", "JAX202"),
    "value_and_grad_argnums_static": (_VALUE_AND_GRAD_ARGNUMS_STATIC, None, None),
    "grad_argnums_literal_tuple": (_GRAD_ARGNUMS_LITERAL_TUPLE, None, None),
    "resize_shape_jnp": (_RESIZE_SHAPE_JNP, "TypeError", "JAX401"),
    "resize_shape_traced_keyword": (_RESIZE_SHAPE_TRACED_KEYWORD, "TypeError", "JAX202"),
    "resize_shape_tuple": (_RESIZE_SHAPE_TUPLE, None, None),
    "sharding_under_jit": (_SHARDING_UNDER_JIT, "AttributeError", "JAX105"),
    "committed_under_vmap": (_COMMITTED_UNDER_VMAP, "ConcretizationTypeError", "JAX105"),
    "sharding_of_result": (_SHARDING_OF_RESULT, None, None),
    "object_device_under_jit": (_OBJECT_DEVICE_UNDER_JIT, None, None),
    "pure_callback_closes_over_tracer": (_PURE_CALLBACK_CLOSES_OVER_TRACER, "JaxRuntimeError", "JAX301"),
    "debug_callback_lambda_closes_over_parameter": (_DEBUG_CALLBACK_LAMBDA_CLOSES_OVER_PARAMETER, "JaxRuntimeError",
                                                    "JAX301"),
    "pure_callback_bounds_as_arguments": (_PURE_CALLBACK_BOUNDS_AS_ARGUMENTS, None, None),
    "pure_callback_closes_over_constants": (_PURE_CALLBACK_CLOSES_OVER_CONSTANTS, None, None),
    "unflatten_runs_init_item": (_UNFLATTEN_RUNS_INIT_ITEM, "ConcretizationTypeError", "JAX105"),
    "unflatten_runs_init_branch_under_vmap": (_UNFLATTEN_RUNS_INIT_BRANCH_UNDER_VMAP, "TracerBoolConversionError",
                                              "JAX101"),
    "unflatten_bypasses_init": (_UNFLATTEN_BYPASSES_INIT, None, None),
    "unflatten_passes_aux_total": (_UNFLATTEN_PASSES_AUX_TOTAL, None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_repros25_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
