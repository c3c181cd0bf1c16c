"""What a module-level dict registry holds once the project is imported: its display's entries,
plus those that import-time code stores into it, in its own module or another.

Two shapes fill a registry in real projects. A module-level store in a module that imports the
table (`LOSSES["huber"] = huber` at the bottom of losses/robust.py, `LOSSES = {}` in
losses/base.py), and a registering decorator of the table's module applied to a def or class
(`@register("mlp") class MLP`, `def register(name): def wrap(obj): MODELS[name] = obj; return obj;
return wrap`; or `@register` with `def register(fn): FNS[fn.__name__] = fn; return fn`).

The answer is all or nothing: the table must be bound once to a dict display with literal keys
and never rebound; every other change to it anywhere in the project (a store with a key that is
no literal, a store inside a function that is not a registering decorator, `update`, `pop`,
`del`, a store nested under a module-level `if`) makes the whole table unknown; a key filled
twice (which one wins depends on import order) is dropped. The project's files that spell the
table's or a decorator's name are all read, or there is no answer.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.module_index import ModuleIndex
from jaxlint.analysis.walk import iter_tree, parent_map

_MUTATING = frozenset({"update", "setdefault", "pop", "popitem", "clear", "__setitem__", "__delitem__"})
_DROPPED = object()


@dataclass(frozen=True)
class Fill:
    value: cst.BaseExpression  # what is stored: a name of `path`'s module, or a display's value
    path: str  # the module whose text spells it


@dataclass(frozen=True)
class _Decorator:
    name: str  # the registering function of the table's module
    keyed: bool  # `@register("mlp")` (True) or `@register` keyed by `fn.__name__` (False)


def filled_entries(project, table_path: str, table_index: ModuleIndex, name: str) -> dict[str, Fill] | None:
    """key -> what the registry `name` of the module at `table_path` holds after import; None
    when that is not known (see the module doc)."""
    memo = project.registry_fills
    key = (os.path.abspath(table_path), name)
    if key not in memo:
        memo[key] = None  # a table filled while reading itself: no answer
        memo[key] = _filled(project, table_path, table_index, name)
    return memo[key]


def _filled(project, table_path: str, table_index: ModuleIndex, name: str) -> dict[str, Fill] | None:
    from jaxlint.analysis.project import files_spelling

    assigned = table_index.module_assignments.get(name)
    if not assigned or len(assigned) != 1 or not isinstance(assigned[0], cst.Dict) \
            or name in table_index.reassigned_globals or table_index.module is None:
        return None
    entries: dict[str, object] = {}
    for element in assigned[0].elements:
        if not isinstance(element, cst.DictElement) or not isinstance(element.key, cst.SimpleString):
            return None
        _add(entries, element.key.evaluated_value, Fill(element.value, table_path))
    decorators = _registering_decorators(table_index, name)
    if decorators is None or not _own_functions_only_register(table_index, name, decorators):
        return None
    others = files_spelling(project, table_path, (name, *decorators))
    if others is None:
        return None
    for path in [table_path, *others]:
        index = _index_of(project, path)
        if index is None or index.module is None:
            return None
        refers = _Referrer(project, path, index, table_path, name, decorators)
        if not _read_module(index, path, refers, entries, own=path is table_path):
            return None
    return {k: v for k, v in entries.items() if isinstance(v, Fill)}


def _add(entries: dict[str, object], key: str, fill: Fill) -> None:
    entries[key] = _DROPPED if key in entries else fill


def _index_of(project, path: str) -> ModuleIndex | None:
    """The linted module's own index (never parsed twice), or another module's."""
    home = getattr(project, "home", None)
    if home is not None and os.path.abspath(path) == os.path.abspath(project.filename):
        return home.index
    entry = project._entry(os.path.abspath(path))
    return entry[0].index if entry is not None else None


def evaluator_of(project, path: str):
    """The evaluator running the module at `path` (the linted module's own for it)."""
    home = getattr(project, "home", None)
    if home is not None and os.path.abspath(path) == os.path.abspath(project.filename):
        return home
    entry = project._entry(os.path.abspath(path))
    return entry[1] if entry is not None else None


def _registering_decorators(index: ModuleIndex, table: str) -> dict[str, _Decorator] | None:
    """The module-level defs of the table's module that only register what they decorate."""
    out: dict[str, _Decorator] = {}
    for fname, info in index.module_functions.items():
        node = info.node
        if not isinstance(node, cst.FunctionDef) or node.decorators or fname in index.module_assignments:
            continue
        found = _registers(node, table)
        if found is not None:
            out[fname] = _Decorator(fname, found)
    return out


def _registers(node: cst.FunctionDef, table: str) -> bool | None:
    """True for `def register(key): def wrap(obj): TABLE[key] = obj; return obj; return wrap`,
    False for `def register(fn): TABLE[fn.__name__] = fn; return fn`; None otherwise."""
    params = [p.name.value for p in node.params.params]
    if len(params) != 1 or not _one_plain_parameter(node.params):
        return None
    body = _statements(node)
    if body is None or not body:
        return None
    if _stores_and_returns(body, table, key=f"{params[0]}.__name__", obj=params[0]):
        return False
    inner = body[0] if len(body) == 2 else None
    last = body[-1]
    if not isinstance(inner, cst.FunctionDef) or inner.decorators or not _returns_name(last, inner.name.value):
        return None
    inner_params = [p.name.value for p in inner.params.params]
    if len(inner_params) != 1 or not _one_plain_parameter(inner.params):
        return None
    inner_body = _statements(inner)
    if inner_body is None or not _stores_and_returns(inner_body, table, key=params[0], obj=inner_params[0]):
        return None
    return True


def _one_plain_parameter(params: cst.Parameters) -> bool:
    return isinstance(params.star_arg, cst.MaybeSentinel) and not params.kwonly_params \
        and params.star_kwarg is None and not params.posonly_params and len(params.params) == 1


def _statements(node: cst.FunctionDef) -> list[cst.CSTNode] | None:
    body = list(node.body.body) if isinstance(node.body, cst.IndentedBlock) else None
    if body and isinstance(body[0], cst.SimpleStatementLine) and len(body[0].body) == 1 \
            and isinstance(body[0].body[0], cst.Expr) and isinstance(body[0].body[0].value, cst.SimpleString):
        body = body[1:]  # a docstring
    return body


def _stores_and_returns(body: list[cst.CSTNode], table: str, key: str, obj: str) -> bool:
    """`TABLE[key] = obj` then `return obj`, with only checks (`if`/`assert` that raise, store
    nothing into the table) before the store."""
    if len(body) < 2 or not _returns_name(body[-1], obj):
        return False
    store = body[-2]
    if not isinstance(store, cst.SimpleStatementLine) or len(store.body) != 1 or not isinstance(store.body[0], cst.Assign):
        return False
    assign = store.body[0]
    if len(assign.targets) != 1 or not isinstance(assign.value, cst.Name) or assign.value.value != obj:
        return False
    target = assign.targets[0].target
    if not isinstance(target, cst.Subscript) or not isinstance(target.value, cst.Name) or target.value.value != table \
            or len(target.slice) != 1 or not isinstance(target.slice[0].slice, cst.Index) \
            or dotted_name(target.slice[0].slice.value) != key:
        return False
    for check in body[:-2]:
        if not isinstance(check, (cst.If, cst.SimpleStatementLine)):
            return False
        if isinstance(check, cst.SimpleStatementLine) and not all(isinstance(s, (cst.Assert, cst.Raise)) for s in check.body):
            return False
        if any(isinstance(n, (cst.Assign, cst.AugAssign, cst.Del)) for n in iter_tree(check)):
            return False
    return True


def _returns_name(stmt: cst.CSTNode, name: str) -> bool:
    return isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Return) \
        and isinstance(stmt.body[0].value, cst.Name) and stmt.body[0].value.value == name


def _own_functions_only_register(index: ModuleIndex, table: str, decorators: dict[str, _Decorator]) -> bool:
    """Every function of the table's module that changes it is a registering decorator (or the
    def nested in one)."""
    changed_by = index.mutated_by.get(table, set())
    allowed = set()
    for decorator in decorators:
        node = index.module_functions[decorator].node
        allowed.update(id(n) for n in iter_tree(node) if isinstance(n, cst.FunctionDef))
    return changed_by <= allowed


class _Referrer:
    """Whether an expression of one module names the table, or one of its registering decorators."""

    def __init__(self, project, path: str, index: ModuleIndex, table_path: str, table: str,
                 decorators: dict[str, _Decorator]) -> None:
        self.project, self.path, self.index = project, path, index
        self.table_path, self.table, self.decorators = os.path.abspath(table_path), table, decorators
        self.own = os.path.abspath(path) == self.table_path
        self._memo: dict[str, str | None] = {}

    def target(self, expr: cst.BaseExpression) -> str | None:
        """The name of the table's module that `expr` spells (the table's, a decorator's), else None."""
        dotted = dotted_name(expr)
        if dotted is None:
            return None
        if self.own and "." not in dotted:
            if dotted in self.index.module_assignments and dotted != self.table:
                return None
            return dotted if dotted == self.table or dotted in self.decorators else None
        if dotted not in self._memo:
            qual = self.index.imports.resolve(dotted)
            self._memo[dotted] = self._located(qual, self.path, 0) if qual else None
        return self._memo[dotted]

    def _located(self, qual: str, from_path: str, depth: int) -> str | None:
        module_name, _, attr = qual.rpartition(".")
        if not module_name or depth > 4:
            return None
        path = self.project._module_path(module_name, from_path)
        if path is None:
            return None
        if os.path.abspath(path) == self.table_path:
            return attr if attr == self.table or attr in self.decorators else None
        index = _index_of(self.project, path)
        if index is None or attr in index.module_assignments:
            return None
        target = index.imports.top_level.get(attr)
        return self._located(target, path, depth + 1) if target is not None else None  # a re-export


def _read_module(index: ModuleIndex, path: str, refers: _Referrer, entries: dict[str, object], own: bool) -> bool:
    """Add the fills one module makes; False when it changes the table in any other way."""
    module = index.module
    parents = parent_map(module)
    top_stores: set[int] = set()
    for stmt in module.body:
        fill = _top_store(stmt, refers)
        if fill is not None:
            key, value, target = fill
            _add(entries, key, Fill(value, path))
            top_stores.add(id(target))
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            for decorator in stmt.decorators:
                registered = _registered_key(decorator.decorator, stmt, refers)
                if registered is not None:
                    _add(entries, registered, Fill(stmt.name, path))
    decorator_nodes = set()
    if own:
        for decorator in refers.decorators:
            decorator_nodes.update(id(n) for n in iter_tree(index.module_functions[decorator].node))
    for node in iter_tree(module):
        if not isinstance(node, (cst.Name, cst.Attribute)) or id(node) in decorator_nodes:
            continue
        parent = parents.get(id(node))
        if isinstance(parent, cst.Attribute) and parent.value is not node and isinstance(node, cst.Name):
            continue  # `x.LOSSES`'s attribute name
        if refers.target(node) != refers.table:
            continue
        if isinstance(parent, cst.Subscript) and parent.value is node and id(parent) not in top_stores \
                and _is_changed(parent, parents):
            return False
        if isinstance(parent, cst.Attribute) and parent.value is node and parent.attr.value in _MUTATING:
            return False
    return True


def _top_store(stmt: cst.CSTNode, refers: _Referrer):
    """(key, value, subscript) for a module-level `TABLE["key"] = value`."""
    if not isinstance(stmt, cst.SimpleStatementLine) or len(stmt.body) != 1 or not isinstance(stmt.body[0], cst.Assign):
        return None
    assign = stmt.body[0]
    if len(assign.targets) != 1 or not isinstance(assign.targets[0].target, cst.Subscript):
        return None
    target = assign.targets[0].target
    if refers.target(target.value) != refers.table or len(target.slice) != 1 \
            or not isinstance(target.slice[0].slice, cst.Index) \
            or not isinstance(target.slice[0].slice.value, cst.SimpleString):
        return None
    key = target.slice[0].slice.value.evaluated_value
    return (key, assign.value, target) if isinstance(key, str) else None


def _registered_key(expr: cst.BaseExpression, defined: cst.FunctionDef | cst.ClassDef, refers: _Referrer) -> str | None:
    """The key `@register("mlp")` (or a bare `@register`, keyed by the def's name) files a def under."""
    func = expr.func if isinstance(expr, cst.Call) else expr
    name = refers.target(func)
    decorator = refers.decorators.get(name) if name is not None else None
    if decorator is None:
        return None
    if not decorator.keyed:
        return defined.name.value if not isinstance(expr, cst.Call) else None
    if not isinstance(expr, cst.Call) or len(expr.args) != 1 or expr.args[0].keyword is not None \
            or expr.args[0].star or not isinstance(expr.args[0].value, cst.SimpleString):
        return None
    key = expr.args[0].value.evaluated_value
    return key if isinstance(key, str) else None


def _is_changed(subscript: cst.Subscript, parents: dict[int, cst.CSTNode]) -> bool:
    """`subscript` is stored into or deleted (anywhere: a function's store is a change too)."""
    child: cst.CSTNode = subscript
    parent = parents.get(id(child))
    while parent is not None and not isinstance(parent, (cst.BaseSmallStatement, cst.BaseCompoundStatement)):
        if isinstance(parent, (cst.AssignTarget, cst.Del)):
            return True
        child, parent = parent, parents.get(id(parent))
    if isinstance(parent, (cst.AugAssign, cst.AnnAssign)) and parent.target is child:
        return True
    if isinstance(parent, cst.Del):
        return True
    if isinstance(parent, cst.For) and parent.target is child:
        return True
    return False


def filled_list(project, table_path: str, table_index: ModuleIndex, name: str) -> list[Fill] | None:
    """What a module-level list registry holds after import, in order: its display's elements,
    then what its own module appends (`CALLBACKS.append(f)` at module level, or a bare
    `@register_callback` whose def only appends and returns its parameter), then what one other
    module appends the same ways (two others: their import order decides it, no answer). None
    when anything else changes it (see the module doc)."""
    memo = project.registry_fills
    key = (os.path.abspath(table_path), name, "list")
    if key not in memo:
        memo[key] = None
        memo[key] = _filled_list(project, table_path, table_index, name)
    return memo[key]


def _filled_list(project, table_path: str, table_index: ModuleIndex, name: str) -> list[Fill] | None:
    from jaxlint.analysis.project import files_spelling

    assigned = table_index.module_assignments.get(name)
    if not assigned or len(assigned) != 1 or not isinstance(assigned[0], cst.List) \
            or name in table_index.reassigned_globals or table_index.module is None:
        return None
    if any(isinstance(e, cst.StarredElement) for e in assigned[0].elements):
        return None
    out = [Fill(e.value, table_path) for e in assigned[0].elements]
    decorators = {f: _Decorator(f, False) for f, info in table_index.module_functions.items()
                  if isinstance(info.node, cst.FunctionDef) and not info.node.decorators
                  and f not in table_index.module_assignments and _appends(info.node, name)}
    if not _own_functions_only_register(table_index, name, decorators):
        return None
    others = files_spelling(project, table_path, (name, *decorators))
    if others is None:
        return None
    filling = 0
    for path in [table_path, *others]:
        index = _index_of(project, path)
        if index is None or index.module is None:
            return None
        refers = _Referrer(project, path, index, table_path, name, decorators)
        found = _appended_in(index, path, refers, own=path is table_path)
        if found is None:
            return None
        if found and path is not table_path:
            filling += 1
        out.extend(found)
    return out if filling <= 1 else None


def _appends(node: cst.FunctionDef, table: str) -> bool:
    """`def register(fn): TABLE.append(fn); return fn` (checks before the append allowed)."""
    if not _one_plain_parameter(node.params):
        return False
    param = node.params.params[0].name.value
    body = _statements(node)
    if not body or len(body) < 2 or not _returns_name(body[-1], param):
        return False
    append = body[-2]
    if not isinstance(append, cst.SimpleStatementLine) or len(append.body) != 1 \
            or not _is_append(append.body[0], table, param):
        return False
    return all(isinstance(c, cst.If) or isinstance(c, cst.SimpleStatementLine)
               and all(isinstance(x, (cst.Assert, cst.Raise)) for x in c.body) for c in body[:-2]) \
        and not any(isinstance(n, (cst.Assign, cst.AugAssign, cst.Del)) for c in body[:-2] for n in iter_tree(c))


def _is_append(stmt: cst.CSTNode, table: str | None, value: str | None) -> bool:
    if not isinstance(stmt, cst.Expr) or not isinstance(stmt.value, cst.Call):
        return False
    call = stmt.value
    return isinstance(call.func, cst.Attribute) and call.func.attr.value == "append" and len(call.args) == 1 \
        and not call.args[0].star and call.args[0].keyword is None \
        and (table is None or isinstance(call.func.value, cst.Name) and call.func.value.value == table) \
        and (value is None or isinstance(call.args[0].value, cst.Name) and call.args[0].value.value == value)


def _appended_in(index: ModuleIndex, path: str, refers: _Referrer, own: bool) -> list[Fill] | None:
    """The fills one module appends, in source order; None when it changes the list otherwise."""
    module = index.module
    parents = parent_map(module)
    out: list[Fill] = []
    appends: set[int] = set()
    for stmt in module.body:
        if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and _is_append(stmt.body[0], None, None) \
                and refers.target(stmt.body[0].value.func.value) == refers.table:
            out.append(Fill(stmt.body[0].value.args[0].value, path))
            appends.add(id(stmt.body[0].value.func))
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            for decorator in stmt.decorators:
                if _registered_key(decorator.decorator, stmt, refers) is not None:
                    out.append(Fill(stmt.name, path))
    skipped = set()
    if own:
        for decorator in refers.decorators:
            skipped.update(id(n) for n in iter_tree(index.module_functions[decorator].node))
    for node in iter_tree(module):
        if not isinstance(node, (cst.Name, cst.Attribute)) or id(node) in skipped:
            continue
        parent = parents.get(id(node))
        if isinstance(parent, cst.Attribute) and parent.value is not node and isinstance(node, cst.Name):
            continue
        if refers.target(node) != refers.table:
            continue
        if isinstance(parent, cst.Subscript) and parent.value is node and _is_changed(parent, parents):
            return None
        if isinstance(parent, cst.Attribute) and parent.value is node and id(parent) not in appends \
                and parent.attr.value in _LIST_MUTATING:
            return None
        if isinstance(parent, cst.AugAssign) and parent.target is node:
            return None
    return out


_LIST_MUTATING = frozenset({"append", "extend", "insert", "pop", "remove", "clear", "sort", "reverse",
                            "__setitem__", "__delitem__", "__iadd__"})


def registering(node: cst.CSTNode, index: ModuleIndex) -> bool:
    """Whether a module-level def only files what it decorates into a registry of its module
    (a dict keyed by a literal or `__name__`, or a list it appends to)."""
    if not isinstance(node, cst.FunctionDef):
        return False
    for name, assigned in index.module_assignments.items():
        if len(assigned) == 1 and isinstance(assigned[0], cst.Dict) and _registers(node, name) is not None:
            return True
        if len(assigned) == 1 and isinstance(assigned[0], cst.List) and _appends(node, name):
            return True
    return False


def filled_table(stmt: cst.SimpleStatementLine) -> cst.BaseExpression | None:
    """The table a module-level `TABLE.append(fn)` or `TABLE["key"] = fn` fills (as spelled)."""
    if len(stmt.body) != 1:
        return None
    small = stmt.body[0]
    if _is_append(small, None, None):
        return small.value.func.value
    if isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Subscript):
        return small.targets[0].target.value
    return None
