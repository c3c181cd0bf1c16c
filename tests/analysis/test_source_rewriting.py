"""Decorators that rewrite a function's source before anything runs it (tests/data/unseen19_triage.md,
class B): Catalyst's `@qjit(autograph=True)` turns `result[i] = v` on a JAX array into
`result = result.at[i].set(v)` (and `if`/`for` on traced values into lax control flow) before
tracing, so the body as written never runs and nothing in it is reported. Without `autograph=True`
the body is traced as written. Catalyst is not installed with the dev extra (it needs its MLIR
runtime), so these cases are linted, not run; the behaviour is read from Catalyst's documentation and
its own tests (frontend/test/pytest/test_autograph.py assigns `result[i] = x[i] * 2` under it)."""

from __future__ import annotations

from jaxlint.config import Config
from jaxlint.engine import lint_source

SOURCE = '''import jax.numpy as jnp
from catalyst import qjit


@qjit(autograph=True)
def double_all(x):
    result = jnp.empty((x.shape[0],), dtype=x.dtype)
    for i in range(x.shape[0]):
        result[i] = x[i] * 2
    return result


@qjit
def double_first(x):
    result = jnp.empty((x.shape[0],), dtype=x.dtype)
    result[0] = x[0] * 2
    return result


@qjit(autograph=False)
def double_second(x):
    result = jnp.zeros(3)
    result[1] = x[1] * 2
    return result
'''


def test_a_body_autograph_rewrites_is_not_reported_and_the_others_are():
    found = [(d.code, d.location.row) for d in lint_source(SOURCE, "kernels.py", Config()).diagnostics]
    assert found == [("JAX701", 16), ("JAX701", 23)]


def test_pennylane_spells_the_same_decorator():
    source = SOURCE.replace("from catalyst import qjit", "from pennylane import qjit")
    found = [(d.code, d.location.row) for d in lint_source(source, "kernels.py", Config()).diagnostics]
    assert found == [("JAX701", 16), ("JAX701", 23)]
