"""bench/run.py runs end to end on a tiny folder and writes its JSON (no timing is asserted)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench" / "run.py"


def test_bench_runs_on_a_tiny_tree(tmp_path):
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "model.py").write_text("import jax\n\n\n@jax.jit\ndef f(x):\n    if x > 0:\n        return x\n    return -x\n")
    (tree / "plain.py").write_text("x = 1\n")
    out = tmp_path / "bench.json"
    proc = subprocess.run([sys.executable, str(BENCH), "--corpus", str(tree), "--runs", "1", "--sections",
                           "cold,warm,single", "--json", str(out)], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    results = json.loads(out.read_text())
    assert results["files"] == 2
    single = results["single"]
    assert single["file"].endswith("model.py") and single["imports_jax"] is False
    assert single["candidate"]["exit"] == 0 and single["ratio"] > 0
    assert "ratio" in results["cold"] or "absent" in results["cold"]  # the parse tool lives in ../shared
    assert "ratio" in results["warm"] or "ruff" in results["warm"]["absent"]
    assert "single file / floor" in proc.stdout


@pytest.mark.slow  # two language servers started and edited in turn: run by .ci/run with -m slow
def test_bench_lsp_section_pairs_against_a_baseline_checkout(tmp_path):
    """The LSP rows: latency and cpu per edit, the storm's outcome, and the same edits sent
    alternately to a baseline checkout's server (this one here) with their median ratio."""
    pytest.importorskip("lsprotocol")
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "model.py").write_text("import jax\n")
    out = tmp_path / "bench.json"
    repo = BENCH.parent.parent
    proc = subprocess.run([sys.executable, str(BENCH), "--corpus", str(tree), "--sections", "lsp", "--lsp-lines", "60",
                           "--lsp-edits", "2", "--lsp-storm", "3", "--lsp-baseline", str(repo), "--json", str(out)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    lsp = json.loads(out.read_text())["lsp"]
    row = lsp["60 lines"]
    assert row["edit"]["n"] == 2 and row["edit_cpu"]["n"] == 2 and row["storm"]["last_version_published"]
    paired = lsp["paired"]["60 lines"]
    assert paired["baseline"]["n"] == paired["candidate"]["n"] == 2 and paired["ratio"] > 0
    assert "lsp paired 60 lines" in proc.stdout
