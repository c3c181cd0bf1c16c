"""JAX103 builtin-min-max: Python's `min`/`max` compare tracers."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import element_of
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import TRACED, Example, Rule
from jaxlint.rules.common import maybe_container, positional_values

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
min_max_fix = deferred("jaxlint.fixers.calls", "min_max_fix")


class BuiltinMinMax(Rule):
    name = "builtin-min-max"
    kind = TRACED
    summary = "builtin `min`/`max` on traced values"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds calls of Python's builtin `min` and `max` that compare traced values.

The same for `sorted`, `min` and `max` with a `key` function whose value is traced for one of
two or more elements (`sorted(galaxies, key=lambda g: g.redshift)`, one redshift traced): the
keys are compared with `<`.

## Why is this bad?
`max(a, b)` evaluates `b > a` and asks for its truth value. For tracers there is none, so JAX
raises `TracerBoolConversionError` (or a "truth value is ambiguous" `ValueError` for arrays).

## Example
```python
@jax.jit
def clip_low(x):
    return max(x, 0.0)
```

## Use instead
```python
@jax.jit
def clip_low(x):
    return jnp.maximum(x, 0.0)
```
`jnp.minimum`/`jnp.maximum` compare element-wise (nest them for more than two values);
`jnp.min`/`jnp.max` reduce one array.

## Fix safety
Safe for numbers and arrays of one shape: the result has the same value; `jnp.maximum` also
broadcasts, where `max` would have failed.
"""
    valid = (
        Example("""
@jax.jit
def f(x):
    return jnp.maximum(x, 0.0)
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(x):
    n = min(x.shape[0], 2)
    return x[:n]
""", run="f(jnp.ones(3))"),
        Example("""
@partial(jax.jit, static_argnums=(1,))
def f(x, k):
    return x * max(k, 1)
""", run="f(jnp.ones(3), 2)"),
        Example("""
@jax.jit
def f(x):
    return jnp.max(x) - jnp.min(x)
""", run="f(jnp.arange(3.0))"),
        Example("""
@jax.jit
def f(xs):
    widest = max(len(xs), 1)
    return jnp.stack(xs) / widest
""", run="f([jnp.ones(2), jnp.zeros(2)])"),
    )
    invalid = (
        Example("""
@jax.jit
def f(x):
    return max(x, 0.0)
""", run="f(1.0)", raises="TracerBoolConversionError",
            line=3, message="builtin 'max' compares a value traced by jax.jit (parameter 'x') and", fixed="""
@jax.jit
def f(x):
    return jnp.maximum(x, 0.0)
"""),
        Example("""
@jax.jit
def f(x, y):
    return min(x, y)
""", run="f(1.0, 2.0)", raises="TracerBoolConversionError",
            line=3, message="builtin 'min' compares a value traced by jax.jit (parameter 'x') and", fixed="""
@jax.jit
def f(x, y):
    return jnp.minimum(x, y)
"""),
        Example("""
@jax.jit
def f(x):
    return max(x)
""", run="f(jnp.arange(3.0))", raises="TracerBoolConversionError",
            line=3, message="builtin 'max' compares values traced by jax.jit (parameter 'x') and", fixed="""
@jax.jit
def f(x):
    return jnp.max(x)
"""),
        Example("""
@jax.jit
def f(a, b, c):
    return max(a, b, c)
""", run="f(1.0, 2.0, 3.0)", raises="TracerBoolConversionError",
            line=3, message="builtin 'max' compares a value traced by jax.jit (parameter 'a') and", fixed="""
@jax.jit
def f(a, b, c):
    return jnp.maximum(jnp.maximum(a, b), c)
"""),
        Example("""
@jax.jit
def f(x):
    return min(jnp.sum(x), 1.0)
""", run="f(jnp.ones(3))", raises="TracerBoolConversionError",
            line=3, message="builtin 'min' compares a value traced by jax.jit (parameter 'x') and", fixed="""
@jax.jit
def f(x):
    return jnp.minimum(jnp.sum(x), 1.0)
"""),
        Example("""
@jax.jit
def f(a, b):
    pairs = [(a, "first"), (b, "second")]
    return sorted(pairs, key=lambda p: p[0])
""", run="f(1.0, 2.0)", raises="TracerBoolConversionError",
            line=4, message="builtin 'sorted' compares the keys its `key` function gives the 2 elements"),
        Example("""
@jax.jit
def f(x):
    parts = [x.sum(), x.mean()]
    return max(parts)
""", run="f(jnp.ones(3))", raises="TracerBoolConversionError",
            line=4, message="builtin 'max' compares values traced by jax.jit (parameter 'x') and", fixed="""
@jax.jit
def f(x):
    parts = [x.sum(), x.mean()]
    return jnp.max(jnp.asarray(parts))
"""),
    )

    def visit_Call(self, node: cst.Call) -> None:
        name = self.ctx.callee(node)
        if name in ("sorted", "min", "max") and any(a.keyword is not None and a.keyword.value == "key"
                                                   for a in node.args):
            if self._keyed(node, name) or name == "sorted":
                return
        if name not in ("min", "max"):
            return
        args = positional_values(self, node)
        reducer = "jnp.minimum" if name == "min" else "jnp.maximum"
        if len(args) >= 2:
            tracer = next((v for _, v in args if v.traced), None)
            if tracer is not None:
                self.report(node, f"builtin '{name}' compares a value {self.describe(tracer)} and raises "
                                  f"TracerBoolConversionError; use {reducer}",
                            min_max_fix(self.ctx, node, name, iterable_is_array=False))
        elif len(args) == 1:
            value = args[0][1]
            if value.items is not None and len(value.items) < 2 or maybe_container(self.ctx, value):
                return  # `max(params)` on a tuple argument compares its elements: fine if they are Python
            element = element_of(value)
            if element.traced:
                is_array = value.traced and value.pytype is None
                self.report(node, f"builtin '{name}' compares values {self.describe(element)} and raises "
                                  f"TracerBoolConversionError; use jnp.{name}",
                            min_max_fix(self.ctx, node, name, iterable_is_array=is_array))

    def _keyed(self, node: cst.Call, name: str) -> bool:
        """`sorted(items, key=f)` compares what `f` gives the elements with `<`: a traced key among
        two or more elements is asked for its truth value. False when the keys are not known."""
        keys = self.ctx.compared_keys(node)
        if len(keys) < 2:
            return False
        tracer = next((k for k in keys if k.traced), None)
        if tracer is None or self.ctx.concrete_tracers:  # under grad alone the tracers hold values
            return True
        self.report(node, f"builtin '{name}' compares the keys its `key` function gives the {len(keys)} elements, "
                          f"one {self.describe(tracer)}, and raises TracerBoolConversionError; order by "
                          f"static values, or outside the transform (jnp.argsort for arrays)")
        return True
