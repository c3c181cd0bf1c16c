"""The `jaxlint` command: exit codes, selection, output options, stdin, `rule`, bad inputs."""

from __future__ import annotations

import io
import json
import sys

import pytest

from jaxlint.catalog import rule_classes

ALL_RULES = rule_classes()
from tests.helpers import CLEAN, IF_AND_PRINT, TRACED_IF, codes_at, isolated, run_cli, run_subprocess, write

pytestmark = pytest.mark.usefixtures("isolated")
__all__ = ["isolated"]  # the fixture, imported for pytestmark

JAX101_LINE = "a.py:4:8: JAX101 "


# --- exit codes -----------------------------------------------------------------------------

def test_diagnostics_exit_1_with_concise_line_and_summary(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    code, out, err = run_cli(capsys, "check", "a.py")
    assert code == 1
    assert out.startswith(JAX101_LINE)
    assert "\nFound 1 error.\n" in out  # then, once fixes exist, how many are fixable
    assert err == ""


def test_clean_file_exits_0(tmp_path, capsys):
    write(tmp_path, "a.py", CLEAN)
    assert run_cli(capsys, "check", "a.py") == (0, "All checks passed!\n", "")


def test_file_never_mentioning_jax_exits_0(tmp_path, capsys):
    write(tmp_path, "plain.py", "def f(x):\n    if x > 0:\n        return x\n    return -x\n")
    assert run_cli(capsys, "plain.py")[0] == 0


def test_file_without_subcommand_means_check(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    code, out, _ = run_cli(capsys, "a.py", "--output-format", "concise")
    assert code == 1
    assert out.startswith(JAX101_LINE)


def test_folder_default_is_current_directory(tmp_path, capsys):
    write(tmp_path, "pkg/a.py", TRACED_IF)
    code, out, _ = run_cli(capsys, "--output-format", "concise")
    assert code == 1
    assert out.startswith("pkg/a.py:4:8: JAX101 ")


def test_exit_zero_keeps_the_report(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    code, out, _ = run_cli(capsys, "a.py", "--exit-zero")
    assert code == 0
    assert JAX101_LINE in out


def test_nonexistent_path_exits_2_one_line_no_traceback(tmp_path):
    result = run_subprocess("check", "missing.py", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.decode() == "jaxlint: error: missing.py: No such file or directory\n"
    # No "All checks passed!" when a path could not be linted.
    assert result.stdout == b""


def test_nonexistent_path_with_fix_is_no_false_all_clear(tmp_path, capsys):
    assert run_cli(capsys, "--fix", "missing.py") == (2, "", "jaxlint: error: missing.py: No such file or directory\n")


def test_nonexistent_path_next_to_real_file_still_lints_it(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    code, out, err = run_cli(capsys, "missing.py", "a.py", "--output-format", "concise")
    assert code == 2
    assert JAX101_LINE in out
    assert err == "jaxlint: error: missing.py: No such file or directory\n"


def test_unknown_option_exits_2(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    code, out, err = run_cli(capsys, "check", "--no-such-option", "a.py")
    assert code == 2
    assert out == ""
    assert err == "jaxlint: error: unrecognized arguments: --no-such-option\n"


def test_bad_output_format_choice_exits_2(tmp_path, capsys):
    code, _, err = run_cli(capsys, "--output-format", "xml", "a.py")
    assert code == 2
    assert "invalid choice: 'xml'" in err
    assert err.count("\n") == 1


def test_jobs_below_one_exits_2(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    assert run_cli(capsys, "a.py", "-j", "0") == (2, "", "jaxlint: error: --jobs must be at least 1\n")


def test_bad_config_exits_2(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    write(tmp_path, "jaxlint.toml", "select = 'JAX'\n")
    code, out, err = run_cli(capsys, "a.py")
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and "'select'" in err


def test_python_dash_m_entry_point(tmp_path):
    write(tmp_path, "a.py", TRACED_IF)
    result = run_subprocess("a.py", "--output-format", "concise", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout.decode().startswith(JAX101_LINE)


# --- selection ------------------------------------------------------------------------------

@pytest.mark.parametrize("argv, expected", [
    ((), {"JAX101", "JAX302"}),
    (("--select", "JAX101"), {"JAX101"}),
    (("--select", "JAX3"), {"JAX302"}),
    (("--select", "jax3"), {"JAX302"}),
    (("--select", "JAX101,JAX302"), {"JAX101", "JAX302"}),
    (("--select", "JAX1", "--select", "JAX3"), {"JAX101", "JAX302"}),
    (("--ignore", "JAX101"), {"JAX302"}),
    (("--ignore", "JAX3"), {"JAX101"}),
    (("--ignore", "JAX"), set()),
    (("--select", "JAX3", "--extend-select", "JAX101"), {"JAX101", "JAX302"}),
    (("--select", "JAX1", "--ignore", "JAX101"), set()),
    (("--ignore", "JAX1", "--select", "JAX101"), {"JAX101"}),  # the longer selector wins
])
def test_select_ignore_extend_select(tmp_path, capsys, argv, expected):
    write(tmp_path, "a.py", IF_AND_PRINT)
    assert {c for _, c, _, _ in codes_at(capsys, "a.py", *argv)} == expected


def test_extend_select_adds_to_config_select(tmp_path, capsys):
    write(tmp_path, "a.py", IF_AND_PRINT)
    write(tmp_path, "jaxlint.toml", 'select = ["JAX3"]\n')
    assert {c for _, c, _, _ in codes_at(capsys, "a.py")} == {"JAX302"}
    assert {c for _, c, _, _ in codes_at(capsys, "a.py", "--extend-select", "JAX101")} == {"JAX101", "JAX302"}


def test_select_everything_ignored_exits_0(tmp_path, capsys):
    write(tmp_path, "a.py", IF_AND_PRINT)
    assert run_cli(capsys, "a.py", "--ignore", "JAX1,JAX3") == (0, "All checks passed!\n", "")


# --- output options -------------------------------------------------------------------------

def test_statistics_prints_just_the_table(tmp_path, capsys):
    write(tmp_path, "a.py", IF_AND_PRINT)
    write(tmp_path, "b.py", TRACED_IF)
    for fmt in ("concise", "full"):
        code, out, err = run_cli(capsys, ".", "--statistics", "--output-format", fmt)
        assert (code, err) == (1, "")
        assert out == "    2  JAX101  traced-control-flow\n    1  JAX302  print-in-jit\n"


def test_quiet_statistics_prints_only_counts(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    assert run_cli(capsys, "a.py", "-q", "--statistics") == (1, "    1  JAX101  traced-control-flow\n", "")


def test_quiet_prints_diagnostics_without_summary(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    code, out, _ = run_cli(capsys, "a.py", "-q", "--output-format", "concise")
    assert code == 1
    assert len(out.splitlines()) == 1 and out.startswith(JAX101_LINE)
    write(tmp_path, "a.py", CLEAN)
    assert run_cli(capsys, "a.py", "-q") == (0, "", "")


def test_full_format_shows_code_frame(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    _, out, _ = run_cli(capsys, "a.py")
    lines = out.splitlines()
    assert lines[0].startswith(JAX101_LINE)
    assert lines[1:5] == ["  |", "4 |     if x > 0:", "  |        ^^^^^ JAX101", "  |"]


def test_concise_format_one_line_per_diagnostic(tmp_path, capsys):
    write(tmp_path, "a.py", IF_AND_PRINT)
    _, out, _ = run_cli(capsys, "a.py", "--output-format", "concise")
    lines = out.splitlines()
    assert [line.split(" ")[0:2] for line in lines[:2]] == [["a.py:4:8:", "JAX101"], ["a.py:5:9:", "JAX302"]]
    assert lines[2] == "Found 2 errors."


def test_json_format_has_no_summary(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    code, out, _ = run_cli(capsys, "a.py", "--output-format", "json")
    assert code == 1
    assert [d["code"] for d in json.loads(out)] == ["JAX101"]


def test_json_format_on_clean_file_is_empty_list(tmp_path, capsys):
    write(tmp_path, "a.py", CLEAN)
    code, out, _ = run_cli(capsys, "a.py", "--output-format", "json")
    assert code == 0
    assert json.loads(out) == []


def test_github_format(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    code, out, _ = run_cli(capsys, "a.py", "--output-format", "github")
    assert code == 1
    assert out.startswith("::error title=jaxlint (JAX101),file=a.py,line=4,col=8,endLine=4,endColumn=13::a.py:4:8: JAX101 ")
    assert out.count("\n") == 1


def test_output_file(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    code, out, err = run_cli(capsys, "a.py", "-o", "report.json", "--output-format", "json")
    assert (code, out, err) == (1, "", "")
    assert [d["code"] for d in json.loads((tmp_path / "report.json").read_text())] == ["JAX101"]


def test_output_file_unwritable_exits_2(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    code, _, err = run_cli(capsys, "a.py", "-o", "no/such/dir/report.txt")
    assert code == 2
    assert err.startswith("jaxlint: error: no/such/dir/report.txt: cannot write")


def test_env_var_sets_output_format(tmp_path, capsys, monkeypatch):
    write(tmp_path, "a.py", TRACED_IF)
    monkeypatch.setenv("JAXLINT_OUTPUT_FORMAT", "json")
    _, out, _ = run_cli(capsys, "a.py")
    assert json.loads(out)[0]["code"] == "JAX101"
    _, out, _ = run_cli(capsys, "a.py", "--output-format", "concise")  # the option wins
    assert out.startswith(JAX101_LINE)


def test_env_var_with_unknown_format_exits_2(tmp_path, capsys, monkeypatch):
    write(tmp_path, "a.py", TRACED_IF)
    monkeypatch.setenv("JAXLINT_OUTPUT_FORMAT", "xml")
    code, out, err = run_cli(capsys, "a.py")
    assert (code, out) == (2, "")
    assert err.startswith("jaxlint: error: unknown output format 'xml' (choose from full, concise, json, github")
    assert err.count("\n") == 1


def test_config_output_format_used_below_env_var(tmp_path, capsys, monkeypatch):
    write(tmp_path, "a.py", TRACED_IF)
    write(tmp_path, "jaxlint.toml", 'output-format = "concise"\n')
    assert run_cli(capsys, "a.py")[1].splitlines()[1] == "Found 1 error."
    monkeypatch.setenv("JAXLINT_OUTPUT_FORMAT", "github")
    assert run_cli(capsys, "a.py")[1].startswith("::error ")


# --- stdin ----------------------------------------------------------------------------------

def _stdin(monkeypatch, data: bytes) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))


def test_stdin_dash(tmp_path, capsys, monkeypatch):
    _stdin(monkeypatch, TRACED_IF.encode())
    code, out, _ = run_cli(capsys, "-", "--output-format", "concise")
    assert code == 1
    assert out.startswith("-:4:8: JAX101 ")


def test_stdin_filename_names_the_diagnostics(tmp_path, capsys, monkeypatch):
    _stdin(monkeypatch, TRACED_IF.encode())
    code, out, _ = run_cli(capsys, "check", "-", "--stdin-filename", "pkg/mod.py")
    assert code == 1
    lines = out.splitlines()
    assert lines[0].startswith("pkg/mod.py:4:8: JAX101 ")
    assert lines[2] == "4 |     if x > 0:"  # frame from stdin, not from a (missing) file


def test_stdin_clean(tmp_path, capsys, monkeypatch):
    _stdin(monkeypatch, CLEAN.encode())
    assert run_cli(capsys, "-") == (0, "All checks passed!\n", "")


def test_stdin_filename_uses_per_file_ignores(tmp_path, capsys, monkeypatch):
    write(tmp_path, "jaxlint.toml", '[per-file-ignores]\n"gen/*" = ["JAX101"]\n')
    _stdin(monkeypatch, TRACED_IF.encode())
    assert run_cli(capsys, "-", "--stdin-filename", "gen/x.py")[0] == 0


def test_stdin_force_exclude_skips_excluded_name(tmp_path, capsys, monkeypatch):
    _stdin(monkeypatch, TRACED_IF.encode())
    assert run_cli(capsys, "-", "--stdin-filename", "venv/x.py", "--force-exclude")[0] == 0
    _stdin(monkeypatch, TRACED_IF.encode())
    assert run_cli(capsys, "-", "--stdin-filename", "venv/x.py")[0] == 1


def test_stdin_with_other_paths_exits_2(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    code, _, err = run_cli(capsys, "-", "a.py")
    assert code == 2
    assert "'-' (stdin) cannot be combined with other paths" in err


def test_stdin_with_nul_bytes_exits_2_one_line(tmp_path, capsys, monkeypatch):
    _stdin(monkeypatch, b"import jax\x00\n")
    code, out, err = run_cli(capsys, "-")
    assert (code, out) == (2, "")
    assert err == "jaxlint: error: -: contains NUL bytes (not a Python source file)\n"


def test_stdin_in_subprocess(tmp_path):
    result = run_subprocess("-", "--stdin-filename", "s.py", "--output-format", "concise", cwd=tmp_path,
                            stdin=TRACED_IF.encode())
    assert result.returncode == 1
    assert result.stdout.decode().startswith("s.py:4:8: JAX101 ")


# --- jaxlint rule ---------------------------------------------------------------------------

def test_rule_prints_markdown_docs(capsys):
    code, out, _ = run_cli(capsys, "rule", "JAX101")
    assert code == 0
    assert out.startswith("# traced-control-flow (JAX101)\n")
    assert "\n## What it does\n" in out
    assert "\n## Why is this bad?\n" in out


def test_rule_code_is_case_insensitive(capsys):
    assert run_cli(capsys, "rule", "jax302")[1].startswith("# print-in-jit (JAX302)\n")


def test_rule_all_lists_every_code(capsys):
    code, out, _ = run_cli(capsys, "rule", "--all")
    assert code == 0
    listed = [line.split()[0] for line in out.splitlines()]
    expected = ["JAX101", "JAX102", "JAX103", "JAX104", "JAX105", "JAX201", "JAX202",
                "JAX301", "JAX302", "JAX303", "JAX320", "JAX401", "JAX501", "JAX601", "JAX602", "JAX701",
                "JAX702", "JAX710", "JAX801", "JAX810", "JAX811", "JAX812", "JAX813", "JAX814", "JAX815", "JAX901", "JAX902"]
    assert [r.code for r in ALL_RULES] == expected
    assert listed[:len(expected)] == expected
    assert {"JAX000", "JAX999"} <= set(listed)


def test_rule_engine_code(capsys):
    code, out, _ = run_cli(capsys, "rule", "JAX000")
    assert code == 0
    assert out.startswith("# syntax-error (JAX000)")


def test_unknown_rule_exits_2(capsys):
    assert run_cli(capsys, "rule", "XYZ") == (
        2, "", "jaxlint: error: unknown rule code 'XYZ' (see `jaxlint rule --all`)\n")


# --- files the linter cannot parse or read --------------------------------------------------

def test_syntax_error_is_jax000_and_other_files_still_linted(tmp_path, capsys):
    write(tmp_path, "bad.py", "import jax\ndef f(:\n    pass\n")
    write(tmp_path, "good.py", TRACED_IF)
    code, out, err = run_cli(capsys, ".", "--output-format", "json")
    assert code == 1 and err == ""
    found = {(d["filename"], d["code"]) for d in json.loads(out)}
    assert found == {("bad.py", "JAX000"), ("good.py", "JAX101")}
    bad = next(d for d in json.loads(out) if d["code"] == "JAX000")
    assert bad["name"] == "syntax-error" and bad["message"].startswith("cannot parse file")


def test_unreadable_files_do_not_stop_the_run(tmp_path, capsys):
    write(tmp_path, "latin.py", b'import jax\nname = "caf\xe9"\n')  # not UTF-8, no coding cookie
    write(tmp_path, "nul.py", b"import jax\x00\n")
    write(tmp_path, "good.py", TRACED_IF)
    code, out, err = run_cli(capsys, ".", "--output-format", "concise")
    assert code == 1
    assert "Traceback" not in out + err and err == ""
    lines = out.splitlines()
    assert lines[0].startswith("good.py:4:8: JAX101 ")
    assert lines[1].startswith("latin.py:1:1: JAX000 cannot read file: cannot decode as utf-8")
    assert lines[2] == "nul.py:1:1: JAX000 cannot read file: contains NUL bytes (not a Python source file)"
    assert lines[3] == "Found 3 errors."


def test_unreadable_files_in_full_format(tmp_path, capsys):
    write(tmp_path, "latin.py", b'import jax\nname = "caf\xe9"\n')
    write(tmp_path, "nul.py", b"import jax\x00\n")
    code, out, err = run_cli(capsys, ".")
    assert code == 1 and err == ""
    assert out.count("JAX000") == 4  # two headlines, two frames
    assert out.endswith("Found 2 errors.\n")


def test_coding_cookie_file_is_linted(tmp_path, capsys):
    write(tmp_path, "l1.py", b"# -*- coding: latin-1 -*-\n" + TRACED_IF.encode() + b's = "caf\xe9"\n')
    assert codes_at(capsys, "l1.py") == [("l1.py", "JAX101", 5, 8)]


def test_extra_jit_decorator_option(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF.replace("import jax\n@jax.jit", "from mypkg import jit\n@jit"))
    assert codes_at(capsys, "a.py") == []
    assert codes_at(capsys, "a.py", "--extra-jit-decorator", "mypkg.jit") == [("a.py", "JAX101", 4, 8)]


def test_parallel_and_serial_give_identical_json(tmp_path):
    for i in range(12):
        write(tmp_path, f"pkg/m{i:02}.py", IF_AND_PRINT if i % 3 else TRACED_IF)
    write(tmp_path, "pkg/bad.py", "import jax\ndef f(:\n")
    write(tmp_path, "pkg/nul.py", b"import jax\x00\n")
    serial = run_subprocess("pkg", "-j", "1", "--output-format", "json", cwd=tmp_path)
    parallel = run_subprocess("pkg", "-j", "2", "--output-format", "json", cwd=tmp_path)
    assert serial.returncode == parallel.returncode == 1
    assert serial.stderr == parallel.stderr == b""
    assert serial.stdout == parallel.stdout
    found = json.loads(serial.stdout)
    assert len(found) == 4 * 1 + 8 * 2 + 2
    assert [d["code"] for d in found if d["filename"] in ("pkg/bad.py", "pkg/nul.py")] == ["JAX000", "JAX000"]
    assert [d["filename"] for d in found] == sorted(d["filename"] for d in found)


def test_unknown_selector_is_an_error(tmp_path, capsys):
    write(tmp_path, "a.py", TRACED_IF)
    code, out, err = run_cli(capsys, "check", str(tmp_path / "a.py"), "--select", "JAX1,FOO")
    assert code == 2 and out == ""
    assert err == "jaxlint: error: unknown rule selector 'FOO' (see `jaxlint rule --all`)\n"


def test_syntax_error_message_does_not_contradict_its_position(tmp_path, capsys):
    write(tmp_path, "bad.py", "import jax\ndef f(:\n    pass\n")
    code, out, _ = run_cli(capsys, "check", str(tmp_path / "bad.py"), "--output-format", "concise")
    assert code == 1 and "JAX000" in out and "error at" not in out
