"""Text arithmetic for the language server, kept free of pygls so it is unit-testable alone.

Positions inside jaxlint are (1-based row, 0-based code-point column); LSP positions are
(0-based line, column in the negotiated units: UTF-16 code units unless the client chose
UTF-8 or UTF-32). Lines break at `\\r\\n`, `\\r` and `\\n` only, in both (`str.splitlines`
also breaks at `\\f`, `\\x1c`, `\\u2028`... and would shift every line after one).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

_LINE_BREAK = re.compile(r"\r\n|\r|\n")

Units = Callable[[str], int]  # the length of a string in the client's units


def utf16_units(text: str) -> int:
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def utf8_units(text: str) -> int:
    return len(text.encode("utf-8", "surrogatepass"))


def units_for(encoding: object) -> Units:
    """The unit counter for a negotiated `positionEncoding` (UTF-16 when none was)."""
    name = getattr(encoding, "value", encoding)  # lsprotocol's PositionEncodingKind, or a plain string
    return {"utf-8": utf8_units, "utf-32": len}.get(name if isinstance(name, str) else "", utf16_units)


def split_lines(text: str) -> list[str]:
    """The document's lines without their endings; a text ending in a newline has a last ''."""
    return _LINE_BREAK.split(text)


def line_starts(text: str) -> list[int]:
    return [0] + [m.end() for m in _LINE_BREAK.finditer(text)]


def to_client(lines: list[str], row: int, column: int, units: Units = utf16_units) -> tuple[int, int]:
    """(1-based row, code-point column) -> (0-based line, client character)."""
    line = row - 1
    if line >= len(lines):  # past the end: the end of the document
        return len(lines) - 1, units(lines[-1]) if lines else 0
    text = lines[line]
    if text.isascii():  # one unit per character in every encoding: no count to make
        return line, min(column, len(text))
    return line, units(text[:column])


def code_point_column(line: str, character: int, units: Units = utf16_units) -> int:
    """A client column (in its units) -> a code-point index into `line`, clamped: past the end
    is the end, and a column inside a character (half a surrogate pair) is that character's start."""
    if character <= 0:
        return 0
    if units(line) == len(line):  # one unit per character: the common case, O(1) after one C pass
        return min(character, len(line))
    low, high = 0, min(character, len(line))  # the largest k with units(line[:k]) <= character
    while low < high:
        middle = (low + high + 1) // 2
        if units(line[:middle]) <= character:
            low = middle
        else:
            high = middle - 1
    return low


def position_offset(text: str, line: int, character: int, units: Units = utf16_units) -> int:
    """A client position -> a code-point offset into `text`, clamped as LSP asks: a line past
    the end is the end of the text, a column past the end of its line is the line's end.
    Lines break at \\r\\n, \\r and \\n only, whatever pygls' `str.splitlines` thinks."""
    start = _line_start(text, line)
    if start is None:
        return len(text)
    end = _LINE_BREAK.search(text, start)
    return start + code_point_column(text[start:end.start() if end else len(text)], character, units)


def _line_start(text: str, line: int) -> int | None:
    """Where 0-based `line` starts (None past the end); regex work in C, not a Python loop over lines."""
    if line <= 0:
        return 0
    if line > text.count("\n") + text.count("\r") - text.count("\r\n"):
        return None
    return re.compile(r"(?>[^\r\n]*+(?:\r\n|\r|\n)){%d}" % line).match(text).end()


def apply_change(text: str, start: tuple[int, int], end: tuple[int, int], new_text: str,
                 units: Units = utf16_units) -> str:
    """Replace the client range [start, end) of `text` (an incremental didChange)."""
    first, last = sorted((position_offset(text, *start, units), position_offset(text, *end, units)))
    return text[:first] + new_text + text[last:]


def offset_to_row_col(starts: list[int], offset: int) -> tuple[int, int]:
    import bisect

    index = bisect.bisect_right(starts, offset) - 1
    return index + 1, offset - starts[index]


@dataclass(frozen=True)
class TextChange:
    """Replace code points [start, end) of the old text with `text`."""

    start: int
    end: int
    text: str


def changed_region(old: str, new: str) -> TextChange | None:
    """The smallest single replacement that turns `old` into `new` (None when equal)."""
    if old == new:
        return None
    limit = min(len(old), len(new))
    prefix = 0
    while prefix < limit and old[prefix] == new[prefix]:
        prefix += 1
    suffix = 0
    while suffix < limit - prefix and old[len(old) - 1 - suffix] == new[len(new) - 1 - suffix]:
        suffix += 1
    # Never split a \r\n pair: widen to whole line breaks.
    start, old_end, new_end = prefix, len(old) - suffix, len(new) - suffix
    if start > 0 and old[start - 1] == "\r" and start < len(old) and old[start] == "\n":
        start -= 1
    if 0 < old_end < len(old) and old[old_end - 1] == "\r" and old[old_end] == "\n":
        old_end += 1
        new_end += 1
    return TextChange(start, old_end, new[start:new_end])
