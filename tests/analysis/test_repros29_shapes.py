"""Shapes the twenty-ninth set of report repros (tests/data/report_repros29/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- `@jax.jit` on a method of a class registered as a pytree (`register_pytree_node_class` with a
  readable `tree_flatten`, a registered dataclass) flattens `self`: the children are traced, so an
  `if` on one, or on an item of a dict child, raises TracerBoolConversionError (JAX101); a value kept
  as aux data (metadata) is static and works;
- a def that applies a transform to its own parameter (`self._grad = jax.jit(jax.value_and_grad(
  log_density))` in a sampler's `__init__`, `return jax.jit(fn)` in a factory) traces every
  module-level function its calls pass there (`HMCSampler(model)`, `make(model)`): NumPy on the
  traced parameters of that function raises TracerArrayConversionError (JAX501); jax.numpy works;
- `jax.jit(jax.vmap(obj.method))`, transforms nested over a bound method, is called with the
  instance bound inside, as `jax.jit(obj.method)` is: a method returning an instance of an ordinary
  class of the module raises TypeError at the call (JAX811); a class registered as a pytree works;
- `a - b` (`+`, `*`, `@`, ...) with `a` an object of a project class defining the operator's method
  runs that method: the object it returns is followed, so a conditional expression on a property
  computed from traced data raises TracerBoolConversionError (JAX101); `jnp.where` works;
- a base class whose `__init_subclass__` registers every subclass as a pytree (`register_pytree_node(
  cls, cls._flatten, cls._unflatten)`) makes its subclasses pytrees: jit rebuilds an argument through
  the inherited `_unflatten`, so a constructor converting its leaves with NumPy raises
  TracerArrayConversionError (JAX501); jax.numpy works.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = ("from functools import partial\n\nimport jax\nimport jax.numpy as jnp\nimport numpy as np\n"
          "from jax import lax\n\n")

_PYTREE = """
@jax.tree_util.register_pytree_node_class
class Objective:
    def __init__(self, weights, settings):
        self.weights = weights
        self.settings = settings

    def tree_flatten(self):
        return CHILDREN

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)

"""

_JITTED_METHOD_BRANCHES_ON_DICT_CHILD = _PYTREE.replace("CHILDREN", "(self.weights, self.settings), ()") + """
    @jax.jit
    def loss(self, x):
        if self.settings["batch"] == 1:
            return jnp.sum(self.weights * x)
        return jnp.sum(self.weights * x) / self.settings["batch"]


print(Objective(jnp.ones(3), {"batch": 1}).loss(jnp.ones(3)))
"""

_JITTED_METHOD_HELPER_BRANCHES_ON_CHILD = """
@jax.tree_util.register_pytree_node_class
class Scaled:
    def __init__(self, scale, offset):
        self.scale = scale
        self.offset = offset

    def tree_flatten(self):
        return (self.scale, self.offset), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    def _shift(self, x):
        if self.offset > 0:
            return x + self.offset
        return x

    @jax.jit
    def apply(self, x):
        return self.scale * self._shift(x)


print(Scaled(2.0, 1.0).apply(jnp.ones(3)))
"""

_JITTED_METHOD_READS_AUX_SETTING = _PYTREE.replace("CHILDREN", "(self.weights,), (self.settings,)") + """
    @jax.jit
    def loss(self, x):
        if self.settings == 1:
            return jnp.sum(self.weights * x)
        return jnp.sum(self.weights * x) / self.settings


print(Objective(jnp.ones(3), 1).loss(jnp.ones(3)))
"""

_JITTED_METHOD_STATIC_SELF = """
class Plain:
    def __init__(self, batch):
        self.batch = batch

    @partial(jax.jit, static_argnums=0)
    def loss(self, x):
        if self.batch == 1:
            return jnp.sum(x)
        return jnp.sum(x) / self.batch


print(Plain(1).loss(jnp.ones(3)))
"""

_SAMPLER_JITS_POTENTIAL_IT_IS_HANDED = """
def log_density(params, data):
    row = np.array([params["loc"], params["scale"]])
    return -jnp.sum((data - row[0]) ** 2) / row[1]


class Sampler:
    def __init__(self, potential, step_size=0.1):
        self.step_size = step_size
        self._grad = jax.jit(jax.value_and_grad(potential))

    def step(self, params, data):
        value, grads = self._grad(params, data)
        return jax.tree_util.tree_map(lambda p, g: p + self.step_size * g, params, grads), value


print(Sampler(log_density).step({"loc": 0.0, "scale": 1.0}, jnp.ones(4)))
"""

_FACTORY_JITS_FUNCTION_IT_IS_HANDED = """
def energy(x):
    return np.sum(np.asarray(x) ** 2)


def compiled(fn):
    return jax.jit(fn)


print(compiled(energy)(jnp.ones(3)))
"""

_SAMPLER_POTENTIAL_IN_JNP = _SAMPLER_JITS_POTENTIAL_IT_IS_HANDED.replace(
    'np.array([params["loc"], params["scale"]])', 'jnp.array([params["loc"], params["scale"]])')

_FACTORY_FUNCTION_IN_JNP = _FACTORY_JITS_FUNCTION_IT_IS_HANDED.replace("np.sum(np.asarray(x) ** 2)",
                                                                       "jnp.sum(jnp.asarray(x) ** 2)")

_ACTOR = """
class Categorical:
    def __init__(self, logits):
        self.logits = logits


class Actor:
    def __init__(self, n_actions):
        self.n_actions = n_actions

    def apply(self, w, x):
        return Categorical(x @ w)


network = Actor(2)
"""

_JIT_OF_VMAP_OF_METHOD_RETURNS_OBJECT = _ACTOR + """
dist = jax.jit(jax.vmap(network.apply))(jnp.ones((4, 3, 2)), jnp.ones((4, 3)))
print(dist.logits.shape)
"""

_JIT_OF_NESTED_VMAPS_OF_METHOD_RETURNS_OBJECT = _ACTOR + """
dist = jax.jit(jax.vmap(jax.vmap(network.apply)))(jnp.ones((5, 4, 3, 2)), jnp.ones((5, 4, 3)))
print(dist.logits.shape)
"""

_JIT_OF_VMAP_OF_METHOD_RETURNS_PYTREE = _ACTOR.replace(
    "class Categorical:", "@partial(jax.tree_util.register_dataclass, data_fields=['logits'], meta_fields=[])\n"
                          "class Categorical:") + """
dist = jax.jit(jax.vmap(network.apply))(jnp.ones((4, 3, 2)), jnp.ones((4, 3)))
print(dist.logits.shape)
"""

_OPERATOR = """
class Operator:
    def __init__(self, data):
        self.data = jnp.asarray(data)

    @property
    def hermitian(self):
        return jnp.allclose(self.data, self.data.T)

    def __sub__(self, other):
        return Operator(self.data - other.data)

    def __matmul__(self, other):
        return Operator(self.data @ other.data)

    def trace(self):
        out = jnp.trace(self.data)
        return TRACE


IDENTITY = Operator(jnp.eye(2))
"""

_SUBTRACTED_OBJECT_BRANCHES_ON_PROPERTY = _OPERATOR.replace("TRACE", "out * 2 if self.hermitian else out") + """
@jax.jit
def cost(x):
    diff = Operator(x) - IDENTITY
    return diff.trace()


print(cost(jnp.ones((2, 2))))
"""

_PRODUCT_OBJECT_BRANCHES_ON_PROPERTY = _OPERATOR.replace("TRACE", "out * 2 if self.hermitian else out") + """
def cost(x):
    return (Operator(x) @ IDENTITY).trace()


print(jax.vmap(cost)(jnp.ones((3, 2, 2))))
"""

_SUBTRACTED_OBJECT_SELECTS_WITH_WHERE = _OPERATOR.replace("TRACE", "jnp.where(self.hermitian, out * 2, out)") + """
@jax.jit
def cost(x):
    diff = Operator(x) - IDENTITY
    return (diff @ IDENTITY).trace()


print(cost(jnp.ones((2, 2))))
"""

_REGISTERED_BY_BASE = """
class Node:
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        jax.tree_util.register_pytree_node(cls, cls._flatten, cls._unflatten)

    def _flatten(self):
        return self.leaves, None

    @classmethod
    def _unflatten(cls, aux, leaves):
        return cls(*leaves)


class Weights(Node):
    def __init__(self, coeffs):
        self.coeffs = CONVERT(coeffs)
        self.leaves = (self.coeffs,)


@jax.jit
def total(weights, x):
    return jnp.sum(weights.coeffs) * x


print(total(Weights([0.5, 0.25]), jnp.ones(2)))
"""

_SUBCLASS_REGISTERED_BY_BASE_NUMPY_INIT = _REGISTERED_BY_BASE.replace("CONVERT", "np.asarray")
_SUBCLASS_REGISTERED_BY_BASE_JNP_INIT = _REGISTERED_BY_BASE.replace("CONVERT", "jnp.asarray")

SHAPES = {
    "jit_of_vmap_of_method_returns_object": (_JIT_OF_VMAP_OF_METHOD_RETURNS_OBJECT, "TypeError", "JAX811"),
    "jit_of_nested_vmaps_of_method_returns_object": (_JIT_OF_NESTED_VMAPS_OF_METHOD_RETURNS_OBJECT, "TypeError",
                                                     "JAX811"),
    "jit_of_vmap_of_method_returns_pytree": (_JIT_OF_VMAP_OF_METHOD_RETURNS_PYTREE, None, None),
    "subtracted_object_branches_on_property": (_SUBTRACTED_OBJECT_BRANCHES_ON_PROPERTY, "TracerBoolConversionError",
                                               "JAX101"),
    "product_object_branches_on_property": (_PRODUCT_OBJECT_BRANCHES_ON_PROPERTY, "TracerBoolConversionError",
                                            "JAX101"),
    "subtracted_object_selects_with_where": (_SUBTRACTED_OBJECT_SELECTS_WITH_WHERE, None, None),
    "subclass_registered_by_base_numpy_init": (_SUBCLASS_REGISTERED_BY_BASE_NUMPY_INIT, "TracerArrayConversionError",
                                               "JAX501"),
    "subclass_registered_by_base_jnp_init": (_SUBCLASS_REGISTERED_BY_BASE_JNP_INIT, None, None),
    "jitted_method_branches_on_dict_child": (_JITTED_METHOD_BRANCHES_ON_DICT_CHILD, "TracerBoolConversionError",
                                             "JAX101"),
    "jitted_method_helper_branches_on_child": (_JITTED_METHOD_HELPER_BRANCHES_ON_CHILD,
                                               "TracerBoolConversionError", "JAX101"),
    "jitted_method_reads_aux_setting": (_JITTED_METHOD_READS_AUX_SETTING, None, None),
    "jitted_method_static_self": (_JITTED_METHOD_STATIC_SELF, None, None),
    "sampler_jits_potential_it_is_handed": (_SAMPLER_JITS_POTENTIAL_IT_IS_HANDED, "TracerArrayConversionError",
                                            "JAX501"),
    "factory_jits_function_it_is_handed": (_FACTORY_JITS_FUNCTION_IT_IS_HANDED, "TracerArrayConversionError",
                                           "JAX501"),
    "sampler_potential_in_jnp": (_SAMPLER_POTENTIAL_IN_JNP, None, None),
    "factory_function_in_jnp": (_FACTORY_FUNCTION_IN_JNP, None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_repros29_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
