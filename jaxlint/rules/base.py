"""The rule API: one class per rule, one rule per file, LibCST-shaped `visit_<NodeType>` handlers.

A rule declares its `kind`:

* `TRACED` (traced-value rule): its handlers run inside the analysis' walk of traced code, once
  the node's sub-expressions have values, so it asks `self.value(expr)` whether something is a
  tracer. `self.ctx` is an `analysis.api.TracedContext`.
* `MODULE` (module rule): its handlers see every node of those types in the module, traced or
  not (recorded by the one index walk, no second pass). `self.ctx` is an
  `analysis.api.ModuleContext`: qualified names through the imports, the enclosing function,
  the traced analysis' values where it reached, and a def-use/flow view.

Both report with `self.report(node, message, fix)`. A rule's code lives in the registry
(`jaxlint/catalog.py`); everything else lives on the class: name, summary, severity, docs in
Ruff's shape, and examples that the tests lint and execute under JAX (docs/adding-a-rule.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, ClassVar, Sequence

import libcst as cst

from jaxlint.analysis.api import TracedContext, Value, raised

if TYPE_CHECKING:
    from jaxlint.analysis.api import ModuleContext, TraceStep
    from jaxlint.fixers.edits import PendingFix

TRACED = "traced"
MODULE = "module"

ERROR = "error"  # raises at trace time
WARNING = "warning"  # runs, silently wrong
INFO = "info"  # performance

# What a rule's findings need in a file's text (`Rule.triggers`, read by jaxlint/prefilter.py):
# alternatives, each a set of tokens the text must all spell (words, `.attribute`s, `=names` its
# imports can mean: `facts.spellings`), where two pseudo-words stand for what the text can only
# suggest:
TRACED_CODE = "<traced code>"  # a transform here, or one applied to this module's functions elsewhere
PROJECT_IMPORT = "<project import>"  # an import of a module of the project that gives a transform static arguments
PROJECT_JIT = "<project jit>"  # an import of a module of the project that spells `jit`
PROJECT_RANDOM = "<project random>"  # a key handed to functions a project module imports (that spells `jax.random`)
TRACED = frozenset({frozenset({TRACED_CODE})})
# Text tests asked only when a trigger's words hold (jaxlint/text_gates.py): the text assigns to an
# item of a name a call may bind (`x[i] = v`, `x[i] += v`), or has an expression statement that
# may be an update call (`x.at[i].set(v)` alone on its line).
ITEM_ASSIGNMENT = "<item assignment>"
DISCARDED_UPDATE = "<discarded update>"


def traced(triggers: frozenset[frozenset[str]]) -> frozenset[frozenset[str]]:
    """Each of `triggers`, in traced code only."""
    return frozenset(needed | {TRACED_CODE} for needed in triggers)

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
    """A snippet, how to run it, and what the rule must do with it.

    `run` is appended and executed. For an invalid example `raises` names the JAX error the
    rule prevents; `expect` is an alternative check, Python code that must pass after `run`
    (leaks, printed tracers, stale globals). Valid examples must run without error.

    An invalid example also states where the finding is (`line`, counted in `code`), a
    `message` fragment, and, when the rule fixes it, the `fixed` code (after
    `--fix --unsafe-fixes`). The harness runs the fixed code's `run` expression under jit and
    compares it with the original run eagerly (`reference` is the expected value where the
    original cannot run even eagerly), and compares `grad` (an expression) the same way where
    the rewrite can change gradients.
    """

    code: str
    run: str = ""
    raises: str | None = None
    expect: str | None = None
    line: int | None = None
    message: str | None = None
    fixed: str | None = None
    reference: str | None = None
    grad: str | None = None

    def source(self) -> str:
        return PRELUDE + self.code.strip("\n") + "\n"

    def fixed_source(self) -> str | None:
        return PRELUDE + self.fixed.strip("\n") + "\n" if self.fixed is not None else None

    def program(self) -> str:
        """What the rule sees: the code and its `run` line, as one file (the call shows how the
        code is used, as a script's own calls do)."""
        return self.source() + (self.run + "\n" if self.run else "")

    def fixed_program(self) -> str | None:
        fixed = self.fixed_source()
        return fixed + (self.run + "\n" if self.run else "") if fixed is not None else None


class Rule:
    code: ClassVar[str]  # assigned from the registry (jaxlint/catalog.py) when the rule is loaded
    name: ClassVar[str]
    kind: ClassVar[str] = TRACED
    severity: ClassVar[str] = ERROR
    summary: ClassVar[str]  # one line, for `jaxlint rule --all` and the docs table
    docs: ClassVar[str]  # Ruff's shape: What it does / Why is this bad? / Example / Use instead / Fix safety
    valid: ClassVar[tuple[Example, ...]] = ()
    invalid: ClassVar[tuple[Example, ...]] = ()
    fix_availability: ClassVar[str] = "None"  # Always / Sometimes / None
    # The rule's findings hold where tracers are concrete too (`TracedContext.concrete_tracers`:
    # a function jax.grad alone differentiates); other traced-value rules are silent there.
    concrete_tracers: ClassVar[bool] = False
    triggers: ClassVar[frozenset[frozenset[str]]] = TRACED  # a file spelling none of them is not parsed
    # A module rule whose handlers also run in the analysis' walk of traced code (with a
    # TracedContext): a helper that only another module's jitted code traces is reached there
    # alone, not by the module pass of its own file.
    traced_walk: ClassVar[bool] = False

    def __init__(self, sink: "Callable[[Rule, cst.CSTNode, str, PendingFix | None, Sequence[TraceStep]], None]"
                 ) -> None:
        self._sink = sink
        self.ctx: "TracedContext | ModuleContext | None" = None
        self._described: Value | None = None  # the tracer the message being built is about

    # Helpers for handlers ----------------------------------------------------------------
    def value(self, node: cst.CSTNode) -> Value:
        return self.ctx.value(node)

    def report(self, node: cst.CSTNode, message: str, fix: "PendingFix | None" = None,
               on_concrete: bool = False) -> None:
        """A finding at `node`. A traced-value rule's finding about a tracer carries why it is
        traced (`TracedContext.trace_of`), which every output format can show. `on_concrete`: the
        mistake fails under jax.grad alone too (its tracers hold values, which most rules' do not need)."""
        in_walk = self.kind == TRACED or (self.traced_walk and isinstance(self.ctx, TracedContext))
        errors = raised(self.code, message)  # what the mistake raises, for the handlers around it
        if in_walk and self.ctx.concrete_tracers and not (self.concrete_tracers or on_concrete) \
                or isinstance(self.ctx, TracedContext) and self.ctx.caught_by_handler(errors) \
                or self.ctx.runs_expecting_error(node, errors):  # a test of that very error
            self._described = None
            return
        trace = self.ctx.trace_of(node, self._described) if in_walk else ()
        self._described = None
        self._sink(self, node, message, fix, trace)

    def describe(self, value: Value) -> str:
        """'traced by jax.jit (parameter 'x')' for messages; the finding's trace then follows
        this value's tracer."""
        self._described = value
        via = value.via or "a JAX transform"
        return f"traced by {via} ({value.origin})" if value.origin else f"traced by {via}"


_HANDLER_NAMES: dict[type, tuple[tuple[type, str], ...]] = {}  # rule class -> (node type, method name)


def handlers_of(rule: Rule) -> dict[type, Callable[[cst.CSTNode], None]]:
    """`visit_If` -> {cst.If: handler}: the node types a rule wants, and its handler for each
    (`dir()` of a class is slow: read once per class, not once per file)."""
    cls = type(rule)
    names = _HANDLER_NAMES.get(cls)
    if names is None:
        names = _HANDLER_NAMES[cls] = tuple(
            (getattr(cst, attr[len("visit_"):]), attr) for attr in dir(cls) if attr.startswith("visit_"))
    return {node_type: getattr(rule, attr) for node_type, attr in names}
