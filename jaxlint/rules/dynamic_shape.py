"""JAX602 dynamic-shape: results whose shape depends on values, without `size=`."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import fact
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import TRACED, Example, Rule
from jaxlint.rules.common import short_name

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
name_for = deferred("jaxlint.fixers.imports", "name_for")
size_fix = deferred("jaxlint.fixers.sizes", "size_fix")


class DynamicShape(Rule):
    name = "dynamic-shape"
    kind = TRACED
    summary = "`jnp.nonzero`/`argwhere`/`unique`/one-argument `where`/`segment_sum`... without a static size"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds calls whose output shape depends on the input's values — `jnp.nonzero`,
`jnp.argwhere`, `jnp.flatnonzero`, `jnp.unique` (and `unique_values`/`_counts`/`_inverse`/
`_all`), `jnp.compress`, `jnp.extract`, one-argument `jnp.where` (also `jnp.where(c, x, y)` with
x and y None, defaults no caller overrides: that is the same form) and the set operations
`jnp.union1d`, `intersect1d`, `setdiff1d`, `setxor1d` — on traced values without a `size=` argument, `jax.ops.segment_*` reductions without `num_segments=`, `jnp.bincount` without `length=` (reported, not fixed: its bound is the largest value + 1) and `sparse.BCOO.fromdense`/`bcoo_fromdense` without `nse=`. Under
`jit` (and in `lax` loop bodies) this holds for a concrete NumPy constant too: JAX stages the call.

## Why is this bad?
Under `jit` every shape must be known at trace time. Without `size=` JAX raises
`ConcretizationTypeError`.

## Example
```python
@jax.jit
def positives(x):
    return jnp.nonzero(x > 0)
```

## Use instead
```python
@jax.jit
def positives(x):
    return jnp.nonzero(x > 0, size=x.size, fill_value=-1)
```
Segment reductions (`jax.ops.segment_sum`, `_max`, `_min`, `_prod`) need `num_segments=`.

## Fix safety
Unsafe: the fix passes the input's size as a static bound (`size=x.size`; `num_segments=` the
number of segment ids), so the result is padded to that length: index results with `-1` (no
valid index: mask them with `idx >= 0` before use), values with JAX's default fill (the smallest
unique value for `unique`, 0 for `compress`/`extract`). A segment id at or above the bound is
dropped. The set operations get no fix (their bound is the two inputs' sizes together). Calls
with `axis=` or `return_*=` get no fix, nor do calls whose result's length the
code reads (`len()`, `.shape`, `.size` of the result, its first element or a name bound to
either: with a bound it is always the bound); the advice points to `jnp.count_nonzero`. Nor do
index results the code gathers with (`x[idx]`: index `-1` reads the last element), except
where `idx = jnp.nonzero(m)[0]` (one-argument `jnp.where`, `jnp.flatnonzero`) only gathers rows
for reductions over them (`jnp.sum(h[idx] * w[idx, None], axis=0)`, whole or over axis 0,
through elementwise operations): `idx` is bound to the mask and the whole rows are reduced under
it, `jnp.sum(jnp.moveaxis(h * w[:, None], 0, -1), axis=-1, where=idx)` (unsafe: it assumes a
one-dimensional mask, and a masked-out row whose derivative is infinite makes a NaN gradient,
where the gather never touched it). Index results it only scatters with (`x.at[idx].set(v)`) are padded with the bound instead, an index
past the end whose update JAX drops; so are index results it only takes the minimum of
(`idx.min()`, `jnp.min(idx)`), which the bound, above every index, leaves unchanged. An argument
the analysis cannot call an array (`relevant[order]` of a parameter) is bounded by
`jnp.size(...)`: the jnp call rejects lists and tuples, so where it runs its argument is
array-like. A call whose arguments are all concrete (a NumPy array
closed over, which jit stages anyway) becomes its NumPy twin (`np.unique(labels)`), exact at
trace time: unsafe, the result is a NumPy array (int64/float64) where jnp gave a JAX one.
"""
    valid = (
        Example("""
labels = np.array([0, 1, 1, 2])
def f(x):
    return jnp.unique(labels).sum() + x
""", run="jax.vmap(f)(jnp.arange(3))"),
        Example("""
@jax.jit
def f(x):
    return jnp.nonzero(x > 0, size=3, fill_value=-1)
""", run="f(jnp.array([1.0, -1.0, 2.0]))"),
        Example("""
@jax.jit
def f(x):
    return jnp.unique(x, size=x.shape[0], fill_value=0)
""", run="f(jnp.array([1, 1, 2]))"),
        Example("""
@jax.jit
def f(x):
    return jnp.where(x > 0, x, 0)
""", run="f(jnp.array([1.0, -1.0]))"),
        Example("""
def f(x):
    return jnp.nonzero(x > 0)
""", run="f(jnp.array([1.0, -1.0]))"),
        Example("""
@jax.jit
def f(x):
    return jnp.argwhere(x, size=2)
""", run="f(jnp.array([1, 0, 1]))"),
        Example("""
@jax.jit
def f(a, b):
    return jnp.union1d(a, b, size=a.size + b.size)
""", run="f(jnp.array([3, 1]), jnp.array([1, 2]))"),
    )
    invalid = (
        Example("""
labels = np.array([0, 1, 1, 2])
@jax.jit
def f(x):
    return jnp.unique(labels).sum() + x
""", run="f(1)", raises="ConcretizationTypeError", line=4,
            message="jnp.unique under jax.jit, which stages it even on a concrete array, has a data-dependent shape",
            fixed="""
labels = np.array([0, 1, 1, 2])
@jax.jit
def f(x):
    return np.unique(labels).sum() + x
""", reference="jnp.asarray(4)"),
        Example("""
@jax.jit
def f(x):
    return jnp.nonzero(x > 0)
""", run="f(jnp.array([1.0, -1.0]))", raises="ConcretizationTypeError",
            line=3, message="jnp.nonzero on a value traced by jax.jit (parameter 'x') has a data-dependent shape (ConcretizationTypeError)", fixed="""
@jax.jit
def f(x):
    return jnp.nonzero(x > 0, size=x.size, fill_value=-1)
""", reference="(jnp.array([0, -1]),)"),
        Example("""
@jax.jit
def f(x):
    return jnp.unique(x)
""", run="f(jnp.array([1, 1, 2]))", raises="ConcretizationTypeError",
            line=3, message="jnp.unique on a value traced by jax.jit (parameter 'x') has a data-dependent shape (ConcretizationTypeError)", fixed="""
@jax.jit
def f(x):
    return jnp.unique(x, size=x.size)
""", reference="jnp.array([1, 2, 1])"),
        Example("""
@jax.jit
def f(x):
    return jnp.where(x > 0)
""", run="f(jnp.array([1.0, -1.0]))", raises="ConcretizationTypeError",
            line=3, message="one-argument jnp.where on a value traced by jax.jit (parameter 'x') has a data-dependent shape (ConcretizationTypeError)", fixed="""
@jax.jit
def f(x):
    return jnp.where(x > 0, size=x.size, fill_value=-1)
""", reference="(jnp.array([0, -1]),)"),
        Example("""
@jax.jit
def f(x):
    return jnp.argwhere(x)
""", run="f(jnp.array([1, 0, 1]))", raises="ConcretizationTypeError",
            line=3, message="jnp.argwhere on a value traced by jax.jit (parameter 'x') has a data-dependent shape (ConcretizationTypeError)", fixed="""
@jax.jit
def f(x):
    return jnp.argwhere(x, size=x.size, fill_value=-1)
""", reference="jnp.array([[0], [2], [-1]])"),
        Example("""
@jax.jit
def f(x):
    return jnp.flatnonzero(x)
""", run="f(jnp.array([1, 0, 1]))", raises="ConcretizationTypeError",
            line=3, message="jnp.flatnonzero on a value traced by jax.jit (parameter 'x') has a data-dependent shape (ConcretizationTypeError)", fixed="""
@jax.jit
def f(x):
    return jnp.flatnonzero(x, size=x.size, fill_value=-1)
""", reference="jnp.array([0, 2, -1])"),
        Example("""
def first_hit(scores, relevant):
    order = jnp.argsort(-scores)
    ranks = jnp.nonzero(relevant[order])[0]
    return 1.0 / (ranks.min() + 1)
@jax.jit
def mrr(scores, relevant):
    return jax.vmap(first_hit)(scores, relevant).mean()
""", run="mrr(jnp.array([[0.1, 0.9, 0.5], [0.3, 0.2, 0.7]]), jnp.array([[True, False, True], [False, True, False]]))",
            raises="ConcretizationTypeError", line=3,
            message="jnp.nonzero on a value traced by jax.jit (parameter 'relevant') has a data-dependent shape",
            fixed="""
def first_hit(scores, relevant):
    order = jnp.argsort(-scores)
    ranks = jnp.nonzero(relevant[order], size=relevant[order].size, fill_value=relevant[order].size)[0]
    return 1.0 / (ranks.min() + 1)
@jax.jit
def mrr(scores, relevant):
    return jax.vmap(first_hit)(scores, relevant).mean()
""", reference="jnp.asarray(5 / 12)"),
        Example("""
@jax.jit
def f(data, ids):
    return jax.ops.segment_sum(data, ids)
""", run="f(jnp.array([1.0, 2.0, 3.0]), jnp.array([0, 1, 1]))", raises="ConcretizationTypeError",
            line=3, message="jax.ops.segment_sum on a value traced by jax.jit (parameter 'ids') has a data-dependent shape (ConcretizationTypeError); pass num_segments=", fixed="""
@jax.jit
def f(data, ids):
    return jax.ops.segment_sum(data, ids, num_segments=ids.size)
""", reference="jnp.array([1.0, 5.0, 0.0])"),
        Example("""
@jax.jit
def f(a, b):
    return jnp.union1d(a, b)
""", run="f(jnp.array([3, 1]), jnp.array([1, 2]))", raises="ConcretizationTypeError",
            line=3, message="jnp.union1d on a value traced by jax.jit (parameter 'a') has a data-dependent shape (ConcretizationTypeError); pass size= (and fill_value=)"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        qual = self.ctx.callee(node) or ""
        if not qual.startswith(("jax.numpy.", "jax.ops.", "jax.experimental.sparse.")):
            return
        known = fact(qual)
        name = qual.rsplit(".", 1)[-1]
        positional = [a for a in node.args if a.keyword is None and not a.star]
        spelled_none = False  # `jnp.where(c, x, y)` with x and y None (defaults no caller overrides)
        if qual == "jax.numpy.where":
            if any(a.keyword is not None or a.star for a in node.args) or not (
                    len(positional) == 1 or all(self.value(a.value).pytype == "none" for a in positional[1:])):
                return
            spelled_none = len(positional) > 1
        elif not (known is not None and known.dynamic_shape):
            return
        keyword, source, slot = known.size_bound if known is not None and known.size_bound else ("size", 0, None)
        if any(a.keyword is not None and a.keyword.value == keyword for a in node.args) or (
                slot is not None and len(positional) > slot):
            return
        values = [self.value(a.value) for a in positional]
        tracer = next((v for v in values[source:source + 1] + values if v.traced), None)
        what = "one-argument jnp.where" if name == "where" else short_name(qual)
        if tracer is not None:
            on = f"on a value {self.describe(tracer)}"
        elif self.ctx.stages_constants and source < len(values) and values[source].static:
            on = f"under {self.ctx.via}, which stages it even on a concrete array,"
        else:
            return
        fix = self._on_host(node, qual) if tracer is None and not spelled_none else None
        if fix is None and known is not None and known.size_bound and not spelled_none:
            fix = size_fix(self.ctx, node, known)
        self.report(node, f"{what} {on} has a data-dependent shape "
                          f"(ConcretizationTypeError); pass {keyword}=" + (" (and fill_value=)" if keyword == "size"
                                                                           else ""), fix)

    def _on_host(self, node: cst.Call, qual: str) -> PendingFix | None:
        """Every argument concrete (jit stages the call anyway): its NumPy twin computes the exact
        result at trace time, `jnp.unique(a)` -> `np.unique(a)`. Unsafe: a NumPy array (int64 or
        float64) where jnp gave a JAX one."""
        leaf = qual.removeprefix("jax.numpy.")
        if leaf == qual or fact(f"numpy.{leaf}") is None or any(a.star for a in node.args):
            return None
        if not all(self.value(a.value).static for a in node.args):
            return None
        np, edit = name_for(self.ctx.module, "numpy")
        if np is None:
            return None
        return PendingFix(f"Compute it with {np}.{leaf}: its input is concrete, so the result's length is known "
                          f"at trace time", [NodeEdit(node.func, f"{np}.{leaf}")] + ([edit] if edit else []),
                          Applicability.UNSAFE)
