"""The results cache: warm runs give the same findings, changed files are re-linted, and
`jaxlint clean` removes it. (What a hostile cache cannot do is in tests/security/.)"""

from __future__ import annotations

import json
import os

import pytest

from jaxlint.cache import ResultCache
from jaxlint import project_scan
from jaxlint.cli import main

BUGGY = "import jax\n\n@jax.jit\ndef f(x):\n    return max(x, 0.0)\n"
CLEAN = "import jax\nimport jax.numpy as jnp\n\n@jax.jit\ndef f(x):\n    return jnp.maximum(x, 0.0)\n"


@pytest.fixture
def cached(monkeypatch, tmp_path_factory):
    monkeypatch.delenv("JAXLINT_NO_CACHE", raising=False)
    monkeypatch.delenv("JAXLINT_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("user-cache")))  # the cache key


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
    monkeypatch.setattr(runner, "lint_file", lambda p, c, *rest: calls.append(p) or original(p, c, *rest))
    warm_code, warm = _json(capsys, ["check", str(project), "--cache-dir", str(cache_dir), "-j", "1"])
    assert (warm_code, warm) == (cold_code, cold)
    assert calls == [], "an unchanged file was linted again"

    (project / "m0.py").write_text(BUGGY + "\n")  # changed: must be re-linted
    _, edited = _json(capsys, ["check", str(project), "--cache-dir", str(cache_dir), "-j", "1"])
    assert calls == [str(project / "m0.py")]
    assert len(edited) == 6


ENTRY = "import jax\nimport jax.numpy as jnp\n\n@jax.jit\ndef repeat_rows(x, n):\n    return jnp.tile(x, (n, 1))\n"
ARRAY_CALLER = "import jax.numpy as jnp\nfrom statics import repeat_rows\n\nrepeat_rows(jnp.ones(3), jnp.array(2))\n"


def test_advice_that_read_every_caller_is_redone_when_a_caller_goes(tmp_path, capsys, cached):
    # Whether static_argnames is offered depends on every call in the project: statics.py's
    # cached result must not outlive the caller that refused it, though statics.py is unchanged.
    (tmp_path / "statics.py").write_text(ENTRY)
    caller = tmp_path / "callers.py"
    caller.write_text(ARRAY_CALLER)
    argv = ["check", str(tmp_path / "statics.py"), "--cache-dir", str(tmp_path / "cache"), "-j", "1"]

    def advice():
        _, found = _json(capsys, argv)
        return [f["fix"]["message"] for f in found if f["code"] == "JAX202"]

    assert advice() == advice() and "callers.py:4 passes an array" in advice()[0]
    caller.unlink()
    assert advice() == ["Mark 'n' static with static_argnames"]


MODEL = "import jax.numpy as jnp\n\n\ndef forward(x):\n    if x.sum() > 0:\n        return x\n    return -x\n"
TRAIN = "import jax\nimport jax.numpy as jnp\nfrom model import forward\n\nstep = jax.jit(forward)\nstep(jnp.ones(3))\n"


def test_a_module_linted_alone_sees_an_importer_added_since(tmp_path, capsys, cached, monkeypatch):
    # model.py's findings depend on which files transform its functions: a new train.py that
    # jits forward must reach a cached single-file run of the unchanged model.py. (Each run
    # here is in this process: the project listing must not outlive a run, as across processes.)
    monkeypatch.setattr(project_scan, "LIST_TTL_S", 0.0)
    (tmp_path / "model.py").write_text(MODEL)
    (tmp_path / ".git").mkdir()
    argv = ["check", str(tmp_path / "model.py"), "--cache-dir", str(tmp_path / "cache"), "-j", "1"]
    assert _json(capsys, argv)[1] == []
    (tmp_path / "train.py").write_text(TRAIN)
    assert [(f["code"], f["location"]["row"]) for f in _json(capsys, argv)[1]] == [("JAX101", 5)]
    assert [(f["code"], f["location"]["row"]) for f in _json(capsys, argv)[1]] == [("JAX101", 5)]  # cached
    (tmp_path / "train.py").unlink()
    assert _json(capsys, argv)[1] == []


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
    (cache_file,) = cache_dir.rglob("*.json")
    cache_file.write_bytes(b"not json")
    code, findings = _json(capsys, ["check", str(tmp_path / "m.py"), "--cache-dir", str(cache_dir)])
    assert code == 1 and [f["code"] for f in findings] == ["JAX103"]


def _count_lints(monkeypatch) -> list[str]:
    import jaxlint.runner as runner

    calls: list[str] = []
    original = runner.lint_file
    monkeypatch.setattr(runner, "lint_file", lambda p, c, *rest: calls.append(p) or original(p, c, *rest))
    return calls


def test_a_touched_but_unchanged_file_is_a_hit_by_hash(tmp_path, capsys, cached, monkeypatch):
    path = tmp_path / "m.py"
    path.write_text(BUGGY)
    argv = ["check", str(path), "--cache-dir", str(tmp_path / "cache")]
    cold = _json(capsys, argv)
    os.utime(path, ns=(1, 1))  # what a checkout or a copy does: a new mtime, the same bytes
    calls = _count_lints(monkeypatch)
    assert _json(capsys, argv) == cold and calls == []


def test_filenames_follow_the_run_not_the_run_that_filled_the_cache(tmp_path, capsys, cached, monkeypatch):
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "m.py").write_text(BUGGY)
    (tmp_path / "jaxlint.toml").write_text("")  # one project root, wherever the run starts
    cache = ["--cache-dir", str(tmp_path / "cache")]
    monkeypatch.chdir(tmp_path)
    _, from_root = _json(capsys, ["check", "pkg", *cache])
    monkeypatch.chdir(tmp_path / "pkg")
    calls = _count_lints(monkeypatch)
    _, from_pkg = _json(capsys, ["check", ".", *cache])
    assert calls == []  # a hit
    assert [f["filename"] for f in from_root] == ["pkg/m.py"] and [f["filename"] for f in from_pkg] == ["m.py"]
    _, absolute = _json(capsys, ["check", str(tmp_path / "pkg"), *cache])
    assert [f["filename"] for f in absolute] == [str(tmp_path / "pkg" / "m.py")]


def test_concurrent_saves_merge(tmp_path, cached):
    first, second = tmp_path / "a.py", tmp_path / "b.py"
    first.write_text(BUGGY)
    second.write_text(CLEAN)
    one = ResultCache(tmp_path / "cache", "0123456789abcdef")
    two = ResultCache(tmp_path / "cache", "0123456789abcdef")  # opened before `one` saves
    record = {"diagnostics": [], "related": [], "dependencies": {}, "error": None, "parsed": True}
    one.store(str(first), "a" * 64, record)
    two.store(str(second), "b" * 64, record)
    one.save()
    two.save()
    assert sorted(ResultCache(tmp_path / "cache", "0123456789abcdef").entries) == [str(first), str(second)]


def test_a_warm_run_imports_neither_libcst_nor_the_rules(tmp_path, cached):
    import subprocess
    import sys

    from tests.helpers import REPO

    (tmp_path / "m.py").write_text(BUGGY)
    probe = ("import sys\nfrom jaxlint.cli import main\ncode = main(['check', 'm.py', '-q', '--cache-dir', 'cache'])\n"
             "print(code, sorted(m for m in ('libcst', 'jaxlint.rules', 'jaxlint.engine') if m in sys.modules))\n")
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    runs = [subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True, text=True,
                           timeout=120) for _ in range(2)]
    assert runs[0].stdout.splitlines()[-1] == "1 ['jaxlint.engine', 'jaxlint.rules', 'libcst']"  # cold: linted
    assert runs[1].stdout.splitlines()[-1] == "1 []", runs[1].stderr  # warm: answered from the cache


def test_a_source_checkouts_edits_start_a_new_cache(monkeypatch):
    # Run from a checkout, the same version number covers different analysis code: the newest
    # module decides the cache file, so an edit to jaxlint never gets the old code's results.
    import jaxlint
    from jaxlint import config as config_module

    package = os.path.dirname(jaxlint.__file__)
    newest = max(os.stat(os.path.join(d, f)).st_mtime_ns for d, _, fs in os.walk(package) for f in fs
                 if f.endswith(".py"))
    installed = "site-packages" in package.split(os.sep)  # a wheel: its version decides alone
    assert config_module._source_build() == (None if installed else newest)
    fingerprints = set()
    for build in (1, 2):
        monkeypatch.setattr(config_module, "_source_build", lambda: build)
        fingerprints.add(config_module.Config().fingerprint())
    assert len(fingerprints) == 2
