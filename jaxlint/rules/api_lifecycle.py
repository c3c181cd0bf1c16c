"""What JAX901 (removed-api) and JAX902 (deprecated-api) share: finding the references to a JAX
name in imports, attribute chains, annotations, calls, keyword arguments and array methods,
judging each against the facts table's life cycle at the target JAX version, and the fixes.

Each rule looks for one state ("removed" or "deprecated") and words its own message. Nodes come
in the index walk's pre-order (a statement before its expressions, a call before its callee),
so a call handled as a whole marks its callee done before the callee's own visit.
"""

from __future__ import annotations

import string
from typing import ClassVar

import libcst as cst

from jaxlint.analysis.api import dotted_name, facts, iter_children, iter_tree, jax_versions
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers import migrations
from jaxlint.rules.base import MODULE, Rule
from jaxlint.rules.common import short_name

TYPE_CAVEAT = "isinstance(x, jax.Array) also holds for tracers, which the old type did not match"


class ApiLifecycleRule(Rule):
    kind = MODULE
    triggers = facts.REMOVED_SPELLINGS | facts.DEPRECATED_SPELLINGS
    state: ClassVar[str]  # "removed" or "deprecated"

    def __init__(self, sink) -> None:
        super().__init__(sink)
        self._done: set[int] = set()  # nodes already judged as part of a larger one
        self._annotations: set[int] = set()
        self._unevaluated: set[int] = set()  # annotations under `from __future__ import annotations`
        self._statements: set[int] = set()  # calls that are whole expression statements
        self._tight: set[int] = set()  # where `-x` needs parentheses (`x ** 2`, `x.attr`)
        self._target: str | None = None

    # What the rules word differently ---------------------------------------------------------
    def message(self, what: str, fact: facts.Fact, raises: str, replacement: str | None) -> str:
        raise NotImplementedError

    @property
    def target(self) -> str:
        if self._target is None:
            self._target = jax_versions.resolve_target(self.ctx.option("target_jax"))[0]
        return self._target

    def _lifecycle(self, name: str | None, module_path: bool = False) -> jax_versions.Lifecycle | None:
        found = jax_versions.lifecycle(name, self.target, module_path)
        return found if found is not None and found.state == self.state else None

    # Context the other handlers read (these nodes come before what they contain) --------------
    def visit_Annotation(self, node: cst.Annotation) -> None:
        ids = {id(n) for n in iter_tree(node.annotation)}
        self._annotations.update(ids)
        if self.ctx.module.postpones_annotations:
            self._unevaluated.update(ids)  # never looked up: nothing fails on the target

    def visit_Expr(self, node: cst.Expr) -> None:
        if isinstance(node.value, cst.Call):
            self._statements.add(id(node.value))

    def visit_BinaryOperation(self, node: cst.BinaryOperation) -> None:
        if isinstance(node.operator, cst.Power):
            self._tight.add(id(node.left))

    def _skip(self, node: cst.CSTNode) -> bool:
        """Code written for both old and new JAX (a guarded import, a hasattr test), or an
        annotation Python never evaluates."""
        return id(node) in self._unevaluated or self.ctx.guarded(node)

    # Imports -------------------------------------------------------------------------------------
    def visit_Import(self, node: cst.Import) -> None:
        for alias in node.names:
            full = dotted_name(alias.name)
            found = self._lifecycle(full, module_path=True)
            if found is None or self._skip(node):
                continue
            bound = alias.asname.name.value if alias.asname is not None else None
            fix = self._import_fix(node, alias, full, bound, found)
            self.report(alias, self.message(_imported(found), found.fact, jax_versions.MODULE_NOT_FOUND,
                                            _advice(fix, found.fact.replacement)), fix)

    def visit_ImportFrom(self, node: cst.ImportFrom) -> None:
        if node.relative or isinstance(node.names, cst.ImportStar):
            return
        module = dotted_name(node.module) or ""
        whole = self._lifecycle(module, module_path=True)
        found = [(alias, name, self._lifecycle(f"{module}.{name}"))
                 for alias, name in ((alias, dotted_name(alias.name) or "") for alias in node.names)]
        if whole is None and all(one is None for _, _, one in found) or self._skip(node):
            return  # the facts first: the guard test and the fix's codegen cost more
        fix = self._from_import_fix(node, module, whole, found)
        if whole is not None:  # the module is gone: the whole statement fails
            self.report(node, self.message(_imported(whole), whole.fact, jax_versions.MODULE_NOT_FOUND,
                                           _advice(fix, whole.fact.replacement)), fix)
            return
        for alias, _, one in found:
            if one is not None:
                self.report(alias, self.message(short_name(one.name), one.fact, jax_versions.IMPORT,
                                                _advice(fix, self._replacement_text(one))), fix)

    def _raises(self, found: jax_versions.Lifecycle) -> str:
        """What using the name (not importing it) raises."""
        return jax_versions.TYPE if found.fact.raises == jax_versions.TYPE else jax_versions.ATTRIBUTE

    def _renamed(self, found: jax_versions.Lifecycle, anywhere: bool = True) -> tuple[str, bool] | None:
        """(the name a use moves to, whether the move is safe), or None without a rename."""
        fact = found.fact
        if not jax_versions.available(fact, self.target):
            return None
        name = jax_versions.member(fact, found.rest)
        if name is None:
            return None
        if self.state == "removed":
            name = jax_versions.migrated(name, self.target)
        if name is None:
            return None
        safe = fact.caveat is None and (fact.migration != jax_versions.RENAME_TYPE or not anywhere)
        return name, safe

    def _import_fix(self, node: cst.Import, alias: cst.ImportAlias, full: str, bound: str | None,
                    found: jax_versions.Lifecycle) -> PendingFix | None:
        renamed = self._renamed(found)
        if renamed is None:
            return self._drop_unused(node, bound) if len(node.names) == 1 else None
        name, safe = renamed
        is_module = jax_versions.is_module(name)
        if bound is not None:
            new = migrations.import_statement(name, bound, is_module)
        else:
            new = migrations.plain_import(full, name, is_module)
        if new is None or not self._importable(name, is_module):
            return None
        others = [code(a.with_changes(comma=cst.MaybeSentinel.DEFAULT)).strip() for a in node.names if a is not alias]
        text = "; ".join(([f"import {', '.join(others)}"] if others else []) + [new])
        return self._fix(f"Import {name} instead", [NodeEdit(node, text)], safe, found.fact)

    def _from_import_fix(self, node: cst.ImportFrom, module: str, whole, found) -> PendingFix | None:
        if "#" in code(node):
            return None  # comments inside a multi-line import would be lost
        kept, moved, dropped, safe, facts_used = [], [], [], True, []
        for alias, name, one in found:
            decided = one or whole
            bound = alias.asname.name.value if alias.asname is not None else name
            if decided is None:
                kept.append(code(alias.with_changes(comma=cst.MaybeSentinel.DEFAULT)).strip())
                continue
            lifecycle = decided if decided is one else jax_versions.Lifecycle(
                whole.state, whole.fact, ".".join(filter(None, (whole.rest, name))))
            renamed = self._renamed(lifecycle)
            if renamed is None:
                if len(found) == 1:
                    return self._drop_unused(node, bound)
                if not self._unused(bound):
                    return None
                dropped.append(bound)  # gone, and its uses were migrated: it goes
                continue
            target, one_safe = renamed
            if not self._importable(target, jax_versions.is_module(target)):
                return None
            moved.append((target, bound, jax_versions.is_module(target)))
            safe = safe and one_safe
            facts_used.append(decided.fact)
        if not moved and not dropped:
            return None
        if kept and whole is not None:
            return None  # the rest of the module is gone too
        if not moved and not kept:
            return self._drop_unused(node, dropped[0]) if all(self._unused(b) for b in dropped) else None
        if not moved:
            listed = ", ".join(dropped)
            return PendingFix(f"Remove the unused import of {listed}",
                              [NodeEdit(node, migrations.from_import(module, kept, []))])
        text = migrations.from_import(module, kept, moved)
        caveat = next((f for f in facts_used if f.caveat), facts_used[0])
        return self._fix(f"Import {', '.join(t for t, _, _ in moved)} instead", [NodeEdit(node, text)], safe, caveat)

    def _importable(self, name: str, is_module: bool) -> bool:
        """The rewritten import does not name a module that is gone too."""
        path = name if is_module else name.rpartition(".")[0]
        found = jax_versions.lifecycle(path, self.target, module_path=True) if path else None
        return found is None or found.state != "removed"

    def _unused(self, bound: str | None) -> bool:
        """Nothing outside the imports reads the name (its uses, if any, were migrated)."""
        module = self.ctx.module.node
        return bound is not None and module is not None and not any(
            isinstance(n, cst.Name) and n.value == bound for n in _outside_imports(module))

    def _drop_unused(self, node: cst.CSTNode, bound: str | None) -> PendingFix | None:
        """An import of a name that is gone, whose binding nothing uses any more (its uses were
        migrated): remove it."""
        module = self.ctx.module.node
        if not self._unused(bound):
            return None
        top_level = any(isinstance(s, cst.SimpleStatementLine) and node in s.body for s in module.body)
        return PendingFix(f"Remove the unused import of {bound}", [NodeEdit(node, "" if top_level else "pass")])

    # References --------------------------------------------------------------------------------
    def visit_Attribute(self, node: cst.Attribute) -> None:
        if id(node) in self._done:
            return
        if node.attr.value not in jax_versions.last_parts():
            self._tight.add(id(node.value))  # `jnp.NINF.real`: the chain below is visited on its own
            return
        self._mark_chain(node)
        written = self.ctx.written_name(node)
        if written is None:
            self._array_member(node, node.value, "attr:" + node.attr.value, node)
            return
        found = self._lifecycle(written)
        if found is None or self._skip(node) or self._reported_at_import(node, found):
            return
        self.report(node, self.message(self._what(found), found.fact, self._raises(found),
                                       self._replacement_text(found)), self._reference_fix(node, found))

    def _mark_chain(self, node: cst.CSTNode) -> None:
        while isinstance(node, cst.Attribute):
            node = node.value
            self._done.add(id(node))

    def _what(self, found: jax_versions.Lifecycle) -> str:
        return short_name(found.name)

    def _reported_at_import(self, node: cst.Attribute, found: jax_versions.Lifecycle) -> bool:
        """`hcb.barrier_wait()` after `import jax.experimental.host_callback as hcb`: the import
        carries the finding; only names with a record of their own are reported at each use."""
        if not found.rest:
            return False
        bound_to = self.ctx.written_name(_head(node))
        return bound_to is not None and (bound_to == found.name or bound_to.startswith(found.name + "."))

    def _replacement_text(self, found: jax_versions.Lifecycle) -> str | None:
        renamed = jax_versions.member(found.fact, found.rest)
        return short_name(renamed) if renamed is not None else found.fact.replacement

    def _reference_fix(self, node: cst.Attribute, found: jax_versions.Lifecycle) -> PendingFix | None:
        fact = found.fact
        migration = fact.migration or ""
        if migration.startswith("expr:"):
            return self._template_fix(node, fact, migration[len("expr:"):], {}, suffix=found.rest)
        renamed = self._renamed(found, anywhere=id(node) not in self._annotations)
        if renamed is None:
            return None
        name, safe = renamed
        spelled = self._namer().spell(name, prefer=_head(node).value)
        if spelled is None:
            return None
        text, edit = spelled
        return self._fix(f"Use {short_name(name)}", [NodeEdit(node, text)] + ([edit] if edit else []), safe, fact)

    def _template_fix(self, node: cst.CSTNode, fact: facts.Fact, template: str, values: dict[str, str],
                      suffix: str = "") -> PendingFix | None:
        if not jax_versions.available(fact, self.target):
            return None
        rendered = self._namer().render(template, values)
        if rendered is None:
            return None
        text, edits = rendered
        if text.startswith("-") and (suffix or id(node) in self._tight):
            text = f"({text})"
        if suffix:
            text = f"{text}.{suffix}"
        return self._fix(f"Replace with {text}", [NodeEdit(node, text)] + edits, fact.caveat is None, fact)

    def _namer(self) -> migrations.Namer:
        return migrations.Namer(self.ctx.module, jax_versions.NOT_LOADED_BY_IMPORT_JAX, self.ctx.is_local,
                                jax_versions.is_module)

    def _fix(self, message: str, edits: list[NodeEdit], safe: bool, fact: facts.Fact) -> PendingFix:
        caveat = fact.caveat or (TYPE_CAVEAT if fact.migration == jax_versions.RENAME_TYPE else None)
        if not safe and caveat:
            message += f" (unsafe: {caveat})"
        return PendingFix(message, edits, Applicability.SAFE if safe else Applicability.UNSAFE)

    # Calls: whole-call rewrites, keyword arguments, array methods --------------------------------------
    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if isinstance(func, cst.Attribute) and func.attr.value not in jax_versions.last_parts():
            return
        written = self.ctx.written_name(func)
        if written is None:
            if isinstance(func, cst.Attribute):
                self._array_member(node, func.value, "method:" + func.attr.value, func)
            return
        found = self._lifecycle(written)
        migration = (found.fact.migration or "") if found is not None else ""
        if found is not None and not found.rest and migration.startswith(("call:", "stmt:")):
            self._done.add(id(func))
            self._mark_chain(func)
            if self._skip(node):
                return
            self.report(node, self.message(self._what(found), found.fact, self._raises(found),
                                           found.fact.replacement), self._call_fix(node, found.fact, migration))
            return
        self._keywords(node, written)

    def _call_fix(self, node: cst.Call, fact: facts.Fact, migration: str) -> PendingFix | None:
        kind, _, template = migration.partition(":")
        if kind == "stmt" and id(node) not in self._statements:
            return None  # the replacement returns None: only a call whose result is unused can move
        if any(arg.keyword is not None or arg.star for arg in node.args):
            return None
        fields = {int(f) for f in _fields(template) if f.isdigit()}
        if fields and max(fields) + 1 != len(node.args):
            return None
        values = {str(i): self._argument(arg.value, template, i) for i, arg in enumerate(node.args)}
        return self._template_fix(node, fact, template, values)

    def _argument(self, value: cst.BaseExpression, template: str, index: int) -> str:
        """An argument's text where the template puts it: `jax.ops.index[i]` inside `.at[...]` is `i`."""
        if "at[{%d}]" % index in template and isinstance(value, cst.Subscript) and len(value.slice) == 1 \
                and self.ctx.written_name(value.value) in jax_versions.INDEX_HELPERS:
            return code(value.slice[0].slice).strip()
        return migrations.atomic(value) if _needs_atom(template, index) else code(value).strip()

    def _keywords(self, node: cst.Call, written: str) -> None:
        fact = facts.lookup(written)
        if fact is None or not fact.removed_keywords or self._skip(node):
            return
        at = jax_versions.version_tuple(self.target)
        for arg in node.args:
            if arg.keyword is None:
                continue
            for keyword, deprecated_in, removed_in, replacement in fact.removed_keywords:
                if arg.keyword.value != keyword:
                    continue
                removed = jax_versions.version_tuple(removed_in) <= at
                deprecated = deprecated_in is not None and jax_versions.version_tuple(deprecated_in) <= at
                if (self.state == "removed") != removed or not (removed or deprecated):
                    continue
                record = facts.Fact(f"{written}({keyword}=)", removed_in=removed_in, deprecated_in=deprecated_in,
                                    raises=jax_versions.TYPE)
                advice = "no replacement: drop the argument" if replacement == "" else (
                    f"{replacement}=" if replacement else None)
                what = f"the {keyword}= argument of {short_name(written)}()"
                self.report(arg, self.message(what, record, jax_versions.TYPE, advice),
                            self._keyword_fix(node, arg, replacement))

    def _keyword_fix(self, node: cst.Call, arg: cst.Arg, replacement: str | None) -> PendingFix | None:
        if replacement is None:
            return None
        if replacement:
            return PendingFix(f"Rename {arg.keyword.value}= to {replacement}=", [NodeEdit(arg.keyword, replacement)])
        args = [a for a in node.args if a is not arg]
        if args:
            args[-1] = args[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
        return PendingFix(f"Drop {arg.keyword.value}=", [NodeEdit(node, code(node.with_changes(args=args)).strip())])

    def _array_member(self, node: cst.CSTNode, receiver: cst.BaseExpression, key: str, func: cst.CSTNode) -> None:
        """`x.to_py()`, `x.device_buffer`: only on a receiver known to be a JAX array."""
        fact = facts.FACTS.get(key)
        if fact is None or jax_versions.state_at(fact, self.target) != self.state:
            return
        self._done.add(id(func))
        if not self.ctx.is_jax_array(receiver) or self._skip(node):
            return
        member = key.partition(":")[2]
        what = f".{member}()" if key.startswith("method:") else f".{member}"
        found = jax_versions.Lifecycle(self.state, fact)
        fix = None
        template = (fact.migration or "").partition(":")[2]
        if template:
            fix = self._template_fix(node, fact, template, {"x": migrations.atomic(receiver)})
        self.report(node, self.message(f"the array {'method' if what.endswith(')') else 'attribute'} {what}", fact,
                                       self._raises(found), fact.replacement), fix)


def _head(node: cst.Attribute) -> cst.Name:
    """`a` of `a.b.c` (the callers pass chains that resolve, so rooted in a name)."""
    while isinstance(node, cst.Attribute):
        node = node.value
    return node


def advice(replacement: str | None) -> str:
    """'; use jax.tree.map' (or '; no public replacement') for the end of a message."""
    if not replacement:
        return ""
    return f"; {replacement}" if replacement.startswith(("no ", "nothing")) else f"; use {replacement}"


def _imported(found: jax_versions.Lifecycle) -> str:
    """`the jax.config module` where only the module is gone (the name lives on as an object)."""
    if found.fact.name.startswith(jax_versions.MODULE_PREFIX):
        return f"the {found.name} module"
    return short_name(found.name)


def _advice(fix: PendingFix | None, replacement: str | None) -> str | None:
    """For an import: the statement the fix writes (`from jax import config`), else the table's advice."""
    if fix is not None and len(fix.edits) == 1 and fix.edits[0].content.startswith(("import ", "from ")):
        return f"`{fix.edits[0].content}`"
    return replacement


def _fields(template: str) -> list[str]:
    return [field for _, field, _, _ in string.Formatter().parse(template) if field]


def _needs_atom(template: str, index: int) -> bool:
    """`{0}.at[...]` needs its argument parenthesised when it is not atomic; `set({2})` does not."""
    marker = "{%d}" % index
    at = template.find(marker)
    after = template[at + len(marker):at + len(marker) + 1]
    return template == marker or after in (".", "[", "(")


def _outside_imports(module: cst.Module):
    """Every node of the module except those of import statements."""
    stack = [module]
    while stack:
        current = stack.pop()
        if isinstance(current, (cst.Import, cst.ImportFrom)):
            continue
        yield current
        stack.extend(reversed(iter_children(current)))


def version_table(rows, columns: tuple[str, ...]) -> str:
    """A Markdown table for the rule docs, generated from the facts so it cannot drift."""
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def fix_kind(fact: facts.Fact) -> str:
    """How the docs describe a row's fix."""
    migration = fact.migration
    if migration is None:
        return "advice"
    if migration == jax_versions.RENAME_TYPE:
        return "safe in annotations"
    if migration.startswith("stmt:"):
        return "unsafe (bare calls)"
    return "unsafe" if fact.caveat else "safe"


def table_rows(state: str) -> list[tuple[str, ...]]:
    """(name, removed in / deprecated in, replacement, fix) for every record of the table that
    JAX901 (`state="removed"`) or JAX902 (`"deprecated"`) can report."""
    rows = []
    for name in jax_versions.lifecycle_names():
        fact = facts.FACTS[name]
        shown = _shown(name)
        for keyword, deprecated_in, removed_in, replacement in fact.removed_keywords:
            version = removed_in if state == "removed" else deprecated_in
            if version:
                advice = "drop it" if replacement == "" else f"{replacement}=" if replacement else "see the docs"
                rows.append((f"`{shown}({keyword}=)`", version, advice, "safe" if replacement is not None else "advice"))
        version = (("never" if fact.never_in_jax else fact.removed_in) if state == "removed" else fact.deprecated_in)
        if version:
            replacement = short_name(fact.replacement) if fact.migration in (jax_versions.RENAME,
                                                                             jax_versions.RENAME_TYPE) else fact.replacement
            rows.append((f"`{shown}`", version, replacement or "", fix_kind(fact)))
    return sorted(rows, key=lambda row: row[0].lower().lstrip("`"))


def _shown(name: str) -> str:
    kind, _, member = name.partition(":")
    if member and kind in ("attr", "method"):
        return f"x.{member}" + ("()" if kind == "method" else "")
    if member and kind == "module":
        return f"import {member}"
    return short_name(name)


def target_note(state: str, configured: str | None) -> str:
    """What the table means where `jaxlint rule` runs: the target version and how many rows apply."""
    version, source = jax_versions.resolve_target(configured)
    names = jax_versions.lifecycle_names()
    applying = [n for n in names if jax_versions.state_at(facts.FACTS[n], version) == state]
    return (f"## Target\n\nJAX {version} ({source}; set `target-jax` or `--target-jax` to change it): "
            f"{len(applying)} of the table's {len(names)} names count as {state} at this version.")
