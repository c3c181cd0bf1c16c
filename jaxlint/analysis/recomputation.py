"""Calls that recompute an earlier call to read another part of its result.

`jax.random.split` and the other key consumers are deterministic: `split(rng)[1]`, then
`split(split(rng)[0])[1]` (a test re-deriving the keys a library derives step by step) computes
the same pair twice and takes each half once. The numbers stay independent; only the same part
read twice would repeat them.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.walk import iter_tree

_BLANK = cst.Module(body=[])


def _spelled(node: cst.CSTNode) -> str:
    return "".join(_BLANK.code_for_node(node).split())


def picked_index(statement: cst.CSTNode, call: cst.Call) -> int | None:
    """The constant index `call[i]` reads when that subscript is all the statement does with the
    call's result; None otherwise (unpacked, passed on, or read whole)."""
    for node in iter_tree(statement):
        if isinstance(node, cst.Subscript) and node.value is call and len(node.slice) == 1:
            index = node.slice[0].slice
            if isinstance(index, cst.Index) and isinstance(index.value, cst.Integer):
                return int(index.value.value)
            return None
    return None


def reads_other_part(first: tuple[cst.CSTNode, cst.Call], second: tuple[cst.CSTNode, cst.Call]) -> bool:
    """Two calls spelled alike, each in its statement, whose results are read at different
    constant indices: the second recomputes the first's value and takes another part of it."""
    (first_statement, first_call), (second_statement, second_call) = first, second
    if first_call is second_call or _spelled(first_call) != _spelled(second_call):
        return False
    i = picked_index(first_statement, first_call)
    j = picked_index(second_statement, second_call)
    return i is not None and j is not None and i != j
