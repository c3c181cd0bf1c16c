"""What `for batch in batches(x, y, 4):` binds: the values the generator function yields.

A data loader written as a generator (`yield {"x": x[i:j], "split": split}`) hands the loop one of
its yields per iteration, so what each `yield` spells, with the generator's parameters read as
this call passes them (or as their literal defaults), is what the loop variable holds.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.module_index import FunctionInfo, passed_argument
from jaxlint.analysis.scopes import assigned_names
from jaxlint.analysis.walk import iter_scope


def yielded_values(info: FunctionInfo) -> list[cst.BaseExpression] | None:
    """The expressions every `yield` of the def `info` (not of a def nested in it) spells; None
    when it yields nothing, has a bare `yield` or `yield from` (values the text does not spell)."""
    node = info.node
    if not isinstance(node, cst.FunctionDef):
        return None
    out: list[cst.BaseExpression] = []
    for child in iter_scope(node.body):
        if isinstance(child, cst.Yield):
            if child.value is None or isinstance(child.value, cst.From):
                return None
            out.append(child.value)
    return out or None


def parameter_at_call(call: cst.Call, info: FunctionInfo, name: cst.Name) -> tuple[str, cst.BaseExpression] | None:
    """A name a generator's yield reads that is one of its parameters, never rebound there: ("passed",
    what `call` passes for it) or ("default", its default), when the call spreads nothing."""
    node = info.node
    if not isinstance(node, cst.FunctionDef) or any(a.star for a in call.args):
        return None
    params = {p.name.value: p for p in (*node.params.posonly_params, *node.params.params, *node.params.kwonly_params)}
    param = params.get(name.value)
    if param is None or name.value in assigned_names(node):
        return None
    passed = passed_argument(call, node, name.value)
    if passed is not None:
        return "passed", passed
    return ("default", param.default) if param.default is not None else None
