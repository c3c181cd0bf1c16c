"""Which values `jax.jit` cannot trace: what a traced parameter may not receive (JAX811).

`jax.jit` turns every argument it is not told is static into an abstract array, and raises
`TypeError: Error interpreting argument to <function> as an abstract array` for one that is not
an array, a Python number, None or a pytree of those. A value counts here only when the code
says so for certain: a string or bytes literal, a lambda, a function or class of the module
(named, not called), an instance of an ordinary class of the module or of another module of the
project (built by `Cls(...)` in view: not a pytree, no registration, no library base, no
metaclass, no array protocol; for another module's class, no project file that may register it), or a
variable every binding of which is one of these, or an attribute every construction of its
object stores one of these in (`held.sources_of`: `self.sampler = sampler` in `__init__`, every
`State(Sampler(...))` of the module). Parameters and calls into other code are never judged.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis.classes import class_info
from jaxlint.analysis.definitions import FOREIGN, Definition, Definitions
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.held import sources_of
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex
from jaxlint.analysis.scopes import local_names, scope_info
from jaxlint.analysis.walk import iter_tree

MAX_DEPTH = 4  # variables followed from one argument


@dataclass(frozen=True)
class NotArray:
    """A value jit cannot trace. `kind`: "str", "bytes", "function", "class" or "instance";
    `text` as messages spell it; `hashable`: marking its parameter static would work."""

    kind: str
    text: str
    hashable: bool = True


# Methods that make an object something JAX converts or flattens, or whose class may be
# registered as a pytree when it is subclassed.
_JAX_PROTOCOL = frozenset({"__jax_array__", "__array__", "tree_flatten", "tree_unflatten", "tree_flatten_with_keys",
                           "__init_subclass__", "__class_getitem__"})
_PLAIN_DECORATORS = frozenset({"dataclasses.dataclass"})


def _string_kind(expr: cst.BaseExpression) -> str | None:
    if isinstance(expr, cst.SimpleString):
        return "bytes" if "b" in expr.prefix.lower() else "str"
    if isinstance(expr, cst.ConcatenatedString):
        return _string_kind(expr.left)
    if isinstance(expr, cst.FormattedString):
        return "str"
    return None


class JaxTypes:
    """`of(expr, scope)`: what `expr`, an argument at a point of the linted module, is when
    jit cannot trace it; None when it may be traceable or the code does not say."""

    def __init__(self, definitions: Definitions) -> None:
        self.definitions = definitions
        self.index: ModuleIndex = definitions.home.index
        self.saw_foreign = False  # a `Cls(...)` whose class an offline look could not read

    def of(self, expr: cst.BaseExpression, scope: FunctionInfo | None, depth: int = 0) -> NotArray | None:
        if depth > MAX_DEPTH:
            return None
        kind = _string_kind(expr)
        if kind is not None:
            return NotArray(kind, f"a {kind}")
        if isinstance(expr, cst.Lambda):
            return NotArray("function", "a lambda")
        if isinstance(expr, cst.Name):
            return self._name(expr.value, scope, depth)
        if isinstance(expr, cst.Call):
            return self._instance(expr, scope)
        if isinstance(expr, (cst.Attribute, cst.Subscript)):  # `self.sampler`: what its constructions store
            sources = sources_of(self.definitions.home, expr, scope, self.definitions)
            found = [self.of(value, where, depth + 1) if there.index is self.index else None
                     for value, where, there in sources or ()]
            if not found or any(f is None for f in found) or len({f.kind for f in found}) != 1:
                return None
            return found[0]
        return None

    def _name(self, name: str, scope: FunctionInfo | None, depth: int) -> NotArray | None:
        owner = scope
        while owner is not None and name not in local_names(owner.node):
            owner = owner.parent
        index = self.index
        if owner is not None:
            if name in scope_info(owner.node).params or not isinstance(owner.node, cst.FunctionDef):
                return None
            values = flow_of(owner.node).assigned_values(name)
        else:
            if name in index.reassigned_globals or name in index.imports.top_level:
                return None
            assigned = index.module_assignments.get(name)
            if name in index.module_functions and not assigned:
                return NotArray("function", f"the function '{name}'")
            if name in index.classes and not assigned:
                cls = index.classes[name]
                return NotArray("class", f"the class '{name}'") if cls in index.module.body else None
            if name in index.module_functions or name in index.classes:
                return None
            values = flow_of(index.module).assigned_values(name) if assigned else None
        if not values or any(v is None for v in values):
            return None
        found = [self.of(v, owner, depth + 1) for v in values]
        if any(f is None for f in found) or len({f.kind for f in found}) != 1:
            return None
        return found[0]

    def _instance(self, call: cst.Call, scope: FunctionInfo | None) -> NotArray | None:
        """`Cls(...)` of an ordinary class defined at the top level of the module or of another
        module of the project (`config.ModelConfig(...)`, `from config import ModelConfig`)."""
        func = call.func
        if not isinstance(func, (cst.Name, cst.Attribute)):
            return None
        found = self.definitions.of_expr(func, scope)
        if found is FOREIGN:
            self.saw_foreign = True
            return None
        if not isinstance(found, Definition) or found.cls is None:
            return None
        there = found.place.index
        if not opaque_class(there, found.cls):
            return None
        name = found.cls.name.value
        if there is not self.index and (_named_in_registration(self.index.module, name, spelled=func)
                                        or registered_elsewhere(self.definitions.project, name)):
            return None
        hashable = not _eq_without_hash(found.cls)
        return NotArray("instance", f"an instance of the class '{name}'", hashable)


def opaque_class(index: ModuleIndex, node: cst.ClassDef, seen: frozenset[int] = frozenset()) -> bool:
    """An ordinary class of the module's top level whose instances JAX cannot flatten: not a
    pytree (no pytree decorator or base, no registration call naming it anywhere at the top
    level), only stdlib `@dataclass` decorators, bases that are themselves such classes of the
    module (or `object`), no metaclass, no array or pytree protocol method."""
    module = index.module
    if module is None or node not in module.body or id(node) in seen:
        return False
    info = class_info(index, node)
    if info.pytree or node.keywords:
        return False
    for decorator in node.decorators:
        expr = decorator.decorator
        qual = index.resolver.qualname(expr.func if isinstance(expr, cst.Call) else expr)
        if qual not in _PLAIN_DECORATORS:
            return False
    if not node.decorators and not info.plain:
        return False
    if _JAX_PROTOCOL & set(info.methods) or _JAX_PROTOCOL & _defined_names(node):
        return False
    for base in node.bases:
        value = base.value
        if isinstance(value, cst.Name) and value.value == "object" and "object" not in index.classes:
            continue
        parent = index.classes.get(value.value) if isinstance(value, cst.Name) else None
        if parent is None or not opaque_class(index, parent, seen | {id(node)}):
            return False
    return not _named_in_registration(module, node.name.value)


def _defined_names(node: cst.ClassDef) -> set[str]:
    body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
    out = set()
    for stmt in body:
        if isinstance(stmt, cst.FunctionDef):
            out.add(stmt.name.value)
        elif isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign):
                    out.update(t.target.value for t in small.targets if isinstance(t.target, cst.Name))
    return out


def registered_elsewhere(project, name: str) -> bool:
    """Some file of the project may register the class `name` (a call mentioning `register`
    and the name in one file: a text test), or the project's files are not known: then an
    instance of another module's class is not judged."""
    if project is None or project.scan_root is None:
        return True
    from jaxlint.project_scan import file_texts

    texts = file_texts(project.scan_root)
    if texts is None:
        return True
    project.scanned_roots.add(os.path.abspath(project.scan_root))  # a cached result depends on every file
    return any("register" in text and name in text for text in texts if text is not None)


def _named_in_registration(module: cst.Module, name: str, spelled: cst.BaseExpression | None = None) -> bool:
    """A call whose callee mentions `register` (a pytree registration, a project's own
    registry) takes the class as an argument somewhere in the module (by its name, or as
    `spelled`, how the linted module writes another module's class)."""
    spelling = _spelling(spelled) if spelled is not None else None
    for node in iter_tree(module):
        if not isinstance(node, cst.Call):
            continue
        func = node.func
        callee = func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) else ""
        if "register" not in callee.lower():
            continue
        if any(isinstance(arg.value, cst.Name) and arg.value.value == name
               or spelling is not None and _spelling(arg.value) == spelling for arg in node.args):
            return True
    return False


def _spelling(expr: cst.BaseExpression) -> str | None:
    if isinstance(expr, cst.Name):
        return expr.value
    if isinstance(expr, cst.Attribute):
        head = _spelling(expr.value)
        return f"{head}.{expr.attr.value}" if head is not None else None
    return None


def _eq_without_hash(node: cst.ClassDef) -> bool:
    names = _defined_names(node)
    if "__eq__" in names and "__hash__" not in names:
        return True
    for decorator in node.decorators:  # a non-frozen @dataclass sets __hash__ to None
        expr = decorator.decorator
        if not isinstance(expr, cst.Call):
            return True
        keywords = {a.keyword.value: a.value for a in expr.args if a.keyword is not None}
        flags = {k: isinstance(v, cst.Name) and v.value == "True" for k, v in keywords.items()}
        eq = not (isinstance(keywords.get("eq"), cst.Name) and keywords["eq"].value == "False")
        if eq and not flags.get("frozen") and not flags.get("unsafe_hash"):
            return True
    return False
