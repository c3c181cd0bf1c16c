"""`# noqa` suppression with flake8's semantics, shared by the CLI, the LSP, the flake8 plugin and
the fixer; which codes a directive suppressed (for JAX100 unused-noqa); where `--add-noqa` and
the LSP's "Disable for this line" put a new one.

`# noqa` silences every code on its physical line, `# noqa: JAX101, JAX302` only those
(case-insensitive, separated by commas or spaces; a listed code also covers the codes it is a
prefix of, as in flake8, so `# noqa: JAX1` covers JAX101). A comment at the end of a multi-line
string covers every line of that string, as flake8 maps it. `# jaxlint: noqa` anywhere in a file
silences the whole file (optionally `# jaxlint: noqa: JAX101`).
"""

from __future__ import annotations

import io
import re
import tokenize
from dataclasses import dataclass, field

# Codes are letters then digits (JAX101, E501), as in flake8 >= 3.8; `[A-Z][0-9]+` would miss
# JAX101 and turn `# noqa: JAX101` into a blanket noqa.
NOQA = re.compile(r"#\s*noqa(?::[\s]?(?P<codes>[A-Z]+[0-9]+(?:[,\s]+[A-Z]+[0-9]+)*))?", re.IGNORECASE)
FILE_NOQA = re.compile(r"#\s*(?:jaxlint|flake8|ruff):\s*noqa(?::\s?(?P<codes>[A-Z]+[0-9]+(?:[,\s]+[A-Z]+[0-9]+)*))?",
                       re.IGNORECASE)
_CODE = re.compile(r"[A-Z]+[0-9]+", re.IGNORECASE)
_SPLIT = re.compile(r"[,\s]+")


@dataclass(frozen=True)
class CodeSpan:
    """One code of a directive, upper-cased, and its columns [start, end) on the comment's line."""

    code: str
    start: int
    end: int


@dataclass
class Directive:
    """One `# noqa` comment: the line it is on, the columns of the directive (`#` to the last
    code), the text of the whole comment, its codes (None: blanket) and the lines it covers."""

    line: int
    start: int
    end: int
    comment_start: int
    comment: str
    codes: tuple[CodeSpan, ...] | None
    covers: tuple[int, ...]
    used: set[str] = field(default_factory=set)  # codes (as written) that suppressed a finding

    def matching(self, code: str) -> list[str]:
        return [c.code for c in self.codes or () if code.startswith(c.code)]


@dataclass
class Suppressions:
    directives: list[Directive]
    file_codes: frozenset[str] | None | bool  # False: no file-level noqa; None: all codes
    _covering: dict[int, list[Directive]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for directive in self.directives:
            for line in directive.covers:
                self._covering.setdefault(line, []).append(directive)

    @property
    def by_line(self) -> dict[int, frozenset[str] | None]:
        """Line -> the codes suppressed there (None: every code)."""
        out: dict[int, frozenset[str] | None] = {}
        for line, directives in self._covering.items():
            if any(d.codes is None for d in directives):
                out[line] = None
            else:
                out[line] = frozenset(c.code for d in directives for c in d.codes)
        return out

    def suppressed(self, code: str, line: int) -> bool:
        """Whether `code` on `line` is silenced; every line directive that silences it is marked
        used (the file-level directive is consulted after them, so a line's own noqa counts)."""
        hit = False
        for directive in self._covering.get(line, ()):
            if directive.codes is None:
                hit = True
                continue
            matching = directive.matching(code)
            if matching:
                directive.used.update(matching)
                hit = True
        if hit:
            return True
        if self.file_codes is None:
            return True
        return bool(self.file_codes) and code.startswith(tuple(self.file_codes))


def _codes(match: re.Match) -> frozenset[str] | None:
    text = match.group("codes")
    if not text:
        return None
    return frozenset(c.upper() for c in _SPLIT.split(text.strip()) if c)


def _comments(source: str) -> tuple[list[tuple[int, int, str]], list[tuple[int, int]]]:
    """(row, column, text) of every comment token, and the (first, last) lines of multi-line
    strings. Source that does not tokenize gets every `#` to the end of its line."""
    comments: list[tuple[int, int, str]] = []
    multiline: list[tuple[int, int]] = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.COMMENT:
                comments.append((tok.start[0], tok.start[1], tok.string))
            elif tok.start[0] != tok.end[0] and tok.type in (tokenize.STRING, getattr(tokenize, "FSTRING_END", -1)):
                multiline.append((tok.start[0], tok.end[0]))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        comments, multiline = [], []
        for number, line in enumerate(source.splitlines(), start=1):
            if "#" in line:
                comments.append((number, line.index("#"), line[line.index("#"):]))
    return comments, multiline


def parse_suppressions(source: str) -> Suppressions:
    """Find noqa comments from real comment tokens (a `# noqa` inside a string does not count)."""
    directives: list[Directive] = []
    file_codes: frozenset[str] | None | bool = False
    if "noqa" not in source.lower():
        return Suppressions(directives, file_codes)
    comments, multiline = _comments(source)
    for line, column, text in comments:
        file_match = FILE_NOQA.search(text)
        if file_match:
            file_codes = _codes(file_match)
            continue
        match = NOQA.search(text)
        if not match:
            continue
        codes = None
        if match.group("codes"):
            base = column + match.start("codes")
            codes = tuple(CodeSpan(m.group().upper(), base + m.start(), base + m.end())
                          for m in _CODE.finditer(match.group("codes")))
        covers = (line,)
        for start, end in multiline:
            if end == line:
                covers = tuple(range(start, end + 1))
        directives.append(Directive(line, column + match.start(), column + match.end(), column, text, codes, covers))
    return Suppressions(directives, file_codes)


# --- JAX100: a code that suppressed nothing ------------------------------------------------

def unused_message(code: str, known: bool) -> str:
    if not known:
        return f"`# noqa: {code}` names no jaxlint rule: it suppresses nothing"
    return f"`# noqa: {code}` suppresses nothing: no {code} finding on this line"


@dataclass(frozen=True)
class LineEdit:
    """Replace columns [start, end) of a 1-based line with `text` (code points)."""

    row: int
    start: int
    end: int
    text: str


def removal(directive: Directive, code: CodeSpan, line_text: str) -> LineEdit:
    """The edit that takes `code` out of `directive`: the code and one separator when others
    remain, else the whole directive (and the comment with it when nothing else is in it). The
    result never leaves a bare `# noqa`, which would silence every code."""
    codes = directive.codes or ()
    if len(codes) > 1:
        index = codes.index(code)
        if index == 0:
            return LineEdit(directive.line, code.start, codes[1].start, "")
        return LineEdit(directive.line, codes[index - 1].end, code.end, "")
    comment_end = directive.comment_start + len(directive.comment)
    after = directive.end
    while after < comment_end and line_text[after] in " \t":
        after += 1
    if after < comment_end:  # `# noqa: JAX101 because ...`: the explanation stays a comment
        keep = "# " if directive.start == directive.comment_start else ""
        return LineEdit(directive.line, directive.start, after, keep)
    start = directive.start  # with the blanks before it: the end of the code, or of the comment before
    while start > 0 and line_text[start - 1] in " \t":
        start -= 1
    return LineEdit(directive.line, start, comment_end, "")


# --- where a new `# noqa: CODE` goes ----------------------------------------------------------

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_LONE_CR = re.compile(r"\r(?!\n)")
_Tokens = tuple[list[tuple[int, tuple[int, str]]], list[tuple[int, int]]]  # (row, comment), (first, last row)
_PIECE_TOKENS: dict[str, _Tokens] = {}  # the last planner's pieces


def _tokens(text: str) -> _Tokens | None:
    """The comments and multi-line strings of `text`; None when it does not tokenize."""
    comments, strings = [], []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.COMMENT:
                comments.append((tok.start[0], (tok.start[1], tok.string)))
            elif tok.start[0] != tok.end[0] and tok.type in (tokenize.STRING, getattr(tokenize, "FSTRING_END", -1)):
                strings.append((tok.start[0], tok.end[0]))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return None
    return comments, strings


class NoqaPlanner:
    """Where `# noqa: CODE` goes for a finding on a given row, from one tokenize of the file.

    A finding inside a multi-line string gets its comment after the string's last line (jaxlint
    and flake8 map that comment to every line of the string). An existing `# noqa: A, B` is
    extended; another comment gets `  # noqa: CODE` after it. A line continued by a backslash
    cannot carry a comment: no edit.

    `pieces`: the source cut between top-level statements (the language server's parse knows
    where). Each piece is tokenized alone, and a piece whose text the last planner saw reuses
    its tokens: an edit re-tokenizes the statements it touched, not the file.
    """

    def __init__(self, source: str, pieces: list[str] | None = None) -> None:
        self.lines = _LINE_BREAK.split(source)
        self.comments: dict[int, tuple[int, str]] = {}
        self.strings: list[tuple[int, int]] = []
        self.ok = True
        if (pieces is not None and "".join(pieces) == source and not _LONE_CR.search(source)
                and self._add_pieces(pieces)):  # a lone CR: tokenize's lines are not the pieces' lines
            return
        self.comments, self.strings = {}, []
        found = _tokens(source)
        if found is None:
            self.ok = False
        else:
            self._add(found, 0)

    def _add_pieces(self, pieces: list[str]) -> bool:
        global _PIECE_TOKENS
        seen, row = {}, 0
        for piece in pieces:
            found = _PIECE_TOKENS.get(piece) or seen.get(piece)
            if found is None:
                found = _tokens(piece)
                if found is None:  # not a whole statement after all: tokenize the file
                    return False
            seen[piece] = found
            self._add(found, row)
            row += piece.count("\n")
        _PIECE_TOKENS = seen
        return True

    def _add(self, found: "_Tokens", offset: int) -> None:
        comments, strings = found
        for row, comment in comments:
            self.comments[row + offset] = comment
        self.strings.extend((start + offset, end + offset) for start, end in strings)

    def target_row(self, row: int) -> int:
        for start, end in self.strings:
            if start <= row < end:
                return end
        return row

    def edit_for(self, row: int, code: str) -> LineEdit | None:
        return self.edit_for_codes(row, [code])

    def edit_for_codes(self, row: int, codes: list[str]) -> LineEdit | None:
        """One edit that makes the comment on `row` (or the line its string ends on) name every
        code in `codes`; None when it already does, or when no comment can go there."""
        if not self.ok or not (1 <= row <= len(self.lines)):
            return None
        row = self.target_row(row)
        line = self.lines[row - 1]
        comment = self.comments.get(row)
        wanted = list(dict.fromkeys(c.upper() for c in codes))
        if comment is not None:
            col, text = comment
            match = NOQA.search(text)
            if match is not None:
                if not match.group("codes"):
                    return None  # a bare noqa already silences everything on the line
                present = [c.upper() for c in _SPLIT.split(match.group("codes")) if c]
                missing = [c for c in wanted if not c.startswith(tuple(present))]
                if not missing:
                    return None
                at = col + match.end("codes")
                return LineEdit(row, at, at, "".join(f", {c}" for c in missing))
        content = line.rstrip()
        if content.endswith("\\") and comment is None:
            return None
        return LineEdit(row, len(content), len(line), f"  # noqa: {', '.join(wanted)}")


def add_noqa(source: str, rows: dict[int, list[str]]) -> tuple[str, int]:
    """`source` with `# noqa: CODES` for every (row -> codes) finding, and how many comments were
    added or extended. Rows whose comment would land on the same line are merged first."""
    planner = NoqaPlanner(source)
    by_target: dict[int, list[str]] = {}
    for row, codes in sorted(rows.items()):
        by_target.setdefault(planner.target_row(row), []).extend(codes)
    edits = [e for e in (planner.edit_for_codes(row, codes) for row, codes in by_target.items()) if e is not None]
    if not edits:
        return source, 0
    starts = [0] + [m.end() for m in _LINE_BREAK.finditer(source)]
    out = source
    for edit in sorted(edits, key=lambda e: e.row, reverse=True):
        base = starts[edit.row - 1]
        out = out[:base + edit.start] + edit.text + out[base + edit.end:]
    return out, len(edits)
