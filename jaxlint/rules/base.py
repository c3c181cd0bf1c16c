"""The rule API: one class per rule, LibCST-shaped `visit_<NodeType>` handlers.

Handlers run inside the analysis' walk of traced code (see analysis/evaluator.py), once the
node's sub-expressions have values, so a rule asks `self.value(expr)` whether something is a
tracer and calls `self.report(node, message)`. Each rule carries its documentation (Ruff's
headings) and `valid`/`invalid` examples that the tests lint and execute under JAX.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, ClassVar

import libcst as cst

from jaxlint.analysis.values import Value

if TYPE_CHECKING:
    from jaxlint.analysis.evaluator import Evaluator
    from jaxlint.fixers.edits import PendingFix

# Imports every example is linted and executed with (the docs show them once, not per example).
PRELUDE = (
    "import functools\n"
    "from functools import partial\n"
    "import math\n"
    "import jax\n"
    "import jax.numpy as jnp\n"
    "import numpy as np\n"
    "from jax import lax\n"
)


@dataclass(frozen=True)
class Example:
    """A snippet plus how to run it.

    `run` is appended and executed. For an invalid example `raises` names the JAX error the
    rule prevents; `expect` is an alternative check, Python code that must pass after `run`
    (leaks, printed tracers, stale globals). Valid examples must run without error.
    """

    code: str
    run: str = ""
    raises: str | None = None
    expect: str | None = None

    def source(self) -> str:
        return PRELUDE + self.code.strip("\n") + "\n"


class Rule:
    code: ClassVar[str]
    name: ClassVar[str]
    summary: ClassVar[str]  # one line, for `jaxlint rule --all` and the docs table
    docs: ClassVar[str]  # Ruff's shape: What it does / Why is this bad? / Example / Use instead / Fix safety
    valid: ClassVar[tuple[Example, ...]] = ()
    invalid: ClassVar[tuple[Example, ...]] = ()
    fix_availability: ClassVar[str] = "None"  # Always / Sometimes / None

    def __init__(self, sink: "Callable[[Rule, cst.CSTNode, str, PendingFix | None], None]") -> None:
        self._sink = sink
        self.ctx: Evaluator | None = None

    # Helpers for handlers ----------------------------------------------------------------
    def value(self, node: cst.CSTNode) -> Value:
        return self.ctx.value(node)

    def report(self, node: cst.CSTNode, message: str, fix: "PendingFix | None" = None) -> None:
        self._sink(self, node, message, fix)

    @staticmethod
    def describe(value: Value) -> str:
        """'traced by jax.jit (parameter 'x')' for messages."""
        via = value.via or "a JAX transform"
        return f"traced by {via} ({value.origin})" if value.origin else f"traced by {via}"


def handlers_of(rule: Rule) -> dict[str, Callable[[cst.CSTNode], None]]:
    out = {}
    for attr in dir(type(rule)):
        if attr.startswith("visit_"):
            out[attr[len("visit_"):]] = getattr(rule, attr)
    return out
