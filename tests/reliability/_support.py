"""Shared pieces of the reliability tests: a subprocess runner, the traced snippets, and checks
that a fix run kept every byte it did not mean to change."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import libcst as cst

from jaxlint.config import Config
from jaxlint.engine import lint_source
from jaxlint.fix_loop import FixOutcome, fix_source, is_applicable

REPO = Path(__file__).resolve().parents[2]

# JAX101 at 4:8 (1-based), with a safe fix (jnp.where).
TRACED_IF = "import jax\n@jax.jit\ndef f(x):\n    if x > 0:\n        return x\n    return -x\n"
FIXED_IF = "import jax\n@jax.jit\ndef f(x):\n    return jax.numpy.where(x > 0, x, -x)\n"
CLEAN = "import jax\n@jax.jit\ndef f(x):\n    return x + 1\n"


def jaxlint(*argv: str, cwd: Path, stdin: bytes | None = None, timeout: float = 300,
            env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """`python -m jaxlint` in a fresh interpreter (a crash of the parser kills only it), no cache,
    no JAXLINT_* variables from the shell."""
    clean = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT_")}
    clean.update({"PYTHONPATH": str(REPO), "JAXLINT_NO_CACHE": "1", **(env or {})})
    return subprocess.run([sys.executable, "-m", "jaxlint", *argv], cwd=cwd, input=stdin, capture_output=True,
                          timeout=timeout, env=clean)


def assert_no_traceback(*streams: str | bytes) -> None:
    for stream in streams:
        text = stream.decode("utf-8", "replace") if isinstance(stream, bytes) else stream
        assert "Traceback" not in text, text[-3000:]


def one_error_line(stderr: str | bytes) -> str:
    """The single `jaxlint: error: ...` line on stderr."""
    text = stderr.decode() if isinstance(stderr, bytes) else stderr
    lines = text.splitlines()
    assert len(lines) == 1 and lines[0].startswith("jaxlint: "), text
    return lines[0]


def parses(source: str) -> bool:
    try:
        cst.parse_module(source)
    except cst.ParserSyntaxError:
        return False
    return True


# --- fix safety -------------------------------------------------------------------------------

def _kept_segments(source: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The parts of `source` no edit span covers, split at insertion points."""
    kept, pos = [], 0
    for start, end in sorted(spans):
        if start > pos:
            kept.append((pos, start))
        pos = max(pos, end)
    if pos < len(source):
        kept.append((pos, len(source)))
    points = sorted({s for s, e in spans if s == e})
    out = []
    for a, b in kept:
        for p in points:
            if a < p < b:
                out.append((a, p))
                a = p
        out.append((a, b))
    return out


def untouched_bytes_kept(old: str, new: str, spans: list[tuple[int, int]]) -> str | None:
    """None when every character of `old` outside `spans` is in `new`, in order and only edit
    spans changed; otherwise the first part of `old` that did not survive."""
    pos = 0
    starts, ends = {s for s, _ in spans}, {e for _, e in spans}
    for a, b in _kept_segments(old, spans):
        text = old[a:b]
        if a == 0 and 0 not in starts:  # nothing inserted before it: still the very beginning
            if not new.startswith(text):
                return text
            pos = len(text)
        elif b == len(old) and len(old) not in ends:  # still the very end
            if not new.endswith(text) or len(new) - len(text) < pos:
                return text
        else:
            found = new.find(text, pos)
            if found < 0:
                return text
            pos = found + len(text)
    return None


def checked_fix(source: str, filename: str = "m.py", unsafe: bool = True,
                config: Config | None = None) -> tuple[FixOutcome, list[str]]:
    """fix_source, plus every property a fix must have; returns the outcome and the problems."""
    config = config or Config()
    rounds: list[tuple[str, list]] = []

    def recording_lint(text, name, cfg):
        result = lint_source(text, name, cfg)
        rounds.append((text, result.diagnostics))
        return result

    outcome = fix_source(source, filename, config, unsafe=unsafe, lint=recording_lint)
    problems = []
    if not parses(outcome.source):
        problems.append("the fixed source does not parse")
    if not outcome.converged:
        problems.append("the fixes did not converge")
    if any(d.code in ("JAX999", "JAX000") for d in outcome.diagnostics):
        problems.append("internal or syntax error: " + "; ".join(d.message for d in outcome.diagnostics
                                                                 if d.code in ("JAX999", "JAX000")))
    again = fix_source(outcome.source, filename, config, unsafe=unsafe)
    if again.source != outcome.source or again.applied_total:
        problems.append(f"a second fix changed the result again ({dict(again.applied)})")
    for (old, diagnostics), (new, _) in zip(rounds, rounds[1:]):
        if old == new:
            continue
        spans = [(e.start, e.end) for d in diagnostics if is_applicable(d, config, unsafe) for e in d.fix.edits]
        lost = untouched_bytes_kept(old, new, spans)
        if lost is not None:
            problems.append(f"bytes outside the fix edits changed: {lost[:200]!r}")
    return outcome, problems
