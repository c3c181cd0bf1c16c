"""What a field of a NamedTuple holds, read off the one construction its holder's name is bound to.

`model.init` where `model = transform(Linear)` and `transform` (a def of the module, one `return`)
returns `Transformed(init_fn, apply_fn)`, a `typing.NamedTuple` class of the module: the field
`init` holds what that construction passes at its position (`init_fn`, a def nested in the
factory). A NamedTuple's fields are never rebound, so one binding of the name decides them; a
name bound more than once, a parameter, a spread argument or another module's class say nothing.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.classes import class_info
from jaxlint.analysis.definitions import FOREIGN, Definition
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.module_index import FunctionInfo, factory_return
from jaxlint.analysis.scopes import binding_scope, scope_info


def record_field(definitions, expr: cst.Attribute, scope: FunctionInfo | None
                 ) -> tuple[cst.BaseExpression, FunctionInfo | None] | None:
    """(what the construction passes for the field `expr` reads, the function spelling it)."""
    if not isinstance(expr.value, cst.Name):
        return None
    index = definitions.home.index
    name = expr.value.value
    owner = binding_scope(scope, name)
    if owner is not None and (not isinstance(owner.node, cst.FunctionDef) or name in scope_info(owner.node).params):
        return None
    if owner is None and (name in index.reassigned_globals or name in index.imports.top_level):
        return None
    values = flow_of(owner.node if owner is not None else index.module).assigned_values(name)
    if len(values) != 1 or not isinstance(values[0], cst.Call):
        return None
    call, where = values[0], owner
    for _ in range(2):  # the construction itself, or the one a factory of the module returns
        found = definitions.of_expr(call.func, where) if isinstance(call.func, cst.Name) else None
        if found is FOREIGN or not isinstance(found, Definition) or found.place.index is not index:
            return None
        if found.cls is not None:
            return _passed_for(class_info(index, found.cls), call, expr.attr.value, where)
        function = found.function
        info = function.info if function is not None else None
        if info is None or function.specs or function.bound or function.bound_keywords \
                or not isinstance(info.node, cst.FunctionDef):
            return None
        returned = factory_return(info)
        if not isinstance(returned, cst.Call):
            return None
        call, where = returned, info
    return None


def _passed_for(info, call: cst.Call, field: str, where: FunctionInfo | None):
    if not info.namedtuple or not info.known_fields or field not in info.fields or any(a.star for a in call.args):
        return None
    given = dict(zip(info.fields, (a.value for a in call.args if a.keyword is None)))
    given.update((a.keyword.value, a.value) for a in call.args if a.keyword is not None)
    return (given[field], where) if field in given else None
