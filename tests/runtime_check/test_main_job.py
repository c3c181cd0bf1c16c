"""The README's main job: `jaxlint check --fix --unsafe-fixes --verify` on a copy of examples/ fixes
what has a fix, reports what remains (exit 1: report-only findings), and proves every rewrite
that has inputs; every rewritten function gets a row."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from jaxlint.cli import main

REPO = Path(__file__).resolve().parents[2]


def test_main_job_verifies_the_example_project(tmp_path, monkeypatch, capsys):
    shutil.copytree(REPO / "examples", tmp_path / "examples")
    monkeypatch.delenv("JAXLINT_OUTPUT_FORMAT", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    report = tmp_path / "verify.json"
    code = main(["check", "--fix", "--unsafe-fixes", "--verify", "--verify-report", str(report),
                 str(tmp_path / "examples")])
    out = capsys.readouterr().out
    assert code == 1  # report-only findings remain
    assert "Verification of the fixed functions:" in out
    rows = {r["function"]: r for r in json.loads(report.read_text())}
    assert set(rows) == {"get_batch_sliced", "check_labels", "count_clean_rows", "l2_normalize", "normalize_rows",
                         "predict_images", "layer_sizes", "update_staged", "train_steps", "train_epoch_verbose",
                         "clip_by_global_norm_py", "eval_metrics_printed", "active_fraction", "correct_count",
                         "update_logged",  # JAX301's store rewritten to jax.debug.callback
                         "update_global_lr",  # JAX303: the jitted `_update_global_lr` the fix adds takes the global
                         # as an argument; the old name calls it and is what gets a row
                         "update_clipped"}  # JAX101: a tree map in the arm, a pytree: lax.cond, not jnp.where
    statuses = {name: r["status"] for name, r in rows.items()}
    assert statuses.pop("layer_sizes") == "unverified"  # its parameter is a list of layers: no made-up input
    assert statuses.pop("update_global_lr") == "unverified"  # its `params` is a list of (w, b) layers: no made-up input
    assert set(statuses.values()) == {"verified"}, rows
    assert rows["l2_normalize"]["via"] == [f"{tmp_path / 'examples' / 'data.py'}:normalize_rows"]
    assert rows["normalize_rows"]["checks"]["grad"] == "passed"  # a where rewrite: gradients compared
