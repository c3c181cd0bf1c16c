"""One .gitignore compiled into a matcher with git's semantics, at a cost that does not grow
with the number of patterns for the common kinds.

Matching pattern after pattern with fnmatch costs O(files x patterns), and past fnmatch's cache
of 32,768 compiled patterns every call compiles again: a generated or hostile 100,000-line
.gitignore then takes hours. Here literal names (`build`), literal paths (`/docs/conf.py`) and
suffix patterns (`*.pyc`) are dictionary look-ups. Other patterns are grouped by the longest
literal text any match must contain (`gen_*.py` under `gen_`), and a group becomes one regular
expression, compiled the first time a path contains that text; only patterns with no literal
text at all (`*`, `[0-9]*`) are tried on every path. The last matching pattern wins, as in git:
a table keeps the latest pattern per key, and a group's alternatives run from its last pattern
to its first.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

_GLOB = re.compile(r"[*?\[\\]")
_CHUNK = 500  # alternatives per regular expression: the engine tries them in C
_POSIX_CLASSES = {"alnum": "a-zA-Z0-9", "alpha": "a-zA-Z", "digit": "0-9", "lower": "a-z", "upper": "A-Z",
                  "space": r" \t\n\r\f\v", "xdigit": "0-9a-fA-F", "blank": r" \t",
                  "punct": re.escape("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")}

Hit = tuple[int, bool]  # (line number of the pattern, ignored: not negated)


def _later(a: Hit | None, b: Hit | None) -> Hit | None:
    return a if b is None or (a is not None and a[0] > b[0]) else b


@dataclass
class _Alternation:
    regex: re.Pattern
    hits: list[Hit]  # per alternative, in the order tried (last pattern first)

    def hit(self, text: str) -> Hit | None:
        found = self.regex.fullmatch(text)
        return self.hits[found.lastindex - 1] if found else None


class _Globs:
    """Wildcard patterns grouped by the longest literal text a match must contain, translated
    into regular expressions (by `translate`) when a path first contains that text."""

    def __init__(self, translate: Callable[[str], str]):
        self._translate = translate
        self._groups: dict[str, list[tuple[str, Hit]]] = {}
        self._compiled: dict[str, list[_Alternation]] = {}
        self._lengths: tuple[int, ...] = ()

    def add(self, pattern: str, hit: Hit) -> None:
        self._groups.setdefault(_required_literal(pattern), []).append((pattern, hit))
        self._lengths = ()

    def latest(self, text: str, found: Hit | None) -> Hit | None:
        """The later of `found` and the last pattern here that matches `text`."""
        if not self._groups:
            return found
        if not self._lengths:
            self._lengths = tuple(sorted({len(literal) for literal in self._groups}))
        candidates = set()
        for length in self._lengths:
            if length > len(text):
                break
            for start in range(len(text) - length + 1) if length else (0,):
                if text[start:start + length] in self._groups:
                    candidates.add(text[start:start + length])
        for literal in candidates:
            for alternation in self._alternations(literal):  # from the last patterns to the first
                if found is not None and alternation.hits[0][0] < found[0]:
                    break
                hit = alternation.hit(text)
                if hit is not None:
                    found = _later(hit, found)
                    break
        return found

    def _alternations(self, literal: str) -> list[_Alternation]:
        compiled = self._compiled.get(literal)
        if compiled is None:
            ordered = self._groups[literal][::-1]
            compiled = self._compiled[literal] = [
                _Alternation(re.compile("|".join(f"({self._translate(p)})" for p, _ in chunk), re.DOTALL),
                             [hit for _, hit in chunk])
                for chunk in (ordered[i:i + _CHUNK] for i in range(0, len(ordered), _CHUNK))]
        return compiled


@dataclass
class _Patterns:
    """Patterns of one .gitignore, by kind: names match a path's last segment, paths the whole
    path relative to the .gitignore's folder."""
    names: dict[str, Hit] = field(default_factory=dict)
    paths: dict[str, Hit] = field(default_factory=dict)
    suffixes: dict[str, Hit] = field(default_factory=dict)
    name_globs: _Globs = field(default_factory=lambda: _Globs(_segment_regex))
    path_globs: _Globs = field(default_factory=lambda: _Globs(_path_regex))
    _suffix_lengths: tuple[int, ...] = ()

    def add(self, text: str, anchored: bool, hit: Hit) -> None:
        if not _GLOB.search(text):
            (self.paths if anchored else self.names)[text] = hit
        elif not anchored and text.startswith("*") and len(text) > 1 and not _GLOB.search(text[1:]):
            self.suffixes[text[1:]] = hit
            self._suffix_lengths = ()
        else:
            (self.path_globs if anchored else self.name_globs).add(text, hit)

    def latest(self, rel: str, name: str) -> Hit | None:
        found = _later(self.names.get(name), self.paths.get(rel))
        if self.suffixes and not self._suffix_lengths:
            self._suffix_lengths = tuple(sorted({len(suffix) for suffix in self.suffixes}))
        for length in self._suffix_lengths:
            if length <= len(name):
                found = _later(self.suffixes.get(name[-length:]), found)
        return self.path_globs.latest(rel, self.name_globs.latest(name, found))


class GitignoreMatcher:
    """The patterns of one .gitignore, for paths relative to the folder that holds it."""

    def __init__(self, base: str):
        self.base = base  # the folder, absolute and '/'-separated
        self.prefix = base.rstrip("/") + "/"
        self._any = _Patterns()  # for files and folders
        self._folders = _Patterns()  # `name/`: for folders only

    def match(self, rel: str, is_dir: bool) -> bool | None:
        """True: ignored, False: re-included by a `!` pattern, None: no pattern matches."""
        name = rel.rpartition("/")[2]
        hit = self._any.latest(rel, name)
        if is_dir:
            hit = _later(self._folders.latest(rel, name), hit)
        return None if hit is None else hit[1]


def compile_gitignore(base: str, text: str) -> GitignoreMatcher:
    """The matcher for a .gitignore with contents `text` in folder `base`."""
    matcher = GitignoreMatcher(base)
    for index, line in enumerate(text.splitlines()):
        pattern = _parse(line)
        if pattern is not None:
            pattern_text, negate, dir_only, anchored = pattern
            (matcher._folders if dir_only else matcher._any).add(pattern_text, anchored, (index, not negate))
    return matcher


def _parse(line: str) -> tuple[str, bool, bool, bool] | None:
    """(pattern, negated, folders only, anchored to the .gitignore's folder), or None for a
    blank line or a comment."""
    if not line or line.startswith("#"):
        return None
    while line.endswith(" ") and not line.endswith("\\ "):  # trailing spaces, unless escaped
        line = line[:-1]
    negate = line.startswith("!")
    if negate:
        line = line[1:]
    elif line.startswith(("\\!", "\\#")):
        line = line[1:]
    dir_only = line.endswith("/")
    line = line.rstrip("/")
    anchored = "/" in line
    line = line.removeprefix("/")
    if anchored and line.startswith("**/") and "/" not in line[3:]:
        line, anchored = line[3:], False  # `**/name` is `name` at any depth
    if not line:
        return None
    return line, negate, dir_only, anchored


_NOT_LITERAL = re.compile(r"\[[!^]?\]?[^\]]*\]|\\.?|[*?\[\]/]")


def _required_literal(pattern: str) -> str:
    """The longest run of plain characters in a pattern, which every path it matches contains;
    '' when there is none (or a POSIX class makes the brackets hard to read)."""
    if "[:" in pattern:
        return ""
    return max(_NOT_LITERAL.split(pattern), key=len)


def _path_regex(pattern: str) -> str:
    """A '/'-separated pattern, matched against the whole relative path."""
    segments: list[str] = []
    for segment in pattern.split("/"):
        if not (segment == "**" and segments[-1:] == ["**"]):
            segments.append(segment)
    out = []
    last = len(segments) - 1
    for i, segment in enumerate(segments):
        if segment == "**":
            out.append(".*" if i == last else "(?:.*/)?")  # everything inside / any folders between
        else:
            out.append(_segment_regex(segment) + ("/" if i < last else ""))
    return "".join(out)


def _segment_regex(segment: str) -> str:
    """One path segment: `*` and `?` never match '/', `[...]` is a class, `\\x` is x."""
    out = []
    i, n = 0, len(segment)
    while i < n:
        c = segment[i]
        if c == "*":
            out.append("[^/]*")
            while i + 1 < n and segment[i + 1] == "*":
                i += 1
        elif c == "?":
            out.append("[^/]")
        elif c == "\\" and i + 1 < n:
            i += 1
            out.append(re.escape(segment[i]))
        elif c == "[":
            end, cls = _class(segment, i)
            if cls is None:
                out.append(re.escape(c))
            else:
                out.append(cls)
                i = end
        else:
            out.append(re.escape(c))
        i += 1
    return "".join(out)


def _class(segment: str, start: int) -> tuple[int, str | None]:
    """The `[...]` class opening at `start`: (index of its `]`, regex), or (start, None) when
    it is not closed (then `[` is a literal)."""
    i, n = start + 1, len(segment)
    negate = i < n and segment[i] in "!^"
    i += negate
    body = []
    first = True
    while i < n and (segment[i] != "]" or first):
        c = segment[i]
        if c == "[" and segment.startswith("[:", i):
            close = segment.find(":]", i + 2)
            name = segment[i + 2:close] if close >= 0 else ""
            if name in _POSIX_CLASSES:
                body.append(_POSIX_CLASSES[name])
                i = close + 2
                first = False
                continue
        if c == "\\" and i + 1 < n:
            i += 1
            body.append(re.escape(segment[i]))
        elif c == "-" and not first and i + 1 < n and segment[i + 1] != "]":
            body.append("-")
        else:
            body.append(re.escape(c))
        first = False
        i += 1
    if i >= n:
        return start, None
    return i, ("[^/" if negate else "[") + "".join(body) + "]"
