"""Show verification results: a table or JSON on stdout (or a JSON file: --verify-report),
and live progress on stderr only when stderr is a terminal (so it never mixes into anything a
program reads).

The JSON is a list with one object per checked or rewritten function: `filename`, `function`,
`line`, `status`, `device`, `checks` (forward, grad, repeat, leak, call-sites: each passed,
failed or not-run), `inputs` (kind, origin and outcome of every candidate input), `detail`,
`via` (the entry points that verified a helper), `compile_ms`, `run_ms`.
"""

from __future__ import annotations

import json
import sys
import threading
from collections import Counter

from jaxlint.report.escape import display_path, visible
from jaxlint.runtime_check.results import CHECKS, FAILED, PASSED, STATUSES, Result

FORMATS = ("full", "json")
_VERBS = {"reference": "running", "grad-reference": "differentiating", "compile": "compiling",
          "run": "running compiled", "repeat": "calling again", "grad": "compiling the gradient of"}
_SHORT = {"forward": "fwd", "grad": "grad", "repeat": "rep", "leak": "leak", "call-sites": "calls"}


def render(fmt: str, results: list[Result]) -> str:
    return render_json(results) if fmt == "json" else render_full(results)


def render_json(results: list[Result]) -> str:
    return json.dumps([r.to_json() for r in results], indent=2) + "\n"


def write_report(path: str, results: list[Result]) -> None:
    """--verify-report: the JSON list, written atomically."""
    import os
    import tempfile

    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".jaxlint-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(render_json(results))
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def render_full(results: list[Result]) -> str:
    if not results:
        return "No traced entry points to verify.\n"
    rows = [("location", "function", "status", "device", "checks", "compile", "run", "detail")]
    for r in results:
        rows.append((f"{display_path(r.filename)}:{r.line}", visible(r.function), r.status, r.device or "-",
                     checks_cell(r.checks), _ms(r.compile_ms), _ms(r.run_ms), visible(r.detail)))
    widths = [max(len(row[i]) for row in rows) for i in range(7)]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row[:7], widths)) + "  " + row[7] for row in rows]
    return "\n".join(line.rstrip() for line in lines) + "\n\n" + summary(results) + "\n"


def checks_cell(checks: dict[str, str]) -> str:
    """`fwd grad rep leak calls`: the checks that passed, `!grad` for one that failed."""
    parts = [("!" if checks.get(c) == FAILED else "") + _SHORT[c] for c in CHECKS
             if checks.get(c) in (PASSED, FAILED)]
    return " ".join(parts) or "-"


def summary(results: list[Result]) -> str:
    counts = Counter(r.status for r in results)
    parts = [f"{counts[s]} {s}" for s in STATUSES if counts[s]]
    devices = sorted({r.device for r in results if r.device})
    on = f" on {', '.join(devices)}" if devices else ""
    n = len(results)
    return f"Verified {counts['verified']} of {n} function{'s' if n != 1 else ''}{on}: {', '.join(parts)}."


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f} ms"


class Progress:
    """One self-overwriting line on stderr while workers run; silent unless stderr is a tty."""

    def __init__(self, total: int, stream=None) -> None:
        self.stream = stream or sys.stderr
        self.enabled = total > 0 and _isatty(self.stream)
        self.total, self.done = total, 0
        self.lock = threading.Lock()

    def event(self, filename: str, event: dict) -> None:
        if not self.enabled:
            return
        with self.lock:
            if event["event"] == "result":
                self.done += 1
            elif event["event"] == "step":
                verb = _VERBS.get(event["step"], event["step"])
                self._show(f"{verb} {visible(filename)}:{event['name']}")
            elif event["event"] == "importing":
                self._show(f"importing {visible(filename)}")

    def _show(self, text: str) -> None:
        line = f"[{self.done}/{self.total}] {text}"[:120]
        self.stream.write("\r\x1b[K" + line)
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\r\x1b[K")
            self.stream.flush()


def _isatty(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
