"""`jaxlint check --fix --unsafe-fixes --verify` proves what the rewrites can change.

One run over a folder of modules (each worker imports JAX, so the cases share it): a where
rewrite whose gradient is NaN at an edge value, static_argnames refused where a caller in view
passes an array (and made, then blamed on the call site, where that caller is outside the fixer's
project), rewrites in `lax.scan` bodies reached from a
jitted function and from a plain one, jitted methods whose `self` comes from a call site and
from the user's examples, a vmap whose original only runs row by row, and a module that
refuses a second import.
"""

from __future__ import annotations

import io
import json
import os
import sys
import textwrap
from pathlib import Path

import pytest

from jaxlint.cli import main
from jaxlint.config import Config
from jaxlint.runtime_check.command import verify_changes
from jaxlint.runtime_check.plan import Change

IMPORTS = "from functools import partial\n\nimport jax\nimport jax.numpy as jnp\n"

PROJECT = {
    "pyproject.toml": """
        [tool.jaxlint.verify]
        timeout = 60
        [tool.jaxlint.verify.examples]
        "methods:Doubler.apply" = "Doubler(3.0).apply(jnp.array([1.0, -2.0]))"
    """,
    "nan_where.py": IMPORTS + """
        @jax.jit
        def safe_sqrt(x):
            root = jnp.sqrt(x)  # computed before the branch: the rewrite cannot guard it
            return root if x > 0 else 0.0

        @jax.jit
        def magnitude(x):
            return x if x > 0 else -x
    """,
    "statics.py": IMPORTS + """
        @jax.jit
        def repeat_rows(x, n):
            return jnp.tile(x, (n, 1))

        def literal_caller():
            return repeat_rows(jnp.ones(3), 2)

        def array_caller():
            return repeat_rows(jnp.ones(3), jnp.array(2))
    """,
    "unevaluated.py": IMPORTS + """
        @jax.jit
        def tile_rows(x, n):
            return jnp.tile(x, (n, 1))

        def literal_caller():
            return tile_rows(jnp.ones(3), 2)

        def computed_caller(mask):
            return tile_rows(jnp.ones(3), jnp.sum(mask))
    """,
    "bodies.py": IMPORTS + """
        def step(carry, x):
            return carry + (x if x > 0 else -x), carry

        @jax.jit
        def total(xs):
            return jax.lax.scan(step, 0.0, xs)

        def running(xs):
            def body(c, x):
                return c + max(x, 0.0), c
            return jax.lax.scan(body, 0.0, xs)

        running(jnp.array([1.0, -2.0, 3.0]))
        total(jnp.array([1.0, -2.0, 3.0]))  # compiled at import: the checker must trace afresh
    """,
    "methods.py": IMPORTS + """
        class Flipper:
            def __init__(self, scale: float):
                self.scale = scale

            @partial(jax.jit, static_argnums=0)
            def flip(self, x):
                return x * self.scale if x.sum() > 0 else -x

        class Doubler:
            def __init__(self, factor):
                self.factor = factor

            @partial(jax.jit, static_argnums=0)
            def apply(self, x):
                return x * self.factor if x.sum() > 0 else x

        Flipper(2.0).flip(jnp.array([1.0, -3.0]))
    """,
    "vmapped.py": IMPORTS + """
        def l2_normalize(x, eps):
            norm = jnp.linalg.norm(x)
            return x / norm if norm > eps else x

        normalize_rows = jax.vmap(l2_normalize, in_axes=(0, None))
        normalize_rows(jnp.arange(6.0).reshape(3, 2), 1e-6)
    """,
    "twice.py": IMPORTS + """
        import builtins

        if getattr(builtins, "_jaxlint_test_twice", False):
            raise RuntimeError("this module refuses a second import")
        builtins._jaxlint_test_twice = True

        @jax.jit
        def twice_abs(x: jax.Array):
            return x if x.sum() > 0 else -x
    """,
}


def write_tree(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        head = IMPORTS if text.startswith(IMPORTS) else ""
        (root / name).write_text(head + textwrap.dedent(text[len(head):]), encoding="utf-8")


@pytest.fixture(scope="module")
def fixed(tmp_path_factory):
    root = tmp_path_factory.mktemp("fixes")
    write_tree(root, PROJECT)
    old_cwd = os.getcwd()
    with pytest.MonkeyPatch.context() as mp:
        mp.delenv("JAXLINT_OUTPUT_FORMAT", raising=False)
        mp.setenv("XDG_CACHE_HOME", str(root.parent / "cache"))
        os.chdir(root)
        out, err = io.StringIO(), io.StringIO()
        mp.setattr(sys, "stdout", out)
        mp.setattr(sys, "stderr", err)
        try:
            code = main(["check", "--fix", "--unsafe-fixes", "--verify", "--verify-report", "report.json", "."])
        finally:
            os.chdir(old_cwd)
    report = json.loads((root / "report.json").read_text(encoding="utf-8"))
    return {"code": code, "out": out.getvalue(), "report": report, "by": {r["function"]: r for r in report},
            "root": root}


@pytest.mark.parametrize("function, status, detail", [
    ("safe_sqrt", "mismatch", "gradient with respect to x: values differ"),
    ("magnitude", "verified", "inputs: synthesized x=float32[]"),
    ("step", "verified", "through total (bodies.py:10)"),
    ("total", "verified", "inputs: call site bodies.py:19"),
    ("running", "verified", "inputs: call site bodies.py:18"),
    ("Flipper.flip", "verified", "inputs: call site methods.py:22"),
    ("Doubler.apply", "verified", "inputs: [tool.jaxlint.verify.examples] 'methods:Doubler.apply'"),
    ("l2_normalize", "verified", "through normalize_rows (vmapped.py:10)"),
    ("normalize_rows", "verified", "inputs: call site vmapped.py:11"),
    ("twice_abs", "import-error", "cannot be imported a second time in one process"),
])
def test_fix_verdicts(fixed, function, status, detail):
    row = fixed["by"][function]
    assert (row["status"], detail in row["detail"]) == (status, True), row


def test_nan_gradient_where_is_not_verified(fixed):
    row = fixed["by"]["safe_sqrt"]
    assert row["checks"]["forward"] == "passed" and row["checks"]["grad"] == "failed"
    assert "expected 0.0, got nan" in row["detail"] and "edge values x=float32[]=0" in row["detail"]
    assert fixed["by"]["magnitude"]["checks"]["grad"] == "passed"


def test_static_rewrite_refused_where_a_call_passes_an_array(fixed):
    # A call in view passing an array (statics.py:14, unevaluated.py:14) keeps the fixer from
    # marking `n` static at all (advice only): neither function is rewritten, so neither is verified.
    assert "repeat_rows" not in fixed["by"] and "tile_rows" not in fixed["by"]
    for name in ("statics.py", "unevaluated.py"):
        assert "static_argnames" not in (fixed["root"] / name).read_text(encoding="utf-8")


def test_scan_body_gets_the_verdict_of_the_entry_point_that_runs_it(fixed):
    step = fixed["by"]["step"]
    assert step["via"] == ["bodies.py:total"] and step["line"] == 6
    assert step["checks"] == fixed["by"]["total"]["checks"]
    assert fixed["by"]["running"]["compile_ms"] is None  # run as written: its own scan traces the body


def test_report_fields_and_exit_code(fixed):
    assert fixed["code"] == 1
    for row in fixed["report"]:
        assert set(row) == {"filename", "function", "line", "status", "device", "checks", "inputs", "detail",
                            "via", "compile_ms", "run_ms"}
        assert set(row["checks"]) == {"forward", "grad", "repeat", "leak", "call-sites"}
        assert set(row["checks"].values()) <= {"passed", "failed", "not-run"}
        assert all({"kind", "origin", "outcome"} <= set(i) for i in row["inputs"])
    assert "Verification of the fixed functions:" in fixed["out"]
    assert {r["function"] for r in fixed["report"]} == {
        "safe_sqrt", "magnitude", "step", "total", "running", "Flipper.flip",
        "Doubler.apply", "l2_normalize", "normalize_rows", "twice_abs"}


def test_helper_in_another_module_is_verified_through_its_importer(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    original = "import jax.numpy as jnp\n\n\ndef clip_positive(x):\n    return x if x > 0 else 0.0 * x\n"
    rewritten = original.replace("x if x > 0 else 0.0 * x", "jnp.where(x > 0, x, 0.0 * x)")
    (tmp_path / "helpers.py").write_text(rewritten, encoding="utf-8")
    (tmp_path / "uses_helper.py").write_text(IMPORTS + textwrap.dedent("""
        from helpers import clip_positive

        @jax.jit
        def apply_clip(x):
            return clip_positive(x.sum()) + x

        apply_clip(jnp.array([1.0, -3.0]))
    """), encoding="utf-8")
    files = [Path("helpers.py"), Path("uses_helper.py")]
    results, _ = verify_changes([Change(Path("helpers.py"), original, rewritten, "utf-8")], files,
                                Config(root=tmp_path), timeout=60)
    by = {r.function: r for r in results}
    assert by["clip_positive"].status == "verified", by["clip_positive"]
    assert by["clip_positive"].via == ["uses_helper.py:apply_clip"]
    assert by["apply_clip"].status == "verified"


def test_import_broken_by_the_rewrite_is_blamed_on_the_rewrite(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    original = IMPORTS + "\n\n@jax.jit\ndef f(x: jax.Array):\n    return x if x.sum() > 0 else -x\n"
    rewritten = original.replace("return x if x.sum() > 0 else -x", "return jnp.where(x.sum() > 0, x, -x)") + \
        "\nundefined_name_the_rewrite_used\n"
    (tmp_path / "broken.py").write_text(rewritten, encoding="utf-8")
    results, _ = verify_changes([Change(Path("broken.py"), original, rewritten, "utf-8")], [Path("broken.py")],
                                Config(root=tmp_path), timeout=60)
    assert [(r.function, r.status) for r in results] == [("f", "import-error")]
    assert results[0].detail.startswith("the rewritten module raised at import: NameError")
    assert "the original imports again without error, so the rewrite broke the import" in results[0].detail


def test_call_site_outside_the_fixers_project_that_passes_an_array(tmp_path, monkeypatch):
    # The fixer searches its own project (pkg/, which has a pyproject.toml) for calls passing an
    # array; a script linted in the same run but outside that project is unseen by it, so the
    # rewrite is made, and the checker, which reads every linted file, blames that call site.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("JAXLINT_OUTPUT_FORMAT", raising=False)
    (tmp_path / "pkg").mkdir()
    (tmp_path / "scripts").mkdir()
    (tmp_path / "pkg" / "pyproject.toml").write_text("[tool.jaxlint]\n", encoding="utf-8")
    (tmp_path / "pkg" / "statics.py").write_text(IMPORTS + textwrap.dedent("""
        @jax.jit
        def repeat_rows(x, n):
            return jnp.tile(x, (n, 1))

        def literal_caller():
            return repeat_rows(jnp.ones(3), 2)
    """), encoding="utf-8")
    (tmp_path / "scripts" / "callers.py").write_text(
        "import jax.numpy as jnp\n\nfrom statics import repeat_rows\n\n\ndef computed_caller(mask):\n"
        "    return repeat_rows(jnp.ones(3), jnp.sum(mask))\n", encoding="utf-8")
    code = main(["check", "--no-cache", "--fix", "--unsafe-fixes", "--verify", "--verify-report", "report.json",
                 "pkg", "scripts/callers.py"])
    [row] = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert "static_argnames" in (tmp_path / "pkg" / "statics.py").read_text(encoding="utf-8")
    assert (code, row["function"], row["status"], row["checks"]["call-sites"]) == (1, "repeat_rows", "compile-error",
                                                                                   "failed")
    assert row["detail"].startswith("call site scripts/callers.py:7 passes an array (jnp.sum(mask)) to 'n'")
