"""JAX814 lax-output-mismatch: `lax.cond`/`lax.switch` branches, or a lax loop's body and init,
that the text shows cannot agree in pytree structure or dtype."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import BRANCHING, LOOPS, facts
from jaxlint.fixers.literals import float_literal_fix
from jaxlint.rules.base import MODULE, Example, Rule


class LaxOutputMismatch(Rule):
    name = "lax-output-mismatch"
    kind = MODULE
    triggers = facts.spellings(list(BRANCHING) + list(LOOPS))
    summary = "`lax.cond`/`switch` branches, or a lax loop's carry, with a different structure or dtype kind"
    docs = """\
## What it does
Finds `lax.cond` and `lax.switch` calls whose branches (lambdas or defs of the module) return
values that cannot have the same type, and `lax.fori_loop`, `lax.while_loop` and `lax.scan` calls
whose body returns a carry that cannot have the type of the init: a tuple of another length, a
list against a tuple, dicts with other keys, `None` against a value, or leaves of another dtype
kind (bool, int, float, complex), as literals, dtype constructors (`jnp.int32(0)`,
`jnp.zeros(n, dtype=jnp.int32)`), true division, comparisons and always-inexact functions
(`jnp.exp`, `jnp.mean`, `jax.random.normal`) fix it. A `scan` body that does not return a
`(carry, output)` pair is reported too, and a carry the body grows from itself
(`jnp.append(history, x)`, `jnp.concatenate([path, x[None]])`, `jnp.stack([c, c])`).

## Why is this bad?
lax control flow traces each function once and requires all branches to produce, and a loop body
to carry, exactly the same pytree structure and dtypes. A mismatch raises `TypeError` at the call
(`cond branches must have equal output types`, `scan body function carry input and carry output
must have equal types`) whether or not the code is jitted. JAX promotes a weakly typed init (a
Python scalar, `jnp.array(0)`) to a body that returns a higher kind (`fori_loop(0, n, body, 0)`
with a float body runs), but never an explicitly typed one, and `cond` never promotes an int
branch to a float one.

## Example
```python
def safe_log(x):
    return lax.cond(x > 0, lambda v: jnp.log(v), lambda v: 0, x)
```

## Use instead
```python
def safe_log(x):
    return lax.cond(x > 0, lambda v: jnp.log(v), lambda v: 0.0, x)
```
Give every branch (and the loop's init) the dtype the computation produces:
`jnp.zeros((), dtype=jnp.float32)`, `0.0`, or `.astype(...)` on the result. A history is
preallocated (`jnp.zeros(n)`) and written with `.at[i].set(x)`, or returned as scan outputs.

## Fix
A lambda branch that returns an int literal where another branch returns a float becomes a float
literal (`lambda v: 0` -> `lambda v: 0.0`). The original cannot run, so the fix changes no
working code; a branch of another float width (`bfloat16`) may still differ.

## Known problems
Shapes are not inferred (`lambda x: x` against `lambda x: x[0]` is not reported), nor the dtype of
a parameter, of an unknown function's result or of anything the text does not spell; branches
and bodies handed in through a parameter, `partial` or another module are not judged.
"""
    valid = (
        Example("""
def safe_log(x):
    return lax.cond(x > 0, lambda v: jnp.log(v), lambda v: 0.0, x)
""", run="jax.jit(safe_log)(jnp.float32(2.0))"),
        Example("""
def total(xs):
    return lax.fori_loop(0, xs.shape[0], lambda i, acc: acc + xs[i] * 0.5, 0)
""", run="jax.jit(total)(jnp.arange(4.0))"),
        Example("""
def count(xs):
    def body(carry, x):
        n, s = carry
        return (n + 1, s + x), x * 2
    return lax.scan(body, (0, 0.0), xs)
""", run="jax.jit(count)(jnp.arange(3.0))"),
        Example("""
def pick(i, x):
    return lax.switch(i, [lambda v: v * 2.0, lambda v: jnp.exp(v), lambda v: jnp.zeros_like(v)], x)
""", run="jax.jit(pick)(1, jnp.ones(3))"),
        Example("""
def steps(x):
    state = (jnp.int32(0), x)
    return lax.while_loop(lambda s: s[0] < 3, lambda s: (s[0] + 1, s[1] / 2), state)
""", run="jax.jit(steps)(jnp.float32(8.0))"),
        Example("""
def argbest(x):
    return lax.cond(x[0] > 0, lambda v: jnp.argmax(v), lambda v: 0, x)
""", run="jax.jit(argbest)(jnp.arange(3.0))"),
        Example("""
def grow(x, n):
    return lax.fori_loop(0, n, lambda i, c: c * x, jnp.array(1))
""", run="jax.jit(grow)(jnp.float32(1.5), 3)"),
    )
    invalid = (
        Example("""
def safe_log(x):
    return lax.cond(x > 0, lambda v: jnp.log(v), lambda v: 0, x)
""", run="jax.jit(safe_log)(jnp.float32(2.0))", raises="TypeError", line=2,
            message="the true branch gives at least a float, the false branch an int", fixed="""
def safe_log(x):
    return lax.cond(x > 0, lambda v: jnp.log(v), lambda v: 0.0, x)
"""),
        Example("""
def total(xs):
    return lax.fori_loop(0, xs.shape[0], lambda i, acc: acc + xs[i] * 0.5, jnp.int32(0))
""", run="jax.jit(total)(jnp.arange(4.0))", raises="TypeError", line=2,
            message="the init is an int, the body gives at least a float"),
        Example("""
def running_mean(xs):
    def body(carry, x):
        n, s = carry
        return (n + 1, s + x, s / (n + 1)), x
    return lax.scan(body, (0, 0.0), xs)
""", run="running_mean(jnp.arange(3.0))", raises="TypeError", line=5,
            message="the init is a tuple of 2, the body gives a tuple of 3"),
        Example("""
def cumulative(xs):
    return lax.scan(lambda c, x: c + x, 0.0, xs)
""", run="cumulative(jnp.arange(3.0))", raises="TypeError", line=2,
            message="not a (carry, output) pair"),
        Example("""
def pick(i, x):
    return lax.switch(i, [lambda v: (v, v), lambda v: v * 2.0], x)
""", run="jax.jit(pick)(1, jnp.ones(3))", raises="TypeError", line=2,
            message="branch 0 gives a tuple of 2, branch 1 at least a float"),
        Example("""
def settle(t, dt):
    step = jnp.zeros((), dtype=jnp.int32)
    return lax.while_loop(lambda c: c[0] < 5, lambda c: (c[0] + 1, c[1] + dt, c[2] > 3), (step, t, 0))
""", run="jax.jit(settle)(jnp.float32(0.0), 0.1)", raises="TypeError", line=3,
            message="the init is an int at [2], the body gives a bool"),
        Example("""
def record(xs):
    def step(history, x):
        return jnp.append(history, 2 * x), x
    return lax.scan(step, jnp.zeros(0), xs)
""", run="record(jnp.arange(3.0))", raises="TypeError", line=4,
            message="returns a carry that grows: jnp.append of the carry itself"),
        Example("""
def clipped(x):
    def small(v):
        return v * 2.0
    def large(v):
        return None
    return lax.cond(jnp.max(x) > 1, large, small, x)
""", run="clipped(jnp.ones(3))", raises="TypeError", line=6,
            message="the true branch gives None"),
    )

    def visit_Call(self, node: cst.Call) -> None:
        if not node.args:
            return
        found = self.ctx.lax_output_mismatch(node)
        if found is None:
            return
        self.report(node, found.clause, float_literal_fix(found.literal) if found.literal is not None else None)
