"""JAX710 discarded-update: the result of a functional update thrown away."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import fact, facts
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.rules.base import DISCARDED_UPDATE, MODULE, WARNING, Example, Rule, traced


class DiscardedUpdate(Rule):
    name = "discarded-update"
    kind = MODULE
    triggers = frozenset(needed | {DISCARDED_UPDATE}
                         for needed in facts.UPDATE_SPELLINGS | traced(facts.words(facts.UPDATE_METHODS)))
    severity = WARNING
    summary = "a functional update (`x.at[i].set(v)`, `jnp.append`, `optax.apply_updates`...) whose result is discarded"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds expression statements that compute a functional update and throw the result away:
`x.at[i].set(v)` (and `.add`, `.multiply`, `.min`, ...), `jnp.append`, `jnp.concatenate`,
`jnp.insert`, `jnp.delete`, `.reshape`/`.astype`/`.sort` on a JAX array,
`jax.random.split(key)`, `optax.apply_updates(...)` and an optax optimizer's `update(...)`,
in traced and untraced code alike.

## Why is this bad?
JAX arrays are immutable: each of these returns a new value and leaves its input unchanged.
Written as a bare statement, the update silently does nothing (NumPy's `a.sort()` sorts in
place; `jnp` arrays cannot). A bare `jax.random.split(key)` does not advance `key`, so the next
draw repeats the previous one.

## Example
```python
def step(params, grads):
    updates, _ = optimizer.update(grads, opt_state)
    optax.apply_updates(params, updates)
    return params
```

## Use instead
```python
def step(params, grads):
    updates, _ = optimizer.update(grads, opt_state)
    params = optax.apply_updates(params, updates)
    return params
```

## Fix safety
The fix assigns the result back to the name the update reads (`x = x.at[i].set(v)`,
`params = optax.apply_updates(params, updates)`). It is safe when that name is a plain local
variable: the code then does what it says. `jax.random.split(key)` becomes
`key, _ = jax.random.split(key)`, which changes every later draw from `key` (unsafe). An
optimizer's `update` returns a pair whose use the code must decide: advice only.
"""
    valid = (
        Example("""
@jax.jit
def f(x):
    x = x.at[0].set(5.0)
    return x
""", run="f(jnp.zeros(3))"),
        Example("""
def f(x):
    return x.at[1].add(2.0)
""", run="f(jnp.zeros(3))"),
        Example("""
def f(n):
    a = np.zeros(n)
    a.sort()
    xs = [3, 1, 2]
    xs.sort()
    return a, xs
""", run="f(3)"),
        Example("""
def f(key):
    key, sub = jax.random.split(key)
    return jax.random.normal(sub, (2,)), key
""", run="f(jax.random.PRNGKey(0))"),
        Example("""
def f(config):
    config.update({"lr": 0.1})
    return config
""", run="f({})"),
        Example("""
def f(x, v):
    ys = jnp.append(x, v)
    return ys
""", run="f(jnp.zeros(2), 1.0)"),
        Example("""
def f(state):
    state.params.update({"w": 1})
    return state
class State:
    params = {}
""", run="f(State())"),
        Example("""
def show_modes(x):
    x.at[42].get(mode="clip")
    x.at[42].get(mode="fill", fill_value=-1)
    return x
""", run="show_modes(jnp.arange(10))"),
    )
    invalid = (
        Example("""
@jax.jit
def f(x):
    x.at[0].set(5.0)
    return x
""", run="y = f(jnp.zeros(3))", expect="float(y[0]) == 0.0",
            line=3, message="result of x.at[...].set() is discarded", fixed="""
@jax.jit
def f(x):
    x = x.at[0].set(5.0)
    return x
""", reference="jnp.array([5.0, 0.0, 0.0])"),
        Example("""
def f(x, i):
    x.at[i].add(1.0)
    return x
""", run="y = f(jnp.zeros(3), 2)", expect="float(y[2]) == 0.0",
            line=2, message="result of x.at[...].add() is discarded", fixed="""
def f(x, i):
    x = x.at[i].add(1.0)
    return x
""", reference="jnp.array([0.0, 0.0, 1.0])"),
        Example("""
def collect(n):
    xs = jnp.zeros(0)
    for i in range(n):
        jnp.append(xs, i)
    return xs
""", run="y = collect(3)", expect="y.shape == (0,)",
            line=4, message="result of jnp.append() is discarded", fixed="""
def collect(n):
    xs = jnp.zeros(0)
    for i in range(n):
        xs = jnp.append(xs, i)
    return xs
""", reference="jnp.array([0.0, 1.0, 2.0])"),
        Example("""
def f(n):
    x = jnp.arange(n * 2.0)
    x.reshape(2, n)
    return x
""", run="y = f(3)", expect="y.shape == (6,)",
            line=3, message="result of x.reshape() is discarded", fixed="""
def f(n):
    x = jnp.arange(n * 2.0)
    x = x.reshape(2, n)
    return x
""", reference="jnp.arange(6.0).reshape(2, 3)"),
        Example("""
def f(values):
    x = jnp.asarray(values)
    x.astype(jnp.int32)
    return x
""", run="y = f([1.5, 2.5])", expect="y.dtype == jnp.float32",
            line=3, message="result of x.astype() is discarded", fixed="""
def f(values):
    x = jnp.asarray(values)
    x = x.astype(jnp.int32)
    return x
""", reference="jnp.array([1, 2], dtype=jnp.int32)"),
        Example("""
def draws(key):
    a = jax.random.normal(key)
    jax.random.split(key)
    b = jax.random.normal(key)
    return a, b
""", run="a, b = draws(jax.random.PRNGKey(0))", expect="a == b",
            line=3, message="result of jax.random.split() is discarded", fixed="""
def draws(key):
    key, subkey = jax.random.split(key)
    a = jax.random.normal(subkey)
    key, _ = jax.random.split(key)
    b = jax.random.normal(key)
    return a, b
""", reference="(jax.random.normal(jax.random.split(jax.random.PRNGKey(0))[1]), "
               "jax.random.normal(jax.random.split(jax.random.split(jax.random.PRNGKey(0))[0])[0]))"),
        Example("""
import optax
def step(params, grads):
    optimizer = optax.sgd(0.1)
    state = optimizer.init(params)
    updates, state = optimizer.update(grads, state)
    optax.apply_updates(params, updates)
    return params
""", run="p = step(jnp.ones(2), jnp.ones(2))", expect="(p == 1.0).all()",
            line=6, message="result of optax.apply_updates() is discarded", fixed="""
import optax
def step(params, grads):
    optimizer = optax.sgd(0.1)
    state = optimizer.init(params)
    updates, state = optimizer.update(grads, state)
    params = optax.apply_updates(params, updates)
    return params
""", reference="jnp.full(2, 0.9)"),
        Example("""
import optax
def step(params, grads):
    optimizer = optax.adam(0.1)
    state = optimizer.init(params)
    optimizer.update(grads, state)
    return state
""", run="s = step(jnp.ones(2), jnp.ones(2))", expect="int(s[0].count) == 0",
            line=5, message="result of optimizer.update() is discarded"),
    )

    def visit_Expr(self, node: cst.Expr) -> None:
        call = node.value
        if not isinstance(call, cst.Call):
            return
        what, target = self._update(call)
        if what is None or self._expects_an_error(node):
            return
        if self.ctx.shown_by_its_cell(node):
            return  # a notebook cell's last line: IPython displays the new value
        if what.endswith((".update()", "random.split()", "random.fold_in()")) and self._in_test():
            return  # tests call these bare to show they do not raise
        self.report(node, f"result of {what} is discarded: JAX updates return a new value and leave their "
                          f"input unchanged, so this line does nothing; assign it back",
                    self._fix(node, call, what, target))

    def _update(self, call: cst.Call) -> tuple[str | None, str | None]:
        """(what the call is, as messages spell it; the name to assign back to, or None)."""
        func = call.func
        qual = self.ctx.callee(call)
        found = fact(qual)
        if found is not None and found.returns_update:
            first = call.args[0].value if call.args and call.args[0].keyword is None else None
            short = qual.replace("jax.numpy.", "jnp.")
            return f"{short}()", first.value if isinstance(first, cst.Name) else None
        if not isinstance(func, cst.Attribute):
            return None, None
        method, receiver = func.attr.value, func.value
        # x.at[i].set(v)
        if (method in facts.AT_UPDATES and isinstance(receiver, cst.Subscript)
                and isinstance(receiver.value, cst.Attribute) and receiver.value.attr.value == "at"):
            array = receiver.value.value
            if self.ctx.function is not None and self.ctx.function.in_kernel and not (
                    isinstance(array, cst.Name) and self._made_by_jax(array.value)):
                return None, None  # `o_ref.at[i].set(v)` in a Pallas kernel: a store into a reference
            name = code(array).strip()
            return f"{name}.at[...].{method}()", array.value if isinstance(array, cst.Name) else None
        if not isinstance(receiver, cst.Name):
            return None, None
        if method in facts.OPTAX_TRANSFORM_METHODS and self._made_by(receiver.value, "optax."):
            return f"{receiver.value}.{method}()", None
        known = fact("method:" + method)
        if known is not None and known.returns_update and self._is_jax_array(receiver):
            return f"{receiver.value}.{method}()", receiver.value
        return None, None

    def _expects_an_error(self, node: cst.Expr) -> bool:
        """Inside `with pytest.raises(...)` / `self.assertRaises(...)` the call is the test."""
        for with_stmt in self.ctx.flow(self.ctx.function).withs(node):
            for item in with_stmt.items:
                callee = item.item.func if isinstance(item.item, cst.Call) else item.item
                name = callee.attr.value if isinstance(callee, cst.Attribute) else getattr(callee, "value", "")
                if isinstance(name, str) and "raises" in name.lower():
                    return True
        return False

    def _in_test(self) -> bool:
        return any(f.name.startswith("test") for f in [self.ctx.function, *self._enclosing()] if f is not None)

    def _enclosing(self):
        return self.ctx.function.enclosing() if self.ctx.function is not None else ()

    def _is_jax_array(self, name: cst.Name) -> bool:
        """Traced, or every assignment of the name here is the result of a jax array function
        (a NumPy array or a list sorts in place: never guess)."""
        if self.ctx.traced(name) and self.ctx.value(name).traced and self.ctx.value(name).pytype is None:
            return True
        producers = self.ctx.producers(name.value)
        return bool(producers) and all(p is not None and facts.in_array_namespace(p) for p in producers)

    def _made_by_jax(self, name: str) -> bool:
        """Every assignment of the name here is the result of a jax array function."""
        producers = self.ctx.producers(name)
        return bool(producers) and all(p is not None and facts.in_array_namespace(p) for p in producers)

    def _made_by(self, name: str, prefix: str) -> bool:
        producers = self.ctx.producers(name)
        return bool(producers) and all(p is not None and p.startswith(prefix) for p in producers)

    def _fix(self, node: cst.Expr, call: cst.Call, what: str, target: str | None) -> PendingFix | None:
        if target is None:
            return None
        text = code(call).strip()
        if what == "jax.random.split()":
            return PendingFix(f"Advance the key: {target}, _ = ...", [NodeEdit(node, f"{target}, _ = {text}")],
                              Applicability.UNSAFE)
        return PendingFix(f"Assign the result back to '{target}'", [NodeEdit(node, f"{target} = {text}")])

