"""Show verification results: a table or JSON on stdout, and live progress on stderr only
when stderr is a terminal (so it never mixes into anything a program reads)."""

from __future__ import annotations

import json
import sys
import threading
from collections import Counter

from jaxlint.report.escape import display_path, visible
from jaxlint.runtime_check.results import STATUSES, Result

FORMATS = ("full", "json")
_VERBS = {"reference": "running", "compile": "compiling", "run": "running compiled"}


def render(fmt: str, results: list[Result]) -> str:
    return render_json(results) if fmt == "json" else render_full(results)


def render_json(results: list[Result]) -> str:
    return json.dumps([r.to_json() for r in results], indent=2) + "\n"


def render_full(results: list[Result]) -> str:
    if not results:
        return "No traced entry points to verify.\n"
    rows = [("location", "function", "status", "device", "compile", "run", "detail")]
    for r in results:
        rows.append((f"{display_path(r.filename)}:{r.line}", visible(r.function), r.status, r.device or "-",
                     _ms(r.compile_ms), _ms(r.run_ms), visible(r.detail)))
    widths = [max(len(row[i]) for row in rows) for i in range(6)]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row[:6], widths)) + "  " + row[6] for row in rows]
    return "\n".join(line.rstrip() for line in lines) + "\n\n" + summary(results) + "\n"


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
