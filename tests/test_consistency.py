"""Findings do not depend on how the run is organised: `-j 1`, `-j 2`, cold and warm cache give
the same JSON on examples/ and on every rule example; files that never mention jax are not
parsed at all."""

from __future__ import annotations

import json
from pathlib import Path

import libcst
import pytest

from jaxlint.cli import main
from jaxlint.engine import lint_source
from jaxlint.catalog import rule_classes

ALL_RULES = rule_classes()

ROOT = Path(__file__).resolve().parents[1]


def _tree(tmp_path: Path) -> Path:
    tree = tmp_path / "tree"
    (tree / "examples").mkdir(parents=True)
    for path in (ROOT / "examples").glob("*.py"):
        (tree / "examples" / path.name).write_text(path.read_text())
    for rule in ALL_RULES:
        for kind, examples in (("valid", rule.valid), ("invalid", rule.invalid)):
            for i, example in enumerate(examples):
                (tree / f"{rule.code.lower()}_{kind}_{i}.py").write_text(example.source())
    return tree


def _run(capsys, monkeypatch, tree: Path, *extra: str) -> list[dict]:
    monkeypatch.chdir(tree)
    main(["check", ".", "--output-format", "json", *extra])
    return json.loads(capsys.readouterr().out)


@pytest.mark.slow  # four whole runs over examples/ and every rule example: run by .ci/run with -m slow
def test_jobs_and_cache_do_not_change_findings(tmp_path, capsys, monkeypatch):
    tree = _tree(tmp_path)
    serial = _run(capsys, monkeypatch, tree, "-j", "1", "--no-cache")
    assert serial, "the invalid examples must be reported"
    assert _run(capsys, monkeypatch, tree, "-j", "2", "--no-cache") == serial
    monkeypatch.delenv("JAXLINT_NO_CACHE", raising=False)
    cache = ["--cache-dir", str(tmp_path / "cache")]
    assert _run(capsys, monkeypatch, tree, "-j", "2", *cache) == serial  # cold, fills the cache
    assert _run(capsys, monkeypatch, tree, "-j", "1", *cache) == serial  # warm


def test_files_that_never_mention_jax_are_not_parsed(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("parsed a file that never mentions jax")

    monkeypatch.setattr(libcst, "parse_module", refuse)
    import jaxlint.engine as engine

    monkeypatch.setattr(engine.cst, "parse_module", refuse)
    result = lint_source("import numpy as np\n\ndef f(x):\n    return max(x, 0)\n", "plain.py")
    assert result.skipped and result.diagnostics == []
