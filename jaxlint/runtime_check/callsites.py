"""Call sites of the targets, in their own module and in the other files being checked, whose
arguments pass the whitelist; a plain name argument is followed to the one value its scope
(or an enclosing one, or the module) assigns it. A method call `obj.m(...)` counts when `obj`
is (or is assigned) a call of the method's class. A call inside `with pytest.raises(...)`,
`assertRaises` or a `try:` body is marked as one that may be meant to fail."""

from __future__ import annotations

from dataclasses import dataclass, field

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

from jaxlint.analysis.api import ImportTable, dotted_name
from jaxlint.runtime_check.whitelist import Renderer, qualname_from, render_arguments

_UNRESOLVABLE = object()


@dataclass
class _Scope:
    parent: "_Scope | None"
    bindings: dict[str, object] = field(default_factory=dict)  # name -> expr or _UNRESOLVABLE

    def bind(self, name: str, value) -> None:
        self.bindings[name] = _UNRESOLVABLE if name in self.bindings else value

    def lookup(self, name: str):
        scope = self
        while scope is not None:
            if name in scope.bindings:
                value = scope.bindings[name]
                return None if value is _UNRESOLVABLE else value
            scope = scope.parent
        return None


@dataclass
class CallSite:
    line: int
    call: cst.Call
    scope: _Scope
    expects_error: bool = False


@dataclass
class FileCalls:
    """Every call in one file, with the file's imports and the scopes to resolve names."""

    filename: str
    imports: ImportTable
    calls: list[CallSite]

    def render(self, site: CallSite) -> str | None:
        renderer = Renderer(qualname_from(self.imports), site.scope.lookup)
        return render_arguments(site.call.args, lambda e: renderer.render(e))

    def calls_to(self, module_name: str, names: set[str], local: bool) -> list[CallSite]:
        """Calls of `names` defined in `module_name` (dotted): by plain name when `local` (the
        module itself), else through this file's imports of that module."""
        return [site for site in self.calls if self.refers_to(site.call.func, module_name, names, local)]

    def refers_to(self, func: cst.BaseExpression, module_name: str, names: set[str], local: bool) -> bool:
        if local and isinstance(func, cst.Name) and func.value in names:
            return True
        dotted = dotted_name(func)
        qual = self.imports.resolve(dotted) if dotted else None
        if qual is None or "." not in qual:
            return False
        module, _, attr = qual.lstrip(".").rpartition(".")
        return attr in names and _same_module(module, module_name)

    def method_calls(self, module_name: str, class_name: str, method: str, local: bool) -> list[tuple[CallSite, cst.Call]]:
        """`Class(...).method(...)` and `obj.method(...)` with `obj = Class(...)`: (site, constructor call)."""
        out = []
        for site in self.calls:
            func = site.call.func
            if not (isinstance(func, cst.Attribute) and func.attr.value == method):
                continue
            receiver = func.value
            if isinstance(receiver, cst.Name):
                receiver = site.scope.lookup(receiver.value)
            if isinstance(receiver, cst.Call) and self.refers_to(receiver.func, module_name, {class_name}, local):
                out.append((site, receiver))
        return out

    def render_method(self, site: CallSite, constructor: cst.Call) -> str | None:
        """`__jaxlint_class__(ctor args), call args` when both argument lists pass the whitelist."""
        renderer = Renderer(qualname_from(self.imports), site.scope.lookup)
        made = render_arguments(constructor.args, lambda e: renderer.render(e))
        args = render_arguments(site.call.args, lambda e: renderer.render(e))
        if made is None or args is None:
            return None
        return f"__jaxlint_class__({made})" + (f", {args}" if args else "")


def _same_module(imported: str, actual: str) -> bool:
    """`from model import f` names `examples.model` when run from examples/: compare the
    trailing components."""
    a, b = imported.split("."), actual.split(".")
    n = min(len(a), len(b))
    return n > 0 and a[-n:] == b[-n:]


def collect_calls(module: cst.Module, filename: str) -> FileCalls:
    collector = _Collector()
    MetadataWrapper(module, unsafe_skip_copy=True).visit(collector)
    return FileCalls(filename, collector.imports, collector.calls)


class _Collector(cst.CSTVisitor):
    METADATA_DEPENDENCIES = (PositionProvider,)

    def __init__(self) -> None:
        super().__init__()
        self.imports = ImportTable()
        self.calls: list[CallSite] = []
        self.scope = _Scope(None)
        self.depth = 0
        self.guarded = 0  # inside a `with pytest.raises(...)` or a `try:` body

    # Scopes ---------------------------------------------------------------------------
    def _enter(self, params: cst.Parameters | None) -> None:
        self.scope = _Scope(self.scope)
        if params is not None:
            for p in [*params.posonly_params, *params.params, *params.kwonly_params]:
                self.scope.bind(p.name.value, _UNRESOLVABLE)
            for star in (params.star_arg, params.star_kwarg):
                if isinstance(star, cst.Param):
                    self.scope.bind(star.name.value, _UNRESOLVABLE)

    def _leave(self) -> None:
        self.scope = self.scope.parent

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self.scope.bind(node.name.value, _UNRESOLVABLE)
        self.depth += 1

    def visit_FunctionDef_body(self, node: cst.FunctionDef) -> None:
        self._enter(node.params)

    def leave_FunctionDef_body(self, node: cst.FunctionDef) -> None:
        self._leave()

    def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
        self.depth -= 1

    def visit_Lambda(self, node: cst.Lambda) -> None:
        self._enter(node.params)

    def leave_Lambda(self, original_node: cst.Lambda) -> None:
        self._leave()

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self.scope.bind(node.name.value, _UNRESOLVABLE)

    # Bindings -------------------------------------------------------------------------
    def visit_Assign(self, node: cst.Assign) -> None:
        if len(node.targets) == 1 and isinstance(node.targets[0].target, cst.Name):
            self.scope.bind(node.targets[0].target.value, node.value)
            return
        for t in node.targets:
            self._bind_all(t.target)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if isinstance(node.target, cst.Name):
            self.scope.bind(node.target.value, node.value if node.value is not None else _UNRESOLVABLE)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._bind_all(node.target)

    def visit_For(self, node: cst.For) -> None:
        self._bind_all(node.target)

    def visit_CompFor(self, node: cst.CompFor) -> None:
        self._bind_all(node.target)

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if node.asname is not None:
            self._bind_all(node.asname.name)

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        self._bind_all(node.target)

    def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
        if node.name is not None:
            self._bind_all(node.name.name)

    def visit_Import(self, node: cst.Import) -> None:
        self.imports.add_import(node, top_level=self.depth == 0)
        for alias in node.names:
            name = alias.asname.name if alias.asname else alias.name
            self._bind_all(name if isinstance(name, cst.Name) else cst.Name(dotted_name(name).split(".")[0]))

    def visit_ImportFrom(self, node: cst.ImportFrom) -> None:
        self.imports.add_import_from(node, top_level=self.depth == 0)
        if not isinstance(node.names, cst.ImportStar):
            for alias in node.names:
                self._bind_all(alias.asname.name if alias.asname else alias.name)

    def _bind_all(self, target: cst.CSTNode) -> None:
        if isinstance(target, cst.Name):
            self.scope.bind(target.value, _UNRESOLVABLE)
        elif isinstance(target, (cst.Tuple, cst.List)):
            for el in target.elements:
                self._bind_all(el.value)
        elif isinstance(target, cst.StarredElement):
            self._bind_all(target.value)

    # Calls ----------------------------------------------------------------------------
    def visit_Call(self, node: cst.Call) -> None:
        line = self.get_metadata(PositionProvider, node).start.line
        self.calls.append(CallSite(line, node, self.scope, self.guarded > 0))

    def visit_With(self, node: cst.With) -> None:
        if any(_expects_error(item.item) for item in node.items):
            self.guarded += 1

    def leave_With(self, original_node: cst.With) -> None:
        if any(_expects_error(item.item) for item in original_node.items):
            self.guarded -= 1

    def visit_Try_body(self, node: cst.Try) -> None:
        self.guarded += 1

    def leave_Try_body(self, node: cst.Try) -> None:
        self.guarded -= 1


_RAISES = ("raises", "assertRaises", "assertRaisesRegex", "assertWarns", "raises_regex")


def _expects_error(expr: cst.BaseExpression) -> bool:
    func = expr.func if isinstance(expr, cst.Call) else expr
    return isinstance(func, cst.Attribute) and func.attr.value in _RAISES or (
        isinstance(func, cst.Name) and func.value in _RAISES)
