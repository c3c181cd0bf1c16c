"""JAX103 builtin-min-max, JAX104 builtin-reduction, JAX105 concretization."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.values import Value, element_of
from jaxlint.fixers.calls import min_max_fix, reduction_fix
from jaxlint.rules.base import Example, Rule


def positional_values(rule: Rule, node: cst.Call) -> list[tuple[cst.Arg, Value]]:
    return [(a, rule.value(a.value)) for a in node.args if a.keyword is None and not a.star]


class BuiltinMinMax(Rule):
    code = "JAX103"
    name = "builtin-min-max"
    summary = "builtin `min`/`max` on traced values"
    fix_availability = "Always"
    docs = """\
## What it does
Finds calls of Python's builtin `min` and `max` that compare traced values.

## Why is this bad?
`max(a, b)` evaluates `b > a` and asks for its truth value. For tracers there is none, so JAX
raises `TracerBoolConversionError` (or a "truth value is ambiguous" `ValueError` for arrays).

## Example
```python
@jax.jit
def clip_low(x):
    return max(x, 0.0)
```

## Use instead
```python
@jax.jit
def clip_low(x):
    return jnp.maximum(x, 0.0)
```
`jnp.minimum`/`jnp.maximum` compare element-wise (nest them for more than two values);
`jnp.min`/`jnp.max` reduce one array.

## Fix safety
Safe for numbers and arrays of one shape: the result has the same value; `jnp.maximum` also
broadcasts, where `max` would have failed.
"""
    valid = (
        Example("""
@jax.jit
def f(x):
    return jnp.maximum(x, 0.0)
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(x):
    n = min(x.shape[0], 2)
    return x[:n]
""", run="f(jnp.ones(3))"),
        Example("""
@partial(jax.jit, static_argnums=(1,))
def f(x, k):
    return x * max(k, 1)
""", run="f(jnp.ones(3), 2)"),
        Example("""
@jax.jit
def f(x):
    return jnp.max(x) - jnp.min(x)
""", run="f(jnp.arange(3.0))"),
        Example("""
@jax.jit
def f(xs):
    widest = max(len(xs), 1)
    return jnp.stack(xs) / widest
""", run="f([jnp.ones(2), jnp.zeros(2)])"),
    )
    invalid = (
        Example("""
@jax.jit
def f(x):
    return max(x, 0.0)
""", run="f(1.0)", raises="TracerBoolConversionError"),
        Example("""
@jax.jit
def f(x, y):
    return min(x, y)
""", run="f(1.0, 2.0)", raises="TracerBoolConversionError"),
        Example("""
@jax.jit
def f(x):
    return max(x)
""", run="f(jnp.arange(3.0))", raises="TracerBoolConversionError"),
        Example("""
@jax.jit
def f(a, b, c):
    return max(a, b, c)
""", run="f(1.0, 2.0, 3.0)", raises="TracerBoolConversionError"),
        Example("""
@jax.jit
def f(x):
    return min(jnp.sum(x), 1.0)
""", run="f(jnp.ones(3))", raises="TracerBoolConversionError"),
        Example("""
@jax.jit
def f(x):
    parts = [x.sum(), x.mean()]
    return max(parts)
""", run="f(jnp.ones(3))", raises="TracerBoolConversionError"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        name = self.ctx.call_targets.get(id(node))
        if name not in ("min", "max"):
            return
        args = positional_values(self, node)
        reducer = "jnp.minimum" if name == "min" else "jnp.maximum"
        if len(args) >= 2:
            tracer = next((v for _, v in args if v.traced), None)
            if tracer is not None:
                self.report(node, f"builtin '{name}' compares a value {self.describe(tracer)} and raises "
                                  f"TracerBoolConversionError; use {reducer}",
                            min_max_fix(self.ctx, node, name, iterable_is_array=False))
        elif len(args) == 1:
            value = args[0][1]
            if value.items is not None and len(value.items) < 2:
                return
            element = element_of(value)
            if element.traced:
                is_array = value.traced and value.pytype is None
                self.report(node, f"builtin '{name}' compares values {self.describe(element)} and raises "
                                  f"TracerBoolConversionError; use jnp.{name}",
                            min_max_fix(self.ctx, node, name, iterable_is_array=is_array))


class BuiltinReduction(Rule):
    code = "JAX104"
    name = "builtin-reduction"
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
`jnp.any`/`jnp.all`/`jnp.sort` return arrays instead of Python values; inside a traced
function that is the only thing that can work, so the rewrite is safe there.
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
    )
    invalid = (
        Example("""
@jax.jit
def f(x):
    return any(jnp.isnan(x))
""", run="f(jnp.ones(3))", raises="TracerBoolConversionError"),
        Example("""
@jax.jit
def f(x):
    return all(x > 0)
""", run="f(jnp.ones(3))", raises="TracerBoolConversionError"),
        Example("""
@jax.jit
def f(x):
    return sorted(x)
""", run="f(jnp.arange(3.0))", raises="TracerBoolConversionError"),
        Example("""
@jax.jit
def f(x, y):
    return all([x > 0, y > 0])
""", run="f(1.0, 2.0)", raises="TracerBoolConversionError"),
        Example("""
@jax.jit
def f(xs):
    return any(v > 1 for v in xs)
""", run="f(jnp.arange(3.0))", raises="TracerBoolConversionError"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        name = self.ctx.call_targets.get(id(node))
        if name not in ("any", "all", "sorted"):
            return
        args = positional_values(self, node)
        if not args:
            return
        element = element_of(args[0][1])
        if not element.traced:
            return
        replacement = {"any": "jnp.any", "all": "jnp.all", "sorted": "jnp.sort"}[name]
        action = "compares" if name == "sorted" else "tests the truth of"
        self.report(node, f"builtin '{name}' {action} values {self.describe(element)} and raises "
                          f"TracerBoolConversionError; use {replacement}", reduction_fix(self.ctx, node, name))


class Concretization(Rule):
    code = "JAX105"
    name = "concretization"
    summary = "`bool()`/`int()`/`float()`/`complex()`/`.item()`/`.tolist()` on a traced value"
    docs = """\
## What it does
Finds conversions of a traced value into a Python scalar or list: `bool(x)`, `int(x)`,
`float(x)`, `complex(x)`, `x.item()` and `x.tolist()`.

## Why is this bad?
A tracer stands for every possible value of its shape and dtype; it has no concrete number to
hand over. JAX raises `ConcretizationTypeError` (`TracerBoolConversionError` for `bool`).
Note that under `jax.grad` alone `int(x)` and `x.item()` still work, but `float(x)` does not.

## Example
```python
@jax.jit
def scale(x, factor):
    return x * float(factor)
```

## Use instead
```python
@jax.jit
def scale(x, factor):
    return x * factor  # keep it an array
```
or mark the argument static (`@partial(jax.jit, static_argnames=("factor",))`) when it really
is a Python number.
"""
    valid = (
        Example("""
@jax.jit
def f(x):
    return x * float(x.shape[0])
""", run="f(jnp.ones(3))"),
        Example("""
@partial(jax.jit, static_argnames=("factor",))
def f(x, factor):
    return x * float(factor)
""", run="f(jnp.ones(3), factor=2)"),
        Example("""
@jax.jit
def f(x):
    return x.astype(jnp.int32)
""", run="f(jnp.ones(3))"),
        Example("""
def f(x):
    return x * int(x)
g = jax.grad(lambda x: f(x))
""", run="g(2.0)"),
        Example("""
@jax.jit
def f(x):
    n = int(np.prod(x.shape))
    return x.reshape(n)
""", run="f(jnp.ones((2, 2)))"),
    )
    invalid = (
        Example("""
@jax.jit
def f(x, factor):
    return x * float(factor)
""", run="f(jnp.ones(3), 2.0)", raises="ConcretizationTypeError"),
        Example("""
@jax.jit
def f(x):
    return int(x.sum())
""", run="f(jnp.ones(3))", raises="ConcretizationTypeError"),
        Example("""
@jax.jit
def f(x):
    return x.sum().item()
""", run="f(jnp.ones(3))", raises="ConcretizationTypeError"),
        Example("""
@jax.jit
def f(x):
    return x.tolist()
""", run="f(jnp.ones(3))", raises="ConcretizationTypeError"),
        Example("""
@jax.jit
def f(x):
    return bool(x > 0)
""", run="f(1.0)", raises="TracerBoolConversionError"),
        Example("""
@jax.vmap
def f(x):
    return complex(x)
""", run="f(jnp.ones(3))", raises="ConcretizationTypeError"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        name = self.ctx.call_targets.get(id(node))
        if name in ("bool", "int", "float", "complex"):
            args = positional_values(self, node)
            if args and args[0][1].traced:
                error = "TracerBoolConversionError" if name == "bool" else "ConcretizationTypeError"
                self.report(node, f"{name}() on a value {self.describe(args[0][1])} raises {error}; keep it an "
                                  f"array, or mark the argument static with static_argnames")
            return
        func = node.func
        if name is None and isinstance(func, cst.Attribute) and func.attr.value in ("item", "tolist"):
            base = self.value(func.value)
            if base.traced and base.pytype is None:
                self.report(node, f".{func.attr.value}() on a value {self.describe(base)} raises "
                                  f"ConcretizationTypeError; keep it an array, or return it and convert outside")
