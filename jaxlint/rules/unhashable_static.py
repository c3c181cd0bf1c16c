"""JAX810 unhashable-static: a list, dict, array or non-frozen dataclass passed to a static
argument of a jitted function."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import StaticArgument, Unhashable, facts
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.rules.base import MODULE, PROJECT_IMPORT, Example, Rule

_ADVICE = {
    "list": "pass a tuple",
    "dict": "pass a tuple of (key, value) pairs, or make it a traced argument",
    "set": "pass a frozenset",
    "array": "pass a tuple of Python numbers, or make it a traced argument",
    "tracer": "make it static in the caller too, or a traced argument of '{function}'",
    "holder": "hold tuples instead",
    "module": "give the module tuple fields",
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


class UnhashableStatic(Rule):
    name = "unhashable-static"
    kind = MODULE
    triggers = facts.STATIC_ARGUMENT_SPELLINGS | facts.words({PROJECT_IMPORT})
    summary = "a list, dict, set, array or non-frozen dataclass passed to a static argument of a jitted function"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds calls to a jitted function (`@partial(jax.jit, static_argnames=...)`, `@jax.jit(static_argnums=...)`,
`f = jax.jit(g, static_argnums=...)`, `jax.pmap(..., static_broadcasted_argnums=...)`) whose
static parameter receives a value that cannot be hashed: a list, dict or set (literal,
comprehension or `list(...)`), a NumPy or JAX array, a tracer, an instance of a `@dataclass`
that is not frozen or of a class defining `__eq__` without `__hash__`, or a tuple, NamedTuple
or frozen dataclass holding one of these; also a variable bound only to such values and the
result of a function of the project that only returns them. The call may be in traced or untraced code (a training
loop), and the function may be defined in another module of the project: the finding is
reported at the call.

## Why is this bad?
`jax.jit` keys its compilation cache by the static arguments, so it hashes them at every call.
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
mutate the value (`dims.append(...)`), which a tuple does not allow. Everything else (dicts,
sets, arrays, dataclasses, variables) gets advice only.

## Known problems
A file that never mentions `jax` is not linted, so a caller of a jitted function of another
module is checked only when its file mentions jax. Methods are followed when called through
`self` inside their own class; methods of other objects (`model.apply(...)`), functions kept
on `self`, and functions passed around as values are not.
"""
    valid = (
        Example("""
@partial(jax.jit, static_argnames=("dims", "order"))
def f(x, dims, order="C"):
    return x.reshape(dims, order=order)

def g(x):
    return f(x, (3, 2)) + f(x, dims=(3, 2), order="C")
""", run="g(jnp.ones(6))"),
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
    return jax.make_jaxpr(scale_jit)(jnp.ones(2), 3)
""", run="main()", raises="ValueError", line=7,
            message="static argument 'n' of 'scale' is an array traced by jax.make_jaxpr"),
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
            message="is an instance of the non-frozen dataclass 'Config'"),
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
            message="static argument 'idx' of 'pick' is a JAX array"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        if not node.args:
            return
        for static, why in self.ctx.unhashable_static_arguments(node):
            self._report(static, why)

    def _report(self, static: StaticArgument, why: Unhashable) -> None:
        where = f" (jitted in {static.path})" if static.path else ""
        advice = _ADVICE.get(why.kind)
        if why.kind == "dataclass":
            advice = f"declare '{why.record}' with @dataclass(frozen=True) (and tuple fields)"
        elif why.kind in ("holder", "module") and why.record:
            advice = f"give '{why.record}' tuple fields"
        elif advice is None:
            advice = _ADVICE["other"]
        message = (f"static argument '{static.parameter}' of '{static.function}'{where} is {why.text}: "
                   f"{static.transform} raises ValueError: Non-hashable static arguments are not supported; "
                   f"{advice.format(function=static.function)}")
        self.report(static.arg.value, message, self._fix(static, why))

    def _fix(self, static: StaticArgument, why: Unhashable) -> PendingFix:
        value = static.arg.value
        if why.kind == "holder":
            built = self._record_fields_as_tuples(value)
            if built is not None:
                return built
        converted = self._as_tuple(value) if why.kind in ("list", "holder") else None
        if converted is not None and converted is not value:
            if value.lpar:  # the edit spans the value inside its own parentheses, which stay
                converted = converted.with_changes(lpar=[], rpar=[])
            return PendingFix("Pass a tuple", [NodeEdit(value, code(converted).strip())], Applicability.UNSAFE)
        advice = ("Make the dataclass frozen" if why.kind == "dataclass"
                  else f"Pass a hashable value, or drop '{static.parameter}' from the static arguments")
        return PendingFix(advice, [], Applicability.DISPLAY_ONLY)

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
