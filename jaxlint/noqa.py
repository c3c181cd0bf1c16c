"""`# noqa` suppression with flake8's semantics, shared by the CLI, the LSP and the fixer.

`# noqa` silences every code on its physical line, `# noqa: JAX101, JAX302` only those
(case-insensitive, separated by commas or spaces). A comment at the end of a multi-line
string covers every line of that string, as flake8 maps it. `# jaxlint: noqa` anywhere in a
file silences the whole file (optionally `# jaxlint: noqa: JAX101`).
"""

from __future__ import annotations

import io
import re
import tokenize
from dataclasses import dataclass

# Codes are letters then digits (JAX101, E501), as in flake8 >= 3.8; `[A-Z][0-9]+` would miss
# JAX101 and turn `# noqa: JAX101` into a blanket noqa.
NOQA = re.compile(r"#\s*noqa(?::[\s]?(?P<codes>[A-Z]+[0-9]+(?:[,\s]+[A-Z]+[0-9]+)*))?", re.IGNORECASE)
FILE_NOQA = re.compile(r"#\s*(?:jaxlint|flake8|ruff):\s*noqa(?::\s?(?P<codes>[A-Z]+[0-9]+(?:[,\s]+[A-Z]+[0-9]+)*))?",
                       re.IGNORECASE)
_SPLIT = re.compile(r"[,\s]+")


@dataclass
class Suppressions:
    by_line: dict[int, frozenset[str] | None]  # None: every code
    file_codes: frozenset[str] | None | bool  # False: no file-level noqa; None: all codes

    def suppressed(self, code: str, line: int) -> bool:
        if self.file_codes is None or (self.file_codes and code in self.file_codes):
            return True
        if line not in self.by_line:
            return False
        codes = self.by_line[line]
        return codes is None or code in codes


def _codes(match: re.Match) -> frozenset[str] | None:
    text = match.group("codes")
    if not text:
        return None
    return frozenset(c.upper() for c in _SPLIT.split(text.strip()) if c)


def parse_suppressions(source: str) -> Suppressions:
    """Find noqa comments from real comment tokens (a `# noqa` inside a string does not count)."""
    by_line: dict[int, frozenset[str] | None] = {}
    file_codes: frozenset[str] | None | bool = False
    if "noqa" not in source.lower():
        return Suppressions(by_line, file_codes)
    comments: list[tuple[int, str]] = []
    multiline: list[tuple[int, int]] = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.COMMENT:
                comments.append((tok.start[0], tok.string))
            elif tok.start[0] != tok.end[0] and tok.type in (tokenize.STRING, getattr(tokenize, "FSTRING_END", -1)):
                multiline.append((tok.start[0], tok.end[0]))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        comments = []
        for number, line in enumerate(source.splitlines(), start=1):
            if "#" in line:
                comments.append((number, line[line.index("#"):]))
    for line, text in comments:
        file_match = FILE_NOQA.search(text)
        if file_match:
            file_codes = _codes(file_match)
            continue
        match = NOQA.search(text)
        if not match:
            continue
        codes = _codes(match)
        targets = [line]
        for start, end in multiline:
            if end == line:
                targets = list(range(start, end + 1))
        for target in targets:
            previous = by_line.get(target, frozenset())
            if codes is None or previous is None:
                by_line[target] = None
            else:
                by_line[target] = previous | codes
    return Suppressions(by_line, file_codes)
