"""What a list attribute holds when its constructor starts it empty and fills it by `append`:
`self.blocks = []`, then `self.blocks.append(Block(...))` in a loop of `__init__`.

The elements are the appended expressions (read in the constructor where they are spelled).
Any other in-place change of the attribute in the class (an append in another method, `extend`,
`insert`, an item assignment or deletion) leaves the elements unknown: they would then depend
on calls the text of the constructor does not show.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.classes import _CONSTRUCTORS, _IN_PLACE, receiver_name
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex
from jaxlint.analysis.walk import iter_tree


def appended_items(index: ModuleIndex, class_node: cst.ClassDef,
                   attribute: str) -> list[tuple[cst.BaseExpression, FunctionInfo]] | None:
    """(expression, constructor) for each `self.<attribute>.append(expr)` of the class's
    constructors; None when a method changes the attribute in place any other way, or one
    outside the constructors changes it at all."""
    out: list[tuple[cst.BaseExpression, FunctionInfo]] = []
    for method in index.class_methods.get(id(class_node), {}).values():
        me = receiver_name(method)
        if me is None or not isinstance(method.node, cst.FunctionDef):
            continue

        def is_mine(expr) -> bool:
            return isinstance(expr, cst.Attribute) and expr.attr.value == attribute \
                and isinstance(expr.value, cst.Name) and expr.value.value == me

        for node in iter_tree(method.node.body):
            if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and is_mine(node.func.value) \
                    and node.func.attr.value in _IN_PLACE:
                if node.func.attr.value != "append" or method.name not in _CONSTRUCTORS or len(node.args) != 1 \
                        or node.args[0].keyword is not None or node.args[0].star:
                    return None
                out.append((node.args[0].value, method))
            elif isinstance(node, (cst.AssignTarget, cst.AugAssign, cst.Del)) and any(
                    isinstance(t, cst.Subscript) and is_mine(t.value) for t in iter_tree(node.target)):
                return None
    return out
