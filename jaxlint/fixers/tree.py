"""Read-only helpers over a function's CST that fixes share: parents, and where a name occurs."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import flow_of, iter_children, parent_map  # noqa: F401  (fixes import the last two from here)

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


def bound_once(ctx, name: str, value: cst.BaseExpression) -> bool:
    """`name` has one binding in the traced function, the one that gives it `value` (`name = value`,
    or a one-element unpacking of it: `(name,) = value`)."""
    if ctx.literal_of(name) is value:
        return True
    function = ctx.function.node
    return isinstance(function, cst.FunctionDef) and ctx.name_scope(name) == "local" and \
        not ctx.is_parameter(name) and len(flow_of(function).assignments(name)) == 1


def sole_unpacked(parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> tuple[cst.BaseExpression, cst.Name] | None:
    """(the target, its one name) for `(name,) = node`, `name, = node` or `[name] = node`: `node`
    is the whole value of a one-target assignment unpacking exactly one element (which raises
    unless `node` has one: `(idx,) = jnp.nonzero(m)` says the mask is one-dimensional)."""
    assign = parents.get(id(node))
    if not (isinstance(assign, cst.Assign) and assign.value is node and len(assign.targets) == 1):
        return None
    target = assign.targets[0].target
    if isinstance(target, (cst.Tuple, cst.List)) and len(target.elements) == 1 and \
            isinstance(target.elements[0], cst.Element) and isinstance(target.elements[0].value, cst.Name):
        return target, target.elements[0].value
    return None


def body_binding(function: cst.CSTNode, node: cst.BaseExpression):
    """(parents, the `y = node` statement line, the name y) when `node` is the whole value of a
    one-target assignment that is a statement of `function`'s own body (not in a loop or branch
    another run of which reads it); None otherwise."""
    if not isinstance(function, cst.FunctionDef) or not isinstance(function.body, cst.IndentedBlock):
        return None
    parents = parent_map(function)
    assign = parents.get(id(node))
    line = parents.get(id(assign))
    if not (isinstance(assign, cst.Assign) and assign.value is node and len(assign.targets) == 1
            and isinstance(assign.targets[0].target, cst.Name) and isinstance(line, cst.SimpleStatementLine)
            and len(line.body) == 1 and parents.get(id(line)) is function.body):
        return None
    return parents, line, assign.targets[0].target.value
