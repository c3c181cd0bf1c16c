"""JAX102 traced-bool-op: `and`/`or`/`not` and chained comparisons on tracers."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import NOT_ARRAY
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import TRACED, Example, Rule
from jaxlint.rules.common import flag_static_fix, maybe_container

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
chained_comparison_fix = deferred("jaxlint.fixers.calls", "chained_comparison_fix")
logical_fix = deferred("jaxlint.fixers.calls", "logical_fix")


class TracedBoolOp(Rule):
    name = "traced-bool-op"
    kind = TRACED
    summary = "`and`/`or`/`not` or a chained comparison on traced values"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds `and`, `or` and `not` applied to traced values, and chained comparisons such as
`lo < x < hi` (which Python evaluates as `lo < x and x < hi`), outside an `if`/`while` test
(those are reported as JAX101).

## Why is this bad?
`a and b` asks for the truth value of `a`; `not a` asks for the truth value of `a`. A tracer
has none, so JAX raises `TracerBoolConversionError` at trace time.

## Example
```python
@jax.jit
def in_range(x):
    return 0 < x < 1
```

## Use instead
```python
@jax.jit
def in_range(x):
    return jnp.logical_and(0 < x, x < 1)
```

## Fix safety
When the operand is a flag parameter of the traced function (`not train`, `train and ...`), the
parameter is marked static instead (`static_argnames` on `jax.jit`, `static_argnums` on
`jax.checkpoint`), as JAX101 does for `if train:`: safe with a literal default, a
`bool`/`int`/`str` annotation, or plain literals passed by every call, unsafe otherwise.
`jnp.logical_and/or/not` is safe where the tested operand is a tracer in a function that only
runs traced (a jitted function, a lax body): every run raised there, so nothing that worked
changes. Every other rewrite is unsafe: for an array of several elements Python raises even
eagerly, and the rewrite picks the elementwise meaning; a helper may also run eagerly.
* Boolean operands (comparisons, `jnp.isnan`, ...): `a and b` -> `jnp.logical_and(a, b)`,
  `a or b` -> `jnp.logical_or(a, b)`, `not a` -> `jnp.logical_not(a)`.
* Other operands: Python's operators return one operand whole, so `x or default` becomes
  `jnp.where(x, x, default)` (x where it is nonzero, else the default) and `a and b` becomes
  `jnp.where(a, b, a)`; `logical_or` would turn the numbers into booleans. When `x` is a
  parameter whose default is `None`, the rewrite keeps `None` working:
  `default if x is None else jnp.where(x, x, default)`.
* Nothing is reported when an operand is a container (`opts or {}`: a dict's truth is its
  length, fine under `jit`), and nothing is rewritten when the left operand is not known to be
  an array (a part of a pytree, a helper's result).
"""
    valid = (
        Example("""
@jax.jit
def f(x):
    return jnp.logical_and(x > 0, x < 1)
""", run="f(0.5)"),
        Example("""
@jax.jit
def f(x, y=None):
    scale = y is not None and y.ndim > 0
    return x * 2 if scale else x
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(x):
    return (x > 0) & (x < 1)
""", run="f(0.5)"),
        Example("""
@partial(jax.jit, static_argnums=(1,))
def f(x, n):
    use_fast = n > 2 and n < 10
    return x * n if use_fast else x
""", run="f(1.0, 3)"),
        Example("""
def f(x, a, b):
    return x * 2 if not a or b else x
g = jax.vmap(f, in_axes=(0, None, None))
""", run="g(jnp.ones(3), True, False)"),
        Example("""
@jax.jit
def f(x):
    ok = not x.shape
    return x + 1 if ok else x
""", run="f(1.0)"),
        Example("""
@jax.jit
def f(x, opts):
    opts = opts or {}
    return x * 2
""", run="f(1.0, {})"),
    )
    invalid = (
        Example("""
def norm(x, use_stats):
    return x - x.mean() if use_stats else x
def block(x, train):
    return jnp.tanh(norm(x, not train))
step = jax.checkpoint(block)
""", run="step(jnp.arange(3.0), True)", raises="TracerBoolConversionError", line=4,
            message="Python 'not' on a value traced by jax.checkpoint (parameter 'train')", fixed="""
def norm(x, use_stats):
    return x - x.mean() if use_stats else x
def block(x, train):
    return jnp.tanh(norm(x, not train))
step = jax.checkpoint(block, static_argnums=(1,))
""", reference="jnp.tanh(jnp.arange(3.0))"),
        Example("""
@jax.jit
def f(x):
    return 0 < x < 1
""", run="f(0.5)", raises="TracerBoolConversionError",
            line=3, message="chained comparison on a value traced by jax.jit (parameter 'x') is an 'and' in disguise", fixed="""
@jax.jit
def f(x):
    return jnp.logical_and(0 < x, x < 1)
"""),
        Example("""
@jax.jit
def f(x, y):
    both = (x > 0) and (y > 0)
    return jnp.where(both, x, y)
""", run="f(1.0, 2.0)", raises="TracerBoolConversionError",
            line=3, message="Python 'and' on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x, y):
    both = jnp.logical_and((x > 0), (y > 0))
    return jnp.where(both, x, y)
"""),
        Example("""
@jax.jit
def f(x):
    return not x
""", run="f(1.0)", raises="TracerBoolConversionError",
            line=3, message="Python 'not' on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jnp.logical_not(x)
"""),
        Example("""
@jax.jit
def f(x, y):
    return x or y
""", run="f(0.0, 1.0)", raises="TracerBoolConversionError",
            line=3, message="Python 'or' on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x, y):
    return jnp.where(x, x, y)
"""),
        Example("""
def step(carry, x):
    keep = x > 0 and carry > 0
    return carry + jnp.where(keep, x, 0.0), keep
def run(xs):
    return lax.scan(step, 1.0, xs)
""", run="run(jnp.ones(3))", raises="TracerBoolConversionError",
            line=2, message="Python 'and' on a value traced by lax.scan (parameter 'x')", fixed="""
def step(carry, x):
    keep = jnp.logical_and(x > 0, carry > 0)
    return carry + jnp.where(keep, x, 0.0), keep
def run(xs):
    return lax.scan(step, 1.0, xs)
"""),
        Example("""
@jax.jit
def f(x, scale=None):
    scale = scale or 1.0
    return x * scale
""", run="f(jnp.ones(2), 0.0)", raises="TracerBoolConversionError",
            line=3, message="Python 'or' on a value traced by jax.jit (parameter 'scale')", fixed="""
@jax.jit
def f(x, scale=None):
    scale = 1.0 if scale is None else jnp.where(scale, scale, 1.0)
    return x * scale
"""),
        Example("""
@jax.jit
def f(lo, x, hi):
    inside = lo <= x <= hi
    return jnp.where(inside, x, 0.0)
""", run="f(0.0, 0.5, 1.0)", raises="TracerBoolConversionError",
            line=3, message="chained comparison on a value traced by jax.jit (parameter 'lo') is an 'and' in disguise", fixed="""
@jax.jit
def f(lo, x, hi):
    inside = jnp.logical_and(lo <= x, x <= hi)
    return jnp.where(inside, x, 0.0)
"""),
    )

    def visit_BooleanOperation(self, node: cst.BooleanOperation) -> None:
        if self.ctx.in_test(node):
            return
        left = self.value(node.left)
        if not left.traced or NOT_ARRAY in (self.ctx.array_status(node.left), self.ctx.array_status(node.right)) \
                or maybe_container(self.ctx, left):
            return  # `opts or {}`: a container's truth is its length, fine under jit
        op = "and" if isinstance(node.operator, cst.And) else "or"
        replacement = "jnp.logical_and (or &)" if op == "and" else "jnp.logical_or (or |)"
        self.report(node, f"Python '{op}' on a value {self.describe(left)} raises TracerBoolConversionError; "
                          f"use {replacement}", flag_static_fix(self.ctx, node.left, passed=True) or logical_fix(self.ctx, node))

    def visit_UnaryOperation(self, node: cst.UnaryOperation) -> None:
        if not isinstance(node.operator, cst.Not) or self.ctx.in_test(node):
            return
        operand = self.value(node.expression)
        if operand.traced and self.ctx.array_status(node.expression) != NOT_ARRAY \
                and not maybe_container(self.ctx, operand):
            self.report(node, f"Python 'not' on a value {self.describe(operand)} raises "
                              f"TracerBoolConversionError; use jnp.logical_not (or ~)",
                        flag_static_fix(self.ctx, node.expression, passed=True) or logical_fix(self.ctx, node))

    def visit_Comparison(self, node: cst.Comparison) -> None:
        if len(node.comparisons) < 2 or self.ctx.in_test(node):
            return
        first = self.value(node.left)
        middle = self.value(node.comparisons[0].comparator)
        culprit = first if first.traced else middle if middle.traced else None
        if culprit is None:
            return
        self.report(node, f"chained comparison on a value {self.describe(culprit)} is an 'and' in disguise and "
                          f"raises TracerBoolConversionError; use (a < x) & (x < b)",
                    chained_comparison_fix(self.ctx, node))
