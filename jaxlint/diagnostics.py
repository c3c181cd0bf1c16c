"""The records that flow from rules to reports: diagnostics, fixes and text edits.

Positions are stored 1-based for lines and 0-based (code points) for columns, as LibCST
computes them; each output format converts columns once, at its edge.
"""

from __future__ import annotations

import enum
import hashlib
import os
from dataclasses import dataclass, field
from typing import Any


class Applicability(str, enum.Enum):
    """How far a fix may be trusted (Ruff's three levels)."""

    SAFE = "safe"
    UNSAFE = "unsafe"
    DISPLAY_ONLY = "display-only"


@dataclass(frozen=True)
class Location:
    row: int  # 1-based line
    column: int  # 0-based code-point column


@dataclass(frozen=True)
class Edit:
    """Replace the text between two offsets (code points into the file's text)."""

    start: int
    end: int
    content: str
    location: Location | None = None
    end_location: Location | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "content": self.content,
            "location": _loc_json(self.location),
            "end_location": _loc_json(self.end_location),
        }


@dataclass(frozen=True)
class Fix:
    message: str
    edits: tuple[Edit, ...]
    applicability: Applicability = Applicability.SAFE
    target: str | None = None  # the file (absolute) the edits apply to, when not the finding's own

    def to_json(self) -> dict[str, Any]:
        out = {
            "applicability": self.applicability.value,
            "message": self.message,
            "edits": [e.to_json() for e in self.edits],
        }
        if self.target is not None:
            out["filename"] = self.target
        return out

    def applies_to(self, finding_file: str, path: str) -> bool:
        """Whether the edits are offsets into `path`'s text (`finding_file`: where it is reported)."""
        return os.path.abspath(self.target or finding_file) == os.path.abspath(path)


@dataclass(frozen=True)
class TraceStep:
    """One step of why a value is traced (the transform, a call, a binding, the use), in a file."""

    filename: str
    location: Location
    note: str

    def to_json(self) -> dict[str, Any]:
        return {"filename": self.filename, "row": self.location.row, "column": self.location.column + 1,
                "note": self.note}


@dataclass
class Diagnostic:
    code: str
    name: str
    message: str
    filename: str
    location: Location
    end_location: Location
    fix: Fix | None = None
    noqa_row: int | None = None
    severity: str = "error"
    extra: dict[str, Any] = field(default_factory=dict)
    cell: int | None = None  # a notebook's cell (1-based, markdown cells counted); rows are then within it
    trace: tuple[TraceStep, ...] = ()  # why the value is traced, transform first; () when not about a tracer

    @property
    def url(self) -> str:
        return f"https://github.com/jaxlint/jaxlint/blob/main/docs/rules.md#{self.code.lower()}-{self.name}"

    def sort_key(self) -> tuple:
        return (self.filename, self.cell or 0, self.location.row, self.location.column, self.code)

    def to_json(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "name": self.name,
            "message": self.message,
            "severity": self.severity,
            "filename": self.filename,
            "location": _loc_json(self.location),
            "end_location": _loc_json(self.end_location),
            "noqa_row": self.noqa_row,
            "url": self.url,
            "fix": self.fix.to_json() if self.fix else None,
            "cell": self.cell,  # Ruff's key: null outside notebooks
            "trace": [step.to_json() for step in self.trace],
        }


def _loc_json(loc: Location | None) -> dict[str, int] | None:
    if loc is None:
        return None
    return {"row": loc.row, "column": loc.column + 1}


def text_digest(text: str) -> str:
    """A short digest of a module's text: which text another module's lint read a finding's
    edits against (`Diagnostic.extra["read_text"]`), checked before the edits are applied to it."""
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=8).hexdigest()
