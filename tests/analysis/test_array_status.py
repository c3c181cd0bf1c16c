"""`TracedContext.array_status`: is a traced value an array, or a container of tracers?

Fixes that give a value an array API ask this first (issue #15: a dict became `.at[k].set`, a
list of functions `jnp.asarray`). Each case returns the probed expressions from a jitted
function; the status of each returned element is read where the analysis walks the `return`.
"""

from __future__ import annotations

import textwrap

import libcst as cst
import pytest

from jaxlint.analysis.api import ARRAY, NOT_ARRAY, PARAMETER, AnalysisOptions, ModuleAnalysis

HEADER = "import jax\nimport jax.numpy as jnp\n"


def _statuses(source: str) -> list[str]:
    module = cst.parse_module(HEADER + textwrap.dedent(source))
    analysis = ModuleAnalysis(module, AnalysisOptions())
    found: list[str] = []

    def dispatch(node, ctx):
        if isinstance(node, cst.Return) and isinstance(node.value, cst.Tuple) and not found:
            found.extend(ctx.array_status(e.value) for e in node.value.elements)

    analysis.run_traced(dispatch)
    return found


CASES = [
    ("computed arrays", """
@jax.jit
def f(x):
    a = jnp.zeros(3)
    b = x.reshape(-1)
    c = x / 2
    d = x.at[0].set(1.0)
    return a, b, c, d, -x, x > 0
""", [ARRAY] * 6),
    ("parameters", """
@jax.jit
def f(x, y: jax.Array, z, w):
    n = z.shape
    p = w["k"]
    return x, y, z, w
""", [PARAMETER, ARRAY, ARRAY, NOT_ARRAY]),
    ("rebinding keeps what a name is", """
@jax.jit
def f(x, s=None):
    x = x * 2
    s = s or 1.0
    acc = 0.0
    acc = acc + jnp.ones(2)
    return x, s, acc
def use(x, s):
    return f(x, s)
""", [ARRAY, PARAMETER, ARRAY]),
    ("parts of pytrees are not known to be arrays", """
@jax.jit
def f(state):
    m = state["metrics"]
    t = jax.tree.map(lambda a: a * 2, state)
    first = state[0]
    return m, t, first
""", ["unknown", "unknown", "unknown"]),
    ("containers and functions", """
@jax.jit
def f(x):
    pair = [x, x]
    table = {"a": x}
    return pair, table, (x,)
""", [NOT_ARRAY, NOT_ARRAY, NOT_ARRAY]),
    ("tuples of arrays are not one array", """
@jax.jit
def f(x):
    idx = jnp.nonzero(x, size=3)
    q, r = jnp.linalg.qr(x)
    w = jnp.linalg.eigh(x)
    return idx, w, jnp.where(x > 0)
""", ["unknown", "unknown", "unknown"]),
    ("an equality test is what its operands are", """
@jax.jit
def f(x, v, w, table):
    a = jnp.where(w > 0, w, jnp.nan)
    n = table["k"]
    return x == v, a == a, x != 3.0, a == v, x == None, n == 2
""", [PARAMETER, ARRAY, PARAMETER, ARRAY, "unknown", "unknown"]),
]


@pytest.mark.parametrize("name,source,expected", CASES, ids=[c[0] for c in CASES])
def test_array_status(name, source, expected):
    assert _statuses(source) == expected
