"""Shapes the nineteenth set of report repros (tests/data/report_repros19/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- an attribute another method rebinds to a value the text spells (`reset` binding
  `self.n = jnp.array(0)`) still holds a concrete JAX array, and `self.n = self.n + 1` updates it
  like `+=`: the jitted bound method storing that update leaks its tracer (JAX301);
- a jitted lambda returns its body: an ordinary object there is no output jit can give (JAX811);
- a parameter of an undecorated module function that every call passes the same kind of
  untraceable value hands it on: a jitted step called with it raises (JAX811);
- `world = world.step(dt)` in a loop, `step` a `@jax.jit` method of a plain class: the call first
  runs on the object bound before the loop, which jit cannot trace (JAX811);
- the FFT length (`n=` of `jnp.fft.rfft` and its kin, `s=` of the n-dimensional ones) must be a
  concrete integer: a keyword argument of a jitted function passed there raises
  TracerIntegerConversionError (JAX202); left at its default it is a Python int;
- a value computed in `jax.ensure_compile_time_eval()` under jit is a concrete JAX array, and an
  operation on it after the block is staged again: `if z > 0:` there raises (JAX101), the same
  comparison inside the block does not;
- the PyTreeDef `jax.tree_util.tree_flatten` returns second (or `tree_structure` returns) handed
  to a parameter jit traces raises TypeError (JAX811); marked static it works;
- an object of a project class held in a module-level dict display (`PRIORS["x"]`) is that
  object: its lazily cached normaliser, stored on first use under jit, leaks (JAX301);
- the carry of `lax.scan`, `lax.while_loop` and `lax.fori_loop` is traced like a jit argument: a
  function, an ordinary object, an `eqx.nn.MLP` (its activations are leaves) or an `eqx.Module`
  storing one raises TypeError at the loop (JAX811); a Module holding arrays only carries fine, and
  `eqx.filter_jit` keeps an MLP's functions static where `jax.jit` raises.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import functools\n\nimport equinox as eqx\nimport jax\nimport jax.numpy as jnp\n\n"

_REBOUND_COUNTER = """
class Counter:
    def __init__(self):
        self.n = jnp.array(0)

    def count(self):
        self.n = self.n + 1
        return self.n

    def reset(self):
        self.n = jnp.array(0)


counter = Counter()
count = jax.jit(counter.count)
count()
counter.n * 2
"""

_REBOUND_COUNTER_READ_ONLY = """
class Counter:
    def __init__(self):
        self.n = jnp.array(0)

    def peek(self):
        return self.n + 1

    def reset(self):
        self.n = jnp.array(0)


counter = Counter()
peek = jax.jit(counter.peek)
peek()
counter.n * 2
"""

_LAMBDA_RETURNS_OBJECT = """
class Normal:
    def __init__(self, loc):
        self.loc = loc


make = jax.jit(lambda: Normal(jnp.zeros(1)))
make()
"""

_LAMBDA_RETURNS_ARRAYS = """
class Normal:
    def __init__(self, loc):
        self.loc = loc


make = jax.jit(lambda: (jnp.zeros(1), jnp.ones(1)))
loc, _ = make()
Normal(loc)
"""

_OBJECT_HANDED_ON = """
class Model:
    def __init__(self, width):
        self.width = width


@jax.jit
def step(model, x):
    return x * 2


def evaluate(model, x):
    return step(model, x)


evaluate(Model(3), jnp.ones(2))
"""

_OBJECT_HANDED_ON_STATIC = """
class Model:
    def __init__(self, width):
        self.width = width


@functools.partial(jax.jit, static_argnums=0)
def step(model, x):
    return x * model.width


def evaluate(model, x):
    return step(model, x)


evaluate(Model(3), jnp.ones(2))
"""

_JITTED_METHOD_IN_LOOP = """
class World:
    def __init__(self, p):
        self.p = p

    @jax.jit
    def step(self, dt):
        return self.p + dt


world = World(jnp.zeros(3))
for _ in range(2):
    world = world.step(0.1)
"""

_JITTED_METHOD_OF_PYTREE_IN_LOOP = """
import dataclasses


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class World:
    p: jax.Array

    @jax.jit
    def step(self, dt):
        return World(self.p + dt)


world = World(jnp.zeros(3))
for _ in range(2):
    world = world.step(0.1)
"""

_FFT_LENGTH_TRACED = """
def spectrum(x, n_fft=16):
    return jnp.abs(jnp.fft.rfft(x, n=n_fft))


jitted = jax.jit(spectrum)
jitted(jnp.ones(32), n_fft=8)
"""

_FFT_LENGTH_DEFAULT = """
def spectrum(x, n_fft=16):
    return jnp.abs(jnp.fft.rfft(x, n=n_fft)) + jnp.abs(jnp.fft.fftn(jnp.ones((4, 4)), s=(2, 2))).sum()


jitted = jax.jit(spectrum)
jitted(jnp.ones(32))
"""

_FFT_LENGTH_STATIC = """
def spectrum(x, n_fft=16):
    return jnp.abs(jnp.fft.fft(x, n_fft))


jitted = jax.jit(spectrum, static_argnames="n_fft")
jitted(jnp.ones(32), n_fft=8)
"""

_COMPILE_TIME_VALUE_COMPARED_AFTER = """
@jax.jit
def f(x):
    with jax.ensure_compile_time_eval():
        z = jnp.sin(jnp.float32(3.0))
    if z > 0:
        return jnp.sin(x)
    return jnp.cos(x)


f(0.0)
"""

_COMPILE_TIME_VALUE_COMPARED_INSIDE = """
@jax.jit
def f(x):
    with jax.ensure_compile_time_eval():
        z = jnp.sin(jnp.float32(3.0))
        positive = z > 0
    if positive:
        return jnp.sin(x)
    return jnp.cos(x)


f(0.0)
"""

_TREEDEF_TRACED = """
@jax.jit
def rebuild(leaves, treedef):
    return jax.tree_util.tree_unflatten(treedef, leaves)


leaves, treedef = jax.tree_util.tree_flatten({"a": jnp.ones(2), "b": jnp.zeros(2)})
rebuild(leaves, treedef)
"""

_TREE_STRUCTURE_TRACED = """
@jax.jit
def rebuild(leaves, treedef):
    return jax.tree_util.tree_unflatten(treedef, leaves)


params = {"a": jnp.ones(2), "b": jnp.zeros(2)}
structure = jax.tree_util.tree_structure(params)
rebuild(jax.tree_util.tree_leaves(params), structure)
"""

_TREEDEF_STATIC = """
@functools.partial(jax.jit, static_argnums=1)
def rebuild(leaves, treedef):
    return jax.tree_util.tree_unflatten(treedef, leaves)


leaves, treedef = jax.tree_util.tree_flatten({"a": jnp.ones(2), "b": jnp.zeros(2)})
rebuild(leaves, treedef)
"""

_LAZY_CACHE_IN_DICT = """
class Prior:
    def __init__(self, scale):
        self.scale = scale
        self._log_z = None

    def log_prob(self, x):
        if self._log_z is None:
            self._log_z = jnp.log(jnp.float32(self.scale))
        return -x * x - self._log_z


PRIORS = {"x": Prior(2.0)}


def potential(x):
    return PRIORS["x"].log_prob(x)


jax.jit(potential)(1.0)
potential(1.0)
"""

_EAGER_CACHE_IN_DICT = """
class Prior:
    def __init__(self, scale):
        self.scale = scale
        self.log_z = jnp.log(jnp.float32(scale))

    def log_prob(self, x):
        return -x * x - self.log_z


PRIORS = {"x": Prior(2.0)}


def potential(x):
    return PRIORS["x"].log_prob(x)


jax.jit(potential)(1.0)
potential(1.0)
"""

_SCAN_CARRIES_FUNCTION = """
def act(x):
    return jnp.tanh(x)


def step(carry, x):
    fn, total = carry
    return (fn, total + fn(x)), x


jax.lax.scan(step, (act, 0.0), jnp.ones(3))
"""

# genjax's `@gen` (tests/data/unseen24_triage.md): a decorator of another library may make the
# def an object of its own, here a pytree whose function is static: the carry runs.
_SCAN_CARRIES_DECORATED_PYTREE = """
@jax.tree_util.register_pytree_node_class
class Gen:
    def __init__(self, fn):
        self.fn = fn

    def tree_flatten(self):
        return (), self.fn

    @classmethod
    def tree_unflatten(cls, fn, children):
        return cls(fn)

    def __call__(self, x):
        return self.fn(x)


def gen(fn):
    return Gen(fn)


@gen
def act(x):
    return jnp.tanh(x)


def step(carry, x):
    fn, total = carry
    return (fn, total + fn(x)), x


jax.lax.scan(step, (act, 0.0), jnp.ones(3))
"""

_SCAN_CARRIES_JITTED_FUNCTION = _SCAN_CARRIES_FUNCTION.replace("def act(x):", "@jax.jit\ndef act(x):")

_WHILE_CARRIES_OBJECT = """
class State:
    def __init__(self, n):
        self.n = n


jax.lax.while_loop(lambda s: False, lambda s: s, State(0))
"""

_FORI_CARRIES_MODULE_WITH_MLP = """
class Policy(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(2, 1, 4, 1, key=key)


def body(i, policy):
    return policy


jax.lax.fori_loop(0, 2, body, Policy(jax.random.PRNGKey(0)))
"""

_SCAN_CARRIES_MODULE_WITH_LINEAR = """
class Policy(eqx.Module):
    linear: eqx.nn.Linear

    def __init__(self, key):
        self.linear = eqx.nn.Linear(2, 1, key=key)


def step(policy, x):
    return policy, policy.linear(x)


jax.lax.scan(step, Policy(jax.random.PRNGKey(0)), jnp.ones((3, 2)))
"""

_MLP_TO_JIT = """
mlp = eqx.nn.MLP(2, 1, 4, 1, key=jax.random.PRNGKey(0))
jax.jit(lambda m, x: m(x))(mlp, jnp.ones(2))
"""

_MLP_TO_FILTER_JIT = """
mlp = eqx.nn.MLP(2, 1, 4, 1, key=jax.random.PRNGKey(0))
eqx.filter_jit(lambda m, x: m(x))(mlp, jnp.ones(2))
"""

SHAPES = {
    "scan_carries_function": (_SCAN_CARRIES_FUNCTION, "TypeError", "JAX811"),
    "scan_carries_jitted_function": (_SCAN_CARRIES_JITTED_FUNCTION, "TypeError", "JAX811"),
    "scan_carries_def_a_decorator_made_a_pytree": (_SCAN_CARRIES_DECORATED_PYTREE, None, None),
    "while_loop_carries_object": (_WHILE_CARRIES_OBJECT, "TypeError", "JAX811"),
    "fori_loop_carries_module_holding_mlp": (_FORI_CARRIES_MODULE_WITH_MLP, "TypeError", "JAX811"),
    "scan_carries_module_holding_linear": (_SCAN_CARRIES_MODULE_WITH_LINEAR, None, None),
    "mlp_handed_to_jit": (_MLP_TO_JIT, "TypeError", "JAX811"),
    "mlp_handed_to_filter_jit": (_MLP_TO_FILTER_JIT, None, None),
    "counter_rebound_by_reset_updated_under_jit": (_REBOUND_COUNTER, "UnexpectedTracerError", "JAX301"),
    # it runs, and only the stale read is reported: `reset`'s new array never reaches the cached trace
    "counter_rebound_by_reset_read_under_jit": (_REBOUND_COUNTER_READ_ONLY, None, "JAX303"),
    "jitted_lambda_returns_object": (_LAMBDA_RETURNS_OBJECT, "TypeError", "JAX811"),
    "jitted_lambda_returns_arrays": (_LAMBDA_RETURNS_ARRAYS, None, None),
    "object_handed_on_to_traced_parameter": (_OBJECT_HANDED_ON, "TypeError", "JAX811"),
    "object_handed_on_to_static_parameter": (_OBJECT_HANDED_ON_STATIC, None, None),
    "jitted_method_of_plain_class_in_loop": (_JITTED_METHOD_IN_LOOP, "TypeError", "JAX811"),
    "jitted_method_of_pytree_in_loop": (_JITTED_METHOD_OF_PYTREE_IN_LOOP, None, None),
    "fft_length_traced_keyword": (_FFT_LENGTH_TRACED, "TracerIntegerConversionError", "JAX202"),
    "fft_length_left_at_default": (_FFT_LENGTH_DEFAULT, None, None),
    "fft_length_static": (_FFT_LENGTH_STATIC, None, None),
    "compile_time_value_compared_after_block": (_COMPILE_TIME_VALUE_COMPARED_AFTER,
                                                "TracerBoolConversionError", "JAX101"),
    "compile_time_value_compared_inside_block": (_COMPILE_TIME_VALUE_COMPARED_INSIDE, None, None),
    "treedef_from_tree_flatten_traced": (_TREEDEF_TRACED, "TypeError", "JAX811"),
    "treedef_from_tree_structure_traced": (_TREE_STRUCTURE_TRACED, "TypeError", "JAX811"),
    "treedef_static": (_TREEDEF_STATIC, None, None),
    "lazy_cache_of_object_in_dict_display": (_LAZY_CACHE_IN_DICT, "UnexpectedTracerError", "JAX301"),
    "eager_cache_of_object_in_dict_display": (_EAGER_CACHE_IN_DICT, None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_repros19_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
