"""A host side effect a jitted function runs on a traced value (JAX105 `float(value)` in a metrics
object's method, JAX301 a logger appending to a global list): the fix moves the call into a plain
wrapper of the same name that runs it on the returned value (fixers/hoisted_effects.py).

Each program fails under jit as written; after the fix it runs under jit and gives what the
original gives run eagerly (`jax.disable_jit`): the same result and the same recorded values. The
fix is unsafe (tested: the jitted function is no longer what the name holds), and refused where
the move could change what the function computes.
"""

from __future__ import annotations

import numpy as np
import pytest

from jaxlint import lint_source
from jaxlint.config import Config
from jaxlint.diagnostics import Applicability
from jaxlint.fix_loop import fix_source
from tests.fixers.test_value_fix_rate import HEADER, _run

_METER = """
class Meter:
    def __init__(self):
        self.total = 0.0
        self.count = 0

    def update(self, value):
        self.total += float(value)
        self.count += 1

"""
CASES = {
    "meter-in-a-factory-closure": (_METER + """
def make_step(meter, lr):
    @jax.jit
    def step(w, x):
        loss, g = jax.value_and_grad(lambda w: jnp.sum((x * w - 1.0) ** 2))(w)
        meter.update(loss)
        return w - lr * g

    return step


def train():
    meter = Meter()
    step = make_step(meter, 0.1)
    w = jnp.zeros(3)
    for _ in range(4):
        w = step(w, jnp.arange(3.0))
    return w, meter.total, meter.count
""", "train()"),
    "global-log-module-level-static-arg": ("""
RECORDS = []


def log_scalar(name, value):
    RECORDS.append((name, value))


@partial(jax.jit, static_argnames="scale")
def step(w, x, scale=2.0):
    loss = jnp.sum((x * w) ** 2) * scale
    norm = jnp.linalg.norm(w)
    log_scalar("norm", norm)
    return w - 0.1 * loss, loss


def train():
    RECORDS.clear()
    w = jnp.ones(2)
    for _ in range(3):
        w, loss = step(w, jnp.array([0.5, 0.25]), scale=1.0)
    return w, loss, [float(v) for _, v in RECORDS]
""", "train()"),
}


def _fix(source: str, use: str, unsafe: bool = True):
    return fix_source(f"{source}\n{use}\n", "buggy.py", Config(), unsafe=unsafe)


def _leaves(value):
    import jax

    return [np.asarray(leaf) for leaf in jax.tree.leaves(value)]


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_effect_runs_outside_jit_and_matches_eager(name):
    body, use = CASES[name]
    source = HEADER + body
    with pytest.raises(Exception, match="Tracer|tracer|Concretization"):
        _run(source, use)
    expected, _ = _run(source, use, eager=True)
    outcome = _fix(source, use)
    assert sum(outcome.applied.values()) >= 1, outcome.source
    assert "_step_traced" in outcome.source and not [d for d in outcome.diagnostics if d.code in ("JAX105", "JAX301")]
    got, _ = _run(outcome.source, use)
    for a, b in zip(_leaves(got), _leaves(expected), strict=True):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


def test_the_move_is_unsafe_and_says_why():
    body, use = CASES["meter-in-a-factory-closure"]
    source = HEADER + body
    assert _fix(source, use, unsafe=False).applied.get("JAX105", 0) == 0
    found = [d for d in lint_source(source + use + "\n", "buggy.py") if d.code == "JAX105"]
    assert [d.fix.applicability for d in found] == [Applicability.UNSAFE]
    assert "another name" in found[0].fix.message
    # why: the name now holds a plain function, not the jitted one (`.lower` is gone)
    fixed = _fix(source, use).source
    namespace: dict = {}
    exec(compile(fixed, "<fixed>", "exec", dont_inherit=True), namespace)
    assert not hasattr(namespace["make_step"](namespace["Meter"](), 0.1), "lower")


_REFUSED_STEP = """
RECORDS = []


def log_scalar(value):
    RECORDS.append(value)


@jax.jit
def step(w):
{body}


step(jnp.ones(2))
"""


@pytest.mark.parametrize("body", [
    # inside a loop: once per iteration, which a wrapper cannot replay
    "    for i in range(2):\n        log_scalar(w * i)\n    return w",
    # the logger is read again in the function: it may see the effect
    "    loss = jnp.sum(w)\n    log_scalar(loss)\n    log_scalar(loss + 1)\n    return w",
    # the logged name is rebound after the call
    "    loss = jnp.sum(w)\n    log_scalar(loss)\n    loss = loss * 2\n    return w + loss",
    # an expression, not a name: it would have to be computed again outside
    "    log_scalar(jnp.sum(w))\n    return w",
])
def test_the_move_is_refused(body):
    source = HEADER + _REFUSED_STEP.format(body=body)
    found = [d for d in lint_source(source, "buggy.py") if d.code == "JAX301"]
    assert found, source
    assert all(d.fix is None or "_step_traced" not in "".join(e.content for e in d.fix.edits) for d in found)
