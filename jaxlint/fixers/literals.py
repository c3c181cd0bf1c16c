"""Rewrites of one literal: an int written where JAX needs a float (JAX814's cond branch, JAX815's
differentiated argument). Both findings are on code that cannot run, so the rewrite changes no
working code."""

from __future__ import annotations

import libcst as cst

from jaxlint.fixers.edits import NodeEdit, PendingFix


def float_literal_fix(literal: cst.Integer) -> PendingFix:
    """`0` -> `0.0` (a decimal literal; the callers pass no other)."""
    return PendingFix(f"write {literal.value} as a float literal", [NodeEdit(literal, f"{literal.value}.0")])
