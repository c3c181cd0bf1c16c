"""The shape round 25 of untuned published code (tests/data/unseen25_triage.md, class Q) left
questionable, each beside neighbours that are still bugs. Every case runs under JAX first (the
label), then is linted. A stale read shows itself by raising `RuntimeError("stale")`.

A module global bound only to a placeholder (`None`, an empty container or array) and rebound
by one function the module calls at most once, outside any loop, is initialised: a trace taken
before the call would read the placeholder, one taken after reads the one value the program
ever gives it. A second call, a call in a loop (or in a function called in one), the setter
handed on as a value, or a module value that is not a placeholder stays a reassignment (JAX303).
The initialiser's runs are counted across the project: another module calling it a second time,
or in a loop, makes it a reassignment too; a namesake in a third module does not.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case, json_findings, run_project, write_files

HEADER = "import jax\nimport jax.numpy as jnp\nimport numpy as np\nfrom jax import lax\n\n"

# clm-ml-jax MLCanopyTurbulenceMod.py: lookup tables filled by LookupPsihatINI(), read by a
# module-level lax.fori_loop body.
_INIT_ONCE = """
_table = None
_grid = np.empty(0)


def load_tables(scale):
    global _table, _grid
    _grid = np.linspace(0.0, 1.0, 5)
    _table = np.asarray(_grid) * scale


def lookup(x):
    return jnp.interp(x, _grid, _table)


def body(i, acc):
    return acc + lookup(acc * 0.1)


def solve(x):
    return lax.fori_loop(0, 3, body, x)


def initialize():
    load_tables(2.0)


initialize()
if abs(float(jax.jit(solve)(jnp.float32(0.5))) - float(solve(jnp.float32(0.5)))) > 1e-6:
    raise RuntimeError("stale")
"""

_SETTER = """
_scale = None


def set_scale(value):
    global _scale
    _scale = value


@jax.jit
def f(x):
    return x * _scale


"""

_SET_TWICE = _SETTER + """
set_scale(2.0)
f(jnp.float32(1.0))
set_scale(3.0)
if float(f(jnp.float32(1.0))) != 3.0:
    raise RuntimeError("stale")
"""

_SET_IN_LOOP = _SETTER + """
for s in (2.0, 3.0):
    set_scale(s)
    if float(f(jnp.float32(1.0))) != s:
        raise RuntimeError("stale")
"""

_SET_BY_A_FUNCTION_IN_A_LOOP = _SETTER + """
def step(s):
    set_scale(s)
    return f(jnp.float32(1.0))


for s in (2.0, 3.0):
    if float(step(s)) != s:
        raise RuntimeError("stale")
"""

_SET_ONCE_AT_TOP = _SETTER + """
set_scale(2.0)
if float(f(jnp.float32(1.0))) != 2.0:
    raise RuntimeError("stale")
"""

_NOT_A_PLACEHOLDER = _SETTER.replace("_scale = None", "_scale = 1.0") + """
f(jnp.float32(1.0))
set_scale(3.0)
if float(f(jnp.float32(1.0))) != 3.0:
    raise RuntimeError("stale")
"""

_SETTER_HANDED_ON = _SETTER + """
hooks = [set_scale]
for s in (2.0, 3.0):
    hooks[0](s)
    if float(f(jnp.float32(1.0))) != s:
        raise RuntimeError("stale")
"""

SHAPES = {
    "placeholders_filled_by_an_initialiser_run_once": (_INIT_ONCE, None, None),
    "placeholder_set_once_at_module_level": (_SET_ONCE_AT_TOP, None, None),
    "placeholder_set_twice": (_SET_TWICE, "RuntimeError", "JAX303"),
    "placeholder_set_in_a_loop": (_SET_IN_LOOP, "RuntimeError", "JAX303"),
    "placeholder_set_by_a_function_called_in_a_loop": (_SET_BY_A_FUNCTION_IN_A_LOOP, "RuntimeError", "JAX303"),
    "value_that_is_no_placeholder_set_once": (_NOT_A_PLACEHOLDER, "RuntimeError", "JAX303"),
    "setter_handed_on_as_a_value": (_SETTER_HANDED_ON, "RuntimeError", "JAX303"),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_global_filled_by_an_initialiser(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


# The same shape across modules: `tables.py` holds the placeholder and its initialiser, which only
# `train.py` calls; `model.py` reads the global under jit.
_TABLES = {
    "tables.py": """
        import numpy as np

        _table = None


        def load_tables(scale):
            global _table
            _table = np.arange(3.0) * scale
    """,
    "model.py": """
        import jax
        import jax.numpy as jnp

        import tables


        @jax.jit
        def apply(x):
            return x + jnp.sum(tables._table)
    """,
}
_TRAIN_ONCE = """
    import jax.numpy as jnp

    import model
    import tables

    tables.load_tables(1.0)
    assert float(model.apply(jnp.float32(0.0))) == 3.0
"""
_TRAIN_TWICE = _TRAIN_ONCE + """
    tables.load_tables(10.0)
    assert float(model.apply(jnp.float32(0.0))) == 30.0, "stale"
"""


def test_initialiser_run_once_by_another_module(tmp_path, capsys):
    write_files(tmp_path, {**_TABLES, "train.py": _TRAIN_ONCE})
    assert run_project(tmp_path, "import train").returncode == 0
    assert json_findings(capsys, str(tmp_path)) == []


def test_initialiser_run_twice_by_another_module(tmp_path, capsys):
    """The initialiser's calls in other modules count (outside_changes.py): a second one there
    is a true stale read."""
    write_files(tmp_path, {**_TABLES, "train.py": _TRAIN_TWICE})
    ran = run_project(tmp_path, "import train")
    assert ran.returncode != 0 and "stale" in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == [("model.py", 9, "JAX303")]


_TRAIN_IN_A_LOOP = """
    import jax.numpy as jnp

    import model
    from tables import load_tables

    for scale in (1.0, 10.0):
        load_tables(scale)
        assert float(model.apply(jnp.float32(0.0))) == 3.0 * scale, "stale"
"""


def test_initialiser_run_in_another_module_loop(tmp_path, capsys):
    write_files(tmp_path, {**_TABLES, "train.py": _TRAIN_IN_A_LOOP})
    ran = run_project(tmp_path, "import train")
    assert ran.returncode != 0 and "stale" in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == [("model.py", 9, "JAX303")]


# Another module's function of the same name, run twice, is not the initialiser.
_NAMESAKE = {
    "loaders.py": """
        def load_tables(scale):
            return [scale] * 3
    """,
    "train.py": """
        import jax.numpy as jnp

        import loaders
        import model
        import tables

        tables.load_tables(1.0)
        loaders.load_tables(1.0)
        loaders.load_tables(2.0)
        assert float(model.apply(jnp.float32(0.0))) == 3.0
    """,
}


def test_namesake_run_twice_is_not_the_initialiser(tmp_path, capsys):
    write_files(tmp_path, {**_TABLES, **_NAMESAKE})
    assert run_project(tmp_path, "import train").returncode == 0
    assert json_findings(capsys, str(tmp_path)) == []
