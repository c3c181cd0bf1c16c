"""Why traced, end to end: a cross-module project (tests/projects/grad_helper: `train.py` applies
`jax.jit(jax.grad(model.loss_fn))`, the mistake is in a helper of `model.py`) gives a finding
whose trace starts where the transform is applied and reaches the mistake, in every face:
JSON (`trace`), `full` (the chain under the frame), SARIF (`codeFlows`, validated against the
2.1.0 schema), the cache (a warm run gives the same trace), and the LSP (`relatedInformation`,
tests/test_lsp_trace.py). concise and flake8 stay one line per finding.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from jaxlint.diagnostics import Diagnostic, Location, TraceStep
from jaxlint.records import diagnostic_from_record, diagnostic_record
from tests.helpers import REPO, run_cli

PROJECT = REPO / "tests" / "projects" / "grad_helper"
SCHEMA = json.loads((REPO / "tests" / "data" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
CHAIN = [
    ("train.py", 6, 8, "`x`: parameter of `loss_fn`, traced by `jax.jit(jax.grad(model.loss_fn))`"),
    ("model.py", 17, 27, "passed to `forward` as `x`: `forward(params, x)`"),
    ("model.py", 12, 5, "`logits = x @ params`"),
    ("model.py", 13, 24, "passed to `clip_logits` as `logits`: `clip_logits(logits)`"),
    ("model.py", 5, 5, "`top = jnp.max(logits)`"),
    ("model.py", 6, 8, "`top > 5.0` is a tracer here"),
]


@pytest.fixture
def project(tmp_path, monkeypatch):
    root = tmp_path / "grad_helper"
    shutil.copytree(PROJECT, root)
    monkeypatch.chdir(root)
    monkeypatch.delenv("JAXLINT_OUTPUT_FORMAT", raising=False)
    return root


def _json(capsys, *argv):
    code, out, err = run_cli(capsys, "check", *argv, "--output-format", "json")
    assert code == 1, err
    return json.loads(out)


def _steps(finding):
    return [(s["filename"], s["row"], s["column"], s["note"]) for s in finding["trace"]]


@pytest.mark.parametrize("target", [".", "model.py"])
def test_json_trace_of_a_cross_module_finding_starts_where_the_transform_is_applied(project, capsys, target):
    """Linting the folder (train.py's lint reports in model.py) and model.py alone (the
    transform is found in its importer) give the same chain."""
    [finding] = _json(capsys, "--no-cache", target)
    assert (finding["filename"], finding["location"]["row"], finding["code"]) == ("model.py", 6, "JAX101")
    assert len(finding["trace"]) >= 3
    assert finding["trace"][0]["filename"] == "train.py"
    assert _steps(finding) == CHAIN


def test_the_traced_mistake_is_real(project):
    result = subprocess.run([sys.executable, "-c", "import train; train.run()"], cwd=project,
                            capture_output=True, text=True, timeout=120)
    assert "TracerBoolConversionError" in result.stderr


def test_full_output_shows_the_chain_under_the_finding(project, capsys):
    code, out, _ = run_cli(capsys, "check", "--no-cache", "--output-format", "full", ".")
    assert code == 1
    lines = out.splitlines()
    start = lines.index("  = why traced:")
    shown = lines[start + 1:start + 1 + len(CHAIN)]
    assert shown == [f"      {f}:{r}:{c}: {note}" for f, r, c, note in CHAIN]
    assert lines[start - 1].endswith("|") and lines[start + 1 + len(CHAIN)].startswith("  = help:")


def test_concise_and_flake8_stay_one_line(project, capsys):
    code, out, _ = run_cli(capsys, "check", "--no-cache", "--output-format", "concise", ".")
    assert [line for line in out.splitlines() if line.startswith("model.py")] == [
        line for line in out.splitlines() if "JAX101" in line]
    assert sum("JAX101" in line for line in out.splitlines()) == 1
    assert not any("traced by `jax.jit" in line for line in out.splitlines())
    result = subprocess.run([sys.executable, "-m", "flake8", "--select", "JAX", "model.py"], cwd=project,
                            capture_output=True, text=True, timeout=120)
    assert result.stdout.splitlines() == [result.stdout.splitlines()[0]] and ":6:8: JAX101" in result.stdout


def test_sarif_code_flow_validates_and_follows_the_chain(project, capsys):
    code, out, _ = run_cli(capsys, "check", "--no-cache", "--output-format", "sarif", ".")
    assert code == 1
    data = json.loads(out)
    jsonschema.Draft4Validator(SCHEMA).validate(data)
    [result] = data["runs"][0]["results"]
    [flow] = result["codeFlows"]
    [thread] = flow["threadFlows"]
    places = [(step["location"]["physicalLocation"]["artifactLocation"]["uri"],
               step["location"]["physicalLocation"]["region"]["startLine"],
               step["location"]["physicalLocation"]["region"]["startColumn"],
               step["location"]["message"]["text"]) for step in thread["locations"]]
    assert places == CHAIN
    assert [r["id"] for r in result["relatedLocations"]] == list(range(1, len(CHAIN) + 1))
    assert result["relatedLocations"][0]["physicalLocation"]["artifactLocation"] == {
        "uri": "train.py", "uriBaseId": "%SRCROOT%"}


def test_a_warm_run_gives_the_same_trace(project, capsys, monkeypatch, tmp_path):
    monkeypatch.delenv("JAXLINT_NO_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "home-cache"))  # the user's cache key
    cache = project / "cache"
    cold = _json(capsys, "--cache-dir", str(cache), ".")
    assert any(p.is_file() for p in cache.rglob("*"))
    warm = _json(capsys, "--cache-dir", str(cache), ".")
    assert warm == cold and _steps(warm[0]) == CHAIN
    absolute = _json(capsys, "--cache-dir", str(cache), str(project))  # stored absolute, shown as this run names files
    assert [s["filename"] for s in absolute[0]["trace"]] == [str(project / f) for f, *_ in CHAIN]


def test_records_round_trip_a_trace():
    here = Location(3, 4)
    step = TraceStep("/abs/train.py", Location(9, 0), "`x`: parameter of `f`, traced by jax.jit")
    d = Diagnostic(code="JAX101", name="traced-control-flow", message="m", filename="/abs/model.py",
                   location=here, end_location=here, noqa_row=3, trace=(step,))
    back = diagnostic_from_record(json.loads(json.dumps(diagnostic_record(d))))
    assert back == d
    plain = Diagnostic(code="JAX101", name="traced-control-flow", message="m", filename="/abs/model.py",
                       location=here, end_location=here, noqa_row=3)
    assert "trace" not in diagnostic_record(plain) and diagnostic_from_record(diagnostic_record(plain)) == plain


def test_json_gives_every_finding_a_trace_list(tmp_path, capsys, monkeypatch):
    """A finding that is not about a tracer has an empty list (the key is always there)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "m.py").write_text("import jax\nimport jax.numpy as jnp\n\n\n@jax.jit\ndef f(x):\n"
                                   "    if x > 0:\n        return x\n    return jnp.float64(x)\n")
    found = _json(capsys, "--no-cache", "m.py")
    assert all(isinstance(d["trace"], list) for d in found)
    assert any(d["trace"] for d in found)
    assert Path("m.py").exists()
