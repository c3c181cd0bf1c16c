"""`-o/--output-file` in a hostile checkout: it never writes through a symlink out of the
project, it is opened before any fix is written, and it never destroys a report it has not
replaced yet."""

from __future__ import annotations

import json
import os
import stat

import pytest

import jaxlint.report
from tests.helpers import IF_AND_PRINT, TRACED_IF, isolated, run_cli, run_subprocess, write

__all__ = ["isolated"]

FIXABLE = 'import jax\n\n\n@jax.jit\ndef f(x):\n    y = x if x > 0 else -x\n    return y\n'


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A checkout in tmp_path/proj (the working directory) beside a folder it must not touch."""
    root, outside = tmp_path / "proj", tmp_path / "outside"
    root.mkdir()
    outside.mkdir()
    monkeypatch.chdir(root)
    monkeypatch.delenv("JAXLINT_OUTPUT_FORMAT", raising=False)
    write(root, "a.py", IF_AND_PRINT)
    return root, outside


def _one_error_line(err: str) -> str:
    assert err.count("\n") == 1 and err.startswith("jaxlint: error: ") and "Traceback" not in err
    return err


def test_a_committed_symlink_out_of_the_project_is_refused(project, capsys):
    root, outside = project
    target = write(outside, "bashrc", "precious\n")
    (root / "report.txt").symlink_to(target)
    code, out, err = run_cli(capsys, "a.py", "-o", "report.txt")
    assert code == 2 and out == ""
    assert "refusing to write the report through a symlink" in _one_error_line(err)
    assert target.read_text() == "precious\n"
    assert (root / "report.txt").is_symlink()


def test_a_symlinked_folder_out_of_the_project_is_refused(project, capsys):
    root, outside = project
    (root / "reports").symlink_to(outside, target_is_directory=True)
    code, _, err = run_cli(capsys, "a.py", "-o", "reports/authorized_keys")
    assert code == 2 and "symlink" in _one_error_line(err)
    assert list(outside.iterdir()) == []


def test_a_symlink_inside_the_project_is_written_through(project, capsys):
    root, _ = project
    write(root, "out/real.json", "old")
    (root / "report.json").symlink_to("out/real.json")
    code, _, err = run_cli(capsys, "a.py", "--output-format", "json", "-o", "report.json")
    assert (code, err) == (1, "")
    assert [d["code"] for d in json.loads((root / "out/real.json").read_text())] == ["JAX101", "JAX302"]
    assert (root / "report.json").is_symlink()


def test_a_path_the_user_names_outside_the_project_is_followed(project, capsys):
    root, outside = project
    target = write(outside, "target.txt", "")
    (outside / "link.txt").symlink_to(target)
    code, _, err = run_cli(capsys, "a.py", "--output-format", "concise", "-o", str(outside / "link.txt"))
    assert (code, err) == (1, "")
    assert target.read_text().startswith("a.py:4:8: JAX101 ")


def test_fix_with_an_unwritable_output_fixes_nothing(project, capsys):
    root, _ = project
    write(root, "fixme.py", FIXABLE)
    before = (root / "fixme.py").read_bytes()
    for bad in ("missing/dir/report.txt", "."):  # no such folder; a folder
        code, out, err = run_cli(capsys, "fixme.py", "--fix", "-o", bad)
        assert code == 2 and out == ""
        assert "cannot write" in _one_error_line(err) and "internal error" not in err
        assert (root / "fixme.py").read_bytes() == before


def test_an_existing_report_survives_a_run_that_fails_and_a_new_one_is_not_left(project, capsys, monkeypatch):
    root, _ = project
    write(root, "old.txt", "the last good report\n")

    def broken(*args):
        raise RuntimeError("renderer failed")

    monkeypatch.setattr(jaxlint.report, "render", broken)
    assert run_cli(capsys, "a.py", "-o", "old.txt")[0] == 2
    assert (root / "old.txt").read_text() == "the last good report\n"  # not truncated when opened
    assert run_cli(capsys, "a.py", "-o", "new.txt")[0] == 2
    assert not (root / "new.txt").exists()


def test_a_longer_old_report_is_replaced_in_place(project, capsys):
    root, _ = project
    write(root, "report.txt", "#" * 100_000)
    os.chmod(root / "report.txt", 0o640)
    os.link(root / "report.txt", root / "second-name.txt")
    code, _, _ = run_cli(capsys, "a.py", "--output-format", "concise", "-o", "report.txt")
    assert code == 1
    text = (root / "report.txt").read_text()
    assert text.startswith("a.py:4:8: JAX101 ") and text.endswith("option.\n") and "##" not in text  # no stale tail
    assert (root / "second-name.txt").read_text() == text  # the same file: written in place
    assert stat.S_IMODE((root / "report.txt").stat().st_mode) == 0o640


def test_a_fifo_at_the_output_path_does_not_hang(project):
    root, _ = project
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    os.mkfifo(root / "report.txt")
    proc = run_subprocess("check", "--no-cache", "a.py", "-o", "report.txt", cwd=root)  # 60 s timeout
    assert proc.returncode == 2
    _one_error_line(proc.stderr.decode())


def test_plain_output_file_still_works(project, capsys):
    root, _ = project
    write(root, "clean.py", TRACED_IF.replace("if x > 0:\n        return x\n    ", ""))
    code, out, err = run_cli(capsys, "clean.py", "-o", "report.txt")
    assert (code, out, err) == (0, "", "")
    assert (root / "report.txt").read_text() == "All checks passed!\n"
