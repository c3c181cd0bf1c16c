"""Fixes that audits caught breaking working code (issue #15), and their neighbours.

Each program here runs correctly under `jax.jit` with the arguments it is called with. Fixing it
with `--fix --unsafe-fixes` must leave it running with the same result; most must not be
touched at all, because the value the old fix rewrote is a container, a function or a dict,
never an array.
"""

from __future__ import annotations

import textwrap

import pytest

from jaxlint.config import Config
from jaxlint.fix_loop import fix_source
from tests.fixers.test_golden import assert_same_result

HEADER = "import jax\nimport jax.numpy as jnp\nfrom functools import partial\n"


def _fix(source: str, unsafe: bool = True):
    return fix_source(HEADER + textwrap.dedent(source), "case.py", Config(), unsafe=unsafe)


def _run(source: str, call: str):
    namespace: dict = {"__name__": "case"}
    exec(compile(source, "<case>", "exec"), namespace)
    return eval(call, namespace)


# (name, working program, call that runs it under jit)
WORKING = [
    ("sorted-over-dict-keys", """
@jax.jit
def f(d):
    total = 0.0
    for k in sorted(d):
        total = total + d[k]
    return total
""", "f({'a': jnp.ones(2), 'b': 2 * jnp.ones(2)})"),
    ("any-over-dict-keys", """
@jax.jit
def f(d):
    return d["w"] * 2 if any(d) else d["w"]
""", "f({'w': jnp.ones(2)})"),
    ("dict-item-from-pytree-param", """
@jax.jit
def f(state, v):
    metrics = state["metrics"]
    metrics["loss"] = v
    return metrics
""", "f({'metrics': {'acc': jnp.ones(())}}, jnp.zeros(()))"),
    ("nested-dict-item", """
@jax.jit
def f(params, v):
    params["layer"]["w"] = v
    return params
""", "f({'layer': {'w': jnp.ones(2)}}, jnp.zeros(2))"),
    ("dict-item-after-tree-map", """
@jax.jit
def f(x):
    out = jax.tree.map(lambda a: a * 2, x)
    out["k"] = jnp.ones(())
    return out
""", "f({'a': jnp.ones(2)})"),
    ("dict-item-with-parameter-key", """
@jax.jit
def f(batch, scale):
    out = jax.tree.map(lambda a: a * scale, batch)
    for name in batch:
        out[name] = out[name] + 1
    return out
""", "f({'a': jnp.ones(2)}, 2.0)"),
    ("list-of-functions-indexed-statically", """
FNS = [jnp.sin, jnp.cos]
@jax.jit
def f(x):
    return FNS[0](x) + FNS[1](x)
""", "f(1.0)"),
    ("dict-or-default", """
@jax.jit
def f(x, opts):
    opts = opts or {}
    return x * 2
""", "f(1.0, {})"),
]


@pytest.mark.parametrize("name,source,call", WORKING, ids=[w[0] for w in WORKING])
def test_fix_keeps_working_code_working(name, source, call):
    original = HEADER + textwrap.dedent(source)
    expected = _run(original, call)
    outcome = _fix(source)
    assert_same_result(expected, _run(outcome.source, call))
    assert outcome.source == original, "a fix touched a non-array:\n" + outcome.source


def test_sorted_over_a_dict_parameter_is_not_reported():
    outcome = _fix(WORKING[0][1])
    assert not [d for d in outcome.diagnostics if d.code == "JAX104"]


def test_dict_item_assignment_is_never_an_array_update():
    for name, source, _ in WORKING:
        if name.startswith(("dict-item", "nested-dict")):
            outcome = _fix(source)
            assert not [d for d in outcome.diagnostics if d.code == "JAX701"], name


# --- an array parameter is never made static ------------------------------------------------------

ARRAY_PARAMS = [
    ("annotated-jax-array", """
@jax.jit
def f(x, n: jax.Array):
    return jnp.ones(3)[:n]
"""),
    ("annotated-jnp-ndarray", """
@jax.jit
def f(x, n: jnp.ndarray):
    for _ in range(n):
        x = x * 2
    return x
"""),
    ("used-as-array", """
@jax.jit
def f(x, n):
    m = n.sum()
    return x[:n]
"""),
    ("flag-used-as-array", """
@jax.jit
def f(x, flag):
    if flag:
        return x * flag.astype(x.dtype)
    return x
"""),
    ("list-index-array", """
WEIGHTS = [[1.0], [2.0, 3.0]]
@jax.jit
def f(i: jax.Array):
    return WEIGHTS[i]
"""),
]


@pytest.mark.parametrize("name,source", ARRAY_PARAMS, ids=[a[0] for a in ARRAY_PARAMS])
def test_an_array_parameter_is_never_made_static(name, source):
    outcome = _fix(source)
    assert "static_arg" not in outcome.source, outcome.source


def test_a_plain_int_parameter_is_still_made_static():
    outcome = _fix("""
    @jax.jit
    def f(x, n: int):
        return x[:n]
    """)
    assert 'static_argnames=("n",)' in outcome.source


# --- jnp.asarray is never applied to functions or nested containers of non-arrays ----------------

NOT_STACKABLE = [
    ("functions", "FNS = [jnp.sin, jnp.cos]\n", "FNS[i]"),
    ("lambdas", "FNS = [lambda v: v, lambda v: -v]\n", "FNS[i]"),
    ("strings", 'NAMES = ["a", "b"]\n', "NAMES[i]"),
    ("nested-functions", "FNS = [[jnp.sin], [jnp.cos]]\n", "FNS[i][0]"),
    ("nested-strings", 'NAMES = [("a", 1), ("b", 2)]\n', "NAMES[i][0]"),
    ("none", "OPTS = [None, 1.0]\n", "OPTS[i]"),
    ("dicts", 'OPTS = [{"a": 1.0}, {"a": 2.0}]\n', "OPTS[i]"),
    ("unknown-objects", "import os\nOPTS = [os.sep, os.pathsep]\n", "OPTS[i]"),
]


@pytest.mark.parametrize("name,table,use", NOT_STACKABLE, ids=[n[0] for n in NOT_STACKABLE])
def test_asarray_is_never_applied_to_non_arrays(name, table, use):
    outcome = _fix(table + f"""
@jax.jit
def f(x, i):
    return {use}
""")
    assert "asarray" not in outcome.source and "stack" not in outcome.source, outcome.source


# --- and/or on non-boolean operands never become logical_and/or -----------------------------------

@pytest.mark.parametrize("op,where", [("or", "jnp.where(x, x, y)"), ("and", "jnp.where(x, y, x)")])
def test_and_or_on_numbers_become_where_and_match_python_on_scalars(op, where):
    outcome = _fix(f"""
    @jax.jit
    def f(x, y):
        return x {op} y
    def use():
        return f(2.0, 3.0)
    """)
    assert f"logical_{op}" not in outcome.source and where in outcome.source
    for x, y in ((0.0, 3.0), (2.0, 3.0)):
        assert float(_run(outcome.source, f"f({x}, {y})")) == eval(f"x {op} y")


def test_or_on_booleans_stays_logical():
    outcome = _fix("""
    @jax.jit
    def f(x, y):
        return (x > 0) or (y > 0)
    """)
    assert "jnp.logical_or((x > 0), (y > 0))" in outcome.source
    assert bool(_run(outcome.source, "f(-1.0, 2.0)")) is True


def test_or_on_a_mix_of_boolean_and_number_is_a_where():
    outcome = _fix("""
    @jax.jit
    def f(x, y):
        return (x > 0) or y
    """)
    assert "logical_or" not in outcome.source

