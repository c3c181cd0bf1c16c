"""JAX104 builtin-reduction: Python's `any`/`all`/`sorted` test the truth of tracers."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import ARRAY, element_of
from jaxlint.fixers.deferred import deferred
from jaxlint.fixers.edits import eager_callers_unsafe
from jaxlint.rules.base import TRACED, Example, Rule
from jaxlint.rules.common import positional_values

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
reduction_fix = deferred("jaxlint.fixers.calls", "reduction_fix")


class BuiltinReduction(Rule):
    name = "builtin-reduction"
    kind = TRACED
    summary = "builtin `any`/`all`/`sorted` on traced values"
    fix_availability = "Always"
    docs = """\
## What it does
Finds Python's builtin `any`, `all` and `sorted` applied to a traced array or to a sequence of
traced values.

## Why is this bad?
`any` and `all` ask for the truth value of each element, `sorted` compares elements; each
raises `TracerBoolConversionError` at trace time.

## Example
```python
@jax.jit
def has_nan(x):
    return any(jnp.isnan(x))
```

## Use instead
```python
@jax.jit
def has_nan(x):
    return jnp.any(jnp.isnan(x))
```

## Fix safety
`any`/`all` of a traced array become `jnp.any`/`jnp.all`: safe, the original raises for every
input and the rewrite returns the boolean the code asked for. `sorted` becomes `jnp.sort`
(`[::-1]` for `reverse=True`): unsafe, because a list becomes an array and callers that use
list methods on the result would break. A `key=` argument is never rewritten.

In a helper the analysis reached from traced code (a function that is not itself jitted,
vmapped or a `lax` body), the safe rewrites here are unsafe: the helper may also run
eagerly, on NumPy arrays or Python numbers, which would become JAX arrays.

Only values computed as arrays (or annotated or used as arrays) are reported: `sorted(params)`
on an argument that may be a dict iterates its keys and works under `jit`.
"""
    valid = (
        Example("""
@jax.jit
def f(x):
    return jnp.any(jnp.isnan(x))
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(x):
    return x if all(d > 0 for d in x.shape) else -x
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(x):
    order = sorted(range(x.ndim), reverse=True)
    return jnp.transpose(x, order)
""", run="f(jnp.ones((2, 3)))"),
        Example("""
@jax.jit
def f(x):
    return jnp.sort(x)
""", run="f(jnp.arange(3.0))"),
        Example("""
@partial(jax.jit, static_argnames=("flags",))
def f(x, flags):
    return x * 2 if any(flags) else x
""", run="f(jnp.ones(2), flags=(False, True))"),
        Example("""
@jax.jit
def f(params):
    total = 0.0
    for name in sorted(params):
        total = total + params[name].sum()
    return total + params["bias"]
""", run="f({'w': jnp.ones(3), 'bias': jnp.zeros(())})"),
        Example("""
@jax.jit
def f(d):
    total = 0.0
    for k in sorted(d):
        total = total + d[k]
    return total
""", run="f({'a': jnp.ones(2), 'b': jnp.ones(2)})"),
    )
    invalid = (
        Example("""
@jax.jit
def f(x):
    return any(jnp.isnan(x))
""", run="f(jnp.ones(3))", raises="TracerBoolConversionError",
            line=3, message="builtin 'any' tests the truth of values traced by jax.jit (parameter 'x') and", fixed="""
@jax.jit
def f(x):
    return jnp.any(jnp.isnan(x))
"""),
        Example("""
@jax.jit
def f(x):
    return all(x > 0)
""", run="f(jnp.ones(3))", raises="TracerBoolConversionError",
            line=3, message="builtin 'all' tests the truth of values traced by jax.jit (parameter 'x') and", fixed="""
@jax.jit
def f(x):
    return jnp.all(x > 0)
"""),
        Example("""
@jax.jit
def f(x: jax.Array):
    return sorted(x)
""", run="f(jnp.arange(3.0))", raises="TracerBoolConversionError",
            line=3, message="builtin 'sorted' compares values traced by jax.jit (parameter 'x') and", fixed="""
@jax.jit
def f(x: jax.Array):
    return jnp.sort(x)
"""),
        Example("""
@jax.jit
def f(x, y):
    return all([x > 0, y > 0])
""", run="f(1.0, 2.0)", raises="TracerBoolConversionError",
            line=3, message="builtin 'all' tests the truth of values traced by jax.jit (parameter 'x') and", fixed="""
@jax.jit
def f(x, y):
    return jnp.all(jnp.asarray([x > 0, y > 0]))
"""),
        Example("""
@jax.jit
def f(xs):
    return any(v > 1 for v in xs)
""", run="f(jnp.arange(3.0))", raises="TracerBoolConversionError",
            line=3, message="builtin 'any' tests the truth of values traced by jax.jit (parameter 'xs') and", fixed="""
@jax.jit
def f(xs):
    return jnp.any(jnp.asarray([v > 1  for v in xs]))
"""),
    )

    def visit_Call(self, node: cst.Call) -> None:
        name = self.ctx.callee(node)
        if name not in ("any", "all", "sorted"):
            return
        args = positional_values(self, node)
        if not args:
            return
        element = element_of(args[0][1])
        if not element.traced:
            return
        if args[0][1].traced and self.ctx.array_status(args[0][0].value) != ARRAY:
            return  # iterating a dict gives its keys: `sorted(params)` is fine unless params is an array
        replacement = {"any": "jnp.any", "all": "jnp.all", "sorted": "jnp.sort"}[name]
        action = "compares" if name == "sorted" else "tests the truth of"
        self.report(node, f"builtin '{name}' {action} values {self.describe(element)} and raises "
                          f"TracerBoolConversionError; use {replacement}",
                    eager_callers_unsafe(self.ctx, reduction_fix(self.ctx, node, name)))
