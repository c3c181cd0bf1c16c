"""`--fix` writes: read-only files are refused, owner, group, mode and hard links survive, and
an edit saved while jaxlint fixes the file is never overwritten (issue 12, defects 5 and 10)."""

from __future__ import annotations

import os
import stat

import pytest

import jaxlint.source_io as source_io
from jaxlint.source_io import SourceError, write_atomic
from tests.helpers import isolated, run_cli, write
from tests.reliability._support import FIXED_IF, TRACED_IF, assert_no_traceback, one_error_line

pytestmark = [pytest.mark.usefixtures("isolated"), pytest.mark.skipif(os.name != "posix", reason="POSIX files")]
__all__ = ["isolated"]
as_root = pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0, reason="needs root to chown")


def _fix(capsys, *argv: str) -> tuple[int, str, str]:
    code, out, err = run_cli(capsys, "check", "--fix", "--no-cache", "--output-format", "concise", *argv)
    assert_no_traceback(out, err)
    return code, out, err


def _leftovers(folder) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(".jaxlint-"))


# --- permissions and ownership ------------------------------------------------------------------

def test_read_only_file_is_refused_even_for_root(tmp_path, capsys):
    locked = write(tmp_path, "locked.py", TRACED_IF)
    locked.chmod(0o444)
    write(tmp_path, "open.py", TRACED_IF)
    code, out, err = _fix(capsys, ".")
    assert code == 2
    assert one_error_line(err) == "jaxlint: error: locked.py: cannot write: Permission denied"
    assert "locked.py:4:8: JAX101" in out
    assert locked.read_text() == TRACED_IF and stat.S_IMODE(locked.stat().st_mode) == 0o444
    assert (tmp_path / "open.py").read_text() == FIXED_IF


def test_write_atomic_refuses_a_file_without_the_owner_write_bit(tmp_path):
    path = write(tmp_path, "m.py", "old\n")
    path.chmod(0o464)  # group-writable, but the owner's own bit is off: the owner meant "read-only"
    with pytest.raises(PermissionError):
        write_atomic(path, b"new\n", expected_original=b"old\n")
    assert path.read_bytes() == b"old\n"
    assert _leftovers(tmp_path) == []


@pytest.mark.parametrize("mode", [0o755, 0o2755, 0o640, 0o600])
def test_mode_bits_survive(tmp_path, capsys, mode):
    path = write(tmp_path, "m.py", TRACED_IF)
    path.chmod(mode)
    assert _fix(capsys, "m.py")[0] == 0
    assert path.read_text() == FIXED_IF
    assert stat.S_IMODE(path.stat().st_mode) == mode


@as_root
def test_owner_and_group_survive_a_fix_run_by_root(tmp_path, capsys):
    path = write(tmp_path, "m.py", TRACED_IF)
    os.chown(path, 12345, 23456)
    path.chmod(0o2775)
    assert _fix(capsys, "m.py")[0] == 0
    after = path.stat()
    assert path.read_text() == FIXED_IF
    assert (after.st_uid, after.st_gid, stat.S_IMODE(after.st_mode)) == (12345, 23456, 0o2775)


@as_root
def test_when_the_owner_cannot_be_kept_the_file_is_rewritten_in_place(tmp_path, monkeypatch):
    """What an unprivileged user who may write another user's file meets: the replacement
    could not be handed to that owner, so the file's own inode is rewritten instead."""
    path = write(tmp_path, "m.py", "old\n")
    os.chown(path, 12345, 12345)
    inode = path.stat().st_ino
    real_fchown = os.fchown

    def fchown(fd, uid, gid):  # the kernel's answer to an unprivileged chown
        if (uid, gid) != (-1, -1):
            raise PermissionError(1, "Operation not permitted")
        real_fchown(fd, uid, gid)

    monkeypatch.setattr(os, "fchown", fchown)
    write_atomic(path, b"new\n", expected_original=b"old\n")
    after = path.stat()
    assert path.read_bytes() == b"new\n"
    assert (after.st_ino, after.st_uid, after.st_gid) == (inode, 12345, 12345)


# --- hard links ---------------------------------------------------------------------------------

def test_every_name_of_a_hard_linked_file_sees_the_fix(tmp_path, capsys):
    path = write(tmp_path, "pkg/m.py", TRACED_IF)
    other = tmp_path / "elsewhere.txt"  # not a .py name: the walk does not fix it twice
    os.link(path, other)
    assert _fix(capsys, "pkg")[0] == 0
    assert path.read_text() == FIXED_IF
    assert other.read_text() == FIXED_IF
    assert os.path.samefile(path, other) and path.stat().st_nlink == 2
    assert _leftovers(path.parent) == []


def test_hard_linked_file_changed_meanwhile_is_not_written(tmp_path):
    path = write(tmp_path, "m.py", "edited\n")
    os.link(path, tmp_path / "twin.py")
    with pytest.raises(SourceError, match="changed on disk while jaxlint was fixing it; not written"):
        write_atomic(path, b"new\n", expected_original=b"old\n")
    assert path.read_bytes() == b"edited\n"


# --- the lost-edit window -----------------------------------------------------------------------

def _edit_in_window(monkeypatch, edit) -> list[str]:
    """Run `edit(target)` inside the window between the last check and the swap."""
    calls = []

    def window(target):
        calls.append(target)
        edit(target)

    monkeypatch.setattr(source_io, "_before_swap", window)
    return calls


def _save_in_place(target):
    with open(target, "wb") as handle:
        handle.write(b"saved by the editor\n")


def _save_by_rename(target):
    tmp = target + ".editor-swap"
    with open(tmp, "wb") as handle:
        handle.write(b"saved by the editor\n")
    os.replace(tmp, target)


def _without_exchange(monkeypatch):
    monkeypatch.setattr(source_io, "_exchange", lambda a, b: False)


@pytest.mark.parametrize("save", [_save_in_place, _save_by_rename], ids=["in-place", "rename"])
@pytest.mark.parametrize("swap", ["exchange", "compare-then-replace"])
def test_an_edit_saved_inside_the_window_survives(tmp_path, monkeypatch, save, swap):
    if swap == "compare-then-replace":
        _without_exchange(monkeypatch)
    path = write(tmp_path, "m.py", "old\n")
    calls = _edit_in_window(monkeypatch, save)
    with pytest.raises(SourceError, match="m.py: changed on disk while jaxlint was fixing it; not written"):
        write_atomic(path, b"fixed\n", expected_original=b"old\n")
    assert calls, "the window was not reached"
    assert path.read_bytes() == b"saved by the editor\n"
    assert _leftovers(tmp_path) == []


def test_the_swap_detects_an_edit_the_last_check_could_not_see(tmp_path, monkeypatch):
    """The edit lands after the last comparison: only the exchange's check of what it swapped
    out can see it, and it swaps the edit back."""
    if not source_io._exchange_available():
        pytest.skip("renameat2(RENAME_EXCHANGE) is not available here")
    path = write(tmp_path, "m.py", "old\n")
    real_exchange = source_io._exchange

    def exchange(a, b):
        _save_in_place(str(path))
        return real_exchange(a, b)

    monkeypatch.setattr(source_io, "_exchange", exchange)
    with pytest.raises(SourceError, match="changed on disk while jaxlint was fixing it; not written"):
        write_atomic(path, b"fixed\n", expected_original=b"old\n")
    assert path.read_bytes() == b"saved by the editor\n"
    assert _leftovers(tmp_path) == []


def test_a_swap_is_an_ordinary_write_when_nothing_changed(tmp_path, monkeypatch):
    path = write(tmp_path, "m.py", "old\n")
    path.chmod(0o640)
    calls = _edit_in_window(monkeypatch, lambda target: None)
    write_atomic(path, b"fixed\n", expected_original=b"old\n")
    assert calls and path.read_bytes() == b"fixed\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert _leftovers(tmp_path) == []


def test_a_writable_file_in_a_folder_that_refuses_new_files_is_rewritten_in_place(tmp_path, monkeypatch):
    path = write(tmp_path, "m.py", "old\n")
    inode = path.stat().st_ino

    def mkstemp(*args, **kwargs):  # what a non-root user meets in a read-only folder
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(source_io.tempfile, "mkstemp", mkstemp)
    write_atomic(path, b"new\n", expected_original=b"old\n")
    assert path.read_bytes() == b"new\n" and path.stat().st_ino == inode
