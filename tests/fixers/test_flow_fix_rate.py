"""Fix rate of the control-flow rewrites on a set of small buggy programs (issue #15, items 1-2).

Each program fails under its transform as written: an `if`/`elif`/`else` that assigns in a
`lax.scan` body, early-return chains, a Python `while` on a traced value, `for i in range(n)`
with a traced `n`. After `--fix --unsafe-fixes` a program counts as fixed only when no
JAX101/JAX202 finding is left and it runs under its transform and gives the intended result:
the original's run eagerly (`jax.disable_jit()`), or `reference` where the original cannot run
even eagerly (`vmap` traces). Programs the rewriter must refuse are checked the other way: the
finding stays, with display-only advice, and the program still fails; nothing unfixed passes
as fixed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pytest

from jaxlint.config import Config
from jaxlint.fix_loop import fix_source
from jaxlint.rules.base import PRELUDE
from tests.rules.example_runner import evaluate, same_values

FLOW_CODES = {"JAX101", "JAX202"}


@dataclass(frozen=True)
class Buggy:
    name: str
    kind: str  # where / early-return / cond / while / fori / refused
    code: str
    run: str
    reference: str | None = None  # the intended result where the original cannot run eagerly

    @property
    def fixable(self) -> bool:
        return self.kind != "refused"

    def source(self) -> str:
        return PRELUDE + self.code.strip("\n") + "\n"


PROGRAMS = [
    # --- if/else assigning in lax.scan / fori_loop bodies --------------------------------------
    Buggy("scan-clipped-cumsum", "where", """
def step(total, v):
    if total + v > 5.0:
        total = 5.0
    else:
        total = total + v
    return total, total
def run(xs):
    return lax.scan(step, 0.0, xs)
""", "run(jnp.array([1.0, 3.0, 2.0, -4.0]))"),
    Buggy("scan-two-carried-names", "where", """
def step(carry, v):
    lo, hi = carry
    if v < lo:
        lo = v
        hi = hi
    else:
        lo = lo
        hi = jnp.maximum(hi, v)
    return (lo, hi), v
@jax.jit
def run(xs):
    return lax.scan(step, (xs[0], xs[0]), xs)
""", "run(jnp.array([2.0, -1.0, 5.0, 0.0]))"),
    Buggy("scan-one-armed-update", "where", """
def step(best, v):
    if v > best:
        best = v
    return best, best
def running_max(xs):
    return lax.scan(step, -jnp.inf, xs)[1]
""", "running_max(jnp.array([1.0, 3.0, 2.0, 7.0]))"),
    Buggy("scan-elif-chain", "where", """
def step(state, v):
    if v > 1.0:
        state = state * 2.0
    elif v < -1.0:
        state = state / 2.0
    else:
        state = state + v
    return state, state
def run(xs):
    return lax.scan(step, 1.0, xs)
""", "run(jnp.array([2.0, -3.0, 0.5]))"),
    Buggy("fori-body-if", "where", """
def body(i, acc):
    if i % 2 == 0:
        acc = acc + i
    else:
        acc = acc - 1
    return acc
@jax.jit
def total(n):
    return lax.fori_loop(0, n, body, 0)
""", "total(7)"),
    Buggy("scan-ratio-division-guarded", "where", """
def step(carry, v):
    total, count = carry
    total = total + v
    count = count + 1.0
    if v != 0:
        ratio = total / v
    else:
        ratio = total
    return (total, count), ratio
def run(xs):
    return lax.scan(step, (0.0, 0.0), xs)
""", "run(jnp.array([1.0, 0.0, 6.0]))"),
    Buggy("scan-mean-over-unpacked-carry", "where", """
def step(carry, v):
    total, count = carry
    total = total + v
    count = count + 1.0
    if count > 1:
        mean = total / count
    else:
        mean = total
    return (total, count), mean
def run(xs):
    return lax.scan(step, (0.0, 0.0), xs)
""", "run(jnp.array([1.0, 2.0, 6.0]))"),
    Buggy("fori-carry-tuple-if", "where", """
def body(i, carry):
    lo, hi = carry
    if lo + i > hi:
        hi = lo + i
    return lo, hi
@jax.jit
def f(lo):
    return lax.fori_loop(0, 4, body, (lo, 0.0))
""", "f(1.0)"),
    Buggy("jit-nested-if", "where", """
@jax.jit
def f(x, y):
    if x > 0:
        if y > 0:
            out = x + y
        else:
            out = x - y
    else:
        out = -x
    return out
""", "[f(1.0, 2.0), f(1.0, -2.0), f(-1.0, 0.0)]"),
    Buggy("vmap-per-example-if", "where", """
def f(x):
    if x > 0:
        y = x * 2
    else:
        y = x * -3
    return y
g = jax.vmap(f)
""", "g(jnp.array([1.0, -2.0, 3.0]))", reference="jnp.array([2.0, 6.0, 6.0])"),
    Buggy("jit-of-grad-if", "where", """
def loss(w):
    if w > 1.0:
        out = (w - 1.0) ** 2
    else:
        out = 0.1 * w
    return out
step = jax.jit(jax.grad(loss))
""", "[step(3.0), step(0.5)]"),
    # --- early-return chains --------------------------------------------------------------------
    Buggy("piecewise-elif-returns", "early-return", """
@jax.jit
def f(x):
    if x < -1.0:
        return -1.0
    elif x > 1.0:
        return 1.0
    return x * x * x
""", "[f(-3.0), f(0.5), f(2.0)]"),
    Buggy("relu-early-return", "early-return", """
@jax.jit
def relu(x):
    if x < 0:
        return 0.0
    return x
""", "[relu(-2.0), relu(3.0)]"),
    Buggy("early-return-then-temp", "early-return", """
@jax.jit
def f(x):
    if x > 10:
        return x
    y = x * 3
    if y > 10:
        return y - 10
    return y
""", "[f(11.0), f(4.0), f(1.0)]"),
    Buggy("huber", "early-return", """
@jax.jit
def huber(r, delta):
    if abs(r) < delta:
        return 0.5 * r ** 2
    return delta * (abs(r) - 0.5 * delta)
""", "[huber(0.5, 1.0), huber(-3.0, 1.0)]"),
    Buggy("safe-log-early-return", "early-return", """
@jax.jit
def safe_log(x):
    if x > 0:
        return jnp.log(x)
    return -jnp.inf
""", "[safe_log(2.0), safe_log(0.0)]"),
    Buggy("tuple-early-return", "early-return", """
@jax.jit
def split(x):
    if x.sum() > 0:
        return x, -x
    return -x, x
""", "split(jnp.array([1.0, -3.0]))"),
    Buggy("three-early-returns", "early-return", """
@jax.jit
def grade(score):
    if score > 90:
        return 4
    if score > 80:
        return 3
    if score > 70:
        return 2
    return 0
""", "[grade(95.0), grade(85.0), grade(75.0), grade(10.0)]"),
    # --- lax.cond / lax.switch --------------------------------------------------------------------
    Buggy("cond-inverse", "cond", """
@jax.jit
def f(a, b):
    if jnp.abs(jnp.linalg.det(a)) > 1e-6:
        x = jnp.linalg.inv(a) @ b
    else:
        x = b
    return x
""", "f(jnp.array([[2.0, 0.0], [1.0, 1.0]]), jnp.array([1.0, 2.0]))"),
    Buggy("cond-static-loop-branch", "cond", """
@jax.jit
def smooth(x):
    y = x
    if x.std() > 1.0:
        for _ in range(4):
            y = (y + jnp.roll(y, 1)) / 2
    return y
""", "smooth(jnp.array([0.0, 4.0, -4.0, 2.0]))"),
    Buggy("switch-activation", "cond", """
@jax.jit
def act(x, kind):
    if kind == 0:
        h = jnp.tanh(x)
    elif kind == 1:
        h = jnp.dot(x, x) * x
    else:
        h = x
    return h
""", "[act(jnp.array([0.5, -1.0]), 0), act(jnp.array([0.5, -1.0]), 1), act(jnp.array([0.5, -1.0]), 2)]"),
    Buggy("cond-both-return", "cond", """
@jax.jit
def layer(w, x):
    if x.mean() > 0:
        h = jnp.matmul(w, x)
        return jax.nn.relu(h)
    else:
        return x
""", "layer(jnp.eye(2) * 2.0, jnp.array([1.0, 0.5]))"),
    Buggy("cond-with-print", "cond", """
@jax.jit
def f(x):
    if x > 0:
        print("positive", x)
        y = x * 2
    else:
        y = -x
    return y
""", "[f(2.0), f(-1.0)]"),
    # --- Python while on a traced value -----------------------------------------------------------
    Buggy("while-newton-sqrt", "while", """
@jax.jit
def sqrt2(a):
    x = a
    while jnp.abs(x * x - a) > 1e-4:
        x = 0.5 * (x + a / x)
    return x
""", "sqrt2(2.0)"),
    Buggy("while-collatz-steps", "while", """
@jax.jit
def steps(n):
    count = 0
    while n != 1:
        n = jnp.where(n % 2 == 0, n // 2, 3 * n + 1)
        count = count + 1
    return count
""", "steps(6)"),
    Buggy("while-halve", "while", """
@jax.jit
def shrink(x, limit):
    while x > limit:
        x = x / 2
    return x
""", "shrink(100.0, 3.0)"),
    Buggy("while-with-if-inside", "while", """
@jax.jit
def bounce(x, n):
    i = 0
    while i < n:
        if x > 10:
            x = x - 7
        else:
            x = x * 2
        i = i + 1
    return x
""", "bounce(3.0, 5)"),
    Buggy("while-in-scan-body", "while", """
def step(carry, v):
    while v > 1.0:
        v = v / 2.0
    return carry + v, v
def run(xs):
    return lax.scan(step, 0.0, xs)
""", "run(jnp.array([5.0, 0.5, 9.0]))"),
    # --- for i in range(traced) -----------------------------------------------------------------------
    Buggy("fori-count-positive", "fori", """
@jax.jit
def head_product(x):
    prod = jnp.ones(())
    for i in range(jnp.sum(x > 0)):
        prod = prod * jnp.abs(x[i])
    return prod
""", "head_product(jnp.array([3.0, 1.0, -2.0, 5.0]))"),
    Buggy("fori-start-stop", "fori", """
@jax.jit
def window(x):
    lo = jnp.argmin(x)
    hi = jnp.argmax(x)
    acc = 0.0
    for k in range(lo, hi):
        acc = acc + x[k] * k
    return acc
""", "window(jnp.array([0.0, 1.0, 2.0, 3.0, 4.0]))"),
    Buggy("fori-two-carried", "fori", """
@jax.jit
def stats(x):
    n = jnp.sum(x != 0)
    s = 0.0
    sq = 0.0
    for i in range(n):
        s = s + x[i]
        sq = sq + x[i] ** 2
    return s, sq
""", "stats(jnp.array([1.0, 2.0, 3.0, 0.0]))"),
    Buggy("fori-nested-static", "fori", """
@jax.jit
def poly(x, c):
    degree = jnp.argmax(c)
    out = 0.0
    for d in range(degree):
        term = 1.0
        for _ in range(3):
            term = term * x
        out = out + term + d
    return out
""", "poly(2.0, jnp.array([0.0, 1.0, 5.0, 2.0]))"),
    Buggy("fori-in-scan-body", "fori", """
def step(carry, row):
    k = jnp.argmax(row)
    acc = carry
    for j in range(k):
        acc = acc + row[j]
    return acc, acc
def run(xs):
    return lax.scan(step, 0.0, xs)
""", "run(jnp.array([[1.0, 2.0, 9.0], [5.0, 0.0, 1.0]]))"),
    Buggy("fori-power-iteration", "fori", """
@jax.jit
def power(m, v):
    iters = jnp.sum(jnp.abs(v) > 0)
    for _ in range(iters):
        v = m @ v
        v = v / jnp.linalg.norm(v)
    return v
""", "power(jnp.array([[2.0, 0.0], [0.0, 1.0]]), jnp.array([1.0, 1.0]))"),
    # --- refused: the rewrite would be wrong, the advice says why ---------------------------------------
    Buggy("refuse-for-append", "refused", """
@jax.jit
def f(x):
    ys = []
    for i in range(jnp.argmax(x)):
        ys.append(x[i] * 2)
    return jnp.stack(ys)
""", "f(jnp.array([1.0, 2.0, 5.0]))"),
    Buggy("refuse-while-break", "refused", """
@jax.jit
def f(x, n):
    i = 0
    while i < n:
        if x > 100:
            break
        x = x * 3
        i = i + 1
    return x
""", "f(2.0, 10)"),
    Buggy("refuse-growing-carry", "refused", """
@jax.jit
def f(x, n):
    while n > 0:
        x = jnp.concatenate([x, x])
        n = n - 1
    return x
""", "f(jnp.ones(2), 2)"),
    Buggy("refuse-loop-variable-after", "refused", """
@jax.jit
def last_index(x):
    last = 0.0
    for i in range(jnp.argmax(x)):
        last = x[i]
    return last + i
""", "last_index(jnp.array([1.0, 2.0, 4.0]))"),
    Buggy("refuse-dict-branches", "refused", """
@jax.jit
def f(x):
    if x > 0:
        out = {"v": x}
    else:
        out = {"v": -x}
    return out["v"]
""", "f(2.0)"),
]


def _fix(program: Buggy):
    return fix_source(program.source(), "program.py", Config(), unsafe=True)


def _expected(program: Buggy):
    if program.reference is not None:
        return evaluate(PRELUDE, program.reference)
    return evaluate(program.source(), program.run, eager=True)


def _runs_and_matches(program: Buggy, source: str) -> bool:
    try:
        got = evaluate(source, program.run)
    except Exception:  # a fix that does not run is a fix that failed
        return False
    return same_values(_expected(program), got)


@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_program_is_buggy(program: Buggy):
    with pytest.raises(Exception):
        evaluate(program.source(), program.run)


@pytest.mark.parametrize("program", [p for p in PROGRAMS if p.fixable], ids=lambda p: p.name)
def test_fixed_program_runs_and_matches(program: Buggy):
    outcome = _fix(program)
    left = [f"{d.code} {d.location.row}: {d.message}" for d in outcome.diagnostics if d.code in FLOW_CODES]
    assert not left, left
    assert _runs_and_matches(program, outcome.source), outcome.source
    assert fix_source(outcome.source, "program.py", Config(), unsafe=True).source == outcome.source


@pytest.mark.parametrize("program", [p for p in PROGRAMS if not p.fixable], ids=lambda p: p.name)
def test_unfixable_program_is_not_reported_as_fixed(program: Buggy):
    outcome = _fix(program)
    left = [d for d in outcome.diagnostics if d.code in FLOW_CODES]
    assert left and all(d.fix is None or d.fix.applicability.value == "display-only" for d in left)
    assert not _runs_and_matches(program, outcome.source)


def test_fix_rate(capsys):
    """Per class: how many programs, and how many the rewriter fixes so that they run and match."""
    total, fixed = Counter(), Counter()
    for program in PROGRAMS:
        total[program.kind] += 1
        outcome = _fix(program)
        clean = not [d for d in outcome.diagnostics if d.code in FLOW_CODES]
        if clean and _runs_and_matches(program, outcome.source):
            fixed[program.kind] += 1
    fixable = sum(n for kind, n in total.items() if kind != "refused")
    with capsys.disabled():
        for kind in total:
            print(f"\nfix rate {kind}: {fixed[kind]}/{total[kind]}", end="")
        print(f"\nfix rate overall: {sum(fixed.values())}/{len(PROGRAMS)} programs, "
              f"{sum(fixed.values())}/{fixable} fixable")
    assert fixed["refused"] == 0
    assert sum(fixed.values()) == fixable
