"""Why a value is traced: the origin a finding names and the chain of steps it carries.

Each snippet is linted and also run under JAX, which must fail the way the finding says (the
traced value really is a tracer there). The origin must name the input the tested value really
depends on, and the chain must be a true path from the transform to it.
"""

from __future__ import annotations

import textwrap

import jax
import pytest

from jaxlint.analysis import provenance
from jaxlint.config import Config
from jaxlint.engine import lint_source

PRELUDE = "from functools import partial\nimport jax\nimport jax.numpy as jnp\nfrom jax import lax\n"


def _finding(code: str, call: str, rule: str = "JAX101"):
    source = PRELUDE + textwrap.dedent(code)
    found = [d for d in lint_source(source, "snippet.py", Config()).diagnostics if d.code == rule]
    assert len(found) == 1, [(d.code, d.message) for d in found]
    namespace: dict = {}
    exec(compile(source, "snippet.py", "exec"), namespace)
    with pytest.raises(jax.errors.TracerBoolConversionError):
        eval(call, namespace)
    return found[0], source.splitlines()


def _notes(d) -> list[str]:
    return [step.note for step in d.trace]


def _rows(d, lines) -> list[str]:
    return [lines[step.location.row - 1].strip() for step in d.trace]


def test_chained_comparison_names_the_traced_operand():
    d, lines = _finding("""
        @partial(jax.jit, static_argnames=("num_classes",))
        def check(labels, num_classes):
            if 0 <= labels < num_classes:
                return labels
            return labels * 0
    """, "check(jax.numpy.int32(1), num_classes=3)")
    assert "parameter 'labels'" in d.message
    assert _notes(d)[0] == "`labels`: parameter of `check`, traced by jax.jit"
    assert _notes(d)[-1] == "`0 <= labels < num_classes` is a tracer here"


def test_binary_operation_names_its_traced_side_not_its_static_one():
    d, lines = _finding("""
        @partial(jax.jit, static_argnums=0)
        def shift(n, y):
            z = n + y
            if z > 0:
                return z
            return -z
    """, "shift(2, jnp.float32(1.0))")
    assert "parameter 'y'" in d.message
    assert _notes(d) == ["`y`: parameter of `shift`, traced by jax.jit", "`z = n + y`", "`z > 0` is a tracer here"]
    assert _rows(d, lines) == ["@partial(jax.jit, static_argnums=0)", "z = n + y", "if z > 0:"]


def test_tuple_unpacking_keeps_each_elements_own_origin():
    d, lines = _finding("""
        @partial(jax.jit, static_argnums=0)
        def pick(n, y):
            a, b = n, y
            if b > a:
                return b
            return a * 1.0
    """, "pick(2, jnp.float32(1.0))")
    assert "parameter 'y'" in d.message
    assert _notes(d) == ["`y`: parameter of `pick`, traced by jax.jit", "`a, b = n, y`", "`b > a` is a tracer here"]


def test_a_helpers_result_names_the_argument_of_its_own_call():
    """`double` is analysed once (memoised by the arguments' kinds); its second result must
    still come from `y`, through the second call, not from the first call's `x`."""
    d, lines = _finding("""
        def double(v):
            return v * 2

        @jax.jit
        def f(x, y):
            a = double(x)
            b = double(y)
            if b > 0:
                return a
            return b
    """, "f(jnp.float32(1.0), jnp.float32(2.0))")
    assert "parameter 'y'" in d.message
    notes = _notes(d)
    assert notes[0] == "`y`: parameter of `f`, traced by jax.jit"
    assert "passed to `double` as `v`: `double(y)`" in notes
    assert not any("double(x)" in n for n in notes)
    assert _rows(d, lines)[1:] == ["b = double(y)", "b = double(y)", "if b > 0:"]


def test_lax_scan_carry_element_comes_from_the_initial_value():
    d, lines = _finding("""
        @jax.jit
        def run(x, xs):
            def step(carry, e):
                c, h = carry
                if h > 0:
                    h = h - e
                return (c, h), e
            return lax.scan(step, (0.0, x), xs)
    """, "run(jnp.float32(1.0), jnp.ones(3))")
    assert "parameter 'x'" in d.message
    notes = _notes(d)
    assert notes[0] == "`x`: parameter of `run`, traced by jax.jit"
    assert notes[1] == "`carry`: parameter of `step`, traced by lax.scan"
    assert notes[2:] == ["`c, h = carry`", "`h > 0` is a tracer here"]
    assert _rows(d, lines)[1] == "return lax.scan(step, (0.0, x), xs)"


def test_a_value_staged_under_jit_starts_its_chain_where_it_is_made():
    d, lines = _finding("""
        @jax.jit
        def f(x):
            total = jnp.zeros(())
            if total > 0:
                return x
            return -x
    """, "f(jnp.float32(1.0))")
    assert _notes(d) == ["`jnp.zeros(())` is staged by jax.jit: its result is a tracer", "`total = jnp.zeros(())`",
                         "`total > 0` is a tracer here"]


def test_a_long_chain_keeps_its_first_step_and_says_how_many_it_left_out():
    body = "".join(f"    x{i + 1} = x{i} + 1\n" for i in range(30))
    d, lines = _finding("@jax.jit\ndef f(x0):\n" + body + "    if x30 > 0:\n        return x30\n    return x0\n",
                        "f(jnp.float32(1.0))")
    notes = _notes(d)
    assert notes[0] == "`x0`: parameter of `f`, traced by jax.jit"
    assert len(notes) <= provenance.MAX_STEPS + 1
    assert any(n.startswith("(") and "more steps)" in n for n in notes)
    assert notes[-2] == "`x30 = x29 + 1`"


def test_a_finding_that_is_not_about_a_tracer_has_no_trace():
    source = PRELUDE + textwrap.dedent("""
        @jax.jit
        def f(x):
            return x.astype(jnp.float64)
    """)
    config = Config()
    config.extend_select = ("JAX702",)  # advisory: selected by name
    found = [d for d in lint_source(source, "snippet.py", config).diagnostics]
    assert found and all(d.trace == () for d in found), [(d.code, d.trace) for d in found]
