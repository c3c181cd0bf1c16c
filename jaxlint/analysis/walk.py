"""A cheap read-only traversal of LibCST trees.

`CSTNode.visit` rebuilds every node even for a read-only visitor (DESIGN §7); reading the
dataclass fields directly, and skipping whitespace and punctuation, costs a small fraction
of a parse.
"""

from __future__ import annotations

import dataclasses
from typing import Iterator

import libcst as cst

from jaxlint.analysis.node_memo import node_memo

_SKIP_FIELD_WORDS = ("whitespace", "lpar", "rpar", "comma", "semicolon", "colon", "lbracket",
                     "rbracket", "lbrace", "rbrace", "header", "footer", "leading_lines",
                     "lines_after_decorators", "newline", "equal", "dot", "asynchronous",
                     "star_tok", "lines_after", "trailing")

_FIELDS: dict[type, tuple[str, ...]] = {}


def _fields_of(cls: type) -> tuple[str, ...]:
    names = tuple(
        f.name
        for f in dataclasses.fields(cls)
        if not any(word in f.name for word in _SKIP_FIELD_WORDS) and f.type is not str  # `Name.value`: text
    )
    _FIELDS[cls] = names
    return names


_IS_NODE: dict[type, bool] = {}


def _is_node_type(cls: type) -> bool:
    """isinstance() against LibCST's abstract base classes is slow; ask once per type."""
    known = _IS_NODE.get(cls)
    if known is None:
        known = _IS_NODE[cls] = issubclass(cls, cst.CSTNode)
    return known


def iter_children(node: cst.CSTNode) -> list[cst.CSTNode]:
    cls = type(node)
    names = _FIELDS.get(cls)
    if names is None:  # () for a leaf such as Name: known, nothing to read
        names = _fields_of(cls)
    out = []
    is_node = _IS_NODE.get
    for name in names:
        value = getattr(node, name)
        if value is None:
            continue
        kind = type(value)
        if kind is tuple or kind is list:
            out.extend([item for item in value if is_node(type(item)) or _is_node_type(type(item))])
        elif is_node(kind) or _is_node_type(kind):
            out.append(value)
    return out


def iter_tree(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """Every node below `node` (inclusive), depth first, without recursion."""
    stack = [node]
    pop, extend = stack.pop, stack.extend
    while stack:
        current = pop()
        yield current
        children = iter_children(current)
        children.reverse()
        extend(children)


def first_leaf(node: cst.CSTNode) -> cst.CSTNode:
    """The first node of `node`'s text that has no child node (where an edit can put a line
    before the statement `node` starts)."""
    while True:
        children = iter_children(node)
        if not children:
            return node
        node = children[0]


SCOPE_NODES = (cst.FunctionDef, cst.Lambda, cst.ClassDef, cst.ListComp, cst.SetComp,
               cst.DictComp, cst.GeneratorExp)
_SCOPE_TYPES = frozenset(SCOPE_NODES)  # concrete classes without subclasses: a type test is enough


def iter_scope(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """Nodes of one scope: descend into everything except nested scopes (which are yielded)."""
    stack = iter_children(node)
    stack.reverse()
    while stack:
        current = stack.pop()
        yield current
        if type(current) in _SCOPE_TYPES:
            continue
        children = iter_children(current)
        children.reverse()
        stack.extend(children)


def paired_targets(target: cst.BaseExpression, value: cst.BaseExpression | None):
    """(target, the expression it receives or None) for each name, attribute or subscript an
    assignment target binds: a tuple or list target unpacking a display of as many elements
    (no starred element on either side) pairs them element by element (`a[t], b[t] = x, y`);
    unpacking anything else binds each target to a value the text does not spell."""
    if isinstance(target, (cst.Tuple, cst.List)):
        elements = target.elements
        items = value.elements if isinstance(value, (cst.Tuple, cst.List)) else None
        if items is not None and (len(items) != len(elements) or any(
                isinstance(e, cst.StarredElement) for e in (*items, *elements))):
            items = None
        for i, element in enumerate(elements):
            inner = element.value
            yield from paired_targets(inner, items[i].value if items is not None else None)
        return
    if isinstance(target, cst.StarredElement):
        yield from paired_targets(target.value, None)
        return
    yield target, value


_PARENTS = node_memo()


def parent_map(root: cst.CSTNode) -> dict[int, cst.CSTNode]:
    """Child id -> parent node under `root`, kept per root node (the editor hands back unchanged ones)."""
    return _PARENTS.get(root, _parent_map)


def _parent_map(root: cst.CSTNode) -> dict[int, cst.CSTNode]:
    parents: dict[int, cst.CSTNode] = {}
    stack = [root]
    while stack:
        node = stack.pop()
        for child in iter_children(node):
            parents[id(child)] = node
            stack.append(child)
    return parents


def stored_attribute_names(module: cst.Module) -> frozenset[str]:
    """Each `x` an assignment of the module stores as `<anything>.x` (`self.x = ...`, `o.x += ...`,
    in unpacked and nested targets too), and "*" when it calls `setattr` or `vars` (sets
    attributes by name). One walk per module."""
    return _STORED_ATTRIBUTES.get(module, _stored_attribute_names)


def _stored_attribute_names(module: cst.Module) -> frozenset[str]:
    out = set()
    for node in iter_tree(module):
        if isinstance(node, (cst.Assign, cst.AugAssign, cst.AnnAssign)):
            targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else [node.target]
            out.update(inner.attr.value for target in targets for inner in iter_tree(target)
                       if isinstance(inner, cst.Attribute))
        elif isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value in ("setattr", "vars"):
            out.add("*")
    return frozenset(out)


_STORED_ATTRIBUTES = node_memo()


def assigns_attribute(root: cst.CSTNode, attr: str) -> bool:
    """Some assignment under `root` stores `<anything>.attr` (`self.attr = ...`, `obj.attr += ...`)."""
    for node in iter_tree(root):
        if isinstance(node, (cst.Assign, cst.AnnAssign, cst.AugAssign)):
            targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else [node.target]
            if any(isinstance(t, cst.Attribute) and t.attr.value == attr for t in targets):
                return True
    return False
