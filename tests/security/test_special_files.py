"""Files that are not regular files on disk are never read: a committed link to
/proc/self/environ prints no environment, and a FIFO or a device never blocks a run
(issue 12, defect 7 and "What to build" 4)."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from jaxlint.config import Config
from jaxlint.discovery import discover
from jaxlint.source_io import SourceError, read_source
from tests.helpers import REPO, TRACED_IF, isolated, write

pytestmark = [pytest.mark.usefixtures("isolated"),
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="procfs")]
__all__ = ["isolated"]
SECRET = "jaxlint-test-secret-7f3a9c"


def _jaxlint(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess:
    """A fresh interpreter whose environment (what /proc/self/environ shows) holds SECRET."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT_")}
    env.update(PYTHONPATH=str(REPO), JAXLINT_NO_CACHE="1", CI_TOKEN=SECRET)
    return subprocess.run([sys.executable, "-m", "jaxlint", *argv], cwd=tmp_path, capture_output=True,
                          timeout=120, env=env)


def _no_secret(result: subprocess.CompletedProcess) -> None:
    assert SECRET.encode() not in result.stdout + result.stderr
    assert b"CI_TOKEN" not in result.stdout + result.stderr
    assert b"Traceback" not in result.stderr


def _found(*paths: str) -> list[str]:
    files, errors = discover([Path(p) for p in paths or ["."]], Config(root=Path.cwd()))
    assert errors == []
    return [os.path.relpath(f) for f in files]


@pytest.mark.parametrize("argv", [["check", "."], ["check", "--fix", "."], ["check", "--diff", "."]],
                         ids=["check", "fix", "diff"])
def test_a_link_to_proc_self_environ_prints_no_environment(tmp_path, argv):
    write(tmp_path, "a.py", TRACED_IF)
    os.symlink("/proc/self/environ", tmp_path / "settings.py")
    result = _jaxlint(tmp_path, *argv)
    _no_secret(result)
    assert result.returncode in (0, 1), result.stderr
    assert os.path.islink(tmp_path / "settings.py")


def test_a_link_to_proc_named_explicitly_is_one_jax000_and_no_environment(tmp_path):
    os.symlink("/proc/self/environ", tmp_path / "settings.py")
    for argv in (["check", "settings.py"], ["check", "--fix", "settings.py"]):
        result = _jaxlint(tmp_path, *argv, "--output-format", "concise")
        _no_secret(result)
        assert result.stdout.decode().splitlines()[0] == \
            "settings.py:1:1: JAX000 cannot read file: not a regular file"


def test_full_report_frame_of_a_procfs_file_shows_no_environment(tmp_path):
    """The default `full` format prints a code frame: it must not read the file either."""
    os.symlink("/proc/self/environ", tmp_path / "settings.py")
    result = _jaxlint(tmp_path, "check", "settings.py")
    _no_secret(result)
    assert "cannot read file: not a regular file" in result.stdout.decode()


def test_the_walk_keeps_regular_files_only(tmp_path):
    write(tmp_path, "a.py", TRACED_IF)
    os.mkfifo(tmp_path / "pipe.py")
    os.symlink("/dev/null", tmp_path / "null.py")
    os.symlink("/dev/zero", tmp_path / "zero.py")
    os.symlink("/proc/self/status", tmp_path / "status.py")
    os.symlink("/sys/kernel/notes" if os.path.exists("/sys/kernel/notes") else "/sys", tmp_path / "sysfs.py")
    assert _found() == ["a.py"]


@pytest.mark.parametrize("target", ["/dev/null", "/dev/zero", "/proc/self/environ", "/proc/self/status"])
def test_read_source_refuses_what_is_not_a_regular_file(tmp_path, target):
    os.symlink(target, tmp_path / "x.py")
    with pytest.raises(SourceError, match=r"^x\.py: cannot read: not a regular file$"):
        read_source(Path("x.py"))


def test_a_fifo_swapped_in_after_discovery_never_blocks(tmp_path):
    os.mkfifo(tmp_path / "late.py")
    outcome = []

    def read():
        try:
            read_source(Path("late.py"))
        except SourceError as exc:
            outcome.append(str(exc))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(20)
    if reader.is_alive():  # blocked in open(): release it with a writer, then fail
        os.close(os.open(tmp_path / "late.py", os.O_WRONLY | os.O_NONBLOCK))
        reader.join()
        pytest.fail("read_source blocked on a FIFO")
    assert outcome == ["late.py: cannot read: not a regular file"]


def test_an_explicit_fifo_is_one_jax000_and_the_run_ends(tmp_path):
    os.mkfifo(tmp_path / "pipe.py")
    write(tmp_path, "a.py", TRACED_IF)
    result = _jaxlint(tmp_path, "check", "--output-format", "concise", "pipe.py", "a.py")
    assert result.returncode == 1, result.stderr
    lines = result.stdout.decode().splitlines()
    assert "pipe.py:1:1: JAX000 cannot read file: not a regular file" in lines
    assert any(line.startswith("a.py:4:8: JAX101") for line in lines)
