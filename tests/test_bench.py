"""bench/run.py runs end to end on a tiny folder and writes its JSON (no timing is asserted)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

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
