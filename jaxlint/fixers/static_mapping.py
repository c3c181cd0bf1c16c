"""A dict of hashable values passed to a static parameter (JAX810) -> its items as a tuple at the
call, and the jitted function makes the dict again on entry:

    @partial(jax.jit, static_argnums=(1,))            @partial(jax.jit, static_argnums=(1,))
    def create(key, kwargs):                          def create(key, kwargs):
        return normal(key, (kwargs["n"],))     ->         kwargs = dict(kwargs)
                                                          return normal(key, (kwargs["n"],))
    create(key, kwargs)                               create(key, tuple(kwargs.items()))

The values stay static (a size read from the dict is still a Python int), and the tuple of
(key, value) pairs hashes. Only when the call passes a dict display, or a name bound once to one,
whose keys are string literals and whose values the analysis knows hashable; the jitted function
is in this module, never rebinds the parameter, and only reads it (`kwargs["n"]`, `.get`,
`.keys()`/`.values()`/`.items()`, `in`, `len()`, `**kwargs`): a function that stores into it,
hands it on or returns it would see a copy where it saw the caller's dict. Unsafe: `dict(...)`
of a hashable Mapping a caller may pass instead (a frozen dict type) drops what its class adds.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import first_leaf, iter_tree
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.tree import names_in, parent_map

_READ_METHODS = frozenset({"get", "keys", "values", "items", "copy"})


def items_tuple_fix(ctx, call: cst.Call, parameter: str, value: cst.BaseExpression) -> PendingFix | None:
    """The fix above for `value`, the dict `call` passes to the static `parameter`, or None."""
    built = ctx.sole_binding(value.value) if isinstance(value, cst.Name) else value
    if not _hashable_dict(ctx, built):
        return None
    found = ctx.jitted_definition(call)
    if found is None:
        return None
    module, function, _ = found
    node = function.node
    if module.node is not ctx.module.node or not isinstance(node, cst.FunctionDef):
        return None
    _, param = function.param(parameter)
    if param is None or param.star or param.default is not None:
        return None
    body = list(node.body.body) if isinstance(node.body, cst.IndentedBlock) else []
    first = _after_docstring(body)
    if first is None:
        return None
    edits = [NodeEdit(value, f"tuple({code(value).strip()}.items())")]
    remade = _remade(first, parameter)
    inside_first = {id(n) for n in iter_tree(first)} if remade else set()
    parents = parent_map(node)
    uses = [use for use in names_in(node.body, parameter) if id(use) not in inside_first]
    if not uses or not all(_read(parents, use) for use in uses):
        return None
    if not remade:
        if not isinstance(first, cst.SimpleStatementLine):
            return None
        leaf = first_leaf(first.body[0])
        edits.append(NodeEdit(leaf, f"{parameter} = dict({parameter})\n{code(leaf)}", mode="replace_block"))
    return PendingFix(f"Pass the items of the dict as a tuple (hashable) and make '{parameter}' a dict again in "
                      f"'{function.name}'", edits, Applicability.UNSAFE)


def _hashable_dict(ctx, built: cst.BaseExpression | None) -> bool:
    if not isinstance(built, cst.Dict) or not built.elements:
        return False
    for element in built.elements:
        if not isinstance(element, cst.DictElement) or not isinstance(element.key, cst.SimpleString):
            return False
        if isinstance(element.value, (cst.List, cst.Dict, cst.Set, cst.ListComp, cst.DictComp, cst.SetComp)):
            return False
        if not _plain_value(element.value) or ctx.unhashable(element.value) is not None:
            return False
    return True


def _plain_value(node: cst.BaseExpression) -> bool:
    """Literals, names and tuples of them: values whose hash the text settles (no call that
    may build an array)."""
    if isinstance(node, cst.UnaryOperation):
        return _plain_value(node.expression)
    if isinstance(node, cst.Tuple):
        return all(_plain_value(el.value) for el in node.elements)
    return isinstance(node, (cst.Integer, cst.Float, cst.SimpleString, cst.Name))


def _after_docstring(body: list) -> cst.BaseStatement | None:
    if body and isinstance(body[0], cst.SimpleStatementLine) and len(body[0].body) == 1 and isinstance(
            body[0].body[0], cst.Expr) and isinstance(body[0].body[0].value, (cst.SimpleString, cst.ConcatenatedString)):
        body = body[1:]
    return body[0] if body else None


def _remade(statement: cst.BaseStatement, parameter: str) -> bool:
    """`parameter = dict(parameter)`: an earlier fix (for another call) already added it."""
    if not (isinstance(statement, cst.SimpleStatementLine) and len(statement.body) == 1):
        return False
    line = statement.body[0]
    return isinstance(line, cst.Assign) and code(line).strip() == f"{parameter} = dict({parameter})"


def _read(parents: dict[int, cst.CSTNode], use: cst.Name) -> bool:
    """A read that works alike on the caller's dict and on a copy of it."""
    parent = parents.get(id(use))
    if isinstance(parent, cst.Subscript) and parent.value is use:
        holder = parents.get(id(parent))
        stored = isinstance(holder, (cst.AssignTarget, cst.Del)) or isinstance(
            holder, (cst.AugAssign, cst.AnnAssign)) and holder.target is parent
        return not stored
    if isinstance(parent, cst.Attribute) and parent.value is use:
        return parent.attr.value in _READ_METHODS and isinstance(parents.get(id(parent)), cst.Call)
    if isinstance(parent, cst.ComparisonTarget) and isinstance(parent.operator, (cst.In, cst.NotIn)):
        return True
    if isinstance(parent, cst.Arg):
        outer = parents.get(id(parent))
        if parent.star == "**":
            return True
        return isinstance(outer, cst.Call) and isinstance(outer.func, cst.Name) and outer.func.value in (
            "len", "dict", "sorted", "list", "tuple") and len(outer.args) == 1
    return False



