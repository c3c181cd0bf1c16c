"""JAX301 tracer-leak, JAX302 print-in-jit, JAX303 impure-global-read: side effects under tracing."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.values import contains_tracer, first_tracer
from jaxlint.fixers.debug_print import debug_print_fix
from jaxlint.rules.base import Example, Rule

_MUTATORS = frozenset({"append", "extend", "insert", "add", "update", "setdefault", "__setitem__",
                       "appendleft"})
# Method names that mean "mutate a list" whatever the receiver; `update`, `add` and friends are
# also optimizer and array methods, so they count only on a known list/dict/set.
_LIST_ONLY = frozenset({"append", "extend", "insert", "appendleft"})
_CONTAINERS = frozenset({"list", "dict", "set"})


def _root_name(expr: cst.BaseExpression) -> cst.Name | None:
    while isinstance(expr, (cst.Attribute, cst.Subscript)):
        expr = expr.value
    return expr if isinstance(expr, cst.Name) else None


class TracerLeak(Rule):
    code = "JAX301"
    name = "tracer-leak"
    summary = "traced value stored outside the function (outer list/dict, global, attribute)"
    docs = """\
## What it does
Finds traced values stored where they outlive the trace: appended to or stored in a list or
dict defined outside the function, assigned to a `global` or `nonlocal` name, or set as an
attribute of an object the function did not create (`self.cache = y`).

## Why is this bad?
The stored object is a tracer, not a number. Nothing fails at the call; the error comes
later, far away, as `UnexpectedTracerError` when the leaked value is used. Under `jit` the
side effect also happens only once, at trace time, not on every call.

## Example
```python
history = []

@jax.jit
def step(x):
    y = x * 2
    history.append(y)
    return y
```

## Use instead
```python
@jax.jit
def step(x):
    y = x * 2
    return y, y  # return what you want to keep

y, record = step(x)
history.append(record)
```
"""
    valid = (
        Example("""
@jax.jit
def f(x):
    outs = []
    for i in range(3):
        outs.append(x * i)
    return jnp.stack(outs)
""", run="f(1.0)"),
        Example("""
history = []
@jax.jit
def f(x):
    return x * 2
""", run="history.append(f(1.0)); history[0] + 1"),
        Example("""
calls = []
@jax.jit
def f(x):
    calls.append(x.shape)
    return x * 2
""", run="f(jnp.ones(2)); calls[0] == (2,)"),
        Example("""
class Model:
    def __init__(self):
        self.scale = 2.0
    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        return x * self.scale
""", run="Model()(1.0)"),
        Example("""
@jax.jit
def f(x):
    cache = {}
    cache["y"] = x * 2
    return cache["y"]
""", run="f(1.0)"),
        Example("""
class Optimizer:
    def update(self, grads, state):
        return grads * 0.1, state + 1
opt = Optimizer()
@jax.jit
def step(grads, state):
    return opt.update(grads, state)
""", run="step(jnp.ones(2), 0)"),
    )
    invalid = (
        Example("""
history = []
@jax.jit
def f(x):
    y = x * 2
    history.append(y)
    return y
""", run="f(1.0); history[0] + 1", raises="UnexpectedTracerError"),
        Example("""
last = None
@jax.jit
def f(x):
    global last
    last = x + 1
    return x
""", run="f(1.0); last + 1", raises="UnexpectedTracerError"),
        Example("""
cache = {}
@jax.jit
def f(x):
    cache["x"] = jnp.sin(x)
    return x
""", run="f(1.0); cache['x'] + 1", raises="UnexpectedTracerError"),
        Example("""
class Counter:
    def __init__(self):
        self.last = None
    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        self.last = x
        return x + 1
counter = Counter()
""", run="counter(1.0); counter.last + 1", raises="UnexpectedTracerError"),
        Example("""
def run(xs):
    seen = []
    def body(carry, x):
        seen.append(x)
        return carry + x, x
    out = lax.scan(body, 0.0, xs)
    return seen
""", run="run(jnp.ones(3))[0] + 1", raises="UnexpectedTracerError"),
        Example("""
state = {"items": []}
@jax.vmap
def f(x):
    state["items"].extend([x])
    return x
""", run="f(jnp.ones(2)); state['items'][0] + 1", raises="UnexpectedTracerError"),
    )

    def _outside(self, name: cst.Name) -> str | None:
        scope = self.ctx.name_scope(name.value)
        if scope in ("global", "outer", "closure"):
            return {"global": "global", "outer": "enclosing-scope", "closure": "enclosing-scope"}[scope]
        frame = self.ctx.frame
        if scope == "local" and name.value in frame.param_values:
            value = self.value(name)
            spec = frame.entry_spec
            if spec is not None and spec.name.startswith("flax.nnx."):
                return None  # nnx transforms propagate updates of their graph-node arguments
            if not value.traced and not value.local:
                return "argument"
        return None

    def _container_kind(self, receiver: cst.BaseExpression) -> str | None:
        """'list'/'dict'/'set' when the receiver is a name known to hold such a container."""
        if not isinstance(receiver, cst.Name):
            return None
        value = self.value(receiver)
        if value.pytype in _CONTAINERS:
            return value.pytype
        if self.ctx.name_scope(receiver.value) == "outer":
            from jaxlint.analysis.scopes import literal_kind, local_names

            parent = self.ctx.frame.info.parent
            while parent is not None:
                if receiver.value in local_names(parent.node):
                    return literal_kind(parent.node, receiver.value) if isinstance(parent.node, cst.FunctionDef) else None
                parent = parent.parent
        return None

    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if not isinstance(func, cst.Attribute) or func.attr.value not in _MUTATORS:
            return
        root = _root_name(func.value)
        if root is None:
            return
        if func.attr.value not in _LIST_ONLY and self._container_kind(func.value) is None:
            return
        where = self._outside(root)
        if where is None:
            return
        tracer = next((first_tracer(self.value(a.value)) for a in node.args
                       if contains_tracer(self.value(a.value))), None)
        if tracer is None:
            return
        self.report(node, f"value {self.describe(tracer)} stored in {where} '{root.value}' outlives the trace "
                          f"(UnexpectedTracerError when used later); return it instead")

    def _check_store(self, node: cst.CSTNode, target: cst.BaseExpression, value_node: cst.BaseExpression) -> None:
        value = self.value(value_node)
        if not contains_tracer(value):
            return
        tracer = first_tracer(value)
        if isinstance(target, cst.Name):
            scope = self.ctx.name_scope(target.value)
            frame = self.ctx.frame
            if target.value in frame.scope.globals:
                where = "global"
            elif scope in ("closure", "outer") and target.value in frame.scope.nonlocals:
                where = "nonlocal"
            else:
                return
            self.report(node, f"value {self.describe(tracer)} assigned to {where} '{target.value}' outlives the "
                              f"trace (UnexpectedTracerError when used later); return it instead")
            return
        if isinstance(target, (cst.Attribute, cst.Subscript)):
            root = _root_name(target.value)
            if root is None:
                return
            where = self._outside(root)
            if where is None:
                return
            if isinstance(target, cst.Subscript) and self._container_kind(target.value) not in ("list", "dict"):
                return  # `ref[...] = v` on a Pallas/state ref is a legitimate store
            kind = "attribute of" if isinstance(target, cst.Attribute) else "item of"
            self.report(node, f"value {self.describe(tracer)} stored as {kind} {where} '{root.value}' outlives "
                              f"the trace (UnexpectedTracerError when used later); return it instead")
        elif isinstance(target, (cst.Tuple, cst.List)):
            for el in target.elements:
                self._check_store(node, el.value, value_node)

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            self._check_store(node, target.target, node.value)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._check_store(node, node.target, node.value)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if node.value is not None:
            self._check_store(node, node.target, node.value)


class PrintInJit(Rule):
    code = "JAX302"
    name = "print-in-jit"
    summary = "`print` of traced values"
    fix_availability = "Always"
    docs = """\
## What it does
Finds `print(...)` calls whose arguments (f-string parts included) are traced values.

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
was for. Format specs are kept; literal braces are escaped.
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
def loss(x):
    print("loss at", x)
    return x ** 2
g = jax.grad(loss)
""", run="g(1.0)"),
        Example("""
@jax.jit
def f(x):
    print(f"dtype {x.dtype}")
    return x
""", run="f(1.0)", expect="'Tracer' not in stdout"),
    )
    invalid = (
        Example("""
@jax.jit
def f(x):
    print(x)
    return x * 2
""", run="f(1.0); f(2.0)", expect="stdout.count('Tracer') == 1"),
        Example("""
@jax.jit
def f(x):
    y = jnp.sin(x)
    print(f"y = {y:.3f}" if False else f"y = {y}")
    return y
""", run="f(1.0)", expect="'Tracer' in stdout"),
        Example("""
@jax.jit
def f(x):
    print("sum:", x.sum())
    return x
""", run="f(jnp.ones(3))", expect="'Tracer' in stdout"),
        Example("""
@jax.vmap
def f(x):
    print("value", x)
    return x
""", run="f(jnp.ones(2))", expect="'Tracer' in stdout"),
        Example("""
def body(i, acc):
    print(i, acc)
    return acc + i
def f():
    return lax.fori_loop(0, 3, body, 0)
""", run="f()", expect="'Tracer' in stdout"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        if self.ctx.call_targets.get(id(node)) != "print":
            return
        for arg in node.args:
            value = self.value(arg.value)
            if contains_tracer(value):
                tracer = first_tracer(value)
                self.report(node, f"print() of a value {self.describe(tracer)} shows a tracer once, at trace time; "
                                  f"use jax.debug.print", debug_print_fix(self.ctx, node))
                return


class ImpureGlobalRead(Rule):
    code = "JAX303"
    name = "impure-global-read"
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
""", run="a = f(1.0); set_scale(2.0); b = f(1.0)", expect="a == b"),
        Example("""
CONFIG = {"lr": 0.1}
def set_lr(lr):
    CONFIG["lr"] = lr
@jax.jit
def f(x):
    return x * CONFIG["lr"]
""", run="a = f(1.0); set_lr(1.0); b = f(1.0)", expect="a == b"),
        Example("""
OFFSETS = [1.0]
def add_offset(v):
    OFFSETS.append(v)
@jax.jit
def f(x):
    return x + sum(OFFSETS)
""", run="a = f(0.0); add_offset(5.0); b = f(0.0)", expect="a == b"),
        Example("""
DEBUG = False
def enable_debug():
    global DEBUG
    DEBUG = True
@jax.jit
def f(x):
    return x * 10 if DEBUG else x
""", run="a = f(1.0); enable_debug(); b = f(1.0)", expect="a == b"),
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
""", run="a = run(jnp.ones(2)); anneal(); b = run(jnp.ones(2))", expect="a == b"),
    )

    def visit_Name(self, node: cst.Name) -> None:
        ctx = self.ctx
        index = ctx.index
        name = node.value
        if name not in index.reassigned_globals and name not in index.mutated_globals:
            return
        if name not in index.module_assignments or ctx.name_scope(name) != "global":
            return
        if id(node) in ctx.mutation_receivers:
            return  # `REGISTRY.append(...)` changes the global; it does not read a stale value
        if name not in index.reassigned_globals and _is_registry_lookup(ctx.parents.get(id(node)), node):
            return  # `RULES[prim]` / `RULES.get(key)`: a registry filled at import, keyed at run time
        if name in ctx.frame.scope.globals:
            return  # the traced function rebinds it itself: JAX301's business
        change = "reassigned" if name in index.reassigned_globals else "mutated"
        self.report(node, f"value of module global '{name}' is read at trace time by {ctx.frame.via} and baked "
                          f"into the compiled code, but '{name}' is {change} elsewhere: later changes are "
                          f"silently ignored; pass it as an argument")


def _is_registry_lookup(parent: cst.CSTNode | None, name: cst.Name) -> bool:
    if isinstance(parent, cst.Subscript) and parent.value is name:
        return not all(isinstance(e.slice, cst.Index) and isinstance(
            e.slice.value, (cst.SimpleString, cst.Integer)) for e in parent.slice)
    if isinstance(parent, cst.Attribute) and parent.value is name:
        return parent.attr.value in ("get", "items", "keys", "values", "__contains__", "__getitem__")
    return False
