"""A tracer stored outside the traced function (JAX301) -> a value the function returns.

The one local rewrite: a `lax.scan` body that appends to a list its enclosing function created,
with nothing in the scan's per-step output slot,

    seen = []
    def body(carry, x):
        seen.append(x * 2)
        return carry + x, None
    carry, _ = lax.scan(body, 0.0, xs)

becomes the scan's stacked output:

    def body(carry, x):
        return carry + x, x * 2
    carry, seen = lax.scan(body, 0.0, xs)

Unsafe: `seen` becomes one array with a leading axis per step instead of a list of arrays.
Under jit or grad, a one-statement store (`history.append(y)`, `self.last = y`, `cache["k"] = y`,
a `global`) is done when the call runs, by `jax.debug.callback` (`callback_store_fix`). Everything
else gets advice that shows the code to write.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import NOT_ARRAY, iter_tree, local_names
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.tree import mentions, parent_map
from jaxlint.fixers.where import is_pure


def leak_advice(store: str, value: str, function: str) -> PendingFix:
    """Display-only: the code to write when the rewrite is not local (the caller must change)."""
    return PendingFix(f"Return the value instead: `return ..., {value}` in '{function}', then outside the "
                      f"traced call `out, kept = {function}(...)` and `{store}`", [], Applicability.DISPLAY_ONLY)


def scan_output_fix(ctx, call: cst.Call) -> PendingFix | None:
    """`seen.append(v)` in a lax.scan body -> the scan's per-step output `seen`."""
    body = ctx.function
    outer = body.parent
    func = call.func
    if outer is None or not isinstance(body.node, cst.FunctionDef) or not isinstance(outer.node, cst.FunctionDef) \
            or not isinstance(func, cst.Attribute) or func.attr.value != "append" or not isinstance(func.value, cst.Name) \
            or len(call.args) != 1 or call.args[0].keyword is not None or call.args[0].star:
        return None
    name, value = func.value.value, call.args[0].value
    statements = list(body.node.body.body)
    append_line = next((s for s in statements if _is_call_statement(s, call)), None)
    if append_line is None or not is_pure(ctx, value):
        return None
    last = statements[-1]
    ret = last.body[0] if isinstance(last, cst.SimpleStatementLine) and len(last.body) == 1 else None
    if not (isinstance(ret, cst.Return) and isinstance(ret.value, cst.Tuple) and len(ret.value.elements) == 2
            and isinstance(ret.value.elements[1].value, cst.Name) and ret.value.elements[1].value.value == "None"):
        return None  # the per-step output slot is taken
    if sum(isinstance(n, cst.Return) for n in iter_tree(body.node.body)) != 1:
        return None
    between = statements[statements.index(append_line) + 1:-1]
    used = {n.value for n in iter_tree(value) if isinstance(n, cst.Name)}
    if any(_binds(s, used) for s in between) or sum(mentions(s, name) for s in statements) != 1:
        return None  # the appended value changes before the return, or the list is used again
    plan = _outer_plan(ctx, outer.node, body.name, name)
    if plan is None:
        return None
    creation, scan_target = plan
    if isinstance(scan_target, cst.Name):
        scan_edit = NodeEdit(scan_target, name)
    else:
        scan_edit = NodeEdit(scan_target, f"_, {name} = {code(scan_target).strip()}")
    edits = [NodeEdit(creation, "", mode="delete_lines"), NodeEdit(append_line, "", mode="delete_lines"),
             NodeEdit(ret.value.elements[1].value, code(value).strip()), scan_edit]
    return PendingFix(f"Return the appended value as lax.scan's per-step output: '{name}' becomes one stacked "
                      f"array (a leading axis per step), not a list", edits, Applicability.UNSAFE)


def _outer_plan(ctx, outer: cst.FunctionDef, body_name: str, name: str):
    """(the `name = []` statement, the `_` target or the bare scan call) when the enclosing
    function creates the list once, defines the body, runs one scan over it, and only then
    reads the list, without changing it."""
    statements = list(outer.body.body)
    creation = scan = None
    for stmt in statements:
        small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
        if isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name) \
                and small.targets[0].target.value == name:
            if creation is not None or not (isinstance(small.value, cst.List) and not small.value.elements):
                return None
            creation = stmt
            continue
        if scan is None and _scans(ctx, small, body_name):
            scan = small
            if creation is None:
                return None
            continue
        if mentions(stmt, name) and not isinstance(stmt, cst.FunctionDef):
            if scan is None or _changes(stmt, name):
                return None  # used before the scan, or changed after it
        if isinstance(stmt, cst.FunctionDef) and stmt.name.value != body_name and mentions(stmt, name):
            return None
    if creation is None or scan is None:
        return None
    if sum(1 for n in iter_tree(outer.body) if isinstance(n, cst.Name) and n.value == body_name) != 2:
        return None  # the body is used elsewhere too: its return value is not ours to change
    if isinstance(scan, cst.Expr):
        return creation, scan.value
    target = scan.targets[0].target
    if isinstance(target, cst.Tuple) and len(target.elements) == 2 and isinstance(target.elements[1].value, cst.Name) \
            and target.elements[1].value.value == "_":
        return creation, target.elements[1].value
    return None


def _scans(ctx, small, body_name: str) -> bool:
    call = small.value if isinstance(small, (cst.Expr, cst.Assign)) else None
    if isinstance(small, cst.Assign) and len(small.targets) != 1:
        return False
    return isinstance(call, cst.Call) and ctx.module.qualified_name(call.func) == "jax.lax.scan" and call.args \
        and isinstance(call.args[0].value, cst.Name) and call.args[0].value.value == body_name


def _is_call_statement(stmt: cst.CSTNode, call: cst.Call) -> bool:
    return isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Expr) \
        and stmt.body[0].value is call


def _binds(stmt: cst.CSTNode, names: set[str]) -> bool:
    for node in iter_tree(stmt):
        targets = []
        if isinstance(node, cst.AssignTarget):
            targets = [node.target]
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign, cst.For)):
            targets = [node.target]
        if any(isinstance(n, cst.Name) and n.value in names for t in targets for n in iter_tree(t)):
            return True
    return not isinstance(stmt, cst.SimpleStatementLine)  # a compound statement: not followed


def _changes(stmt: cst.CSTNode, name: str) -> bool:
    """The statement rebinds `name`, calls a method on it, or assigns into it."""
    for node in iter_tree(stmt):
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and isinstance(node.func.value, cst.Name) \
                and node.func.value.value == name:
            return True
        if isinstance(node, (cst.AssignTarget, cst.AugAssign)) and mentions(node.target, name):
            return True
    return False


def lazy_cache_fix(ctx, assign: cst.CSTNode, target: cst.Attribute) -> PendingFix | None:
    """A lazy cache filled under a transform,

        if self._log_probs is None:
            self._log_probs = jax.nn.log_softmax(self.logits)
        return self._log_probs[value]

    -> a local that is computed when the cache is empty, the cache left alone:

        log_probs = self._log_probs
        if log_probs is None:
            log_probs = jax.nn.log_softmax(self.logits)
        return log_probs[value]

    Only when the `if` is a statement of the function's own body holding that one assignment,
    the value is pure and computed from the object's attributes and module-level names alone (not
    from the arguments of this call, which the cache would have frozen at the first call's), and
    the function stores nothing else into the attribute. Unsafe: the object no longer caches, so
    it recomputes the value at each call (the same value while its attributes stay the same)."""
    function = ctx.function.node
    if not isinstance(function, cst.FunctionDef) or not isinstance(assign, cst.Assign) or len(assign.targets) != 1:
        return None
    parents = parent_map(function)
    line = parents.get(id(assign))
    block = parents.get(id(line))
    stmt = parents.get(id(block))
    if not (isinstance(line, cst.SimpleStatementLine) and len(line.body) == 1 and isinstance(stmt, cst.If)
            and stmt.orelse is None and isinstance(stmt.body, cst.IndentedBlock) and len(stmt.body.body) == 1
            and stmt in function.body.body):
        return None
    test, spelled = stmt.test, code(target).strip()
    if not (isinstance(test, cst.Comparison) and len(test.comparisons) == 1
            and isinstance(test.comparisons[0].operator, cst.Is) and code(test.left).strip() == spelled
            and isinstance(test.comparisons[0].comparator, cst.Name)
            and test.comparisons[0].comparator.value == "None"):
        return None
    owner = target.value
    if not isinstance(owner, cst.Name) or "#" in code(stmt):
        return None
    value = assign.value
    locals_ = set(local_names(function))
    for node in iter_tree(value):
        if isinstance(node, cst.Attribute):
            continue
        if isinstance(node, cst.Name) and node.value in locals_ and node.value != owner.value:
            return None  # computed from this call's arguments or locals: the cache froze the first call's
    if not is_pure(ctx, value):
        return None
    after = function.body.body[function.body.body.index(stmt) + 1:]
    reads = []
    for later in after:
        for node in iter_tree(later):
            if isinstance(node, cst.Attribute) and code(node).strip() == spelled:
                reads.append(node)
            if isinstance(node, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.Del)) and any(
                    isinstance(t, cst.Attribute) and code(t).strip() == spelled for t in iter_tree(node.target)):
                return None  # stored again: the cache is the function's business after all
            if isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)) and any(
                    isinstance(n, cst.Name) and n.value == owner.value for n in iter_tree(node)):
                return None  # a closure over the object may read the cache later
    if not reads:
        return None
    taken = set(names_of(function))
    local = target.attr.value.lstrip("_") or "cached"
    while local in taken:
        local += "_"
    unit = ctx.module.node.default_indent if ctx.module.node is not None else "    "
    text = f"{local} = {spelled}\nif {local} is None:\n{unit}{local} = {code(value).strip()}"
    edits = [NodeEdit(stmt, text, mode="replace_block")] + [NodeEdit(r, local) for r in reads]
    return PendingFix(f"Compute the value into a local '{local}' instead of caching it on '{owner.value}' under "
                      f"the transform (the object no longer caches it)", edits, Applicability.UNSAFE)


def names_of(function: cst.CSTNode) -> set[str]:
    return {n.value for n in iter_tree(function) if isinstance(n, cst.Name)}


# Transforms that run the traced function once per call of what they return: a callback in it
# runs at each call, as the original code would eagerly (not vmap, which calls it once per
# element). A lax body's callback runs at each step or taken branch, as the loop or branch would
# run it eagerly (`jax.disable_jit`): a recorder gets one value per step.
_RUNS_PER_CALL = frozenset({"jax.jit", "jax.grad", "jax.value_and_grad", "eqx.filter_jit", "eqx.filter_grad",
                            "eqx.filter_value_and_grad", "lax.scan", "lax.fori_loop", "lax.while_loop", "lax.map",
                            "lax.cond", "lax.switch"})


def callback_store_fix(ctx, statement: cst.CSTNode, target: cst.BaseExpression, value: cst.BaseExpression,
                       kind: str) -> PendingFix | None:
    """Store the value when the compiled call runs, with `jax.debug.callback`, instead of storing
    the tracer while JAX traces:

        history.append(y)   ->  jax.debug.callback(history.append, y, ordered=True)
        self.last = y       ->  jax.debug.callback(lambda kept: setattr(self, "last", kept), y, ordered=True)
        last = y  (global)  ->  jax.debug.callback(lambda kept: globals().update(last=kept), y, ordered=True)
        cache["k"] = y      ->  jax.debug.callback(lambda kept: cache.__setitem__("k", kept), y, ordered=True)
        self.losses += [l]  ->  jax.debug.callback(self.losses.extend, [l], ordered=True)

    `kind`: "append", "attribute", "global", "item" or "extend"; `statement` is the node replaced
    (the call of an expression statement, or the assignment), `target` what is stored into. Only
    under a transform that runs the function at each call (jit, grad), and when the function reads
    the stored place nowhere else (it would read the old value now). Unsafe: the value is stored
    at every call of the compiled function (where the original stored one tracer per trace), as a
    concrete array, after the traced function's other effects, and under another transform
    (vmap, a lax loop around the call) once per element or step."""
    if ctx.via not in _RUNS_PER_CALL:
        return None
    function = ctx.function.node
    if not isinstance(function, cst.FunctionDef):
        return None
    stored_values = [e.value for e in value.elements] if kind == "extend" and isinstance(value, cst.List) else [value]
    if not all(ctx.value(v).traced and ctx.array_status(v) != NOT_ARRAY and not isinstance(v, cst.StarredElement)
               for v in stored_values):
        return None  # an object holding tracers (`ALL.append(self)`): a callback takes arrays only
    parents = parent_map(function)
    holder = parents.get(id(statement))
    if isinstance(statement, cst.Call) and not isinstance(holder, cst.Expr):
        return None  # the call's result is used
    spelled = code(target).strip()
    reads = _later_reads(function, parents, statement, target, kind)
    if reads is None:
        return None
    jax, edit = name_for(ctx.module, "jax")
    if jax is None:
        return None
    stored = code(value).strip()
    local = None
    if reads:  # `self.K = v` ... `return self.K`: the value goes into a local the later reads use
        taken = {n.value for n in iter_tree(function) if isinstance(n, cst.Name)} - {
            a.attr.value for a in iter_tree(function) if isinstance(a, cst.Attribute)} | set(local_names(function))
        local = (target.attr.value if isinstance(target, cst.Attribute) else target.value + "_").lstrip("_") or "kept"
        while local in taken:
            local += "_"
    if kind == "append":
        action = f"{spelled}.append"
    elif kind == "extend":
        action = f"{spelled}.extend"
    elif kind == "attribute" and isinstance(target, cst.Attribute):
        action = f"lambda kept: setattr({code(target.value).strip()}, \"{target.attr.value}\", kept)"
    elif kind == "global" and isinstance(target, cst.Name):
        action = f"lambda kept: globals().update({target.value}=kept)"
    elif kind == "item" and isinstance(target, cst.Subscript) and len(target.slice) == 1 and isinstance(
            target.slice[0].slice, cst.Index) and isinstance(target.slice[0].slice.value, (cst.SimpleString, cst.Integer)):
        action = f"lambda kept: {code(target.value).strip()}.__setitem__({code(target.slice[0].slice.value).strip()}, kept)"
    elif kind == "item" and isinstance(target, cst.Subscript) and len(target.slice) == 1 and isinstance(
            target.slice[0].slice, cst.Index) and _untraced_key(ctx, target.slice[0].slice.value):
        # `cache[name] = v`: the key is taken when the trace reaches the store (a default), as the store took it
        key = code(target.slice[0].slice.value).strip()
        action = f"lambda kept, key={key}: {code(target.value).strip()}.__setitem__(key, kept)"
    else:
        return None
    if {"kept", "key"} & {n.value for n in iter_tree(target) if isinstance(n, cst.Name)}:
        return None
    if local is None:
        edits = [NodeEdit(statement, f"{jax}.debug.callback({action}, {stored}, ordered=True)")]
    else:
        text = f"{local} = {stored}\n{jax}.debug.callback({action}, {local}, ordered=True)"
        edits = [NodeEdit(statement, text, mode="replace_block")] + [NodeEdit(r, local) for r in reads]
    return PendingFix(f"Store the value when the call runs, with {jax}.debug.callback (at every call, as a concrete "
                      f"array, not once per trace)" + (f"; the function reads it from a local '{local}'" if local else ""),
                      edits + ([edit] if edit else []), Applicability.UNSAFE)


def _untraced_key(ctx, key: cst.BaseExpression) -> bool:
    """A dict key the trace holds as a concrete value: a name or attribute (`name`, `self.tag`) the
    analysis does not see traced (a callback's closure may not hold a tracer)."""
    return isinstance(key, (cst.Name, cst.Attribute)) and not ctx.value(key).traced


def _later_reads(function: cst.FunctionDef, parents: dict[int, cst.CSTNode], statement: cst.CSTNode,
                 target: cst.BaseExpression, kind: str) -> list[cst.CSTNode] | None:
    """The reads of the stored place that a local can take over ([] when there are none), or None
    when the function mentions it otherwise: before the store, in another store, in a nested
    function, or (for an item, an append) at all (the container itself)."""
    place = target.value if kind == "item" and isinstance(target, cst.Subscript) else target
    text = code(place).strip()
    declared = {id(n) for g in iter_tree(function) if isinstance(g, (cst.Global, cst.Nonlocal)) for n in iter_tree(g)}
    mentions = []
    for node in iter_tree(function):
        if node is place or id(node) in declared:
            continue
        if isinstance(place, cst.Name) and isinstance(node, cst.Name) and node.value == place.value or \
                isinstance(place, cst.Attribute) and isinstance(node, cst.Attribute) and code(node).strip() == text:
            mentions.append(node)
    if not mentions:
        return []
    line = parents.get(id(statement))
    body = list(function.body.body) if isinstance(function.body, cst.IndentedBlock) else []
    if kind not in ("attribute", "global") or not isinstance(statement, cst.Assign) or line not in body or \
            len(line.body) != 1:
        return None
    later = body[body.index(line) + 1:]
    inside = {id(n) for s in later for n in iter_tree(s)}
    for node in mentions:
        if id(node) not in inside:
            return None  # read before the store, or by the stored value itself
        ancestor = parents.get(id(node))
        while ancestor is not None and ancestor is not function:
            if isinstance(ancestor, (cst.FunctionDef, cst.Lambda, cst.ClassDef, cst.Del)) or isinstance(
                    ancestor, (cst.AssignTarget, cst.AugAssign)) and _within(ancestor.target, node):
                return None  # a closure, or a store into it again
            ancestor = parents.get(id(ancestor))
    return mentions


def _within(root: cst.CSTNode, node: cst.CSTNode) -> bool:
    return any(n is node for n in iter_tree(root))
