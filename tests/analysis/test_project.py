"""Cross-module analysis: traced code calling a helper from another module of the project."""

from __future__ import annotations

import json
import os

from jaxlint.cli import main
from jaxlint.engine import lint_source

SCHED = "def warmup(step, lr, n):\n    return min(lr, lr * (step + 1) / n)\n\n\ndef double(step):\n    return step * 2\n"
TRAINER = (
    "import jax\n"
    "from .sched import warmup\n"
    "from pkg import sched\n\n\n"
    "@jax.jit\n"
    "def update(p, g, step):\n"
    "    return p - warmup(step, 0.1, 10) * g + sched.double(step)\n"
)


def _package(tmp_path, sched: str = SCHED, trainer: str = TRAINER):
    pkg = tmp_path / "pkg"
    pkg.mkdir(exist_ok=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sched.py").write_text(sched)
    (pkg / "trainer.py").write_text(trainer)
    return pkg


def test_helper_in_another_module_is_analysed_with_traced_arguments(tmp_path):
    pkg = _package(tmp_path)
    result = lint_source(TRAINER, str(pkg / "trainer.py"))
    assert result.diagnostics == []  # nothing wrong in trainer.py itself
    assert [(d.filename, d.location.row, d.code) for d in result.related] == [(str(pkg / "sched.py"), 2, "JAX103")]
    assert str(pkg / "sched.py") in result.dependencies


def test_cli_reports_each_cross_module_finding_once(tmp_path, capsys, monkeypatch):
    pkg = _package(tmp_path)
    (pkg / "eval.py").write_text(TRAINER.replace("update", "evaluate"))
    monkeypatch.chdir(tmp_path)
    assert main(["check", "pkg", "--output-format", "json"]) == 1
    findings = json.loads(capsys.readouterr().out)
    assert [(f["filename"], f["location"]["row"], f["code"]) for f in findings] == [
        (os.path.join("pkg", "sched.py"), 2, "JAX103")]


def test_untraced_callers_and_libraries_are_not_followed(tmp_path):
    trainer = "import jax\nfrom .sched import warmup\n\ndef host(step):\n    return warmup(step, 0.1, 10)\n"
    pkg = _package(tmp_path, trainer=trainer)
    result = lint_source(trainer, str(pkg / "trainer.py"))
    assert result.related == []
    # Not even parsed (no rule's trigger holds); what it depends on is the text the prefilter
    # read to rule out a jitted function with static arguments there.
    assert result.skipped and set(result.dependencies) <= {str(pkg / "__init__.py"), str(pkg / "sched.py")}


def test_noqa_in_the_helper_module_applies(tmp_path):
    pkg = _package(tmp_path, sched=SCHED.replace("/ n)\n", "/ n)  # noqa: JAX103\n"))
    assert lint_source(TRAINER, str(pkg / "trainer.py")).related == []


def test_cache_is_invalidated_when_the_helper_changes(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("JAXLINT_NO_CACHE", raising=False)
    pkg = _package(tmp_path)
    argv = ["check", str(pkg / "trainer.py"), "--cache-dir", str(tmp_path / "cache"), "--output-format", "json"]
    assert main(argv) == 1
    assert len(json.loads(capsys.readouterr().out)) == 1
    (pkg / "sched.py").write_text(SCHED.replace("min(lr, lr * (step + 1) / n)", "lr * (step + 1) / n"))
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out) == []


def test_a_transform_of_a_function_no_project_module_defines_is_skipped(tmp_path):
    """`jax.jit(agent.step)` and `jax.jit(agent.make_step(cfg))` where `agent` is not a project
    module (an installed package, a missing file): nothing to follow, and no internal error."""
    source = ("import jax\nimport agent\n\nstep = jax.jit(agent.step)\nfactory = jax.jit(agent.make_step(3))\n"
              "method = jax.jit(agent.Agent(2).apply)\n")
    (tmp_path / "train.py").write_text(source)
    result = lint_source(source, str(tmp_path / "train.py"))
    assert [d.code for d in result.diagnostics + result.related] == []
