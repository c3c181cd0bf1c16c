"""Which files get linted: folder walks skip VCS, virtualenvs, caches, .gitignored and excluded paths."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from jaxlint.config import Config
from jaxlint.discovery import discover
from tests.helpers import TRACED_IF, codes_at, isolated, run_cli, write

pytestmark = pytest.mark.usefixtures("isolated")
__all__ = ["isolated"]


def _found(*paths: str, config: Config | None = None) -> list[str]:
    """Discovered files, relative to the current folder and '/'-separated, in walk order."""
    files, errors = discover([Path(p) for p in paths or ["."]], config or Config(root=Path.cwd()))
    assert errors == []
    return [os.path.relpath(f).replace(os.sep, "/") for f in files]


def test_walks_python_files_only(tmp_path):
    for name in ("a.py", "stubs/b.pyi", "pkg/c.py", "notes.txt", "script", "data.pyc"):
        write(tmp_path, name, TRACED_IF)
    assert _found() == ["a.py", "pkg/c.py", "stubs/b.pyi"]


def test_skips_git_virtualenv_and_caches(tmp_path):
    write(tmp_path, "src/a.py", TRACED_IF)
    write(tmp_path, ".git/hooks/h.py", TRACED_IF)
    write(tmp_path, "src/__pycache__/a.py", TRACED_IF)
    write(tmp_path, "myenv/lib/site.py", TRACED_IF)
    write(tmp_path, "myenv/pyvenv.cfg", "home = /usr/bin\n")  # a virtualenv under any name
    write(tmp_path, ".venv/x.py", TRACED_IF)
    write(tmp_path, "node_modules/x.py", TRACED_IF)
    write(tmp_path, "envnotes/x.py", TRACED_IF)  # no pyvenv.cfg: an ordinary folder
    assert _found() == ["envnotes/x.py", "src/a.py"]


def test_gitignore_files_and_folders(tmp_path):
    write(tmp_path, ".gitignore", "# build outputs\nbuild/\ngenerated_*.py\n*.tmp.py\n!keep.tmp.py\n")
    for name in ("a.py", "build/b.py", "generated_api.py", "pkg/generated_x.py", "pkg/c.py", "x.tmp.py",
                 "keep.tmp.py", "pkg/build/d.py"):
        write(tmp_path, name, TRACED_IF)
    assert _found() == ["a.py", "keep.tmp.py", "pkg/c.py"]


def test_gitignore_dir_only_pattern_does_not_hide_a_file_of_that_name(tmp_path):
    write(tmp_path, ".gitignore", "lib.py/\n")
    write(tmp_path, "lib.py", TRACED_IF)
    write(tmp_path, "pkg/lib.py/inner.py", TRACED_IF)
    write(tmp_path, "pkg/y.py", TRACED_IF)
    assert _found() == ["lib.py", "pkg/y.py"]


def test_anchored_gitignore_pattern(tmp_path):
    write(tmp_path, ".gitignore", "/top.py\npkg/gen/\n")
    for name in ("top.py", "sub/top.py", "pkg/gen/g.py", "other/pkg/gen/g.py"):
        write(tmp_path, name, TRACED_IF)
    assert _found() == ["other/pkg/gen/g.py", "sub/top.py"]


def test_nested_gitignore_applies_below_its_folder_only(tmp_path):
    write(tmp_path, ".gitignore", "secret.py\n")
    write(tmp_path, "pkg/.gitignore", "local_*.py\n")
    for name in ("secret.py", "local_a.py", "pkg/secret.py", "pkg/local_b.py", "pkg/sub/local_c.py", "pkg/m.py",
                 "zzz/local_d.py"):
        write(tmp_path, name, TRACED_IF)
    assert _found() == ["local_a.py", "pkg/m.py", "zzz/local_d.py"]


def test_gitignore_of_parent_folder_applies_inside_the_repository(tmp_path, monkeypatch):
    (tmp_path / ".git").mkdir()
    write(tmp_path, ".gitignore", "gen/\n")
    write(tmp_path, "pkg/gen/x.py", TRACED_IF)
    write(tmp_path, "pkg/y.py", TRACED_IF)
    monkeypatch.chdir(tmp_path / "pkg")
    assert _found() == ["y.py"]


def test_gitignore_above_the_repository_is_not_read(tmp_path, monkeypatch):
    write(tmp_path, ".gitignore", "*\n")  # e.g. a dotfiles repository in $HOME
    (tmp_path / "repo" / ".git").mkdir(parents=True)
    write(tmp_path, "repo/a.py", TRACED_IF)
    write(tmp_path, "repo/pkg/b.py", TRACED_IF)
    monkeypatch.chdir(tmp_path / "repo")
    assert _found() == ["a.py", "pkg/b.py"]
    assert _found("pkg") == ["pkg/b.py"]


def test_respect_gitignore_false(tmp_path):
    write(tmp_path, ".gitignore", "ignored.py\n")
    write(tmp_path, "ignored.py", TRACED_IF)
    assert _found() == []
    assert _found(config=Config(root=tmp_path, respect_gitignore=False)) == ["ignored.py"]


def test_exclude_and_extend_exclude_patterns(tmp_path):
    for name in ("src/a.py", "src/gen_a.py", "third_party/x.py", "dist/d.py"):
        write(tmp_path, name, TRACED_IF)
    config = Config(root=tmp_path, extend_exclude=("third_party", "src/gen_*.py"))
    assert _found(config=config) == ["src/a.py"]
    config = Config(root=tmp_path, exclude=("third_party",))  # the defaults are gone
    assert _found(config=config) == ["dist/d.py", "src/a.py", "src/gen_a.py"]


def test_explicit_file_is_linted_even_if_excluded_unless_force_exclude(tmp_path, capsys):
    write(tmp_path, "venv/x.py", TRACED_IF)
    write(tmp_path, ".gitignore", "ignored.py\n")
    write(tmp_path, "ignored.py", TRACED_IF)
    assert _found("venv/x.py", "ignored.py") == ["venv/x.py", "ignored.py"]
    assert _found("venv/x.py", config=Config(root=tmp_path, force_exclude=True)) == []
    assert [f for f, *_ in codes_at(capsys, "venv/x.py")] == ["venv/x.py"]
    assert codes_at(capsys, "venv/x.py", "--force-exclude") == []


def test_duplicate_paths_are_linted_once(tmp_path):
    write(tmp_path, "pkg/a.py", TRACED_IF)
    assert _found("pkg", "pkg/a.py", "./pkg") == ["pkg/a.py"]


def test_symlink_loop_and_dangling_symlink_do_not_crash(tmp_path, capsys):
    write(tmp_path, "pkg/a.py", TRACED_IF)
    os.symlink("..", tmp_path / "pkg" / "loop")
    os.symlink(".", tmp_path / "pkg" / "self")
    os.symlink(tmp_path / "missing.py", tmp_path / "pkg" / "dangling.py")
    assert _found("pkg") == ["pkg/a.py"]  # each real folder walked once
    code, out, err = run_cli(capsys, "pkg", "--output-format", "concise")
    assert (code, err) == (1, "")
    assert [line for line in out.splitlines() if ": JAX" in line] == [out.splitlines()[0]]
    assert "\nFound 1 error.\n" in out
    assert out.startswith("pkg/a.py:4:8: JAX101 ")


def test_symlinked_file_inside_folder_is_linted(tmp_path):
    write(tmp_path, "real/a.py", TRACED_IF)
    os.symlink(tmp_path / "real" / "a.py", tmp_path / "pkg_link.py")
    assert _found() == ["pkg_link.py", "real/a.py"]


def test_missing_and_dangling_explicit_paths_are_errors(tmp_path):
    os.symlink(tmp_path / "missing.py", tmp_path / "dangling.py")
    files, errors = discover([Path("nope.py"), Path("dangling.py")], Config(root=tmp_path))
    assert files == []
    assert errors == ["nope.py: No such file or directory", "dangling.py: No such file or directory"]


def test_explicit_folder_below_an_excluded_name_is_linted_from_any_cwd(tmp_path, monkeypatch, capsys):
    write(tmp_path, "dist/proj/a.py", TRACED_IF)
    write(tmp_path, "dist/proj/venv/b.py", TRACED_IF)  # excluded below the given folder
    assert _found() == []
    assert _found("dist/proj") == ["dist/proj/a.py"]
    assert [f for f, *_ in codes_at(capsys, "dist/proj")] == ["dist/proj/a.py"]
    monkeypatch.chdir(tmp_path / "dist")
    assert _found("proj") == ["proj/a.py"]
    # force-exclude still looks at an explicit file's ancestors, as Ruff does.
    monkeypatch.chdir(tmp_path)
    assert codes_at(capsys, "dist/proj/a.py", "--force-exclude") == []


def test_exclude_pattern_with_trailing_slash_prunes_the_folder(tmp_path):
    write(tmp_path, "gen/a.py", TRACED_IF)
    write(tmp_path, "src/a.py", TRACED_IF)
    assert _found(config=Config(root=tmp_path, extend_exclude=("gen/",))) == ["src/a.py"]
