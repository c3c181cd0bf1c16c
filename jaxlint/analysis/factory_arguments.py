"""What a factory's callers hand one of its parameters, in its own module and in the project
modules that import it. A closure the factory returns reads them when it runs: a jitted
`train_step` made by `make_train_step(cfg, tx)` calls `tx.update(...)` on whatever optimizer
`train.py` built and passed."""
from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis.module_index import FunctionInfo, caller_arguments, passed_argument

if TYPE_CHECKING:
    from jaxlint.analysis.evaluator import Evaluator


def factory_arguments(ev: "Evaluator", factory: FunctionInfo, name: str) -> list[tuple[cst.BaseExpression,
                                                                                       FunctionInfo | None, "Evaluator"]]:
    """(what a call passes for `name`, the function making that call, the evaluator of its module)
    for each call of the module-level def `factory` of `ev`'s module that passes it: the module's
    own calls and those of the project modules importing it. Calls that leave it out, or spread
    `*args`, are skipped: each entry is one run of the factory seen in full. Asked again and
    again of the same factory in one lint (held values, passed functions, partials, closures):
    answered once per evaluator, which lives one lint, like the indexes and project it reads."""
    key = (id(factory.node), name)
    memo = ev.factory_arguments_memo
    hit = memo.get(key)
    if hit is None or hit[0] is not factory.node:
        hit = memo[key] = (factory.node, _factory_arguments(ev, factory, name))
    return list(hit[1])


def _factory_arguments(ev: "Evaluator", factory: FunctionInfo, name: str) -> list[tuple[cst.BaseExpression,
                                                                                        FunctionInfo | None,
                                                                                        "Evaluator"]]:
    out = [(expr, scope, ev) for expr, scope in caller_arguments(ev.index, factory, name, every_caller=False) or ()]
    node = factory.node
    if (not isinstance(node, cst.FunctionDef) or factory.parent is not None or factory.is_method
            or ev.project is None or ev.path is None or ev.index.module_functions.get(node.name.value) is not factory):
        return out
    from jaxlint.analysis.project import imported_as, call_sites_of, files_spelling

    function = node.name.value
    for other in files_spelling(ev.project, ev.path, (function,)) or ():
        entry = ev.project._entry(other)
        if entry is None:
            continue
        loaded, owner = entry
        names, modules = imported_as(ev.project, loaded, other, ev.path, {function})
        if not names and not modules:
            continue
        if modules and function not in loaded.index.module_functions and function not in loaded.index.module_assignments:
            names = names | {function}  # `integrate.simulate(...)`: the attribute of a module alias is spelled by its name
        for site in call_sites_of(loaded.index, loaded.module, other, names, modules, factory, name, 0):
            call = site.node
            if not isinstance(call, cst.Call) or any(a.star for a in call.args):
                continue
            passed = passed_argument(call, node, name)
            if passed is not None:
                out.append((passed, loaded.index.function_making(call), owner))
    return out


def passed_by_importers(ev: "Evaluator", function: FunctionInfo, name: str) -> bool:
    """Some call of the module-level def `function`, in a project module importing it, passes
    `name`: a decorated `@jax.jit` def whose defaulted parameter only an importer passes
    (`generate(params, key, tok, 12, temperature=0.0)` in a script) gets the argument traced,
    not its default."""
    return any(owner is not ev for _, _, owner in factory_arguments(ev, function, name))
