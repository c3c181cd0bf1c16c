"""What renderers may need beyond the diagnostics: source lines for code frames, and counts."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class ReportContext:
    sources: dict[str, str] = field(default_factory=dict)  # filename -> text, when known
    show_fixes: bool = False
    unsafe_fixes: bool = False
    fixed: int = 0  # fixes applied in this run

    def line(self, filename: str, row: int) -> str | None:
        text = self.sources.get(filename)
        if text is None:
            try:
                text = Path(filename).read_text(encoding="utf-8", errors="replace")
            except OSError:
                return None
            self.sources[filename] = text
        lines = text.splitlines()
        return lines[row - 1] if 0 < row <= len(lines) else None
