"""Switches code turns off for a block: `@jax.debug_key_reuse(False)`, `with jax.debug_key_reuse(False):`.

JAX's own key-reuse checker honours them: the author declares that a key is reused on purpose
there (a test that two calls with one key agree, a benchmark dispatching the same call), so a
static check of the same property stays silent too.
"""

from __future__ import annotations

from typing import Callable

import libcst as cst

KEY_REUSE_SWITCHES = frozenset({"jax.debug_key_reuse", "jax.config.debug_key_reuse"})


def turns_off(expr: cst.BaseExpression, switches: frozenset[str],
              qualified: Callable[[cst.BaseExpression], str | None]) -> bool:
    """`expr` is `switch(False)` for one of `switches` (a decorator or a `with` item)."""
    if not isinstance(expr, cst.Call) or qualified(expr.func) not in switches or not expr.args:
        return False
    first = expr.args[0]
    return first.keyword is None and isinstance(first.value, cst.Name) and first.value.value == "False"


def decorated_off(function: cst.CSTNode, switches: frozenset[str],
                  qualified: Callable[[cst.BaseExpression], str | None]) -> bool:
    return isinstance(function, cst.FunctionDef) and any(
        turns_off(d.decorator, switches, qualified) for d in function.decorators)


def with_off(statement: cst.With, switches: frozenset[str],
             qualified: Callable[[cst.BaseExpression], str | None]) -> bool:
    return any(turns_off(item.item, switches, qualified) for item in statement.items)
