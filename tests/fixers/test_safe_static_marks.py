"""`--fix` (safe fixes only) marks a parameter static when every call of the jitted function
passes it a plain Python literal (an int, string, bool, None or a tuple of those): each call
then hands jit the same value, hashed instead of traced, so no call that ran changes.

Each fixable program fails under jit as written; the safe fix alone must remove the finding, and
the fixed program must run under jit and match the original run eagerly (gradients too, where a
traced argument is differentiated). Where a caller passes a float, a computed value, or the
function escapes (its callers unseen), the mark stays unsafe: `--fix` leaves the program as it
is and `--unsafe-fixes` still marks it.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

import pytest

from jaxlint.config import Config
from jaxlint.fix_loop import fix_source
from tests.fixers.test_golden import assert_same_result
from tests.fixers.test_value_fix_rate import HEADER, _run
from tests.helpers import with_use


@dataclass(frozen=True)
class Case:
    name: str
    rule: str
    source: str
    call: str
    grad: str | None = None
    unsafe_marks: bool = True  # `--unsafe-fixes` marks it (False: advice only, callers unseen)


SAFE = [
    Case("int-size-positional", "JAX202", """
@jax.jit
def pad_to(x, n):
    return jnp.concatenate([x, jnp.zeros(n)])
""", "pad_to(jnp.arange(3.0), 2)", grad="jax.grad(lambda v: pad_to(v, 2).sum())(jnp.arange(3.0))"),
    Case("int-size-keyword-two-callers", "JAX202", """
def window(x, width):
    return jnp.arange(width) * x[0]

window_jit = jax.jit(window)

def both(x):
    return window_jit(x, width=3), window_jit(x, 4)
""", "both(jnp.ones(2))"),
    Case("bool-flag-in-if", "JAX101", """
@jax.jit
def step(x, train):
    if train:
        return x * 0.5
    return x
""", "(step(jnp.ones(3), True), step(jnp.ones(3), False))",
         grad="jax.grad(lambda v: step(v, True).sum())(jnp.ones(3))"),
    Case("tuple-of-axes", "JAX202", """
@jax.jit
def total(x, axes):
    return jnp.sum(x, axis=axes)
""", "total(jnp.ones((2, 3, 4)), (0, 2))"),
    # JAX811: every call passes an object jit cannot trace, so no call runs as written.
    Case("every-call-passes-a-model-object", "JAX811", """
class Scale:
    def __init__(self, k):
        self.k = k

    def apply(self, x):
        return self.k * x

@jax.jit
def loss(model, x):
    return jnp.sum(model.apply(x) ** 2)

def run():
    model = Scale(3.0)
    return loss(model, jnp.arange(3.0))
""", "run()", grad="jax.grad(lambda v: loss(Scale(3.0), v))(jnp.arange(3.0))"),
    Case("every-call-passes-a-function", "JAX811", """
def relu(v):
    return jnp.maximum(v, 0.0)

@jax.jit
def layer(x, act):
    return act(x - 1.0)

def run():
    return layer(jnp.arange(3.0), relu)
""", "run()"),
]

NOT_SAFE = [
    Case("a-caller-passes-a-float", "JAX202", """
@jax.jit
def grid(x, n):
    return jnp.arange(n) + x
""", "grid(jnp.float32(1.0), 3.0)"),
    Case("a-caller-passes-a-computed-int", "JAX202", """
@jax.jit
def pad_to(x, n):
    return jnp.concatenate([x, jnp.zeros(n)])

def run(xs):
    n = len(xs)
    return pad_to(jnp.ones(2), 1), pad_to(jnp.ones(2), n)
""", "run([1, 2])"),
    Case("the-function-escapes", "JAX202", """
@jax.jit
def pad_to(x, n):
    return jnp.concatenate([x, jnp.zeros(n)])

HANDLERS = {"pad": pad_to}

def run():
    return pad_to(jnp.ones(2), 1)
""", "run()", unsafe_marks=False),
    Case("a-caller-passes-a-module-constant", "JAX202", """
WIDTH = 3

@jax.jit
def pad_to(x, n):
    return jnp.concatenate([x, jnp.zeros(n)])

def run():
    return pad_to(jnp.ones(2), WIDTH)
""", "run()"),
    Case("another-call-passes-an-array", "JAX811", """
class Scale:
    k = 2.0

@jax.jit
def apply(x, s):
    return x * (s.k if isinstance(s, Scale) else s)

def run():
    return apply(jnp.ones(2), Scale()), apply(jnp.ones(2), jnp.float32(3.0))
""", "run()"),
    Case("the-object-changes-between-calls", "JAX811", """
class Scale:
    def __init__(self, k):
        self.k = k

@jax.jit
def apply(model, x):
    return model.k * x

def run():
    model = Scale(2.0)
    first = apply(model, jnp.ones(2))
    model.k = 3.0  # hashed by identity: a static mark would reuse the first trace
    return first, apply(model, jnp.ones(2))
""", "run()"),
    Case("the-function-with-an-object-escapes", "JAX811", """
def relu(v):
    return jnp.maximum(v, 0.0)

@jax.jit
def layer(x, act):
    return act(x - 1.0)

LAYERS = [layer]

def run():
    return layer(jnp.arange(3.0), relu)
""", "run()"),
]


def _source(case: Case) -> str:
    return with_use(HEADER + textwrap.dedent(case.source).lstrip("\n"), case.call)


@pytest.mark.parametrize("case", SAFE + NOT_SAFE, ids=lambda c: c.name)
def test_the_program_fails_under_jit(case):
    with pytest.raises(Exception):
        _run(_source(case), case.call)


@pytest.mark.parametrize("case", SAFE, ids=lambda c: c.name)
def test_safe_fix_alone_makes_it_run_as_the_eager_original(case):
    outcome = fix_source(_source(case), "buggy.py", Config(), unsafe=False)
    assert outcome.applied[case.rule] > 0, outcome.source
    assert not [d for d in outcome.diagnostics if d.code == case.rule], outcome.source
    expected, _ = _run(_source(case), case.call, eager=True)
    assert_same_result(expected, _run(outcome.source, case.call)[0])
    if case.grad is not None:
        assert_same_result(_run(_source(case), case.grad, eager=True)[0], _run(outcome.source, case.grad)[0])


@pytest.mark.parametrize("case", NOT_SAFE, ids=lambda c: c.name)
def test_mark_stays_unsafe_without_literal_callers(case):
    safe_only = fix_source(_source(case), "buggy.py", Config(), unsafe=False)
    assert safe_only.source == _source(case)
    assert [d for d in safe_only.diagnostics if d.code == case.rule]
    unsafe = fix_source(_source(case), "buggy.py", Config(), unsafe=True)
    assert (unsafe.applied[case.rule] > 0) is case.unsafe_marks, unsafe.source
