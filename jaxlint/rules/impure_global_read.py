"""JAX303 impure-global-read: a traced function bakes in a module global that changes."""

from __future__ import annotations

import libcst as cst

from jaxlint.rules.base import TRACED, WARNING, Example, Rule


class ImpureGlobalRead(Rule):
    name = "impure-global-read"
    kind = TRACED
    severity = WARNING
    summary = "traced function reads a module global that is reassigned or mutated"
    docs = """\
## What it does
Finds traced functions that read a module-level variable which some function rebinds (with a
`global` statement) or mutates (`CONFIG["lr"] = ...`, `REGISTRY.append(...)`).

## Why is this bad?
`jax.jit` reads globals once, at trace time, and bakes their values into the compiled code.
Later changes are silently ignored until something forces a retrace: the function returns
stale results with no error at all.

## Example
```python
SCALE = 1.0

def set_scale(s):
    global SCALE
    SCALE = s

@jax.jit
def f(x):
    return x * SCALE
```

## Use instead
```python
@jax.jit
def f(x, scale):
    return x * scale
```
"""
    valid = (
        Example("""
SCALE = 2.0
@jax.jit
def f(x):
    return x * SCALE
""", run="f(1.0)"),
        Example("""
SCALE = 1.0
def set_scale(s):
    global SCALE
    SCALE = s
@jax.jit
def f(x, scale):
    return x * scale
""", run="set_scale(2.0); assert f(1.0, SCALE) == 2.0"),
        Example("""
CONFIG = {"lr": 0.1}
@jax.jit
def f(x):
    return x * CONFIG["lr"]
""", run="f(1.0)"),
        Example("""
COUNT = 0
def bump():
    global COUNT
    COUNT += 1
def f(x):
    return x * COUNT
""", run="bump(); f(1.0)"),
        Example("""
LAYERS = (1, 2, 3)
@jax.jit
def f(x):
    for width in LAYERS:
        x = x * width
    return x
""", run="f(1.0)"),
        Example("""
RULES = {}
def register(name, fn):
    RULES[name] = fn
register("double", lambda v: 2 * v)
@partial(jax.jit, static_argnames=("name",))
def apply(x, name):
    return RULES[name](x)
""", run="apply(1.0, name='double')"),
    )
    invalid = (
        Example("""
SCALE = 1.0
def set_scale(s):
    global SCALE
    SCALE = s
@jax.jit
def f(x):
    return x * SCALE
""", run="a = f(1.0); set_scale(2.0); b = f(1.0)", expect="a == b",
            line=7, message="value of module global 'SCALE' is read at trace time by jax.jit and baked into the compiled code, but 'SCALE' is reassigned elsewhere: later changes are silently ignored"),
        Example("""
CONFIG = {"lr": 0.1}
def set_lr(lr):
    CONFIG["lr"] = lr
@jax.jit
def f(x):
    return x * CONFIG["lr"]
""", run="a = f(1.0); set_lr(1.0); b = f(1.0)", expect="a == b",
            line=6, message="value of module global 'CONFIG' is read at trace time by jax.jit and baked into the compiled code, but 'CONFIG' is mutated elsewhere: later changes are silently ignored"),
        Example("""
OFFSETS = [1.0]
def add_offset(v):
    OFFSETS.append(v)
@jax.jit
def f(x):
    return x + sum(OFFSETS)
""", run="a = f(0.0); add_offset(5.0); b = f(0.0)", expect="a == b",
            line=6, message="value of module global 'OFFSETS' is read at trace time by jax.jit and baked into the compiled code, but 'OFFSETS' is mutated elsewhere: later changes are silently ignored"),
        Example("""
DEBUG = False
def enable_debug():
    global DEBUG
    DEBUG = True
@jax.jit
def f(x):
    return x * 10 if DEBUG else x
""", run="a = f(1.0); enable_debug(); b = f(1.0)", expect="a == b",
            line=7, message="value of module global 'DEBUG' is read at trace time by jax.jit and baked into the compiled code, but 'DEBUG' is reassigned elsewhere: later changes are silently ignored"),
        Example("""
TEMPERATURE = 1.0
def anneal():
    global TEMPERATURE
    TEMPERATURE = TEMPERATURE / 2
def step(carry, x):
    return carry + x / TEMPERATURE, None
@jax.jit
def run(xs):
    return lax.scan(step, 0.0, xs)[0]
""", run="a = run(jnp.ones(2)); anneal(); b = run(jnp.ones(2))", expect="a == b",
            line=6, message="value of module global 'TEMPERATURE' is read at trace time by lax.scan and baked into the compiled code, but 'TEMPERATURE' is reassigned elsewhere: later changes are silently ignored"),
    )

    def visit_Name(self, node: cst.Name) -> None:
        ctx = self.ctx
        name = node.value
        change = ctx.module.global_change(name)
        if change is None:
            return
        if not ctx.module.assignments(name) or ctx.name_scope(name) != "global":
            return
        if ctx.mutated(node):
            return  # `REGISTRY.append(...)` changes the global; it does not read a stale value
        if change == "mutated" and _is_registry_lookup(ctx.parent(node), node):
            return  # `RULES[prim]` / `RULES.get(key)`: a registry filled at import, keyed at run time
        if ctx.declares_global(name):
            return  # the traced function rebinds it itself: JAX301's business
        self.report(node, f"value of module global '{name}' is read at trace time by {ctx.via} and baked "
                          f"into the compiled code, but '{name}' is {change} elsewhere: later changes are "
                          f"silently ignored; pass it as an argument")


def _is_registry_lookup(parent: cst.CSTNode | None, name: cst.Name) -> bool:
    if isinstance(parent, cst.Subscript) and parent.value is name:
        return not all(isinstance(e.slice, cst.Index) and isinstance(
            e.slice.value, (cst.SimpleString, cst.Integer)) for e in parent.slice)
    if isinstance(parent, cst.Attribute) and parent.value is name:
        return parent.attr.value in ("get", "items", "keys", "values", "__contains__", "__getitem__")
    return False
