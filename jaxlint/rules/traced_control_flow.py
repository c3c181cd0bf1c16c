"""JAX101 traced-control-flow: Python `if`/`while`/ternary/`assert` on a tracer."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import facts
from jaxlint.fixers.edits import code
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import TRACED, Example, Rule
from jaxlint.rules.common import ReportsWhenWalked, flag_parameter, maybe_container, static_hint

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
assert_fix = deferred("jaxlint.fixers.checks", "assert_fix")
if_statement_fix = deferred("jaxlint.fixers.control_flow", "if_statement_fix")
snapshot = deferred("jaxlint.fixers.control_flow", "snapshot")
while_fix = deferred("jaxlint.fixers.control_flow", "while_fix")
static_arg_fix = deferred("jaxlint.fixers.static_args", "static_arg_fix")
ternary_fix = deferred("jaxlint.fixers.where", "ternary_fix")


class TracedControlFlow(ReportsWhenWalked, Rule):
    name = "traced-control-flow"
    kind = TRACED
    summary = "Python `if`/`elif`/`while`/ternary/`assert` on a traced value"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds Python control flow (`if`, `elif`, `while`, conditional expressions, `assert`, and
`if` clauses of comprehensions) whose condition is a value traced by `jax.jit`, `jax.vmap`,
`jax.pmap`, `jax.checkpoint` or a `lax` control-flow body. Also the assertions of a
unittest-style test case that test a truth with a Python `if` (`self.assertTrue(x > 0)`,
`self.assertEqual(x, 0)`, `assertLess`...) called there on a traced value.

An `assert isinstance(v, int)` (float, bool, a `numbers` ABC) on a traced `v` is reported
too: no tracer is an instance of those, so the assertion always fails (AssertionError).

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

## Fix
* A conditional expression, or an `if`/`elif`/`else` chain whose branches assign names or
  return (early returns included: `if c: return a` ... `return b`), becomes `jnp.where`, one
  per assigned name or nested for a chain, when every branch is side-effect-free and every
  value is an array. A name some branch leaves alone keeps its old value (it must be bound
  before the `if`). NaN-prone operands get the double-where guard:
  `jnp.where(c, jnp.log(jnp.where(c, x, 1.0)), x)`.
* Branches that call something costly (`jnp.linalg.solve`, `matmul`, ...) or hold statements
  that are not one expression (a loop) become `lax.cond` (two arms) or `lax.switch` (a longer
  chain), with one local function per arm: the traced names the arms read are its operands,
  and the names used after the `if` come back as a tuple.
* An `if` (or `if`/`else`) whose arms only `print(...)` becomes `lax.cond` over local
  functions that call `jax.debug.print` (an arm left out prints nothing; `if not c:` swaps the
  arms rather than negating the tracer).
* A `while` on a tracer becomes `lax.while_loop`, its carried names (assigned in the body and
  read by the test, after the loop, or by the body before it assigns them) packed in a tuple.
* A `while True:` loop whose last statement is `if <tracer>: break` is written with the test in
  its header (the body once, then `while not (test):` and the body: the same runs in Python),
  which the `while` rewrite above then makes a `lax.while_loop`; only where that rewrite can take
  it (not under reverse-mode grad) and the body has no other jump (unsafe).
* A Python flag (`if flag:` on a parameter declared `bool`/`int`/`str` or with a literal
  default) is marked static with `static_argnames` on the jitted function; in a helper it
  reaches unchanged through calls, on the jitted entry point that passes it, perhaps in
  another file (the edit lands there). Refused, with advice naming the `file:line`, when a
  use of the entry point in the project passes an array, a possibly traced or an unhashable
  value for it, or hands the function on as a value.
* An early return inside a `for` loop over a static `range` (`for i in range(n): v = ...;
  if c: return e` then `return d`) becomes a `jnp.where` chain over the loop run backwards, so
  the first iteration whose test holds wins: unsafe, every `e` is evaluated (a NaN-prone one
  poisons gradients) and the result's dtype is the promotion of the `e` and `d`.
* Refused, with advice that says why: side effects (`print`, `list.append`, attribute or item
  stores, calls jaxlint cannot prove pure), `break`/`continue`/`return` in a loop body, a
  carried value whose shape changes (`x = jnp.concatenate([x, y])`), and any value that is not
  an array (a list, dict, function, string or None never gets an array API).

## Fix safety
* `jnp.where` rewrites are safe: forward values match wherever the original ran, and the
  double-where guard keeps the gradient finite where a branch is not selected. They are unsafe
  when a NaN-prone operand cannot be guarded, when a branch reads a value computed before the
  `if` with a NaN-prone operation (`norm = jnp.linalg.norm(x)`; its derivative at 0 is NaN and
  `jnp.where` still sends it a zero cotangent), or when the rewrite would drop a comment.
  `jnp.where` broadcasts: branches of different shapes give the broadcast shape.
* `lax.cond` / `lax.switch` rewrites are unsafe: the arms must produce the same shapes and
  dtypes (they raise TypeError at trace time otherwise; an arm giving a Python int where
  another gives a float array is refused), and under `vmap` both arms run.
* The print-only `lax.cond` is unsafe: the message is printed when the compiled code runs,
  once per call with that call's values, where the original printed at most once, while tracing.
* `lax.while_loop` rewrites are unsafe: a carried value must keep its shape and dtype
  across iterations (TypeError at trace time otherwise), and `jax.grad` cannot differentiate
  a while loop in reverse mode.
* Marking a flag parameter static is safe when it has a literal default or an `int`/`bool`/`str`
  annotation, or every call of the jitted function passes it a plain literal (int, string,
  bool, None or a tuple of those), unsafe otherwise (a caller passing an array would then fail); a parameter
  annotated as an array (`jax.Array`, `jnp.ndarray`, `ArrayLike`) or used as one (`n.sum()`)
  is never marked static.
* An `assert` becomes `checkify.check(cond, msg)` in a function the module checkifies, or
  `v = eqx.error_if(v, jnp.logical_not(cond), msg)` (on an array the condition reads and the
  code after it reads again) in a module that imports equinox: unsafe, the error is raised when
  the compiled function runs, as a runtime error rather than `AssertionError`. Elsewhere it
  becomes `jax.debug.callback(lambda ok: np.testing.assert_(np.all(ok), msg), cond)`: unsafe
  too, a host callback that raises (as a JaxRuntimeError) when the compiled function runs, at
  the cost of a device-to-host transfer per call.
* `if bad: raise E("msg")` (the `if`'s whole body, no `else`) is the same check of `not bad`,
  rewritten the same three ways (`eqx.error_if(v, bad, msg)` with equinox): unsafe for the same
  reasons, and the error raised is a runtime error wrapping an AssertionError, not `E`.
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
@jax.grad
def loss(x):
    if x > 0:
        return x ** 2
    return -x
""", run="loss(1.0)"),
        Example("""
def energy(conf, box, cutoff, validate=True):
    if validate:
        assert jnp.all(jnp.diag(box) > 2 * cutoff)
    return jnp.sum(conf) / cutoff

def to_reference(cutoff):
    return functools.partial(energy, cutoff=cutoff, validate=False)

ref = to_reference(1.2)
""", run="jax.jit(ref)(jnp.ones(3), 5.0 * jnp.eye(3))"),
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
class Hermitian:
    def __init__(self, A):
        if not isinstance(A, jax.core.Tracer):
            if not jnp.allclose(A, A.conj().T):
                raise ValueError("not Hermitian")
        self.A = A

@jax.jit
def expval(A, state):
    return state @ Hermitian(A).A @ state
""", run="expval(jnp.eye(2), jnp.ones(2))"),
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
def safe_sqrt(x):
    if jnp.any(x < 0):
        raise ValueError("negative input")
    return jnp.sqrt(x)
""", run="safe_sqrt(jnp.array([1.0, 4.0]))", raises="TracerBoolConversionError",
            line=3, message="Python 'if' on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def safe_sqrt(x):
    jax.debug.callback(lambda ok: np.testing.assert_(np.all(ok), "negative input"), jnp.logical_not(jnp.any(x < 0)))
    return jnp.sqrt(x)
""", grad="jax.grad(lambda v: safe_sqrt(v).sum())(jnp.array([1.0, 4.0]))"),
        Example("""
from typing import NamedTuple
class State(NamedTuple):
    count: jax.Array
    stopped: jax.Array
def step(state, x):
    if state.stopped:
        return state, jnp.zeros_like(x)
    new = State(count=state.count + x.mean(), stopped=state.count > 2.0)
    return new, x
""", run="tuple(jax.tree_util.tree_leaves(lax.scan(step, State(jnp.float32(0.0), jnp.bool_(False)), jnp.ones((4, 3)))))",
            raises="TracerBoolConversionError", line=6,
            message="Python 'if' on a value traced by lax.scan", fixed="""
from typing import NamedTuple
class State(NamedTuple):
    count: jax.Array
    stopped: jax.Array
def step(state, x):
    def true_fun(state, x):
        return state, jnp.zeros_like(x)
    def false_fun(state, x):
        new = State(count=state.count + x.mean(), stopped=state.count > 2.0)
        return new, x
    return lax.cond(state.stopped, true_fun, false_fun, state, x)
""", grad="jax.grad(lambda v: lax.scan(step, State(jnp.float32(0.0), jnp.bool_(False)), v)[0].count)(jnp.ones((4, 3)))"),
        Example("""
def log_prob(value):
    if not jnp.all(jnp.isfinite(value)):
        raise ValueError("sample out of support")
    return -0.5 * value ** 2
def body(i, total):
    return total + log_prob(total * 0.5)
""", run="lax.fori_loop(0, 3, body, jnp.ones(2))", raises="TracerBoolConversionError",
            line=2, message="Python 'if' on a value traced by lax.fori_loop", fixed="""
def log_prob(value):
    jax.debug.callback(lambda ok: np.testing.assert_(np.all(ok), "sample out of support"), jnp.all(jnp.isfinite(value)))
    return -0.5 * value ** 2
def body(i, total):
    return total + log_prob(total * 0.5)
"""),
        Example("""
def energy(conf, box, cutoff, validate=True):
    if validate:
        assert jnp.all(jnp.diag(box) > 2 * cutoff)
    return jnp.sum(conf) / cutoff

def to_reference(cutoff):
    return functools.partial(energy, cutoff=cutoff)

ref = to_reference(1.2)
step = jax.jit(ref)
""", run="step(jnp.ones(3), 5.0 * jnp.eye(3))", raises="TracerBoolConversionError",
            line=3, message="on a value traced by jax.jit", fixed="""
def energy(conf, box, cutoff, validate=True):
    if validate:
        jax.debug.callback(lambda ok: np.testing.assert_(np.all(ok), "assertion failed: jnp.all(jnp.diag(box) > 2 * cutoff)"), jnp.all(jnp.diag(box) > 2 * cutoff))
    return jnp.sum(conf) / cutoff

def to_reference(cutoff):
    return functools.partial(energy, cutoff=cutoff)

ref = to_reference(1.2)
step = jax.jit(ref)
"""),
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
            line=3, message="Python 'while' on a value traced by jax.jit (parameter 'n')", fixed="""
@jax.jit
def f(x, n):
    def cond_fun(carry):
        x, n = carry
        return n > 0
    def body_fun(carry):
        x, n = carry
        x = x * 2
        n = n - 1
        return x, n
    x, n = lax.while_loop(cond_fun, body_fun, (x, n))
    return x
"""),
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
            line=3, message="Python 'assert' on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    jax.debug.callback(lambda ok: np.testing.assert_(np.all(ok), "assertion failed: x.max() < 10"), x.max() < 10)
    return x
"""),
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
            line=4, message="Python 'if' on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    y = jnp.tanh(x)
    y = jnp.where(y > 0.5, y * 2, jnp.where(y < -0.5, y / 2, y))
    return y
""", grad="jax.grad(f)(-1.0) + jax.grad(f)(1.0) + jax.grad(f)(0.1)"),
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
@jax.checkpoint
def block(x, train):
    if train:
        return x * 2
    return x
def loss(x, train):
    return block(x, train).sum()
""", run="jax.grad(loss)(jnp.ones(3), True)", raises="TracerBoolConversionError",
            line=3, message="Python 'if' on a value traced by jax.checkpoint (parameter 'train')", fixed="""
@jax.checkpoint
def block(x, train):
    return jnp.where(train, x * 2, x)
def loss(x, train):
    return block(x, train).sum()
""", reference="jnp.full(3, 2.0)"),
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
        Example("""
@jax.jit
def f(x):
    if x > 1:
        return jnp.log(x)
    elif x < -1:
        return x * 2
    t = x + 1
    return t * t
""", run="f(0.0)", raises="TracerBoolConversionError",
            line=3, message="Python 'if' on a value traced by jax.jit (parameter 'x')", fixed="""
@jax.jit
def f(x):
    return jnp.where(x > 1, jnp.log(jnp.where(x > 1, x, 1.0)), jnp.where(x < -1, x * 2, (x + 1) * (x + 1)))
""", grad="jnp.stack([jax.grad(f)(0.0), jax.grad(f)(3.0), jax.grad(f)(-3.0)])"),
        Example("""
def step(carry, v):
    if v > 0:
        carry = carry + v
    else:
        carry = carry * 0.5
    return carry, carry
def run(xs):
    return lax.scan(step, 0.0, xs)
""", run="run(jnp.array([1.0, -2.0, 3.0]))", raises="TracerBoolConversionError",
            line=2, message="Python 'if' on a value traced by lax.scan (parameter 'v')", fixed="""
def step(carry, v):
    carry = jnp.where(v > 0, carry + v, carry * 0.5)
    return carry, carry
def run(xs):
    return lax.scan(step, 0.0, xs)
""", grad="jax.grad(lambda v: run(v)[0])(jnp.array([1.0, -2.0, 3.0]))"),
        Example("""
def step(carry, v):
    total, count = carry
    count = count + 1.0
    if count > 2:
        total = total + v
    return (total, count), total
def run(xs):
    return lax.scan(step, (0.0, 0.0), xs)
""", run="run(jnp.array([1.0, 2.0, 3.0, 4.0]))", raises="TracerBoolConversionError",
            line=4, message="Python 'if' on a value traced by lax.scan (an element of parameter 'carry')", fixed="""
def step(carry, v):
    total, count = carry
    count = count + 1.0
    total = jnp.where(count > 2, total + v, total)
    return (total, count), total
def run(xs):
    return lax.scan(step, (0.0, 0.0), xs)
""", grad="jax.grad(lambda v: run(v)[0][0])(jnp.array([1.0, 2.0, 3.0, 4.0]))"),
        Example("""
@jax.jit
def f(a, b):
    if b.sum() > 0:
        y = jnp.linalg.solve(a, b)
    else:
        y = b
    return y
""", run="f(2.0 * jnp.eye(2), jnp.array([1.0, 3.0]))", raises="TracerBoolConversionError",
            line=3, message="Python 'if' on a value traced by jax.jit (parameter 'b')", fixed="""
@jax.jit
def f(a, b):
    def true_fun(a, b):
        y = jnp.linalg.solve(a, b)
        return y
    def false_fun(a, b):
        y = b
        return y
    y = lax.cond(b.sum() > 0, true_fun, false_fun, a, b)
    return y
""", grad="jax.grad(lambda b: f(2.0 * jnp.eye(2), b).sum())(jnp.array([1.0, 3.0]))"),
        Example("""
@jax.jit
def f(x, mode):
    if mode == 0:
        y = x
    elif mode == 1:
        y = x
        for _ in range(3):
            y = jnp.sin(y)
    else:
        y = -x
    return y
""", run="f(0.5, 1)", raises="TracerBoolConversionError",
            line=3, message="Python 'if' on a value traced by jax.jit (parameter 'mode')", fixed="""
@jax.jit
def f(x, mode):
    def branch_0(x):
        y = x
        return y
    def branch_1(x):
        y = x
        for _ in range(3):
            y = jnp.sin(y)
        return y
    def branch_2(x):
        y = -x
        return y
    y = lax.switch(jnp.where(mode == 0, 0, jnp.where(mode == 1, 1, 2)), (branch_0, branch_1, branch_2), x)
    return y
""", grad="jax.grad(f)(0.5, 1)"),
        Example("""
@jax.jit
def f(x, n):
    assert isinstance(n, int), "n must be an int"
    return x * n
""", run="f(jnp.ones(2), 3)", raises="AssertionError",
            line=3, message="'assert isinstance(...)' on a value traced by jax.jit (parameter 'n')"),
        Example("""
@jax.jit
def f(x, n):
    found = []
    i = 0
    while i < n:
        found.append(x * i)
        i = i + 1
    return found
""", run="f(1.0, 3)", raises="TracerBoolConversionError",
            line=5, message="Python 'while' on a value traced by jax.jit (parameter 'n')"),
    )

    def __init__(self, sink) -> None:
        super().__init__(sink)
        self._elifs: set[int] = set()

    def _check(self, node: cst.CSTNode, test: cst.BaseExpression, keyword: str, advice: str,
               make_fix=None, statement_fix=None) -> None:
        """`statement_fix(snapshot)` rewrites a statement; it runs once the traced function's body
        has been walked, when the values inside the branches and the loop body are known."""
        value = self.value(test)
        if not value.traced or value.pytype == "pytree" or maybe_container(self.ctx, value):
            return  # a dict or tuple argument's truth is its length: fine under jit
        hint = advice + static_hint(self.ctx, value)
        flag = flag_parameter(self.ctx, test)
        fix = static_arg_fix(self.ctx, flag) if flag is not None else None
        message = f"Python '{keyword}' on a value {self.describe(value)} raises TracerBoolConversionError; {hint}"
        refused = fix if fix is not None and not fix.edits else None  # advice: a rewrite may still apply
        if (fix is None or refused) and statement_fix is not None:
            snap = snapshot(self.ctx)
            self.report_when_walked(node, message, lambda: statement_fix(snap) or refused)
            return
        if (fix is None or refused) and make_fix is not None:
            fix = make_fix() or refused
        self.report(node, message, fix)

    def visit_If(self, node: cst.If) -> None:
        if isinstance(node.orelse, cst.If):
            self._elifs.add(id(node.orelse))
        ctx = self.ctx
        if id(node) in self._elifs:  # the chain's first `if` rewrites the whole chain
            self._check(node.test, node.test, "elif", "use jnp.where or lax.cond")
            return
        self._check(node.test, node.test, "if", "use jnp.where or lax.cond",
                    statement_fix=lambda snap: if_statement_fix(ctx, node, snap))

    def visit_While(self, node: cst.While) -> None:
        ctx = self.ctx
        self._check(node.test, node.test, "while", "use lax.while_loop or lax.fori_loop",
                    statement_fix=lambda snap: while_fix(ctx, node, snap))

    def visit_IfExp(self, node: cst.IfExp) -> None:
        self._check(node.test, node.test, "... if ... else ...", "use jnp.where or lax.cond",
                    lambda: ternary_fix(self.ctx, node))

    def visit_Assert(self, node: cst.Assert) -> None:
        test = node.test
        if isinstance(test, cst.Call) and test.args and self.ctx.callee(test) == "isinstance":
            checked, said = self.value(test.args[0].value), self.value(test)
            if checked.traced and said.static and said.truth is False:
                self.report(node, f"'assert isinstance(...)' on a value {self.describe(checked)}: a tracer is no "
                                  f"instance of {code(test.args[1].value).strip() if len(test.args) > 1 else 'it'}, "
                                  f"so the assertion fails with AssertionError under the transform; check the "
                                  f"type outside the transformed function (or accept jax.Array too)")
                return
        self._check(node.test, node.test, "assert",
                    "use jax.experimental.checkify.check or check outside the transformed function",
                    lambda: assert_fix(self.ctx, node))

    def visit_Call(self, node: cst.Call) -> None:
        """`self.assertTrue(x)`, `self.assertEqual(x, 0)` in traced code: the TestCase method
        tests the truth of `x` (or of `x == 0`) with a Python `if`."""
        self._library_layer_flag(node)
        method = node.func.attr.value if isinstance(node.func, cst.Attribute) else None
        for arg in self.ctx.truth_assertion(node) if method is not None else ():
            value = self.value(arg)
            if not value.traced or value.pytype == "pytree" or maybe_container(self.ctx, value):
                continue
            self.report(node, f"'{method}' on a value {self.describe(value)} tests its truth with a Python 'if', "
                              f"which raises TracerBoolConversionError; check outside the transformed function, "
                              f"or use jax.experimental.checkify.check")
            return

    def _library_layer_flag(self, node: cst.Call) -> None:
        """`self.dropout(x, key=k)`: a library layer whose own call runs a Python `if` on a field
        (the facts table's `branches_on_field`) that the transform traced with the pytree holding
        it, the call passing no Python value for the keyword that takes priority."""
        callee = self.value(node.func)
        fact = facts.lookup(callee.module) if callee.pytype == "layer" and callee.attrs else None
        flag = fact.branches_on_field if fact is not None else None
        if not flag or any(a.star for a in node.args):
            return
        name = fact.name.replace("equinox.", "eqx.")
        value = None
        for arg in node.args:
            if arg.keyword is not None and arg.keyword.value in flag[1:] and not (
                    isinstance(arg.value, cst.Name) and arg.value.value == "None"):
                value = self.value(arg.value)  # the keyword takes priority: a Python bool runs
                break
        else:
            value = dict(callee.attrs).get(flag[0])
            if value is not None and not _traces_every_leaf(value.via):
                return
        if value is None or not value.traced:
            return
        self.report(node, f"{name} runs a Python 'if' on its '{flag[0]}', here a value {self.describe(value)}, "
                          f"which raises TracerBoolConversionError; keep the layer out of what is traced (eqx.filter_jit keeps "
                          f"bool leaves static; eqx.partition splits them off), or pass {flag[1]}=True or False at the call")

    def visit_CompIf(self, node: cst.CompIf) -> None:
        self._check(node.test, node.test, "if (in a comprehension)", "use jnp.where on the stacked values")


def _traces_every_leaf(via: str) -> bool:
    """jax.jit and the lax loops trace every leaf of a pytree they are handed, bools included
    (eqx.filter_jit, whose values are marked filtered, does not; jax.grad refuses a bool input)."""
    return "jit" in via and "filter_jit" not in via or via.startswith(("lax.", "jax.lax."))
