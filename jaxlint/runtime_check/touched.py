"""Which entry points a fix touched: those whose lines changed, or that call (directly or
through other module functions) a module-level function whose lines changed."""

from __future__ import annotations

import difflib

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

from jaxlint.runtime_check.targets import Target


def changed_lines(before: str, after: str) -> set[int]:
    """1-based lines of `before` that the edit replaced, deleted, or inserted next to."""
    a, b = before.splitlines(), after.splitlines()
    lines: set[int] = set()
    for tag, i1, i2, _, _ in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        if i1 == i2:  # an insertion: the lines either side
            lines.update({max(i1, 1), i1 + 1})
        else:
            lines.update(range(i1 + 1, i2 + 1))
    return lines


def touched_targets(module: cst.Module, targets: list[Target], lines: set[int]) -> list[Target]:
    """`targets` (found in `module`, the text before the fix) that the changed `lines` affect."""
    positions = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    functions = {stmt.name.value: stmt for stmt in module.body if isinstance(stmt, cst.FunctionDef)}
    touched = {name for name, node in functions.items()
               if any(positions[node].start.line <= n <= positions[node].end.line for n in lines)
               or any(positions[d].start.line <= n <= positions[d].end.line for d in node.decorators for n in lines)}
    uses = {name: _names_used(node) for name, node in functions.items()}
    changed = True
    while changed:  # callers of touched helpers are touched too
        grown = {name for name, used in uses.items() if used & touched} | touched
        changed = grown != touched
        touched = grown
    out = []
    for target in targets:
        if target.covers(lines) or (target.def_name in touched) or (_names_used(target.function) & touched):
            out.append(target)
    return out


def _names_used(node: cst.CSTNode) -> set[str]:
    names: set[str] = set()
    stack = [node.body] if isinstance(node, (cst.FunctionDef, cst.Lambda)) else [node]
    while stack:
        current = stack.pop()
        if isinstance(current, cst.Name):
            names.add(current.value)
        stack.extend(current.children)
    return names
