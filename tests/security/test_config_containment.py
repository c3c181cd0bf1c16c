"""A config file configures its own project only: its paths resolve against its own folder, it
cannot point the cache outside that folder, and the upward search for it is bounded (first
config found, a VCS root, the home folder) and skips files other users could have planted."""

from __future__ import annotations

import os
import stat
import subprocess
import sys

import pytest

from jaxlint.config import ConfigError, find_config_file, load_config
from tests.helpers import IF_AND_PRINT, REPO, run_cli, write


def _one_error_line(err: str) -> str:
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err.rstrip("\n")


# --- paths resolve against the config file's folder ------------------------------------------

def test_cache_dir_resolves_against_the_config_folder_not_the_cwd(tmp_path, capsys, monkeypatch):
    project = tmp_path / "proj"
    write(project, "jaxlint.toml", 'cache-dir = "build/cache"\n')
    write(project, "pkg/a.py", IF_AND_PRINT)
    assert load_config(project / "pkg").cache_dir == str(project / "build" / "cache")
    monkeypatch.chdir(project / "pkg")
    assert run_cli(capsys, "check", "a.py", "-q")[0] == 1
    assert (project / "build/cache/CACHEDIR.TAG").is_file()
    assert sorted(p.name for p in (project / "pkg").iterdir()) == ["a.py"]


@pytest.mark.parametrize("value", ["..", "../elsewhere", ".", "./", "/tmp", "/", "~", "build/../..",
                                   "sub/../../proj-sibling"])
def test_a_config_cannot_put_the_cache_outside_its_project(tmp_path, capsys, monkeypatch, value):
    project = tmp_path / "proj"
    config = write(project, "jaxlint.toml", f'cache-dir = "{value}"\n')
    write(project, "a.py", IF_AND_PRINT)
    monkeypatch.chdir(project)
    code, out, err = run_cli(capsys, "check", "a.py")
    assert (code, out) == (2, "")
    line = _one_error_line(err)
    assert line.startswith(f"jaxlint: error: {config}: key 'cache-dir' ") and "inside the project" in line
    assert sorted(p.name for p in project.iterdir()) == ["a.py", "jaxlint.toml"]


def test_a_config_cannot_link_the_cache_out_of_its_project(tmp_path, capsys, monkeypatch):
    project = tmp_path / "proj"
    write(project, "pyproject.toml", '[tool.jaxlint]\ncache-dir = "cache"\n')
    write(project, "a.py", IF_AND_PRINT)
    outside = tmp_path / "planter"
    outside.mkdir()
    (project / "cache").symlink_to(outside)
    monkeypatch.chdir(project)
    code, _, err = run_cli(capsys, "check", "a.py")
    assert code == 2 and "key 'cache-dir'" in _one_error_line(err)
    assert list(outside.iterdir()) == []


def test_the_user_may_put_the_cache_anywhere(tmp_path, capsys, monkeypatch):
    project = tmp_path / "proj"
    write(project, "jaxlint.toml", 'cache-dir = "build/cache"\n')
    write(project, "a.py", IF_AND_PRINT)
    monkeypatch.chdir(project)
    elsewhere = tmp_path / "ci-cache" / "jaxlint"
    assert run_cli(capsys, "check", "a.py", "--cache-dir", str(elsewhere), "-q")[0] == 1
    monkeypatch.setenv("JAXLINT_CACHE_DIR", str(tmp_path / "env-cache"))
    assert run_cli(capsys, "check", "a.py", "-q")[0] == 1
    assert (elsewhere / "CACHEDIR.TAG").is_file() and (tmp_path / "env-cache/CACHEDIR.TAG").is_file()
    assert not (project / "build").exists()


# --- the bounded search ----------------------------------------------------------------------

def test_the_search_stops_at_a_vcs_root(tmp_path):
    write(tmp_path, "jaxlint.toml", 'select = ["JAX3"]\n')
    for vcs in (".git", ".hg"):
        repo = tmp_path / f"repo{vcs}"
        (repo / vcs).mkdir(parents=True)
        write(repo, "src/a.py", IF_AND_PRINT)
        assert find_config_file(repo / "src") is None
        assert load_config(repo / "src").source is None
    write(tmp_path, "repo.git/pyproject.toml", '[tool.jaxlint]\nselect = ["JAX1"]\n')
    assert find_config_file(tmp_path / "repo.git" / "src")[0] == tmp_path / "repo.git" / "pyproject.toml"


def test_the_search_never_goes_above_home(tmp_path, monkeypatch):
    write(tmp_path, "jaxlint.toml", 'select = ["JAX3"]\n')
    home = tmp_path / "home" / "me"
    write(home, "code/proj/a.py", IF_AND_PRINT)
    monkeypatch.setenv("HOME", str(home))
    assert find_config_file(home / "code" / "proj") is None
    write(home, "jaxlint.toml", 'select = ["JAX1"]\n')  # the home folder itself is the user's own
    assert find_config_file(home / "code" / "proj")[0] == home / "jaxlint.toml"


def test_the_first_config_found_wins_even_if_empty(tmp_path):
    write(tmp_path, "jaxlint.toml", 'select = ["JAX3"]\n')
    write(tmp_path, "proj/.git/HEAD", "ref: refs/heads/main\n")
    write(tmp_path, "proj/jaxlint.toml", "")
    assert load_config(tmp_path / "proj").select == ("JAX",)


def test_a_config_in_a_world_writable_folder_is_ignored(tmp_path, capsys, monkeypatch):
    """A `jaxlint.toml` planted in a shared /tmp must not configure the projects below it."""
    shared = tmp_path / "tmp"
    shared.mkdir()
    shared.chmod(0o1777)
    planted = write(shared, "jaxlint.toml", 'select = ["JAX3"]\ncache-dir = "planter"\n')
    project = shared / "victim"
    write(project, "a.py", IF_AND_PRINT)
    monkeypatch.chdir(project)
    code, out, err = run_cli(capsys, "check", "a.py", "--output-format", "concise", "-q")
    assert code == 1 and "JAX101" in out  # the default selection, not the planted one
    assert err == (f"jaxlint: warning: ignoring {planted}: it sits in a world-writable folder\n")
    assert not (shared / "planter").exists()


def test_a_config_owned_by_another_user_is_ignored(tmp_path, capsys, monkeypatch):
    parent = tmp_path / "shared"
    planted = write(parent, "pyproject.toml", '[tool.jaxlint]\nselect = ["JAX3"]\n')
    project = parent / "victim"
    write(project, "a.py", IF_AND_PRINT)
    if os.geteuid() == 0:
        os.chown(planted, 4242, 4242)
    else:
        real = os.geteuid()
        monkeypatch.setattr(os, "geteuid", lambda: real + 1)  # the file's owner is now "another user"
    assert find_config_file(project) is None
    err = capsys.readouterr().err
    assert err == f"jaxlint: warning: ignoring {planted}: it is owned by another user (uid {os.stat(planted).st_uid})\n"


def test_a_config_that_other_users_can_write_is_ignored(tmp_path, capsys):
    planted = write(tmp_path, "jaxlint.toml", 'select = ["JAX3"]\n')
    planted.chmod(planted.stat().st_mode | stat.S_IWOTH)
    write(tmp_path, "proj/a.py", IF_AND_PRINT)
    assert find_config_file(tmp_path / "proj") is None
    assert "world-writable" in capsys.readouterr().err


# --- the language server and the flake8 plugin get the same containment ------------------------

def test_the_language_server_config_lookup_is_contained(tmp_path):
    project = tmp_path / "proj"
    write(project, "jaxlint.toml", 'cache-dir = "../outside"\n')
    with pytest.raises(ConfigError, match="key 'cache-dir'"):
        load_config(project)  # what jaxlint.lsp calls for each folder


def test_the_flake8_plugin_config_lookup_is_contained(tmp_path):
    pytest.importorskip("flake8")
    project = tmp_path / "proj"
    write(project, "jaxlint.toml", 'cache-dir = "/"\n')
    write(project, "a.py", IF_AND_PRINT)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JAXLINT_", "FLAKE8"))}
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    proc = subprocess.run([sys.executable, "-m", "flake8", "--isolated", "--select", "JAX", "a.py"], cwd=project,
                          capture_output=True, text=True, env=env, timeout=120)
    output = proc.stdout + proc.stderr  # flake8 prints its ExecutionError on stdout
    assert proc.returncode != 0 and "key 'cache-dir'" in output and "Traceback" not in output
