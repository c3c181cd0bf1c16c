"""JAX501 numpy-on-tracer: host NumPy and `math` applied to traced values."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import contains_tracer, fact, first_tracer
from jaxlint.fixers.edits import NodeEdit, PendingFix
from jaxlint.fixers.imports import name_for
from jaxlint.rules.base import TRACED, Example, Rule


class NumpyOnTracer(Rule):
    name = "numpy-on-tracer"
    kind = TRACED
    summary = "`np.*` / `math.*` applied to traced values"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds NumPy functions that convert their argument to a host array (`np.sin`, `np.exp`,
`np.where`, `np.clip`, `np.dot`, `np.concatenate`, `np.asarray`, `np.linalg.norm`, ...) and
`math` functions (`math.sqrt`, `math.exp`, ...) applied to traced values.

## Why is this bad?
A tracer has no data to copy into a NumPy array: JAX raises `TracerArrayConversionError`
(`math.*` calls `float()` and raises `ConcretizationTypeError`). Not every NumPy function
fails: `np.sum`, `np.mean`, `np.max`, `np.reshape`, `np.transpose`, `np.shape` and others
hand the call to the array's own method and work on tracers, so jaxlint does not report
them. The table of which is which is measured against the installed JAX by the test suite.

## Example
```python
@jax.jit
def f(x):
    return np.sin(x) * 2
```

## Use instead
```python
@jax.jit
def f(x):
    return jnp.sin(x) * 2
```

## Fix safety
Safe: the `jax.numpy` function of the same name computes the same values on the device.
"""
    valid = (
        Example("""
@jax.jit
def f(x):
    return jnp.sin(x) + np.sum(x)
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(x):
    return x.reshape(np.prod(x.shape))
""", run="f(jnp.ones((2, 3)))"),
        Example("""
MASK = np.array([True, False, True])
@jax.jit
def f(x):
    return jnp.where(MASK, x, 0.0)
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(x):
    scale = math.sqrt(x.shape[-1])
    return x / scale
""", run="f(jnp.ones((2, 4)))"),
        Example("""
@jax.jit
def f(x):
    return np.mean(x) + np.max(x) + np.transpose(x).sum()
""", run="f(jnp.ones((2, 2)))"),
        Example("""
def f(x):
    return np.sin(np.asarray(x))
""", run="f(jnp.ones(3))"),
    )
    invalid = (
        Example("""
@jax.jit
def f(x):
    return np.sin(x) * 2
""", run="f(jnp.ones(3))", raises="TracerArrayConversionError",
            line=3, message="np.sin() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jnp.sin(x) * 2
"""),
        Example("""
@jax.jit
def f(x):
    return np.where(x > 0, x, 0.0)
""", run="f(jnp.ones(3))", raises="TracerArrayConversionError",
            line=3, message="np.where() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jnp.where(x > 0, x, 0.0)
"""),
        Example("""
@jax.jit
def f(x):
    return np.asarray(x) + 1
""", run="f(jnp.ones(3))", raises="TracerArrayConversionError",
            line=3, message="np.asarray() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jnp.asarray(x) + 1
"""),
        Example("""
@jax.jit
def f(x, y):
    return np.concatenate([x, y])
""", run="f(jnp.ones(2), jnp.ones(2))", raises="TracerArrayConversionError",
            line=3, message="np.concatenate() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x, y):
    return jnp.concatenate([x, y])
"""),
        Example("""
@jax.jit
def f(x):
    return math.sqrt(x)
""", run="f(4.0)", raises="ConcretizationTypeError",
            line=3, message="math.sqrt() on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jnp.sqrt(x)
"""),
        Example("""
@jax.vmap
def f(x):
    return np.linalg.norm(x)
""", run="f(jnp.ones((2, 3)))", raises="TracerArrayConversionError",
            line=3, message="np.linalg.norm() on a value traced by jax.vmap (parameter 'x')", fixed="""
@jax.vmap
def f(x):
    return jnp.linalg.norm(x)
""", reference="jnp.full(2, 3.0 ** 0.5)"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        qual = self.ctx.callee(node)
        if qual is None or not qual.startswith(("numpy.", "math.")):
            return
        module, _, name = qual.partition(".")
        known = fact(qual)
        if known is None or known.converts is None:
            return
        tracer = next((first_tracer(self.value(a.value)) for a in node.args if contains_tracer(self.value(a.value))),
                      None)
        if tracer is None:
            return
        error = known.converts
        target = known.jax_equivalent.removeprefix("jax.numpy.") if known.jax_equivalent else None
        short = ("np." if module == "numpy" else "math.") + name
        advice = f"use jnp.{target}" if target else "use the jax.numpy/jax.scipy equivalent"
        self.report(node, f"{short}() on a value {self.describe(tracer)} raises {error}; {advice}",
                    self._fix(node, target))

    def _fix(self, node: cst.Call, target: str | None) -> PendingFix | None:
        if target is None:
            return None
        jnp, edit = name_for(self.ctx.module, "jax.numpy")
        if jnp is None:
            return None
        return PendingFix(f"Replace with {jnp}.{target}", [NodeEdit(node.func, f"{jnp}.{target}")]
                          + ([edit] if edit else []))
