"""`jaxlint check` as the process's own command ends the process itself (`jaxlint.process_end`:
flush, exit handlers, `os._exit`) instead of tearing the interpreter down. What it prints, its
exit code and the exit handlers must be those of a normal exit; a caller of `main([...])`
keeps its interpreter and gets the code back."""

from __future__ import annotations

import os
import subprocess
import sys

from jaxlint.cli import main
from tests.helpers import REPO, TRACED_IF, write

# Many findings: the output is larger than a pipe's and stdio's buffers, so a lost flush shows.
MANY = "import jax\n" + "".join(f"@jax.jit\ndef f{i}(x):\n    if x > {i}:\n        return x\n    return -x\n"
                                for i in range(400))


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT")}
    env["PYTHONPATH"] = str(REPO)
    return env


def _command(cwd, *argv: str, prelude: str = "") -> subprocess.CompletedProcess:
    """`jaxlint ARGV` as a process of its own (`main()` without arguments, as the script calls it)."""
    script = f"import sys\n{prelude}\nsys.argv = ['jaxlint', *{list(argv)!r}]\nfrom jaxlint.cli import main\nsys.exit(main())\n"
    return subprocess.run([sys.executable, "-c", script], cwd=cwd, capture_output=True, text=True, env=_env(),
                          timeout=300)


def test_the_whole_output_and_the_exit_code_arrive(tmp_path, capsys):
    write(tmp_path, "many.py", MANY)
    proc = _command(tmp_path, "check", "--no-cache", "--output-format", "concise", "many.py")
    os.chdir(tmp_path)
    try:
        code = main(["check", "--no-cache", "--output-format", "concise", "many.py"])  # in-process: returns
    finally:
        os.chdir(REPO)
    out, err = capsys.readouterr()
    assert code == 1 and out.count("JAX101") == 400
    assert (proc.returncode, proc.stdout, proc.stderr) == (code, out, err)


def test_exit_handlers_still_run(tmp_path):
    write(tmp_path, "a.py", TRACED_IF)
    prelude = "import atexit\natexit.register(lambda: print('handler ran', file=sys.stderr))"
    proc = _command(tmp_path, "check", "--no-cache", "--output-format", "concise", "a.py", prelude=prelude)
    assert proc.returncode == 1 and "JAX101" in proc.stdout
    assert proc.stderr == "handler ran\n"


def test_a_clean_file_exits_0_and_says_so(tmp_path):
    write(tmp_path, "ok.py", "import jax\n\n@jax.jit\ndef f(x):\n    return x + 1\n")
    proc = _command(tmp_path, "check", "--no-cache", "ok.py")
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "All checks passed!\n", "")


def test_a_reader_gone_before_the_end_exits_0_quietly(tmp_path):
    """stdout's reader is gone: a large output fails while it is written, a small one (still in
    stdout's buffer when `check` returns) at the last flush; both end quietly with 0."""
    write(tmp_path, "many.py", MANY)
    write(tmp_path, "a.py", TRACED_IF)
    for name in ("many.py", "a.py"):
        read, write_end = os.pipe()
        os.close(read)
        try:
            proc = subprocess.run([sys.executable, "-m", "jaxlint", "check", "--no-cache", name], cwd=tmp_path,
                                  stdout=write_end, stderr=subprocess.PIPE, text=True, env=_env(), timeout=300)
        finally:
            os.close(write_end)
        assert (proc.returncode, proc.stderr) == (0, ""), name
