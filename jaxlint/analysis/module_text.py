"""What a module's text says about one of its top-level names, without parsing it.

Parsing another module of the project costs far more than reading it. Before the analysis
parses one to learn whether `name` there is a function jitted with static arguments, it reads
the text: a name bound at column 0 only by a `class`, by defs whose decorators never spell
`static_arg...`, or by assignments that never do, cannot be one; a name the module imports
is looked up where it comes from. Where the text does not decide (no binding at column 0),
the answer is "maybe", and the module is parsed. The check only ever saves work: it never
says "no" where the parsed module could say "yes".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

STATICS = "static_arg"  # static_argnums, static_argnames, static_broadcasted_argnums

_FROM_IMPORT = re.compile(r"^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]*(\([^)]*\)|[^\n#]*)", re.M)
_IMPORT = re.compile(r"^[ \t]*import[ \t]+([^\n#]*)", re.M)
# an `except ImportError:` (or ModuleNotFoundError) clause: a name it imports again is the fallback for
# when the `try` above failed, and the `try`'s import is the one that runs where the library is installed
_EXCEPT = re.compile(r"^[ \t]*except\b", re.M)
_IMPORT_FALLBACK = re.compile(r"^[ \t]*except[ \t(][^\n#]*\b(?:ImportError|ModuleNotFoundError)\b", re.M)


@dataclass(frozen=True)
class ModuleText:
    text: str
    mentions_statics: bool
    imported: dict[str, tuple[str | None, str]]  # bound name -> (module it comes from, its name there)
    verdicts: dict[str, bool | None] = field(default_factory=dict, compare=False)  # jitted_binding's answers
    defines: dict[str, bool] = field(default_factory=dict, compare=False)  # project._defines' answers


def read(text: str) -> ModuleText:
    imported: dict[str, tuple[str | None, str]] = {}
    first: dict[str, tuple[int, tuple[str | None, str]]] = {}  # name -> where and what it was first bound to
    rebound_at: dict[str, list[int]] = {}

    def bind(name: str, where: int, what: tuple[str | None, str]) -> None:
        if name in first and first[name][1] != what:
            rebound_at.setdefault(name, []).append(where)
        first.setdefault(name, (where, what))

    for match in _FROM_IMPORT.finditer(text):
        module = match.group(1)
        for item in match.group(2).strip("()").split(","):
            parts = item.split()
            if len(parts) == 1:
                imported[parts[0]] = (module, parts[0])
                bind(parts[0], match.start(), imported[parts[0]])
            elif len(parts) == 3 and parts[1] == "as":
                imported[parts[2]] = (module, parts[0])
                bind(parts[2], match.start(), imported[parts[2]])
    for match in _IMPORT.finditer(text):
        for item in match.group(1).split(","):
            parts = item.split()
            if len(parts) == 3 and parts[1] == "as":
                imported[parts[2]] = (None, parts[0])  # a module bound to the name
                bind(parts[2], match.start(), imported[parts[2]])
    for name, later in rebound_at.items():
        start, what = first[name]
        if all(_in_import_fallback(text, start, end) for end in later):
            imported[name] = what  # `try: import jax.numpy as jnp` / `except ImportError: import numpy as jnp`
    return ModuleText(text, STATICS in text, imported)


def _in_import_fallback(text: str, start: int, end: int) -> bool:
    """The import at `end` is indented under an `except` clause, the last one since `start`, that
    catches ImportError or ModuleNotFoundError."""
    clauses = list(_EXCEPT.finditer(text, start, end))
    return bool(clauses) and _IMPORT_FALLBACK.match(text, clauses[-1].start()) is not None and \
        text[end:end + 1] in (" ", "\t")


def jitted_binding(module: ModuleText, name: str) -> bool | None:
    """True when a column-0 `def name` has a decorator spelling static arguments or a
    column-0 `name = ...` statement spells them; False when the column-0 bindings of the name
    do neither; None when the text does not decide (no column-0 binding, or one indented)."""
    if name not in module.verdicts:
        module.verdicts[name] = _jitted_binding(module.text, name)
    return module.verdicts[name]


def _jitted_binding(text: str, name: str) -> bool | None:
    word = re.escape(name)
    lines = text.splitlines()
    binding = re.compile(rf"^(?:(?:async[ \t]+)?def[ \t]+{word}\b|class[ \t]+{word}\b|{word}[ \t]*(?::[^=\n]*)?=(?!=))")
    nested = re.compile(rf"^[ \t]+(?:(?:async[ \t]+)?def[ \t]+{word}\b|{word}[ \t]*=(?!=))")
    found = []
    for i, line in enumerate(lines):
        if name not in line:
            continue
        if nested.match(line):
            return None  # maybe bound inside a top-level `if` or `try`
        if binding.match(line):
            found.append(i)
    if not found:
        return None
    return any(STATICS in _statement(lines, i) for i in found)


def _statement(lines: list[str], i: int) -> str:
    """A binding's own text: everything above a def back to the previous column-0 statement
    (its decorators, and maybe more: more only costs a parse), or an assignment with its
    continuation lines."""
    line = lines[i]
    if line.startswith("class"):
        return ""
    if line.lstrip().startswith(("def", "async")):
        start = i
        while start > 0 and lines[start - 1][:1] in ("@", " ", "\t", ")", "#", ""):
            start -= 1
        return "\n".join(lines[start:i])
    end = i + 1
    while end < len(lines) and lines[end][:1] in (" ", "\t", ")", "]", "}"):
        end += 1
    return "\n".join(lines[i:end])
