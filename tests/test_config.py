"""Configuration: where it is found, what each key does, and one-line errors for bad files."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from jaxlint.config import Config, ConfigError, find_config_file, load_config
from tests.helpers import IF_AND_PRINT, TRACED_IF, codes_at, isolated, run_cli, write

pytestmark = pytest.mark.usefixtures("isolated")
__all__ = ["isolated"]


def _codes(capsys, *argv: str) -> set[str]:
    return {code for _, code, _, _ in codes_at(capsys, *argv)}


# --- finding the file -----------------------------------------------------------------------

def test_pyproject_found_from_a_subfolder(tmp_path, capsys):
    write(tmp_path, "pyproject.toml", '[tool.jaxlint]\nselect = ["JAX3"]\n')
    write(tmp_path, "pkg/deep/a.py", IF_AND_PRINT)
    assert _codes(capsys, "pkg/deep/a.py") == {"JAX302"}
    assert load_config(tmp_path / "pkg" / "deep").source == tmp_path / "pyproject.toml"


def test_nearest_config_wins(tmp_path, capsys):
    write(tmp_path, "pyproject.toml", '[tool.jaxlint]\nselect = ["JAX3"]\n')
    write(tmp_path, "pkg/pyproject.toml", '[tool.jaxlint]\nselect = ["JAX1"]\n')
    write(tmp_path, "pkg/a.py", IF_AND_PRINT)
    assert _codes(capsys, "pkg/a.py") == {"JAX101"}


def test_pyproject_without_jaxlint_table_is_skipped(tmp_path, capsys):
    write(tmp_path, "pyproject.toml", '[tool.jaxlint]\nselect = ["JAX3"]\n')
    write(tmp_path, "pkg/pyproject.toml", '[project]\nname = "pkg"\n')
    write(tmp_path, "pkg/a.py", IF_AND_PRINT)
    assert _codes(capsys, "pkg/a.py") == {"JAX302"}


def test_jaxlint_toml_has_no_tool_table_and_beats_pyproject(tmp_path, capsys):
    write(tmp_path, "pyproject.toml", '[tool.jaxlint]\nselect = ["JAX3"]\n')
    write(tmp_path, "jaxlint.toml", 'select = ["JAX1"]\n')
    write(tmp_path, "a.py", IF_AND_PRINT)
    assert _codes(capsys, "a.py") == {"JAX101"}


def test_stdin_filename_of_an_unsaved_file_uses_its_folders_config(tmp_path, capsys, monkeypatch):
    write(tmp_path, "jaxlint.toml", 'select = ["JAX1"]\n')
    write(tmp_path, "sub/jaxlint.toml", 'select = ["JAX3"]\n')
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(IF_AND_PRINT.encode())))
    assert codes_at(capsys, "-", "--stdin-filename", "sub/new/unsaved.py") == [("sub/new/unsaved.py", "JAX302", 5, 9)]


def test_no_config_file_gives_defaults(tmp_path):
    assert find_config_file(tmp_path) is None
    config = load_config(tmp_path)
    assert config.source is None and config.select == ("JAX",)


def test_explicit_config_option(tmp_path, capsys):
    write(tmp_path, "jaxlint.toml", 'select = ["JAX1"]\n')
    write(tmp_path, "ci/strict.toml", 'select = ["JAX3"]\n')
    write(tmp_path, "ci/pyproject.toml", '[tool.jaxlint]\nignore = ["JAX3"]\n')
    write(tmp_path, "a.py", IF_AND_PRINT)
    assert _codes(capsys, "a.py", "--config", "ci/strict.toml") == {"JAX302"}
    assert _codes(capsys, "a.py", "--config", "ci/pyproject.toml") == {"JAX101"}


def test_explicit_config_missing_exits_2(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    assert run_cli(capsys, "a.py", "--config", "nope.toml") == (
        2, "", "jaxlint: error: nope.toml: config file not found\n")


# --- keys -----------------------------------------------------------------------------------

@pytest.mark.parametrize("table, expected", [
    ('select = ["JAX101"]', {"JAX101"}),
    ('select = ["ALL"]', {"JAX101", "JAX302"}),
    ('ignore = ["JAX101"]', {"JAX302"}),
    ('extend-ignore = ["JAX3"]', {"JAX101"}),
    ('select = ["JAX3"]\nextend-select = ["JAX101"]', {"JAX101", "JAX302"}),
    ('per-file-ignores = { "a.py" = ["JAX1"] }', {"JAX302"}),
    ('per-file-ignores = { "*.py" = ["JAX101", "JAX302"] }', set()),
    ('per-file-ignores = { "other.py" = ["JAX1"] }', {"JAX101", "JAX302"}),
    ('extend-per-file-ignores = { "a.py" = ["JAX302"] }', {"JAX101"}),
])
def test_selection_keys(tmp_path, capsys, table, expected):
    write(tmp_path, "pyproject.toml", "[tool.jaxlint]\n" + table + "\n")
    write(tmp_path, "a.py", IF_AND_PRINT)
    assert _codes(capsys, "a.py") == expected


def test_per_file_ignores_are_relative_to_the_config_file(tmp_path, capsys, monkeypatch):
    write(tmp_path, "jaxlint.toml", '[per-file-ignores]\n"tests/**" = ["JAX101"]\n')
    write(tmp_path, "tests/t.py", TRACED_IF)
    write(tmp_path, "src/t.py", TRACED_IF)
    monkeypatch.chdir(tmp_path / "src")  # relative to the config's folder, not the cwd
    assert codes_at(capsys, "..") == [("../src/t.py", "JAX101", 4, 8)]


def test_cli_ignore_adds_to_config_ignore(tmp_path, capsys):
    write(tmp_path, "jaxlint.toml", 'ignore = ["JAX101"]\n')
    write(tmp_path, "a.py", IF_AND_PRINT)
    assert _codes(capsys, "a.py", "--ignore", "JAX302") == set()


def test_exclude_and_extend_exclude(tmp_path, capsys):
    write(tmp_path, "gen/a.py", TRACED_IF)
    write(tmp_path, "dist/a.py", TRACED_IF)  # excluded by default
    write(tmp_path, "src/a.py", TRACED_IF)
    write(tmp_path, "jaxlint.toml", 'extend-exclude = ["gen"]\n')
    assert [f for f, *_ in codes_at(capsys, ".")] == ["src/a.py"]
    write(tmp_path, "jaxlint.toml", 'exclude = ["gen"]\n')  # replaces the defaults
    assert [f for f, *_ in codes_at(capsys, ".")] == ["dist/a.py", "src/a.py"]
    write(tmp_path, "jaxlint.toml", 'extend-exclude = ["src/*.py"]\n')
    assert [f for f, *_ in codes_at(capsys, ".")] == ["gen/a.py"]


def test_force_exclude_key(tmp_path, capsys):
    write(tmp_path, "gen/a.py", TRACED_IF)
    write(tmp_path, "jaxlint.toml", 'extend-exclude = ["gen"]\n')
    assert run_cli(capsys, "gen/a.py")[0] == 1  # an explicit path is linted
    write(tmp_path, "jaxlint.toml", 'extend-exclude = ["gen"]\nforce-exclude = true\n')
    assert run_cli(capsys, "gen/a.py") == (0, "", "jaxlint: warning: No Python files found under the given path(s)\n")


def test_extra_jit_decorators_key(tmp_path, capsys):
    source = TRACED_IF.replace("import jax\n@jax.jit", "from mypkg import jit\n@jit")
    write(tmp_path, "a.py", source)
    assert codes_at(capsys, "a.py") == []
    write(tmp_path, "pyproject.toml", '[tool.jaxlint]\nextra-jit-decorators = ["mypkg.jit"]\n')
    found = codes_at(capsys, "a.py")
    assert found == [("a.py", "JAX101", 4, 8)]


def test_extra_jit_decorators_attribute_form(tmp_path, capsys):
    source = TRACED_IF.replace("import jax\n@jax.jit", "import mypkg\n@mypkg.jit")
    write(tmp_path, "a.py", source)
    write(tmp_path, "jaxlint.toml", 'extra-jit-decorators = ["mypkg.jit"]\n')
    assert codes_at(capsys, "a.py") == [("a.py", "JAX101", 4, 8)]


# --- errors ---------------------------------------------------------------------------------

def _error(capsys) -> str:
    code, out, err = run_cli(capsys, "a.py")
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


def test_unknown_key_exits_2_naming_it(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    write(tmp_path, "pyproject.toml", '[tool.jaxlint]\nselct = ["JAX"]\n')
    path = tmp_path / "pyproject.toml"
    assert _error(capsys) == f"jaxlint: error: {path}: [tool.jaxlint] unknown key 'selct'\n"


@pytest.mark.parametrize("table, key", [
    ('select = "JAX101"', "select"),
    ("ignore = [101]", "ignore"),
    ('extra-jit-decorators = "mypkg.jit"', "extra-jit-decorators"),
    ('force-exclude = "yes"', "force-exclude"),
    ("output-format = 1", "output-format"),
    ('per-file-ignores = { "a.py" = "JAX101" }', "per-file-ignores"),
    ('exclude = "gen"', "exclude"),
])
def test_wrong_type_exits_2_naming_the_key(tmp_path, capsys, table, key):
    write(tmp_path, "a.py", TRACED_IF)
    write(tmp_path, "jaxlint.toml", table + "\n")
    err = _error(capsys)
    assert err.startswith(f"jaxlint: error: {tmp_path / 'jaxlint.toml'}: key '{key}' must ")


def test_invalid_toml_exits_2_naming_the_file(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    write(tmp_path, "pyproject.toml", "[tool.jaxlint\nselect = [\n")
    err = _error(capsys)
    assert err.startswith(f"jaxlint: error: {tmp_path / 'pyproject.toml'}: invalid TOML: ")


def test_jaxlint_table_not_a_table(tmp_path):
    write(tmp_path, "pyproject.toml", '[tool]\njaxlint = "on"\n')
    with pytest.raises(ConfigError, match=r"\[tool.jaxlint\] must be a table"):
        load_config(tmp_path)


# --- Config directly ------------------------------------------------------------------------

def test_longest_selector_wins_ties_go_to_ignore():
    config = Config(select=("JAX1",), ignore=("JAX101",))
    assert not config.is_selected("JAX101") and config.is_selected("JAX102")
    assert Config(select=("JAX101",), ignore=("JAX1",)).is_selected("JAX101")
    assert not Config(select=("JAX1",), ignore=("JAX1",)).is_selected("JAX101")
    assert not Config(select=("JAX3",)).is_selected("JAX101")


def test_is_excluded_matches_any_path_component(tmp_path):
    config = Config(root=tmp_path)
    assert config.is_excluded(tmp_path / "a" / "__pycache__" / "x.py")
    assert config.is_excluded(tmp_path / ".venv" / "x.py")
    assert not config.is_excluded(tmp_path / "src" / "x.py")
    assert not config.is_excluded(Path(tmp_path / "venvs_notes.py"))
