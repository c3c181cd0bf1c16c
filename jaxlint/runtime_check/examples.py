"""Example inputs for each target: the user's own (`[tool.jaxlint.verify.examples]`), then every
whitelisted call site (own module first, then the other files), then synthesis.

A candidate is source for `__jaxlint_pack__(args...)`; the worker evaluates it and checks the
rewrite on every candidate the original accepts, so one caller that the rewrite breaks is
enough to fail it. User examples are evaluated in the module's namespace (they are the
user's code); the others only in the safe namespace. For a method the first argument is
`self`: `obj` of the user's `obj.method(...)`, a call site's `Class(...)` receiver (as
`__jaxlint_class__(...)`), or a synthesized constructor call.
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis.api import ImportTable
from jaxlint.parsing import ParseError, parse_expression
from jaxlint.runtime_check.callsites import FileCalls
from jaxlint.runtime_check.synthesis import synthesize, synthesize_self
from jaxlint.runtime_check.targets import Target

MAX_CALL_SITES = 16
USER, CALL_SITE, SYNTHESIZED = "user", "call-site", "synthesized"


class ExampleError(Exception):
    """A `[tool.jaxlint.verify.examples]` entry that is not a call expression."""


@dataclass
class Candidate:
    source: str  # `__jaxlint_pack__(...)`
    kind: str  # USER, CALL_SITE or SYNTHESIZED
    origin: str  # for messages: "call site tests/test_model.py:12"
    expects_error: bool = False  # a call site inside `pytest.raises` or `try:`
    group: int | None = None  # synthesized: the shape variant (the worker keeps the first that works)

    def to_json(self) -> dict:
        return {"source": self.source, "kind": self.kind, "origin": self.origin,
                "namespace": "module" if self.kind == USER else "safe", "expects_error": self.expects_error,
                "group": self.group}


def user_examples(examples: dict, module_name: str, target_name: str, method: bool = False) -> list[Candidate]:
    """Entries keyed `name` or `module:name` (module: the dotted name or its last parts); for a
    method the name is `Class.method` and the call `obj.method(...)`."""
    found: list[Candidate] = []
    for key, value in examples.items():
        module, _, name = key.rpartition(":")
        if name != target_name or (module and not _module_matches(module, module_name)):
            continue
        for text in [value] if isinstance(value, str) else value:
            found.append(Candidate(_user_call(key, text, method), USER, f"[tool.jaxlint.verify.examples] {key!r}"))
    return found


def _module_matches(given: str, actual: str) -> bool:
    given = given.removesuffix(".py").replace("/", ".")
    return actual == given or actual.endswith("." + given)


def _user_call(key: str, text: str, method: bool) -> str:
    try:
        expr = parse_expression(text)  # a call string from the project's config: guarded like code
    except ParseError:
        expr = None
    if not isinstance(expr, cst.Call) or (method and not isinstance(expr.func, cst.Attribute)):
        shape = "\"obj.method(jnp.ones(4))\"" if method else "\"f(jnp.ones(4))\""
        raise ExampleError(f"[tool.jaxlint.verify.examples] {key!r}: {text!r} is not a call expression "
                           f"such as {shape}")
    args = list(expr.args)
    if method:
        args.insert(0, cst.Arg(expr.func.value))
    call = cst.Call(func=cst.Name("__jaxlint_pack__"), args=args)
    return cst.Module([]).code_for_node(call)


def call_site_examples(target: Target, module_name: str, own: FileCalls, others: list[FileCalls]) -> list[Candidate]:
    out: list[Candidate] = []
    seen: set[str] = set()
    for calls, local in [(own, True)] + [(o, False) for o in others]:
        for site, args in _rendered_sites(target, module_name, calls, local):
            if args is None or args in seen:
                continue
            seen.add(args)
            out.append(Candidate(f"__jaxlint_pack__({args})", CALL_SITE, f"call site {calls.filename}:{site.line}",
                                 site.expects_error))
            if len(out) >= MAX_CALL_SITES:
                return out
    return out


def _rendered_sites(target: Target, module_name: str, calls: FileCalls, local: bool):
    if target.is_method:
        cls, method = target.attr[0], target.attr[-1]
        for site, constructor in calls.method_calls(module_name, cls, method, local):
            yield site, calls.render_method(site, constructor)
        return
    for site in calls.calls_to(module_name, call_names(target), local):
        yield site, calls.render(site)


def call_names(target: Target) -> set[str]:
    names = {target.name}
    if target.def_name and target.bound_positional == 0 and not target.bound_keywords and not target.is_method:
        names.add(target.def_name)  # `g = jax.jit(f)`: calls of f take the same arguments
    return names


def candidates_for(target: Target, module_name: str, imports: ImportTable, own: FileCalls,
                   others: list[FileCalls], examples: dict,
                   class_node: cst.ClassDef | None = None) -> tuple[list[Candidate], str | None]:
    """(candidates, reason when there are none)."""
    given = user_examples(examples, module_name, target.name, target.is_method)
    if given:
        return given, None
    found = call_site_examples(target, module_name, own, others)
    made = synthesize(target, imports)
    reason = made.reason
    if target.is_method and made.sources:
        self_source, why = synthesize_self(class_node, imports) if class_node is not None else (None, "no class")
        if self_source is None:
            made.sources, reason = [], f"no example inputs: cannot build 'self' ({why}); add a call such as " \
                                       f"\"{target.name}\" = \"{target.attr[0]}(...).{target.attr[-1]}(...)\" " \
                                       f"to [tool.jaxlint.verify.examples]"
        else:
            made.sources = [(src.replace("__jaxlint_pack__(", f"__jaxlint_pack__({self_source}"
                                         + (", " if src != "__jaxlint_pack__()" else ""), 1), desc, group)
                            for src, desc, group in made.sources]
    found += [Candidate(src, SYNTHESIZED, desc, group=group) for src, desc, group in made.sources]
    return found, (reason if not found else None)
