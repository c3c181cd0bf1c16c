"""Moving statements into new local functions: their text at a new indentation, names that
clash with nothing, and whether a replaced region held comments the rewrite would drop."""

from __future__ import annotations

import io
import tokenize

import libcst as cst

from jaxlint.analysis.api import iter_tree


class Refused(Exception):
    """A rewrite does not apply; the message says why (the advice shows it)."""


def indent_unit(module: cst.Module | None) -> str:
    return module.default_indent if module is not None else "    "


def statement_text(module: cst.Module | None, stmt: cst.CSTNode) -> str:
    """A statement's source at column 0 (its comments and nested blocks included), no final newline."""
    renderer = module if module is not None else cst.Module([])
    return renderer.code_for_node(stmt).rstrip("\n")


def indented(text: str, unit: str, levels: int = 1) -> str:
    pad = unit * levels
    return "\n".join(pad + line if line.strip() else "" for line in text.split("\n"))


def has_multiline_string(nodes) -> bool:
    """A string literal spanning lines: re-indenting its text would change its value."""
    for node in nodes:
        for sub in iter_tree(node):
            if isinstance(sub, (cst.SimpleString, cst.FormattedString)) and "\n" in cst.Module([]).code_for_node(sub):
                return True
    return False


def names_in(node: cst.CSTNode) -> set[str]:
    return {n.value for n in iter_tree(node) if isinstance(n, cst.Name)}


def fresh_name(base: str, taken: set[str]) -> str:
    """`base`, or `base_1`, `base_2`, ... : a name nothing in `taken` uses; reserves it."""
    name, i = base, 0
    while name in taken:
        i += 1
        name = f"{base}_{i}"
    taken.add(name)
    return name


def drops_comments(module: cst.Module | None, first: cst.CSTNode, rest=()) -> bool:
    """Whether replacing `first` .. the last of `rest` drops a comment: the comments above `first`
    and the one at the end of the region's last line stay where they are."""
    renderer = module if module is not None else cst.Module([])
    parts = [renderer.code_for_node(first.with_changes(leading_lines=()) if hasattr(first, "leading_lines")
                                    else first)]
    parts += [renderer.code_for_node(s) for s in rest]
    text = "".join(parts)
    last_line = text.rstrip("\n").count("\n") + 1
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return True
    return any(t.type == tokenize.COMMENT and t.start[0] < last_line for t in tokens)


def single_or_tuple(names: list[str]) -> str:
    """`a` for one name, `a, b` for several (an assignment target or a return value)."""
    return ", ".join(names)
