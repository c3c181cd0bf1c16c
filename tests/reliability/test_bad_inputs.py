"""The bad-input matrix (README, "Reliability"): every input a linter meets in the wild gets a
documented outcome: an exit code, a diagnostic or one error line, never a traceback, and
`--fix` never writes a file it could not read or parse.

Cases already pinned elsewhere are not repeated: missing paths (tests/test_cli.py), a symlink
loop and a dangling symlink in a folder (tests/test_discovery.py), BOM / CRLF / coding-cookie
round trips through --fix and a read-only file for non-root users (tests/test_fix_files.py).
"""

from __future__ import annotations

import io
import json
import os
import stat
import sys
from pathlib import Path

import pytest

import jaxlint.fix_runner as fix_runner
from jaxlint.cli import main
from jaxlint.parsing import MAX_BRACKETS, MAX_NESTING
from tests.helpers import codes_at, isolated, run_cli, write
from tests.reliability._support import CLEAN, FIXED_IF, TRACED_IF, assert_no_traceback, jaxlint, one_error_line

pytestmark = pytest.mark.usefixtures("isolated")
__all__ = ["isolated"]


def _fix(capsys, *argv: str) -> tuple[int, str, str]:
    code, out, err = run_cli(capsys, "check", "--fix", "--no-cache", *argv)
    assert_no_traceback(out, err)
    return code, out, err


def _untouched_by_fix(capsys, path: Path) -> None:
    before, mtime = path.read_bytes(), path.stat().st_mtime_ns
    _fix(capsys, str(path))
    assert path.read_bytes() == before and path.stat().st_mtime_ns == mtime


# --- empty and blank files --------------------------------------------------------------------

@pytest.mark.parametrize("content", [b"", b"\n", b"\n\n   \t\n", b"# jax\n# only comments about jax\n",
                                     b"\xef\xbb\xbf", b"\r\n\r\n", b"\x0c\n"],
                         ids=["empty", "newline", "blank", "comments", "bom-only", "crlf-only", "formfeed"])
def test_empty_and_comment_only_files_are_clean_and_untouched(tmp_path, capsys, content):
    path = write(tmp_path, "m.py", content)
    code, out, err = run_cli(capsys, "check", "m.py")
    assert (code, out, err) == (0, "All checks passed!\n", "")
    _untouched_by_fix(capsys, path)


# --- syntax ---------------------------------------------------------------------------------

def test_syntax_error_under_parallel_fix_is_untouched_and_the_others_fixed(tmp_path):
    """The process-pool path of --fix (8 files or more): one unparsable file, the rest fixed."""
    bad = write(tmp_path, "pkg/bad.py", "import jax\ndef f(:\n    pass\n")
    for i in range(9):
        write(tmp_path, f"pkg/m{i}.py", TRACED_IF)
    result = jaxlint("check", "--fix", "-j", "2", "--output-format", "concise", "pkg", cwd=tmp_path)
    assert_no_traceback(result.stdout, result.stderr)
    assert result.returncode == 1 and result.stderr == b""
    first = result.stdout.decode().splitlines()[0]
    assert first.startswith("pkg/bad.py:") and " JAX000 cannot parse file: " in first
    assert bad.read_bytes() == b"import jax\ndef f(:\n    pass\n"
    assert all((tmp_path / f"pkg/m{i}.py").read_text() == FIXED_IF for i in range(9))


NEW_SYNTAX = '''\
import jax
import jax.numpy as jnp

type Pytree = dict[str, "Pytree"] | jax.Array
type Pair[T] = tuple[T, T]


class Box[T, *Ts, **P]:
    def get[S: int = int](self, default: S) -> T | S:
        return default


def first[T](xs: list[T]) -> T:
    return xs[0]


@jax.jit
def label(x, d):
    return f"{d["name"]}: {max(x, 0)}"
'''


def test_python_312_and_313_syntax_is_parsed_on_this_python(tmp_path, capsys):
    """PEP 695 aliases, generic functions and classes (jax's own sources use them), PEP 696
    defaults and PEP 701 f-strings: linted and fixed on Python 3.11 without JAX000."""
    assert sys.version_info >= (3, 11)
    path = write(tmp_path, "new.py", NEW_SYNTAX)
    assert codes_at(capsys, "new.py") == [("new.py", "JAX103", 19, 28)]
    code, _, err = _fix(capsys, "new.py")
    assert (code, err) == (0, "")
    assert path.read_text() == NEW_SYNTAX.replace("max(x, 0)", "jnp.maximum(x, 0)")


# --- encodings --------------------------------------------------------------------------------

def test_undecodable_file_is_jax000_and_untouched_by_fix(tmp_path, capsys):
    path = write(tmp_path, "latin.py", TRACED_IF.encode() + b'name = "caf\xe9"\n')
    write(tmp_path, "good.py", TRACED_IF)
    code, out, err = _fix(capsys, ".", "--output-format", "concise")
    assert (code, err) == (1, "")
    assert out.startswith("latin.py:1:1: JAX000 cannot read file: cannot decode as utf-8")
    assert path.read_bytes() == TRACED_IF.encode() + b'name = "caf\xe9"\n'
    assert (tmp_path / "good.py").read_text() == FIXED_IF


@pytest.mark.parametrize("cookie, encoding", [("euc-jp", "euc-jp"), ("cp1252", "cp1252"), ("utf-8", "utf-8")])
def test_coding_cookie_round_trip_through_fix(tmp_path, capsys, cookie, encoding):
    comment = {"euc-jp": "# 正の部分", "cp1252": "# “clip” at zéro", "utf-8": "# ünïcode"}[cookie]
    source = f"# -*- coding: {cookie} -*-\n{comment}\n" + TRACED_IF
    path = write(tmp_path, "m.py", source.encode(encoding))
    assert codes_at(capsys, "m.py") == [("m.py", "JAX101", 6, 8)]
    assert _fix(capsys, "m.py")[0] == 0
    assert path.read_bytes() == (f"# -*- coding: {cookie} -*-\n{comment}\n" + FIXED_IF).encode(encoding)


def test_unknown_or_conflicting_coding_cookie_is_jax000(tmp_path, capsys):
    write(tmp_path, "unknown.py", b"# -*- coding: no-such-codec -*-\n" + TRACED_IF.encode())
    write(tmp_path, "conflict.py", b"\xef\xbb\xbf# -*- coding: latin-1 -*-\n" + TRACED_IF.encode())
    code, out, err = _fix(capsys, ".", "--output-format", "concise")
    assert (code, err) == (1, "")
    lines = out.splitlines()
    assert lines[0].startswith("conflict.py:1:1: JAX000 cannot read file: ")
    assert lines[1] == "unknown.py:1:1: JAX000 cannot read file: unknown encoding: no-such-codec"


def test_bom_and_crlf_positions(tmp_path, capsys):
    """The BOM is not a column; CRLF is one line break."""
    write(tmp_path, "m.py", b"\xef\xbb\xbf" + TRACED_IF.replace("\n", "\r\n").encode())
    assert codes_at(capsys, "m.py") == [("m.py", "JAX101", 4, 8)]


@pytest.mark.parametrize("endings", [["\r\n"] * 6, ["\r"] * 6, ["\n", "\r\n", "\n", "\r\n", "\r", "\r\n"]],
                         ids=["crlf", "cr", "mixed"])
def test_line_endings_positions_and_fix(tmp_path, capsys, endings):
    lines = ["from jax import jit", "@jit", "def f(x):", "    y = max(x, 0)", "    return y", "# end"]
    source = "".join(line + end for line, end in zip(lines, endings))
    path = write(tmp_path, "m.py", source.encode())
    assert codes_at(capsys, "m.py") == [("m.py", "JAX103", 4, 9)]
    assert _fix(capsys, "m.py")[0] == 0
    data = path.read_bytes().decode()
    # The import line is new (it takes the file's first line ending); every old line keeps its own.
    expected_lines = ["import jax.numpy as jnp"] + lines  # isort: `import` lines before `from` lines
    expected_lines[4] = "    y = jnp.maximum(x, 0)"
    assert data == "".join(line + end for line, end in zip(expected_lines, endings[:1] + endings))


# --- files that are not Python text -----------------------------------------------------------

@pytest.mark.parametrize("content, message", [
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)), "contains NUL bytes (not a Python source file)"),
    (bytes(range(128, 256)) * 4, "invalid or missing encoding declaration"),
    (b"import jax\n" + "é".encode("utf-16-le") * 3 + b"\n", "contains NUL bytes (not a Python source file)"),
], ids=["png", "high-bytes", "utf16-fragment"])
def test_binary_file_named_py_is_jax000_and_untouched(tmp_path, capsys, content, message):
    path = write(tmp_path, "blob.py", content)
    write(tmp_path, "good.py", TRACED_IF)
    code, out, err = _fix(capsys, ".", "--output-format", "concise")
    assert (code, err) == (1, "")
    assert out.startswith(f"blob.py:1:1: JAX000 cannot read file: {message}")
    assert path.read_bytes() == content
    assert (tmp_path / "good.py").read_text() == FIXED_IF


# --- size and depth ---------------------------------------------------------------------------

def test_fifty_thousand_line_file_is_linted_below_max_file_size(tmp_path, capsys):
    """1.4 MB: above the default max-file-size (1 MiB: one JAX001), linted once the cap is raised."""
    lines = ["import jax", "import jax.numpy as jnp"]
    lines += [f"C{i} = {i}  # a constant table" for i in range(49_990)]
    lines += ["@jax.jit", "def f(x):", "    if x > C1:", "        return x", "    return -x"]
    write(tmp_path, "big.py", "\n".join(lines) + "\n")
    assert codes_at(capsys, "big.py") == [("big.py", "JAX001", 1, 1)]
    write(tmp_path, "pyproject.toml", '[tool.jaxlint]\nmax-file-size = "2 MiB"\n')
    assert codes_at(capsys, "big.py") == [("big.py", "JAX101", 49_995, 8)]


DEEP = {
    # CPython refuses more than 200 nested brackets; LibCST's parser crashed (SIGSEGV) near 1,000.
    "parentheses-5000": ("return " + "(" * 5000 + "x" + ")" * 5000,
                         f"too many nested parentheses (more than {MAX_BRACKETS} levels)"),
    "brackets-201": ("return " + "[" * 201 + "x" + "]" * 201,
                     f"too many nested parentheses (more than {MAX_BRACKETS} levels)"),
    # A chain of 20,000 terms took the parser minutes (quadratic); CPython stops near 3,000.
    "sum-20000": ("return " + "+".join(["1"] * 20_000), f"expression nested too deeply (more than {MAX_NESTING} levels)"),
    "not-5000": ("return " + "not " * 5000 + "x", f"expression nested too deeply (more than {MAX_NESTING} levels)"),
    "attribute-5000": ("return x" + ".T" * 5000, f"expression nested too deeply (more than {MAX_NESTING} levels)"),
    "strings-5000": ("return " + '"a" ' * 5000, f"expression nested too deeply (more than {MAX_NESTING} levels)"),
}


@pytest.mark.parametrize("case", sorted(DEEP))
def test_deep_expression_is_a_clear_jax000_in_a_subprocess(tmp_path, case):
    body, reason = DEEP[case]
    path = write(tmp_path, "deep.py", f"import jax\n@jax.jit\ndef f(x):\n    {body}\n")
    before = path.read_bytes()
    result = jaxlint("check", "--fix", "--output-format", "concise", "deep.py", cwd=tmp_path, timeout=120)
    assert_no_traceback(result.stdout, result.stderr)
    assert (result.returncode, result.stderr) == (1, b""), result
    assert result.stdout.decode().splitlines()[0] == f"deep.py:4:1: JAX000 cannot parse file: {reason}; file left untouched"
    assert path.read_bytes() == before


def test_nesting_at_the_limits_is_linted(tmp_path, capsys):
    """200 nested brackets and a 300-term chain are still valid Python that jaxlint lints."""
    write(tmp_path, "m.py", "import jax\n@jax.jit\ndef f(x):\n    y = " + "(" * 200 + "x" + ")" * 200
          + "\n    z = " + " + ".join(["x"] * 300) + "\n    if y > z:\n        return y\n    return z\n")
    assert codes_at(capsys, "m.py") == [("m.py", "JAX101", 6, 8)]


@pytest.mark.parametrize("kind", ["def", "if"])
def test_200_deep_blocks_are_jax000_and_99_deep_are_linted(tmp_path, capsys, kind):
    def nested(depth: int) -> str:
        lines = ["import jax", "@jax.jit", "def f(x):"]
        for level in range(1, depth):
            lines.append("    " * level + (f"def g{level}(x):" if kind == "def" else f"if x > {level}:"))
        lines.append("    " * depth + "x = x + 1")
        return "\n".join(lines) + "\n    return x\n"

    write(tmp_path, "deep.py", nested(200))
    code, out, err = run_cli(capsys, "check", "deep.py", "--output-format", "concise")
    assert (code, err) == (1, "")
    assert "JAX000 cannot parse file: too many levels of indentation" in out  # CPython's limit and words
    write(tmp_path, "ok.py", nested(99))
    found = codes_at(capsys, "ok.py")
    assert {c for _, c, _, _ in found} == (set() if kind == "def" else {"JAX101"})


# --- the file system --------------------------------------------------------------------------

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_fifo_in_a_folder_is_skipped_not_read(tmp_path):
    """Reading a FIFO blocks until someone writes to it: the walk must not open one."""
    os.mkfifo(tmp_path / "pipe.py")
    write(tmp_path, "a.py", TRACED_IF)
    result = jaxlint("check", "--output-format", "concise", ".", cwd=tmp_path, timeout=60)
    assert result.returncode == 1 and result.stderr == b""
    assert result.stdout.decode().startswith("a.py:4:8: JAX101 ")


def test_fix_through_a_symlink_rewrites_the_target_and_keeps_the_link(tmp_path, capsys):
    target = write(tmp_path, "real/target.py", TRACED_IF)
    link = tmp_path / "link.py"
    link.symlink_to(Path("real") / "target.py")
    os.symlink("..", tmp_path / "real" / "loop")  # a loop and a dangling link nearby
    os.symlink(tmp_path / "missing.py", tmp_path / "dangling.py")
    assert _fix(capsys, "link.py")[0] == 0
    assert link.is_symlink() and os.readlink(link) == os.path.join("real", "target.py")
    assert target.read_text() == FIXED_IF
    assert sorted(p.name for p in (tmp_path / "real").iterdir()) == ["loop", "target.py"]  # no temp file left
    assert _fix(capsys, ".")[0] == 0  # the folder, with the loop and the dangling link


def _deny_reading(monkeypatch, name: str) -> None:
    """Root reads everything: make one file unreadable by failing its open."""
    real = os.open

    def open_(path, flags, *args, **kwargs):
        if os.path.basename(os.fspath(path)) == name:
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", open_)


def test_unreadable_file_is_jax000_and_the_others_are_linted_and_fixed(tmp_path, capsys, monkeypatch):
    write(tmp_path, "secret.py", TRACED_IF)
    write(tmp_path, "good.py", TRACED_IF)
    _deny_reading(monkeypatch, "secret.py")
    code, out, err = run_cli(capsys, "check", "--no-cache", ".", "--output-format", "concise")
    assert (code, err) == (1, "")
    assert out.splitlines()[1] == "secret.py:1:1: JAX000 cannot read file: Permission denied"
    code, out, err = _fix(capsys, ".", "--output-format", "concise")
    assert (code, err) == (1, "")
    assert "secret.py:1:1: JAX000 cannot read file: Permission denied" in out
    assert (tmp_path / "good.py").read_text() == FIXED_IF
    assert (tmp_path / "secret.py").read_text() == TRACED_IF


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads every file")
def test_unreadable_file_by_permissions(tmp_path, capsys):
    path = write(tmp_path, "secret.py", TRACED_IF)
    path.chmod(0)
    try:
        code, out, err = run_cli(capsys, "check", "--no-cache", "secret.py", "--output-format", "concise")
    finally:
        path.chmod(0o644)
    assert (code, err) == (1, "")
    assert out.startswith("secret.py:1:1: JAX000 cannot read file: Permission denied")


def test_unreadable_folder_is_one_error_line_and_no_false_all_clear(tmp_path, capsys, monkeypatch):
    write(tmp_path, "locked/a.py", TRACED_IF)
    write(tmp_path, "open/b.py", CLEAN)
    real = os.scandir

    def scandir(path="."):
        if os.path.basename(os.fspath(path)) == "locked":
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    code, out, err = run_cli(capsys, "check", "--no-cache", ".")
    assert code == 2
    assert out == ""  # not "All checks passed!"
    assert one_error_line(err) == "jaxlint: error: ./locked: cannot read directory: Permission denied"


def _deny_writing(monkeypatch, name: str) -> None:
    """Root writes everything: fail the atomic write of one file the way a read-only file would."""
    real = fix_runner.write_atomic

    def write_atomic(path, data, expected_original=None):
        if Path(path).name == name:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, data, expected_original)

    monkeypatch.setattr(fix_runner, "write_atomic", write_atomic)


def test_read_only_file_under_fix_is_reported_and_the_others_fixed(tmp_path, capsys, monkeypatch):
    locked = write(tmp_path, "locked.py", TRACED_IF)
    locked.chmod(0o444)
    write(tmp_path, "open.py", TRACED_IF)
    _deny_writing(monkeypatch, "locked.py")
    code, out, err = _fix(capsys, ".", "--output-format", "concise")
    assert code == 2
    assert one_error_line(err) == "jaxlint: error: locked.py: cannot write: Permission denied"
    assert "locked.py:4:8: JAX101" in out  # what remains in it is still reported
    assert locked.read_text() == TRACED_IF and stat.S_IMODE(locked.stat().st_mode) == 0o444
    assert (tmp_path / "open.py").read_text() == FIXED_IF


def test_file_changed_on_disk_while_fixing_is_not_overwritten(tmp_path, capsys, monkeypatch):
    path = write(tmp_path, "m.py", TRACED_IF)
    edited = TRACED_IF + "# saved by the editor meanwhile\n"
    real = fix_runner.fix_text

    def fix_text(text, name, config, unsafe, *incoming):
        result = real(text, name, config, unsafe, *incoming)
        path.write_text(edited)
        return result

    monkeypatch.setattr(fix_runner, "fix_text", fix_text)
    code, _, err = _fix(capsys, "m.py")
    assert code == 2
    assert one_error_line(err) == "jaxlint: error: m.py: changed on disk while jaxlint was fixing it; not written"
    assert path.read_text() == edited
    assert [p.name for p in tmp_path.iterdir()] == ["m.py"]


# --- the results cache ------------------------------------------------------------------------

def _cache_env(tmp_path: Path) -> dict[str, str]:
    return {"JAXLINT_NO_CACHE": "0", "XDG_CACHE_HOME": str(tmp_path.parent / f"{tmp_path.name}-user-cache")}


def _cache_file(tmp_path: Path) -> Path:
    result = jaxlint("check", "-q", ".", cwd=tmp_path, env=_cache_env(tmp_path))
    assert result.returncode == 1
    (cache,) = (tmp_path / ".jaxlint_cache").rglob("*.json")
    return cache


def test_cache_from_an_older_build_is_a_miss_not_a_crash(tmp_path, monkeypatch):
    """Same version string, an older outcome record (no `dependencies`): what an in-place upgrade leaves."""
    from jaxlint.cache import ResultCache
    from jaxlint.config import load_config

    write(tmp_path, "a.py", TRACED_IF)
    cache_file = _cache_file(tmp_path)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_CACHE_HOME", _cache_env(tmp_path)["XDG_CACHE_HOME"])
    cache = ResultCache(cache_file.parent.parent, load_config(tmp_path).fingerprint())
    assert cache.entries
    for key, entry in cache.entries.items():
        del entry["outcome"]["dependencies"]
        cache.dirty[key] = entry
    cache.save()
    result = jaxlint("check", "--output-format", "concise", ".", cwd=tmp_path, env=_cache_env(tmp_path))
    assert_no_traceback(result.stderr)
    assert (result.returncode, result.stderr) == (1, b"")
    assert result.stdout.decode().startswith("a.py:4:8: JAX101 ")


def test_damaged_cache_is_a_miss_not_a_crash(tmp_path):
    write(tmp_path, "a.py", TRACED_IF)
    _cache_file(tmp_path).write_bytes(b"cjaxlint_no_such_module\nFileOutcome\n.")
    result = jaxlint("check", "--output-format", "concise", ".", cwd=tmp_path, env=_cache_env(tmp_path))
    assert (result.returncode, result.stderr) == (1, b"")


# --- stdin ------------------------------------------------------------------------------------

def _stdin(monkeypatch, data: bytes) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))


@pytest.mark.parametrize("data, code, concise", [
    (b"", 0, []),
    (b"import jax\ndef f(:\n", 1, ["m.py:2:7: JAX000"]),  # where CPython puts it
    (b"\xef\xbb\xbf" + TRACED_IF.replace("\n", "\r\n").encode(), 1, ["m.py:4:8: JAX101"]),
    (b"# -*- coding: latin-1 -*-\n# caf\xe9\n" + TRACED_IF.encode(), 1, ["m.py:6:8: JAX101"]),
], ids=["empty", "syntax-error", "bom-crlf", "latin-1-cookie"])
def test_stdin_inputs(tmp_path, capsys, monkeypatch, data, code, concise):
    _stdin(monkeypatch, data)
    got, out, err = run_cli(capsys, "check", "-", "--stdin-filename", "m.py", "--output-format", "concise")
    assert (got, err) == (code, "")
    assert [line.split(" ")[0] + " " + line.split(" ")[1] for line in out.splitlines() if ": JAX" in line] == concise


def test_stdin_fix_of_unparsable_text_echoes_it_unchanged(tmp_path, capsys, monkeypatch):
    _stdin(monkeypatch, b"import jax\ndef f(:\n")
    assert run_cli(capsys, "check", "--fix", "-", "--stdin-filename", "m.py") == (1, "import jax\ndef f(:\n", "")


def test_stdin_fix_keeps_the_encoding_of_the_input(tmp_path, capsysbinary, monkeypatch):
    source = "# -*- coding: latin-1 -*-\n# café\n" + TRACED_IF
    _stdin(monkeypatch, source.encode("latin-1"))
    assert main(["check", "--fix", "-", "--stdin-filename", "m.py"]) == 0
    assert capsysbinary.readouterr().out == ("# -*- coding: latin-1 -*-\n# café\n" + FIXED_IF).encode("latin-1")


# --- configuration ----------------------------------------------------------------------------

@pytest.mark.parametrize("content, message", [
    ("[tool.jaxlint\nselect = ['JAX']\n", "pyproject.toml: invalid TOML: Expected ']' at the end of a table declaration"),
    ("[tool.jaxlint]\nselect = 'JAX1'\n", "pyproject.toml: [tool.jaxlint] key 'select' must be a list of strings"),
    ("[tool.jaxlint]\nfix = 'yes'\n", "pyproject.toml: [tool.jaxlint] key 'fix' must be true or false"),
    ("[tool.jaxlint]\nper-file-ignores = { 'a.py' = 'JAX101' }\n",
     "pyproject.toml: [tool.jaxlint] key 'per-file-ignores' must map globs to lists of codes"),
    ("[tool]\njaxlint = 3\n", "pyproject.toml: [tool.jaxlint] must be a table"),
], ids=["invalid-toml", "select-type", "fix-type", "per-file-ignores-type", "table-type"])
def test_bad_pyproject_is_one_line_naming_file_and_key(tmp_path, content, message):
    write(tmp_path, "pyproject.toml", content)
    write(tmp_path, "a.py", TRACED_IF)
    result = jaxlint("check", "a.py", cwd=tmp_path)
    assert (result.returncode, result.stdout) == (2, b"")
    line = one_error_line(result.stderr)
    assert line.startswith(f"jaxlint: error: {tmp_path / 'pyproject.toml'}: ")
    assert message.split(": ", 1)[1] in line


def test_non_utf8_pyproject_is_a_config_error_naming_the_file(tmp_path):
    write(tmp_path, "pyproject.toml", b"[tool.jaxlint]\n# caf\xe9\n")
    write(tmp_path, "a.py", TRACED_IF)
    result = jaxlint("check", "a.py", cwd=tmp_path)
    assert result.returncode == 2
    assert one_error_line(result.stderr).startswith(f"jaxlint: error: {tmp_path / 'pyproject.toml'}: ")


def test_json_report_stays_valid_with_every_kind_of_bad_file(tmp_path, capsys, monkeypatch):
    """One run over all of the above: one JSON document, each file accounted for."""
    write(tmp_path, "empty.py", "")
    write(tmp_path, "syntax.py", "import jax\ndef f(:\n")
    write(tmp_path, "latin.py", b"import jax\n# caf\xe9\n")
    write(tmp_path, "nul.py", b"import jax\x00\n")
    write(tmp_path, "deep.py", "import jax\nx = " + "(" * 300 + ")" * 300 + "\n")
    write(tmp_path, "good.py", TRACED_IF)
    write(tmp_path, "secret.py", TRACED_IF)
    os.symlink("missing.py", tmp_path / "dangling.py")
    _deny_reading(monkeypatch, "secret.py")
    code, out, err = run_cli(capsys, "check", "--no-cache", ".", "--output-format", "json")
    assert (code, err) == (1, "")
    found = sorted((d["filename"], d["code"]) for d in json.loads(out))
    assert found == [("deep.py", "JAX000"), ("good.py", "JAX101"), ("latin.py", "JAX000"), ("nul.py", "JAX000"),
                     ("secret.py", "JAX000"), ("syntax.py", "JAX000")]


# --- known limits of the analysis (not the parser) --------------------------------------------

SUM_500 = "import jax\n@jax.jit\ndef f(x):\n    return " + " + ".join(["x"] * 500) + "\n"


def test_a_500_term_expression_is_not_an_internal_error(tmp_path, capsys):
    """Valid Python nested deeper than the analysis follows: the analysis gives up on that
    function quietly (precision over recall), with no JAX999 and no traceback."""
    write(tmp_path, "poly.py", SUM_500)
    code, out, err = run_cli(capsys, "check", "poly.py", "--output-format", "concise")
    assert (code, err) == (0, "")
    assert_no_traceback(out)


@pytest.mark.parametrize("body", [" + ".join(["x"] * 500), "f(" * 100 + "x" + ")" * 100], ids=["sum-500", "self-call-100"])
def test_deep_but_valid_expressions_are_analysed(tmp_path, capsys, body):
    write(tmp_path, "m.py", f"import jax\n@jax.jit\ndef f(x):\n    return {body}\n")
    assert codes_at(capsys, "m.py") == []


def test_a_followed_module_with_deep_nesting_does_not_crash_the_run(tmp_path):
    write(tmp_path, "pkg/__init__.py", "")
    write(tmp_path, "pkg/helper.py", "import jax\ndef helper(x):\n    return x\nDEEP = " + "(" * 3000 + "1" + ")" * 3000 + "\n")
    write(tmp_path, "pkg/main.py", "import jax\nfrom pkg.helper import helper\n@jax.jit\ndef f(x):\n    return helper(x)\n")
    result = jaxlint("check", "pkg/main.py", cwd=tmp_path, timeout=120)
    assert result.returncode in (0, 1), result


def test_verify_on_a_deeply_nested_file_does_not_crash(tmp_path):
    write(tmp_path, "deep.py", "import jax\n@jax.jit\ndef f(x):\n    return x\nDEEP = " + "(" * 3000 + "1" + ")" * 3000 + "\n")
    result = jaxlint("verify", "deep.py", cwd=tmp_path, timeout=300)
    assert result.returncode in (0, 1, 2) and b"Traceback" not in result.stderr, result


def test_a_parse_skips_libcst_node_validation_only_inside_the_parse():
    """`parse_module` turns LibCST's per-node validation off while its parser builds the tree
    (a tenth of a parse): the tree it gives is the text, every node of it validates, and a
    node built afterwards (as a fixer builds one) is validated again."""
    import libcst as cst

    from jaxlint.parsing import on_deep_stack, parse_module

    source = (Path(__file__).resolve().parents[2] / "jaxlint" / "engine.py").read_text(encoding="utf-8")
    module = parse_module(source)
    assert module.code == source
    stack, checked = [module], 0
    while stack:
        node = stack.pop()
        node._validate()  # raises CSTValidationError for a node that should not exist
        checked += 1
        stack.extend(node.children)
    assert checked > 10_000
    with pytest.raises(cst.CSTValidationError):
        cst.Name("1x")
    with pytest.raises(cst.CSTValidationError):  # also on the deep-stack thread the parse ran on
        on_deep_stack(cst.Name, "1x")
