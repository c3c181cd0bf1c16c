"""`jaxlint clean` deletes only what jaxlint made: a folder marked with jaxlint's own
CACHEDIR.TAG, and in it only jaxlint's files. It refuses (one line, exit 2) the project root,
its parents, the home folder, `/`, and, for a `cache-dir` from a config, anything outside the
project; every file outside the marked folder stays byte-identical.

A safety net stops any deletion outside the test's own folder (it would fail the test, not
the machine)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from jaxlint import __version__
from jaxlint.cli import main
from tests.helpers import TRACED_IF, write


@pytest.fixture
def world(tmp_path, monkeypatch):
    """A home folder holding a project (with a marked cache) and a neighbour's files; no
    deletion may reach outside tmp_path."""
    home = tmp_path / "home"
    project = home / "proj"
    write(project, "a.py", TRACED_IF)
    write(project, "src/b.py", TRACED_IF)
    write(project, ".git/HEAD", "ref: refs/heads/main\n")
    write(home, "notes.txt", "my notes\n")
    write(home, "other/c.py", "x = 1\n")
    write(tmp_path, "outside/d.txt", "neighbour\n")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(project)
    _guard(monkeypatch, [tmp_path, Path(os.environ["XDG_CACHE_HOME"])])  # the test's and the cache key's
    return tmp_path, home, project


def _guard(monkeypatch, allowed: list[Path]) -> None:
    def refuse_outside(function):
        def guarded(path, *args, **kwargs):
            target = os.path.abspath(os.fspath(path)) if not isinstance(path, int) else None
            if target is not None and not any(target.startswith(str(a) + os.sep) for a in allowed):
                raise AssertionError(f"tried to delete {target}")
            return function(path, *args, **kwargs)
        return guarded

    for module, name in ((shutil, "rmtree"), (os, "remove"), (os, "unlink"), (os, "rmdir")):
        monkeypatch.setattr(module, name, refuse_outside(getattr(module, name)))


def _snapshot(root: Path, skip: Path | None = None) -> dict[str, bytes]:
    out = {}
    for dirpath, dirnames, filenames in os.walk(root):
        if skip is not None and Path(dirpath) == skip:
            dirnames[:] = []
            continue
        for name in filenames:
            path = Path(dirpath) / name
            if skip is None or skip not in path.parents:
                out[str(path)] = path.read_bytes()
        out[dirpath] = b"<dir>"
    return out


def _fill_cache(capsys, project: Path, *argv: str) -> None:
    assert main(["check", ".", "-q", *argv]) == 1
    capsys.readouterr()


def _clean(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["clean", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def _refused(code: int, out: str, err: str) -> str:
    assert (code, out) == (2, ""), (code, out, err)
    assert err.count("\n") == 1 and err.startswith("jaxlint: error: ") and "Traceback" not in err, err
    return err


# --- hostile configs --------------------------------------------------------------------------

HOSTILE_CACHE_DIRS = {
    "project-root": ".",
    "parent": "..",
    "grandparent": "../..",
    "sibling": "../other",
    "home": "~",
    "root": "/",
    "absolute-outside": "{outside}",
    "dotdot-inside-out": "src/../../other",
}


@pytest.mark.parametrize("name", list(HOSTILE_CACHE_DIRS))
def test_clean_with_a_hostile_config_deletes_nothing(world, capsys, name):
    tmp_path, home, project = world
    _fill_cache(capsys, project)  # a real cache, at the default place
    value = HOSTILE_CACHE_DIRS[name].format(outside=tmp_path / "outside")
    config = write(project, "jaxlint.toml", f'cache-dir = "{value}"\n')
    before = _snapshot(tmp_path)
    err = _refused(*_clean(capsys))
    assert str(config) in err and "cache-dir" in err
    assert _snapshot(tmp_path) == before


def test_a_hostile_config_cannot_make_clean_follow_a_link_out(world, capsys):
    tmp_path, home, project = world
    (project / "cache").symlink_to(home)
    write(project, "jaxlint.toml", 'cache-dir = "cache"\n')
    before = _snapshot(tmp_path)
    _refused(*_clean(capsys))
    assert _snapshot(tmp_path) == before


# --- what the user names on the command line ----------------------------------------------------

@pytest.mark.parametrize("where", ["project", "project-subfolder-cwd", "parent", "home", "root"])
def test_clean_refuses_the_project_its_parents_home_and_root(world, capsys, monkeypatch, where):
    tmp_path, home, project = world
    _fill_cache(capsys, project)
    write(project, "CACHEDIR.TAG", "Signature: 8a477f597d28d172789f06886806bc55\n# created by jaxlint\n")
    target = {"project": project, "project-subfolder-cwd": project, "parent": tmp_path, "home": home,
              "root": Path("/")}[where]
    if where == "project-subfolder-cwd":
        monkeypatch.chdir(project / "src")
    before = _snapshot(tmp_path)
    err = _refused(*_clean(capsys, "--cache-dir", str(target)))
    assert "refusing" in err
    assert _snapshot(tmp_path) == before


def test_clean_refuses_a_folder_jaxlint_did_not_mark(world, capsys):
    tmp_path, home, project = world
    before = _snapshot(tmp_path)
    err = _refused(*_clean(capsys, "--cache-dir", str(home / "other")))
    assert "not a jaxlint cache folder" in err
    assert _snapshot(tmp_path) == before


def test_clean_refuses_a_marker_that_is_a_link(world, capsys):
    tmp_path, home, project = world
    _fill_cache(capsys, project, "--cache-dir", str(tmp_path / "real-cache"))
    (home / "other" / "CACHEDIR.TAG").symlink_to(tmp_path / "real-cache" / "CACHEDIR.TAG")
    before = _snapshot(tmp_path)
    _refused(*_clean(capsys, "--cache-dir", str(home / "other")))
    assert _snapshot(tmp_path) == before


# --- what clean does delete ---------------------------------------------------------------------

def test_clean_removes_the_marked_folder_and_nothing_else(world, capsys):
    tmp_path, home, project = world
    _fill_cache(capsys, project)
    cache = project / ".jaxlint_cache"
    assert (cache / "CACHEDIR.TAG").is_file()
    before = _snapshot(tmp_path, skip=cache)
    assert _clean(capsys) == (0, f"Removed {cache}\n", "")
    assert not cache.exists()
    assert _snapshot(tmp_path) == before
    assert _clean(capsys) == (0, f"No cache at {cache}\n", "")


def test_clean_keeps_files_jaxlint_did_not_write_in_its_folder(world, capsys):
    tmp_path, home, project = world
    cache = tmp_path / "ci-cache"
    _fill_cache(capsys, project, "--cache-dir", str(cache))
    write(cache, "README.md", "someone's notes\n")
    write(cache / __version__, "keep.txt", "mine\n")
    code, out, err = _clean(capsys, "--cache-dir", str(cache))
    assert code == 0 and err == ""
    assert out == f"Removed jaxlint's files from {cache} (kept 2 files jaxlint did not write)\n"
    assert sorted(p.relative_to(cache).as_posix() for p in cache.rglob("*") if p.is_file()) == sorted([
        ".gitignore", "CACHEDIR.TAG", f"{__version__}/keep.txt", "README.md"])  # still marked, still ignored


def test_clean_follows_the_config_cache_dir_and_the_environment(world, capsys, monkeypatch):
    tmp_path, home, project = world
    write(project, "jaxlint.toml", 'cache-dir = "build/cache"\n')
    monkeypatch.chdir(project / "src")  # relative to the config file, not the cwd
    _fill_cache(capsys, project)
    assert (project / "build/cache/CACHEDIR.TAG").is_file()
    assert _clean(capsys)[0] == 0 and not (project / "build/cache").exists()
    monkeypatch.setenv("JAXLINT_CACHE_DIR", str(tmp_path / "env-cache"))
    _fill_cache(capsys, project)
    assert _clean(capsys)[0] == 0 and not (tmp_path / "env-cache").exists()
