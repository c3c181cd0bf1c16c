"""JAX601 boolean-mask-index: `x[mask]` with a traced boolean mask."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import iter_tree
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import TRACED, Example, Rule

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
name_for = deferred("jaxlint.fixers.imports", "name_for")
repeatable = deferred("jaxlint.fixers.calls", "repeatable")
at_mask_fix = deferred("jaxlint.fixers.masks", "at_mask_fix")
masked_binding_fix = deferred("jaxlint.fixers.masked_binding", "masked_binding_fix")
names_in = deferred("jaxlint.fixers.tree", "names_in")
parent_map = deferred("jaxlint.fixers.tree", "parent_map")
body_binding = deferred("jaxlint.fixers.tree", "body_binding")
is_pure = deferred("jaxlint.fixers.where", "is_pure")


# reduction -> the identity that masked-out elements take
_IDENTITY = {"sum": "0", "prod": "1", "max": "-jnp.inf", "min": "jnp.inf"}
# Reductions whose where= needs no initial value (max/min do).
_WHERE_REDUCTIONS = frozenset({"sum", "mean", "prod"})
# jnp reductions taking where= (each also as nan<name>) -> the initial= that max/min need ("" for none)
_FUNCTION_REDUCTIONS = {"sum": "", "mean": "", "prod": "", "std": "", "var": "", "any": "", "all": "",
                        "max": "-jnp.inf", "min": "jnp.inf"}


class BooleanMaskIndex(Rule):
    name = "boolean-mask-index"
    kind = TRACED
    summary = "`x[mask]` with a traced boolean mask"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds arrays indexed by a traced boolean mask: `x[x > 0]`, `x[jnp.isfinite(x)]`, a mask
built with `jnp.array([True, False, ...])` inside `jit` (which is traced too), or a parameter
every caller hands such an array (`jit` traces it).

## Why is this bad?
The result's length is the number of `True` entries, which is unknown while JAX traces the
function; JAX raises `NonConcreteBooleanIndexError`.

## Example
```python
@jax.jit
def positive_sum(x):
    return x[x > 0].sum()
```

## Use instead
```python
@jax.jit
def positive_sum(x):
    return jnp.where(x > 0, x, 0).sum()
```
For other uses, `jnp.where(mask, x, fill)` keeps the shape; `jnp.nonzero(mask, size=n)`
gives a fixed number of indices.

## Fix safety
Reductions (`sum`, `prod`, `mean`, `max`, `min`) are rewritten with `jnp.where` (`x[m].mean()`
becomes `jnp.mean(x, where=m)`); the function spellings `jnp.sum(x[m])` (`mean`, `prod`, `std`,
`var`, `any`, `all`, `max`, `min` and their `nan` twins) become `jnp.sum(x, where=m)`
(`max`/`min` with `initial=-jnp.inf`/`jnp.inf`). A name bound to `x[m]` in the function's body
whose every later mention is one kind of whole reduction (`y.sum()`, `jnp.sum(y)`; `prod`,
`max`, `min`) is bound to `jnp.where(m, x, 0)` instead (the reduction's identity). The rewrites
are unsafe: they assume the mask has the array's full shape (a mask over leading axes only would
need `mask[..., None]`), and `max`/`min` fill with `-inf`/`inf`, which changes an integer
array's dtype. `x[m].sum(axis=0)` (`mean`, `prod`; axis 0 is where `x[m]` stacks the selected
entries) becomes `x.sum(axis=tuple(range(m.ndim)), where=...)`, the mask reshaped to broadcast
over `x`'s other axes (unsafe, as the rewrites above). A name bound to `x[m]` (`m` a comparison
of `x` itself, or `&`, `|`, `~` of those) whose every later read goes through elementwise math
into a whole reduction (`jnp.mean(jax.nn.softplus(y))`) is bound to `x`, and each reduction
takes `where=m` (unsafe: a masked-out entry with an infinite derivative gives a NaN gradient).

Masked updates `x.at[mask].set(v)` (`.add`, `.multiply`, `.divide`, `.power`, `.min`, `.max`)
become `jnp.where(mask, v, x)` (`jnp.where(mask, x + v, x)`, ...). Safe when the mask is
computed elementwise from `x` itself (`x > 0`, `jnp.isnan(x)`, combined with `&`, `|`, `~`) and
`v` is an int literal, which keeps `x`'s dtype as `.at[]` does. Otherwise unsafe: a mask over
leading axes needs `mask[..., None]`, a `v` with one value per selected element does not
broadcast, and a float `v` makes an int array float where `.at[]` would cast it.
"""
    valid = (
        Example("""
@jax.jit
def f(x):
    return jnp.where(x > 0, x, 0).sum()
""", run="f(jnp.array([-1.0, 2.0]))"),
        Example("""
MASK = np.array([True, False, True])
@jax.jit
def f(x):
    return x[MASK].sum()
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(x, i):
    return x[i] + x[x.shape[0] - 1]
""", run="f(jnp.ones(3), 1)"),
        Example("""
def f(x):
    return x[x > 0].sum()
""", run="f(jnp.array([-1.0, 2.0]))"),
        Example("""
@jax.jit
def f(x):
    idx = jnp.nonzero(x > 0, size=2, fill_value=0)
    return x[idx]
""", run="f(jnp.array([-1.0, 2.0, 3.0]))"),
    )
    invalid = (
        Example("""
@jax.jit
def f(x):
    return x[x > 0].sum()
""", run="f(jnp.array([-1.0, 2.0]))", raises="NonConcreteBooleanIndexError",
            line=3, message="boolean mask traced by jax.jit (parameter 'x') selects a data-dependent number of elements (NonConcreteBooleanIndexError)", fixed="""
@jax.jit
def f(x):
    return jnp.where(x > 0, x, 0).sum()
"""),
        Example("""
@jax.jit
def f(x):
    return x[jnp.isfinite(x)].mean()
""", run="f(jnp.array([1.0, jnp.nan]))", raises="NonConcreteBooleanIndexError",
            line=3, message="boolean mask traced by jax.jit (parameter 'x') selects a data-dependent number of elements (NonConcreteBooleanIndexError)", fixed="""
@jax.jit
def f(x):
    return jnp.mean(x, where=jnp.isfinite(x))
"""),
        Example("""
def masked_mse(w, x, y):
    valid = y >= 0
    sq = (x @ w - y) ** 2
    return jnp.mean(sq[valid])
@jax.jit
def step(w, x, y):
    return w - 0.1 * jax.grad(masked_mse)(w, x, y)
""", run="step(jnp.ones(2), jnp.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]), jnp.array([1.0, -1.0, 3.0]))",
            raises="NonConcreteBooleanIndexError", line=4,
            message="boolean mask traced by jax.jit (parameter 'y') selects a data-dependent number of elements",
            fixed="""
def masked_mse(w, x, y):
    valid = y >= 0
    sq = (x @ w - y) ** 2
    return jnp.mean(sq, where=valid)
@jax.jit
def step(w, x, y):
    return w - 0.1 * jax.grad(masked_mse)(w, x, y)
"""),
        Example("""
@jax.jit
def f(x):
    positive = x[x > 0]
    return jnp.sum(positive) + 2 * positive.sum()
""", run="f(jnp.array([1.0, -2.0, 3.0]))", raises="NonConcreteBooleanIndexError", line=3,
            message="boolean mask traced by jax.jit (parameter 'x') selects a data-dependent number of elements",
            fixed="""
@jax.jit
def f(x):
    positive = jnp.where(x > 0, x, 0)
    return jnp.sum(positive) + 2 * positive.sum()
""", grad="jax.grad(f)(jnp.array([1.0, -2.0, 3.0]))"),
        Example("""
@jax.jit
def f(x):
    mask = jnp.array([True, False, True])
    return x[mask]
""", run="f(jnp.ones(3))", raises="NonConcreteBooleanIndexError",
            line=4, message="boolean mask traced by jax.jit (the result of jnp.array()) selects a data-dependent number of elements (NonConcreteBooleanIndexError)"),
        Example("""
MASK = jnp.array([True, False, True])
@jax.jit
def select(x, mask):
    return x[mask]
""", run="select(jnp.arange(3.0), MASK)", raises="NonConcreteBooleanIndexError",
            line=4, message="boolean mask traced by jax.jit (parameter 'mask') selects a data-dependent number of elements (NonConcreteBooleanIndexError)"),
        Example("""
@jax.jit
def f(x, y):
    keep = (x > 0) & (y > 0)
    return x[keep].max()
""", run="f(jnp.ones(3), jnp.ones(3))", raises="NonConcreteBooleanIndexError",
            line=4, message="boolean mask traced by jax.jit (parameter 'x') selects a data-dependent number of elements (NonConcreteBooleanIndexError)", fixed="""
@jax.jit
def f(x, y):
    keep = (x > 0) & (y > 0)
    return jnp.where(keep, x, -jnp.inf).max()
"""),
        Example("""
@jax.vmap
def f(x):
    return x[~jnp.isnan(x)].sum()
""", run="f(jnp.ones((2, 3)))", raises="NonConcreteBooleanIndexError",
            line=3, message="boolean mask traced by jax.vmap (parameter 'x') selects a data-dependent number of elements (NonConcreteBooleanIndexError)", fixed="""
@jax.vmap
def f(x):
    return jnp.where(~jnp.isnan(x), x, 0).sum()
""", reference="jnp.full(2, 3.0)"),
        Example("""
@jax.jit
def f(x):
    return x.at[x < 0].set(0)
""", run="f(jnp.array([-1.0, 2.0, -3.0]))", raises="NonConcreteBooleanIndexError",
            line=3, message="boolean mask traced by jax.jit (parameter 'x') in .at[] selects a data-dependent number of elements", fixed="""
@jax.jit
def f(x):
    return jnp.where(x < 0, 0, x)
""", grad="jax.grad(lambda v: f(v).sum())(jnp.array([-1.0, 2.0, -3.0]))"),
        Example("""
@jax.jit
def f(x):
    return x.at[jnp.isnan(x)].set(-1.0)
""", run="f(jnp.array([1.0, jnp.nan]))", raises="NonConcreteBooleanIndexError",
            line=3, message="boolean mask traced by jax.jit (parameter 'x') in .at[] selects a data-dependent number of elements", fixed="""
@jax.jit
def f(x):
    return jnp.where(jnp.isnan(x), -1.0, x)
"""),
        Example("""
@jax.jit
def f(x, values):
    return x.at[x > 0].set(values)
""", run="f(jnp.array([1.0, -1.0, 2.0]), jnp.array([7.0, 8.0]))", raises="NonConcreteBooleanIndexError",
            line=3, message="boolean mask traced by jax.jit (parameter 'x') in .at[] selects a data-dependent number of elements"),
    )

    def visit_Subscript(self, node: cst.Subscript) -> None:
        base = self.value(node.value)
        if not base.traced or base.pytype not in (None, "at") or len(node.slice) != 1:
            return
        index = node.slice[0].slice
        if not isinstance(index, cst.Index):
            return
        mask = self.value(index.value)
        if not (mask.traced and mask.boolean):
            return
        if base.pytype == "at":
            self.report(node, f"boolean mask {self.describe(mask)} in .at[] selects a data-dependent number of "
                              f"elements (NonConcreteBooleanIndexError); use jnp.where(mask, v, x)",
                        at_mask_fix(self.ctx, node, index.value))
            return
        self.report(node, f"boolean mask {self.describe(mask)} selects a data-dependent number of elements "
                          f"(NonConcreteBooleanIndexError); use jnp.where(mask, x, fill) or size=",
                    self._fix(node, index.value))

    def _fix(self, node: cst.Subscript, mask: cst.BaseExpression) -> PendingFix | None:
        attr = self.ctx.parent(node)
        if not isinstance(attr, cst.Attribute) or attr.value is not node:
            return self._function_fix(node, mask) or self._binding_fix(node, mask) or masked_binding_fix(
                self.ctx, node, mask)
        call = self.ctx.parent(attr)
        method = attr.attr.value
        if isinstance(call, cst.Call) and call.func is attr and method in _WHERE_REDUCTIONS and _axis_zero(call):
            return self._leading_axes_fix(node, mask, call, method)
        if not isinstance(call, cst.Call) or call.func is not attr or call.args or method not in (*_IDENTITY, "mean"):
            return None
        jnp, edit = name_for(self.ctx.module, "jax.numpy")
        if jnp is None:
            return None
        x, m = code(node.value).strip(), code(mask).strip()
        if method == "mean":
            text = f"{jnp}.mean({x}, where={m})"  # one call: no operator whose precedence could change
        else:
            fill = _IDENTITY[method].replace("jnp.", f"{jnp}.")
            text = f"{jnp}.where({m}, {x}, {fill}).{method}()"
        return PendingFix(f"Reduce with {jnp}.{'mean' if method == 'mean' else 'where'} instead of a boolean mask",
                          [NodeEdit(call, text)] + ([edit] if edit else []), Applicability.UNSAFE)

    def _function_fix(self, node: cst.Subscript, mask: cst.BaseExpression) -> PendingFix | None:
        """`jnp.sum(x[m])` (mean, prod, std, var, any, all, max, min, their nan- twins) ->
        `jnp.sum(x, where=m)`: the reduction over the selected entries is the reduction of the
        whole array with masked-out entries left out (`max`/`min` also need `initial=`, the
        identity, which masked-out entries take). `jnp.mean(x[m], axis=0)` reduces over the mask's
        axes, as `x[m].mean(axis=0)` does."""
        call = _call_of_first_argument(self.ctx, node)
        if call is None:
            return None
        qual = self.ctx.qualified_name(call.func) or ""  # the call is evaluated after its arguments
        name = qual.removeprefix("jax.numpy.")
        if name == qual or name.removeprefix("nan") not in _FUNCTION_REDUCTIONS or any(a.star for a in call.args):
            return None
        jnp, edit = name_for(self.ctx.module, "jax.numpy")
        if jnp is None:
            return None
        imports = [edit] if edit else []
        func, x, m = code(call.func).strip(), code(node.value).strip(), code(mask).strip()
        rest = call.args[1:]
        if not rest:
            initial = _FUNCTION_REDUCTIONS[name.removeprefix("nan")]
            initial = ", initial=" + initial.replace("jnp.", f"{jnp}.") if initial else ""
            return PendingFix("Reduce with where= instead of a boolean mask",
                              [NodeEdit(call, f"{func}({x}, where={m}{initial})")] + (imports if initial else []),
                              Applicability.UNSAFE)
        if len(rest) != 1 or name not in _WHERE_REDUCTIONS or not _axis_zero_arg(rest[0]):
            return None
        array = node.value
        if not (repeatable(array) or is_pure(self.ctx, array)) or not (repeatable(mask) or is_pure(self.ctx, mask)):
            return None
        m_ = m if repeatable(mask) else f"({m})"
        text = (f"{func}({x}, axis=tuple(range({m_}.ndim)), "
                f"where={m_}.reshape({m_}.shape + (1,) * ({jnp}.ndim({x}) - {m_}.ndim)))")
        return PendingFix("Reduce over the mask's axes with where= instead of selecting with a boolean mask",
                          [NodeEdit(call, text)] + imports, Applicability.UNSAFE)

    def _binding_fix(self, node: cst.Subscript, mask: cst.BaseExpression) -> PendingFix | None:
        """`y = x[m]` in the function's body, where every later mention of `y` reduces it
        whole in one way (`y.sum()`, `jnp.sum(y)`; prod, max, min): `y = jnp.where(m, x, 0)`
        (the reduction's identity), which every such reduction reduces to the same value."""
        function = self.ctx.function.node
        bound = body_binding(function, node)  # only a statement of the body itself: not in a loop
        if bound is None:
            return None
        parents, line, name = bound
        body = list(function.body.body)
        later = body[body.index(line) + 1:]
        uses = [n for statement in later for n in names_in(statement, name)]
        if not uses or any(isinstance(n, (cst.FunctionDef, cst.Lambda, cst.ClassDef)) and n is not function
                           and names_in(n, name) for n in iter_tree(function)):
            return None  # a nested function may run with either binding
        kinds = {self._whole_reduction(parents, use) for use in uses}
        if len(kinds) != 1 or None in kinds:
            return None
        jnp, edit = name_for(self.ctx.module, "jax.numpy")
        if jnp is None:
            return None
        fill = _IDENTITY[kinds.pop()].replace("jnp.", f"{jnp}.")
        text = f"{jnp}.where({code(mask).strip()}, {code(node.value).strip()}, {fill})"
        return PendingFix(f"Keep the shape with {jnp}.where: '{name}' is only reduced, and the masked-out entries "
                          f"take the reduction's identity {fill}", [NodeEdit(node, text)] + ([edit] if edit else []),
                          Applicability.UNSAFE)

    def _whole_reduction(self, parents: dict[int, cst.CSTNode], use: cst.Name) -> str | None:
        """'sum' for `use.sum()` or `jnp.sum(use)` (prod, max, min), nothing else passed; else None.
        Also 'sum' for the sum of an elementwise expression of `use` that keeps a zero a zero
        (`jnp.sum(use ** 2)`, `jnp.sum(jnp.abs(use) * w)`): the masked-out zeros add nothing."""
        lifted = self._zero_preserving(parents, use)
        if lifted is not use:
            return "sum" if self._whole_reduction(parents, lifted) == "sum" else None
        parent = parents.get(id(use))
        if isinstance(parent, cst.Attribute) and parent.value is use:
            call = parents.get(id(parent))
            method = parent.attr.value
            if isinstance(call, cst.Call) and call.func is parent and not call.args and method in _IDENTITY:
                return method
            return None
        call = parents.get(id(parent))
        if isinstance(parent, cst.Arg) and isinstance(call, cst.Call) and len(call.args) == 1 and \
                call.args[0] is parent and parent.keyword is None and not parent.star:
            qual = self.ctx.qualified_name(call.func) or ""
            name = qual.removeprefix("jax.numpy.")
            return name if name != qual and name in _IDENTITY else None
        return None

    def _zero_preserving(self, parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> cst.CSTNode:
        """The outermost expression around `node` built from it by operations mapping 0 to 0
        elementwise: a positive integer power, a product (with a pure factor: a masked-out entry
        times an infinite factor would be NaN, so unsafe), a negation, jnp.abs / jnp.square;
        `node` itself when none."""
        while True:
            parent = parents.get(id(node))
            if isinstance(parent, cst.BinaryOperation) and isinstance(parent.operator, cst.Power) \
                    and parent.left is node and isinstance(parent.right, cst.Integer) and parent.right.evaluated_value > 0:
                node = parent
            elif isinstance(parent, cst.BinaryOperation) and isinstance(parent.operator, cst.Multiply):
                other = parent.right if parent.left is node else parent.left
                if any(isinstance(n, cst.Call) for n in iter_tree(other)) and not is_pure(self.ctx, other):
                    return node
                node = parent
            elif isinstance(parent, cst.UnaryOperation) and isinstance(parent.operator, cst.Minus):
                node = parent
            elif isinstance(parent, cst.Arg) and parent.keyword is None and not parent.star and isinstance(
                    parents.get(id(parent)), cst.Call) and len(parents[id(parent)].args) == 1 and (
                    self.ctx.qualified_name(parents[id(parent)].func) in ("jax.numpy.abs", "jax.numpy.square")):
                node = parents[id(parent)]
            else:
                return node

    def _leading_axes_fix(self, node: cst.Subscript, mask: cst.BaseExpression, call: cst.Call,
                          method: str) -> PendingFix | None:
        """`x[m].mean(axis=0)`: `x[m]` stacks the selected entries of m's axes along one axis, so
        reducing over it is reducing `x` over m's axes, with `where=` the mask broadcast over the
        remaining ones: `x.mean(axis=tuple(range(m.ndim)), where=m.reshape(m.shape + (1,) *
        (x.ndim - m.ndim)))`."""
        array = node.value
        if not (repeatable(array) or is_pure(self.ctx, array)) or not (repeatable(mask) or is_pure(self.ctx, mask)):
            return None
        x, m = code(array).strip(), code(mask).strip()
        wrap = (lambda t: t) if repeatable(mask) else (lambda t: f"({t})")
        m_ = wrap(m)
        x_ = x if repeatable(array) or array.lpar else f"({x})"
        text = (f"{x_}.{method}(axis=tuple(range({m_}.ndim)), "
                f"where={m_}.reshape({m_}.shape + (1,) * ({x_}.ndim - {m_}.ndim)))")
        return PendingFix("Reduce over the mask's axes with where= instead of selecting with a boolean mask",
                          [NodeEdit(call, text)], Applicability.UNSAFE)


def _call_of_first_argument(ctx, node: cst.CSTNode) -> cst.Call | None:
    """The call that takes `node` as its first positional argument (`jnp.sum(node)`), or None."""
    parents = parent_map(ctx.function.node)
    arg = parents.get(id(node))
    call = parents.get(id(arg))
    if isinstance(arg, cst.Arg) and isinstance(call, cst.Call) and call.args and call.args[0] is arg and \
            arg.keyword is None and not arg.star:
        return call
    return None


def _axis_zero(call: cst.Call) -> bool:
    """`.sum(axis=0)` / `.sum(0)`, nothing else passed."""
    return len(call.args) == 1 and _axis_zero_arg(call.args[0])


def _axis_zero_arg(arg: cst.Arg) -> bool:
    if arg.star:
        return False
    return (arg.keyword is None or arg.keyword.value == "axis") and isinstance(arg.value, cst.Integer) and \
        arg.value.value == "0"
