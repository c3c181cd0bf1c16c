"""A traced statement alone in a `try`: which of its findings the handlers take over.

Traced code in a `try` whose handlers catch tracer errors may fail at trace time on purpose (the
handler is the fallback), so its findings are muted. When the `try` holds a single statement and
its handlers name their classes (no bare `except:`, no catch-all), they take over only what they
catch: `try: y = x[x > 0]` / `except TypeError:` still fails with NonConcreteBooleanIndexError (an
IndexError), which the handler lets through, so JAX601 stays; `except TypeError:` around `flag =
bool(x)` expects its TracerBoolConversionError (raised_errors.py). Findings in code that
statement calls stay muted (what the callee reaches after a caught failure never runs), as do
those after a caught failure in the statement itself.
"""

from __future__ import annotations

import builtins
from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.raised_errors import BASES, CATCH_ALL, catches

# Class names a handler may spell that are known to be exception classes: Python's own, and the
# JAX errors the rules raise (with their bases). Another name (a module's tuple of classes) says
# nothing certain about what it catches.
_KNOWN = frozenset({name for name in dir(builtins) if isinstance(getattr(builtins, name), type)
                    and issubclass(getattr(builtins, name), BaseException)}
                   | set(BASES) | {base for bases in BASES.values() for base in bases})


@dataclass(eq=False)
class CaughtStatement:
    frame: object  # the evaluator frame running the statement
    handled: frozenset[str]  # the class names its handlers spell
    failed: bool = False  # a finding of it raised what a handler catches: the rest of it never runs

    def silences(self, frame: object, errors: frozenset[str]) -> bool:
        """Whether a finding whose mistake raises one of `errors`, made while `frame` runs, is taken
        over by the handlers."""
        if frame is not self.frame or self.failed:
            return True
        if any(catches(name, errors) for name in self.handled):
            self.failed = True
            return True
        return False


def named_handlers(statement: cst.Try | cst.TryStar) -> frozenset[str] | None:
    """The classes the handlers of a one-statement `try` name; None when the body holds more, or a
    handler is bare, a catch-all, or not a plain (dotted) class name."""
    body = statement.body.body if isinstance(statement.body, cst.IndentedBlock) else ()
    if len(body) != 1 or not isinstance(body[0], cst.SimpleStatementLine) or len(body[0].body) != 1:
        return None
    names: set[str] = set()
    for handler in statement.handlers:
        kind = handler.type
        if kind is None:
            return None
        for element in [e.value for e in kind.elements] if isinstance(kind, cst.Tuple) else [kind]:
            dotted = dotted_name(element)
            if dotted is None:
                return None
            name = dotted.rsplit(".", 1)[-1]
            if name in CATCH_ALL or name not in _KNOWN:
                return None
            names.add(name)
    return frozenset(names)
