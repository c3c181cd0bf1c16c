"""Read-only helpers over a function's CST that fixes share: parents, and where a name occurs."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import iter_children, parent_map  # noqa: F401  (fixes import it from here)

def names_in(root: cst.CSTNode, name: str) -> list[cst.Name]:
    """Every `Name` node spelling the variable `name` under `root`, in no particular order: not
    an attribute (`self.eps` is no use of a local `eps`) nor a keyword (`f(eps=1)`)."""
    out = []
    stack = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, cst.Name) and node.value == name:
            out.append(node)
        children = iter_children(node)
        if isinstance(node, cst.Attribute):
            children = [c for c in children if c is not node.attr]
        elif isinstance(node, cst.Arg) and node.keyword is not None:
            children = [c for c in children if c is not node.keyword]
        stack.extend(children)
    return out


def mentions(root: cst.CSTNode, name: str) -> bool:
    return bool(names_in(root, name))


def first_element(parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> cst.Subscript | None:
    """`node[0]`, when that is what `node` is part of (`jnp.nonzero(m)[0]`)."""
    parent = parents.get(id(node))
    if isinstance(parent, cst.Subscript) and parent.value is node and len(parent.slice) == 1 and isinstance(
            parent.slice[0].slice, cst.Index) and isinstance(parent.slice[0].slice.value, cst.Integer) and \
            parent.slice[0].slice.value.value == "0":
        return parent
    return None
