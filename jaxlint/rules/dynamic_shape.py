"""JAX602 dynamic-shape: results whose shape depends on values, without `size=`."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import fact
from jaxlint.rules.base import TRACED, Example, Rule


class DynamicShape(Rule):
    name = "dynamic-shape"
    kind = TRACED
    summary = "`jnp.nonzero`/`argwhere`/`unique`/one-argument `where`... without `size=`"
    docs = """\
## What it does
Finds calls whose output shape depends on the input's values — `jnp.nonzero`,
`jnp.argwhere`, `jnp.flatnonzero`, `jnp.unique` (and `unique_values`/`_counts`/`_inverse`/
`_all`), `jnp.compress`, `jnp.extract` and one-argument `jnp.where` — on traced values
without a `size=` argument.

## Why is this bad?
Under `jit` every shape must be known at trace time. Without `size=` JAX raises
`ConcretizationTypeError`.

## Example
```python
@jax.jit
def positives(x):
    return jnp.nonzero(x > 0)
```

## Use instead
```python
@jax.jit
def positives(x):
    return jnp.nonzero(x > 0, size=x.shape[0], fill_value=-1)
```
"""
    valid = (
        Example("""
@jax.jit
def f(x):
    return jnp.nonzero(x > 0, size=3, fill_value=-1)
""", run="f(jnp.array([1.0, -1.0, 2.0]))"),
        Example("""
@jax.jit
def f(x):
    return jnp.unique(x, size=x.shape[0], fill_value=0)
""", run="f(jnp.array([1, 1, 2]))"),
        Example("""
@jax.jit
def f(x):
    return jnp.where(x > 0, x, 0)
""", run="f(jnp.array([1.0, -1.0]))"),
        Example("""
def f(x):
    return jnp.nonzero(x > 0)
""", run="f(jnp.array([1.0, -1.0]))"),
        Example("""
@jax.jit
def f(x):
    return jnp.argwhere(x, size=2)
""", run="f(jnp.array([1, 0, 1]))"),
    )
    invalid = (
        Example("""
@jax.jit
def f(x):
    return jnp.nonzero(x > 0)
""", run="f(jnp.array([1.0, -1.0]))", raises="ConcretizationTypeError",
            line=3, message="jnp.nonzero on a value traced by jax.jit (parameter 'x') has a data-dependent shape (ConcretizationTypeError)"),
        Example("""
@jax.jit
def f(x):
    return jnp.unique(x)
""", run="f(jnp.array([1, 1, 2]))", raises="ConcretizationTypeError",
            line=3, message="jnp.unique on a value traced by jax.jit (parameter 'x') has a data-dependent shape (ConcretizationTypeError)"),
        Example("""
@jax.jit
def f(x):
    return jnp.where(x > 0)
""", run="f(jnp.array([1.0, -1.0]))", raises="ConcretizationTypeError",
            line=3, message="one-argument jnp.where on a value traced by jax.jit (parameter 'x') has a data-dependent shape (ConcretizationTypeError)"),
        Example("""
@jax.jit
def f(x):
    return jnp.argwhere(x)
""", run="f(jnp.array([1, 0, 1]))", raises="ConcretizationTypeError",
            line=3, message="jnp.argwhere on a value traced by jax.jit (parameter 'x') has a data-dependent shape (ConcretizationTypeError)"),
        Example("""
@jax.jit
def f(x):
    return jnp.flatnonzero(x)
""", run="f(jnp.array([1, 0, 1]))", raises="ConcretizationTypeError",
            line=3, message="jnp.flatnonzero on a value traced by jax.jit (parameter 'x') has a data-dependent shape (ConcretizationTypeError)"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        qual = self.ctx.callee(node) or ""
        if not qual.startswith("jax.numpy."):
            return
        name = qual.rsplit(".", 1)[-1]
        positional = [a for a in node.args if a.keyword is None and not a.star]
        if name == "where":
            if len(positional) != 1 or any(a.keyword is not None for a in node.args):
                return
        elif not (fact(qual) is not None and fact(qual).dynamic_shape):
            return
        if any(a.keyword is not None and a.keyword.value == "size" for a in node.args):
            return
        values = [self.value(a.value) for a in positional]
        tracer = next((v for v in values if v.traced), None)
        if tracer is None:
            return
        what = "one-argument jnp.where" if name == "where" else f"jnp.{name}"
        self.report(node, f"{what} on a value {self.describe(tracer)} has a data-dependent shape "
                          f"(ConcretizationTypeError); pass size= (and fill_value=)")
