"""JAX302 print-in-jit: `print` shows a tracer once, at trace time."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import contains_tracer, first_tracer
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import TRACED, WARNING, Example, Rule

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
debug_print_fix = deferred("jaxlint.fixers.debug_print", "debug_print_fix")


class PrintInJit(Rule):
    name = "print-in-jit"
    kind = TRACED
    severity = WARNING
    summary = "`print` of traced values"
    fix_availability = "Always"
    docs = """\
## What it does
Finds `print(...)` calls whose arguments (f-string parts included) are traced values, and
`jax.debug.print(f"...")` calls whose f-string interpolates a traced value (the f-string is
formatted in Python at trace time, so the runtime print shows the tracer's text).

## Why is this bad?
`print` runs once, while JAX traces the function, and shows the tracer
(`JitTracer(float32[])`), not the numbers. Later calls of the compiled function print
nothing at all.

## Example
```python
@jax.jit
def f(x):
    print(f"x = {x}")
    return x * 2
```

## Use instead
```python
@jax.jit
def f(x):
    jax.debug.print("x = {}", x)
    return x * 2
```

## Fix safety
Safe: `jax.debug.print` prints the runtime values on every call, which is what the `print`
was for. Format specs are kept; literal braces are escaped. The same fix applies wherever the
value is traced: under `jit`, `vmap`, `pmap`, in `lax.scan`/`fori_loop`/`while_loop` bodies,
and in a function of `jax.jit(jax.grad(f))`. `print(..., end=..., file=...)` and `f"{x=}"`
have no `jax.debug.print` spelling and get no fix. `jax.debug.print(f"x = {x}")` alone becomes
`jax.debug.print("x = {}", x)`; one with further arguments gets no fix.

Under `jax.grad` alone (no `jit`) the function runs on every call and `print` shows
`GradTracer(primal=..., ...)` instead of the value (a format spec, `f"{x:.3f}"`, raises
`TypeError` there); jaxlint reports these prints too, and `jax.debug.print` shows the value.
"""
    valid = (
        Example("""
@jax.jit
def f(x):
    jax.debug.print("x = {}", x)
    return x * 2
""", run="f(1.0)"),
        Example("""
@jax.jit
def f(x):
    print("tracing f for shape", x.shape)
    return x * 2
""", run="f(jnp.ones(2))", expect="'Tracer' not in stdout"),
        Example("""
def f(x):
    y = jax.jit(jnp.sin)(x)
    print(y)
    return y
""", run="f(1.0)", expect="'Tracer' not in stdout"),
        Example("""
def loss(x, step):
    print("loss at step", step, "for shape", x.shape)
    return x ** 2
g = jax.grad(loss)
""", run="g(1.0, 3)", expect="'Tracer' not in stdout"),
        Example("""
@jax.jit
def f(x):
    print(f"dtype {x.dtype}")
    return x
""", run="f(1.0)", expect="'Tracer' not in stdout"),
        Example("""
@jax.jit
def f(x):
    jax.debug.print(f"shape {x.shape}: {{}}", x)
    return x
""", run="f(jnp.ones(2))", expect="'Tracer' not in stdout"),
    )
    invalid = (
        Example("""
@jax.jit
def f(x):
    jax.debug.print(f"x = {x}")
    return x * 2
""", run="f(1.0)", expect="'Tracer' in stdout",
            line=3, message="jax.debug.print's format string is built in Python from a value traced by jax.jit (parameter 'x'), so it prints the tracer", fixed="""
@jax.jit
def f(x):
    jax.debug.print("x = {}", x)
    return x * 2
"""),
        Example("""
def energy(x):
    print(x)
    return x ** 2
def f():
    return jax.grad(energy)(3.0)
""", run="f()", expect="'Tracer' in stdout",
            line=2, message="print() of a value traced by jax.grad (parameter 'x') shows a tracer; use", fixed="""
def energy(x):
    jax.debug.print("{}", x)
    return x ** 2
def f():
    return jax.grad(energy)(3.0)
"""),
        Example("""
@jax.jit
def f(x):
    print(x)
    return x * 2
""", run="f(1.0); f(2.0)", expect="stdout.count('Tracer') == 1",
            line=3, message="print() of a value traced by jax.jit (parameter 'x') shows a tracer once, at trace time", fixed="""
@jax.jit
def f(x):
    jax.debug.print("{}", x)
    return x * 2
"""),
        Example("""
@jax.jit
def f(x):
    y = jnp.sin(x)
    print(f"y = {y:.3f}" if False else f"y = {y}")
    return y
""", run="f(1.0)", expect="'Tracer' in stdout",
            line=4, message="print() of a value traced by jax.jit (parameter 'x') shows a tracer once, at trace time", fixed="""
@jax.jit
def f(x):
    y = jnp.sin(x)
    jax.debug.print("{}", f"y = {y:.3f}" if False else f"y = {y}")
    return y
"""),
        Example("""
@jax.jit
def f(x):
    print("sum:", x.sum())
    return x
""", run="f(jnp.ones(3))", expect="'Tracer' in stdout",
            line=3, message="print() of a value traced by jax.jit (parameter 'x') shows a tracer once, at trace time", fixed="""
@jax.jit
def f(x):
    jax.debug.print("sum: {}", x.sum())
    return x
"""),
        Example("""
@jax.vmap
def f(x):
    print("value", x)
    return x
""", run="f(jnp.ones(2))", expect="'Tracer' in stdout",
            line=3, message="print() of a value traced by jax.vmap (parameter 'x') shows a tracer once, at trace time", fixed="""
@jax.vmap
def f(x):
    jax.debug.print("value {}", x)
    return x
"""),
        Example("""
def body(i, acc):
    print(i, acc)
    return acc + i
def f():
    return lax.fori_loop(0, 3, body, 0)
""", run="f()", expect="'Tracer' in stdout",
            line=2, message="print() of a value traced by lax.fori_loop (parameter 'i') shows a tracer once, at trace time", fixed="""
def body(i, acc):
    jax.debug.print("{} {}", i, acc)
    return acc + i
def f():
    return lax.fori_loop(0, 3, body, 0)
"""),
    )

    concrete_tracers = True  # under jax.grad, print() shows a JVP tracer

    def visit_Call(self, node: cst.Call) -> None:
        callee = self.ctx.callee(node)
        if callee == "jax.debug.print":
            self._check_debug_format(node)
            return
        if callee != "print":
            return
        for arg in node.args:
            value = self.value(arg.value)
            if contains_tracer(value):
                tracer = first_tracer(value)
                when = "" if self.ctx.concrete_tracers else " once, at trace time"  # grad alone traces every call
                self.report(node, f"print() of a value {self.describe(tracer)} shows a tracer{when}; "
                                  f"use jax.debug.print", debug_print_fix(self.ctx, node))
                return

    def _check_debug_format(self, node: cst.Call) -> None:
        """`jax.debug.print(f"x = {x}")`: the f-string is formatted in Python at trace time, so the
        runtime print shows the tracer's text; the values must be passed as arguments for
        jax.debug.print to format them on every call."""
        fmt = next((a.value for a in node.args if a.keyword is None and not a.star), None)
        fmt = next((a.value for a in node.args if a.keyword is not None and a.keyword.value == "fmt"), fmt)
        if not isinstance(fmt, cst.FormattedString):
            return
        value = self.value(fmt)
        if not contains_tracer(value):
            return
        tracer = first_tracer(value)
        fix = debug_print_fix(self.ctx, node) if len(node.args) == 1 else None
        self.report(node, f"jax.debug.print's format string is built in Python from a value {self.describe(tracer)}, "
                          f"so it prints the tracer; pass the value as an argument "
                          f"(jax.debug.print(\"x = {{}}\", x))", fix)
