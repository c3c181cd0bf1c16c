"""`jaxlint check --fix --unsafe-fixes examples/` leaves only report-only findings, a second run
changes nothing, and the fixed project still imports and trains."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from jaxlint.cli import main

ROOT = Path(__file__).resolve().parents[1]
REPORT_ONLY = {"JAX105", "JAX301", "JAX303"}  # rules without a rewrite (DESIGN §4)


def test_fixing_the_examples(tmp_path, capsys, monkeypatch):
    shutil.copytree(ROOT / "examples", tmp_path / "examples", ignore=shutil.ignore_patterns(".jaxlint_cache"))
    monkeypatch.chdir(tmp_path)
    main(["check", "--fix", "--unsafe-fixes", "examples", "--output-format", "json"])
    remaining = json.loads(capsys.readouterr().out)
    fixed = {p.name: p.read_text() for p in (tmp_path / "examples").glob("*.py")}
    leftover = {(f["code"], bool(f["fix"] and f["fix"]["edits"])) for f in remaining}
    assert all(code in REPORT_ONLY or not has_edits for code, has_edits in leftover), leftover

    assert main(["check", "--fix", "--unsafe-fixes", "examples", "--output-format", "json"]) in (0, 1)
    capsys.readouterr()
    assert {p.name: p.read_text() for p in (tmp_path / "examples").glob("*.py")} == fixed, "second --fix changed files"

    script = "import examples.train as t; t.main(epochs=1)"
    proc = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
