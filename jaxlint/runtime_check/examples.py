"""Example inputs for each target, best first: the user's own (`[tool.jaxlint.verify.examples]`),
then whitelisted call sites (own module first, then the other files), then synthesis.

A candidate is source for `__jaxlint_pack__(args...)`; the worker evaluates it and tries the
candidates in order until the original function runs. User examples are evaluated in the
module's namespace (they are the user's code); the others only in the safe namespace.
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis.imports import ImportTable
from jaxlint.parsing import ParseError, parse_expression
from jaxlint.runtime_check.callsites import FileCalls
from jaxlint.runtime_check.synthesis import synthesize
from jaxlint.runtime_check.targets import Target

MAX_CALL_SITES = 3
USER, CALL_SITE, SYNTHESIZED = "user", "call-site", "synthesized"


class ExampleError(Exception):
    """A `[tool.jaxlint.verify.examples]` entry that is not a call expression."""


@dataclass
class Candidate:
    source: str  # `__jaxlint_pack__(...)`
    kind: str  # USER, CALL_SITE or SYNTHESIZED
    origin: str  # for messages: "call site tests/test_model.py:12"

    def to_json(self) -> dict:
        return {"source": self.source, "kind": self.kind, "origin": self.origin,
                "namespace": "module" if self.kind == USER else "safe"}


def user_examples(examples: dict, module_name: str, target_name: str) -> list[Candidate]:
    """Entries keyed `name` or `module:name` (module: the dotted name or its last parts)."""
    found: list[Candidate] = []
    for key, value in examples.items():
        module, _, name = key.rpartition(":")
        if name != target_name or (module and not _module_matches(module, module_name)):
            continue
        for text in [value] if isinstance(value, str) else value:
            found.append(Candidate(_user_call(key, text), USER, f"[tool.jaxlint.verify.examples] {key!r}"))
    return found


def _module_matches(given: str, actual: str) -> bool:
    given = given.removesuffix(".py").replace("/", ".")
    return actual == given or actual.endswith("." + given)


def _user_call(key: str, text: str) -> str:
    try:
        expr = parse_expression(text)  # a call string from the project's config: guarded like code
    except ParseError:
        expr = None
    if not isinstance(expr, cst.Call):
        raise ExampleError(f"[tool.jaxlint.verify.examples] {key!r}: {text!r} is not a call expression "
                           f"such as \"f(jnp.ones(4))\"")
    call = expr.with_changes(func=cst.Name("f"), lpar=[], rpar=[])
    return "__jaxlint_pack__" + cst.Module([]).code_for_node(call)[1:]


def call_site_examples(target: Target, module_name: str, own: FileCalls, others: list[FileCalls]) -> list[Candidate]:
    names = {target.name}
    if target.def_name and target.bound_positional == 0 and not target.bound_keywords:
        names.add(target.def_name)  # `g = jax.jit(f)`: calls of f take the same arguments
    out: list[Candidate] = []
    seen: set[str] = set()
    for calls, local in [(own, True)] + [(o, False) for o in others]:
        for site in calls.calls_to(module_name, names, local):
            args = calls.render(site)
            if args is None or args in seen:
                continue
            seen.add(args)
            out.append(Candidate(f"__jaxlint_pack__({args})", CALL_SITE, f"call site {calls.filename}:{site.line}"))
            if len(out) >= MAX_CALL_SITES:
                return out
    return out


def candidates_for(target: Target, module_name: str, imports: ImportTable, own: FileCalls,
                   others: list[FileCalls], examples: dict) -> tuple[list[Candidate], str | None]:
    """(candidates, reason when there are none)."""
    given = user_examples(examples, module_name, target.name)
    if given:
        return given, None
    found = call_site_examples(target, module_name, own, others)
    made = synthesize(target, imports)
    found += [Candidate(src, SYNTHESIZED, desc) for src, desc in made.sources]
    return found, (made.reason if not found else None)
