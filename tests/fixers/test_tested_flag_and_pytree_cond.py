"""Two pieces that together fix `done = bool(c)` ... `if done: state = reset()` in traced code:

* `bool()` bound to a name that is only ever tested (`if done:`, `while not done`) is dropped
  (JAX105, safe: Python converts a test with `bool()` anyway, so the program is the same);
* the `if` then becomes `lax.cond` (JAX101), which carries a NamedTuple (or other pytree class
  without static fields) built from traced values, leaf by leaf, as it carries an array.

Each program fails under jit as written; after the fix it runs under jit and matches the original
run eagerly. Refused where the name is used otherwise or the state is not an array pytree.
"""

from __future__ import annotations

import jax
import numpy as np
import pytest

from jaxlint import lint_source
from jaxlint.config import Config
from jaxlint.diagnostics import Applicability
from jaxlint.fix_loop import fix_source
from tests.fixers.test_value_fix_rate import HEADER, _run

ENV = HEADER + """
from typing import NamedTuple

class State(NamedTuple):
    pos: jax.Array
    t: jax.Array

def reset():
    return State(jnp.array(0.0), jnp.array(0))

def step(state, action):
    nxt = State(state.pos + action, state.t + 1)
    done = bool(nxt.t >= 3)
    if done:
        nxt = reset()
    return nxt, nxt.pos

def rollout(actions):
    return lax.scan(step, reset(), actions)[1]
"""
USE = "rollout(jnp.array([1.0, 2.0, 0.5, 4.0, 1.0, 1.0, 2.0]))"


def test_tested_flag_and_named_tuple_branch_become_lax_cond():
    with pytest.raises(jax.errors.TracerBoolConversionError):
        _run(ENV, USE)
    expected, _ = _run(ENV, USE, eager=True)
    outcome = fix_source(ENV + USE + "\n", "buggy.py", Config(), unsafe=True)
    assert outcome.applied["JAX105"] == 1 and outcome.applied["JAX101"] == 1, outcome.source
    assert "done = nxt.t >= 3" in outcome.source and "lax.cond(done" in outcome.source
    got, _ = _run(outcome.source, USE)
    np.testing.assert_allclose(np.asarray(got), np.asarray(expected))


def test_dropping_bool_of_a_tested_flag_is_safe():
    found = [d for d in lint_source(ENV + USE + "\n", "buggy.py") if d.code == "JAX105"]
    assert [d.fix.applicability for d in found] == [Applicability.SAFE]
    assert "only ever tested" in found[0].fix.message


@pytest.mark.parametrize("use", [
    "return nxt, done",  # the flag is returned: it would become an array
    "flag = done\n    return nxt, flag",  # read other than as a test
])
def test_flag_read_otherwise_keeps_bool(use):
    source = ENV.replace("    if done:\n        nxt = reset()\n    return nxt, nxt.pos", f"    {use}")
    found = [d for d in lint_source(source + USE + "\n", "buggy.py") if d.code == "JAX105"]
    assert found
    assert all(d.fix is None or "only ever tested" not in d.fix.message for d in found)


def test_plain_object_state_is_not_carried_by_lax_cond():
    source = ENV.replace("class State(NamedTuple):", "class State:\n    def __init__(self, pos, t):\n"
                         "        self.pos, self.t = pos, t\n\nclass Unused(NamedTuple):")
    outcome = fix_source(source + USE + "\n", "buggy.py", Config(), unsafe=True)
    assert "lax.cond" not in outcome.source
