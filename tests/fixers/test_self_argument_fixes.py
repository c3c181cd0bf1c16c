"""A jitted method with a static `self` reading an attribute that is reassigned later (JAX303):
the fix passes the attribute to the jitted method as an argument, read by a plain method under
the old name on every call (fixers/self_argument.py).

The program returns a stale value as written; after the fix the second call sees the new value,
as the original does run eagerly. Refused where a traced value could not stand for the attribute.
"""

from __future__ import annotations

import numpy as np
import pytest

from jaxlint import lint_source
from jaxlint.config import Config
from jaxlint.diagnostics import Applicability
from jaxlint.fix_loop import fix_source
from tests.fixers.test_value_fix_rate import HEADER, _run

SOLVER = HEADER + """
class Solver:
    def __init__(self, dt, decay):
        self.dt = dt
        self.decay = decay

    @partial(jax.jit, static_argnums=0)
    def step(self, u, v):
        return u + self.dt * v - self.decay * jnp.sum(u) * self.dt

def main():
    solver = Solver(0.1, 0.5)
    first = solver.step(jnp.ones(3), jnp.arange(3.0))
    solver.dt = 0.05
    second = solver.step(jnp.ones(3), jnp.arange(3.0))
    return first, second
"""


def test_reassigned_attribute_is_passed_as_an_argument():
    (first, second), _ = _run(SOLVER, "main()")
    np.testing.assert_allclose(first, second)  # stale: the second call reuses dt = 0.1
    expected, _ = _run(SOLVER, "main()", eager=True)
    outcome = fix_source(SOLVER + "main()\n", "buggy.py", Config(), unsafe=True)
    assert outcome.applied["JAX303"] == 1, outcome.source
    assert "def _step(self, u, v, dt):" in outcome.source and "return self._step(u, v, self.dt)" in outcome.source
    assert not [d for d in outcome.diagnostics if d.code == "JAX303"], outcome.diagnostics
    got, _ = _run(outcome.source, "main()")
    for a, b in zip(got, expected, strict=True):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-6)


def test_the_rewrite_is_unsafe():
    assert fix_source(SOLVER + "main()\n", "buggy.py", Config(), unsafe=False).applied.get("JAX303", 0) == 0
    found = [d for d in lint_source(SOLVER + "main()\n", "buggy.py") if d.code == "JAX303"]
    assert found and all(d.fix is not None and d.fix.applicability is Applicability.UNSAFE for d in found)


@pytest.mark.parametrize("method", [
    # used as a shape: a traced value cannot be one
    "@partial(jax.jit, static_argnums=0)\n    def step(self, u):\n        return u + jnp.zeros(self.n)",
    # a Python branch on it
    "@partial(jax.jit, static_argnums=0)\n    def step(self, u):\n        return u * 2 if self.n > 2 else u",
    # another decorator on the method
    "@staticmethod_like\n    @partial(jax.jit, static_argnums=0)\n    def step(self, u):\n        return u * self.n",
    # a default value: no parameter can follow it
    "@partial(jax.jit, static_argnums=0)\n    def step(self, u, scale=1.0):\n        return u * self.n * scale",
])
def test_self_argument_refused(method):
    source = HEADER + f"""
def staticmethod_like(f):
    return f

class Model:
    def __init__(self, n):
        self.n = n

    {method}

def main():
    model = Model(3)
    model.step(jnp.ones(3))
    model.n = 4
    return model.step(jnp.ones(3))
main()
"""
    found = [d for d in lint_source(source, "buggy.py") if d.code == "JAX303"]
    assert found, source
    assert all(d.fix is None for d in found), [d.fix.message for d in found if d.fix]
