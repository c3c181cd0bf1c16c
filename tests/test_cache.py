"""The results cache: warm runs give the same findings, changed files are re-linted, and
`jaxlint clean` removes it."""

from __future__ import annotations

import json

import pytest

from jaxlint.cli import main

BUGGY = "import jax\n\n@jax.jit\ndef f(x):\n    return max(x, 0.0)\n"
CLEAN = "import jax\nimport jax.numpy as jnp\n\n@jax.jit\ndef f(x):\n    return jnp.maximum(x, 0.0)\n"


@pytest.fixture
def cached(monkeypatch):
    monkeypatch.delenv("JAXLINT_NO_CACHE", raising=False)


def _json(capsys, argv):
    code = main(argv + ["--output-format", "json"])
    return code, json.loads(capsys.readouterr().out)


def test_warm_run_matches_cold_and_sees_edits(tmp_path, capsys, cached, monkeypatch):
    project = tmp_path / "p"
    project.mkdir()
    for i in range(10):
        (project / f"m{i}.py").write_text(BUGGY if i % 2 else CLEAN)
    cache_dir = tmp_path / "cache"
    cold_code, cold = _json(capsys, ["check", str(project), "--cache-dir", str(cache_dir), "-j", "1"])
    assert cache_dir.is_dir() and cold_code == 1 and len(cold) == 5

    import jaxlint.runner as runner

    calls = []
    original = runner.lint_file
    monkeypatch.setattr(runner, "lint_file", lambda p, c: calls.append(p) or original(p, c))
    warm_code, warm = _json(capsys, ["check", str(project), "--cache-dir", str(cache_dir), "-j", "1"])
    assert (warm_code, warm) == (cold_code, cold)
    assert calls == [], "an unchanged file was linted again"

    (project / "m0.py").write_text(BUGGY + "\n")  # changed: must be re-linted
    _, edited = _json(capsys, ["check", str(project), "--cache-dir", str(cache_dir), "-j", "1"])
    assert calls == [str(project / "m0.py")]
    assert len(edited) == 6


def test_no_cache_writes_nothing(tmp_path, capsys, cached):
    (tmp_path / "m.py").write_text(BUGGY)
    cache_dir = tmp_path / "cache"
    main(["check", str(tmp_path / "m.py"), "--no-cache", "--cache-dir", str(cache_dir)])
    assert not cache_dir.exists()


def test_clean_removes_the_cache(tmp_path, capsys, cached):
    (tmp_path / "m.py").write_text(BUGGY)
    cache_dir = tmp_path / "cache"
    main(["check", str(tmp_path / "m.py"), "--cache-dir", str(cache_dir)])
    assert cache_dir.exists()
    assert main(["clean", "--cache-dir", str(cache_dir)]) == 0
    assert not cache_dir.exists()


def test_corrupt_cache_is_ignored(tmp_path, capsys, cached):
    (tmp_path / "m.py").write_text(BUGGY)
    cache_dir = tmp_path / "cache"
    main(["check", str(tmp_path / "m.py"), "--cache-dir", str(cache_dir)])
    capsys.readouterr()
    for pickle_file in cache_dir.rglob("*.pickle"):
        pickle_file.write_bytes(b"not a pickle")
    code, findings = _json(capsys, ["check", str(tmp_path / "m.py"), "--cache-dir", str(cache_dir)])
    assert code == 1 and [f["code"] for f in findings] == ["JAX103"]
