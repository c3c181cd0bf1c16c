"""Round 11 of the multi-file projects (tests/projects/mf11_*): the capabilities it added, each
where it must hold back. Every project here is also run under JAX, so a verdict is JAX's.

- `ACTS[config.ACTIVATION]`: a dict of functions keyed by another module's constant traces the
  entry that key names; a closure variable that shadows a module constant is not that constant.
- JAX811 on an instance of another module's plain class (`cfg = ModelConfig(...)` handed to a
  traced parameter of `jax.jit(model.forward)`); not when some file of the project registers
  the class (ok_mf11_config_registered_elsewhere), nor when the project's files are unknown.
- `@compiled`, a project decorator whose body is `return jax.jit(fn)`, becomes
  `@partial(jax.jit, static_argnames=...)` for a traced size; a wrapper with options is left.
- `(i < n) and (err > tol)` becomes `jnp.logical_and(...)`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jaxlint.analysis.jax_types import registered_elsewhere
from tests.helpers import assert_fix_makes_project_run, json_findings, run_project, write_files

PROJECTS = Path(__file__).resolve().parent.parent / "projects"
ROUND = sorted(p.name for p in PROJECTS.iterdir() if p.name.startswith("mf11_"))
ADVICE_ONLY = {  # the fix cannot pick a value for the user: advice, the project still fails
    "mf11_lax_map_helper_range": "JAX202: range() of a data-dependent degree; no static value to mark",
}


def test_round11_projects_are_all_here():
    assert len(ROUND) == 18 and set(ADVICE_ONLY) <= set(ROUND)


@pytest.mark.parametrize("name", ROUND)
def test_fix_makes_the_project_run_or_leaves_advice(name, tmp_path, capsys, monkeypatch):
    assert_fix_makes_project_run(PROJECTS / name, tmp_path / name, capsys, monkeypatch, name in ADVICE_ONLY)


CLOSURE_SHADOWS_CONSTANT = {
    "acts.py": """
        import math

        import jax.numpy as jnp


        def relu(x):
            return jnp.maximum(x, 0.0)


        def softclip(x):
            return x / (1.0 + math.fabs(x))


        ACTS = {"relu": relu, "softclip": softclip}
    """,
    "model.py": """
        import jax
        import jax.numpy as jnp

        from acts import ACTS

        ACTIVATION = "softclip"


        def make(ACTIVATION):
            @jax.jit
            def forward(x):
                return ACTS[ACTIVATION](x.sum())

            return forward


        def run():
            return make("relu")(jnp.ones(3))
    """,
}


def test_a_closure_variable_shadowing_a_module_constant_is_not_that_constant(tmp_path, capsys, monkeypatch):
    write_files(tmp_path, CLOSURE_SHADOWS_CONSTANT)
    monkeypatch.chdir(tmp_path)
    assert run_project(tmp_path, "import model; model.run()").returncode == 0  # relu runs under jit
    assert json_findings(capsys, ".") == []


def test_the_module_constant_key_is_followed(tmp_path, capsys, monkeypatch):
    files = dict(CLOSURE_SHADOWS_CONSTANT)
    files["model.py"] = files["model.py"].replace("make(ACTIVATION)", "make()").replace('make("relu")', "make()")
    write_files(tmp_path, files)
    monkeypatch.chdir(tmp_path)
    ran = run_project(tmp_path, "import model; model.run()")
    assert ran.returncode != 0 and "ConcretizationTypeError" in ran.stderr  # softclip: math.fabs of a tracer
    assert json_findings(capsys, ".") == [("acts.py", 11, "JAX501")]


def test_another_modules_class_is_not_judged_without_the_project_files():
    assert registered_elsewhere(None, "ModelConfig")


WRAPPER_WITH_OPTIONS = {
    "utils.py": """
        import jax


        def compiled(fn):
            return jax.jit(fn, inline=True)
    """,
    "ops.py": """
        import jax.numpy as jnp

        from utils import compiled


        @compiled
        def pad_to(x, n):
            out = jnp.zeros(n)
            return out.at[: x.shape[0]].set(x)
    """,
}


def test_a_jit_wrapper_with_options_is_not_replaced(tmp_path, capsys, monkeypatch):
    """`compiled` passes an option of its own: replacing `@compiled` with a jax.jit spelled here
    would drop it, so the static_argnames fix is not offered (the finding stays, as advice)."""
    write_files(tmp_path, WRAPPER_WITH_OPTIONS)
    monkeypatch.chdir(tmp_path)
    ran = run_project(tmp_path, "import jax.numpy as jnp, ops; ops.pad_to(jnp.ones(3), 5)")
    assert ran.returncode != 0 and "TypeError" in ran.stderr
    before = (tmp_path / "ops.py").read_text()
    assert json_findings(capsys, "--fix", "--unsafe-fixes", ".") == [("ops.py", 8, "JAX202")]
    assert (tmp_path / "ops.py").read_text() == before


def test_and_of_two_comparisons_becomes_logical_and(tmp_path, capsys, monkeypatch):
    write_files(tmp_path, {"loop.py": """
        import jax
        import jax.numpy as jnp


        def keep_going(state):
            i, err = state
            return (i < 5) or (err > 1e-3)


        def step(state):
            i, err = state
            return i + 1, err / 10.0


        def run():
            return jax.lax.while_loop(keep_going, step, (0, jnp.float32(1.0)))
    """})
    monkeypatch.chdir(tmp_path)
    assert run_project(tmp_path, "import loop; loop.run()").returncode != 0
    assert json_findings(capsys, "--fix", "--unsafe-fixes", ".") == []
    assert "return jnp.logical_or((i < 5), (err > 1e-3))" in (tmp_path / "loop.py").read_text()
    ran = run_project(tmp_path, "import loop; i, err = loop.run(); assert int(i) == 5, i")
    assert ran.returncode == 0, ran.stderr[-2000:]
