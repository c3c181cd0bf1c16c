"""Shapes the eighteenth set of report repros (tests/data/report_repros18/) showed the analysis
missing, each with a buggy and a working neighbour: run under JAX 0.10.2 first (the label), then
linted (the exact findings).

- a parameter of an untraced function handed on unchanged to a transformed one (`def
  __call__(self, x, momentum=None): return self._step(x, momentum)`) holds what that function's
  callers pass: a number one of them passes is traced by the jit, a container stays a container;
- at the module's top level, `sampler.step(key, x)` or `jax.jit(sampler.step)(key, x)` with
  `sampler = Sampler(...)` the global's one binding runs that method: a key it draws from is
  consumed, so splitting the same key again on the next iteration reuses it;
- a parameter of an untraced function that a lax body (or jitted helper) defined in it closes
  over holds what its callers pass: a name bound to `Cls(...)` of an ordinary class is that one
  object, which outlives the trace, so a tracer the body's method calls store on it leaks; an
  object built in the call itself (`draw(Table(3), xs)`) is dropped when the call returns;
- a library function handed straight to `jax.jit` or `jax.vmap` whose result holds something
  neither can output (`ravel_pytree`'s unravel function, a PyTreeDef) raises TypeError at the
  call (the facts table's `output`); its array part alone is fine;
- `jax.jit(obj)` with `obj` an instance of a class of the module that is not callable (a
  NamedTuple of functions a factory returns) raises TypeError at once; its functions, and an
  instance of a class with `__call__`, jit fine.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import jax\nimport jax.numpy as jnp\n\n"

_OPTIMIZER = """
class Momentum:
    def __init__(self, momentum=0.9):
        self.momentum = momentum
        self._step = jax.jit(self._update)

    def __call__(self, params, momentum=None):
        return self._step(params, momentum)

    def _update(self, params, momentum=None):
        momentum = momentum or self.momentum
        return jax.tree_util.tree_map(lambda p: p * momentum, params)


opt = Momentum()
"""

_FORWARDER = """
@jax.jit
def _scaled(x, options):
    options = options or {}
    return x * options.get("scale", 1.0)


def scaled(x, options=None):
    return _scaled(x, options)

"""

_SAMPLER = """
jax.config.update("jax_debug_key_reuse", True)


class Sampler:
    def __init__(self, sigma):
        self.sigma = sigma

    def step(self, rng_key, x):
        return x + self.sigma * jax.random.normal(rng_key, x.shape)


sampler = Sampler(0.5)
x = jnp.zeros(2)
rng_key = jax.random.key(0)
"""

_TABLE = """
class Table:
    def __init__(self, n):
        self.n = n
        self._cache = None

    def get(self):
        if self._cache is None:
            self._cache = jnp.eye(self.n) * 3.0
        return self._cache


def draw(t, xs):
    def body(i, z):
        return z + jnp.sum(t.get() @ xs)
    return jax.lax.fori_loop(0, 3, body, 0.0)

"""

CASES = {
    "forwarded_number_reaches_or_in_jitted_method": (_OPTIMIZER + """
opt({"w": jnp.ones(3)}, momentum=0.5)
""", "TracerBoolConversionError", "JAX102"),
    "ok_forwarded_default_none_at_every_call": (_OPTIMIZER + """
opt({"w": jnp.ones(3)})
opt({"w": jnp.zeros(3)})
""", None, None),
    "forwarded_number_reaches_if_in_jitted_function": ("""
@jax.jit
def _clip(x, limit):
    if limit:
        return jnp.clip(x, -limit, limit)
    return x


def clip(x, limit=None):
    return _clip(x, limit)


clip(jnp.arange(3.0), 1.0)
""", "TracerBoolConversionError", "JAX101"),
    "ok_forwarded_container_truth_is_its_length": (_FORWARDER + """
scaled(jnp.ones(2), {"scale": 2.0})
scaled(jnp.ones(2), {})
""", None, None),
    "top_level_loop_splits_key_the_method_consumed": (_SAMPLER + """
for _ in range(3):
    _, rng_key = jax.random.split(rng_key)
    x = sampler.step(rng_key, x)
""", "KeyReuseError", "JAX320"),
    "top_level_loop_splits_key_the_jitted_method_consumed": (_SAMPLER + """
kernel = jax.jit(sampler.step)
for _ in range(3):
    _, rng_key = jax.random.split(rng_key)
    x = kernel(rng_key, x)
""", "KeyReuseError", "JAX320"),
    "ok_top_level_loop_hands_the_method_a_fresh_key": (_SAMPLER + """
kernel = jax.jit(sampler.step)
for _ in range(3):
    rng_key, sample_key = jax.random.split(rng_key)
    x = kernel(sample_key, x)
""", None, None),
    "jitted_ravel_pytree_returns_its_unravel_function": ("""
from jax.flatten_util import ravel_pytree

flatten = jax.jit(ravel_pytree)
flat, unravel = flatten({"w": jnp.ones(2), "b": jnp.zeros(())})
""", "TypeError", "JAX812"),
    "vmapped_tree_flatten_returns_a_treedef": ("""
leaves, treedef = jax.vmap(jax.tree_util.tree_flatten)((jnp.ones((3, 2)), jnp.zeros(3)))
""", "TypeError", "JAX812"),
    "ok_jitted_ravel_pytree_array_part_only": ("""
from jax.flatten_util import ravel_pytree

flatten = jax.jit(lambda tree: ravel_pytree(tree)[0])
flat = flatten({"w": jnp.ones(2), "b": jnp.zeros(())})
_, unravel = ravel_pytree({"w": jnp.ones(2), "b": jnp.zeros(())})
""", None, None),
    "jit_of_namedtuple_of_functions_from_factory": ("""
from typing import Callable, NamedTuple


class Algorithm(NamedTuple):
    init: Callable
    step: Callable


def make(lr):
    return Algorithm(lambda p: p, lambda p, g: p - lr * g)


algorithm = make(0.1)
p = jax.jit(algorithm)(jnp.ones(2), jnp.ones(2))
""", "TypeError", "JAX811"),
    "ok_jit_of_the_namedtuples_function_and_a_callable_instance": ("""
from typing import Callable, NamedTuple


class Algorithm(NamedTuple):
    init: Callable
    step: Callable


class Step:
    def __call__(self, p, g):
        return p - 0.1 * g


def make(lr):
    return Algorithm(lambda p: p, lambda p, g: p - lr * g)


algorithm = make(0.1)
p = jax.jit(algorithm.step)(jnp.ones(2), jnp.ones(2))
q = jax.jit(Step())(p, jnp.ones(2))
""", None, None),
    "closed_over_parameter_object_caches_tracer": (_TABLE + """
table = Table(3)
draw(table, jnp.ones(3))
draw(table, jnp.zeros(3))
""", "UnexpectedTracerError", "JAX301"),
    "ok_closed_over_parameter_object_built_per_call": (_TABLE + """
draw(Table(3), jnp.ones(3))
draw(Table(3), jnp.zeros(3))
""", None, None),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_repro18_shape(name):
    code, error, finding = CASES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
