"""A cheap read-only traversal of LibCST trees.

`CSTNode.visit` rebuilds every node even for a read-only visitor (DESIGN §7); reading the
dataclass fields directly, and skipping whitespace and punctuation, costs a small fraction
of a parse.
"""

from __future__ import annotations

import dataclasses
from typing import Iterator

import libcst as cst

_SKIP_FIELD_WORDS = ("whitespace", "lpar", "rpar", "comma", "semicolon", "colon", "lbracket",
                     "rbracket", "lbrace", "rbrace", "header", "footer", "leading_lines",
                     "lines_after_decorators", "newline", "equal", "dot", "asynchronous",
                     "star_tok", "lines_after", "trailing")

_FIELDS: dict[type, tuple[str, ...]] = {}


def _fields_of(cls: type) -> tuple[str, ...]:
    names = tuple(
        f.name
        for f in dataclasses.fields(cls)
        if not any(word in f.name for word in _SKIP_FIELD_WORDS)
    )
    _FIELDS[cls] = names
    return names


def iter_children(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    cls = type(node)
    names = _FIELDS.get(cls) or _fields_of(cls)
    for name in names:
        value = getattr(node, name)
        if isinstance(value, cst.CSTNode):
            yield value
        elif isinstance(value, (tuple, list)):
            for item in value:
                if isinstance(item, cst.CSTNode):
                    yield item


def iter_tree(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """Every node below `node` (inclusive), depth first, without recursion."""
    stack = [node]
    pop, extend = stack.pop, stack.extend
    while stack:
        current = pop()
        yield current
        children = list(iter_children(current))
        children.reverse()
        extend(children)


SCOPE_NODES = (cst.FunctionDef, cst.Lambda, cst.ClassDef, cst.ListComp, cst.SetComp,
               cst.DictComp, cst.GeneratorExp)


def iter_scope(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """Nodes of one scope: descend into everything except nested scopes (which are yielded)."""
    stack = list(iter_children(node))
    stack.reverse()
    while stack:
        current = stack.pop()
        yield current
        if isinstance(current, SCOPE_NODES):
            continue
        children = list(iter_children(current))
        children.reverse()
        stack.extend(children)
