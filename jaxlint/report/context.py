"""What renderers may need beyond the diagnostics: source lines for code frames, and counts."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

# Python's line breaks only: str.splitlines() also splits at \f, \v, \x1c-\x1e, \x85, \u2028
# and \u2029, which would shift every frame after one of them.
_LINE_BREAK = re.compile(r"\r\n|\r|\n")


@dataclass
class ReportContext:
    sources: dict[str, str] = field(default_factory=dict)  # filename -> text, when known
    show_fixes: bool = False
    unsafe_fixes: bool = False
    fixed: int = 0  # fixes applied in this run

    def line(self, filename: str, row: int) -> str | None:
        text = self.sources.get(filename)
        if text is None:
            text = _read(filename)
            if text is None:
                return None
            self.sources[filename] = text
        lines = _LINE_BREAK.split(text)
        return lines[row - 1] if 0 < row <= len(lines) else None


def _read(filename: str) -> str | None:
    """Decode as the linter did (BOM, coding cookie) so the frame's columns match the carets."""
    from jaxlint.source_io import SourceError, read_regular, read_source

    try:
        return read_source(Path(filename)).text
    except SourceError:
        pass
    try:  # regular files only: a link to /proc/self/environ must not print the environment
        return read_regular(Path(filename)).decode("utf-8", errors="replace")
    except SourceError:
        return None
