"""JAX301 tracer-leak: a traced value stored where it outlives the trace."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import (contains_tracer, exposed_reads, expression_reads, fact, held_tracer,
                                  iter_tree, literal_kind, local_names)
from jaxlint.fixers.edits import code
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import TRACED, Example, Rule
from jaxlint.rules.common import root_name

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
callback_store_fix = deferred("jaxlint.fixers.leaks", "callback_store_fix")
lazy_cache_fix = deferred("jaxlint.fixers.leaks", "lazy_cache_fix")
leak_advice = deferred("jaxlint.fixers.leaks", "leak_advice")
scan_output_fix = deferred("jaxlint.fixers.leaks", "scan_output_fix")
hoisted_effect_fix = deferred("jaxlint.fixers.hoisted_effects", "hoisted_effect_fix")


# Python containers an outer name may hold: `update`, `add` and friends are also optimizer and
# array methods, so they count as stores only on a known list/dict/set.
_CONTAINERS = frozenset({"list", "dict", "set"})



class TracerLeak(Rule):
    name = "tracer-leak"
    kind = TRACED
    summary = "traced value stored outside the function (outer list/dict, global, attribute)"
    fix_availability = "Sometimes"
    concrete_tracers = True  # a JVP tracer kept past jax.grad is a leaked tracer too (measured)
    docs = """\
## What it does
Finds traced values stored where they outlive the trace: appended to or stored in a list or
dict defined outside the function, assigned to a `global` or `nonlocal` name, or set as an
attribute of an object the function did not create (`self.cache = y`, also as a lazy cache:
`if self.cache is None: self.cache = y` with `__init__` setting it to None, which runs at the
first call). A store the traced function undoes before it returns is not reported: reset to a
literal, or pushed and popped in a `finally` (`stack.append(v)` ... `stack.pop()`), also by a
`contextlib.contextmanager` its `with` block enters, inside which `stack[-1] = v` replaces the
pushed slot. Nor is an attribute of a module-level (or enclosing function's) object that is set
again before every later use of the object ("set, then compute": `env.speed = speed`, then
`model.compute()` reading it, where every function using `env` sets `env.speed` first and the
script sets it again after the trace): the tracer left there is never read.

## Why is this bad?
The stored object is a tracer, not a number. Nothing fails at the call; the error comes
later, far away, as `UnexpectedTracerError` when the leaked value is used. Under `jit` the
side effect also happens only once, at trace time, not on every call.

A callback's host function (`jax.pure_callback`, `io_callback`, `jax.debug.callback`) that reads a
traced value of the enclosing function through its closure leaks it the same way: the host
function runs when the compiled code runs, after the trace, and meets the tracer there
(`JaxRuntimeError` at the call). Values the host function needs are arguments of the callback.

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

## Fix safety
A `lax.scan` body that appends to a list its enclosing function created, with `None` as its
per-step output, is rewritten to return the appended value as that output, and the list
becomes the scan's stacked result (`carry, seen = lax.scan(body, ...)`). Unsafe: the list of
arrays becomes one array with a leading axis per step. The rewrite needs the list created once
(`seen = []`) and read only after the scan, the body used by that scan alone, its one `return`
at the end, and the appended value unchanged between the append and the return. A lazy cache
(`if self.c is None: self.c = value`, a statement of the method's own body) whose value is pure
and computed from the object's attributes alone becomes a local (`c = self.c`, filled when
None, read instead of `self.c` after): unsafe, the object no longer caches the value and
recomputes it at each call. A cache of a value computed from the call's arguments is not
rewritten: it froze the first call's, which recomputing would change.

Under a transform that runs the function at each call of its result (`jax.jit`, `jax.grad`,
`jax.value_and_grad`, their equinox twins) or in a lax body (`lax.scan`, `fori_loop`,
`while_loop`, `map`, `cond`, `switch`), a store the function makes in one statement,
`history.append(y)`, `self.last = y`, `cache["k"] = y` (or `cache[name] = y` with a key the
trace holds as a Python value), `last = y` on a `global`, or `self.losses += [l]`, is done at
run time by `jax.debug.callback` instead: `jax.debug.callback(history.append, y, ordered=True)`
(a `lambda` calling `setattr`, `__setitem__` or `globals().update` for the others); later
reads of an attribute or global in the same function read a local holding the value. Unsafe:
the store now happens at every call of the compiled function (where the original stored one
tracer per trace), with a concrete array, ordered after the call's other effects; in a lax
body at every step or taken branch, as the loop would run it eagerly (a recorder gets one value
per step). Not offered under vmap (once per element), nor where the function reads the place
before the store, in a closure, or stores it again.
Every other leak gets advice that shows the code: return the value and store it outside the
traced call (no local rewrite keeps the value a traced output without changing the function's
return value and every caller).
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
        Example("""
@jax.jit
def clipped(p):
    lb = jnp.full(2, -1.0)
    def host(q, low):
        return np.maximum(q, low).astype(np.float32)
    return jax.pure_callback(host, jax.ShapeDtypeStruct(p.shape, p.dtype), p, lb)
""", run="clipped(jnp.array([3.0, -5.0]))"),
    )
    invalid = (
        Example("""
@jax.jit
def clipped(p):
    lb = jnp.full(2, -1.0)
    def host(q):
        return np.maximum(q, np.asarray(lb)).astype(np.float32)
    return jax.pure_callback(host, jax.ShapeDtypeStruct(p.shape, p.dtype), p)
""", run="jax.block_until_ready(clipped(jnp.array([3.0, -5.0])))", raises="JaxRuntimeError",
            line=5, message="the host function of jax.pure_callback reads `lb`"),
        Example("""
history = []
@jax.jit
def f(x):
    y = x * 2
    history.append(y)
    return y
""", run="f(1.0); history[0] + 1", raises="UnexpectedTracerError",
            line=5, message="value traced by jax.jit (parameter 'x') stored in global 'history' outlives the trace (UnexpectedTracerError when used later)",
            fixed="""
history = []
@jax.jit
def f(x):
    y = x * 2
    jax.debug.callback(history.append, y, ordered=True)
    return y
"""),
        Example("""
last = None
@jax.jit
def f(x):
    global last
    last = x + 1
    return x
""", run="f(1.0); last + 1", raises="UnexpectedTracerError",
            line=5, message="value traced by jax.jit (parameter 'x') assigned to global 'last' outlives the trace (UnexpectedTracerError when used later)",
            fixed="""
last = None
@jax.jit
def f(x):
    global last
    jax.debug.callback(lambda kept: globals().update(last=kept), x + 1, ordered=True)
    return x
"""),
        Example("""
last = None
def loss(w):
    global last
    last = w * 3.0
    return last.sum()
""", run="jax.grad(loss)(jnp.ones(2)); last + 1", raises="UnexpectedTracerError",
            line=4, message="value traced by jax.grad (parameter 'w') assigned to global 'last' outlives the trace (UnexpectedTracerError when used later)",
            fixed="""
last = None
def loss(w):
    global last
    last_ = w * 3.0
    jax.debug.callback(lambda kept: globals().update(last=kept), last_, ordered=True)
    return last_.sum()
""", reference="jnp.array([4.0, 4.0])", grad="jax.grad(loss)(jnp.arange(2.0))"),
        Example("""
class Guide:
    def __init__(self):
        self.prototype = None
    def __call__(self, x):
        if self.prototype is None:
            self.prototype = jnp.mean(x)
        return x - self.prototype
guide = Guide()
""", run="jax.jit(guide)(jnp.ones(3)); guide.prototype + 1", raises="UnexpectedTracerError",
            line=6, message="value traced by jax.jit (parameter 'x') stored as attribute of argument 'self' outlives the trace (UnexpectedTracerError when used later)"),
        Example("""
cache = {}
@jax.jit
def f(x):
    cache["x"] = jnp.sin(x)
    return x
""", run="f(1.0); cache['x'] + 1", raises="UnexpectedTracerError",
            line=4, message="value traced by jax.jit (parameter 'x') stored as item of global 'cache' outlives the trace (UnexpectedTracerError when used later)",
            fixed="""
cache = {}
@jax.jit
def f(x):
    jax.debug.callback(lambda kept: cache.__setitem__("x", kept), jnp.sin(x), ordered=True)
    return x
"""),
        Example("""
class Counter:
    def __init__(self):
        self.last = None
    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        self.last = x
        return x + 1
counter = Counter()
""", run="counter(1.0); counter.last + 1", raises="UnexpectedTracerError",
            line=6, message="value traced by jax.jit (parameter 'x') stored as attribute of argument 'self' outlives the trace (UnexpectedTracerError when used later)",
            fixed="""
class Counter:
    def __init__(self):
        self.last = None
    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        jax.debug.callback(lambda kept: setattr(self, "last", kept), x, ordered=True)
        return x + 1
counter = Counter()
"""),
        Example("""
def run(xs):
    seen = []
    def body(carry, x):
        seen.append(x)
        return carry + x, x
    out = lax.scan(body, 0.0, xs)
    return seen
""", run="run(jnp.ones(3))[0] + 1", raises="UnexpectedTracerError",
            line=4, message="value traced by lax.scan (parameter 'x') stored in enclosing-scope 'seen' outlives the trace (UnexpectedTracerError when used later)", fixed="""
def run(xs):
    seen = []
    def body(carry, x):
        jax.debug.callback(seen.append, x, ordered=True)
        return carry + x, x
    out = lax.scan(body, 0.0, xs)
    return seen
"""),
        Example("""
def run(xs):
    seen = []
    def body(carry, x):
        seen.append(x * carry)
        return carry + x, None
    total, _ = lax.scan(body, 1.0, xs)
    return total, seen
""", run="run(jnp.arange(3.0))[1][0] + 1", raises="UnexpectedTracerError",
            line=4, message="value traced by lax.scan (parameter 'x') stored in enclosing-scope 'seen' outlives the trace (UnexpectedTracerError when used later)", fixed="""
def run(xs):
    def body(carry, x):
        return carry + x, x * carry
    total, seen = lax.scan(body, 1.0, xs)
    return total, seen
""", reference="1.0"),
        Example("""
state = {"items": []}
@jax.vmap
def f(x):
    state["items"].extend([x])
    return x
""", run="f(jnp.ones(2)); state['items'][0] + 1", raises="UnexpectedTracerError",
            line=4, message="value traced by jax.vmap (parameter 'x') stored in global 'state' outlives the trace (UnexpectedTracerError when used later)"),
    )

    def _outside(self, name: cst.Name) -> str | None:
        scope = self.ctx.name_scope(name.value)
        if scope == "closure" and self.ctx.dies_with_trace(name.value):
            return None  # the caller's own container or rebuilt argument
        if scope in ("outer", "closure", "local") and self.ctx.dies_unread(name.value):
            return None  # a local the applying function built and never reads again
        if scope in ("global", "outer", "closure"):
            return {"global": "global", "outer": "enclosing-scope", "closure": "enclosing-scope"}[scope]
        if scope == "local" and self.ctx.holds_callers_object(name.value):
            value = self.value(name)
            spec = self.ctx.transform
            if spec is not None and spec.name.startswith("flax.nnx."):
                return None  # nnx transforms propagate updates of their graph-node arguments
            if not value.traced and not value.local:
                return "argument"
        if scope == "local":
            registry = self.ctx.kept_in_global(name)
            if registry is not None:  # `_DEVICES.append(self)` in `__init__`: built here, kept after
                return f"the object (kept by its class in global '{registry}')"
        return None

    def _container_kind(self, receiver: cst.BaseExpression) -> str | None:
        """'list'/'dict'/'set' when the receiver is a name, or an attribute (`self._cache`), known
        to hold such a container."""
        if isinstance(receiver, cst.Attribute):
            value = self.value(receiver)
            return value.pytype if value.pytype in _CONTAINERS else None
        if not isinstance(receiver, cst.Name):
            return None
        value = self.value(receiver)
        if value.pytype in _CONTAINERS:
            return value.pytype
        if self.ctx.name_scope(receiver.value) == "outer":
            for outer in self.ctx.function.enclosing():
                if receiver.value in local_names(outer.node):
                    return literal_kind(outer.node, receiver.value) if isinstance(outer.node, cst.FunctionDef) else None
        return None

    def visit_Call(self, node: cst.Call) -> None:
        known = fact(self.ctx.qualified_name(node.func))
        if known is not None and known.host_function:
            self._host_closure(node)
            return
        if isinstance(node.func, cst.Name) and node.func.value == "setattr" \
                and self.ctx.name_scope("setattr") == "builtin":
            self._check_setattr(node)
            return
        func = node.func
        method = fact("method:" + func.attr.value) if isinstance(func, cst.Attribute) else None
        if method is None or not method.stores or self.ctx.qualified_name(func) is not None:
            return  # `jnp.append(xs, x)` is a function of a module, not a list's method
        root = root_name(func.value)
        if root is None:
            return
        if not method.list_mutator and self._container_kind(func.value) is None:
            return
        if self.ctx.runs_own_method(node):
            return  # a project class's own `extend`, not the list method
        if isinstance(func.value, cst.Name) and self.ctx.hashed_argument(func.value.value):
            return  # a static argument jit hashes: no list, dict or set
        where = self._outside(root)
        if where is None:
            return
        tracer = next((held_tracer(self.value(a.value)) for a in node.args
                       if held_tracer(self.value(a.value)) is not None), None)
        if tracer is None:
            return
        if self.ctx.store_undone(node, func.value):
            return  # popped off again before the traced function returns
        fix = scan_output_fix(self.ctx, node) if where == "enclosing-scope" and self.ctx.via == "lax.scan" else None
        if fix is None and func.attr.value == "append" and len(node.args) == 1 and node.args[0].keyword is None \
                and not node.args[0].star:
            fix = callback_store_fix(self.ctx, node, func.value, node.args[0].value, "append")
        if fix is None and tracer.param is not None:
            fix = hoisted_effect_fix(self.ctx, tracer.param)  # `log_scalar("loss", loss)` in the jitted step
        if fix is None:
            value = next(code(a.value).strip() for a in node.args if held_tracer(self.value(a.value)) is not None)
            fix = leak_advice(f"{code(func).strip()}(kept)", value, self.ctx.function.name)
        self.report(node, f"value {self.describe(tracer)} stored in {where} '{root.value}' outlives the trace "
                          f"(UnexpectedTracerError when used later); return it instead", fix)

    def _check_store(self, node: cst.CSTNode, target: cst.BaseExpression, value_node: cst.BaseExpression,
                     stored: str | None = None) -> None:
        """`stored`: the text of the value stored when it is not `value_node` alone (`t += v`)."""
        value = self.value(value_node)
        tracer = held_tracer(value)  # a field of an object built in traced code counts too
        if tracer is None:  # text made from a tracer (`repr(x)`) keeps none alive
            return
        if self.ctx.store_undone(node, target):
            return  # reset to a literal before the traced function returns
        if isinstance(target, cst.Name):
            scope = self.ctx.name_scope(target.value)
            if self.ctx.declares_global(target.value):
                where = "global"
            elif scope in ("closure", "outer") and self.ctx.declares_nonlocal(target.value):
                if self.ctx.cell_dies_unread(target.value):
                    return  # a factory's cell made for this one application: nothing reads it after
                where = "nonlocal"
            else:
                return
            fix = self._callback_fix(node, target, value_node, "global") if where == "global" else None
            self.report(node, f"value {self.describe(tracer)} assigned to {where} '{target.value}' outlives the "
                              f"trace (UnexpectedTracerError when used later); return it instead",
                        fix or leak_advice(f"{target.value} = kept", stored or code(value_node).strip(),
                                           self.ctx.function.name))
            return
        if isinstance(target, (cst.Attribute, cst.Subscript)):
            root = root_name(target.value)
            if root is None:
                return
            where = self._outside(root)
            if where is None:
                return
            if isinstance(target, cst.Subscript) and self._container_kind(target.value) not in ("list", "dict"):
                return  # `ref[...] = v` on a Pallas/state ref is a legitimate store
            if isinstance(target, cst.Attribute) and where in ("global", "enclosing-scope") \
                    and self.ctx.restored_before_use(target):
                return  # set again before anything uses the object: the tracer left there is never read
            kind = "attribute of" if isinstance(target, cst.Attribute) else "item of"
            fix = lazy_cache_fix(self.ctx, node, target) if isinstance(target, cst.Attribute) else None
            fix = fix or self._callback_fix(node, target, value_node,
                                            "attribute" if isinstance(target, cst.Attribute) else "item")
            self.report(node, f"value {self.describe(tracer)} stored as {kind} {where} '{root.value}' outlives "
                              f"the trace (UnexpectedTracerError when used later); return it instead",
                        fix or leak_advice(f"{code(target).strip()} = kept", stored or code(value_node).strip(),
                                           self.ctx.function.name))
        elif isinstance(target, (cst.Tuple, cst.List)):
            for el in target.elements:
                self._check_store(node, el.value, value_node)

    def _check_setattr(self, node: cst.Call) -> None:
        """`setattr(obj, name, v)` stores `v` as `obj.<name>` (jax#5293's `update(model, state)` helper
        looping `setattr` over a dict): judged as the attribute store it makes. With a literal name
        it is `obj.name = v`; with a name the text does not spell, only on an object a caller handed in
        (`argument`, judged as `obj.x = v` there is): on a global's or an enclosing function's object,
        whether that attribute is set again before anything reads it cannot be told."""
        if len(node.args) != 3 or any(a.keyword is not None or a.star for a in node.args):
            return
        obj, name, stored = (a.value for a in node.args)
        literal = name.evaluated_value if isinstance(name, cst.SimpleString) else None
        if isinstance(literal, str) and literal.isidentifier():
            self._check_store(node, cst.Attribute(value=obj, attr=cst.Name(literal)), stored)
            return
        root = root_name(obj)
        tracer = held_tracer(self.value(stored))
        if root is None or tracer is None or self._outside(root) != "argument":
            return
        value = code(stored).strip()
        self.report(node, f"value {self.describe(tracer)} stored by setattr as an attribute of argument "
                          f"'{root.value}' outlives the trace (UnexpectedTracerError when used later); return it "
                          f"instead", leak_advice(f"setattr({code(obj).strip()}, {code(name).strip()}, kept)", value,
                                                  self.ctx.function.name))

    def _host_closure(self, node: cst.Call) -> None:
        """`jax.pure_callback(host, shape, p)` in staged code, where `host` (a def or lambda of the
        traced function) reads a tracer of the enclosing scope through its closure: the host
        function runs when the compiled code does, on the tracer left over from the trace."""
        if not node.args or node.args[0].keyword is not None or not self.ctx.stages_constants:
            return
        ref = self.value(node.args[0].value).func
        host = getattr(getattr(ref, "info", None), "node", None)
        if not isinstance(host, (cst.FunctionDef, cst.Lambda)):
            return
        params = {p.name.value for p in (*host.params.params, *host.params.kwonly_params, *host.params.posonly_params)}
        params |= {p.name.value for p in (host.params.star_arg, host.params.star_kwarg) if isinstance(p, cst.Param)}
        free = (set(expression_reads(host.body)) if isinstance(host, cst.Lambda)
                else exposed_reads(host.body.body, frozenset(params))) - params
        env = self.ctx.name_values()
        for name in sorted(free):
            held = env.get(name)
            if held is None or not held.traced or held.pytype is not None or held.cls is not None:
                continue
            read = next((n for n in iter_tree(host.body) if isinstance(n, cst.Name) and n.value == name), node)
            self.report(read, f"the host function of {self.ctx.qualified_name(node.func)} reads `{name}`, "
                              f"{self.describe(held)}, through its closure: it runs after the trace, on the "
                              f"tracer, and the call raises JaxRuntimeError; pass `{name}` as an argument of "
                              f"the callback instead")
            return

    def _callback_fix(self, node: cst.CSTNode, target: cst.BaseExpression, value: cst.BaseExpression, kind: str):
        """`x = v` (one target), `x += [v]` on a list: stored by jax.debug.callback at each call."""
        if isinstance(node, cst.Assign) and len(node.targets) == 1 and node.targets[0].target is target:
            return callback_store_fix(self.ctx, node, target, node.value, kind)
        if isinstance(node, cst.AugAssign) and isinstance(node.operator, cst.AddAssign) and node.target is target \
                and isinstance(node.value, cst.List) and kind == "attribute":
            return callback_store_fix(self.ctx, node, target, node.value, "extend")
        return None

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            self._check_store(node, target.target, node.value)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        # `t += v` stores `t + v`: traced when either side is (`seq[0] += 1` on a traced cell).
        traced_side = node.value if contains_tracer(self.value(node.value)) else node.target
        if not contains_tracer(self.value(traced_side)) and contains_tracer(self.value(node)):
            traced_side = node  # neither side is traced, the sum is: jit stages `step += 1` on a concrete JAX array
        stored = f"{code(node.target).strip()} {code(node.operator).strip()[:-1]} {code(node.value).strip()}"
        self._check_store(node, node.target, traced_side, stored)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self._aux_data_tracers()

    def visit_Lambda(self, node: cst.Lambda) -> None:
        self._aux_data_tracers()

    def _aux_data_tracers(self) -> None:
        """The transform returns a pytree whose aux data (a static field) holds a tracer."""
        via = self.ctx.via
        for leak in self.ctx.aux_data_tracers():
            self.report(leak.node, f"value {self.describe(leak.tracer)} is kept in static field '{leak.field}' "
                                   f"of '{leak.record}' (pytree aux data), which {via} returns as it is: the "
                                   f"tracer leaves the trace in the returned object (UnexpectedTracerError "
                                   f"where the field is used); make '{leak.field}' a data field (a leaf), or "
                                   f"compute it outside the transform with Python or NumPy")

    def visit_Return(self, node: cst.Return) -> None:
        """`return t` in a `functools.cached_property` getter run in traced code: the property
        stores `t` on the instance, which outlives the trace when the caller handed it in."""
        if node.value is None or not self.ctx.lazily_cached:
            return
        getter = self.ctx.function.node
        params = [*getter.params.posonly_params, *getter.params.params]
        if not params or not self.ctx.outlives_trace(params[0].name.value):
            return
        tracer = held_tracer(self.value(node.value))
        if tracer is None:
            return
        self.report(getter.name, f"value {self.describe(tracer)} returned by the cached_property '{getter.name.value}' is "
                          f"cached on the instance '{params[0].name.value}', which outlives the trace "
                          f"(UnexpectedTracerError when used later); compute it eagerly (in `__init__` or "
                          f"`__post_init__`) or use a plain property")

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if node.value is not None:
            self._check_store(node, node.target, node.value)
