"""JAX601 boolean-mask-index: `x[mask]` with a traced boolean mask."""

from __future__ import annotations

import libcst as cst

from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.calls import repeatable
from jaxlint.fixers.masks import at_mask_fix
from jaxlint.fixers.where import is_pure
from jaxlint.rules.base import TRACED, Example, Rule


# reduction -> the identity that masked-out elements take
_IDENTITY = {"sum": "0", "prod": "1", "max": "-jnp.inf", "min": "jnp.inf"}
# Reductions whose where= needs no initial value (max/min do).
_WHERE_REDUCTIONS = frozenset({"sum", "mean", "prod"})


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
Reductions (`sum`, `prod`, `mean`, `max`, `min`) are rewritten with `jnp.where`. The rewrite is
unsafe: it assumes the mask has the array's full shape (a mask over leading axes only would
need `mask[..., None]`), and `max`/`min` fill with `-inf`/`inf`, which changes an integer
array's dtype. `x[m].sum(axis=0)` (`mean`, `prod`; axis 0 is where `x[m]` stacks the selected
entries) becomes `x.sum(axis=tuple(range(m.ndim)), where=...)`, the mask reshaped to broadcast
over `x`'s other axes (unsafe, as the rewrites above).

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
    return jnp.where(jnp.isfinite(x), x, 0).sum() / (jnp.isfinite(x)).sum()
"""),
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
            return None
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
            text = f"{jnp}.where({m}, {x}, 0).sum() / ({m}).sum()"
        else:
            fill = _IDENTITY[method].replace("jnp.", f"{jnp}.")
            text = f"{jnp}.where({m}, {x}, {fill}).{method}()"
        return PendingFix(f"Reduce with {jnp}.where instead of a boolean mask",
                          [NodeEdit(call, text)] + ([edit] if edit else []), Applicability.UNSAFE)

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
        return PendingFix(f"Reduce over the mask's axes with where= instead of selecting with a boolean mask",
                          [NodeEdit(call, text)], Applicability.UNSAFE)


def _axis_zero(call: cst.Call) -> bool:
    """`.sum(axis=0)` / `.sum(0)`, nothing else passed."""
    if len(call.args) != 1 or call.args[0].star:
        return False
    arg = call.args[0]
    return (arg.keyword is None or arg.keyword.value == "axis") and isinstance(arg.value, cst.Integer) and \
        arg.value.value == "0"
