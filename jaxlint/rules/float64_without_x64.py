"""JAX702 float64-without-x64: float64 asked for while x64 is off."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import fact, facts
from jaxlint.fixers.edits import code
from jaxlint.rules.base import MODULE, WARNING, Example, Rule


class Float64WithoutX64(Rule):
    name = "float64-without-x64"
    kind = MODULE
    triggers = facts.WIDE_DTYPE_SPELLINGS
    severity = WARNING
    summary = "float64 requested while x64 is off"
    docs = """\
## What it does
Finds `jax.numpy` calls asking for 64-bit floats — `jnp.float64(...)`, `jnp.complex128(...)`,
`dtype=jnp.float64` / `np.float64` / `"float64"` passed to a `jnp` function, or
`.astype(jnp.float64)` — in a module that never enables x64.

## Why is this bad?
Unless `jax_enable_x64` is on, JAX truncates the request to float32 (and complex128 to
complex64), with a `UserWarning` ("Explicitly requested dtype float64 requested in zeros is not
available, and will be truncated to dtype float32") that Python shows once per call site and
that logs and test runners often hide: the precision you asked for is not the precision you
get, and nothing fails. This rule is advisory (not in the default selection): select it by its
code, or with `preview = true`.

## Example
```python
def init(n):
    return jnp.zeros(n, dtype=jnp.float64)  # float32, and a UserWarning
```

## Use instead
```python
jax.config.update("jax_enable_x64", True)  # at program start
```
or ask for float32 explicitly. If the project enables x64 elsewhere, set
`enable-x64 = true` in `[tool.jaxlint]`.
"""
    valid = (
        Example("""
def f(n):
    return jnp.zeros(n, dtype=jnp.float32)
""", run="f(3)"),
        Example("""
jax.config.update("jax_enable_x64", True)
def f(n):
    return jnp.zeros(n, dtype=jnp.float64)
""", run="y = f(3)", expect="y.dtype == jnp.float64"),
        Example("""
def f(n):
    return np.zeros(n, dtype=np.float64)
""", run="f(3)"),
        Example("""
def f(x):
    return jnp.asarray(x, dtype=jnp.bfloat16)
""", run="f(1.0)"),
        Example("""
def f(x):
    return np.float64(x) * 2
""", run="f(1.0)"),
        Example("""
def f(x):
    host = np.asarray(x)
    return host.astype(np.float64).sum()
""", run="f(jnp.ones(3))"),
        Example("""
def coefficients(x):
    if x.dtype == jnp.float64:
        return jnp.array([1.0, 2.0], dtype=np.float64)
    return jnp.array([1.0, 2.0], dtype=np.float32)
""", run="coefficients(jnp.ones(2))"),
    )
    invalid = (
        Example("""
def f(n):
    return jnp.zeros(n, dtype=jnp.float64)
""", run="y = f(3)", expect="y.dtype == jnp.float32",
            line=2, message="float64 requested, but jax_enable_x64 is off: JAX warns and truncates it to float32"),
        Example("""
def f(x):
    return jnp.asarray(x, dtype="float64")
""", run="y = f(1.0)", expect="y.dtype == jnp.float32",
            line=2, message="float64 requested, but jax_enable_x64 is off: JAX warns and truncates it to float32"),
        Example("""
@jax.jit
def f(x):
    return x.astype(jnp.float64)
""", run="y = f(jnp.ones(2))", expect="y.dtype == jnp.float32",
            line=3, message="float64 requested, but jax_enable_x64 is off: JAX warns and truncates it to float32"),
        Example("""
def f(x):
    return jnp.float64(x)
""", run="y = f(1.0)", expect="y.dtype == jnp.float32",
            line=2, message="float64 requested, but jax_enable_x64 is off: JAX warns and truncates it to float32"),
        Example("""
def f(n):
    return jnp.ones(n, np.complex128)
""", run="y = f(2)", expect="y.dtype == jnp.complex64",
            line=2, message="complex128 requested, but jax_enable_x64 is off: JAX warns and truncates it to complex64"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        if self.ctx.option("enable_x64") or self.ctx.option("mentions_x64"):
            return
        qual = self.ctx.callee(node)
        known = fact(qual)
        wide = None
        if (qual or "").startswith("jax.numpy.") and known is not None and known.wide_dtype:
            wide = qual.rsplit(".", 1)[-1]
        elif known is not None and known.returns == facts.STATIC:
            return  # `jnp.dtype("float64")`, `jnp.finfo(...)`: asking about a dtype computes nothing
        elif (qual or "").startswith("jax.numpy.") or (
                isinstance(node.func, cst.Attribute) and node.func.attr.value == "astype"
                and self.ctx.value(node.func.value).traced):
            for arg in node.args:
                if arg.keyword is not None and arg.keyword.value != "dtype":
                    continue
                wide = self._wide_dtype(arg.value) or wide
        if wide is not None and not self._dtype_aware(node):
            self.report(node, f"{wide} requested, but jax_enable_x64 is off: JAX warns and truncates it to "
                              f"{'complex64' if 'complex' in wide else 'float32'}; enable x64 or ask for 32 bits")

    def _wide_dtype(self, expr: cst.BaseExpression) -> str | None:
        if isinstance(expr, cst.SimpleString):
            value = expr.evaluated_value
            return value if isinstance(value, str) and value in facts.WIDE_DTYPE_STRINGS else None
        known = fact(self.ctx.qualified_name(expr))
        return known.wide_dtype if known is not None else None

    def _dtype_aware(self, node: cst.Call) -> bool:
        """Code under `if ... float64/dtype/x64 ...` handles both precisions on purpose."""
        for test in self.ctx.module.guards(node):
            text = code(test)
            if any(word in text for word in ("float64", "double", "x64", "dtype")):
                return True
        return False
