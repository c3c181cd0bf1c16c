"""JAX101 traced-control-flow: Python `if`/`while`/ternary/`assert` on a tracer."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import iter_tree
from jaxlint.fixers.checks import assert_fix
from jaxlint.fixers.static_args import declared_static, static_arg_fix
from jaxlint.fixers.where import if_statement_fix, ternary_fix
from jaxlint.rules.base import TRACED, Example, Rule
from jaxlint.rules.common import maybe_container, static_hint


def flag_parameter(ctx, test: cst.BaseExpression) -> str | None:
    """The parameter a test is about when it is a Python-flag test: `p`, `not p`, `p == "x"`."""
    while isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        test = test.expression
    compared = False
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1 and isinstance(
            test.comparisons[0].comparator, (cst.SimpleString, cst.Integer, cst.Name)):
        comparator = test.comparisons[0].comparator
        if isinstance(comparator, cst.Name) and comparator.value not in ("None", "True", "False"):
            return None
        test = test.left
        compared = True
    if isinstance(test, cst.Name):
        value = ctx.value(test)
        if value.traced and value.param == test.value and ctx.is_parameter(test.value):
            declared = declared_static(ctx, test.value)
            if declared or not compared and declared is None:
                return test.value
    return None


def next_statement(function: cst.CSTNode, stmt: cst.CSTNode) -> cst.CSTNode | None:
    """The statement right after `stmt` in its block (searched within `function`)."""
    for node in iter_tree(function):
        if isinstance(node, (cst.IndentedBlock, cst.Module)):
            body = node.body
            for i, item in enumerate(body):
                if item is stmt:
                    return body[i + 1] if i + 1 < len(body) else None
    return None


class TracedControlFlow(Rule):
    name = "traced-control-flow"
    kind = TRACED
    summary = "Python `if`/`elif`/`while`/ternary/`assert` on a traced value"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds Python control flow (`if`, `elif`, `while`, conditional expressions, `assert`, and
`if` clauses of comprehensions) whose condition is a value traced by `jax.jit`, `jax.vmap`,
`jax.pmap`, `jax.checkpoint` or a `lax` control-flow body.

## Why is this bad?
Under a transformation the condition is an abstract tracer with no concrete truth value.
Python asks for one anyway and JAX raises `TracerBoolConversionError` (or, for arrays with
more than one element, "The truth value of an array ... is ambiguous"). `jax.grad` alone does
not trace this way, so code that worked under `grad` breaks once it is wrapped in `jit`.

## Known problems
A parameter with a default value is traced only when a caller passes it (positionally or by
keyword): jaxlint looks at the calls it can see (of the jitted function's name, of the name
bound to `jax.jit(f)`, of `jax.jit(f)(...)` itself) and keeps the default's Python value when
none passes it, since that code works. A caller it cannot see (another package) that passes
the flag would break: mark such parameters static.

## Example
```python
@jax.jit
def relu(x):
    if x > 0:
        return x
    return 0.0
```

## Use instead
```python
@jax.jit
def relu(x):
    return jnp.where(x > 0, x, 0.0)
```
Use `lax.cond` when the branches are expensive or have different side effects,
`lax.while_loop` for loops, and `static_argnames` when the condition is a Python flag.

## Fix safety
Rewrites to `jnp.where` are offered only when both branches are side-effect-free expressions
(`jnp.where` evaluates both). They are safe, except when a branch can produce inf or NaN where
it is not selected (division, `log`, `sqrt`, `**`...): the forward values still match, but
`jax.grad` of `jnp.where` propagates the NaN of the unselected branch, so those rewrites are
unsafe. Comments inside a rewritten `if` statement make it unsafe too (they would be dropped).
Marking a flag parameter static is safe when it has a literal default or an `int`/`bool`/`str`
annotation, unsafe otherwise (a caller passing an array would then fail); a parameter annotated
as an array (`jax.Array`, `jnp.ndarray`, `ArrayLike`) or used as one (`n.sum()`) is never marked
static. An `assert` becomes `checkify.check(cond, msg)` in a function the module checkifies, or
`v = eqx.error_if(v, jnp.logical_not(cond), msg)` (on an array the condition reads and the code
after it reads again) in a module that imports equinox: unsafe, the error is raised when the
compiled function runs, as a runtime error rather than `AssertionError`. Elsewhere the advice
shows both.
"""
    valid = (
        Example("""
@jax.jit
def f(x):
    if x.ndim == 1:
        return x * 2
    return x
""", run="f(jnp.ones(3))"),
        Example("""
@partial(jax.jit, static_argnames=("training",))
def f(x, training):
    if training:
        return x * 0.5
    return x
""", run="f(jnp.ones(3), training=True)"),
        Example("""
def loss(x):
    if x > 0:
        return x ** 2
    return -x
grad_loss = jax.grad(loss)
""", run="grad_loss(1.0)"),
        Example("""
@jax.jit
def f(x, mask=None):
    if mask is None:
        return x
    return x * mask
""", run="f(jnp.ones(3))"),
        Example("""
@jax.jit
def f(x):
    n = x.shape[0]
    while n > 1:
        n = n // 2
    return x * n if x.shape[0] > 2 else x
""", run="f(jnp.ones(4))"),
        Example("""
def f(x, flag):
    return x * 2 if flag else x
g = jax.vmap(f, in_axes=(0, None))
""", run="g(jnp.ones(3), True)"),
        Example("""
@jax.jit
def f(x):
    assert x.shape == (3,), "expected a vector of 3"
    return jnp.where(x > 0, x, 0.0)
""", run="f(jnp.ones(3))"),
        Example("""
def f(x, y, flag):
    return x * 2 + y if flag else x + y
g = jax.jit(functools.partial(f, flag=True))
""", run="g(jnp.ones(3), jnp.ones(3))"),
        Example("""
def body(i, carry, causal=False):
    if causal:
        return carry + i
    return carry
def f(x):
    return lax.fori_loop(0, 3, body, x)
""", run="f(1.0)"),
        Example("""
@jax.jit
def f(params, x):
    if params:
        x = x * params["scale"]
    return x
""", run="f({'scale': jnp.ones(())}, jnp.ones(3))"),
        Example("""
@jax.jit
def f(x):
    if jnp.issubdtype(x.dtype, jnp.integer) or not hasattr(x, "shape"):
        return x
    if isinstance(x, jax.core.Tracer) and x.dtype == jnp.float32:
        return x * 2
    return x
""", run="f(jnp.ones(2))"),
        Example("""
@jax.jit
def f(x):
    with jax.ensure_compile_time_eval():
        n = jnp.array(3)
        if n > 2:
            x = x * n
    return x
""", run="f(jnp.ones(2))"),
    )
    invalid = (
        Example("""
@jax.jit
def f(x):
    if x.sum() < 0:
        return -x
    return x
""", run="f(jnp.ones(3))", raises="TracerBoolConversionError",
            line=3, message="Python 'if' on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jnp.where(x.sum() < 0, -x, x)
""", grad="jax.grad(lambda v: f(v).sum())(jnp.array([1.0, -3.0]))"),
        Example("""
@jax.jit
def f(x):
    return x if x > 0 else -x
""", run="f(1.0)", raises="TracerBoolConversionError",
            line=3, message="Python '... if ... else ...' on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jnp.where(x > 0, x, -x)
"""),
        Example("""
@jax.jit
def f(x, n):
    while n > 0:
        x = x * 2
        n = n - 1
    return x
""", run="f(1.0, 3)", raises="TracerBoolConversionError",
            line=3, message="Python 'while' on a value traced by jax.jit (parameter 'n')"),
        Example("""
def f(x, training=False):
    if training:
        return x * 0.5
    return x
g = jax.jit(f)
def dropout_half(x):
    return g(x, True)
""", run="dropout_half(jnp.ones(3))", raises="TracerBoolConversionError",
            line=2, message="Python 'if' on a value traced by jax.jit (parameter 'training')", fixed="""
def f(x, training=False):
    if training:
        return x * 0.5
    return x
g = jax.jit(f, static_argnames=("training",))
def dropout_half(x):
    return g(x, True)
"""),
        Example("""
@jax.jit
def f(x):
    assert x.max() < 10
    return x
""", run="f(jnp.ones(3))", raises="TracerBoolConversionError",
            line=3, message="Python 'assert' on a value traced by jax.jit (parameter 'x')"),
        Example("""
def body(i, acc):
    if acc > 10:
        return acc
    return acc + i
def total(n):
    return lax.fori_loop(0, n, body, 0)
""", run="total(5)", raises="TracerBoolConversionError",
            line=2, message="Python 'if' on a value traced by lax.fori_loop (parameter 'acc')", fixed="""
def body(i, acc):
    return jnp.where(acc > 10, acc, acc + i)
def total(n):
    return lax.fori_loop(0, n, body, 0)
"""),
        Example("""
@jax.jit
def f(x):
    y = jnp.tanh(x)
    if y > 0.5:
        y = y * 2
    elif y < -0.5:
        y = y / 2
    return y
""", run="f(0.1)", raises="TracerBoolConversionError",
            line=4, message="Python 'if' on a value traced by jax.jit (parameter 'x')"),
        Example("""
def loss(x):
    if x > 0:
        return x ** 2
    return -x
step = jax.jit(jax.grad(loss))
""", run="step(1.0)", raises="TracerBoolConversionError",
            line=2, message="Python 'if' on a value traced by jax.jit (parameter 'x')", fixed="""
def loss(x):
    return jnp.where(x > 0, x ** 2, -x)
step = jax.jit(jax.grad(loss))
"""),
        Example("""
@jax.jit
def f(x):
    if x > 0:
        return x
    return -x
""", run="f(jnp.ones(3))", raises="ValueError",
            line=3, message="Python 'if' on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jnp.where(x > 0, x, -x)
""", reference="jnp.ones(3)"),
    )

    def __init__(self, sink) -> None:
        super().__init__(sink)
        self._elifs: set[int] = set()

    def _check(self, node: cst.CSTNode, test: cst.BaseExpression, keyword: str, advice: str,
               make_fix=None) -> None:
        value = self.value(test)
        if not value.traced or value.pytype == "pytree" or maybe_container(self.ctx, value):
            return  # a dict or tuple argument's truth is its length: fine under jit
        hint = advice + static_hint(self.ctx, value)
        flag = flag_parameter(self.ctx, test)
        fix = static_arg_fix(self.ctx, flag) if flag is not None else None
        if fix is None and make_fix is not None:
            fix = make_fix()
        self.report(node, f"Python '{keyword}' on a value {self.describe(value)} raises "
                          f"TracerBoolConversionError; {hint}", fix)

    def visit_If(self, node: cst.If) -> None:
        if isinstance(node.orelse, cst.If):
            self._elifs.add(id(node.orelse))
        is_elif = id(node) in self._elifs
        keyword = "elif" if is_elif else "if"
        ctx = self.ctx

        def make_fix():
            if is_elif:
                return None
            following = next_statement(ctx.function.node, node) if node.orelse is None else None
            return if_statement_fix(ctx, node, following, ctx.bound_names())

        self._check(node.test, node.test, keyword, "use jnp.where or lax.cond", make_fix)

    def visit_While(self, node: cst.While) -> None:
        self._check(node.test, node.test, "while", "use lax.while_loop or lax.fori_loop")

    def visit_IfExp(self, node: cst.IfExp) -> None:
        self._check(node.test, node.test, "... if ... else ...", "use jnp.where or lax.cond",
                    lambda: ternary_fix(self.ctx, node))

    def visit_Assert(self, node: cst.Assert) -> None:
        self._check(node.test, node.test, "assert",
                    "use jax.experimental.checkify.check or check outside the transformed function",
                    lambda: assert_fix(self.ctx, node))

    def visit_CompIf(self, node: cst.CompIf) -> None:
        self._check(node.test, node.test, "if (in a comprehension)", "use jnp.where on the stacked values")
