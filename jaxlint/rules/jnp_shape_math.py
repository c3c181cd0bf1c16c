"""JAX401 jnp-shape-math: jax.numpy applied to static shape values."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import fact, facts
from jaxlint.fixers.edits import NodeEdit, PendingFix
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import MODULE, TRACED, Example, Rule
from jaxlint.rules.common import positional_index, static_position_args

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
name_for = deferred("jaxlint.fixers.imports", "name_for")
shape_math_fix = deferred("jaxlint.fixers.shape_math", "shape_math_fix")


def _reduction(qual: str | None) -> bool:
    """A jnp reduction that rejects a shape tuple (TypeError)."""
    found = fact(qual)
    return found is not None and found.shape_reduction


class JnpShapeMath(Rule):
    name = "jnp-shape-math"
    kind = MODULE
    triggers = TRACED | facts.spellings(facts.names_where(shape_reduction=True), also=(".shape",))
    summary = "`jnp` used on static shape values (`jnp.prod(x.shape)`, `jnp.array(x.shape).prod()`)"
    fix_availability = "Always"
    traced_walk = True  # a helper traced from another module's jit is only reached in the walk
    docs = """\
## What it does
Finds `jax.numpy` applied to shapes: reductions of a shape tuple (`jnp.prod(x.shape)`), and
arrays built from shape values (`jnp.array(x.shape).prod()`) that then land where a concrete
size is required (`reshape`, `jnp.zeros`, `range`).

## Why is this bad?
Shapes are static Python ints at trace time. `jnp` turns them into arrays, and inside
`jax.jit` into tracers: `jnp.prod(x.shape)` raises `TypeError` (jnp does not accept tuples),
`x.reshape(jnp.array(x.shape).prod())` raises `TypeError: Shapes must be 1D sequences of
concrete values`, and `jnp.arange(jnp.asarray(x.shape[0] / 2))` raises
`ConcretizationTypeError`. "NumPy for static values, jax.numpy for traced values."

## Example
```python
@jax.jit
def flatten(x):
    return x.reshape(jnp.array(x.shape).prod())
```

## Use instead
```python
@jax.jit
def flatten(x):
    return x.reshape(np.prod(x.shape))  # or math.prod(x.shape)
```

## Fix safety
Safe: `np.prod` of a shape is the same integer, computed at trace time.
"""
    valid = (
        Example("""
@jax.jit
def f(x):
    return x.reshape(np.prod(x.shape))
""", run="f(jnp.ones((2, 3)))"),
        Example("""
@jax.jit
def f(x):
    return x.reshape(math.prod(x.shape[1:]), -1)
""", run="f(jnp.ones((2, 3)))"),
        Example("""
@jax.jit
def f(x):
    return jnp.zeros(x.shape) + x
""", run="f(jnp.ones((2, 3)))"),
        Example("""
@jax.jit
def f(x):
    return x / jnp.sqrt(x.shape[-1])
""", run="f(jnp.ones((2, 4)))"),
        Example("""
@jax.jit
def f(x):
    scale = jnp.array(x.shape[-1], dtype=jnp.float32)
    return x / scale
""", run="f(jnp.ones((2, 4)))"),
        Example("""
@jax.jit
def f(x):
    return jnp.prod(x)
""", run="f(jnp.ones((2, 3)))"),
        Example("""
@jax.jit
def f(x):
    count = jnp.prod(jnp.array(x.shape[1:]))
    return x.sum(axis=(1, 2)) / count
""", run="f(jnp.ones((2, 3, 4)))"),
    )
    invalid = (
        Example("""
@jax.jit
def f(x):
    return x.reshape(jnp.array(x.shape).prod())
""", run="f(jnp.ones((2, 3)))", raises="TypeError",
            line=3, message=".reshape() needs a concrete integer but gets jnp.array() of static shape values, a traced array under jax.jit (TypeError)", fixed="""
@jax.jit
def f(x):
    return x.reshape(np.prod(x.shape))
"""),
        Example("""
@jax.jit
def f(x):
    n = jnp.prod(x.shape)
    return x.reshape(n)
""", run="f(jnp.ones((2, 3)))", raises="TypeError",
            line=3, message="jnp.prod() of a shape tuple", fixed="""
@jax.jit
def f(x):
    n = np.prod(x.shape)
    return x.reshape(n)
""", reference="jnp.ones(6)"),
        Example("""
def f(x):
    return x.reshape(jnp.prod(x.shape))
""", run="f(jnp.ones((2, 3)))", raises="TypeError",
            line=2, message="jnp.prod() of a shape tuple", fixed="""
def f(x):
    return x.reshape(np.prod(x.shape))
""", reference="jnp.ones(6)"),
        Example("""
@jax.jit
def f(x):
    size = jnp.asarray(x.shape[1:]).prod()
    return x.reshape(x.shape[0], size)
""", run="f(jnp.ones((2, 3, 4)))", raises="TypeError",
            line=4, message=".reshape() needs a concrete integer but gets jnp.asarray() of static shape values, a traced array under jax.jit (TypeError)", fixed="""
@jax.jit
def f(x):
    size = np.prod(x.shape[1:])
    return x.reshape(x.shape[0], size)
"""),
        Example("""
@jax.jit
def f(x):
    return x.reshape(-1, jnp.prod(jnp.array(x.shape[1:])))
""", run="f(jnp.ones((2, 3, 4)))", raises="TypeError", line=3, message="jnp.array() of static shape values",
            fixed="""
@jax.jit
def f(x):
    return x.reshape(-1, np.prod(x.shape[1:]))
"""),
        Example("""
@jax.jit
def f(x):
    return jnp.zeros(jnp.array(x.shape[0]) * 2)
""", run="f(jnp.ones(3))", raises="TypeError",
            line=3, message="jnp.zeros needs a concrete integer but gets jnp.array() of static shape values, a traced array under jax.jit (TypeError)", fixed="""
@jax.jit
def f(x):
    return jnp.zeros(x.shape[0] * 2)
"""),
        Example("""
@jax.jit
def f(x):
    half = jnp.asarray(x.shape[-1] / 2)
    return x * jnp.arange(0, half, 1.0).sum()
""", run="f(jnp.ones(4))", raises="ConcretizationTypeError",
            line=4, message="jnp.arange needs a concrete integer but gets jnp.asarray() of static shape values, a traced array under jax.jit (ConcretizationTypeError)", fixed="""
@jax.jit
def f(x):
    half = (x.shape[-1] / 2)
    return x * jnp.arange(0, half, 1.0).sum()
""", reference="jnp.full(4, 1.0)"),
        Example("""
@jax.jit
def f(x):
    total = jnp.sum(x.shape)
    return x * total
""", run="f(jnp.ones(3))", raises="TypeError",
            line=3, message="jnp.sum() of a shape tuple", fixed="""
@jax.jit
def f(x):
    total = sum(x.shape)
    return x * total
""", reference="jnp.full(3, 3.0)"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        if self.ctx.traced(node):
            self._check_traced(node)
        else:
            self._check_untraced(node)

    def _check_untraced(self, node: cst.Call) -> None:
        """Outside traced code there are no values to ask; `jnp.prod(x.shape)` fails anyway. The
        spelled shape is tested first: resolving the callee costs a scope lookup."""
        positional = [a for a in node.args if a.keyword is None and not a.star]
        if not positional or not _is_shape_expr(positional[0].value):
            return
        qual = self.ctx.callee(node)
        if _reduction(qual):
            short = qual.replace("jax.numpy.", "jnp.")
            self.report(node, f"{short}() of a shape tuple raises TypeError (jnp rejects tuples); "
                              f"use np.prod(...) or math.prod(...) on static shapes", self._untraced_fix(node, qual))

    def _untraced_fix(self, node: cst.Call, qual: str):
        leaf = qual.rsplit(".", 1)[-1]
        if leaf in ("sum", "max", "min"):
            return PendingFix(f"Replace with {leaf}()", [NodeEdit(node.func, leaf)])
        np_name, edit = name_for(self.ctx.module, "numpy")
        if np_name is None:
            return None
        return PendingFix(f"Replace with {np_name}.{leaf}", [NodeEdit(node.func, f"{np_name}.{leaf}")]
                          + ([edit] if edit else []))

    def _check_traced(self, node: cst.Call) -> None:
        qual = self.ctx.callee(node)
        if _reduction(qual):
            positional = [a for a in node.args if a.keyword is None and not a.star]
            if positional and self.value(positional[0].value).pytype == "shape" and self.value(positional[0].value).static:
                short = qual.replace("jax.numpy.", "jnp.")
                self.report(node, f"{short}() of a shape tuple raises TypeError (jnp rejects tuples); "
                                  f"use np.prod(...) or math.prod(...) on static shapes",
                            shape_math_fix(self.ctx, node, self.ctx.option("shape_math_fix", "np.prod")))
                return
        for what, arg, tracer in static_position_args(self, node):
            if tracer.shape_math:
                known = fact(self.ctx.callee(node))  # where the tracer lands decides what JAX raises
                error = facts.static_error_at(known, positional_index(node, arg),
                                        arg.keyword.value if arg.keyword else None) or "TypeError"
                self.report(arg.value, f"{what} needs a concrete integer but gets {tracer.origin}, a traced array "
                                       f"under {tracer.via} ({error}); use np.prod(x.shape) or plain int "
                                       f"arithmetic on shapes",
                            shape_math_fix(self.ctx, arg.value, self.ctx.option("shape_math_fix", "np.prod")))
                return


def _is_shape_expr(expr: cst.BaseExpression) -> bool:
    """`x.shape` or a slice of it, spelled out."""
    if isinstance(expr, cst.Subscript) and all(isinstance(e.slice, cst.Slice) for e in expr.slice):
        expr = expr.value
    return isinstance(expr, cst.Attribute) and expr.attr.value == "shape"
