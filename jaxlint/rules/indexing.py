"""JAX201 tracer-list-index and JAX202 tracer-static-position: tracers where Python needs ints."""

from __future__ import annotations

from typing import Iterator

import libcst as cst

from jaxlint.analysis import semantics as sem
from jaxlint.analysis.values import Value, first_tracer
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.static_args import static_arg_fix, traced_parameters
from jaxlint.rules.base import Example, Rule
from jaxlint.rules.control_flow import static_hint

_ERRORS = {
    "range": "TracerIntegerConversionError",
    "numpy.split": "TracerIntegerConversionError",
    "jax.numpy.arange": "ConcretizationTypeError",
    "jax.numpy.linspace": "ConcretizationTypeError",
    "jax.numpy.split": "ConcretizationTypeError",
    "jax.numpy.array_split": "ConcretizationTypeError",
}


def static_position_args(rule: Rule, node: cst.Call) -> Iterator[tuple[str, cst.Arg, Value]]:
    """(what, arg, value) for each argument of `node` that must be a concrete int or shape
    and holds a tracer."""
    qual = rule.ctx.call_targets.get(id(node))
    key = qual
    what = qual
    if qual is None and isinstance(node.func, cst.Attribute):
        base = rule.value(node.func.value)
        if not base.traced or base.pytype is not None:
            return
        key = "method:" + node.func.attr.value
        what = "." + node.func.attr.value + "()"
    if key not in sem.STATIC_POSITIONS:
        return
    positions, keywords = sem.STATIC_POSITIONS[key]
    positional = [a for a in node.args if a.keyword is None and not a.star]
    for i, arg in enumerate(positional):
        if i in positions:
            value = rule.value(arg.value)
            tracer = first_tracer(value)
            if tracer is not None:
                yield _short(what), arg, tracer
    for arg in node.args:
        if arg.keyword is not None and arg.keyword.value in keywords:
            tracer = first_tracer(rule.value(arg.value))
            if tracer is not None:
                yield _short(what), arg, tracer


def _short(qual: str) -> str:
    return (qual.replace("jax.numpy.", "jnp.").replace("jax.lax.", "lax.").replace("numpy.", "np.")
            .replace("jax.random.", "jax.random."))


class TracerListIndex(Rule):
    code = "JAX201"
    name = "tracer-list-index"
    summary = "Python list/tuple/dict indexed by a traced value"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds Python lists, tuples, dicts and shape tuples indexed by a traced value.

## Why is this bad?
A list index must be a Python `int`: Python calls `__index__` on the tracer and JAX raises
`TracerIntegerConversionError`. A dict key must be hashable, and tracers are not (`TypeError`).

## Example
```python
WEIGHTS = [0.1, 0.2, 0.7]

@jax.jit
def weight(i):
    return WEIGHTS[i]
```

## Use instead
```python
@jax.jit
def weight(i):
    return jnp.asarray(WEIGHTS)[i]
```
or mark the index static when it really is a Python int (`static_argnames=("i",)`).

## Fix safety
`jnp.asarray(L)[i]` is safe when `L` holds numbers or arrays of one shape.
"""
    valid = (
        Example("""
WEIGHTS = [0.1, 0.2, 0.7]
@jax.jit
def f(i):
    return jnp.asarray(WEIGHTS)[i]
""", run="f(1)"),
        Example("""
WEIGHTS = [0.1, 0.2, 0.7]
@partial(jax.jit, static_argnums=(0,))
def f(i):
    return WEIGHTS[i]
""", run="f(1)"),
        Example("""
@jax.jit
def f(x, i):
    return x[i]
""", run="f(jnp.arange(3.0), 1)"),
        Example("""
@jax.jit
def f(x):
    parts = [x, 2 * x]
    return parts[0] + parts[-1]
""", run="f(1.0)"),
        Example("""
@jax.jit
def f(x):
    total = 0.0
    layers = [1.0, 2.0]
    for i in range(len(layers)):
        total = total + layers[i] * x
    return total + x.shape[0]
""", run="f(jnp.ones(2))"),
    )
    invalid = (
        Example("""
WEIGHTS = [0.1, 0.2, 0.7]
@jax.jit
def f(i):
    return WEIGHTS[i]
""", run="f(1)", raises="TracerIntegerConversionError"),
        Example("""
@jax.jit
def f(x, i):
    options = [x, 2 * x, 3 * x]
    return options[i]
""", run="f(1.0, 1)", raises="TracerIntegerConversionError"),
        Example("""
@jax.jit
def f(x, axis):
    return x.shape[axis]
""", run="f(jnp.ones(3), 0)", raises="TracerIntegerConversionError"),
        Example("""
SCALES = {0: 1.0, 1: 2.0}
@jax.jit
def f(x, k):
    return x * SCALES[k]
""", run="f(1.0, 1)", raises="TypeError"),
        Example("""
NAMES = ("a", "b")
@jax.jit
def f(x):
    return NAMES[jnp.argmax(x)]
""", run="f(jnp.arange(2.0))", raises="TracerIntegerConversionError"),
        Example("""
def body(i, acc):
    coeffs = (1.0, 2.0, 3.0)
    return acc + coeffs[i]
def f():
    return lax.fori_loop(0, 3, body, 0.0)
""", run="f()", raises="TracerIntegerConversionError"),
    )

    def visit_Subscript(self, node: cst.Subscript) -> None:
        base = self.value(node.value)
        if not base.static or base.pytype not in ("list", "tuple", "dict", "shape"):
            return
        for element in node.slice:
            if isinstance(element.slice, cst.Index):
                index = self.value(element.slice.value)
                if index.traced:
                    kind = {"shape": "shape tuple"}.get(base.pytype, "Python " + base.pytype)
                    error = "TypeError (tracers are unhashable)" if base.pytype == "dict" else \
                        "TracerIntegerConversionError"
                    hint = "use jnp.asarray(...)[i]" if base.pytype != "dict" else "use a list of arrays or lax.switch"
                    hint += static_hint(self.ctx, index)
                    self.report(node, f"{kind} indexed by a value {self.describe(index)} raises {error}; {hint}",
                                self._fix(node, base, index))
                    return


    def _fix(self, node: cst.Subscript, base, index) -> PendingFix | None:
        if base.pytype in ("list", "tuple") and len(node.slice) == 1:
            jnp, edit = name_for(self.ctx.index, "jax.numpy")
            if jnp is not None:
                numeric = base.items is not None and base.items and all(
                    i.pytype in ("int", "float") for i in base.items)
                text = f"{jnp}.asarray({code(node.value).strip()})[{code(node.slice[0].slice.value).strip()}]"
                return PendingFix(f"Index {jnp}.asarray(...) instead", [NodeEdit(node, text)] + ([edit] if edit else []),
                                  Applicability.SAFE if numeric else Applicability.UNSAFE)
        if index.param is not None:
            return static_arg_fix(self.ctx, index.param)
        return None


class TracerStaticPosition(Rule):
    code = "JAX202"
    name = "tracer-static-position"
    summary = "traced value where an int or shape is required (`range`, `reshape`, sizes, axes, slice bounds)"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds traced values passed where JAX or Python needs a concrete integer or shape: `range(n)`,
`x.reshape(n, -1)`, the shape of `jnp.zeros`/`ones`/`full`/`empty`, `jnp.arange(n)`, axes
(`x.sum(axis=a)`, `np.split(x, 2, a)`), `num_classes`, random shapes, and slice bounds
(`x[:n]`).

## Why is this bad?
Shapes are fixed when JAX traces a function; a tracer has no concrete value to build them
from. Depending on where it lands JAX raises `TracerIntegerConversionError`,
`ConcretizationTypeError`, `TypeError: Shapes must be 1D sequences of concrete values`, or
`IndexError: Slice entries must be static integers`.

## Example
```python
@jax.jit
def first(x, n):
    return x[:n]
```

## Use instead
```python
@partial(jax.jit, static_argnames=("n",))
def first(x, n):
    return x[:n]
```
or `lax.dynamic_slice(x, (start,), (size,))` with a static size.

## Fix safety
Adding the parameter to `static_argnames` is safe; each new value recompiles the function.
"""
    valid = (
        Example("""
@partial(jax.jit, static_argnames=("n",))
def f(x, n):
    return x[:n]
""", run="f(jnp.ones(5), n=2)"),
        Example("""
@jax.jit
def f(x):
    return x.reshape(x.shape[0] // 2, -1)
""", run="f(jnp.ones(4))"),
        Example("""
@jax.jit
def f(x):
    out = jnp.zeros(x.shape)
    for i in range(x.shape[0]):
        out = out.at[i].set(x[i] * i)
    return out
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(x, start):
    return lax.dynamic_slice(x, (start,), (2,))
""", run="f(jnp.arange(5.0), 1)"),
        Example("""
@partial(jax.jit, static_argnums=(1,))
def f(x, axis):
    return x.sum(axis=axis)
""", run="f(jnp.ones((2, 3)), 1)"),
        Example("""
@jax.jit
def f(x, i):
    return lax.dynamic_slice_in_dim(x, i, 2)
""", run="f(jnp.arange(3.0), 1)"),
        Example("""
@jax.jit
def f(x, j, r):
    return x.at[j].min(r)
""", run="f(jnp.ones(3), 1, 0.5)"),
    )
    invalid = (
        Example("""
@jax.jit
def f(x, n):
    return x[:n]
""", run="f(jnp.ones(5), 2)", raises="IndexError"),
        Example("""
@jax.jit
def f(x, n):
    total = 0.0
    for i in range(n):
        total = total + x[i]
    return total
""", run="f(jnp.ones(5), 3)", raises="TracerIntegerConversionError"),
        Example("""
@jax.jit
def f(x, n):
    return x.reshape(n, -1)
""", run="f(jnp.ones(4), 2)", raises="TypeError"),
        Example("""
@jax.jit
def f(n):
    return jnp.zeros(n)
""", run="f(3)", raises="TypeError"),
        Example("""
@jax.jit
def f(x, axis):
    return x.sum(axis=axis)
""", run="f(jnp.ones((2, 3)), 1)", raises="ConcretizationTypeError"),
        Example("""
@jax.jit
def f(x, axis):
    return np.split(x, 2, axis)
""", run="f(jnp.ones((2, 2)), 1)", raises="TracerIntegerConversionError"),
        Example("""
@jax.jit
def f(n):
    return jnp.arange(n)
""", run="f(3)", raises="ConcretizationTypeError"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        for what, arg, tracer in static_position_args(self, node):
            if tracer.shape_math:
                continue  # JAX401 explains the cause
            qual = self.ctx.call_targets.get(id(node)) or ""
            error = _ERRORS.get(qual)
            if error is None:
                error = "ConcretizationTypeError" if (arg.keyword and arg.keyword.value == "axis") or "axis" in what \
                    else "TypeError" if qual.startswith(("jax.", "numpy.")) or what.startswith(".reshape") \
                    else "ConcretizationTypeError"
                if what.startswith((".sum", ".mean", ".max", ".min", ".prod", ".squeeze")):
                    error = "ConcretizationTypeError"
            hint = static_hint(self.ctx, tracer).removeprefix(", or ") or \
                "compute it from static shapes (x.shape) or mark its source static"
            params = traced_parameters(self.ctx, arg.value)
            fix = static_arg_fix(self.ctx, params) if params else None
            self.report(arg.value, f"{what} needs a concrete integer but gets a value {self.describe(tracer)} "
                                   f"({error}); {hint}", fix)
            return

    def visit_Subscript(self, node: cst.Subscript) -> None:
        base = self.value(node.value)
        if not (base.traced or (base.static and base.pytype in ("list", "tuple", "shape"))):
            return
        for element in node.slice:
            sl = element.slice
            if not isinstance(sl, cst.Slice):
                continue
            for part in (sl.lower, sl.upper, sl.step):
                if part is None:
                    continue
                value = self.value(part)
                if value.traced and not value.shape_math:
                    hint = "use lax.dynamic_slice with a static size" + static_hint(self.ctx, value)
                    error = "IndexError" if base.traced else "TracerIntegerConversionError"
                    names = [p for q in (sl.lower, sl.upper, sl.step) if q is not None
                             for p in (traced_parameters(self.ctx, q) or [])]
                    complete = all(traced_parameters(self.ctx, q) or not self.value(q).traced
                                   for q in (sl.lower, sl.upper, sl.step) if q is not None)
                    fix = static_arg_fix(self.ctx, names) if names and complete else None
                    self.report(part, f"slice bound {self.describe(value)} must be a static integer "
                                      f"({error}); {hint}", fix)
                    return
