"""One cheap walk over a module: imports, functions, module globals, and traced entry points.

The evaluator starts from the entry points found here (decorated functions, `jax.jit(f)`
calls, `lax.scan` bodies outside any traced function) and follows the rest itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.imports import ImportTable
from jaxlint.analysis.transforms import TransformResolver, TransformSpec, body_arity
from jaxlint.analysis.walk import iter_children


@dataclass(eq=False)
class FunctionInfo:
    node: cst.FunctionDef | cst.Lambda
    name: str
    parent: "FunctionInfo | None"  # enclosing function, for closures
    class_node: cst.ClassDef | None = None  # set for methods defined directly in a class body
    specs: list[TransformSpec] = field(default_factory=list)  # decorators, innermost first
    is_staticmethod: bool = False
    nested: dict[str, "FunctionInfo"] = field(default_factory=dict)  # defs directly inside

    @property
    def is_method(self) -> bool:
        return self.class_node is not None and not self.is_staticmethod


@dataclass(eq=False)
class EntryPoint:
    """A function traced by a transform applied outside any traced code."""

    function: FunctionInfo
    specs: list[TransformSpec]
    bound_positional: int = 0  # arguments fixed by functools.partial before the transform
    bound_keywords: tuple[str, ...] = ()  # keywords fixed by functools.partial
    arity: int | None = None  # arguments a lax primitive passes; later parameters keep defaults


@dataclass
class ModuleIndex:
    imports: ImportTable
    resolver: TransformResolver
    functions: dict[int, FunctionInfo] = field(default_factory=dict)  # id(node) -> info
    module_functions: dict[str, FunctionInfo] = field(default_factory=dict)
    classes: dict[str, cst.ClassDef] = field(default_factory=dict)
    class_methods: dict[int, dict[str, FunctionInfo]] = field(default_factory=dict)
    module_assignments: dict[str, list[cst.BaseExpression | None]] = field(default_factory=dict)
    reassigned_globals: set[str] = field(default_factory=set)  # rebound via `global` in a function
    mutated_globals: set[str] = field(default_factory=set)  # module containers changed in a function
    entry_points: list[EntryPoint] = field(default_factory=list)
    module: cst.Module | None = None
    last_top_import: cst.CSTNode | None = None  # where fixes add imports
    first_statement: cst.CSTNode | None = None
    docstring: cst.CSTNode | None = None
    deferred_calls: list[tuple[cst.Call, FunctionInfo | None]] = field(default_factory=list)
    calls_in_loops: set[int] = field(default_factory=set)  # ids of calls inside for/while/comprehensions
    called_immediately: set[int] = field(default_factory=set)  # ids of calls whose result is called: f(...)(...)
    call_guards: dict[int, tuple] = field(default_factory=dict)  # id(call) -> enclosing `if` tests
    recorded: list[tuple[cst.CSTNode, FunctionInfo | None]] = field(default_factory=list)  # for module rules
    record_types: frozenset[type] = frozenset()  # the node types `recorded` holds

    def function_for(self, node: cst.CSTNode) -> FunctionInfo | None:
        return self.functions.get(id(node))


_COMPREHENSIONS = (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)


class _Indexer:
    def __init__(self, index: ModuleIndex) -> None:
        self.index = index

    def run(self, module: cst.Module) -> None:
        self.walk_block(module.body, None, None, module_level=True)

    # Statements -----------------------------------------------------------------------
    def walk_block(self, body, func: FunctionInfo | None, cls: cst.ClassDef | None,
                   module_level: bool = False) -> None:
        if module_level and func is None and cls is None and body is self.index.module.body:
            self._note_module_layout(body)
        for stmt in body:
            self.walk_statement(stmt, func, cls, module_level)

    def _note_module_layout(self, body) -> None:
        index = self.index
        for i, stmt in enumerate(body):
            if i == 0:
                index.first_statement = stmt
                if (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1
                        and isinstance(stmt.body[0], cst.Expr)
                        and isinstance(stmt.body[0].value, (cst.SimpleString, cst.ConcatenatedString))):
                    index.docstring = stmt
            if isinstance(stmt, cst.SimpleStatementLine) and any(
                    isinstance(s, (cst.Import, cst.ImportFrom)) for s in stmt.body):
                index.last_top_import = stmt

    def walk_statement(self, stmt, func, cls, module_level) -> None:
        index = self.index
        if type(stmt) in self.record:
            index.recorded.append((stmt, func))
        if isinstance(stmt, cst.FunctionDef):
            self.add_function(stmt, func, cls, module_level)
            return
        if isinstance(stmt, cst.ClassDef):
            if module_level:
                index.classes[stmt.name.value] = stmt
            index.class_methods.setdefault(id(stmt), {})
            body = stmt.body.body if isinstance(stmt.body, cst.IndentedBlock) else stmt.body.body
            for decorator in stmt.decorators:
                self.walk_expr(decorator.decorator, func)
            for base in (*stmt.bases, *stmt.keywords):  # evaluated when the class statement runs
                self.walk_expr(base, func)
            self.walk_block(body, func, stmt)
            return
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                self.walk_small(small, func, module_level)
            return
        # Compound statements: walk their expressions and nested blocks.
        is_loop = isinstance(stmt, (cst.For, cst.While))
        guarded = isinstance(stmt, cst.If)
        if guarded:
            self.guards.append(stmt.test)
        try:
            self._walk_compound(stmt, func, module_level, is_loop)
        finally:
            if guarded:
                self.guards.pop()

    def _walk_compound(self, stmt, func, module_level, is_loop) -> None:
        for child in iter_children(stmt):
            if isinstance(child, (cst.IndentedBlock, cst.SimpleStatementSuite)):
                if is_loop and child is stmt.body:
                    self.loop_depth += 1
                    self.walk_block(child.body, func, None, module_level)
                    self.loop_depth -= 1
                else:
                    self.walk_block(child.body, func, None, module_level)
            elif isinstance(child, (cst.Else, cst.Finally, cst.ExceptHandler, cst.ExceptStarHandler,
                                    cst.If, cst.MatchCase)):
                self.walk_statement(child, func, None, module_level)
            elif isinstance(child, cst.BaseStatement):
                self.walk_statement(child, func, None, module_level)
            elif isinstance(child, cst.CSTNode):
                self.walk_expr(child, func)

    def walk_small(self, small, func, module_level) -> None:
        index = self.index
        if type(small) in self.record:
            index.recorded.append((small, func))
        if isinstance(small, cst.Import):
            index.imports.add_import(small, top_level=module_level)
            return
        if isinstance(small, cst.ImportFrom):
            index.imports.add_import_from(small, top_level=module_level)
            return
        if module_level:
            if isinstance(small, cst.Assign):
                for target in small.targets:
                    for name in _target_names(target.target):
                        index.module_assignments.setdefault(name, []).append(small.value)
            elif isinstance(small, (cst.AnnAssign, cst.AugAssign)) and isinstance(small.target, cst.Name):
                index.module_assignments.setdefault(small.target.value, []).append(
                    getattr(small, "value", None))
        elif func is not None:
            if isinstance(small, cst.Global):
                for item in small.names:
                    index.reassigned_globals.add(item.name.value)
            elif isinstance(small, (cst.Assign, cst.AugAssign)):
                targets = small.targets if isinstance(small, cst.Assign) else [small]
                for t in targets:
                    target = t.target
                    if isinstance(target, cst.Subscript) and isinstance(target.value, cst.Name):
                        self.pending_mutations.append((target.value.value, func))
            elif isinstance(small, cst.Expr) and isinstance(small.value, cst.Call):
                callee = small.value.func
                if (isinstance(callee, cst.Attribute) and isinstance(callee.value, cst.Name)
                        and (facts.method(callee.attr.value) or facts.Fact("")).mutating):
                    self.pending_mutations.append((callee.value.value, func))
        for child in iter_children(small):
            self.walk_expr(child, func)

    pending_mutations: list

    # Expressions ------------------------------------------------------------------------
    loop_depth = 0
    guards: list

    def walk_expr(self, node: cst.CSTNode, func: FunctionInfo | None) -> None:
        index = self.index
        stack = [(node, self.loop_depth > 0)]
        record = self.record
        while stack:
            current, in_loop = stack.pop()
            kind = type(current)
            if kind in record:
                index.recorded.append((current, func))
            if kind is cst.Call:
                index.deferred_calls.append((current, func))
                if self.guards:
                    index.call_guards[id(current)] = tuple(self.guards)
                if in_loop:
                    index.calls_in_loops.add(id(current))
                if type(current.func) is cst.Call:
                    index.called_immediately.add(id(current.func))
            elif kind is cst.Lambda:
                info = FunctionInfo(node=current, name="<lambda>", parent=func)
                index.functions[id(current)] = info
                stack.append((current.body, in_loop))
                continue
            elif kind in _COMPREHENSIONS:
                stack.extend((child, True) for child in iter_children(current))
                continue
            stack.extend((child, in_loop) for child in iter_children(current))

    def add_function(self, node: cst.FunctionDef, func, cls, module_level) -> None:
        index = self.index
        info = FunctionInfo(node=node, name=node.name.value, parent=func, class_node=cls)
        resolver = index.resolver
        for decorator in reversed(node.decorators):
            expr = decorator.decorator
            qual = resolver.qualname(expr)
            if qual in ("staticmethod", "builtins.staticmethod") or (
                    isinstance(expr, cst.Name) and expr.value == "staticmethod"):
                info.is_staticmethod = True
                continue
            spec = resolver.spec_from_decorator(expr)
            if spec is not None:
                info.specs.append(spec)
            self.walk_expr(expr, func)
        index.functions[id(node)] = info
        if module_level:
            index.module_functions[node.name.value] = info
        if cls is not None:
            index.class_methods.setdefault(id(cls), {})[node.name.value] = info
        if func is not None:
            func.nested[node.name.value] = info
        for param in _all_params(node.params):
            if param.default is not None:
                self.walk_expr(param.default, func)
            if param.annotation is not None:  # evaluated when the def runs (unless postponed)
                self.walk_expr(param.annotation, func)
        if node.returns is not None:
            self.walk_expr(node.returns, func)
        body = node.body.body
        self.walk_block(body, info, None)


def _all_params(params: cst.Parameters) -> list[cst.Param]:
    out = list(params.posonly_params) + list(params.params) + list(params.kwonly_params)
    if isinstance(params.star_arg, cst.Param):
        out.append(params.star_arg)
    if params.star_kwarg is not None:
        out.append(params.star_kwarg)
    return out


def _target_names(target: cst.BaseExpression) -> list[str]:
    if isinstance(target, cst.Name):
        return [target.value]
    if isinstance(target, (cst.Tuple, cst.List)):
        names: list[str] = []
        for el in target.elements:
            names.extend(_target_names(el.value))
        return names
    if isinstance(target, cst.StarredElement):
        return _target_names(target.value)
    return []


def build_index(module: cst.Module, extra_jit: frozenset[str] = frozenset(),
                record: frozenset[type] = frozenset()) -> ModuleIndex:
    """`record`: node types to keep, with their enclosing function, for module rules."""
    imports = ImportTable()
    index = ModuleIndex(imports=imports, resolver=TransformResolver(imports, extra_jit), module=module)
    indexer = _Indexer(index)
    indexer.record = record
    index.record_types = record
    indexer.pending_mutations = []
    indexer.guards = []
    indexer.run(module)
    module_names = set(index.module_assignments)
    for name, func in indexer.pending_mutations:
        if name in module_names and not _binds_locally(func, name):
            index.mutated_globals.add(name)
    _find_entry_points(index)
    return index


def _binds_locally(func: FunctionInfo, name: str) -> bool:
    from jaxlint.analysis.scopes import local_names

    return name in local_names(func.node)


def _find_entry_points(index: ModuleIndex) -> None:
    for info in index.functions.values():
        if any(spec.kind != "grad" and spec.kind != "pass" for spec in info.specs):
            index.entry_points.append(EntryPoint(info, list(info.specs)))
    resolver = index.resolver
    for call, func in index.deferred_calls:
        wrapped = resolver.spec_from_call(call)
        if wrapped is not None:
            spec, target = wrapped
            if spec.kind in ("grad", "pass"):
                continue
            found = resolve_function_expr(index, target, func)
            if found is not None:
                index.entry_points.append(EntryPoint(found.info, found.specs + [spec], found.bound,
                                                     found.bound_keywords))
            continue
        body = resolver.body_call(call)
        if body is not None:
            label, funcs = body
            arity = body_arity(resolver.qualname(call.func), call)
            for expr in funcs:
                found = resolve_function_expr(index, expr, func)
                if found is not None:
                    spec = TransformSpec(name=label, kind="jit", node=call)
                    index.entry_points.append(EntryPoint(found.info, found.specs + [spec], found.bound,
                                                         found.bound_keywords, arity))


@dataclass
class Resolved:
    info: FunctionInfo
    specs: list[TransformSpec]
    bound: int = 0
    bound_keywords: tuple[str, ...] = ()


def resolve_function_expr(index: ModuleIndex, expr: cst.BaseExpression, scope: FunctionInfo | None):
    """`f`, `partial(f, a, k=v)`, `jax.grad(f)`, `lambda x: ...` -> Resolved, or None."""
    if isinstance(expr, cst.Lambda):
        info = index.functions.get(id(expr))
        return Resolved(info, []) if info is not None else None
    if isinstance(expr, cst.Name):
        info = lookup_function(index, expr.value, scope)
        return Resolved(info, list(info.specs)) if info is not None else None
    if isinstance(expr, cst.Call):
        qual = index.resolver.qualname(expr.func)
        positional = [a for a in expr.args if a.keyword is None and not a.star]
        if qual == "functools.partial" and positional:
            if any(a.star for a in expr.args):
                return None
            found = resolve_function_expr(index, positional[0].value, scope)
            if found is None:
                return None
            keywords = tuple(a.keyword.value for a in expr.args if a.keyword is not None)
            return Resolved(found.info, found.specs, found.bound + len(positional) - 1,
                            found.bound_keywords + keywords)
        wrapped = index.resolver.spec_from_call(expr)
        if wrapped is not None:
            spec, target = wrapped
            found = resolve_function_expr(index, target, scope)
            if found is None:
                return None
            return Resolved(found.info, found.specs + [spec], found.bound, found.bound_keywords)
    return None


def lookup_function(index: ModuleIndex, name: str, scope: FunctionInfo | None) -> FunctionInfo | None:
    """The def a name refers to, or None when the name is also rebound by assignment there."""
    from jaxlint.analysis.scopes import assigned_names

    while scope is not None:
        if name in scope.nested:
            return None if name in assigned_names(scope.node) else scope.nested[name]
        scope = scope.parent
    if name in index.module_assignments and not _only_rewrapped(index, name):
        return None
    return index.module_functions.get(name)


def _only_rewrapped(index: ModuleIndex, name: str) -> bool:
    """`step = jax.jit(step)`: the name is rebound only to transforms of its own def."""
    for value in index.module_assignments.get(name, []):
        if not isinstance(value, cst.Call) or index.resolver.spec_from_call(value) is None:
            return False
        first = value.args[0].value if value.args else None
        if not (isinstance(first, cst.Name) and first.value == name):
            return False
    return True
