"""The expressions an object's attribute, or a container's element, holds, read from the code
that builds them: for the module rules that judge an argument from its text (JAX810 hashing a
static argument, JAX811 tracing an argument).

`self.sampler` in a method holds what the constructor stored there: its own expression
(`self.high = np.array(n)`), or, for a constructor parameter stored as it is
(`self.sampler = sampler`), what each construction of the class in the module passes
(`MCState(MetropolisSampler(...), ...)`). `obj.high` of an object built by `Discrete(32)` holds
what that construction stores; `table[key]` of a dict, list or tuple display holds one of its
values. Every source is returned, and the rules report only when every one of them is a
mistake. None wherever the code does not say: an attribute another method rebinds, a class
with subclasses or built in ways the module does not spell (`cls(...)`, the class passed
around), a container of unknown contents.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.classes import (
    class_info, constructor_of, held_from_construction, lacks_attribute,
    receiver_name,
)
from jaxlint.analysis import constructions
from jaxlint.analysis.super_init import handed_parameter
from jaxlint.analysis.constructions import construction_calls, shadowed
from jaxlint.analysis.definitions import FOREIGN, Definition, Definitions, Place
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex, class_in_force, passed_argument
from jaxlint.analysis.parsed_arguments import namespace_attribute
from jaxlint.analysis.scopes import binding_scope, scope_info, single_assignment

MAX_DEPTH = 6

# an expression, the function it is spelled in (None: the top level) and its module
Source = tuple[cst.BaseExpression, FunctionInfo | None, Place]


def sources_of(place: Place, expr: cst.BaseExpression, scope: FunctionInfo | None,
               definitions: Definitions | None = None, depth: int = 0) -> list[Source] | None:
    """The expressions `expr` (an attribute or an item, at a point of the module `place`) may
    hold, each with its scope and module; None when `expr` is neither or the code does not say.
    `definitions` finds the classes of other project modules a construction names (without it,
    only the module's own)."""
    if depth > MAX_DEPTH:
        return None
    index = place.index
    if isinstance(expr, cst.Attribute):
        if isinstance(expr.value, cst.Name) and scope is not None and receiver_name(scope) == expr.value.value \
                and expr.value.value not in _rebound(scope):
            found = _own_attribute(index, scope, expr.attr.value)
            return [(value, where, place) for value, where in found] if found is not None else None
        out = []
        for base, where, there in _objects(place, expr.value, scope, definitions, depth) or ():
            held = _attribute_of_construction(there, base, where, expr.attr.value, definitions)
            if held is None:
                return None
            out.extend(held)
        return out or None
    if isinstance(expr, cst.Subscript) and len(expr.slice) == 1 and isinstance(expr.slice[0].slice, cst.Index):
        out = []
        for base, where, there in _objects(place, expr.value, scope, definitions, depth) or ():
            items = _display_items(base)
            if items is None:
                return None
            out.extend((item, where, there) for item in items)
        return out or None
    return None


def _objects(place: Place, expr: cst.BaseExpression, scope: FunctionInfo | None, definitions: Definitions | None,
             depth: int) -> list[Source] | None:
    """What an attribute or an item is read from: the expressions `expr` may be, a name bound
    once (in its function or at the top level) followed; `None` literals dropped (reading an
    attribute or an item of None raises, so the value read is another one)."""
    if isinstance(expr, cst.Name):
        bound = _bound_once(place.index, expr.value, scope)
        found = [(*bound, place)] if bound is not None else _passed_by_every_call(place, expr.value, scope)
    elif isinstance(expr, (cst.Attribute, cst.Subscript)):
        found = sources_of(place, expr, scope, definitions, depth + 1)
    else:
        found = [(expr, scope, place)]
    if found is None:
        return None
    out = []
    for value, where, there in found:
        if isinstance(value, cst.Name) and value.value != "None":
            deeper = _objects(there, value, where, definitions, depth + 1) if depth < MAX_DEPTH else None
            if deeper is None:
                return None
            out.extend(deeper)
        elif not (isinstance(value, cst.Name) and value.value == "None"):
            out.append((value, where, there))
    return out or None


def _passed_by_every_call(place: Place, name: str, scope: FunctionInfo | None) -> list[Source] | None:
    """A parameter of a module-level function that never rebinds it (`def split(metrics):`):
    what each call of the function in the module passes there (`split(metrics)` at the top
    level); None where a call spreads `*args`, leaves the default or the function is decorated."""
    from jaxlint.analysis.module_index import arguments_by_name_calls

    owner = binding_scope(scope, name)
    if owner is None or name not in scope_info(owner.node).params:
        return None
    passed = arguments_by_name_calls(place.index, owner, name)
    return [(given, where, place) for given, where in passed] if passed else None


def _bound_once(index: ModuleIndex, name: str,
                scope: FunctionInfo | None) -> tuple[cst.BaseExpression, FunctionInfo | None] | None:
    owner = binding_scope(scope, name)
    if owner is not None:
        value = single_assignment(owner.node, name) if isinstance(owner.node, cst.FunctionDef) else None
        return (value, owner) if value is not None else None
    assigned = index.module_assignments.get(name)
    if not assigned or len(assigned) != 1 or assigned[0] is None or name in index.reassigned_globals:
        return None
    return assigned[0], None


def _rebound(method: FunctionInfo) -> set[str]:
    """Names the method rebinds (its instance rebound means `self.x` is another object's)."""
    node = method.node
    return {name for name in scope_info(node).params if flow_of(node).assigned_values(name)} \
        if isinstance(node, cst.FunctionDef) else set()


def _own_attribute(index: ModuleIndex, method: FunctionInfo,
                   attribute: str) -> list[tuple[cst.BaseExpression, FunctionInfo | None]] | None:
    """`self.<attribute>` in a method: the instance is any object of the class (no subclass of
    it in the module, every construction spelled `Cls(...)` there)."""
    node = method.class_node
    if node is None or index.classes.get(node.name.value) is not node:
        return None
    info = class_info(index, node)
    held = held_from_construction(index, info, attribute)
    if held is None or held.updated:
        return None
    calls = construction_calls(index, node.name.value)
    if calls is None:
        return None
    constructor = constructor_of(index, info)
    found: list[tuple[cst.BaseExpression, FunctionInfo | None]] = []
    for binding in held.bindings:
        parameter = handed_parameter(binding, constructor, index)
        if parameter is None:
            found.append((binding.spelled, binding.method))
            continue
        if not calls:
            return None
        for call, scope in calls:
            given = _passed(call, constructor, parameter)
            if given is None:
                return None
            found.append((given[0], scope if given[1] is not _DEFAULT else constructor))
    return found


_DEFAULT = object()


def _passed(call: cst.Call, constructor: FunctionInfo, parameter: str):
    """What `call` passes for the constructor's parameter: (argument, the call's scope marker
    None) or (default, _DEFAULT); None with `*args`/`**kwargs` or nothing passed."""
    if any(a.star for a in call.args):
        return None
    given = passed_argument(call, constructor.node, parameter, bound=1)
    if given is not None:
        return given, None
    node = constructor.node
    param = next((p for p in (*node.params.posonly_params, *node.params.params, *node.params.kwonly_params)
                  if p.name.value == parameter), None)
    return (param.default, _DEFAULT) if param is not None and param.default is not None else None


def _attribute_of_construction(place: Place, expr: cst.BaseExpression, scope: FunctionInfo | None,
                               attribute: str, definitions: Definitions | None) -> list[Source] | None:
    """`<expr>.<attribute>` where `expr` is `Cls(...)`, an ordinary class of the module or
    (with `definitions`) of another project module: what that construction stores there."""
    if not isinstance(expr, cst.Call) or not isinstance(expr.func, (cst.Name, cst.Attribute)):
        return None
    namespace = namespace_attribute(place, expr, scope, attribute)  # `args.widths` of `parser.parse_args()`
    if namespace is not None:
        return namespace
    node, home = None, place
    if isinstance(expr.func, cst.Name) and not shadowed(expr.func.value, scope):
        node = class_in_force(place.index, expr.func.value, scope)  # a notebook may redefine it later
    if node is None and definitions is not None:
        found = definitions.of_expr(expr.func, scope, place)
        if found is FOREIGN or not isinstance(found, Definition) or found.cls is None:
            return None
        node, home = found.cls, found.place
    if node is None or not any(n is node for n in home.index.class_statements.get(node.name.value, ())):
        return None  # a module-level class (any of its definitions)
    info = class_info(home.index, node)
    if lacks_attribute(home.index, info, attribute):
        return []  # reading it raises AttributeError: the value read is another source's
    held = held_from_construction(home.index, info, attribute)
    if held is None or held.updated:
        return None
    constructor = constructor_of(home.index, info)
    out: list[Source] = []
    for binding in held.bindings:
        parameter = handed_parameter(binding, constructor, home.index)
        if parameter is None:
            out.append((binding.spelled, binding.method, home))
            continue
        given = _passed(expr, constructor, parameter)
        if given is None:
            return None
        out.append((given[0], scope, place) if given[1] is not _DEFAULT else (given[0], constructor, home))
    return out


def _display_items(expr: cst.BaseExpression) -> list[cst.BaseExpression] | None:
    """The values a dict display holds, or the elements of a list or tuple display."""
    if isinstance(expr, cst.Dict):
        if not all(isinstance(e, cst.DictElement) for e in expr.elements):
            return None
        return [e.value for e in expr.elements] or None
    if isinstance(expr, (cst.List, cst.Tuple)):
        if any(isinstance(e, cst.StarredElement) for e in expr.elements):
            return None
        return [e.value for e in expr.elements] or None
    return None


def clear_cache() -> None:
    constructions.clear_cache()
