"""Changes other modules of the project make to a module's globals.

`config.SCALE = 2.0` in train.py, or a second `tables.load_tables(...)` there (the function that
fills tables.py's placeholder `_table`, which tables.py itself runs at most once): a trace that
read the global before the change keeps the old value. The module's own index cannot see
either; the project files that spell the name are parsed like any followed module and their
stores and calls resolved through their own imports.
"""

from __future__ import annotations

import os
import re

import libcst as cst

from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.module_index import ModuleIndex, _main_function


def changed_elsewhere(project, owner_path: str, owner_index: ModuleIndex, name: str) -> str | None:
    """'reassigned' when another module of the project stores the global `name` of the module at
    `owner_path` (`config.SCALE = 2.0`) in a function or a loop (at its top level, or once in the
    function its `__main__` block runs, it is the configuration a program sets at its start), or
    runs the function filling that placeholder so that it runs more than once in all (a second
    call, or one in a loop); None otherwise, and when the project's files cannot all be searched."""
    key = (os.path.abspath(owner_path), name)
    memo = project.outside_changes
    if key not in memo:
        memo[key] = _changed_elsewhere(project, key[0], owner_index, name)
    return memo[key]


def _changed_elsewhere(project, owner: str, owner_index: ModuleIndex, name: str) -> str | None:
    from jaxlint.analysis.project import _load, files_spelling

    init = owner_index.initialisers.get(name)
    stores = r"\.[ \t]*" + re.escape(name) + r"[ \t]*(?:[-+*/%@&|^]|//|\*\*|<<|>>)?=(?!=)"  # `mod.name = ...`
    files = files_spelling(project, owner, (), stores if init is None else stores + r"|\b" + re.escape(init) + r"\b")
    if not files:
        return None
    runs = sum(1 for call, _ in owner_index.deferred_calls
               if isinstance(call.func, cst.Name) and call.func.value == init)
    for other in files:
        loaded = _load(other, project.extra_jit)
        if loaded is None:
            continue
        main = _main_function(loaded.index)
        for node, function, looped in _statements_and_calls(loaded.module):
            if isinstance(node, cst.Call):
                if init is not None and _calls(project, loaded, other, node, owner, init):
                    runs += 2 if looped else 1
                continue
            targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else [node.target]
            if not any(_names_global(project, loaded, other, t, owner, name) for t in targets):
                continue
            if _restores(function, name):
                continue  # `old = nn.CALLBACK; nn.CALLBACK = mine; ...; nn.CALLBACK = old`: a scoped setting
            if looped or not (function is None or (main is not None and function is main.node)):
                return "reassigned"  # a setter, a step: not the one configuration a program makes at its start
    return "reassigned" if runs > 1 else None


def _restores(function, name: str) -> bool:
    """The function saves `mod.name` in a local and stores that local back (`old = nn.CALLBACK`,
    later `nn.CALLBACK = old`): its setting lasts only while it runs, as a context manager's does
    (danijar/embodied sets a layer callback so inside the function jit traces;
    tests/data/unseen26_triage.md). Not told apart: the same setting around a call of an already
    compiled function, which would go stale; said nothing of, for precision."""
    from jaxlint.analysis.walk import iter_tree

    if not isinstance(function, cst.FunctionDef):
        return False
    saved, restored = set(), set()
    for node in iter_tree(function.body):
        if not isinstance(node, cst.Assign) or len(node.targets) != 1:
            continue
        target, value = node.targets[0].target, node.value
        if isinstance(target, cst.Name) and isinstance(value, cst.Attribute) and value.attr.value == name:
            saved.add(target.value)
        elif isinstance(target, cst.Attribute) and target.attr.value == name and isinstance(value, cst.Name):
            restored.add(value.value)
    return bool(saved & restored)


def _statements_and_calls(module: cst.Module):
    """Each assignment and call of a module: (node, the def it runs in or None, inside a loop)."""
    stack = [(module, None, False)]
    while stack:
        node, function, looped = stack.pop()
        if isinstance(node, (cst.Assign, cst.AugAssign, cst.AnnAssign, cst.Call)):
            yield node, function, looped
        if isinstance(node, cst.FunctionDef):
            function, looped = node, False
        elif isinstance(node, cst.Lambda):
            function = node
        elif isinstance(node, (cst.For, cst.While, cst.CompFor)):
            looped = True
        stack.extend((child, function, looped) for child in reversed(node.children))


def _names_global(project, loaded, path: str, target: cst.BaseExpression, owner: str, name: str) -> bool:
    """`target` is `mod.name`, `mod` an import of the module at `owner`."""
    if not isinstance(target, cst.Attribute) or target.attr.value != name:
        return False
    dotted = dotted_name(target.value)
    spelled = loaded.index.imports.spelled(dotted) if dotted else None
    found = project._module_path(spelled, path) if spelled else None
    return found is not None and os.path.abspath(found) == owner


def _calls(project, loaded, path: str, call: cst.Call, owner: str, function: str) -> bool:
    """`call` runs the function `function` of the module at `owner` (`tables.load_tables(...)`,
    or `load_tables(...)` imported from it)."""
    dotted = dotted_name(call.func)
    if dotted is None or dotted.rpartition(".")[2] != function:
        return False
    spelled = loaded.index.imports.spelled(dotted)
    return spelled is not None and project.locate(spelled, path) == (owner, function)
