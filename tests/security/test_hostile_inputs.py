"""Hostile inputs (issue 12, items 6 and 14): nothing a repository ships crashes, stalls or
aborts a run. Every face parses through `jaxlint.parsing`, whose guard covers every construct
that nests; deep valid code is linted; a crash in a pool worker is one JAX999; files above
`max-file-size` get one JAX001 and no analysis.

Inputs that would crash the parser run in a subprocess, so a segfault fails the test instead of
killing pytest. The guard itself is pure Python and runs in-process.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from jaxlint.parsing import MAX_BRACKETS, MAX_ELIFS, MAX_NESTING, MAX_PATTERN, nesting_problem
from tests.helpers import codes_at, isolated, run_cli, write
from tests.reliability._support import CLEAN, FIXED_IF, REPO, TRACED_IF, assert_no_traceback, jaxlint

__all__ = ["isolated"]

BRACKETS = f"too many nested parentheses (more than {MAX_BRACKETS} levels)"
LAMBDAS = f"too many nested lambdas (more than {MAX_BRACKETS} levels)"
DEEP = f"expression nested too deeply (more than {MAX_NESTING} levels)"
ELIFS = f"too many elif branches (more than {MAX_ELIFS})"
PATTERN = f"match pattern nested too deeply (more than {MAX_PATTERN} levels)"
COSTLY = "nested code too costly to parse (the parser would take minutes)"
SLICES = "x = " + "a[1:" * 200 + "1" + "]" * 200 + "\n"  # accepted alone: 0.4 s of parsing
PATTERNS = "match x:\n    case " + "[" * 16 + "1" + "]" * 16 + ":\n        pass\n"  # accepted alone: 0.1 s


def _nested_fstrings(depth: int, quotes: str) -> str:
    opening = "".join(f"f{quotes[i % len(quotes)]}{{" for i in range(depth))
    closing = "".join(f"}}{quotes[i % len(quotes)]}" for i in reversed(range(depth)))
    return opening + "1" + closing


def _case(pattern: str) -> str:
    return f"match x:\n    case {pattern}:\n        pass\n"


# name -> (body after `import jax`, the line the guard names, its reason). Each crashed LibCST
# 1.9 (SIGSEGV) or kept it busy for minutes, and each passed the guard before this suite.
HOSTILE = {
    "fstring_brackets": ('x = f"{' + "(" * 3000 + "1" + ")" * 3000 + '}"\n', 2, BRACKETS),
    "fstring_brackets_single_quotes": ("x = f'{" + "[" * 3000 + "1" + "]" * 3000 + "}'\n", 2, BRACKETS),
    "fstring_brackets_triple_quotes": ('x = f"""\n{\n' + "(" * 3000 + "1" + ")" * 3000 + '\n}"""\n', 4, BRACKETS),
    "fstring_brackets_after_escapes": ('x = rf"\\{{ {{ \\" {' + "(" * 3000 + "1" + ")" * 3000 + '}"\n', 2, BRACKETS),
    "nested_fstrings_same_quotes": ("x = " + _nested_fstrings(1500, '"') + "\n", 2, BRACKETS),
    "nested_fstrings_both_quotes": ("x = " + _nested_fstrings(1500, "'\"") + "\n", 2, BRACKETS),
    "nested_format_specs": ("x = f'{1:" + "{1:" * 5000 + "}" * 5000 + "}'\n", 2, BRACKETS),
    "lambda_defaults": ("x = " + "lambda a=" * 1000 + "1" + ": 1" * 1000 + "\n", 2, LAMBDAS),
    "elif_chain": ("if x:\n    pass\n" + "elif x:\n    pass\n" * 9000, 2 + 2 * (MAX_ELIFS + 1), ELIFS),
    "class_patterns": (_case("A(" * 30 + "1" + ")" * 30), 3, PATTERN),
    "mapping_patterns": (_case("{1: " * 12 + "1" + "}" * 12), 3, PATTERN),
    "lambda_chain_in_an_fstring": ('x = f"{(' + "lambda: " * 5000 + '1)}"\n', 2, DEEP),
    "unary_chain_in_an_fstring": ('x = f"{' + "- " * 9000 + '1}"\n', 2, DEEP),
    # each statement within the limits, together minutes of parsing: refused once the file's
    # estimated parse time passes its budget
    "repeated_slices": (SLICES * 40, 27, COSTLY),
    "repeated_patterns": (PATTERNS * 100, 183, COSTLY),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_the_guard_names_each_hostile_construct(name):
    body, line, reason = HOSTILE[name]
    assert nesting_problem("import jax\n" + body) == (line, reason)


def test_check_on_every_hostile_file_reports_jax000_and_does_not_crash(tmp_path):
    for name, (body, _, _) in HOSTILE.items():
        write(tmp_path, f"{name}.py", "import jax\n" + body)
    write(tmp_path, "good.py", TRACED_IF)
    result = jaxlint("check", "-j", "1", "--output-format", "json", ".", cwd=tmp_path, timeout=300)
    assert_no_traceback(result.stdout, result.stderr)
    assert (result.returncode, result.stderr) == (1, b""), result
    found = sorted((d["filename"], d["code"], d["location"]["row"], d["message"]) for d in json.loads(result.stdout))
    expected = sorted((f"{name}.py", "JAX000", line, f"cannot parse file: {reason}; file left untouched")
                      for name, (_, line, reason) in HOSTILE.items())
    assert [f for f in found if f[0] != "good.py"] == expected
    assert [f[:3] for f in found if f[0] == "good.py"] == [("good.py", "JAX101", 4)]


BOMB = 'import jax\nx = f"{' + "(" * 3000 + "1" + ")" * 3000 + '}"\n'


def test_fix_leaves_hostile_files_untouched_and_fixes_the_others_in_the_pool(tmp_path):
    for name, (body, _, _) in HOSTILE.items():
        write(tmp_path, f"{name}.py", "import jax\n" + body)
    for i in range(3):
        write(tmp_path, f"good{i}.py", TRACED_IF)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    result = jaxlint("check", "--fix", "-j", "2", "--output-format", "concise", ".", cwd=tmp_path, timeout=300)
    assert_no_traceback(result.stdout, result.stderr)
    assert (result.returncode, result.stderr) == (1, b""), result
    for name in HOSTILE:
        assert (tmp_path / f"{name}.py").read_bytes() == before[f"{name}.py"]
    assert all((tmp_path / f"good{i}.py").read_text() == FIXED_IF for i in range(3))


def test_the_engine_entry_of_the_language_server_and_the_api_is_guarded(tmp_path):
    """`lint_source` (what the server, the flake8 plugin and the public API call) on text that
    never touched the disk."""
    script = ("import sys\nfrom jaxlint.engine import lint_source\n"
              "result = lint_source(sys.stdin.read(), 'untitled.py')\n"
              "print(result.parsed, [d.code for d in result.diagnostics])\n")
    proc = subprocess.run([sys.executable, "-c", script], input=BOMB, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": str(REPO)})
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "False ['JAX000']\n", "")


def test_a_followed_module_excluded_from_linting_is_guarded(tmp_path):
    write(tmp_path, "pyproject.toml", '[tool.jaxlint]\nextend-exclude = ["vendor"]\n')
    write(tmp_path, "vendor/__init__.py", "")
    write(tmp_path, "vendor/helper.py", BOMB + "def helper(x):\n    if x > 0:\n        return x\n    return -x\n")
    write(tmp_path, "main.py", "import jax\nfrom vendor.helper import helper\n@jax.jit\ndef f(x):\n    return helper(x)\n")
    result = jaxlint("check", "--output-format", "concise", ".", cwd=tmp_path, timeout=120)
    assert_no_traceback(result.stdout, result.stderr)
    assert (result.returncode, result.stdout, result.stderr) == (0, b"All checks passed!\n", b""), result


def test_verify_planning_is_guarded(tmp_path):
    """`jaxlint verify` parses the files it checks, the call strings of its config and string
    annotations: each through the guard (planning only: no user code runs here)."""
    write(tmp_path, "bomb.py", BOMB + "@jax.jit\ndef f(x):\n    return x\n")
    annotation = '"' + "(" * 3000 + "int" + ")" * 3000 + '"'
    write(tmp_path, "annotated.py", f"import jax\n@jax.jit\ndef g(x: {annotation}):\n    return x\n")
    script = f"""
import sys
from pathlib import Path
from jaxlint.runtime_check.examples import ExampleError, _user_call
from jaxlint.runtime_check.plan import Planner
try:
    _user_call("f", "f(" + "(" * 3000 + "1" + ")" * 3000 + ")", False)
except ExampleError as exc:
    print("example refused")
files = [Path("bomb.py"), Path("annotated.py")]
planner = Planner(files, {{}}, frozenset(), Path({str(tmp_path / "work")!r}), Path("."))
jobs = planner.plan_files(files)
print(sorted(j.filename for j in jobs), planner.warnings)
"""
    proc = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": str(REPO)})
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.splitlines() == [
        "example refused", f"['annotated.py'] ['bomb.py: cannot be parsed ({BRACKETS}); not verified']"]


PARSER_CALL = re.compile(r"\b(?:cst|libcst)\.parse_(?:module|expression|statement)\b"
                         r"|from libcst import[^\n]*\bparse_")


def test_every_parse_goes_through_the_guard():
    """Only jaxlint/parsing.py calls LibCST's parser; every other module calls parsing.py."""
    callers = sorted(str(path.relative_to(REPO)) for path in (REPO / "jaxlint").rglob("*.py")
                     if path.name != "parsing.py" and PARSER_CALL.search(path.read_text(encoding="utf-8")))
    assert callers == []


def test_linting_from_a_thread_with_a_small_stack(tmp_path):
    """Servers and embedders lint from their own threads (musl's default thread stack is 128 KiB,
    Windows' 1 MiB): the parse and the analysis still get the deep stack."""
    script = ("import sys, threading\nfrom jaxlint.engine import lint_source\nsource, found = sys.stdin.read(), []\n"
              "threading.stack_size(256 << 10)\n"
              "thread = threading.Thread(target=lambda: found.append(lint_source(source, 'm.py')))\n"
              "thread.start(); thread.join()\nprint([(d.code, d.location.row) for d in found[0].diagnostics])\n")
    source = TRACED_IF + "Y = " + "(" * (MAX_BRACKETS - 1) + "1" + ")" * (MAX_BRACKETS - 1) + "\n"
    proc = subprocess.run([sys.executable, "-c", script], input=source, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": str(REPO)})
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "[('JAX101', 4)]\n", "")


def test_the_deep_stack_runs_in_place_when_nested_and_restores_the_recursion_limit():
    from jaxlint.parsing import DEEP_RECURSION_LIMIT, on_deep_stack

    def depth(n: int) -> int:
        return 0 if n == 0 else 1 + depth(n - 1)

    limit = sys.getrecursionlimit()
    assert on_deep_stack(depth, DEEP_RECURSION_LIMIT // 2) == DEEP_RECURSION_LIMIT // 2
    outer, inner = on_deep_stack(lambda: (threading.get_ident(), on_deep_stack(threading.get_ident)))
    assert outer == inner != threading.get_ident()
    with pytest.raises(ZeroDivisionError):
        on_deep_stack(lambda: 1 / 0)
    assert sys.getrecursionlimit() == limit


# --- real code is never refused ---------------------------------------------------------------

VALID_FSTRINGS = [
    'f"{"a"}"', "f'{x\n}'", "f'{(x\n)}'", 'f"{x:{y:{z}}}"', 'f"{x!r:>{w}}"', 'f"{{{x}}}"', "f'''{\nx\n}'''",
    'f"{x # c\n}"', 't"{x}"', 'rf"\\{x}"', 'f"\\"{x}"', "f'{f'{f'{1}'}'}'", 'f"{(lambda: 1)}"', 'f"{x:=3}"',
    'f"{x=}"', 'f"{"\\n".join(a)}"', 'f"{x:{y}.{z}f}"', "f\"{a['b']}\"", 'f"\\N{EM DASH} {x}"', 'f"{x!=y}"',
    "f'{ {1: 2}[1] }'", '"a" f"{b}" "c"', 'f"""{\n  a(\n  b)\n}"""', 'b"(((" rb"\\"((("',
]


@pytest.mark.parametrize("text", VALID_FSTRINGS)
def test_valid_string_shapes_pass_the_guard_and_parse(text):
    from jaxlint.parsing import parse_module

    source = f"x = {text}\n"
    assert nesting_problem(source) is None
    parse_module(source)


AT_THE_LIMITS = {
    "brackets_in_an_fstring": 'y = f"{' + "(" * (MAX_BRACKETS - 1) + "x" + ")" * (MAX_BRACKETS - 1) + '}"',
    "nested_fstrings": "y = " + _nested_fstrings(MAX_BRACKETS // 2, "'\""),
    "lambda_defaults": "y = " + "lambda a=" * (MAX_BRACKETS - 1) + "1" + ": 1" * (MAX_BRACKETS - 1),
    "chain": "y = " + " + ".join(["x"] * 900),
}


@pytest.mark.parametrize("name", sorted(AT_THE_LIMITS))
def test_deep_but_accepted_code_is_linted(isolated, capsys, name):
    write(isolated, "m.py", f"import jax\n@jax.jit\ndef f(x):\n    {AT_THE_LIMITS[name]}\n    if x > 0:\n"
                            "        return x\n    return y\n")
    assert codes_at(capsys, "m.py") == [("m.py", "JAX101", 5, 8)]


def test_a_long_elif_chain_and_nested_patterns_at_the_limit_are_linted(isolated, capsys):
    chain = "    if N > 0:\n        y = 1\n" + "    elif N > 1:\n        y = 2\n" * (MAX_ELIFS - 2) + "    elif x > 2:\n        y = 3\n"
    patterns = "    match y:\n        case " + "[" * MAX_PATTERN + "1" + "]" * MAX_PATTERN + ":\n            pass\n"
    write(isolated, "m.py", f"import jax\nN = 3\n@jax.jit\ndef f(x):\n{chain}{patterns}    return x\n")
    assert codes_at(capsys, "m.py") == [("m.py", "JAX101", 5 + 2 * (MAX_ELIFS - 1), 10)]


@pytest.mark.corpus
def test_the_guard_refuses_no_file_of_the_corpus():
    corpus = Path(os.environ.get("JAXLINT_CORPUS", "/tmp/jaxlint-corpus")) / "src"
    if not corpus.is_dir():
        pytest.skip(f"corpus not built at {corpus}")
    refused = []
    for path in sorted(corpus.rglob("*.py")):
        problem = nesting_problem(path.read_text(encoding="utf-8", errors="replace"))
        if problem is not None:
            refused.append((str(path), problem))
    assert refused == []


# --- deep valid code: RecursionError is never an abort -----------------------------------------

CONCATENATION = TRACED_IF + "S = (\n" + '    "a"\n' * 400 + ")\n"  # valid Python about 400 levels deep
FIXED_CONCATENATION = FIXED_IF + "S = (\n" + '    "a"\n' * 400 + ")\n"


def test_deep_valid_code_with_a_finding_is_reported_with_the_others(isolated, capsys):
    write(isolated, "a.py", TRACED_IF)
    write(isolated, "deep.py", CONCATENATION)
    write(isolated, "z.py", TRACED_IF)
    assert codes_at(capsys, "--no-cache", ".") == [("a.py", "JAX101", 4, 8), ("deep.py", "JAX101", 4, 8),
                                                   ("z.py", "JAX101", 4, 8)]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_deep_valid_code_is_fixed_with_the_others(tmp_path, jobs):
    for i in range(9):
        write(tmp_path, f"m{i}.py", CONCATENATION if i == 4 else TRACED_IF)
    result = jaxlint("check", "--fix", "-j", jobs, "--output-format", "concise", ".", cwd=tmp_path, timeout=300)
    assert_no_traceback(result.stdout, result.stderr)
    assert (result.returncode, result.stderr) == (0, b""), result
    for i in range(9):
        assert (tmp_path / f"m{i}.py").read_text() == (FIXED_CONCATENATION if i == 4 else FIXED_IF)


def _flake8(*argv: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT_")}
    env["PYTHONPATH"] = str(REPO)
    return subprocess.run([sys.executable, "-m", "flake8", *argv], cwd=cwd, capture_output=True, text=True,
                          timeout=300, env=env)


@pytest.mark.parametrize("select", ["JAX", "E"])
def test_flake8_never_raises_on_deep_or_hostile_files(tmp_path, select):
    pytest.importorskip("flake8")
    write(tmp_path, "deep.py", CONCATENATION)
    write(tmp_path, "bomb.py", BOMB)
    result = _flake8("--select", select, "--isolated", "deep.py", "bomb.py", cwd=tmp_path)
    assert "Traceback" not in result.stderr and "Traceback" not in result.stdout, result.stderr[-3000:]
    lines = [line for line in result.stdout.splitlines() if ": JAX" in line]
    assert lines == (["deep.py:4:8: JAX101 " + lines[0].split(" JAX101 ", 1)[1]] if select == "JAX" else [])


def test_the_flake8_plugin_turns_any_failure_into_one_jax999(tmp_path, monkeypatch):
    import jaxlint.engine
    from jaxlint.flake8_plugin import JaxlintChecker

    def broken(*args, **kwargs):
        raise RuntimeError("planted")

    monkeypatch.setattr(jaxlint.engine, "lint_source", broken)
    path = write(tmp_path, "m.py", TRACED_IF)
    found = list(JaxlintChecker(None, TRACED_IF.splitlines(keepends=True), str(path)).run())
    assert [(row, col, text.split(" ", 1)[0]) for row, col, text, _ in found] == [(1, 0, "JAX999")]
    assert "RuntimeError: planted" in found[0][2]


def test_a_recursion_error_in_positions_is_one_jax999_for_that_file(isolated, capsys, monkeypatch):
    import jaxlint.positions

    real = jaxlint.positions.positions_of

    def positions_of(module):
        if "deep" in module.code:
            raise RecursionError("maximum recursion depth exceeded")
        return real(module)

    monkeypatch.setattr(jaxlint.positions, "positions_of", positions_of)
    write(isolated, "a.py", TRACED_IF)
    write(isolated, "b.py", TRACED_IF + "deep = 1\n")
    code, out, err = run_cli(capsys, "check", "--no-cache", "--output-format", "json", ".")
    assert (code, err) == (2, "")
    found = [(d["filename"], d["code"], d["message"]) for d in json.loads(out)]
    assert [f[:2] for f in found] == [("a.py", "JAX101"), ("b.py", "JAX999")]
    assert found[1][2].startswith("internal error in positions: RecursionError: nesting too deep")


# --- a crash in a pool worker ------------------------------------------------------------------

PLANTED_CRASH = """
import os, signal, sys
import jaxlint.fix_runner as fix_runner
import jaxlint.runner as runner

def crashing(real, name_at):
    def call(*args, **kwargs):
        if os.path.basename(args[name_at]) == os.environ["CRASH_ON"]:
            os.kill(os.getpid(), signal.SIGSEGV)
        return real(*args, **kwargs)
    return call

runner.lint_file = crashing(runner.lint_file, 0)  # (path, config)
fix_runner.fix_source = crashing(fix_runner.fix_source, 1)  # (source, filename, config, ...)
from jaxlint.cli import main
sys.exit(main(sys.argv[1:]))
"""
CRASH_MESSAGE = "jaxlint crashed while linting this file (signal 11, SIGSEGV); please report it with this file"


def _run_with_a_planted_crash(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess:
    """A worker that segfaults on m07.py (workers are forked from this fresh interpreter, so
    they inherit the planted hook)."""
    for i in range(20):
        write(tmp_path, f"m{i:02}.py", TRACED_IF)
    env = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT_")}
    env.update(PYTHONPATH=str(REPO), JAXLINT_NO_CACHE="1", CRASH_ON="m07.py")
    result = subprocess.run([sys.executable, "-c", PLANTED_CRASH, *argv], cwd=tmp_path, env=env,
                            capture_output=True, timeout=300)
    assert_no_traceback(result.stdout, result.stderr)
    return result


def test_a_segfault_in_a_worker_is_jax999_for_that_file_and_every_other_file_is_reported(tmp_path):
    result = _run_with_a_planted_crash(tmp_path, "check", "-j", "2", "--output-format", "json", ".")
    assert (result.returncode, result.stderr) == (2, b""), result
    found = sorted((d["filename"], d["code"], d["message"]) for d in json.loads(result.stdout))
    assert [f[:2] for f in found] == [(f"m{i:02}.py", "JAX101" if i != 7 else "JAX999") for i in range(20)]
    assert found[7][2] == CRASH_MESSAGE


def test_a_segfault_in_a_worker_under_fix_writes_every_other_file_and_leaves_no_temporary_file(tmp_path):
    result = _run_with_a_planted_crash(tmp_path, "check", "--fix", "-j", "2", "--output-format", "concise", ".")
    assert result.returncode == 2, result
    assert result.stdout.decode().splitlines()[0] == f"m07.py:1:1: JAX999 {CRASH_MESSAGE}"
    for i in range(20):
        assert (tmp_path / f"m{i:02}.py").read_text() == (TRACED_IF if i == 7 else FIXED_IF)
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"m{i:02}.py" for i in range(20)]


# --- large inputs ------------------------------------------------------------------------------

def _large(mib: float, mentions_jax: bool = True) -> str:
    """A file of `mib` MiB that parses fast when it is parsed: its bulk is one string."""
    head = TRACED_IF if mentions_jax else "def f(x):\n    return x\n"
    return head + 'TABLE = """' + "0123456789abcde\n" * int(mib * (1 << 16)) + '"""\n'  # 16 bytes a line


def test_a_file_above_the_size_cap_is_one_jax001_and_never_parsed(isolated, capsys, monkeypatch):
    import libcst

    real = libcst.parse_module

    def parse_module(text, *args, **kwargs):
        assert len(text) < 1 << 20, "a file above max-file-size was parsed"
        return real(text, *args, **kwargs)

    monkeypatch.setattr(libcst, "parse_module", parse_module)
    big = write(isolated, "big.py", _large(11))
    write(isolated, "small.py", TRACED_IF)
    code, out, err = run_cli(capsys, "check", "--no-cache", "--output-format", "json", ".")
    assert (code, err) == (1, "")
    found = [(d["filename"], d["code"], d["name"], d["message"], d["location"]["row"]) for d in json.loads(out)]
    assert found[0] == ("big.py", "JAX001", "file-too-large",
                        "file is 11.0 MiB, above max-file-size (1 MiB); not analysed", 1)
    assert [f[:2] for f in found[1:]] == [("small.py", "JAX101")]
    before = big.read_bytes()
    code, out, err = run_cli(capsys, "check", "--no-cache", "--fix", "--output-format", "concise", "big.py")
    assert (code, err) == (1, "") and "JAX001" in out and big.read_bytes() == before


def test_a_large_file_that_never_mentions_jax_is_skipped_quietly(isolated, capsys):
    write(isolated, "data.py", _large(2, mentions_jax=False))
    assert codes_at(capsys, "--no-cache", "data.py") == []


@pytest.mark.parametrize("setting, mib, analysed", [
    ("max-file-size = 409600", 0.3, True), ('max-file-size = "400 KiB"', 0.3, True), ('max-file-size = "400KB"', 0.3, True),
    ('max-file-size = "200 KiB"', 0.3, False), ("max-file-size = 0", 1.1, True), ("", 1.1, False)])
def test_max_file_size_is_configurable(isolated, capsys, setting, mib, analysed):
    """A number of bytes or a size with a unit (KiB, MiB, GiB: 1024-based; KB, MB, GB: 1000-based);
    0 turns the cap off; the default is 1 MiB."""
    write(isolated, "pyproject.toml", f"[tool.jaxlint]\n{setting}\n")
    write(isolated, "big.py", _large(mib))
    codes = [c for _, c, _, _ in codes_at(capsys, "--no-cache", "big.py")]
    assert codes == (["JAX101"] if analysed else ["JAX001"])


@pytest.mark.parametrize("value", ['"big"', "-1", "true", '"1.5 XB"', "1.5"])
def test_a_bad_max_file_size_is_one_config_error(isolated, capsys, value):
    write(isolated, "pyproject.toml", f"[tool.jaxlint]\nmax-file-size = {value}\n")
    write(isolated, "a.py", TRACED_IF)
    code, out, err = run_cli(capsys, "check", "a.py")
    assert code == 2 and out == ""
    assert err.startswith(f"jaxlint: error: {isolated / 'pyproject.toml'}: [tool.jaxlint] key 'max-file-size' ")
    assert len(err.splitlines()) == 1


def test_jax001_is_selectable_and_ignorable_like_any_code(isolated, capsys):
    write(isolated, "big.py", _large(1.5))
    assert [c for _, c, _, _ in codes_at(capsys, "--no-cache", "--ignore", "JAX001", "big.py")] == []
    assert [c for _, c, _, _ in codes_at(capsys, "--no-cache", "--select", "JAX001", "big.py")] == ["JAX001"]
    code, out, _ = run_cli(capsys, "rule", "JAX001")
    assert code == 0 and out.startswith("# file-too-large (JAX001)")


def test_the_size_cap_applies_to_stdin_and_is_in_the_cache_key(isolated, capsys, monkeypatch):
    import io

    from jaxlint.config import Config

    data = _large(1.5).encode()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    code, out, _ = run_cli(capsys, "check", "--output-format", "concise", "-")
    assert code == 1 and out.startswith("-:1:1: JAX001 file is 1.5 MiB, above max-file-size (1 MiB)")
    assert Config(max_file_size=2 << 20).fingerprint() != Config().fingerprint()


def test_flake8_reports_jax001_for_a_large_file(tmp_path):
    pytest.importorskip("flake8")
    write(tmp_path, "big.py", _large(1.5))
    result = _flake8("--select", "JAX", "--isolated", "big.py", cwd=tmp_path)
    assert "Traceback" not in result.stderr
    assert result.stdout.splitlines() == ["big.py:1:1: JAX001 file is 1.5 MiB, above max-file-size (1 MiB); not analysed"]
