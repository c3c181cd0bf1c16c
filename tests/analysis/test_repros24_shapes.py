"""Shapes the twenty-fourth set of report repros (tests/data/report_repros24/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- `jax.device_get` / `jax.device_put` of a tracer under jit hand the tracer back, so
  `int(jax.device_get(n))` there raises at `int` (JAX105); of a Python value they say nothing new;
- `graphdef, state = split(metrics)`: the item at that position of the tuple every `return` of the
  project function spells, and an attribute of a parameter every call of the function fills
  (`metrics._metric_names`, a list `__init__` builds), decide whether a static argument hashes (JAX810);
- `f(p, *args)` with `args` a tuple jit traces, spread last: the positional parameters it fills are
  tracers (JAX202 on a slice bound or a `range` there);
- a custom_vjp/custom_jvp function called in staged code (jit, a scan body) traces every argument
  outside nondiff_argnums, Python numbers and tuples of them included (JAX202); eagerly, under vmap
  or with the argument in nondiff_argnums they stay Python values;
- a parameter's default naming the module's one instance (`generator=DEFAULT_GENERATOR`) is that
  object in calls leaving it out: its methods storing on `self` leak (JAX301);
- a function every call of a decorated jitted function passes for a static parameter (directly, or
  handed on through an untraced caller's parameter) runs on the tracers there (JAX301);
- a list display of functions an object's `__init__` stores (lambdas, or what a factory returns,
  a factory whose every `return` gives a lambda counting as any of them): a call of its element in
  traced code runs each function (JAX104 on builtin `all` of their traced results).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = ("from functools import partial\nfrom typing import NamedTuple\n\nimport jax\nimport jax.numpy as jnp\n"
          "from jax import lax\n\n")

_DEVICE_GET_INT_UNDER_JIT = """
@jax.jit
def count(x):
    n = jnp.sum(x > 0)
    return jnp.zeros(int(jax.device_get(n)))


print(count(jnp.ones(3)))
"""

_DEVICE_PUT_INT_UNDER_JIT = """
@jax.jit
def count(x):
    return int(jax.device_put(jnp.sum(x)))


print(count(jnp.ones(3)))
"""

_DEVICE_GET_AFTER_JIT = """
n = jax.jit(lambda x: jnp.sum(x > 0))(jnp.ones(3))
print(jnp.zeros(int(jax.device_get(n))))
"""

_DEVICE_GET_OF_STATIC_SIZE = """
@jax.jit
def pad(x):
    return jnp.zeros(int(jax.device_get(x.shape[0])) + 1)


print(pad(jnp.ones(3)))
"""

_GRAPHDEF = """
class GraphDef(NamedTuple):
    names: object


@partial(jax.jit, static_argnames=["graphdef"])
def step(graphdef, x):
    return x * len(graphdef.names)


"""

_UNPACKED_HELPER_LIST = _GRAPHDEF + """def split(names):
    return GraphDef(list(names)), jnp.zeros(())


graphdef, state = split(("loss",))
print(step(graphdef, jnp.ones(2)))
"""

_UNPACKED_HELPER_TUPLE = _GRAPHDEF + """def split(names):
    return GraphDef(tuple(names)), [jnp.zeros(())]


graphdef, state = split(["loss"])
print(step(graphdef, jnp.ones(2)))
"""

_PARAMETER_ATTRIBUTE_LIST = _GRAPHDEF + """class Metrics:
    def __init__(self, **metrics):
        self.names = list(metrics)


def split(metrics):
    return GraphDef(metrics.names), 0


graphdef, state = split(Metrics(loss=1))
print(step(graphdef, jnp.ones(2)))
"""

_PARAMETER_ATTRIBUTE_TUPLE = _GRAPHDEF + """class Metrics:
    def __init__(self, **metrics):
        self.names = tuple(metrics)


def split(metrics):
    return GraphDef(metrics.names), 0


graphdef, state = split(Metrics(loss=1))
print(step(graphdef, jnp.ones(2)))
"""

_SPREAD_TRACED_TUPLE_SLICE = """
def head(p, scale, n):
    return p[:n] * scale


potential = jax.jit(lambda p, args: head(p, *args))
print(potential(jnp.ones(4), (2.0, jnp.asarray(2))))
"""

_SPREAD_TRACED_TUPLE_RANGE = """
def repeat(x, n):
    for _ in range(n):
        x = x + 1
    return x


@jax.jit
def run(x, args):
    return repeat(x, *args)


print(run(jnp.ones(2), (3,)))
"""

_SPREAD_STATIC_TUPLE = """
ARGS = (2.0, 2)


def head(p, scale, n):
    return p[:n] * scale


potential = jax.jit(lambda p: head(p, *ARGS))
print(potential(jnp.ones(4)))
"""

_CUSTOM_VJP_TUPLE_UNDER_JIT = """
@jax.custom_vjp
def grid(x, dims):
    return jnp.zeros((dims[0], dims[1])) + x


grid.defvjp(lambda x, dims: (grid(x, dims), None), lambda res, g: (jnp.sum(g), None))
print(jax.jit(lambda x: grid(x, (2, 3)))(1.0))
"""

_CUSTOM_JVP_INT_IN_SCAN = """
@jax.custom_jvp
def power(x, n):
    out = x
    for _ in range(n - 1):
        out = out * x
    return out


power.defjvp(lambda primals, tangents: (power(*primals), tangents[0]))
print(lax.scan(lambda c, _: (power(c, 3), None), 1.5, None, length=2))
"""

_CUSTOM_VJP_TUPLE_NONDIFF = """
@partial(jax.custom_vjp, nondiff_argnums=(1,))
def grid(x, dims):
    return jnp.zeros((dims[0], dims[1])) + x


grid.defvjp(lambda x, dims: (grid(x, dims), None), lambda dims, res, g: (jnp.sum(g),))
print(jax.jit(lambda x: grid(x, (2, 3)))(1.0))
"""

_CUSTOM_JVP_INT_UNDER_VMAP = """
@jax.custom_jvp
def power(x, n):
    out = x
    for _ in range(n - 1):
        out = out * x
    return out


power.defjvp(lambda primals, tangents: (power(*primals), tangents[0]))
print(jax.vmap(lambda x: power(x, 3))(jnp.ones(2)))
"""

_GENERATOR = """
class Generator:
    def __init__(self, seed):
        self.key = jax.random.key(seed)

    def next(self):
        self.key, subkey = jax.random.split(self.key)
        return subkey


DEFAULT = Generator(0)


"""

_DEFAULT_INSTANCE_SPLITS_UNDER_JIT = _GENERATOR + """def uniform(shape, generator=DEFAULT):
    return jax.random.uniform(generator.next(), shape)


print(jax.jit(lambda: uniform((1,)))())
print(DEFAULT.next())
"""

_DEFAULT_NONE_KEY_PASSED = _GENERATOR + """def uniform(shape, key=None):
    key = jax.random.key(1) if key is None else key
    return jax.random.uniform(key, shape)


print(jax.jit(lambda: uniform((1,)))())
print(DEFAULT.next())
"""

_CALLBACK = """
saved = []


def saver(x):
    saved.append(x)


def doubler(x):
    return 2 * x


@partial(jax.jit, static_argnums=1)
def step(x, callback):
    callback(x)
    return x + 1


"""

_STATIC_CALLBACK_SAVES_TRACER = _CALLBACK + """y = step(jnp.ones(2), saver)
print(saved[0] + y)
"""

_STATIC_CALLBACK_HANDED_ON = _CALLBACK + """def fit(x, n, callback=None):
    for _ in range(n):
        x = step(x, callback)
    return x


y = fit(jnp.ones(2), 2, callback=saver)
print(saved[0] + y)
"""

_STATIC_CALLBACK_PURE = _CALLBACK + """def fit(x, n, callback=None):
    for _ in range(n):
        x = step(x, callback)
    return x


print(fit(jnp.ones(2), 2, callback=doubler))
"""

_CONSTRAINTS = """
def bound(limit, lower):
    if lower:
        return lambda x: x >= limit
    return lambda x: x <= limit


class Prior:
    def __init__(self, lo, hi):
        self.constraints = [bound(lo, True), bound(hi, False)]
        self.checks = [lambda x: x >= lo, lambda x: x <= hi]

"""

_CONSTRAINT_FACTORY_ITEMS_IN_BUILTIN_ALL = _CONSTRAINTS + """    def log_prob(self, x):
        inside = all([c(x) for c in self.constraints])
        return jnp.where(inside, -0.5 * x ** 2, -jnp.inf)


prior = Prior(-1.0, 1.0)
print(jax.vmap(prior.log_prob)(jnp.linspace(-2.0, 2.0, 5)))
"""

_CONSTRAINT_LAMBDA_ITEMS_IN_BUILTIN_ALL = _CONSTRAINTS + """    def log_prob(self, x):
        inside = all([check(x) for check in self.checks])
        return jnp.where(inside, -0.5 * x ** 2, -jnp.inf)


prior = Prior(-1.0, 1.0)
print(jax.jit(prior.log_prob)(0.5))
"""

_CONSTRAINT_ITEMS_REDUCED_IN_JNP = _CONSTRAINTS + """    def log_prob(self, x):
        inside = jnp.array([c(x) for c in self.constraints] + [check(x) for check in self.checks]).all()
        return jnp.where(inside, -0.5 * x ** 2, -jnp.inf)


prior = Prior(-1.0, 1.0)
print(jax.vmap(prior.log_prob)(jnp.linspace(-2.0, 2.0, 5)))
"""

_CONSTRAINT_ITEMS_ON_STATIC_BOUNDS = _CONSTRAINTS + """    def valid(self, x):
        return all([c(x) for c in self.constraints])

    def log_prob(self, x):
        return jnp.where(self.valid(0.0), -0.5 * x ** 2, -jnp.inf)


prior = Prior(-1.0, 1.0)
print(jax.vmap(prior.log_prob)(jnp.linspace(-2.0, 2.0, 5)))
"""

SHAPES = {
    "device_get_int_under_jit": (_DEVICE_GET_INT_UNDER_JIT, "ConcretizationTypeError", "JAX105"),
    "device_put_int_under_jit": (_DEVICE_PUT_INT_UNDER_JIT, "ConcretizationTypeError", "JAX105"),
    "device_get_after_jit": (_DEVICE_GET_AFTER_JIT, None, None),
    "device_get_of_static_size": (_DEVICE_GET_OF_STATIC_SIZE, None, None),
    "unpacked_helper_list": (_UNPACKED_HELPER_LIST, "ValueError", "JAX810"),
    "unpacked_helper_tuple": (_UNPACKED_HELPER_TUPLE, None, None),
    "parameter_attribute_list": (_PARAMETER_ATTRIBUTE_LIST, "ValueError", "JAX810"),
    "parameter_attribute_tuple": (_PARAMETER_ATTRIBUTE_TUPLE, None, None),
    "spread_traced_tuple_slice": (_SPREAD_TRACED_TUPLE_SLICE, "IndexError", "JAX202"),
    "spread_traced_tuple_range": (_SPREAD_TRACED_TUPLE_RANGE, "TypeError", "JAX202"),
    "spread_static_tuple": (_SPREAD_STATIC_TUPLE, None, None),
    "custom_vjp_tuple_under_jit": (_CUSTOM_VJP_TUPLE_UNDER_JIT, "TypeError", "JAX202"),
    "custom_jvp_int_in_scan": (_CUSTOM_JVP_INT_IN_SCAN, "TypeError", "JAX202"),
    "custom_vjp_tuple_nondiff": (_CUSTOM_VJP_TUPLE_NONDIFF, None, None),
    "custom_jvp_int_under_vmap": (_CUSTOM_JVP_INT_UNDER_VMAP, None, None),
    "default_instance_splits_under_jit": (_DEFAULT_INSTANCE_SPLITS_UNDER_JIT, "UnexpectedTracerError", "JAX301"),
    "default_none_key_passed": (_DEFAULT_NONE_KEY_PASSED, None, None),
    "static_callback_saves_tracer": (_STATIC_CALLBACK_SAVES_TRACER, "UnexpectedTracerError", "JAX301"),
    "static_callback_handed_on": (_STATIC_CALLBACK_HANDED_ON, "UnexpectedTracerError", "JAX301"),
    "static_callback_pure": (_STATIC_CALLBACK_PURE, None, None),
    "constraint_factory_items_in_builtin_all": (_CONSTRAINT_FACTORY_ITEMS_IN_BUILTIN_ALL, "TracerBoolConversionError",
                                                "JAX104"),
    "constraint_lambda_items_in_builtin_all": (_CONSTRAINT_LAMBDA_ITEMS_IN_BUILTIN_ALL, "TracerBoolConversionError",
                                               "JAX104"),
    "constraint_items_reduced_in_jnp": (_CONSTRAINT_ITEMS_REDUCED_IN_JNP, None, None),
    "constraint_items_on_static_bounds": (_CONSTRAINT_ITEMS_ON_STATIC_BOUNDS, None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_repros24_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
