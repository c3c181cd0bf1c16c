"""JAX201 tracer-list-index: a Python list, tuple or dict indexed by a tracer."""

from __future__ import annotations

import libcst as cst

from jaxlint.fixers.edits import NodeEdit, PendingFix, code, eager_callers_unsafe
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import TRACED, Example, Rule
from jaxlint.rules.common import static_hint

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
name_for = deferred("jaxlint.fixers.imports", "name_for")
dict_stack_fix = deferred("jaxlint.fixers.indexing", "dict_stack_fix")
stack_fix = deferred("jaxlint.fixers.indexing", "stack_fix")
unknown_stack_fix = deferred("jaxlint.fixers.indexing", "unknown_stack_fix")
switch_fix = deferred("jaxlint.fixers.indexing", "switch_fix")
static_arg_fix = deferred("jaxlint.fixers.static_args", "static_arg_fix")


_KEYED_METHODS = frozenset({"get", "setdefault", "pop"})


class TracerListIndex(Rule):
    name = "tracer-list-index"
    kind = TRACED
    summary = "Python list/tuple/dict indexed by a traced value"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds Python lists, tuples, dicts, shape tuples and NumPy arrays indexed by a traced value, and
Python dicts searched for one (`k in table`, `table.get(k)`, `setdefault`, `pop`).

## Why is this bad?
A list index must be a Python `int`: Python calls `__index__` on the tracer and JAX raises
`TracerIntegerConversionError`. A dict key must be hashable, and tracers are not (`TypeError`).
A NumPy array converts its index to a host array (`TracerArrayConversionError`).

## Example
```python
WEIGHTS = [0.1, 0.2, 0.7]

@jax.jit
def weight(i):
    return WEIGHTS[i]
```

## Use instead
```python
@jax.jit
def weight(i):
    return jnp.asarray(WEIGHTS)[i]
```
or mark the index static when it really is a Python int (`static_argnames=("i",)`).

## Fix safety
* A list or tuple of Python numbers becomes `jnp.asarray(L)[i]`: safe, the original raised for
  every index.
* A NumPy array becomes `jnp.asarray(A)[...]`, whatever the index (`A[i]`, `A[i, :]`): safe, the
  same values as a JAX array.
* A list or tuple of arrays becomes `jnp.asarray(L)[i]` (a stacked array): unsafe, the arrays
  must share a shape and dtype.
* A dict literal with keys `0..n-1` in order, holding numbers, becomes
  `jnp.asarray(list(D.values()))[k]`: unsafe, a key out of range is clamped instead of raising
  `KeyError`.
* A list or tuple of functions called at the index, `fns[i](x)`, becomes
  `lax.switch(i, fns, x)`: unsafe, an out-of-range index is clamped (a negative one selects the
  first branch, not the last) and every branch must return the same shape and dtype.
* Otherwise, when the index is a parameter of the jitted function that is not annotated or used
  as an array, it is marked static (unsafe unless declared `int`).

Strings, functions (other than called), None, dicts and objects the analysis cannot see never
get `jnp.asarray`.

In a helper the analysis reached from traced code (a function that is not itself jitted,
vmapped or a `lax` body), the safe rewrites here are unsafe: the helper may also run
eagerly, on NumPy arrays or Python numbers, which would become JAX arrays.
"""
    valid = (
        Example("""
WEIGHTS = [0.1, 0.2, 0.7]
@jax.jit
def f(i):
    return jnp.asarray(WEIGHTS)[i]
""", run="f(1)"),
        Example("""
WEIGHTS = [0.1, 0.2, 0.7]
@partial(jax.jit, static_argnums=(0,))
def f(i):
    return WEIGHTS[i]
""", run="f(1)"),
        Example("""
@jax.jit
def f(x, i):
    return x[i]
""", run="f(jnp.arange(3.0), 1)"),
        Example("""
@jax.jit
def f(x):
    parts = [x, 2 * x]
    return parts[0] + parts[-1]
""", run="f(1.0)"),
        Example("""
@jax.jit
def f(x):
    total = 0.0
    layers = [1.0, 2.0]
    for i in range(len(layers)):
        total = total + layers[i] * x
    return total + x.shape[0]
""", run="f(jnp.ones(2))"),
        Example("""
FNS = [jnp.sin, jnp.cos]
@jax.jit
def f(x):
    return FNS[0](x) + FNS[-1](x)
""", run="f(1.0)"),
        Example("""
SCALES = {0: 1.0, 1: 2.0}
@partial(jax.jit, static_argnames=("k",))
def f(x, k):
    return x * SCALES.get(k, 1.0) if k in SCALES else x
""", run="f(1.0, 1)"),
    )
    invalid = (
        Example("""
WEIGHTS = [0.1, 0.2, 0.7]
@jax.jit
def f(i):
    return WEIGHTS[i]
""", run="f(1)", raises="TracerIntegerConversionError",
            line=4, message="Python list indexed by a value traced by jax.jit (parameter 'i')", fixed="""
WEIGHTS = [0.1, 0.2, 0.7]
@jax.jit
def f(i):
    return jnp.asarray(WEIGHTS)[i]
"""),
        Example("""
def features(grid):
    pairs = []
    for j in range(grid.shape[0]):
        pairs.append([j, 0])
    def inner(n):
        j, i = pairs[n]
        return grid[j, i]
    return jax.vmap(inner)(jnp.arange(len(pairs)))
""", run="features(jnp.ones((3, 2)))", raises="TracerIntegerConversionError",
            line=6, message="Python list indexed by a value traced by jax.vmap (parameter 'n')"),
        Example("""
@jax.jit
def f(x, i):
    options = [x, 2 * x, 3 * x]
    return options[i]
""", run="f(1.0, 1)", raises="TracerIntegerConversionError",
            line=4, message="Python list indexed by a value traced by jax.jit (parameter 'i')", fixed="""
@jax.jit
def f(x, i):
    options = [x, 2 * x, 3 * x]
    return jnp.asarray(options)[i]
"""),
        Example("""
@jax.jit
def f(x, axis):
    return x.shape[axis]
""", run="f(jnp.ones(3), 0)", raises="TracerIntegerConversionError",
            line=3, message="shape tuple indexed by a value traced by jax.jit (parameter 'axis')", fixed="""
@partial(jax.jit, static_argnames=("axis",))
def f(x, axis):
    return x.shape[axis]
"""),
        Example("""
SCALES = {0: 1.0, 1: 2.0}
@jax.jit
def f(x, k):
    return x * SCALES[k]
""", run="f(1.0, 1)", raises="TypeError",
            line=4, message="Python dict indexed by a value traced by jax.jit (parameter 'k')", fixed="""
SCALES = {0: 1.0, 1: 2.0}
@jax.jit
def f(x, k):
    return x * jnp.asarray(list(SCALES.values()))[k]
"""),
        Example("""
SCALES = {0: 1.0, 1: 2.0}
@jax.jit
def f(x, k):
    if k in SCALES:
        return x * SCALES[0]
    return x
""", run="f(1.0, 1)", raises="TypeError",
            line=4, message="Python dict searched for a value traced by jax.jit (parameter 'k')"),
        Example("""
SCALES = {0: 1.0, 1: 2.0}
@jax.jit
def f(x, k):
    return x * SCALES.get(k, 1.0)
""", run="f(1.0, 1)", raises="TypeError",
            line=4, message="Python dict searched for a value traced by jax.jit (parameter 'k')"),
        Example("""
ACTIVATIONS = [jnp.tanh, jax.nn.relu, jax.nn.sigmoid]
@jax.jit
def f(x, i):
    return ACTIVATIONS[i](x)
""", run="f(jnp.array([-1.0, 2.0]), 1)", raises="TracerIntegerConversionError",
            line=4, message="Python list indexed by a value traced by jax.jit (parameter 'i')", fixed="""
ACTIVATIONS = [jnp.tanh, jax.nn.relu, jax.nn.sigmoid]
@jax.jit
def f(x, i):
    return jax.lax.switch(i, ACTIVATIONS, x)
""", grad="jax.grad(lambda v: f(v, 1).sum())(jnp.array([-1.0, 2.0]))"),
        Example("""
NAMES = ("a", "b")
@jax.jit
def f(x):
    return NAMES[jnp.argmax(x)]
""", run="f(jnp.arange(2.0))", raises="TracerIntegerConversionError",
            line=4, message="Python tuple indexed by a value traced by jax.jit (parameter 'x')"),
        Example("""
TABLE = np.linspace(0.0, 1.0, 4)
@jax.jit
def f(i):
    return TABLE[i]
""", run="f(2)", raises="TracerArrayConversionError",
            line=4, message="NumPy array indexed by a value traced by jax.jit (parameter 'i')", fixed="""
TABLE = np.linspace(0.0, 1.0, 4)
@jax.jit
def f(i):
    return jnp.asarray(TABLE)[i]
"""),
        Example("""
GRID = np.ones((3, 2))
@jax.jit
def row(i):
    return GRID[i, :].sum()
""", run="row(2)", raises="TracerArrayConversionError",
            line=4, message="NumPy array indexed by a value traced by jax.jit (parameter 'i')", fixed="""
GRID = np.ones((3, 2))
@jax.jit
def row(i):
    return jnp.asarray(GRID)[i, :].sum()
"""),
        Example("""
def body(i, acc):
    coeffs = (1.0, 2.0, 3.0)
    return acc + coeffs[i]
def f():
    return lax.fori_loop(0, 3, body, 0.0)
""", run="f()", raises="TracerIntegerConversionError",
            line=3, message="Python tuple indexed by a value traced by lax.fori_loop (parameter 'i')", fixed="""
def body(i, acc):
    coeffs = (1.0, 2.0, 3.0)
    return acc + jnp.asarray(coeffs)[i]
def f():
    return lax.fori_loop(0, 3, body, 0.0)
"""),
    )

    def visit_Subscript(self, node: cst.Subscript) -> None:
        base = self.value(node.value)
        if not base.static or base.pytype not in ("list", "tuple", "dict", "shape", "ndarray"):
            return
        for element in node.slice:
            if isinstance(element.slice, cst.Index):
                index = self.value(element.slice.value)
                if index.traced:
                    kind = {"shape": "shape tuple", "ndarray": "NumPy array"}.get(base.pytype, "Python " + base.pytype)
                    error = {"dict": "TypeError (tracers are unhashable)",
                             "ndarray": "TracerArrayConversionError"}.get(base.pytype, "TracerIntegerConversionError")
                    hint = "use jnp.asarray(...)[i]" if base.pytype != "dict" else "use a list of arrays or lax.switch"
                    hint += static_hint(self.ctx, index)
                    self.report(node, f"{kind} indexed by a value {self.describe(index)} raises {error}; {hint}",
                                eager_callers_unsafe(self.ctx, self._fix(node, base, index)))
                    return

    def visit_Comparison(self, node: cst.Comparison) -> None:
        """`k in table` / `k not in table` with `table` a Python dict: the lookup hashes `k`."""
        for left, target in zip([node.left, *(c.comparator for c in node.comparisons[:-1])], node.comparisons):
            if isinstance(target.operator, (cst.In, cst.NotIn)) and self._dict_searched(target.comparator, left, node):
                return

    def visit_Call(self, node: cst.Call) -> None:
        """`table.get(k)`, `table.setdefault(k, v)`, `table.pop(k)` of a Python dict: each hashes `k`."""
        func = node.func
        if (isinstance(func, cst.Attribute) and func.attr.value in _KEYED_METHODS and node.args
                and node.args[0].keyword is None and not node.args[0].star):
            self._dict_searched(func.value, node.args[0].value, node)

    def _dict_searched(self, table: cst.BaseExpression, key: cst.BaseExpression, node: cst.CSTNode) -> bool:
        base = self.value(table)
        if not base.static or base.pytype != "dict":
            return False
        index = self.value(key)
        if not index.traced:
            return False
        self.report(node, f"Python dict searched for a value {self.describe(index)} raises TypeError (tracers are "
                          f"unhashable); use a list of arrays or lax.switch{static_hint(self.ctx, index)}")
        return True

    def _fix(self, node: cst.Subscript, base, index) -> PendingFix | None:
        if base.pytype == "ndarray":
            jnp, edit = name_for(self.ctx.module, "jax.numpy")
            if jnp is not None:  # the same values, as a jax array: safe (`[i, :]` as well as `[i]`)
                text = f"{jnp}.asarray({code(node.value).strip()})"
                return PendingFix(f"Index {jnp}.asarray(...) instead",
                                  [NodeEdit(node.value, text)] + ([edit] if edit else []))
        if len(node.slice) == 1:
            call = self.ctx.parent(node)
            if isinstance(call, cst.Call) and call.func is node:
                if base.pytype in ("list", "tuple"):
                    return switch_fix(self.ctx, call, node)
                # `ACTIVATIONS[name](x)`: only a hashable Python key finds an entry, so the key is static
                return static_arg_fix(self.ctx, index.param) if base.pytype == "dict" and index.param else None
            if base.pytype in ("list", "tuple"):
                fix = stack_fix(self.ctx, node, base)
                if fix is not None:
                    return fix
            elif base.pytype == "dict":
                fix = dict_stack_fix(self.ctx, node)
                if fix is not None:
                    return fix
        if index.param is not None:
            fix = static_arg_fix(self.ctx, index.param)
            if fix is not None:
                return fix
        if len(node.slice) == 1 and base.pytype in ("list", "tuple"):
            return unknown_stack_fix(self.ctx, node, base)  # a static mark, where there is one, keeps the entry as is
        return None
