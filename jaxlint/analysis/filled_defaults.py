"""A parameter defaulting to None that the function fills itself: `def f(x, out=None): if out is
None: out = jnp.zeros(n)` where no caller ever passes `out`.

After the `if`, `out` is the caller's value or the fill. When every call of the function is in
view and none passes the parameter, it is the fill on every run: what the fill makes is what
the name holds (JAX701 in untraced code asks whether it is a JAX array). In view means: the
function is private to the module (its name starts with `_`), every mention of it is a call
(`_fill(...)`, `self._fill(...)`: never handed elsewhere), and none of those calls spreads
`*args` or `**kwargs`.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex
from jaxlint.analysis.transforms import is_none_test
from jaxlint.analysis.walk import iter_tree


def filled_default(index: ModuleIndex, info: FunctionInfo, name: str, at: cst.CSTNode) -> cst.BaseExpression | None:
    """The value the function's own `if name is None: name = value` gives `name` where `at`
    reads it, when that is the only binding and no caller passes `name`; None otherwise."""
    node = info.node
    if not isinstance(node, cst.FunctionDef) or not isinstance(node.body, cst.IndentedBlock):
        return None
    params = [*node.params.posonly_params, *node.params.params, *node.params.kwonly_params]
    param = next((p for p in params if p.name.value == name), None)
    if param is None or not (isinstance(param.default, cst.Name) and param.default.value == "None"):
        return None
    flow = flow_of(node)
    places = flow.assignments(name)
    if len(places) != 1:
        return None
    value = flow.assigned_values(name)[0]
    fill = _filling_if(node.body.body, name, places[0].statement)
    if value is None or fill is None or not _after(node.body.body, fill, at):
        return None
    position = params.index(param) if param in (*node.params.posonly_params, *node.params.params) else None
    if info.is_method and position is not None:
        position -= 1  # `self._fill(a)`: the instance is bound
    return value if _never_passed(index, info, name, position) else None


def _filling_if(body, name: str, statement: cst.CSTNode) -> cst.If | None:
    """The top-level `if name is None:` (no else) whose block's own statement binds `name`."""
    for stmt in body:
        if not isinstance(stmt, cst.If) or stmt.orelse is not None or not is_none_test(stmt.test, name):
            continue
        block = stmt.body.body if isinstance(stmt.body, cst.IndentedBlock) else ()
        for inner in block:
            if isinstance(inner, cst.SimpleStatementLine) and any(small is statement for small in inner.body):
                return stmt
            if inner is statement:
                return stmt
    return None


def _after(body, fill: cst.If, at: cst.CSTNode) -> bool:
    """`at` is in a top-level statement after the `if` (every run reaching it went through it)."""
    seen = False
    for stmt in body:
        if stmt is fill:
            seen = True
            continue
        if any(inner is at for inner in iter_tree(stmt)):
            return seen
    return False


def _never_passed(index: ModuleIndex, info: FunctionInfo, name: str, position: int | None) -> bool:
    """Every mention of the private function in the module is a call passing nothing for the
    parameter (neither at its position nor by keyword, no `*`/`**` spread); one call at least."""
    function = info.node.name.value
    if not function.startswith("_") or function.startswith("__") or index.module is None:
        return False
    calls = []
    callees = set()
    for node in iter_tree(index.module):
        if isinstance(node, cst.Call):
            func = node.func
            if (isinstance(func, cst.Attribute) and func.attr.value == function) or (
                    isinstance(func, cst.Name) and func.value == function):
                calls.append(node)
                callees.add(id(func.attr if isinstance(func, cst.Attribute) else func))
    mentions = [node for node in iter_tree(index.module) if isinstance(node, cst.Name) and node.value == function]
    if not calls or any(id(m) not in callees for m in mentions if m is not info.node.name):
        return False
    for call in calls:
        positional = [arg for arg in call.args if arg.keyword is None]
        if any(arg.star for arg in call.args):
            return False
        if any(arg.keyword is not None and arg.keyword.value == name for arg in call.args):
            return False
        if position is not None and len(positional) > position:
            return False
    return True
