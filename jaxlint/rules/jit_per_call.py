"""JAX801 jit-per-call: `jax.jit` of a fresh function, built in a loop or per call."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import facts
from jaxlint.rules.base import INFO, MODULE, Example, Rule


class JitPerCall(Rule):
    name = "jit-per-call"
    kind = MODULE
    triggers = facts.spellings({"jax.jit"})
    severity = INFO
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
""", run="run(jnp.ones((3, 2)))", expect="len(traces) == 3",
            line=5, message="jax.jit of a lambda created on every call of the enclosing function retraces and recompiles each time (jit caches per function object)"),
        Example("""
traces = []
def run(x):
    def step(v):
        traces.append(1)
        return v + 1
    return jax.jit(step)(x)
""", run="run(1.0); run(2.0)", expect="len(traces) == 2",
            line=6, message="jax.jit of the local function 'step' defined on every call of the enclosing function retraces and recompiles each time (jit caches per function object)"),
        Example("""
traces = []
def scale(x, s):
    traces.append(1)
    return x * s
def run(xs):
    return [jax.jit(partial(scale, s=2.0))(x) for x in xs]
""", run="run(jnp.ones((3, 2)))", expect="len(traces) == 3",
            line=6, message="jax.jit of a functools.partial created on every call of the enclosing function retraces and recompiles each time (jit caches per function object)"),
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
""", run="run(jnp.ones((3, 2)))", expect="len(traces) == 3",
            line=6, message="jax.jit of a lambda created inside a loop retraces and recompiles each time (jit caches per function object)"),
        Example("""
traces = []
def loss(x):
    return jax.jit(lambda v: (traces.append(1), (v ** 2).sum())[1])(x)
""", run="loss(jnp.ones(2)); loss(jnp.ones(2))", expect="len(traces) == 2",
            line=3, message="jax.jit of a lambda created on every call of the enclosing function retraces and recompiles each time (jit caches per function object)"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        if self.ctx.callee(node) != "jax.jit" or not node.args or node.args[0].keyword is not None:
            return
        if any(a.keyword is not None and a.keyword.value == "inline" for a in node.args):
            return  # inlined into the enclosing trace: no compilation of its own
        module, scope = self.ctx.module, self.ctx.function
        in_loop = module.in_loop(node)
        called_now = module.called_immediately(node) and scope is not None
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
        if isinstance(expr, cst.Call) and self.ctx.callee(expr) == facts.PARTIAL:
            return "a functools.partial created"
        if isinstance(expr, cst.Name) and scope is not None:
            found = self.ctx.module.function_named(expr.value, scope)
            if found is not None and found.parent == scope:
                return f"the local function '{expr.value}' defined"
        return None
