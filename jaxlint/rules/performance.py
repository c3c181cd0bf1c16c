"""JAX702 float64-without-x64 and JAX801 jit-per-call: code that runs, but not as intended."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.module_index import lookup_function
from jaxlint.rules.base import Example, Rule

_WIDE = {"jax.numpy.float64": "float64", "jax.numpy.complex128": "complex128", "jax.numpy.double": "float64",
         "numpy.float64": "float64", "numpy.complex128": "complex128", "numpy.double": "float64"}
_WIDE_STRINGS = {"float64", "f8", "complex128", "c16", "double"}


class Float64WithoutX64(Rule):
    code = "JAX702"
    name = "float64-without-x64"
    summary = "float64 requested while x64 is off"
    docs = """\
## What it does
Finds `jax.numpy` calls asking for 64-bit floats — `jnp.float64(...)`, `jnp.complex128(...)`,
`dtype=jnp.float64` / `np.float64` / `"float64"` passed to a `jnp` function, or
`.astype(jnp.float64)` — in a module that never enables x64.

## Why is this bad?
Unless `jax_enable_x64` is on, JAX silently gives you float32 (and complex64): the
precision you asked for is not the precision you get, and nothing fails.

## Example
```python
def init(n):
    return jnp.zeros(n, dtype=jnp.float64)  # float32!
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
""", run="y = f(3)", expect="y.dtype == jnp.float32"),
        Example("""
def f(x):
    return jnp.asarray(x, dtype="float64")
""", run="y = f(1.0)", expect="y.dtype == jnp.float32"),
        Example("""
@jax.jit
def f(x):
    return x.astype(jnp.float64)
""", run="y = f(jnp.ones(2))", expect="y.dtype == jnp.float32"),
        Example("""
def f(x):
    return jnp.float64(x)
""", run="y = f(1.0)", expect="y.dtype == jnp.float32"),
        Example("""
def f(n):
    return jnp.ones(n, np.complex128)
""", run="y = f(2)", expect="y.dtype == jnp.complex64"),
    )

    def check_call(self, node: cst.Call, qual: str | None, scope) -> None:
        if self.ctx.options.get("enable_x64") or self.ctx.options.get("mentions_x64"):
            return
        wide = None
        if qual in ("jax.numpy.float64", "jax.numpy.complex128", "jax.numpy.double"):
            wide = qual.rsplit(".", 1)[-1]
        elif (qual or "").startswith("jax.numpy.") or (
                isinstance(node.func, cst.Attribute) and node.func.attr.value == "astype"
                and self.ctx.value(node.func.value).traced):
            for arg in node.args:
                if arg.keyword is not None and arg.keyword.value != "dtype":
                    continue
                wide = self._wide_dtype(arg.value) or wide
        if wide is not None and not self._dtype_aware(node):
            self.report(node, f"{wide} requested, but jax_enable_x64 is off: JAX silently computes in "
                              f"{'complex64' if 'complex' in wide else 'float32'}; enable x64 or ask for 32 bits")

    def _wide_dtype(self, expr: cst.BaseExpression) -> str | None:
        if isinstance(expr, cst.SimpleString):
            value = expr.evaluated_value
            return value if isinstance(value, str) and value in _WIDE_STRINGS else None
        dotted = dotted_name(expr)
        if dotted is None:
            return None
        resolved = self.ctx.index.imports.resolve(dotted)
        return _WIDE.get(resolved or "")

    def _dtype_aware(self, node: cst.Call) -> bool:
        """Code under `if ... float64/dtype/x64 ...` handles both precisions on purpose."""
        from jaxlint.fixers.edits import code

        for test in self.ctx.index.call_guards.get(id(node), ()):
            text = code(test)
            if any(word in text for word in ("float64", "double", "x64", "dtype")):
                return True
        return False


class JitPerCall(Rule):
    code = "JAX801"
    name = "jit-per-call"
    summary = "`jax.jit(...)` of a fresh function built inside a loop or per call"
    docs = """\
## What it does
Finds `jax.jit` applied to a function object created on the spot — a `lambda`, a function
defined in the enclosing function, or a `functools.partial` — inside a loop, or inside a
function body and called immediately (`jax.jit(lambda x: ...)(x)`).

## Why is this bad?
`jit` caches compiled code per function object. A new lambda, closure or partial is a new
object every time, so every iteration (or every call) traces and compiles again: the code
works, just orders of magnitude slower than it should.

## Example
```python
def apply_all(xs, scale):
    return [jax.jit(lambda x: x * scale)(x) for x in xs]
```

## Use instead
```python
@jax.jit
def scaled(x, scale):
    return x * scale

def apply_all(xs, scale):
    return [scaled(x, scale) for x in xs]
```
"""
    valid = (
        Example("""
traces = []
@jax.jit
def double(x):
    traces.append(1)
    return x * 2
def run(xs):
    return [double(x) for x in xs]
""", run="run(jnp.ones((3, 2)))", expect="len(traces) == 1"),
        Example("""
traces = []
def make(scale):
    def scaled(x):
        traces.append(1)
        return x * scale
    return jax.jit(scaled)
f = make(2.0)
""", run="[f(x) for x in jnp.ones((3, 2))]", expect="len(traces) == 1"),
        Example("""
def g(x):
    return x * 2
def run(xs):
    fast = jax.jit(g)
    return [fast(x) for x in xs]
""", run="run(jnp.ones((3, 2)))"),
        Example("""
fast = jax.jit(lambda x: x + 1)
def run(xs):
    return [fast(x) for x in xs]
""", run="run(jnp.ones((3, 2)))"),
        Example("""
def g(x):
    return x * 2
def run(x):
    return jax.jit(g)(x)
""", run="run(1.0)"),
        Example("""
traces = []
def train(xs):
    def step(x):
        traces.append(1)
        return x * 2
    fast = jax.jit(step)
    return [fast(x) for x in xs]
""", run="train(jnp.ones((3, 2)))", expect="len(traces) == 1"),
        Example("""
def test_double():
    assert jax.jit(lambda v: v * 2)(1.0) == 2.0
""", run="test_double()"),
    )
    invalid = (
        Example("""
traces = []
def run(xs):
    out = []
    for x in xs:
        out.append(jax.jit(lambda v: (traces.append(1), v * 2)[1])(x))
    return out
""", run="run(jnp.ones((3, 2)))", expect="len(traces) == 3"),
        Example("""
traces = []
def run(x):
    def step(v):
        traces.append(1)
        return v + 1
    return jax.jit(step)(x)
""", run="run(1.0); run(2.0)", expect="len(traces) == 2"),
        Example("""
traces = []
def scale(x, s):
    traces.append(1)
    return x * s
def run(xs):
    return [jax.jit(partial(scale, s=2.0))(x) for x in xs]
""", run="run(jnp.ones((3, 2)))", expect="len(traces) == 3"),
        Example("""
traces = []
def run(xs):
    total = 0.0
    i = 0
    while i < 3:
        f = jax.jit(lambda v: (traces.append(1), v.sum())[1])
        total = total + f(xs[i])
        i += 1
    return total
""", run="run(jnp.ones((3, 2)))", expect="len(traces) == 3"),
        Example("""
traces = []
def loss(x):
    return jax.jit(lambda v: (traces.append(1), (v ** 2).sum())[1])(x)
""", run="loss(jnp.ones(2)); loss(jnp.ones(2))", expect="len(traces) == 2"),
    )

    def check_call(self, node: cst.Call, qual: str | None, scope) -> None:
        if qual != "jax.jit" or not node.args or node.args[0].keyword is not None:
            return
        if any(a.keyword is not None and a.keyword.value == "inline" for a in node.args):
            return  # inlined into the enclosing trace: no compilation of its own
        index = self.ctx.index
        in_loop = id(node) in index.calls_in_loops
        called_now = id(node) in index.called_immediately and scope is not None
        if called_now and scope.name.startswith("test"):
            called_now = False  # a test body runs once: one compile is what it asks for
        if not (in_loop or called_now):
            return
        fresh = self._fresh_function(node.args[0].value, scope)
        if fresh is None or (fresh.startswith("the local") and not called_now):
            return  # a function defined before the loop is one object: jit's cache hits
        where = "on every call of the enclosing function" if called_now else "inside a loop"
        self.report(node, f"jax.jit of {fresh} {where} retraces and recompiles each time (jit caches per "
                          f"function object); define and jit it once, outside")

    def _fresh_function(self, expr: cst.BaseExpression, scope) -> str | None:
        if isinstance(expr, cst.Lambda):
            return "a lambda created"
        if isinstance(expr, cst.Call) and self.ctx.index.resolver.qualname(expr.func) == "functools.partial":
            return "a functools.partial created"
        if isinstance(expr, cst.Name) and scope is not None:
            info = lookup_function(self.ctx.index, expr.value, scope)
            if info is not None and info.parent is scope:
                return f"the local function '{expr.value}' defined"
        return None
