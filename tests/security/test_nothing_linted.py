"""A run that finds nothing to lint says so, instead of a false "All checks passed!"."""

from __future__ import annotations

from tests.helpers import TRACED_IF, run_cli, write

WARNING = "jaxlint: warning: No Python files found under the given path(s)\n"


def test_an_empty_folder_warns_and_claims_nothing(tmp_path, capsys, monkeypatch):
    (tmp_path / "empty").mkdir()
    write(tmp_path, "docs/readme.md", "# not python\n")
    monkeypatch.chdir(tmp_path)
    for argv in (["check", "empty"], ["check", "docs"], ["check", "--fix", "empty"], ["check", "--diff", "docs"]):
        assert run_cli(capsys, *argv) == (0, "", WARNING), argv


def test_everything_excluded_warns(tmp_path, capsys, monkeypatch):
    write(tmp_path, "gen/a.py", TRACED_IF)
    write(tmp_path, "jaxlint.toml", 'extend-exclude = ["gen"]\n')
    monkeypatch.chdir(tmp_path)
    assert run_cli(capsys, "check", "--force-exclude", "gen/a.py") == (0, "", WARNING)  # the pre-commit entry
    assert run_cli(capsys, "check", ".") == (0, "", WARNING)


def test_quiet_and_machine_formats(tmp_path, capsys, monkeypatch):
    (tmp_path / "empty").mkdir()
    monkeypatch.chdir(tmp_path)
    assert run_cli(capsys, "check", "empty", "--output-format", "json") == (0, "[]\n", WARNING)
    assert run_cli(capsys, "check", "empty", "-q") == (0, "", "")  # -q: diagnostics only, as in Ruff


def test_a_folder_with_a_clean_file_still_passes(tmp_path, capsys, monkeypatch):
    write(tmp_path, "a.py", "x = 1\n")
    monkeypatch.chdir(tmp_path)
    assert run_cli(capsys, "check", ".") == (0, "All checks passed!\n", "")
