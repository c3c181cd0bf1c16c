"""What the generated `__init__` of a plain `@dataclasses.dataclass` stores in a field.

`GradientSolver(fun=loss, pre_update=print_accuracy)` builds an instance whose `pre_update` field
holds `print_accuracy`: the dataclass binds no `self.pre_update = ...` the analysis could read,
so a construction's argument for a field is found by the field's name or its position among the
declared fields, and a field a construction leaves out holds its class-body default.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis.classes import attribute_bindings

if TYPE_CHECKING:
    from jaxlint.analysis.classes import ClassInfo


def stored_by_generated_init(info: "ClassInfo", attribute: str) -> bool:
    """The field is one the generated `__init__` binds and nothing rebinds: a plain dataclass with
    no `__init__` or `__post_init__` of its own, no method assigning the attribute."""
    if not info.plain_dataclass or attribute not in info.fields:
        return False
    if "__init__" in info.methods or "__post_init__" in info.methods:
        return False
    return not any(b.attribute == attribute for m in info.methods.values() for b in attribute_bindings(m))


def field_argument(info: "ClassInfo", attribute: str, call: cst.Call) -> tuple[cst.BaseExpression | None, bool]:
    """(the expression `call` passes for the field, or its default when it passes none; whether that
    is the default). (None, False) when not known (a starred argument, a default made by
    `dataclasses.field(...)`, no default)."""
    if any(a.star for a in call.args):
        return None, False
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value == attribute:
            return arg.value, False
    positional = [a.value for a in call.args if a.keyword is None]
    position = info.fields.index(attribute)
    if position < len(positional):
        return positional[position], False
    default = _default(info.node, attribute)
    return (default, True) if default is not None else (None, False)


def _default(node: cst.ClassDef, attribute: str) -> cst.BaseExpression | None:
    """The class-body default of a field (`pre_update: Callable = None`), unless made by a call."""
    body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
    for statement in body:
        if not isinstance(statement, cst.SimpleStatementLine):
            continue
        for small in statement.body:
            if (isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name)
                    and small.target.value == attribute and small.value is not None):
                return None if isinstance(small.value, cst.Call) else small.value
    return None
