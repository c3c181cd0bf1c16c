"""JAX701 inplace-update: NumPy-style item assignment on an immutable JAX array."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import ARRAY, paired_targets, NOT_ARRAY, PARAMETER, ModuleContext, facts, makes_jax_array
from jaxlint.fixers.edits import NodeEdit, PendingFix, code, eager_callers_unsafe
from jaxlint.rules.base import ITEM_ASSIGNMENT, MODULE, TRACED, Example, Rule


# What eager code fills as if it were a NumPy buffer: a name only these make is a JAX array.
_BUFFERS = frozenset(f"jax.numpy.{name}" for name in (
    "zeros", "ones", "empty", "full", "zeros_like", "ones_like", "empty_like", "full_like", "arange", "array",
    "asarray", "linspace", "eye", "identity", "copy"))


# One array for one argument, a list of them for several (`jnp.atleast_1d(a, b)`): a list takes item assignment.
_ONE_PER_ARGUMENT = frozenset(f"jax.numpy.atleast_{n}d" for n in (1, 2, 3))


def _makes_one_array(qualname: str | None) -> bool:
    """A call whose result is one JAX array, eager or traced: an array constructor, or a
    jax.numpy function returning one array (the analysis' `makes_jax_array`: `jnp.sqrt`,
    `jnp.sum`, `jnp.stack`; not `jnp.split`, `jnp.shape` or `jnp.vectorize`) whose shape is
    not the data's."""
    if qualname in _BUFFERS:
        return True
    if qualname is None or not qualname.startswith("jax.numpy.") or qualname in _ONE_PER_ARGUMENT:
        return False
    return makes_jax_array(qualname) and not facts.lookup(qualname).dynamic_shape


# Methods of a JAX array that return one JAX array (a NumPy array's would return a NumPy one).
_ARRAY_METHODS = frozenset({
    "mean", "sum", "prod", "max", "min", "std", "var", "cumsum", "cumprod", "reshape", "astype", "transpose",
    "ravel", "flatten", "squeeze", "copy", "clip", "round", "conj", "dot", "argmax", "argmin", "sort"})
_ARITHMETIC = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide, cst.Power, cst.Modulo,
               cst.MatrixMultiply)

_AUG_METHODS = {cst.AddAssign: "add", cst.SubtractAssign: "subtract", cst.MultiplyAssign: "multiply",
                cst.DivideAssign: "divide", cst.PowerAssign: "power"}


class InplaceUpdate(Rule):
    name = "inplace-update"
    kind = MODULE  # eager code too: a JAX array is immutable everywhere
    traced_walk = True  # traced code is checked in the analysis' walk, with why the value is traced
    # traced code; an eager array constructor; or any jax.numpy call where the text assigns to an item
    triggers = TRACED | facts.spellings(("jax.numpy",), also=(ITEM_ASSIGNMENT,))
    summary = "`x[i] = v` / `x[i] += v` on a JAX array"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds item assignment (`x[i] = v`, `x[i:j] = v`, `x[i, j] = v`, each subscript target of an
unpacking: `x[t], y[t] = a, b`) and augmented item assignment (`x[i] += v`, `-=`, `*=`, `/=`,
`**=`) on JAX arrays: in traced code, and in eager code on a name every assignment of which is
a JAX array (`x = jnp.zeros(3)`, `se = jnp.sqrt(v)`, `x, y = jnp.zeros(3), jnp.ones(3)`).

## Why is this bad?
JAX arrays are immutable. Item assignment raises `TypeError: JAX arrays are immutable and
do not support in-place item assignment`.

## Example
```python
@jax.jit
def bump(x, i):
    x[i] += 1.0
    return x
```

## Use instead
```python
@jax.jit
def bump(x, i):
    x = x.at[i].add(1.0)
    return x
```

## Fix safety
Safe when the array is a local name: `x = x.at[i].set(v)` rebinds it to the updated copy,
which is what the rest of the function then reads. Under `jit` XLA performs the update in
place when it can. A subscript target of an unpacking gets advice only.

Only arrays are reported: a value computed as an array (`jnp.zeros(...)`, arithmetic,
`x.reshape(...)`), or annotated or used as one, or any value indexed by an array (a list needs
an int, a dict a hashable key, so the statement only works on an array). Item assignment with a
string key, or on a value read from a pytree (`state["metrics"]`, a `tree.map` result, an
argument the body uses as a dict), updates a container and is left alone: under `jit` a dict of
arrays is traced leaf by leaf, and `metrics["loss"] = v` is correct there.

In a helper the analysis reached from traced code (a function that is not itself jitted,
vmapped or a `lax` body), the safe rewrites here are unsafe: the helper may also run
eagerly, on NumPy arrays or Python numbers, which would become JAX arrays.
"""
    valid = (
        Example("""
@jax.jit
def f(x, i):
    x = x.at[i].set(0.0)
    return x
""", run="f(jnp.ones(3), 1)"),
        Example("""
@jax.jit
def f(x):
    buf = np.zeros(3)
    buf[0] = 1.0
    return x * buf
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(params):
    params["w"] = params["w"] * 2
    return params
""", run="f({'w': jnp.ones(2)})"),
        Example("""
@jax.jit
def f(x):
    outs = [x, x]
    outs[0] = x * 2
    return outs[0] + outs[1]
""", run="f(jnp.ones(2))"),
        Example("""
def f(x):
    y = np.asarray(x).copy()
    y[0] = 5.0
    return y
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(state, v):
    metrics = state["metrics"]
    metrics["loss"] = v
    return metrics
""", run="f({'metrics': {'acc': jnp.ones(())}}, jnp.zeros(()))"),
        Example("""
@jax.jit
def f(batch):
    out = jax.tree.map(lambda a: a * 2, batch)
    out["count"] = jnp.ones(())
    return out
""", run="f({'a': jnp.ones(2)})"),
        Example("""
def fill(n):
    out = np.zeros(n)
    for i in range(n):
        out[i] = i
    return jnp.asarray(out)
""", run="fill(3)"),
        Example("""
def f(x):
    y = jnp.asarray(x)
    y = np.array(y)
    y[0] = 1.0
    return y
""", run="f(jnp.zeros(2))"),
        Example("""
def patch(v):
    se = np.sqrt(np.asarray(v))
    se[se == 0] = 1.0
    n = jnp.shape(v)
    return se, n
""", run="patch(jnp.array([0.0, 4.0]))"),
        Example("""
def pair_up(a, b):
    pair = jnp.atleast_1d(a, b)
    pair[0] = jnp.zeros(1)
    return pair
""", run="pair_up(1.0, 2.0)"),
    )
    invalid = (
        Example("""
def fill(n):
    out = jnp.zeros(n)
    for i in range(n):
        out[i] = i * 2.0
    return out
""", run="fill(3)", raises="TypeError",
            line=4, message="item assignment on a JAX array ('out' holds one) raises TypeError", fixed="""
def fill(n):
    out = jnp.zeros(n)
    for i in range(n):
        out = out.at[i].set(i * 2.0)
    return out
""", reference="jnp.array([0.0, 2.0, 4.0])"),
        Example("""
def bump():
    v = jnp.arange(6.0)
    v[2:4] += 1.0
    return v
""", run="bump()", raises="TypeError",
            line=3, message="augmented item assignment on a JAX array ('v' holds one)", fixed="""
def bump():
    v = jnp.arange(6.0)
    v = v.at[2:4].add(1.0)
    return v
""", reference="jnp.array([0.0, 1.0, 3.0, 4.0, 4.0, 5.0])"),
        Example("""
def patch(v):
    se = jnp.sqrt(v)
    se[se == 0] = 1.0
    return se
""", run="patch(jnp.array([0.0, 4.0]))", raises="TypeError",
            line=3, message="item assignment on a JAX array ('se' holds one) raises TypeError", fixed="""
def patch(v):
    se = jnp.sqrt(v)
    se = se.at[se == 0].set(1.0)
    return se
""", reference="jnp.array([1.0, 2.0])"),
        Example("""
@jax.jit
def f(x, i):
    x[i] = 0.0
    return x
""", run="f(jnp.ones(3), 1)", raises="TypeError",
            line=3, message="item assignment on a JAX array traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x, i):
    x = x.at[i].set(0.0)
    return x
""", reference="jnp.array([1.0, 0.0, 1.0])"),
        Example("""
@jax.jit
def f(x, i):
    y = x * 2
    y[i] += 1.0
    return y
""", run="f(jnp.ones(3), 1)", raises="TypeError",
            line=4, message="augmented item assignment on a JAX array traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x, i):
    y = x * 2
    y = y.at[i].add(1.0)
    return y
""", reference="jnp.array([2.0, 3.0, 2.0])"),
        Example("""
@jax.jit
def f(x):
    out = jnp.zeros((2, 2))
    out[0, :] = x
    return out
""", run="f(jnp.ones(2))", raises="TypeError",
            line=4, message="item assignment on a JAX array traced by jax.jit (the result of jnp.zeros())", fixed="""
@jax.jit
def f(x):
    out = jnp.zeros((2, 2))
    out = out.at[0, :].set(x)
    return out
""", reference="jnp.array([[1.0, 1.0], [0.0, 0.0]])"),
        Example("""
@jax.jit
def f(x):
    x = x.reshape(2, 2)
    x[:, 0] *= 3.0
    return x
""", run="f(jnp.ones(4))", raises="TypeError",
            line=4, message="augmented item assignment on a JAX array traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    x = x.reshape(2, 2)
    x = x.at[:, 0].multiply(3.0)
    return x
""", reference="jnp.array([[3.0, 1.0], [3.0, 1.0]])"),
        Example("""
def body(i, acc):
    acc[i] = i * 2.0
    return acc
def f():
    return lax.fori_loop(0, 3, body, jnp.zeros(3))
""", run="f()", raises="TypeError",
            line=2, message="item assignment on a JAX array traced by lax.fori_loop (parameter 'acc')", fixed="""
def body(i, acc):
    acc = acc.at[i].set(i * 2.0)
    return acc
def f():
    return lax.fori_loop(0, 3, body, jnp.zeros(3))
""", reference="jnp.array([0.0, 2.0, 4.0])"),
    )

    def _check(self, node: cst.CSTNode, target: cst.BaseExpression, op: cst.BaseAugOp | None,
               value: cst.BaseExpression | None, fixable: bool = True) -> None:
        if not isinstance(target, cst.Subscript):
            return
        if isinstance(self.ctx, ModuleContext):  # the module pass: traced code is the walk's
            if not self.ctx.traced(node):
                self._check_eager(node, target, op, value, fixable)
            return
        base = self.value(target.value)
        if not base.traced or base.pytype is not None or _keyed_by_string(target):
            return  # a JAX array takes no string index: `metrics["loss"] = v` updates a dict
        status = self.ctx.array_status(target.value)
        if status == NOT_ARRAY or status != ARRAY and not self._no_container_takes(target):
            return  # an argument or a pytree's part might be a list or dict: item assignment is fine there
        what = "augmented item assignment" if op is not None else "item assignment"
        self.report(node if fixable else target, f"{what} on a JAX array {self.describe(base)} raises TypeError "
                                                 f"(JAX arrays are immutable); use x = x.at[i].set(v)",
                    eager_callers_unsafe(self.ctx, self._fix(node, target, op, value)) if fixable else None)

    def _check_eager(self, node: cst.CSTNode, target: cst.Subscript, op: cst.BaseAugOp | None,
                     value: cst.BaseExpression | None, fixable: bool = True) -> None:
        """Untraced code: only a name every binding of which makes one JAX array (an array
        constructor or a jax.numpy function returning an array: `_makes_one_array`); a NumPy
        array, a list or an argument of unknown type takes item assignment."""
        if not isinstance(target.value, cst.Name) or _keyed_by_string(target):
            return
        producers = self.ctx.producers(target.value.value)
        if not (producers and all(_makes_one_array(p) for p in producers)) and not self._eager_array(
                target.value, node):
            return
        what = "augmented item assignment" if op is not None else "item assignment"
        name = target.value.value
        local = self.ctx.function is None or self.ctx.is_local(name)  # rebinding a global would make it local
        method = "set" if op is None else _AUG_METHODS.get(type(op), "set")
        self.report(node if fixable else target, f"{what} on a JAX array ('{name}' holds one) raises TypeError "
                                                 f"(JAX arrays are immutable); use {name} = {name}.at[...].{method}(...)",
                    self._fix(node, target, op, value) if local and fixable else None)

    def _eager_array(self, expr: cst.BaseExpression, at: cst.CSTNode, depth: int = 0) -> bool:
        """In untraced code, `expr` is a JAX array whenever `at` runs: a call making one array
        (`_makes_one_array`), arithmetic with one (JAX arrays take precedence over NumPy's, and a
        list or dict operand raises first), an element, a reduction or another array method of
        one, or a name whose binding every run reaching `at` last made (a parameter rebound
        first: `ary = jnp.sort(ary)`) is one of these, its names read where it was bound."""
        if depth > 8:
            return False
        if isinstance(expr, cst.Name):
            value = self.ctx.flow(self.ctx.function).dominating_value(expr.value, at)
            if value is None:  # `if out is None: out = jnp.zeros(n)`, no caller passing `out`
                value = self.ctx.filled_default(expr.value, at)
            # the names in the bound value read what they held where it was bound (`original =
            # values`, then `values = jnp.asarray(values)`: `original` keeps the argument)
            return value is not None and self._eager_array(value, value, depth + 1)
        if isinstance(expr, cst.Call):
            func = expr.func
            if _makes_one_array(self.ctx.qualified_name(func)):
                return True
            return isinstance(func, cst.Attribute) and func.attr.value in _ARRAY_METHODS and self._eager_array(
                func.value, at, depth + 1)
        if isinstance(expr, cst.BinaryOperation) and isinstance(expr.operator, _ARITHMETIC):
            return self._eager_array(expr.left, at, depth + 1) or self._eager_array(expr.right, at, depth + 1)
        if isinstance(expr, cst.UnaryOperation) and isinstance(expr.operator, (cst.Minus, cst.Plus)):
            return self._eager_array(expr.expression, at, depth + 1)
        if isinstance(expr, cst.Subscript) and not _keyed_by_string(expr):
            return self._eager_array(expr.value, at, depth + 1)
        if isinstance(expr, cst.Attribute) and expr.attr.value in ("T", "mT", "real", "imag"):
            return self._eager_array(expr.value, at, depth + 1)
        return False

    def _no_container_takes(self, target: cst.Subscript) -> bool:
        """The index is an array (a list needs an int, a dict a hashable key: both raise), or a
        multi-dimensional slice (`x[0, :]`): whatever the receiver is, the statement only works
        on an array."""
        if len(target.slice) > 1 and any(isinstance(e.slice, cst.Slice) for e in target.slice):
            return True
        return any(isinstance(e.slice, cst.Index) and self.value(e.slice.value).traced
                   and self.ctx.array_status(e.slice.value) in (ARRAY, PARAMETER) for e in target.slice)

    def _fix(self, node, target: cst.Subscript, op, value) -> PendingFix | None:
        if not isinstance(target.value, cst.Name):
            return None
        method = "set" if op is None else _AUG_METHODS.get(type(op))
        if method is None:
            return None
        name = target.value.value
        index = ", ".join(code(e).strip().rstrip(",") for e in target.slice)
        text = f"{name} = {name}.at[{index}].{method}({code(value).strip()})"
        return PendingFix(f"Replace with {name}.at[...].{method}(...)", [NodeEdit(node, text)])

    def visit_Assign(self, node: cst.Assign) -> None:
        if len(node.targets) == 1 and isinstance(node.targets[0].target, cst.Subscript):
            self._check(node, node.targets[0].target, None, node.value)
            return
        # `x_hats[t], sigmas[t] = a, b` (and `a[i] = b[i] = v`): each subscript target is an item
        # assignment; reported at the target, fixed only where it is the statement's one target
        for assigned in node.targets:
            for target, value in paired_targets(assigned.target, node.value):
                if isinstance(target, cst.Subscript):
                    self._check(node, target, None, value, fixable=False)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._check(node, node.target, node.operator, node.value)



def _keyed_by_string(target: cst.Subscript) -> bool:
    return any(isinstance(e.slice, cst.Index) and isinstance(e.slice.value, (cst.SimpleString,
                                                                             cst.ConcatenatedString))
               for e in target.slice)
