"""Which functions a fix rewrote, and which entry points may reach them (statically).

A rewritten unit is a module-level function, a method of a module-level class, or a
`g = jax.jit(f)` binding whose lines (decorators included) the fix changed; code nested in a
function (a `lax.scan` body, a lambda, a closure) belongs to the enclosing unit. A unit that
is itself a target is verified directly. Otherwise the targets that may call it (through any
chain of module functions and methods, by name) are run, and the worker records whether they
actually executed the unit's code; only those that did lend it their verdict.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

from jaxlint.runtime_check.targets import Target, def_span


def changed_lines(before: str, after: str) -> set[int]:
    """1-based lines of `before` that the edit replaced, deleted, or inserted next to."""
    return _changed(before, after, old_side=True)


def changed_after_lines(before: str, after: str) -> set[int]:
    """The same, numbered in `after`: the lines the edit wrote, or next to which it deleted."""
    return _changed(before, after, old_side=False)


def _changed(before: str, after: str, old_side: bool) -> set[int]:
    a, b = before.splitlines(), after.splitlines()
    lines: set[int] = set()
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        lo, hi = (i1, i2) if old_side else (j1, j2)
        if lo == hi:  # nothing on this side: the lines either side
            lines.update({max(lo, 1), lo + 1})
        else:
            lines.update(range(lo + 1, hi + 1))
    return lines


@dataclass
class Unit:
    name: str  # "f", "Model.apply", or the bound name of `g = jax.jit(f)`
    line: int  # the def (or binding) line in the rewritten text
    span: tuple[int, int]  # its lines in the rewritten text, decorators included
    node: cst.FunctionDef | None  # None for a binding
    class_node: cst.ClassDef | None = None
    is_static: bool = False  # a staticmethod: no self

    @property
    def refs(self) -> set[str]:
        """The names other code uses to reach it (a method by its attribute name)."""
        return {self.name.rsplit(".", 1)[-1]}


def rewritten_units(module: cst.Module, lines: set[int], targets: list[Target]) -> list[Unit]:
    """The units of the rewritten `module` that contain one of `lines` (numbered in it)."""
    positions = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    hit = lambda span: any(span[0] <= n <= span[1] for n in lines)  # noqa: E731
    bindings = {t.span: t for t in targets if t.extra_spans}
    units: list[Unit] = []
    for stmt in module.body:
        if isinstance(stmt, cst.FunctionDef):
            span = def_span(stmt, positions)
            if hit(span):
                units.append(Unit(stmt.name.value, positions[stmt.name].start.line, span, stmt))
        elif isinstance(stmt, cst.ClassDef):
            for item in stmt.body.body:
                if isinstance(item, cst.FunctionDef):
                    span = def_span(item, positions)
                    if hit(span):
                        units.append(Unit(f"{stmt.name.value}.{item.name.value}", positions[item.name].start.line,
                                          span, item, stmt, _is_staticmethod(item)))
        else:
            span = (positions[stmt].start.line, positions[stmt].end.line)
            if hit(span) and span in bindings:
                units.append(Unit(bindings[span].name, span[0], span, None))
    return units


def unit_spans(module: cst.Module) -> dict[str, tuple[int, int]]:
    """{unit name: lines} for every module-level function, method and binding of `module` (to
    find a rewritten unit in the original text, where fixes never rename functions)."""
    positions = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    spans: dict[str, tuple[int, int]] = {}
    for stmt in module.body:
        if isinstance(stmt, cst.FunctionDef):
            spans[stmt.name.value] = def_span(stmt, positions)
        elif isinstance(stmt, cst.ClassDef):
            for item in stmt.body.body:
                if isinstance(item, cst.FunctionDef):
                    spans[f"{stmt.name.value}.{item.name.value}"] = def_span(item, positions)
        elif isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Assign):
            for target in stmt.body[0].targets:
                if isinstance(target.target, cst.Name):
                    spans[target.target.value] = (positions[stmt].start.line, positions[stmt].end.line)
    return spans


def _is_staticmethod(node: cst.FunctionDef) -> bool:
    return any(isinstance(d.decorator, cst.Name) and d.decorator.value == "staticmethod" for d in node.decorators)


def reaching_targets(module: cst.Module, refs: set[str], targets: list[Target]) -> list[Target]:
    """Targets whose code may call something known by `refs`, directly or through a chain of the
    module's functions and methods (names only: an over-approximation the worker narrows)."""
    known: dict[str, tuple[set[str], set[str]]] = {}  # key -> (names it is called by, names its body uses)
    for stmt in module.body:
        if isinstance(stmt, cst.FunctionDef):
            known[stmt.name.value] = ({stmt.name.value}, names_used(stmt))
        elif isinstance(stmt, cst.ClassDef):
            for item in stmt.body.body:
                if isinstance(item, cst.FunctionDef):
                    known[f"{stmt.name.value}.{item.name.value}"] = ({item.name.value}, names_used(item))
    reached, callers = set(refs), set()
    grew = True
    while grew:
        grew = False
        for key, (called_by, used) in known.items():
            if key not in callers and used & reached:
                callers.add(key)
                reached |= called_by
                grew = True
    return [t for t in targets if t.name in callers or (t.def_name in callers and not t.is_method)
            or names_used(t.function) & reached]


def names_reached(module: cst.Module, function: cst.CSTNode) -> set[str]:
    """Names `function` uses, and those used by the module functions and methods it may call."""
    bodies: dict[str, set[str]] = {}
    for stmt in module.body:
        if isinstance(stmt, cst.FunctionDef):
            bodies.setdefault(stmt.name.value, set()).update(names_used(stmt))
        elif isinstance(stmt, cst.ClassDef):
            for item in stmt.body.body:
                if isinstance(item, cst.FunctionDef):
                    bodies.setdefault(item.name.value, set()).update(names_used(item))
    reached, todo = set(), [names_used(function)]
    while todo:
        for name in todo.pop() - reached:
            reached.add(name)
            if name in bodies:
                todo.append(bodies[name])
    return reached


# Calls whose derivatives can differ from the Python they replace: `where`/`select`/`cond`
# evaluate (and differentiate) the branch not taken, so a branch that is NaN or infinite where
# it is not selected poisons the gradient. (`minimum`/`maximum` for builtin `min`/`max` differ
# only at ties, where both give a valid subgradient: not compared.)
_GRADIENT_SENSITIVE = re.compile(r"\b(where|select|select_n|cond|switch|piecewise)\s*\(")


def changes_derivatives(lines: list[str]) -> bool:
    """Whether rewritten `lines` call something that can change gradients (then they are compared)."""
    return any(_GRADIENT_SENSITIVE.search(line) for line in lines)


def names_used(node: cst.CSTNode) -> set[str]:
    """Every name and attribute name in a function's body (not its own name or decorators)."""
    names: set[str] = set()
    stack = [node.body] if isinstance(node, (cst.FunctionDef, cst.Lambda)) else [node]
    while stack:
        current = stack.pop()
        if isinstance(current, cst.Name):
            names.add(current.value)
        stack.extend(current.children)
    return names
