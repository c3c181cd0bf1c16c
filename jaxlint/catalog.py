"""The rule registry: every code jaxlint reports, and where its rule lives.

One line per rule: its code (a stable public contract: users write it in `noqa` and config)
and its name; the rule itself is the one `Rule` class in `jaxlint/rules/<name with _>.py`.
Engine codes (files that cannot be read, parsed or analysed) have their metadata here.
Importing this module is cheap (no LibCST, no rules), so warm runs and `--select` validation
stay fast; `rule_classes()` imports the rules when a file must really be linted.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import lru_cache

RULES: tuple[tuple[str, str], ...] = (
    ("JAX101", "traced-control-flow"),
    ("JAX102", "traced-bool-op"),
    ("JAX103", "builtin-min-max"),
    ("JAX104", "builtin-reduction"),
    ("JAX105", "concretization"),
    ("JAX201", "tracer-list-index"),
    ("JAX202", "tracer-static-position"),
    ("JAX301", "tracer-leak"),
    ("JAX302", "print-in-jit"),
    ("JAX303", "impure-global-read"),
    ("JAX320", "prng-key-reuse"),
    ("JAX401", "jnp-shape-math"),
    ("JAX501", "numpy-on-tracer"),
    ("JAX601", "boolean-mask-index"),
    ("JAX602", "dynamic-shape"),
    ("JAX701", "inplace-update"),
    ("JAX702", "float64-without-x64"),
    ("JAX710", "discarded-update"),
    ("JAX801", "jit-per-call"),
    ("JAX810", "unhashable-static"),
    ("JAX811", "non-array-argument"),
    ("JAX812", "traced-library-argument"),
    ("JAX813", "non-scalar-grad"),
    ("JAX814", "lax-output-mismatch"),
    ("JAX815", "integer-grad-input"),
    ("JAX901", "removed-api"),
    ("JAX902", "deprecated-api"),
)


# Advisory rules, not in the default selection (Ruff's preview channel): they fire on correct
# code too often to be on by default (JAX702 on code written for x64, JAX801 on functions that
# are built once; JAX902 is upgrade advice). Naming the code selects one; `preview = true` or
# `--preview` lets prefixes select them too.
PREVIEW: frozenset[str] = frozenset({"JAX702", "JAX801", "JAX902"})


@dataclass(frozen=True)
class EngineCode:
    code: str
    name: str
    summary: str
    severity: str = "error"
    fix_availability: str = "None"


ENGINE_CODES: tuple[EngineCode, ...] = (
    EngineCode("JAX000", "syntax-error", "file cannot be parsed or read (reported, file left untouched)"),
    EngineCode("JAX001", "file-too-large", "file larger than max-file-size (default 1 MiB): reported, not analysed",
               "warning"),
    EngineCode("JAX100", "unused-noqa", "a `# noqa: JAXnnn` code that suppresses nothing on its line", "info",
               "Always"),
    EngineCode("JAX999", "internal-error", "a rule or the analysis failed on this file (please report it)"),
)

KNOWN_CODES: tuple[str, ...] = tuple(sorted([code for code, _ in RULES] + [e.code for e in ENGINE_CODES]))


def module_of(name: str) -> str:
    return "jaxlint.rules." + name.replace("-", "_")


@lru_cache(maxsize=None)
def rule_classes() -> tuple[type, ...]:
    """Every rule class, in code order, with its code assigned from the registry."""
    from jaxlint.rules.base import Rule

    out = []
    for code, name in RULES:
        module = importlib.import_module(module_of(name))
        found = [obj for obj in vars(module).values()
                 if isinstance(obj, type) and issubclass(obj, Rule) and obj is not Rule
                 and obj.__module__ == module.__name__]
        if len(found) != 1 or found[0].name != name:
            raise ImportError(f"{module.__name__} must define exactly one Rule class named '{name}'")
        found[0].code = code
        out.append(found[0])
    return tuple(out)


def rule_class(code: str):
    """The rule class for a code, or None (engine codes and unknown codes)."""
    return next((cls for cls in rule_classes() if cls.code == code), None)


def engine_code(code: str) -> EngineCode | None:
    return next((e for e in ENGINE_CODES if e.code == code), None)


def name_of(code: str) -> str | None:
    """A code's name without importing the rules."""
    for known, name in RULES:
        if known == code:
            return name
    entry = engine_code(code)
    return entry.name if entry is not None else None


@dataclass(frozen=True)
class Descriptor:
    """What every face (CLI, docs, SARIF, LSP) shows about a code."""

    code: str
    name: str
    summary: str
    severity: str
    docs: str
    fix_availability: str
    kind: str


def descriptors() -> list[Descriptor]:
    """Every code, rules first (imports the rules)."""
    out = [Descriptor(r.code, r.name, r.summary, r.severity, r.docs, r.fix_availability, r.kind)
           for r in rule_classes()]
    out += [Descriptor(e.code, e.name, e.summary, e.severity, e.summary, e.fix_availability, "engine") for e in ENGINE_CODES]
    return out
