"""Fix safety: on every rule example a fix run parses, converges, is idempotent and changes no
byte outside the edits it reported; an interrupted write leaves the original; concurrent runs
on one tree end where a single run ends."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from jaxlint import source_io
from jaxlint.cli import main
from jaxlint.catalog import rule_classes

ALL_RULES = rule_classes()
from tests.helpers import isolated, write
from tests.reliability._support import (FIXED_IF, REPO, TRACED_IF, assert_no_traceback, checked_fix, jaxlint,
                                        untouched_bytes_kept)

__all__ = ["isolated"]

EXAMPLES = [(rule, kind, i, ex) for rule in ALL_RULES for kind in ("invalid", "valid")
            for i, ex in enumerate(getattr(rule, kind))]


def _id(case) -> str:
    rule, kind, i, _ = case
    return f"{rule.code}-{kind}-{i}"


# --- the proofs over every rule example -------------------------------------------------------

@pytest.mark.parametrize("unsafe", [True, False], ids=["unsafe", "safe"])
@pytest.mark.parametrize("case", EXAMPLES, ids=_id)
def test_fixing_a_rule_example_is_safe(case, unsafe):
    """Parses, converges, a second fix is a no-op, bytes outside the reported edits unchanged."""
    _, _, _, example = case
    outcome, problems = checked_fix(example.source(), "example.py", unsafe=unsafe)
    assert problems == [], f"{problems}\n--- before\n{example.source()}--- after\n{outcome.source}"


def test_the_proofs_fix_something():
    """The examples above are not vacuous: most invalid ones are rewritten."""
    fixed = sum(bool(checked_fix(ex.source(), "e.py")[0].applied) for _, kind, _, ex in EXAMPLES if kind == "invalid")
    assert fixed >= 60, fixed


def test_untouched_bytes_check_catches_a_stray_change():
    old = "a = 1\nb = max(x, 0)\nc = 3\n"
    edit = (old.index("max"), old.index("max") + len("max(x, 0)"))
    assert untouched_bytes_kept(old, old.replace("max(x, 0)", "jnp.maximum(x, 0)"), [edit]) is None
    assert untouched_bytes_kept(old, old.replace("max(x, 0)", "jnp.maximum(x, 0)").replace("c = 3", "c = 4"),
                                [edit]) is not None
    assert untouched_bytes_kept(old, "import jnp\n" + old, [(0, 0)]) is None
    assert untouched_bytes_kept(old, old.replace("\n", "\r\n"), [edit]) is not None


# --- interrupted writes -----------------------------------------------------------------------

@pytest.mark.parametrize("failing", ["replace", "fsync", "interrupt"])
def test_interrupted_write_leaves_the_original_and_no_temp_file(isolated, capsys, monkeypatch, failing):
    path = write(isolated, "m.py", TRACED_IF)
    other = write(isolated, "z.py", TRACED_IF)
    error = KeyboardInterrupt() if failing == "interrupt" else OSError(5, "Input/output error")

    def crash(*args, **kwargs):
        raise error

    monkeypatch.setattr(source_io.os, "fsync" if failing == "fsync" else "replace", crash)
    if failing != "fsync":
        monkeypatch.setattr(source_io, "_exchange", crash)  # Linux renames with renameat2
    code = main(["check", "--fix", "-j", "1", "m.py", "z.py"])
    out, err = capsys.readouterr()
    assert_no_traceback(out, err)
    assert code == 2
    assert path.read_text() == TRACED_IF
    assert sorted(p.name for p in isolated.iterdir()) == ["m.py", "z.py"], "a temporary file was left behind"
    if failing == "interrupt":
        assert err == "jaxlint: interrupted\n"
        assert other.read_text() == TRACED_IF  # the run stopped
    else:
        assert err.splitlines() == [f"jaxlint: error: {name}: cannot write: Input/output error" for name in ("m.py", "z.py")]


SLOW_REPLACE = """\
import os, sys, time
from jaxlint import source_io
def slow_swap(target):
    open(os.path.join(os.path.dirname(target), "READY"), "w").close()
    time.sleep(60)
source_io._before_swap = slow_swap
from jaxlint.cli import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_run_killed_between_temp_write_and_rename_leaves_the_original(tmp_path):
    """SIGKILL cannot clean up: the temporary file may stay, the source is never half-written, and
    the next run neither lints the leftover nor trips over it."""
    path = write(tmp_path, "m.py", TRACED_IF)
    env = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT_")}
    env.update(PYTHONPATH=str(REPO), JAXLINT_NO_CACHE="1")
    proc = subprocess.Popen([sys.executable, "-c", SLOW_REPLACE, "check", "--fix", "m.py"], cwd=tmp_path, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while not (tmp_path / "READY").exists():
            assert proc.poll() is None and time.monotonic() < deadline, "the run never reached the rename"
            time.sleep(0.05)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert path.read_text() == TRACED_IF
    (leftover,) = tmp_path.glob(".jaxlint-*.tmp")
    assert leftover.read_text() == FIXED_IF  # complete, but never renamed over the source
    result = jaxlint("check", "--fix", "--output-format", "concise", ".", cwd=tmp_path)
    assert (result.returncode, result.stderr) == (0, b"")
    assert path.read_text() == FIXED_IF


# --- concurrent runs --------------------------------------------------------------------------

def _tree(root: Path) -> None:
    """Files with safe and unsafe fixes of several kinds, some needing an import, plus clean ones."""
    for name, example in [(f"{rule.code}_{i}", ex) for rule in ALL_RULES for i, ex in enumerate(rule.invalid)][:40]:
        write(root, f"pkg/{name}.py", example.source())
    for i in range(8):
        write(root, f"pkg/sub/m{i}.py", TRACED_IF)
    write(root, "pkg/bad.py", "import jax\ndef f(:\n")


def _snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_concurrent_fix_runs_end_where_a_single_run_ends(tmp_path, jobs):
    single, shared = tmp_path / "single", tmp_path / "shared"
    _tree(single)
    shutil.copytree(single, shared)
    reference = jaxlint("check", "--fix", "--unsafe-fixes", "-j", jobs, "-q", ".", cwd=single)
    assert reference.returncode == 1 and reference.stderr == b""
    argv = [sys.executable, "-m", "jaxlint", "check", "--fix", "--unsafe-fixes", "-j", jobs, "-q", "."]
    env = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT_")}
    env.update(PYTHONPATH=str(REPO), JAXLINT_NO_CACHE="1")
    runs = [subprocess.Popen(argv, cwd=shared, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            for _ in range(3)]
    results = [(p.wait(timeout=300), p.stdout.read(), p.stderr.read()) for p in runs]
    for code, out, err in results:
        assert_no_traceback(out, err)
        assert (code, err) == (1, b"")  # none saw a half-written file or refused a write
    assert _snapshot(shared) == _snapshot(single)
    changed = [name for name, data in _snapshot(single).items() if data != (shared / name).read_bytes()]
    assert changed == []


def test_a_write_racing_an_identical_fix_is_not_an_error(tmp_path):
    """The write-if-unchanged check: the file now holds exactly our result (another run wrote
    it) is success; anything else is refused."""
    path = write(tmp_path, "m.py", "new\n")
    source_io.write_atomic(path, b"new\n", expected_original=b"old\n")
    assert path.read_bytes() == b"new\n"
    with pytest.raises(source_io.SourceError, match="changed on disk while jaxlint was fixing it"):
        source_io.write_atomic(path, b"mine\n", expected_original=b"old\n")
    assert path.read_bytes() == b"new\n"
    assert [p.name for p in tmp_path.iterdir()] == ["m.py"]
