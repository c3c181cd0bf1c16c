"""Fixes as rules build them: edits anchored to CST nodes, resolved to text offsets later.

Rules run before positions exist (positions are computed only for files with findings), so
a rule describes an edit by the nodes it spans; the engine turns each `NodeEdit` into an
offset-based `Edit` once it has the positions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import libcst as cst

from jaxlint.diagnostics import Applicability

_EMPTY = cst.Module([])


def code(node: cst.CSTNode) -> str:
    """Source text of a node (expressions: exactly as written, parentheses included)."""
    return _EMPTY.code_for_node(node)


def string_literal(text: str) -> str:
    """A double-quoted literal (the common style), falling back to repr()."""
    literal = repr(text)
    if literal.startswith("'") and '"' not in text:
        literal = '"' + literal[1:-1].replace("\\'", "'") + '"'
    return literal


@dataclass(frozen=True)
class NodeEdit:
    """Replace the text from `start`'s first character to `end`'s last (end defaults to start).

    `mode="line_after"` inserts `content` at the beginning of the line after `start` ends;
    `mode="line_before"` at the beginning of the line where `start` begins;
    `mode="delete_lines"` removes the whole lines from `start` to `end` (the fix is dropped when
    anything else, a comment included, shares those lines).
    """

    start: cst.CSTNode
    content: str
    end: cst.CSTNode | None = None
    mode: str = "replace"


@dataclass
class PendingFix:
    message: str
    edits: list[NodeEdit] = field(default_factory=list)
    applicability: Applicability = Applicability.SAFE
    target: object = None  # the ModuleView whose nodes the edits span, when not the finding's module

    def weakest(self, other: Applicability) -> "PendingFix":
        order = [Applicability.SAFE, Applicability.UNSAFE, Applicability.DISPLAY_ONLY]
        if order.index(other) > order.index(self.applicability):
            self.applicability = other
        return self


# A statement rewrite not built in this lint (`lint_source(statement_fixes=False)`): the editor
# publishes findings first and builds the fix when a code action asks for it.
DEFERRED = PendingFix("built when asked", [], Applicability.DISPLAY_ONLY)


def refused_on_any_path(kept: PendingFix | None, other: PendingFix | None) -> PendingFix | None:
    """The fix of a finding several traced paths reach (a helper jitted directly and through
    `jax.jit(jax.grad(f))`): the first path's rewrite, unless another path refuses it (advice, no
    edits), since the rewritten line runs on every path (a lax loop one path accepts may have no
    reverse-mode derivative on another). A different rewrite on another path keeps the first: the
    fix loop re-lints after applying it and meets the other path's finding then."""
    if kept is None or other is None or kept is DEFERRED or other is DEFERRED or not kept.edits or other.edits:
        return kept
    return other


def replace(node: cst.CSTNode, content: str, message: str,
            applicability: Applicability = Applicability.SAFE) -> PendingFix:
    return PendingFix(message, [NodeEdit(node, content)], applicability)


def eager_callers_unsafe(ctx, fix: PendingFix | None) -> PendingFix | None:
    """A safe NumPy-to-JAX rewrite in a helper the analysis followed from traced code is unsafe:
    the helper may also run eagerly elsewhere, where a NumPy array or Python number would
    become a JAX array (float32, immutable)."""
    if fix is not None and fix.applicability is Applicability.SAFE and not ctx.runs_only_traced:
        fix.applicability = Applicability.UNSAFE
        fix.message += f" (unsafe: '{ctx.function.name}' may also run eagerly, on NumPy or Python values)"
    return fix
