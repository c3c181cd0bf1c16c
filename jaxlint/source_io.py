"""Read source files the way Python does (BOM, coding cookie) and write them back atomically,
keeping encoding, BOM, line endings and permissions."""

from __future__ import annotations

import io
import os
import re
import stat
import tempfile
import tokenize
from dataclasses import dataclass
from pathlib import Path


class SourceError(Exception):
    """A file that cannot be read as Python text; the message is one line."""


@dataclass
class SourceFile:
    path: Path
    text: str
    encoding: str  # as detected; 'utf-8-sig' when the file starts with a BOM
    raw: bytes


def decode_source(raw: bytes, name: str = "<stdin>") -> tuple[str, str]:
    if b"\x00" in raw:
        raise SourceError(f"{name}: contains NUL bytes (not a Python source file)")
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(raw).readline)
    except SyntaxError as exc:
        raise SourceError(f"{name}: {exc.msg if hasattr(exc, 'msg') else exc}") from None
    try:
        text = raw.decode(encoding)
    except (UnicodeDecodeError, LookupError) as exc:
        raise SourceError(f"{name}: cannot decode as {encoding}: {exc.reason if hasattr(exc, 'reason') else exc}") from None
    if encoding == "utf-8-sig" and text.startswith("\ufeff"):
        text = text[1:]
    return text, encoding


# Nesting the parser cannot take: LibCST's native parser overflows its stack (a segfault, not an
# exception) around 1,000 nested brackets and takes quadratic time on long operator chains
# (20,000 terms: minutes). CPython itself refuses more than 200 nested brackets.
MAX_BRACKETS = 200
MAX_NESTING = 1000
_STRINGS_AND_COMMENTS = re.compile(
    r"""'''(?:[^\\]|\\.)*?(?:'''|\Z)|\"\"\"(?:[^\\]|\\.)*?(?:\"\"\"|\Z)"""
    r"""|'(?:[^\\'\n]|\\.)*(?:'|$)|"(?:[^\\"\n]|\\.)*(?:"|$)|\#[^\n]*|\\\n""", re.S | re.M)
_KEYWORD_OPERATORS = re.compile(r"(?<![\w.])(?:and|or|not|if|else|lambda|await)(?!\w)")
# Keep brackets, separators, operators and string placeholders; '\x01' is a line break inside a token.
_REDUCE = dict.fromkeys(range(128))
_REDUCE.update({ord(c): "(" for c in "([{"} | {ord(c): ")" for c in ")]}"} | {ord(c): "," for c in ",;:="})
_REDUCE.update({ord(c): "+" for c in "+-*/%@&|^~<>.!"} | {ord(c): c for c in '\n"\x01'})


def _placeholder(match: re.Match) -> str:
    token = match.group()
    return ('"' if token[0] in "'\"" else " ") + "\x01" * token.count("\n")


def nesting_problem(text: str) -> tuple[int, str] | None:
    """(line, reason) when `text` nests deeper than the parser can take, else None. An estimate
    from brackets and operators (strings and comments skipped), exact for brackets."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    reduced = _KEYWORD_OPERATORS.sub("+", _STRINGS_AND_COMMENTS.sub(_placeholder, text)).translate(_REDUCE)
    stack = []  # per open bracket, the enclosing segment: (operators, deepest group, deepest segment)
    ops = child = deepest = 0
    line, last = 1, ""
    for c in reduced:
        if c == "+":
            ops += 1
        elif c == '"':
            ops += last == '"'  # implicit concatenation nests too
        elif c == "(":
            if len(stack) >= MAX_BRACKETS:
                return line, f"too many nested parentheses (more than {MAX_BRACKETS} levels)"
            stack.append((ops + 1, child, deepest))  # a call or subscript nests its operand too
            ops = child = deepest = 0
        elif c == ")":
            if stack:
                inner = max(deepest, ops + child) + 1
                ops, child, deepest = stack.pop()
                child = max(child, inner)
        elif c == "," or (c == "\n" and not stack):
            deepest = max(deepest, ops + child)
            ops = child = 0
        if c in "\n\x01":
            line += 1
        else:
            last = c
        if ops + child > MAX_NESTING:
            return line, f"expression nested too deeply (more than {MAX_NESTING} levels)"
    return None


def read_source(path: Path) -> SourceFile:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SourceError(f"{path}: cannot read: {exc.strerror or exc}") from None
    text, encoding = decode_source(raw, str(path))
    return SourceFile(path=path, text=text, encoding=encoding, raw=raw)


def encode_source(text: str, encoding: str) -> bytes:
    if encoding == "utf-8-sig":
        return "\ufeff".encode("utf-8") + text.encode("utf-8")
    return text.encode(encoding)


def write_atomic(path: Path, data: bytes, expected_original: bytes | None = None) -> None:
    """Write via a temporary file in the same folder and rename over the original, keeping its
    permission bits; a symlink stays a symlink (its target is rewritten). With
    `expected_original`, refuse when the file changed meanwhile, unless it already holds `data`
    (another run wrote the same fix); the check is made just before the rename."""
    target = Path(os.path.realpath(path))
    mode = stat.S_IMODE(os.stat(target).st_mode)
    fd, tmp = tempfile.mkstemp(prefix=".jaxlint-", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        if expected_original is not None:
            current = target.read_bytes()
            if current == data:
                os.unlink(tmp)
                return
            if current != expected_original:
                raise SourceError(f"{path}: changed on disk while jaxlint was fixing it; not written")
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
