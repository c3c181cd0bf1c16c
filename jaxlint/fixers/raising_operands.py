"""Whether a Python truth test raises on every run of the code holding it: the operand is a
tracer and the function only ever runs traced (a jitted function, a lax body). Then no run of
the old code got past the test, and a rewrite that makes it run changes nothing that worked:
`jnp.logical_and(a > t, i < n)` for `a > t and i < n` is a safe fix there."""

from __future__ import annotations

import libcst as cst


def raises_every_run(ctx, operand: cst.BaseExpression) -> bool:
    """`bool(operand)` raises TracerBoolConversionError each time the traced function runs."""
    return ctx.runs_only_traced and ctx.value(operand).traced
