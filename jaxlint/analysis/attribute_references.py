"""Every `x.name` of a module, by name, from one walk of its tree.

The project's method questions (who calls `trainer.step`, what every `obj.fit(...)` hands a
parameter) walked each reader module once per (method, parameter) asked: a run asks dozens of
them of the same modules. One walk per module and index now records, for every Attribute node,
what such a walk knew when it met it: the node, its parent, the innermost function of the index
holding it, and the nearest Attribute above it spelling the same name. A question reads only its
name's entries, in the walk's order, and replays the walk's pruning: a reference below one whose
subtree the question skipped is skipped too (`project._instance_uses`).
"""

from __future__ import annotations

from typing import NamedTuple

import libcst as cst

from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex
from jaxlint.analysis.walk import iter_children


class AttributeReference(NamedTuple):
    node: cst.Attribute
    parent: cst.CSTNode | None
    function: FunctionInfo | None  # as a walk from the module's root finds it (`index.functions`)
    above: cst.Attribute | None  # the nearest Attribute holding this one that spells the same name


def attribute_references(index: ModuleIndex, module: cst.Module, attr: str) -> list[AttributeReference]:
    """The Attribute nodes of `module` spelling `.attr`, in the order of a depth-first walk from
    its root (children in order). Kept on the index: its tree and functions do not change."""
    kept = index.attribute_references
    if kept is None or kept[0] is not module:
        kept = index.attribute_references = (module, _collect(index, module))
    return kept[1].get(attr, [])


def _collect(index: ModuleIndex, module: cst.Module) -> dict[str, list[AttributeReference]]:
    functions = index.functions
    out: dict[str, list[AttributeReference]] = {}
    # (node, parent, function, the Attribute nodes holding it, innermost first, as a linked list)
    stack: list[tuple] = [(module, None, None, None)]
    pop, extend = stack.pop, stack.extend
    while stack:
        node, parent, function, held_by = pop()
        kind = type(node)
        if kind is cst.FunctionDef or kind is cst.Lambda:
            function = functions.get(id(node), function)
        elif kind is cst.Attribute:
            name = node.attr.value
            link, above = held_by, None
            while link is not None:
                if link[0].attr.value == name:
                    above = link[0]
                    break
                link = link[1]
            out.setdefault(name, []).append(AttributeReference(node, parent, function, above))
            held_by = (node, held_by)
        extend([(child, node, function, held_by) for child in reversed(iter_children(node))])
    return out
