"""`jaxlint check --fix` on real files: bytes, encodings and permissions survive; `--diff`
writes nothing; a fix whose result does not parse is never written."""

from __future__ import annotations

import os
import stat

import pytest

from jaxlint.cli import main
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix

BUGGY = (
    "import jax\n"
    "import jax.numpy as jnp\n"
    "\n"
    "@jax.jit\n"
    "def f(x):\n"
    "    # clip below at zero\n"
    "    return max(x, 0.0)\n"
)
FIXED = BUGGY.replace("max(x, 0.0)", "jnp.maximum(x, 0.0)")


def _write(tmp_path, name: str, data: bytes):
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_fix_rewrites_and_second_run_changes_nothing(tmp_path, capsys):
    path = _write(tmp_path, "m.py", BUGGY.encode())
    assert main(["check", "--fix", str(path)]) == 0
    assert path.read_text() == FIXED
    assert main(["check", "--fix", str(path)]) == 0
    assert path.read_text() == FIXED
    assert "All checks passed!" in capsys.readouterr().out


def test_crlf_line_endings_survive(tmp_path):
    # No jax.numpy binding at all: the fix must add an import line.
    source = BUGGY.replace("import jax.numpy as jnp\n", "").replace("import jax\n", "from jax import jit\n")
    source = source.replace("@jax.jit", "@jit")
    path = _write(tmp_path, "crlf.py", source.replace("\n", "\r\n").encode())
    main(["check", "--fix", str(path)])
    data = path.read_bytes()
    assert b"jnp.maximum(x, 0.0)" in data and b"import jax.numpy as jnp\r\n" in data
    assert data.count(b"\r\n") == data.count(b"\n"), "a bare LF was introduced"


def test_utf8_bom_survives(tmp_path):
    path = _write(tmp_path, "bom.py", b"\xef\xbb\xbf" + BUGGY.encode())
    main(["check", "--fix", str(path)])
    assert path.read_bytes() == b"\xef\xbb\xbf" + FIXED.encode()


def test_latin1_with_coding_cookie_survives(tmp_path):
    source = "# -*- coding: latin-1 -*-\n" + BUGGY.replace("# clip below at zero", "# écrêter à zéro")
    path = _write(tmp_path, "latin.py", source.encode("latin-1"))
    main(["check", "--fix", str(path)])
    data = path.read_bytes()
    assert data == source.replace("max(x, 0.0)", "jnp.maximum(x, 0.0)").encode("latin-1")
    assert "é".encode("latin-1") in data and "é".encode("utf-8") not in data


@pytest.mark.skipif(os.name != "posix", reason="permission bits")
def test_executable_bit_survives(tmp_path):
    path = _write(tmp_path, "script.py", b"#!/usr/bin/env python3\n" + BUGGY.encode())
    path.chmod(0o755)
    main(["check", "--fix", str(path)])
    assert stat.S_IMODE(path.stat().st_mode) == 0o755
    assert b"jnp.maximum" in path.read_bytes()


def test_diff_writes_nothing_and_exits_1(tmp_path, capsys):
    path = _write(tmp_path, "m.py", BUGGY.encode())
    before = path.read_bytes()
    mtime = path.stat().st_mtime_ns
    assert main(["check", "--diff", str(path)]) == 1
    out = capsys.readouterr().out
    assert "-    return max(x, 0.0)" in out and "+    return jnp.maximum(x, 0.0)" in out
    assert path.read_bytes() == before and path.stat().st_mtime_ns == mtime


def test_diff_on_clean_file_exits_0(tmp_path, capsys):
    path = _write(tmp_path, "m.py", FIXED.encode())
    assert main(["check", "--diff", str(path)]) == 0
    assert capsys.readouterr().out == ""


def test_a_fix_that_breaks_the_syntax_is_never_written(tmp_path, monkeypatch, capsys):
    import jaxlint.rules.builtin_min_max as builtins_rules

    def broken_fix(ctx, node, name, iterable_is_array):
        return PendingFix("planted: emits invalid code", [NodeEdit(node, "max(((")], Applicability.SAFE)

    monkeypatch.setattr(builtins_rules, "min_max_fix", broken_fix)
    path = _write(tmp_path, "m.py", BUGGY.encode())
    assert main(["check", "--fix", "-j", "1", str(path)]) == 1
    assert path.read_bytes() == BUGGY.encode()
    assert "JAX103" in capsys.readouterr().out


def test_unparsable_file_is_reported_and_untouched_while_others_are_fixed(tmp_path, capsys):
    bad = _write(tmp_path, "bad.py", b"import jax\ndef f(:\n    pass\n")
    good = _write(tmp_path, "good.py", BUGGY.encode())
    assert main(["check", "--fix", str(tmp_path)]) == 1
    assert bad.read_bytes() == b"import jax\ndef f(:\n    pass\n"
    assert good.read_text() == FIXED
    assert "JAX000" in capsys.readouterr().out


@pytest.mark.skipif(os.name != "posix", reason="permission bits")
def test_read_only_file_is_reported_and_others_fixed(tmp_path, capsys):
    locked = _write(tmp_path, "locked.py", BUGGY.encode())
    locked.chmod(0o444)
    tmp_path.chmod(0o555)
    try:
        code = main(["check", "--fix", str(locked)])
    finally:
        tmp_path.chmod(0o755)
    assert code == 2
    assert locked.read_bytes() == BUGGY.encode()


def test_fix_only_reports_nothing_and_unsafe_needs_flag(tmp_path, capsys):
    # a helper jit traces, which may also run eagerly: its logical_and rewrite is unsafe (in the
    # jitted function itself it would be safe: every run raised there)
    source = ("import jax\nimport jax.numpy as jnp\n\ndef both(x, y):\n    return x > 0 and y > 0\n\n"
              "@jax.jit\ndef f(x, y):\n    return both(x, y)\n")
    path = _write(tmp_path, "m.py", source.encode())
    assert main(["check", "--fix", str(path)]) == 1
    assert path.read_text() == source
    assert "hidden fix" in capsys.readouterr().out
    assert main(["check", "--fix", "--unsafe-fixes", "--fix-only", str(path)]) == 0
    assert "jnp.logical_and(x > 0, y > 0)" in path.read_text()
    assert "JAX102" not in capsys.readouterr().out


def test_stdin_fix_writes_fixed_source_to_stdout(monkeypatch, capsys):
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(BUGGY.encode())))
    assert main(["check", "--fix", "-", "--stdin-filename", "m.py"]) == 0
    assert capsys.readouterr().out == FIXED
