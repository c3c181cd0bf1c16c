"""Text from a repository (file names, flagged lines) made safe for each kind of output.

A file name may hold a newline, an ESC sequence, a bidi override or bytes that are not UTF-8
(kept as surrogate escapes, as `os.fsdecode` gives them). None of that may reach a terminal or
a CI log raw: it could forge lines (`::error ...` workflow commands), recolour or hide output,
or make writing the report fail. Names and messages are rendered the way Python's repr shows
such characters; source frames get one-character stand-ins so the carets stay aligned; JSON
escapes what its encoder leaves raw. Ordinary text passes through unchanged.
"""

from __future__ import annotations

import json
import os
import re

# C0 and C1 controls, DEL, the line and paragraph separators, the bidi embeddings, overrides and
# isolates (Trojan Source), and lone surrogates (undecodable bytes of a name).
_OTHER_CONTROLS = "\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff"
_HIDDEN_RE = re.compile(f"[\x00-\x1f{_OTHER_CONTROLS}]")
_FRAME_HIDDEN_RE = re.compile(f"[\x00-\x08\x0a-\x1f{_OTHER_CONTROLS}]")  # a tab stays a tab
_JSON_RAW_RE = re.compile(f"[{_OTHER_CONTROLS}]")  # json.dumps escapes the C0 controls itself
# Lines a CI runner takes as commands: GitHub `::error ...`, Azure `##vso[...]`, TeamCity `##teamcity[`.
_COMMAND_PREFIXES = ("::", "##")


def _is_escaped_byte(char: str) -> bool:
    return "\udc80" <= char <= "\udcff"


def _repr_escape(match: re.Match) -> str:
    char = match.group()
    if _is_escaped_byte(char):  # a byte of a name that was not UTF-8: show the byte
        return f"\\x{ord(char) - 0xDC00:02x}"
    return repr(char)[1:-1]  # \n, \t, \x1b, \u202e


def visible(text: str) -> str:
    """`text` on one line with every control character spelled out (`\\n`, `\\x1b`, `\\xff`)."""
    if text.isprintable():  # the common case, checked in C: every hidden character is unprintable
        return text
    return _HIDDEN_RE.sub(_repr_escape, text)


def display_path(name: str) -> str:
    """A file name for a plain-text line that starts with it: visible, and never read as a CI
    runner command (`./` in front keeps it the same path)."""
    shown = visible(name)
    return "./" + shown if shown.startswith(_COMMAND_PREFIXES) else shown


def _picture(match: re.Match) -> str:
    code = ord(match.group())
    if code < 0x20:
        return chr(0x2400 + code)  # Unicode control pictures: ␛ for ESC, ␀ for NUL
    return "\u2421" if code == 0x7F else "\ufffd"


def frame_text(line: str) -> str:
    """A source line for a code frame: every control character but tab becomes one visible
    character (as Ruff shows ␛), so the line stays one line and the carets keep their columns."""
    return line if line.isprintable() else _FRAME_HIDDEN_RE.sub(_picture, line)


def _json_escape(match: re.Match) -> str:
    char = match.group()
    if _is_escaped_byte(char):
        return f"\\\\x{ord(char) - 0xDC00:02x}"  # the text `\xff`: valid UTF-8, as the other formats show it
    if "\ud800" <= char <= "\udfff":
        return f"\\\\u{ord(char):04x}"
    return f"\\u{ord(char):04x}"  # the same character, escaped


def to_json(data) -> str:
    """`json.dumps` keeping non-ASCII text, with the characters it leaves raw (DEL, C1 controls,
    separators, bidi controls, lone surrogates) escaped. They occur only inside strings, so the
    substitution cannot touch the structure."""
    text = json.dumps(data, indent=2, ensure_ascii=False)
    if text.isascii() and "\x7f" not in text:  # the common case, checked in C
        return text + "\n"
    return _JSON_RAW_RE.sub(_json_escape, text) + "\n"


_C_ESCAPES = {0x07: "\\a", 0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0B: "\\v", 0x0C: "\\f", 0x0D: "\\r",
              0x22: '\\"', 0x5C: "\\\\"}


def diff_path(path: str) -> str:
    """A diff header's file name. A name with hidden characters is quoted the way git quotes it
    (`"a/x\\n.py"`, other bytes in octal), so the header stays one line and `git apply` still
    finds the file; other names are left as they are."""
    if visible(path) == path:
        return path
    raw = os.fsencode(path)
    return '"' + "".join(_C_ESCAPES.get(b) or (chr(b) if 0x20 <= b < 0x7F else f"\\{b:03o}") for b in raw) + '"'
