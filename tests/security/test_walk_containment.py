"""A hostile checkout's symlinks: folder walks stay inside the given roots, never loop, and
`--fix` never writes a file whose real path lies outside them (issue 12, defect 4)."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

import jaxlint.discovery as discovery
from jaxlint.config import Config
from jaxlint.discovery import discover
from tests.helpers import run_cli, write
from tests.reliability._support import FIXED_IF, TRACED_IF, assert_no_traceback, one_error_line

pytestmark = pytest.mark.skipif(os.name != "posix", reason="symlinks")


@pytest.fixture
def project(tmp_path, monkeypatch):
    """tmp_path/project (the current folder, a git checkout) beside tmp_path/outside."""
    root = tmp_path / "project"
    (root / ".git").mkdir(parents=True)
    write(tmp_path, "outside/victim.py", TRACED_IF)
    write(tmp_path, "outside/deeper/victim2.py", TRACED_IF)
    monkeypatch.chdir(root)
    for name in ("JAXLINT_OUTPUT_FORMAT", "JAXLINT_DEBUG"):
        monkeypatch.delenv(name, raising=False)
    return root


def _snapshot(folder: Path) -> dict[str, str]:
    """Every file below `folder` (links not followed) and the hash of its bytes."""
    result = {}
    for dirpath, _, filenames in os.walk(folder):
        for name in filenames:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as handle:
                result[os.path.relpath(path, folder)] = hashlib.sha256(handle.read()).hexdigest()
    return result


def _found(*paths: str) -> list[str]:
    files, errors = discover([Path(p) for p in paths or ["."]], Config(root=Path.cwd()))
    assert errors == []
    return [os.path.relpath(f).replace(os.sep, "/") for f in files]


def _fix(capsys, *argv: str) -> tuple[int, str, str]:
    code, out, err = run_cli(capsys, "check", "--fix", "--no-cache", *argv)
    assert_no_traceback(out, err)
    return code, out, err


def test_a_folder_link_out_of_the_project_is_not_walked(project):
    write(project, "src/a.py", TRACED_IF)
    os.symlink(project.parent / "outside", project / "src" / "vendored")
    os.symlink("../../outside", project / "src" / "relative")
    assert _found() == ["src/a.py"]


def test_fix_leaves_an_outside_folder_byte_identical(project, capsys):
    write(project, "a.py", TRACED_IF)
    os.symlink(project.parent / "outside", project / "linked")
    before = _snapshot(project.parent / "outside")
    code, _, err = _fix(capsys, ".")
    assert (code, err) == (0, "")
    assert _snapshot(project.parent / "outside") == before
    assert (project / "a.py").read_text() == FIXED_IF


def test_fix_in_a_process_pool_leaves_an_outside_folder_byte_identical(project, capsys):
    for i in range(10):
        write(project, f"pkg/m{i}.py", TRACED_IF)
    for i in range(10):
        write(project.parent, f"outside/many/o{i}.py", TRACED_IF)
    os.symlink(project.parent / "outside", project / "pkg" / "linked")
    os.symlink(project.parent / "outside" / "victim.py", project / "pkg" / "linked_file.py")
    before = _snapshot(project.parent / "outside")
    code, _, err = _fix(capsys, "-j", "2", ".")
    assert (code, err) == (0, "")
    assert _snapshot(project.parent / "outside") == before
    assert all((project / f"pkg/m{i}.py").read_text() == FIXED_IF for i in range(10))


def test_a_link_to_the_filesystem_root_lints_only_the_project(project, capsys):
    write(project, "a.py", TRACED_IF)
    os.symlink("/", project / "everything")
    assert _found() == ["a.py"]


def test_a_file_link_out_of_the_project_is_skipped_by_the_walk(project):
    write(project, "a.py", TRACED_IF)
    os.symlink(project.parent / "outside" / "victim.py", project / "b.py")
    assert _found() == ["a.py"]


def test_links_inside_the_project_are_still_followed_once(project):
    write(project, "real/a.py", TRACED_IF)
    os.symlink("real", project / "alias")
    os.symlink(project / "real" / "a.py", project / "link.py")
    assert _found() == ["link.py", "real/a.py"]  # the folder alias leads to a folder already walked


def test_explicitly_named_link_is_linted_and_fixed_through_the_link(project, capsys):
    outside_file = project.parent / "outside" / "victim.py"
    os.symlink(outside_file, project / "named.py")
    assert _found("named.py") == ["named.py"]
    code, _, err = _fix(capsys, "named.py")
    assert (code, err) == (0, "")
    assert os.path.islink(project / "named.py")
    assert outside_file.read_text() == FIXED_IF


def test_explicitly_named_folder_link_is_walked_but_not_links_leaving_it(project):
    os.symlink(project.parent / "outside", project / "ext")
    os.symlink(project, project.parent / "outside" / "back")  # leads back into the project: not below ext
    write(project, "mine.py", TRACED_IF)
    assert _found("ext") == ["ext/victim.py", "ext/deeper/victim2.py"]


def test_link_loops_end(project):
    write(project, "a/x.py", TRACED_IF)
    (project / "b").mkdir()
    os.symlink("../b", project / "a" / "to_b")
    os.symlink("../a", project / "b" / "to_a")
    os.symlink(".", project / "a" / "self")
    os.symlink(project, project / "a" / "top")
    os.symlink("loop2", project / "loop1")
    os.symlink("loop1", project / "loop2")
    assert _found() == ["a/x.py"]


def test_write_step_refuses_a_file_outside_the_roots_even_when_discovery_lets_it_through(
        project, capsys, monkeypatch):
    write(project, "a.py", TRACED_IF)
    victim = project.parent / "outside" / "victim.py"
    os.symlink(victim, project / "sneaky.py")
    real_discover = discovery.discover

    def leaky_discover(paths, config):
        files, errors = real_discover(paths, config)
        return files + [Path("sneaky.py")], errors

    monkeypatch.setattr(discovery, "discover", leaky_discover)  # the CLI looks it up when run
    before = _snapshot(project.parent / "outside")
    code, out, err = _fix(capsys, "--output-format", "concise", ".")
    assert code == 2
    assert one_error_line(err) == "jaxlint: error: sneaky.py: outside the paths given to jaxlint; not written"
    assert "sneaky.py:4:8: JAX101" in out  # still reported
    assert _snapshot(project.parent / "outside") == before
    assert (project / "a.py").read_text() == FIXED_IF
