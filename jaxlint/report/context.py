"""What renderers may need beyond the diagnostics: source lines for code frames, and counts.

A frame uses the text the run already read when the caller hands it over (`sources`). Otherwise
the file is read again, and only as a plain regular file: never below /proc, /sys or /dev (a
committed symlink to /proc/self/environ would print the environment), never a FIFO or a device
(opened non-blocking, checked with fstat), never more than its stat size (procfs files claim 0
bytes) nor more than MAX_FRAME_SOURCE_BYTES.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from jaxlint.notebooks import MAX_NOTEBOOK_BYTES, NotebookError, is_notebook, read_notebook

# Python's line breaks only: str.splitlines() also splits at \f, \v, \x1c-\x1e, \x85, \u2028
# and \u2029, which would shift every frame after one of them.
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
MAX_FRAME_SOURCE_BYTES = 16 * 1024 * 1024  # a larger file gets the headline only, no frame


@dataclass
class ReportContext:
    sources: dict[str, str] = field(default_factory=dict)  # filename -> text, when known
    show_fixes: bool = False
    unsafe_fixes: bool = False
    fixed: int = 0  # fixes applied in this run
    _lines: dict[str, list[str] | None] = field(default_factory=dict, init=False, repr=False)  # split once per file
    _notebooks: dict[str, object] = field(default_factory=dict, init=False, repr=False)  # parsed once per file

    def line(self, filename: str, row: int, cell: int | None = None) -> str | None:
        """Line `row` of the file, or of cell `cell` of a notebook (a notebook has no lines
        outside its cells: its JSON is not shown)."""
        if is_notebook(filename):
            notebook = self.notebook(filename)
            lines = notebook.cell_lines.get(cell) if notebook is not None and cell is not None else None
            return lines[row - 1] if lines is not None and 0 < row <= len(lines) else None
        if filename not in self._lines:
            text = self.sources.get(filename)
            if text is None:
                text = _read(filename)
            self._lines[filename] = None if text is None else _LINE_BREAK.split(text)
        lines = self._lines[filename]
        return lines[row - 1] if lines is not None and 0 < row <= len(lines) else None

    def notebook(self, filename: str):
        """The notebook as the run saw it (or as it is on disk), or None when it cannot be read."""
        if filename not in self._notebooks:
            text = self.sources.get(filename)
            raw = text.encode("utf-8", "surrogatepass") if text is not None else \
                read_regular_file(filename, MAX_NOTEBOOK_BYTES)
            try:
                self._notebooks[filename] = None if raw is None else read_notebook(raw)
            except NotebookError:
                self._notebooks[filename] = None
        return self._notebooks[filename]

    def json_rows(self, d) -> tuple[int, int] | None:
        """For a finding in a notebook's cell: the lines of the .ipynb file that hold its first
        and last row (what annotations on the file point at); None for any other finding."""
        if d.cell is None or not is_notebook(d.filename):
            return None
        notebook = self.notebook(d.filename)
        start = notebook.json_line(d.cell, d.location.row) if notebook is not None else None
        if start is None:
            return 1, 1
        return start, max(start, notebook.json_line(d.cell, d.end_location.row) or start)


def _read(filename: str) -> str | None:
    """Decode as the linter did (BOM, coding cookie) so the frame's columns match the carets."""
    from jaxlint.source_io import SourceError, decode_source

    raw = read_regular_file(filename, MAX_FRAME_SOURCE_BYTES)
    if raw is None:
        return None
    try:
        return decode_source(raw, filename)[0]
    except SourceError:  # a JAX000 for an undecodable file (or one with NUL bytes) still gets a frame
        return raw.decode("utf-8", errors="replace")


def read_regular_file(filename: str, limit: int) -> bytes | None:
    """The bytes of a regular file of at most `limit` bytes, or None for anything else."""
    from pathlib import Path

    from jaxlint.source_io import SourceError, read_regular

    try:
        return read_regular(Path(filename), limit)
    except (SourceError, ValueError):
        return None
