"""Why a value is traced: the chain of steps from the transform to the value.

A tracer's `Value.why` is the last `Step` of that chain; each step points to the one before it,
so values derived from a tracer share its chain instead of copying it (a value costs one pointer,
an assignment or a call into a helper one new step). The evaluator extends the chain where the
tracer enters (the transform and the parameter it traces), where it is handed to a helper (the
argument at the call site), and where it is bound to a new name. Notes are formatted and
positions computed only for the findings that show a chain.
"""

from __future__ import annotations

from typing import Any, Callable

import libcst as cst

from jaxlint.analysis.node_memo import node_memo
from jaxlint.analysis.values import Kind, Value, first_tracer

MAX_STEPS = 16  # a longer chain keeps its first step and its latest ones
_LOOK_BACK = 8  # steps searched for the same place (a loop walked again, a cycle of assignments)
_SNIPPET = 60  # characters of code a note quotes


class Step:
    """One place on the way from the transform to a value. `note` may hold `{}`, filled with
    the code of `snippet` when the chain is shown; `binds` is (id of a function, parameter)
    for an argument bound to a helper's parameter (see `rebase`)."""

    __slots__ = ("node", "module", "note", "snippet", "parent", "depth", "_root", "binds", "elided", "dropped")

    def __init__(self, node: cst.CSTNode, module: Any, note: str, parent: "Step | None" = None,
                 snippet: cst.CSTNode | None = None, binds: tuple | None = None) -> None:
        elided = 0  # steps left out just before this one (the chain grew past MAX_STEPS)
        if parent is not None and parent.depth >= MAX_STEPS:
            elided = parent.depth - 1 + parent.dropped
            parent = parent.root
        self.node, self.module, self.note, self.snippet, self.binds = node, module, note, snippet, binds
        self.parent = parent
        self.depth = 1 if parent is None else parent.depth + 1
        self._root = None if parent is None else parent.root  # not self: no cycle for the collector
        self.elided = elided
        self.dropped = elided if elided or parent is None else parent.dropped

    @property
    def root(self) -> "Step":
        """The first step of this chain (this one when it has no parent)."""
        root = self._root
        return self if root is None else root

    def text(self) -> str:
        return self.note.format(snippet(self.snippet)) if self.snippet is not None else self.note


class Staged(Step):
    """The first step of a tracer that a call made out of static arguments (`jnp.add(x.size, 1)`
    under jit): the same call computed on the host (NumPy) would give a Python value instead."""

    __slots__ = ()


def extend(parent: "Step | None", node: cst.CSTNode, module: Any, note: str,
           code: cst.CSTNode | None = None, binds: tuple | None = None) -> Step:
    """A step after `parent`, unless the chain already passed through this place."""
    seen, n = parent, 0
    while seen is not None and n < _LOOK_BACK:
        if seen.node is node and seen.note == note:
            return parent
        seen, n = seen.parent, n + 1
    return Step(node, module, note, parent, code, binds)


def chain(last: "Step | None") -> list[Step]:
    """The steps from the transform to `last`, first first."""
    out = []
    while last is not None:
        out.append(last)
        last = last.parent
    out.reverse()
    return out


_SNIPPETS = node_memo()


def snippet(node: cst.CSTNode) -> str:
    """The first line of a node's code, whitespace collapsed, cut to a short quote."""
    return _SNIPPETS.get(node, _snippet)


def _snippet(node: cst.CSTNode) -> str:
    try:
        code = cst.Module([]).code_for_node(node)
    except Exception:  # an odd node: the note stays without its quote
        return "…"
    lines = [line for line in code.strip().splitlines() if line.strip()]
    text = " ".join(lines[0].split()) if lines else ""
    if len(lines) > 1 and not text.endswith(":"):
        text += " …"
    return text if len(text) <= _SNIPPET else text[:_SNIPPET - 1] + "…"


def through(value: Value, make: Callable[["Step | None"], "Step | None"], depth: int = 0) -> Value:
    """`value` with every tracer in it (the value itself, or the leaves of a container) given
    the step `make(its chain so far)`."""
    if value.kind is Kind.TRACED:
        why = make(value.why)
        return value if why is value.why else value.but(why=why)
    if depth >= 3:
        return value
    changes = {}
    if value.items is not None:
        items = tuple(through(v, make, depth + 1) for v in value.items)
        if any(a is not b for a, b in zip(items, value.items)):
            changes["items"] = items
    if value.elem is not None:
        elem = through(value.elem, make, depth + 1)
        if elem is not value.elem:
            changes["elem"] = elem
    if value.attrs is not None:
        attrs = tuple((k, through(v, make, depth + 1)) for k, v in value.attrs)
        if any(a[1] is not b[1] for a, b in zip(attrs, value.attrs)):
            changes["attrs"] = attrs
    return value.but(**changes) if changes else value


def rebase(value: Value, function_id: int, params: dict[str, Value], depth: int = 0) -> Value:
    """A helper's memoised result handed to another call: where its chain passes through the
    first call's argument for a parameter, it passes through this call's argument instead (so
    the chain stays a true path, and the origin names this call's input)."""
    if value.kind is not Kind.TRACED:
        if depth >= 3 or (value.items is None and value.elem is None):
            return value
        changes = {}
        if value.items is not None:
            changes["items"] = tuple(rebase(v, function_id, params, depth + 1) for v in value.items)
        if value.elem is not None:
            changes["elem"] = rebase(value.elem, function_id, params, depth + 1)
        return value.but(**changes)
    kept = []
    step = value.why
    while step is not None and not (step.binds is not None and step.binds[0] == function_id):
        kept.append(step)
        step = step.parent
    if step is None:
        return value
    argument = params.get(step.binds[1])
    tracer = first_tracer(argument) if argument is not None else None
    if tracer is None or tracer.why is None or tracer.why is step:
        return value
    why = tracer.why
    for old in reversed(kept):
        why = Step(old.node, old.module, old.note, why, old.snippet, old.binds)
    return value.but(why=why, origin=tracer.origin or value.origin)
