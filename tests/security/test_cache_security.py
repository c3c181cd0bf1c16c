"""A cloned repository that ships crafted cache files runs nothing and changes no finding.

The attacker knows everything a clone fixes: the committed config (so the fingerprint), the
jaxlint version, each file's size and sha256, and (for a tarball) even its mtime. The crafted
files sit under every name jaxlint reads, in a folder marked the way jaxlint marks its own, and
the checks go through `check`, `check --fix`, the pre-commit entry and the flake8 plugin.
"""

from __future__ import annotations

import hashlib
import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from jaxlint import __version__
from jaxlint.cache import CACHEDIR_TAG, ResultCache
from jaxlint.cli import main
from jaxlint.config import load_config
from tests.helpers import IF_AND_PRINT, REPO, TRACED_IF, write

CONFIG = 'select = ["JAX"]\ncache-dir = "build/lint-cache"\n'
CACHE_DIRS = (".jaxlint_cache", "build/lint-cache")  # the default name and the configured one


class _Payload:
    """Unpickling this creates `marker`: proof that a pickle ran."""

    def __init__(self, marker: str) -> None:
        self.marker = marker

    def __reduce__(self):
        return (os.mkdir, (self.marker,))


def _project(root: Path) -> Path:
    write(root, "jaxlint.toml", CONFIG)
    write(root, "pkg/a.py", TRACED_IF)
    write(root, "pkg/b.py", IF_AND_PRINT)
    return root


def _forged_entries(project: Path) -> dict:
    """What a forger writes: every file unchanged (right mtime, size and hash) and clean."""
    entries = {}
    for path in sorted(project.rglob("*.py")):
        data = path.read_bytes()
        st = path.stat()
        outcome = {"diagnostics": [], "related": [], "dependencies": {}, "error": None, "parsed": True}
        entries[str(path)] = {"mtime_ns": st.st_mtime_ns, "size": st.st_size,
                              "sha256": hashlib.sha256(data).hexdigest(), "outcome": outcome}
    return entries


def _plant(project: Path, marker: Path) -> list[Path]:
    """Crafted pickles and JSON under every name jaxlint could read, in folders marked as jaxlint's."""
    payload = pickle.dumps({"entries": _Payload(str(marker))})
    fingerprint = load_config(project).fingerprint()
    entries = _forged_entries(project)
    header = {"format": "jaxlint-cache", "schema": 1, "jaxlint": __version__, "fingerprint": fingerprint,
              "mac": "0" * 64}
    forged_json = json.dumps({**header, "entries": entries}, separators=(",", ":")).encode() + b"\n"  # jaxlint's layout
    planted = []
    for name in CACHE_DIRS:
        folder = project / name
        write(folder, "CACHEDIR.TAG", CACHEDIR_TAG)
        write(folder, ".gitignore", "*\n")
        for version in (__version__, "0.0.1"):
            planted.append(write(folder / version, f"{fingerprint}.pickle", payload))
            planted.append(write(folder / version, f"{fingerprint}.json", forged_json))
            planted.append(write(folder / version, "0123456789abcdef.pickle", payload))
    return planted


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JAXLINT_", "FLAKE8"))}
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _run(cwd: Path, *argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *argv], cwd=cwd, capture_output=True, text=True, env=_env(),
                          timeout=300)


def _findings(proc: subprocess.CompletedProcess) -> list[tuple]:
    assert proc.returncode in (0, 1), proc.stderr
    assert "Traceback" not in proc.stderr
    return sorted((d["filename"], d["code"], d["location"]["row"]) for d in json.loads(proc.stdout))


@pytest.fixture
def hostile(tmp_path):
    """(the hostile clone, the marker its pickles would create, the findings a clean copy gives,
    the clean copy)."""
    clean = _project(tmp_path / "clean")
    expected = _findings(_run(clean, "-m", "jaxlint", "check", "pkg", "--no-cache", "--output-format", "json"))
    assert {code for _, code, _ in expected} == {"JAX101", "JAX302"}
    project = _project(tmp_path / "clone")
    marker = tmp_path / "PWNED"
    _plant(project, marker)
    pickle.loads(pickle.dumps(_Payload(str(marker))))  # the payload is live: it does run when unpickled
    assert marker.is_dir()
    marker.rmdir()
    return project, marker, expected, clean


def test_check_runs_no_crafted_cache_and_reports_the_right_findings(hostile):
    project, marker, expected, _ = hostile
    for _ in range(2):  # cold, then warm over what the first run saved
        proc = _run(project, "-m", "jaxlint", "check", "pkg", "--output-format", "json")
        assert _findings(proc) == expected
        assert not marker.exists()


def test_pre_commit_entry_runs_no_crafted_cache(hostile):
    project, marker, expected, _ = hostile
    for _ in range(2):
        proc = _run(project, "-m", "jaxlint", "check", "--force-exclude", "--output-format", "json",
                    "pkg/a.py", "pkg/b.py")
        assert _findings(proc) == expected
        assert not marker.exists()


def test_fix_runs_no_crafted_cache(hostile):
    project, marker, _, clean = hostile
    fixed = _run(project, "-m", "jaxlint", "check", "--fix", "pkg")
    reference = _run(clean, "-m", "jaxlint", "check", "--fix", "--no-cache", "pkg")
    assert reference.returncode in (0, 1) and "fixed" in reference.stdout, reference.stderr
    assert (fixed.returncode, fixed.stdout) == (reference.returncode, reference.stdout)
    for name in ("pkg/a.py", "pkg/b.py"):
        assert (project / name).read_bytes() == (clean / name).read_bytes()
    assert not marker.exists()


def test_flake8_plugin_runs_no_crafted_cache(hostile):
    pytest.importorskip("flake8")
    project, marker, expected, _ = hostile
    proc = _run(project, "-m", "flake8", "--isolated", "--select", "JAX", "pkg")
    assert proc.returncode == 1, proc.stderr
    found = sorted((line.split(":")[0], line.split()[1], int(line.split(":")[1])) for line in proc.stdout.splitlines())
    assert found == expected
    assert not marker.exists()


def test_the_cache_jaxlint_writes_is_json_data(tmp_path, capsys, monkeypatch):
    project = _project(tmp_path / "p")
    monkeypatch.chdir(project)
    assert main(["check", "pkg", "-q"]) == 1
    folder = project / "build/lint-cache"
    written = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    fingerprint = load_config(project).fingerprint()
    assert written == sorted([".gitignore", "CACHEDIR.TAG", f"{__version__}/{fingerprint}.json"])
    document = json.loads((folder / __version__ / f"{fingerprint}.json").read_bytes())
    assert (document["format"], document["schema"], document["jaxlint"]) == ("jaxlint-cache", 1, __version__)
    assert sorted(document["entries"]) == sorted(str(p) for p in (project / "pkg").glob("*.py"))
    entry = document["entries"][str(project / "pkg/b.py")]
    assert entry["sha256"] == hashlib.sha256((project / "pkg/b.py").read_bytes()).hexdigest()
    assert sorted(d["code"] for d in entry["outcome"]["diagnostics"]) == ["JAX101", "JAX302"]


# --- a damaged or hostile cache file is a miss, never an error -------------------------------

def _cache_file(project: Path) -> Path:
    return project / "build/lint-cache" / __version__ / f"{load_config(project).fingerprint()}.json"


def _check_json(capsys, *argv: str) -> tuple[int, list[tuple], str]:
    code = main(["check", *argv, "--output-format", "json"])
    out, err = capsys.readouterr()
    return code, sorted((d["filename"], d["code"], d["location"]["row"]) for d in json.loads(out)), err


def _relinted(monkeypatch) -> list[str]:
    """The files the next run lints (the ones the cache did not answer for)."""
    import jaxlint.runner as runner

    calls: list[str] = []
    original = runner.lint_file
    monkeypatch.setattr(runner, "lint_file", lambda p, c, *rest: calls.append(p) or original(p, c, *rest))
    return calls


def _damage_cases(data: bytes) -> dict[str, bytes]:
    return {
        "truncated": data[: len(data) // 2],
        "empty": b"",
        "not-json": b"\x80\x04not json at all",
        "bit-flip": data.replace(b'"JAX302"', b'"JAX303"'),
        "nested": b"[" * 100_000 + b"]" * 100_000,
        "nan": data.replace(b'"size":', b'"size":NaN,"x":', 1),
    }


@pytest.mark.parametrize("damage", list(_damage_cases(b"")))
def test_a_damaged_cache_file_is_a_miss(tmp_path, capsys, monkeypatch, damage):
    project = _project(tmp_path / "p")
    monkeypatch.chdir(project)
    cold = _check_json(capsys, "pkg")
    path = _cache_file(project)
    path.write_bytes(_damage_cases(path.read_bytes())[damage])
    relinted = _relinted(monkeypatch)
    assert _check_json(capsys, "pkg") == cold
    assert cold[0] == 1 and cold[2] == ""
    assert sorted(relinted) == ["pkg/a.py", "pkg/b.py"]


def test_a_huge_cache_file_is_a_miss_without_being_read(tmp_path, capsys, monkeypatch):
    project = _project(tmp_path / "p")
    monkeypatch.chdir(project)
    cold = _check_json(capsys, "pkg")
    with open(_cache_file(project), "r+b") as handle:
        handle.truncate(2**40)  # sparse: costs no disk, but reading it would never end
    assert _check_json(capsys, "pkg") == cold


def test_a_cache_file_that_is_a_fifo_or_a_link_is_a_miss(tmp_path, capsys, monkeypatch):
    project = _project(tmp_path / "p")
    monkeypatch.chdir(project)
    cold = _check_json(capsys, "pkg")
    path = _cache_file(project)
    path.unlink()
    os.mkfifo(path)  # opening it for reading would block forever
    assert _check_json(capsys, "pkg") == cold
    path.unlink()
    path.symlink_to("/dev/zero")
    assert _check_json(capsys, "pkg") == cold


def _rewrite_entry(project: Path, change) -> None:
    """Change one entry and save it the way jaxlint saves (so it passes the authentication):
    what the schema check alone must catch."""
    cache = ResultCache(project / "build/lint-cache", load_config(project).fingerprint())
    key = str(project / "pkg/b.py")
    record = json.loads(json.dumps(cache.entries[key]))
    change(record["outcome"])
    cache.dirty[key] = record
    cache.save()


SCHEMA_BREAKS = {
    "unknown-applicability": lambda o: o["diagnostics"][0]["fix"].update(applicability="always"),
    "string-row": lambda o: o["diagnostics"][0]["location"].__setitem__(0, "4"),
    "bool-row": lambda o: o["diagnostics"][0]["location"].__setitem__(0, True),
    "negative-column": lambda o: o["diagnostics"][0]["location"].__setitem__(1, -1),
    "unknown-code": lambda o: o["diagnostics"][0].update(code="JAX9999"),
    "extra-key": lambda o: o["diagnostics"][0].update(callback="os.system"),
    "missing-key": lambda o: o["diagnostics"][0].pop("message"),
    "diagnostics-not-a-list": lambda o: o.update(diagnostics={"0": o["diagnostics"][0]}),
    "dependency-not-a-pair": lambda o: o.update(dependencies={"/x.py": [1, 2, 3]}),
    "outcome-extra-key": lambda o: o.update(internal_error=False, exec="print(1)"),
}


@pytest.mark.parametrize("name", list(SCHEMA_BREAKS))
def test_a_record_that_breaks_the_schema_is_a_miss(tmp_path, capsys, monkeypatch, name):
    project = _project(tmp_path / "p")
    monkeypatch.chdir(project)
    cold = _check_json(capsys, "pkg")
    assert any(code == "JAX101" for _, code, _ in cold[1])
    relinted = _relinted(monkeypatch)
    assert _check_json(capsys, "pkg") == cold and relinted == []  # warm: the cache answers
    _rewrite_entry(project, SCHEMA_BREAKS[name])
    assert _check_json(capsys, "pkg") == cold
    assert relinted == ["pkg/b.py"]  # the broken entry is a miss, the other still a hit


def test_the_key_is_private_and_lives_outside_the_project(tmp_path, capsys, monkeypatch):
    import jaxlint.cache as cache_module

    project = _project(tmp_path / "p")
    monkeypatch.chdir(project)
    cold = _check_json(capsys, "pkg")
    key = Path(os.environ["XDG_CACHE_HOME"]) / "jaxlint" / "cache-key"
    assert key.stat().st_size == 32 and key.stat().st_mode & 0o777 == 0o600
    assert project not in key.parents
    key.chmod(0o644)  # readable by others: a key anyone could copy authenticates nothing
    monkeypatch.setattr(cache_module, "_KEYS", {})  # a fresh process
    relinted = _relinted(monkeypatch)
    assert _check_json(capsys, "pkg") == cold
    assert sorted(relinted) == ["pkg/a.py", "pkg/b.py"]


# --- the cache folder: marked, contained, and never the project's ------------------------------

def test_a_new_cache_folder_is_marked_and_ignored_from_inside(tmp_path, capsys, monkeypatch):
    project = write(tmp_path / "p", "a.py", TRACED_IF).parent
    monkeypatch.chdir(project)
    assert main(["check", "a.py", "-q"]) == 1
    assert sorted(p.name for p in project.iterdir()) == [".jaxlint_cache", "a.py"]  # nothing else written
    folder = project / ".jaxlint_cache"
    assert (folder / "CACHEDIR.TAG").read_text().startswith("Signature: 8a477f597d28d172789f06886806bc55\n")
    assert "jaxlint" in (folder / "CACHEDIR.TAG").read_text()
    assert (folder / ".gitignore").read_text().splitlines()[-1] == "*"


def test_user_cache_dir_dot_never_touches_the_project_gitignore(tmp_path, capsys, monkeypatch):
    """Defect 3: `cache-dir = "."` wrote ./.gitignore = `*`; the next run linted nothing."""
    project = tmp_path / "p"
    write(project, "a.py", TRACED_IF)
    write(project, ".gitignore", "build/\n")
    monkeypatch.chdir(project)
    before = {p.name: p.read_bytes() for p in project.iterdir()}
    for _ in range(2):
        code, out, err = main(["check", "a.py", "--cache-dir", ".", "--output-format", "concise"]), *capsys.readouterr()
        assert code == 1 and "JAX101" in out
        assert err.count("\n") == 1 and err.startswith("jaxlint: warning:") and "not a jaxlint cache folder" in err
    assert {p.name: p.read_bytes() for p in project.iterdir()} == before


def test_a_folder_that_is_not_jaxlints_is_not_used(tmp_path, capsys, monkeypatch):
    project = write(tmp_path / "p", "a.py", TRACED_IF).parent
    other = write(tmp_path, "docs/index.md", "# my docs\n").parent
    monkeypatch.chdir(project)
    code, out, err = main(["check", "a.py", "--cache-dir", str(other), "--output-format", "concise"]), *capsys.readouterr()
    assert code == 1 and "JAX101" in out
    assert err == f"jaxlint: warning: {other}: not a jaxlint cache folder (no CACHEDIR.TAG from jaxlint); running without a cache\n"
    assert sorted(p.name for p in other.iterdir()) == ["index.md"]


def test_an_empty_folder_becomes_a_jaxlint_folder(tmp_path, capsys, monkeypatch):
    project = write(tmp_path / "p", "a.py", TRACED_IF).parent
    empty = tmp_path / "empty"
    empty.mkdir()
    monkeypatch.chdir(project)
    assert main(["check", "a.py", "--cache-dir", str(empty), "-q"]) == 1
    assert capsys.readouterr().err == ""
    assert (empty / "CACHEDIR.TAG").is_file() and (empty / __version__).is_dir()


def test_a_default_cache_folder_linked_out_of_the_project_is_not_used(tmp_path, capsys, monkeypatch):
    project = write(tmp_path / "p", "a.py", TRACED_IF).parent
    outside = tmp_path / "victim"
    outside.mkdir()
    (project / ".jaxlint_cache").symlink_to(outside)
    monkeypatch.chdir(project)
    code, _, err = main(["check", "a.py"]), *capsys.readouterr()
    assert code == 1 and "outside the project" in err and err.count("\n") == 1
    assert main(["check", "a.py", "-q"]) == 1 and capsys.readouterr().err == ""  # -q: diagnostics only
    assert list(outside.iterdir()) == []


def test_a_folder_an_older_jaxlint_wrote_is_adopted_and_its_pickles_are_never_read(tmp_path, capsys, monkeypatch):
    project = write(tmp_path / "p", "a.py", TRACED_IF).parent
    folder = project / ".jaxlint_cache"
    marker = tmp_path / "PWNED"
    write(folder, ".gitignore", "# Automatically created by jaxlint.\n*\n")  # what older builds wrote
    monkeypatch.chdir(project)
    pickled = write(folder / __version__, f"{load_config(project).fingerprint()}.pickle",
                    pickle.dumps(_Payload(str(marker))))
    assert main(["check", "a.py"]) == 1
    assert capsys.readouterr().err == "" and not marker.exists()
    assert (folder / "CACHEDIR.TAG").read_text() == CACHEDIR_TAG and not pickled.exists()


def test_a_full_disk_leaves_no_empty_gitignore(tmp_path, capsys, monkeypatch):
    import jaxlint.cache as cache_module

    project = write(tmp_path / "p", "a.py", TRACED_IF).parent
    monkeypatch.chdir(project)

    def disk_full(fd, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(cache_module, "_write_all", disk_full)
    assert main(["check", "a.py", "-q"]) == 1
    folder = project / ".jaxlint_cache"
    assert not (folder / ".gitignore").exists() or (folder / ".gitignore").read_text().strip()
    assert not [p for p in folder.rglob("*") if p.is_file()]  # no torn or temporary file left
    monkeypatch.undo()
    monkeypatch.chdir(project)
    monkeypatch.delenv("JAXLINT_NO_CACHE", raising=False)
    assert main(["check", "a.py", "-q"]) == 1  # room again: the next run marks the folder
    assert (folder / ".gitignore").read_text().splitlines()[-1] == "*"


# --- pruning ---------------------------------------------------------------------------------

def test_save_prunes_gone_files_old_versions_and_unused_fingerprints(tmp_path, capsys, monkeypatch):
    project = tmp_path / "p"
    write(project, "a.py", TRACED_IF)
    write(project, "b.py", TRACED_IF)
    monkeypatch.chdir(project)
    folder = project / ".jaxlint_cache"
    assert main(["check", ".", "-q"]) == 1
    old_version = write(folder / "0.0.1", "0123456789abcdef.json", "{}")
    legacy = write(folder / __version__, "0123456789abcdef.pickle", b"\x80\x04N.")
    stale = write(folder / __version__, "fedcba9876543210.json", "{}")
    recent = write(folder / __version__, "aaaaaaaaaaaaaaaa.json", "{}")
    month_ago = os.stat(stale).st_mtime - 31 * 86400
    os.utime(stale, (month_ago, month_ago))
    (project / "b.py").unlink()
    write(project, "a.py", TRACED_IF + "\n")  # a change: this run saves
    assert main(["check", ".", "-q"]) == 1
    assert not old_version.parent.exists() and not legacy.exists() and not stale.exists()
    assert recent.exists()
    document = json.loads((folder / __version__ / f"{load_config(project).fingerprint()}.json").read_bytes())
    assert list(document["entries"]) == [str(project / "a.py")]


def test_clean_removes_a_cache_written_by_check(tmp_path, capsys, monkeypatch):
    project = _project(tmp_path / "p")
    monkeypatch.chdir(project)
    main(["check", "pkg", "-q"])
    assert main(["clean"]) == 0
    assert not (project / "build/lint-cache").exists()
    assert sorted(p.relative_to(project).as_posix() for p in project.rglob("*") if p.is_file()) == [
        "jaxlint.toml", "pkg/a.py", "pkg/b.py"]
