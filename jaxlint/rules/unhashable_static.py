"""JAX810 unhashable-static: a list, dict, array or non-frozen dataclass passed to a static
argument of a jitted function."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import StaticArgument, Unhashable, facts, iter_tree
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import MODULE, PROJECT_IMPORT, Example, Rule

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
filter_jit_fix = deferred("jaxlint.fixers.filter_jit", "filter_jit_fix")
scalar_argument_fix = deferred("jaxlint.fixers.unstatic", "scalar_argument_fix")
traced_instead_fix = deferred("jaxlint.fixers.unstatic", "traced_instead_fix")
items_tuple_fix = deferred("jaxlint.fixers.static_mapping", "items_tuple_fix")
tuple_argument_fix = deferred("jaxlint.fixers.static_sequence", "tuple_argument_fix")

_TRACED_MODULE = ("trace it instead: drop it from the static arguments (eqx.filter_jit traces a module's arrays "
                  "and keeps its other fields static)")
_ADVICE = {
    "list": "pass a tuple",
    "dict": "pass a tuple of (key, value) pairs, or make it a traced argument",
    "set": "pass a frozenset",
    "array": "pass a tuple of Python numbers, or make it a traced argument",
    "tracer": "make it static in the caller too, or a traced argument of '{function}'",
    "holder": "hold tuples instead",
    "module": "give the module tuple fields",
    "layer": _TRACED_MODULE,
    "eq": "define __hash__ on it, or make it a traced argument",
    "other": "pass a tuple, or make it a traced argument",
}


# Records built with a list field, then built with tuples by the fix.
_LAYERS = """
from dataclasses import dataclass, field

@dataclass(frozen=True)
class Layers:
    sizes: list = field(default_factory=list)

@partial(jax.jit, static_argnums=(1,))
def f(x, layers):
    return x * len(layers.sizes)

def g(x):
    return f(x, Layers({sizes}))
"""
_NAMED_CONFIG = """
from typing import NamedTuple

class ModelConfig(NamedTuple):
    widths: list
    activation: str = "tanh"

@partial(jax.jit, static_argnames=("config",))
def forward(x, config):
    for w in config.widths:
        x = x[..., :w]
    return x

def run():
    config = ModelConfig(widths={widths}, activation="relu")
    return forward(jnp.ones((3, 8)), config=config)
"""


# Outer transforms that trace every argument they are not told is static (static_argnums).
_OUTER_STATIC = frozenset({"jax.make_jaxpr", "jax.jit"})
_MUTABLE_DISPLAYS = (cst.List, cst.ListComp, cst.Dict, cst.DictComp, cst.Set, cst.SetComp)


def _literal(expr: cst.BaseExpression) -> bool:
    """A number, string, bool or None (signed), or a tuple of them: hashable as written."""
    if isinstance(expr, cst.UnaryOperation):
        expr = expr.expression
    if isinstance(expr, (cst.Integer, cst.Float, cst.Imaginary, cst.SimpleString, cst.ConcatenatedString)):
        return True
    if isinstance(expr, cst.Name):
        return expr.value in ("True", "False", "None")
    return isinstance(expr, cst.Tuple) and all(not isinstance(e, cst.StarredElement) and _literal(e.value)
                                                for e in expr.elements)


def _on_self_in(target: cst.Attribute, cls: cst.ClassDef) -> bool:
    """`self.x = ...` written inside the class's own methods."""
    return isinstance(target.value, cst.Name) and target.value.value == "self" and any(
        t is target for t in iter_tree(cls))


class UnhashableStatic(Rule):
    name = "unhashable-static"
    kind = MODULE
    # static pytree metadata (an array there is compared with == by the jit cache lookup)
    # ... and an instance handed to jax.jit as the function it compiles (hashed at each call)
    triggers = facts.STATIC_ARGUMENT_SPELLINGS | facts.words({PROJECT_IMPORT, "meta_fields", "tree_flatten",
                                                              "pytree_node", "static"}) | facts.spellings(
        ("jax.jit",), also=("__call__",))
    summary = "a list, dict, set, array or non-frozen dataclass passed to a static argument of a jitted function"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds calls to a jitted function (`@partial(jax.jit, static_argnames=...)`, `@jax.jit(static_argnums=...)`,
`f = jax.jit(g, static_argnums=...)`, `jax.pmap(..., static_broadcasted_argnums=...)`) whose
static parameter receives a value that cannot be hashed: a list, dict or set (literal,
comprehension or `list(...)`), a NumPy or JAX array, a tracer, an instance of a `@dataclass`
that is not frozen or of a class defining `__eq__` without `__hash__`, or a tuple, NamedTuple
or frozen dataclass holding one of these; also a variable bound only to such values, the
result of a function of the project that only returns them, and an attribute of an object or an
item of a display every construction of which puts such a value there (`self.spaces[key].high`,
with `self.spaces = spaces` in `__init__`, every `Agent({...: Discrete(n)})` passing a dict of
objects whose `__init__` stores `self.high = np.array(n)`). An equinox layer (`eqx.nn.Linear`, `eqx.nn.MLP`,
a convolution, ...: its weights are arrays), or an `eqx.Module` of the project holding one, is such a value, and so is
a model carried through a training loop (`model = Net(key)`, then `model = step(model, ...)` with `step` jitted, or
`model = eqx.apply_updates(model, grads)`). The call may be in traced or untraced code (a training
loop), and the function may be defined in another module of the project: the finding is
reported at the call. Also a call of `jax.jit(obj)` whose `obj` is an instance hash() rejects
(an `eqx.Module` or frozen dataclass holding an array, a non-frozen dataclass): `f =
jax.jit(model)` then `f(x)`. And a second call of a jitted function, in the scope of an earlier one,
with a pytree whose static metadata holds an array made anew for each instance (a `meta_fields`
field, `tree_flatten`'s aux data, or any attribute of a class whose base's `__init_subclass__`
registers it with a flatten returning the instance `__dict__` as aux data): the cache lookup
compares the two with == (`ValueError`, reported at the second call).

## Why is this bad?
`jax.jit` keys its compilation cache by the static arguments (and by the function it
compiles), so it hashes them at every call.
An unhashable one raises `ValueError: Non-hashable static arguments are not supported`
(caused by `TypeError: unhashable type: 'list'`) before anything runs. A `@dataclass` with the
default `eq=True` and without `frozen=True` has `__hash__ = None`; a frozen one hashes its
fields, so a list in a field fails the same way.

## Example
```python
@partial(jax.jit, static_argnames=("dims",))
def reshape(x, dims):
    return x.reshape(dims)

reshape(x, dims=[2, 3])
```

## Use instead
```python
reshape(x, dims=(2, 3))
```
For a dataclass, declare it `@dataclass(frozen=True)` with tuple fields; for an array, pass a
tuple of Python numbers or drop the parameter from `static_argnums`/`static_argnames` so it is
traced.

## Fix safety
A list display or comprehension passed directly (also inside a tuple) becomes a tuple:
`f(x, [1, 2])` becomes `f(x, (1, 2))`, `[g(i) for i in r]` becomes `tuple(g(i) for i in r)`,
`list(it)` becomes `tuple(it)`. A NamedTuple or frozen dataclass built with list displays
(`cfg = Config(sizes=[4, 8])`, the one binding of the name passed, or the call passed itself)
is built with tuples instead. The fix is unsafe: the function may rely on list methods or
mutate the value (`dims.append(...)`), which a tuple does not allow. A variable bound once to a
list display of hashable values is passed as `tuple(name)` (unsafe, as above). A plain
`@dataclass` of the linted module becomes `@dataclass(frozen=True)` when nothing in the module
assigns its fields or derives from it, its defaults are literals, and the instance passed is
built, where it is seen, from hashable values; unsafe: code in another module may still set an
attribute of an instance, which a frozen one refuses. A literal that an outer `jax.jit` or
`jax.make_jaxpr` traces before the inner jit hashes it (`jax.make_jaxpr(jit_func)(1, 2)`) is
marked static there too (`static_argnums=(1,)`), unsafe: the outer function now recompiles per
value. A dict or an array passed to a static parameter that the jitted function only computes
with (every read of it, or of a dict's literal keys, `config["lr"]`, is arithmetic whose result
lands where a traced array is taken too: an array argument of a `jax.numpy`/`jax.nn`/`jax.scipy`
function, an index of one of its traced parameters, the returned value) is dropped from
`static_argnums`/`static_argnames`, so jit traces it (`@partial(jax.jit, static_argnums=(2,))`
becomes `@jax.jit` when nothing else is static): unsafe, a caller passing a hashable value
there (a number, a tuple) now has it traced, weakly typed and compiled once for all values.
A dict display (or a name bound once to one) of string keys and hashable values, passed to a
function of the module that only reads it (`config["n"]`, `.get`, `.items()`, `in`, `len()`,
`**config`), is passed as `tuple(config.items())`, and the function's first line makes it a dict
again (`config = dict(config)`): its values stay static. Unsafe: a hashable Mapping some other
caller passes becomes a plain dict inside the function.
Everything else (sets, dicts or arrays used as shapes or sizes, other variables) gets advice
only.

## Known problems
A file that never mentions `jax` is not linted, so a caller of a jitted function of another
module is checked only when its file mentions jax. Methods are followed when called through
`self` inside their own class; methods of other objects (`model.apply(...)`), functions kept
on `self`, and functions passed around as values are not.
"""
    valid = (
        Example("""
class Scale:
    def __init__(self, w):
        self.w = w

    def __call__(self, x):
        return self.w * x

scale = jax.jit(Scale(jnp.ones(3)))

def g(x):
    return scale(x)
""", run="g(2.0)"),
        Example("""
@partial(jax.jit, static_argnames=("dims", "order"))
def f(x, dims, order="C"):
    return x.reshape(dims, order=order)

def g(x):
    return f(x, (3, 2)) + f(x, dims=(3, 2), order="C")
""", run="g(jnp.ones(6))"),
        Example("""
@partial(jax.jit, static_argnums=(1,))
def pool(x, graph_idx):
    return x * len(graph_idx)

def batch_pool(x, sizes):
    graph_idx = []
    for i, n in enumerate(sizes):
        graph_idx.extend([i] * n)
    graph_idx = tuple(graph_idx)
    return pool(x, graph_idx)
""", run="batch_pool(jnp.ones(3), [2, 1])"),
        Example("""
from dataclasses import dataclass, field

@dataclass(frozen=True)
class Config:
    depth: int = 2
    sizes: tuple = (1, 2)
    notes: list = field(default_factory=list, compare=False)

@partial(jax.jit, static_argnames=("config",))
def net(x, config):
    for _ in range(config.depth):
        x = jnp.tanh(x) * len(config.sizes)
    return x

def g(x):
    return net(x, config=Config(3, notes=["tuned"]))
""", run="g(jnp.ones(2))"),
        Example("""
from typing import NamedTuple

class Shape(NamedTuple):
    rows: int
    cols: int

@partial(jax.jit, static_argnums=(1, 2, 3))
def f(x, shape, mode, scale):
    y = x.reshape(shape) if mode == "matrix" else x
    return y * (1 if scale is None else scale)

def g(x):
    return f(x, Shape(2, 3), "matrix", None)
""", run="g(jnp.ones(6))"),
        Example("""
def relu(x):
    return jnp.maximum(x, 0)

@partial(jax.jit, static_argnums=1)
def apply(x, activation):
    return activation(x)

def g(x):
    return apply(x, functools.partial(relu))
""", run="g(jnp.array([-1.0, 2.0]))"),
        Example("""
@partial(jax.jit, static_argnames=("n",))
def f(params, xs, n):
    return params["w"] * xs[0][:n] + params["b"][1]

def g(x):
    return f({"w": 2.0, "b": [1.0, 2.0]}, [x, x], n=1)
""", run="g(jnp.ones(3))"),
        Example("""
def layer(x, sizes):
    return x * len(sizes)

remat = jax.checkpoint(layer, static_argnums=(1,))

def g(x):
    return remat(x, [1, 2])
""", run="g(jnp.ones(2))"),
        Example("""
import dataclasses

@dataclasses.dataclass(eq=False)
class Options:
    scale: float = 2.0

@partial(jax.jit, static_argnums=1)
def f(x, options):
    return x * options.scale

def g(x):
    dims = [2, 3]
    dims = tuple(dims)
    return f(x, Options()), f(x.reshape(dims), Options(3.0))
""", run="g(jnp.ones(6))"),
        Example("""
@partial(jax.jit, static_argnums=(1,))
def f(x, dims):
    return x.reshape(dims)

def g(x, args):
    return f(x, *args)
""", run="g(jnp.ones(6), [(2, 3)])"),
        Example("""
def warmup(position, step_sizes):
    def run(position, step_sizes):
        return position + sum(step_sizes)

    run = jax.jit(run, static_argnums=(1,))
    return run(position, step_sizes)

def main():
    return warmup(jnp.zeros(2), (0.1, 0.2))
""", run="main()"),
        Example("""
def scale(x, n):
    return x * n

scale_jit = jax.jit(scale, static_argnames={"n"})

def main():
    return jax.make_jaxpr(scale_jit, static_argnums=1)(jnp.ones(2), 3), jax.jit(scale_jit, static_argnums=1)(
        jnp.ones(2), 3)
""", run="main()"),
    )
    invalid = (
        Example("""
def scale(x, n):
    return x * n

scale_jit = jax.jit(scale, static_argnames={"n"})

def main():
    return jax.make_jaxpr(scale_jit)(jnp.ones(2), 3).out_avals[0].shape
""", run="main()", raises="ValueError", line=7,
            message="static argument 'n' of 'scale' is an array traced by jax.make_jaxpr", fixed="""
def scale(x, n):
    return x * n

scale_jit = jax.jit(scale, static_argnames={"n"})

def main():
    return jax.make_jaxpr(scale_jit, static_argnums=(1,))(jnp.ones(2), 3).out_avals[0].shape
""", reference="(2,)"),
        Example("""
def warmup(position, step_sizes):
    def run(position, step_sizes):
        return position + sum(step_sizes)

    run = jax.jit(run, static_argnums=(1,))
    return run(position, step_sizes)

def main():
    return warmup(jnp.zeros(2), np.array([0.1, 0.2]))
""", run="main()", raises="ValueError", line=6,
            message="static argument 'step_sizes' of 'run' is a NumPy array (what every call of 'warmup' passes)"),
        Example("""
def f(x):
    return jnp.arange(-x, x)

f_jit = jax.jit(f, static_argnums=0)

def main():
    bound = jnp.add(4, 1)
    return f_jit(bound)
""", run="main()", raises="ValueError", line=8,
            message="static argument 'x' of 'f_jit' is a JAX array"),
        Example("""
@partial(jax.jit, static_argnames=("dims",))
def f(x, dims):
    return x.reshape(dims)

def g(x):
    return f(x, dims=[2, 3])
""", run="g(jnp.ones(6))", raises="ValueError", line=6,
            message="static argument 'dims' of 'f' is a list: jax.jit raises ValueError", fixed="""
@partial(jax.jit, static_argnames=("dims",))
def f(x, dims):
    return x.reshape(dims)

def g(x):
    return f(x, dims=(2, 3))
"""),
        Example("""
@partial(jax.jit, static_argnums=1)
def scale(x, factors):
    return x * sum(factors)

def g(x):
    return scale(x, [i * 2 for i in range(3)])
""", run="g(jnp.ones(2))", raises="ValueError", line=6,
            message="static argument 'factors' of 'scale' is a list", fixed="""
@partial(jax.jit, static_argnums=1)
def scale(x, factors):
    return x * sum(factors)

def g(x):
    return scale(x, tuple(i * 2 for i in range(3)))
"""),
        Example("""
def pad(x, config):
    return jnp.pad(x, config["width"])

pad_jit = jax.jit(pad, static_argnums=(1,))

def g(x):
    return pad_jit(x, {"width": 2})
""", run="g(jnp.ones(2))", raises="ValueError", line=7,
            message="static argument 'config' of 'pad_jit' is a dict"),
        Example("""
@partial(jax.jit, static_argnames=("shape",))
def make(x, shape):
    return jnp.broadcast_to(x, shape)

def train(x, steps):
    shape = np.array([2, 3])
    for _ in range(steps):
        x = make(x, shape=shape)
    return x
""", run="train(jnp.float32(1.0), 2)", raises="ValueError", line=8,
            message="static argument 'shape' of 'make' is a NumPy array"),
        Example("""
import dataclasses

@dataclasses.dataclass
class Config:
    depth: int = 2

@partial(jax.jit, static_argnames=("config",))
def net(x, config):
    for _ in range(config.depth):
        x = jnp.tanh(x)
    return x

def g(x):
    return net(x, config=Config(depth=3))
""", run="g(jnp.ones(2))", raises="ValueError", line=14,
            message="is an instance of the non-frozen dataclass 'Config'", fixed="""
import dataclasses

@dataclasses.dataclass(frozen=True)
class Config:
    depth: int = 2

@partial(jax.jit, static_argnames=("config",))
def net(x, config):
    for _ in range(config.depth):
        x = jnp.tanh(x)
    return x

def g(x):
    return net(x, config=Config(depth=3))
"""),
        Example(_LAYERS.format(sizes="[1, 2]"), run="g(jnp.ones(2))", raises="ValueError", line=12,
                message="frozen dataclass 'Layers' whose field 'sizes' holds a list",
                fixed=_LAYERS.format(sizes="(1, 2)")),
        Example(_NAMED_CONFIG.format(widths="[8, 4, 2]"), run="run()", raises="ValueError", line=15,
                message="NamedTuple 'ModelConfig' whose field 'widths' holds a list",
                fixed=_NAMED_CONFIG.format(widths="(8, 4, 2)")),
        Example("""
def count(x, labels):
    return x * len(labels)

count_jit = jax.jit(count, static_argnums=-1)

def g(x):
    return count_jit(x, {"a", "b"})
""", run="g(jnp.ones(2))", raises="ValueError", line=7,
            message="static argument 'labels' of 'count_jit' is a set"),
        Example("""
@partial(jax.jit, static_argnums=1)
def power(x, n):
    return x ** n

@jax.jit
def g(x, n):
    return power(x, n)
""", run="g(2.0, 3)", raises="ValueError", line=7,
            message="static argument 'n' of 'power' is an array traced by jax.jit (parameter 'n')"),
        Example("""
@partial(jax.jit, static_argnums=(1,))
def tile(x, spec):
    reps, dims = spec
    return jnp.tile(x, reps).reshape(dims)

def g(x):
    return tile(x, (2, [2, 2]))
""", run="g(jnp.ones(2))", raises="ValueError", line=7,
            message="static argument 'spec' of 'tile' is a tuple holding a list", fixed="""
@partial(jax.jit, static_argnums=(1,))
def tile(x, spec):
    reps, dims = spec
    return jnp.tile(x, reps).reshape(dims)

def g(x):
    return tile(x, (2, (2, 2)))
"""),
        Example("""
@partial(jax.jit, static_argnums=(1,))
def pick(x, idx):
    return x[idx]

def g(x):
    idx = jnp.arange(2)
    return pick(x, idx)
""", run="g(jnp.ones(3))", raises="ValueError", line=7,
            message="static argument 'idx' of 'pick' is a JAX array", fixed="""
@jax.jit
def pick(x, idx):
    return x[idx]

def g(x):
    idx = jnp.arange(2)
    return pick(x, idx)
"""),
        Example("""
@partial(jax.jit, static_argnums=(2,))
def train_step(params, x, config):
    grads = jax.grad(lambda p: jnp.mean((x @ p) ** 2))(params)
    return params - config["learning_rate"] * grads

config = {"learning_rate": 0.05, "momentum": 0.9}
""", run="train_step(jnp.ones(3), jnp.ones((4, 3)), config)", raises="ValueError", line=7,
            message="static argument 'config' of 'train_step' is a dict", fixed="""
@jax.jit
def train_step(params, x, config):
    grads = jax.grad(lambda p: jnp.mean((x @ p) ** 2))(params)
    return params - config["learning_rate"] * grads

config = {"learning_rate": 0.05, "momentum": 0.9}
""", grad="jax.grad(lambda p: train_step(p, jnp.ones((4, 3)), config).sum())(jnp.ones(3))"),
        Example("""
@partial(jax.jit, static_argnames=("n", "edges"))
def histogram(x, n, edges):
    return jnp.histogram(x, bins=jnp.asarray(edges))[0][:n]

edges = np.linspace(0.0, 1.0, 5)
""", run="histogram(jnp.linspace(0.0, 1.0, 20), 2, edges)", raises="ValueError", line=6,
            message="static argument 'edges' of 'histogram' is a NumPy array", fixed="""
@partial(jax.jit, static_argnames=("n",))
def histogram(x, n, edges):
    return jnp.histogram(x, bins=jnp.asarray(edges))[0][:n]

edges = np.linspace(0.0, 1.0, 5)
"""),
        Example("""
@partial(jax.jit, static_argnums=(1,))
def pool(x, graph_idx):
    return x * len(graph_idx)

def batch_pool(x, sizes):
    graph_idx = []
    for i, n in enumerate(sizes):
        graph_idx.extend([i] * n)
    graph_idx = np.array(graph_idx)
    return pool(x, graph_idx)
""", run="batch_pool(jnp.ones(3), [2, 1])", raises="ValueError", line=10,
            message="static argument 'graph_idx' of 'pool' is a NumPy array"),
        Example("""
from dataclasses import dataclass

@dataclass(frozen=True)
class Scale:
    w: jax.Array

    def __call__(self, x):
        return self.w * x

scale = jax.jit(Scale(jnp.ones(3)))

def g(x):
    return scale(x)
""", run="g(2.0)", raises="TypeError", line=13,
            message="this calls jax.jit of an instance of the frozen dataclass 'Scale' whose field 'w' holds"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        if not node.args:
            return
        for static, why in self.ctx.unhashable_static_arguments(node):
            self._report(static, why, node)
        jitted = self.ctx.unhashable_jitted_callable(node)
        if jitted is not None:
            self.report(node.func, f"this calls jax.jit of {jitted.why.text}: jax.jit keys its cache by the "
                        f"function it compiles and hashes it at each call, which raises TypeError (unhashable); "
                        f"use eqx.filter_jit, or jit a function taking the instance as an argument", None)
        for traced, held, _ in self.ctx.metadata_arrays(node):
            self.report(traced.arg.value,
                        f"argument '{traced.parameter}' of '{traced.function}' is an instance of '{held.record}' "
                        f"whose static field '{held.field}'{held.path} holds an array, made anew for each instance: "
                        f"{traced.transform} compares pytree metadata with == when this call looks up the cache "
                        f"an earlier call filled, and the element-wise comparison raises ValueError; keep a tuple "
                        f"there, or make '{held.field}' a data field", None)

    def _report(self, static: StaticArgument, why: Unhashable, call: cst.Call) -> None:
        where = f" (jitted in {static.path})" if static.path else ""
        advice = _ADVICE.get(why.kind)
        if why.kind == "dataclass":
            advice = f"declare '{why.record}' with @dataclass(frozen=True) (and tuple fields)"
        elif _holds_weights(why):
            advice = _TRACED_MODULE  # weights are what a model holds: tuples would not do
        elif why.kind in ("holder", "module") and why.record:
            advice = f"give '{why.record}' tuple fields"
        elif advice is None:
            advice = _ADVICE["other"]
        message = (f"static argument '{static.parameter}' of '{static.function}'{where} is {why.text}: "
                   f"{static.transform} raises ValueError: Non-hashable static arguments are not supported; "
                   f"{advice.format(function=static.function)}")
        self.report(static.arg.value, message, self._fix(static, why, call))

    def _fix(self, static: StaticArgument, why: Unhashable, call: cst.Call) -> PendingFix:
        value = static.arg.value
        if why.kind == "tracer":
            outer = self._static_in_outer(static, call)
            if outer is not None:
                return outer
        if why.kind == "holder":
            built = self._record_fields_as_tuples(value)
            if built is not None:
                return built
        if why.kind == "dataclass" and why.record:
            frozen = self._frozen_fix(value, why.record)
            if frozen is not None:
                return frozen
        converted = self._as_tuple(value) if why.kind in ("list", "holder") else None
        if converted is not None and converted is not value:
            if value.lpar:  # the edit spans the value inside its own parentheses, which stay
                converted = converted.with_changes(lpar=[], rpar=[])
            return PendingFix("Pass a tuple", [NodeEdit(value, code(converted).strip())], Applicability.UNSAFE)
        if why.kind == "list" and isinstance(value, cst.Name) and self._flat_list(value):
            return PendingFix(f"Pass tuple({value.value})", [NodeEdit(value, f"tuple({value.value})")],
                              Applicability.UNSAFE)
        if why.kind == "list":
            sequence = tuple_argument_fix(self.ctx, call, static.parameter, value)
            if sequence is not None:
                return sequence
        if why.kind in ("dict", "array"):
            traced = traced_instead_fix(self.ctx, call, static.parameter, why.kind)
            if traced is not None:
                return traced
        if why.kind == "dict":
            items = items_tuple_fix(self.ctx, call, static.parameter, value)
            if items is not None:
                return items
        if why.kind == "layer" or _holds_weights(why):
            traced = filter_jit_fix(self.ctx, call)
            if traced is not None:
                return traced
        if why.kind == "array":
            scalar = scalar_argument_fix(self.ctx, call, static.parameter, value)
            if scalar is not None:
                return scalar
        advice = ("Make the dataclass frozen" if why.kind == "dataclass"
                  else f"Pass a hashable value, or drop '{static.parameter}' from the static arguments")
        return PendingFix(advice, [], Applicability.DISPLAY_ONLY)

    def _static_in_outer(self, static: StaticArgument, call: cst.Call) -> PendingFix | None:
        """`jax.make_jaxpr(jit_func)(1, 2)` with `y` static in `jit_func`: the outer transform
        marks that position static too (`jax.make_jaxpr(jit_func, static_argnums=(1,))`), when
        the call passes a literal there by position and the outer call marks nothing yet."""
        outer = call.func
        if not isinstance(outer, cst.Call) or self.ctx.callee(outer) not in _OUTER_STATIC or not outer.args or any(
                a.star or a.keyword is not None for a in outer.args) or len(outer.args) != 1:
            return None
        if static.arg.keyword is not None or not _literal(static.arg.value):
            return None
        position = [a for a in call.args if a.keyword is None].index(static.arg)
        first = outer.args[0]
        return PendingFix(f"Mark argument {position} static in the outer transform too",
                          [NodeEdit(first.value, f"{code(first.value).strip()}, static_argnums=({position},)")],
                          Applicability.UNSAFE)

    def _flat_list(self, name: cst.Name) -> bool:
        """`dims = [2, 3]` (its one binding) holding only hashable elements: `tuple(dims)` at the
        call hashes, with the same elements in the same order."""
        built = self.ctx.sole_binding(name.value)
        if not isinstance(built, cst.List) or not built.elements:
            return False
        return all(not isinstance(e, cst.StarredElement) and self.ctx.unhashable(e.value) is None
                   and not isinstance(e.value, _MUTABLE_DISPLAYS) for e in built.elements)

    def _frozen_fix(self, value: cst.BaseExpression, record: str) -> PendingFix | None:
        """A plain `@dataclass` of this module, or of the project module this one imports it
        from (the edit lands there), passed as a static argument -> `frozen=True`,
        when nothing in either module assigns its fields (frozen instances refuse that), no class
        derives from it (a non-frozen subclass of a frozen dataclass is a TypeError), its field
        defaults are literals and the instance passed is built, where we see it, from hashable
        values. Unsafe: another module may still set an attribute of an instance."""
        module = self.ctx.module.node
        if module is None:
            return None
        built = self.ctx.sole_binding(value.value) if isinstance(value, cst.Name) else value
        classes = [s for s in module.body if isinstance(s, cst.ClassDef) and s.name.value == record]
        there = None  # the module defining the class, when another one of the project
        if not classes:
            found = self.ctx.foreign_class(record) or self._built_by_factory(built, record)
            if found is None or found[1].node is None or found[0] not in found[1].node.body:
                return None
            classes, there = [found[0]], found[1]
        if len(classes) != 1 or len(classes[0].decorators) != 1:
            return None
        cls = classes[0]
        decorator = cls.decorators[0].decorator
        func = decorator.func if isinstance(decorator, cst.Call) else decorator
        resolved = there.qualified_name(func) if there is not None else self.ctx.qualified_name(func)
        if resolved != "dataclasses.dataclass":
            return None
        fields = set()
        for stmt in cls.body.body:
            small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
            if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
                fields.add(small.target.value)
                if small.value is not None and not _literal(small.value):
                    return None  # field(default_factory=...), a call: its value may not hash
        for node in (n for m in (module, there.node if there is not None else None) if m is not None
                     for n in iter_tree(m)):
            if isinstance(node, cst.ClassDef) and any(isinstance(b.value, cst.Name) and b.value.value == record
                                                      for b in node.bases):
                return None
            if isinstance(node, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.Del)):
                target = node.target
                if any(isinstance(t, cst.Attribute) and (t.attr.value in fields or _on_self_in(t, cls))
                       for t in iter_tree(target)):
                    return None
            if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "setattr":
                return None
        if not isinstance(built, cst.Call):
            return None
        unpacked = _classmethod_unpacking(built, record, cls)
        if unpacked is None and not (isinstance(built.func, cst.Name) and built.func.value == record
                                     or self._built_by_factory(built, record) is not None):
            return None
        for position, arg in enumerate(built.args):
            given = arg.value
            if position in (unpacked or ()) and isinstance(given, cst.Dict):
                # `Config.from_dict({"width": 4})` whose body is `return cls(**d)`: its values are the fields
                if not all(isinstance(e, cst.DictElement) and isinstance(e.key, cst.SimpleString)
                           and not isinstance(e.value, _MUTABLE_DISPLAYS) and self.ctx.unhashable(e.value) is None
                           for e in given.elements):
                    return None
                continue
            if arg.star or isinstance(given, _MUTABLE_DISPLAYS) or self.ctx.unhashable(given) is not None:
                return None
        if isinstance(decorator, cst.Call):
            if any(a.keyword is None or a.keyword.value in ("frozen", "eq", "unsafe_hash") or a.star
                   for a in decorator.args):
                return None
            args = ", ".join(code(a).strip().rstrip(",") for a in decorator.args)
            text = f"{code(func).strip()}({args}, frozen=True)"
        else:
            text = f"{code(func).strip()}(frozen=True)"
        fix = PendingFix(f"Declare '{record}' with frozen=True: a frozen dataclass hashes its fields",
                         [NodeEdit(decorator, text)], Applicability.UNSAFE)
        if there is not None:
            fix.target = there  # the edit lands where the class is defined
        return fix

    def _built_by_factory(self, built: cst.BaseExpression | None, record: str):
        """(the ClassDef, its module) when `built` calls a function of another project module
        whose one statement is `return record(...)` from its own parameters (`def
        load_config(**overrides): return ModelConfig(**overrides)`), `record` defined there or
        imported there from another project module; None otherwise."""
        if not isinstance(built, cst.Call):
            return None
        found = self.ctx.foreign_function(built.func)
        if found is None:
            return None
        factory, there = found
        body = factory.body.body if isinstance(factory.body, cst.IndentedBlock) else ()
        statement = body[0].body[0] if len(body) == 1 and isinstance(body[0], cst.SimpleStatementLine) and len(
            body[0].body) == 1 else None
        made = statement.value if isinstance(statement, cst.Return) else None
        if not (isinstance(made, cst.Call) and isinstance(made.func, cst.Name) and made.func.value == record):
            return None
        params = factory.params
        names = {p.name.value for p in [*params.posonly_params, *params.params, *params.kwonly_params]} | {
            p.name.value for p in (params.star_arg, params.star_kwarg) if isinstance(p, cst.Param)}
        if not all(isinstance(a.value, cst.Name) and a.value.value in names for a in made.args):
            return None
        module = there.module.node
        local = [s for s in module.body if isinstance(s, cst.ClassDef) and s.name.value == record] if module else []
        return (local[0], there.module) if len(local) == 1 else there.foreign_class(record)

    def _record_fields_as_tuples(self, value: cst.BaseExpression) -> PendingFix | None:
        """`cfg = Config(sizes=[4, 8])` then `f(x, cfg)`: the list displays the record is built
        with become tuples, where it is built (the one binding of the name passed, or the call
        passed itself). Unsafe, as for a list passed directly: code may use list methods."""
        built = self.ctx.sole_binding(value.value) if isinstance(value, cst.Name) else value
        if not isinstance(built, cst.Call):
            return None
        edits = []
        for arg in built.args:
            if arg.star or isinstance(arg.value, (cst.Dict, cst.DictComp, cst.Set, cst.SetComp)):
                return None  # a field these edits leave unhashable
            if isinstance(arg.value, (cst.List, cst.ListComp)) or (
                    isinstance(arg.value, cst.Call) and self.ctx.callee(arg.value) == "list"):
                converted = self._as_tuple(arg.value)
                if converted is None:
                    return None
                edits.append(NodeEdit(arg.value, code(converted).strip()))
        if not edits:
            return None
        return PendingFix("Build the record with tuple fields", edits, Applicability.UNSAFE)

    def _as_tuple(self, expr: cst.BaseExpression) -> cst.BaseExpression | None:
        """`expr` with each list display, comprehension or `list(...)` in it made a tuple; None
        when something else in it stays unhashable (a dict, an array, a variable)."""
        if isinstance(expr, (cst.List, cst.Tuple)):
            elements = []
            for element in expr.elements:
                if isinstance(element, cst.StarredElement):
                    elements.append(element)
                    continue
                inner = self._as_tuple(element.value)
                if inner is None:
                    return None
                elements.append(element.with_changes(value=inner))
            if isinstance(expr, cst.Tuple):
                return expr.with_changes(elements=elements)
            if len(elements) == 1 and not isinstance(elements[0], cst.StarredElement) \
                    and not isinstance(elements[0].comma, cst.Comma):
                elements[0] = elements[0].with_changes(comma=cst.Comma())
            return cst.Tuple(elements, lpar=[cst.LeftParen(whitespace_after=expr.lbracket.whitespace_after)],
                             rpar=[cst.RightParen(whitespace_before=expr.rbracket.whitespace_before)])
        if isinstance(expr, cst.ListComp):
            return cst.Call(cst.Name("tuple"), [cst.Arg(cst.GeneratorExp(expr.elt, expr.for_in, lpar=[], rpar=[]))])
        if isinstance(expr, cst.Call) and self.ctx.callee(expr) == "list":
            return expr.with_changes(func=cst.Name("tuple"))
        return expr if self.ctx.unhashable(expr) is None else None


def _classmethod_unpacking(built: cst.Call, record: str, cls: cst.ClassDef) -> set[int] | None:
    """`Record.from_dict(d)`, a classmethod of the class whose one statement is `return
    cls(...)` of its own parameters (`cls(**d)`, `cls(width=w)`): the positions of `built`'s
    arguments that the method unpacks as keyword arguments (`**d`), else None (not such a call)."""
    func = built.func
    if not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == record):
        return None
    methods = [s for s in cls.body.body if isinstance(s, cst.FunctionDef) and s.name.value == func.attr.value]
    if len(methods) != 1 or [code(d.decorator).strip() for d in methods[0].decorators] != ["classmethod"]:
        return None
    method = methods[0]
    body = method.body.body if isinstance(method.body, cst.IndentedBlock) else ()
    statement = body[0].body[0] if len(body) == 1 and isinstance(body[0], cst.SimpleStatementLine) and len(
        body[0].body) == 1 else None
    made = statement.value if isinstance(statement, cst.Return) else None
    params = method.params
    if isinstance(params.star_arg, cst.Param) or params.kwonly_params or params.star_kwarg is not None \
            or params.posonly_params:
        return None
    names = [p.name.value for p in params.params]
    if not names or not (isinstance(made, cst.Call) and isinstance(made.func, cst.Name) and made.func.value == names[0]):
        return None
    if not all(isinstance(a.value, cst.Name) and a.value.value in names[1:] and a.star in ("", "**")
               for a in made.args):
        return None
    if any(a.star or a.keyword is not None for a in built.args) or len(built.args) != len(names) - 1:
        return None
    unpacked = {a.value.value for a in made.args if a.star == "**"}
    return {i for i, name in enumerate(names[1:]) if name in unpacked}


def _holds_weights(why: Unhashable) -> bool:
    """A model (an eqx.Module) unhashable for the arrays, layers or tracers it holds: its weights,
    which tuple fields would not make hashable; it is to be traced, not kept static."""
    return why.kind == "module" and why.innermost in ("array", "layer", "tracer")
