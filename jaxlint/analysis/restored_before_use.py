"""Whether a tracer a trace stores on an attribute of an outside object is overwritten before
anything can read it: the "set, then compute" shape (`env.layers[0].profile.speed = x`, then
`model.compute(init)` reading it, in the traced function), where every function of the module
that uses the object sets the same attribute first and the statements of the scope owning the
object set it again after any statement that may run the trace. The tracer left on the object
after the trace is then never read, so no UnexpectedTracerError follows (JAX301 asks).

The same holds for an object the holder received as a parameter (`self` of `fit`), when the
traced function is a def of the holder that nothing hands out: the trace runs only where the
holder applies the transform, and the holder sets the path again after it before any use and
before every way out (`final, hist = lax.scan(step, ...)`, then `self.weights = final`), so
its caller never meets the tracer.

Conservative in the direction of "read": the object must be built by a call in the scope that
binds its name (not an alias of another name), and any name bound from an expression that
mentions it (`model = make_model(env=env)`) counts as reaching it. A use is a mention other
than a store to an attribute path of the object or a load of a path disjoint from the stored
one (`env.layers[0].height_m` beside `env.layers[0].profile.speed`); a function using it before
setting the path, a `return` handing it out, or a use after a possible trace with no setting in
between keeps the finding.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.scopes import scope_info
from jaxlint.analysis.walk import iter_tree

_SCOPES = (cst.FunctionDef, cst.ClassDef, cst.Lambda)
# wrappers that build a transformed function without running it
_WRAPPERS = frozenset({"jit", "grad", "value_and_grad", "vmap", "pmap", "jacfwd", "jacrev", "hessian",
                       "partial", "checkpoint", "remat", "filter_jit", "filter_grad", "filter_value_and_grad"})
_COPIES = frozenset({"copy", "deepcopy"})


def restored_before_every_use(holder: cst.Module | cst.FunctionDef, traced: cst.CSTNode, target: cst.Attribute,
                              module: cst.Module) -> bool:
    """`target` (`root.path`), stored with a tracer by `traced`, is set again before any use of
    `root`'s object: `root` is bound by a call in `holder` (the module or the enclosing def
    owning the name), every def of `module` using the object sets `target` first, and the
    statements of `holder` set it after any statement that may run the trace and before the
    next use. Or `root` is a parameter of the def `holder` and the traced def is nested in it
    (_received): then the holder must also leave with `target` set again."""
    root = _root(target)
    if root is None or not isinstance(traced, cst.FunctionDef):
        return False
    path = _text(target)
    received = _received(holder, root, traced)
    if not received and not _built_by_call(holder, root):
        return False
    holders = _reaching(holder, root, path)
    triggers = _trace_names(module, holder, traced.name.value)
    if received and _escapes(holder, triggers):
        return False  # the traced function may run after the holder has returned
    inside = {id(n) for n in iter_tree(traced) if isinstance(n, cst.FunctionDef)}
    for function, visible in _defs_seeing(module, holder, holders):
        if received and id(function) in inside:
            continue  # runs within the trace, before the reset the holder makes after it
        if _mentions(function.body, visible) and not _sets_first(function, visible, root, path):
            return False
    body = holder.body.body if isinstance(holder, cst.FunctionDef) else holder.body
    state = _walk(body, False, holders, root, path, triggers, received)
    return state is False if received else state is not None


def _received(holder, root: str, traced: cst.FunctionDef) -> bool:
    """`root` is a parameter of the def `holder` (`self` of `fit`), so its object outlives the
    holder's run, and the traced function is a def nested in the holder: the trace runs only
    where the holder applies the transform, and the holder must set the path again after it
    on every way out (`final = lax.scan(step, ...)`, then `self.model = final`)."""
    if not isinstance(holder, cst.FunctionDef) or not any(n is traced for n in iter_tree(holder.body)):
        return False
    params = holder.params
    return any(p.name.value == root for p in (*params.posonly_params, *params.params, *params.kwonly_params))


def _escapes(holder: cst.FunctionDef, triggers: set[str]) -> bool:
    """A statement of the holder hands a function that runs the trace out of it: returned,
    yielded, or stored on an attribute or item (`self.step = jax.jit(step)`)."""
    for node in _scope_nodes(holder):
        if isinstance(node, (cst.Return, cst.Yield)) and node.value is not None and _mentions(node.value, triggers):
            return True
        if isinstance(node, (cst.Assign, cst.AnnAssign)) and node.value is not None \
                and _mentions(node.value, triggers):
            targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else [node.target]
            if any(isinstance(part, (cst.Attribute, cst.Subscript)) for t in targets for part in iter_tree(t)):
                return True
    return False


def _defs_seeing(module: cst.Module, holder, holders: set[str]):
    """(def, the holder's names it sees): the defs the holder's scope encloses (all of the
    module's for the module), less the names a def or a def around it binds itself."""
    stack = [(module, frozenset(), holder is module)]
    while stack:
        node, shadowed, inside = stack.pop()
        for child in node.children:
            if isinstance(child, cst.FunctionDef):
                if child is holder:
                    stack.append((child, frozenset(), True))
                    continue
                hidden = shadowed | scope_info(child).locals
                if inside and holders - hidden:
                    yield child, holders - hidden
                stack.append((child, hidden, inside))
            else:
                stack.append((child, shadowed, inside))


def _root(expr: cst.BaseExpression) -> str | None:
    while isinstance(expr, (cst.Attribute, cst.Subscript)):
        expr = expr.value
    return expr.value if isinstance(expr, cst.Name) else None


def _text(node: cst.CSTNode) -> str:
    return cst.Module(body=[]).code_for_node(node).strip()


def _own_statements(body) -> list[cst.CSTNode]:
    """Simple statements of a block in order, compound ones flattened (not nested scopes)."""
    return list(body.body) if isinstance(body, cst.BaseSuite) else list(body)


def _names_in(node: cst.CSTNode, skip_scopes: bool = False):
    """Name loads of an expression or statement: not an attribute's name, keyword or parameter."""
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, cst.Name):
            yield current
            continue
        if skip_scopes and isinstance(current, (cst.FunctionDef, cst.ClassDef)) and current is not node:
            continue
        if isinstance(current, cst.Attribute):
            stack.append(current.value)
            continue
        if isinstance(current, cst.Arg):
            stack.append(current.value)
            continue
        if isinstance(current, cst.FunctionDef):
            stack.extend([*(d.decorator for d in current.decorators), current.body])
            continue
        if isinstance(current, cst.Param):
            if current.default is not None:
                stack.append(current.default)
            continue
        stack.extend(current.children)


def _mentions(node: cst.CSTNode, names: set[str], skip_scopes: bool = False) -> bool:
    return any(n.value in names for n in _names_in(node, skip_scopes))


def _bindings(holder, name: str):
    """Assignments to `name` among the holder's own statements (nested scopes skipped)."""
    for node in _scope_nodes(holder):
        if isinstance(node, (cst.Assign, cst.AnnAssign, cst.AugAssign)):
            targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else [node.target]
            if any(isinstance(t, cst.Name) and t.value == name for t in targets):
                yield node
        elif isinstance(node, (cst.For, cst.WithItem, cst.NamedExpr)):
            target = node.target if not isinstance(node, cst.WithItem) else (node.asname.name if node.asname else None)
            if target is not None and any(isinstance(t, cst.Name) and t.value == name for t in iter_tree(target)):
                yield node


def _scope_nodes(holder):
    stack = list(holder.body.body if isinstance(holder, cst.FunctionDef) else holder.body)
    while stack:
        current = stack.pop()
        yield current
        if isinstance(current, _SCOPES):
            continue
        stack.extend(current.children)


def _built_by_call(holder, root: str) -> bool:
    if isinstance(holder, cst.FunctionDef):
        params = holder.params
        if any(p.name.value == root for p in (*params.posonly_params, *params.params, *params.kwonly_params)):
            return False
    bindings = list(_bindings(holder, root))
    return bool(bindings) and all(isinstance(b, cst.Assign) and isinstance(b.value, cst.Call) for b in bindings)


def _reaching(holder, root: str, path: str) -> set[str]:
    """The root and every name of the holder bound to the object or a part holding `path`: the
    name itself as the value, an element, or a call's argument (`model = make(env=env)`), or a
    chain of it that `path` extends (`profile = env.layers[0].profile`). A method's result or a
    read of another part is a value computed at that moment, which the uses check."""
    names = {root}
    changed = True
    while changed:
        changed = False
        for node in _scope_nodes(holder):
            if isinstance(node, (cst.Assign, cst.AnnAssign, cst.AugAssign)) and node.value is not None:
                value, targets = node.value, ([t.target for t in node.targets] if isinstance(node, cst.Assign)
                                              else [node.target])
            elif isinstance(node, cst.For):
                value, targets = node.iter, [node.target]
            else:
                continue
            if not _hands_over(value, names, path):
                continue
            for t in targets:
                for n in iter_tree(t):
                    if isinstance(n, cst.Name) and isinstance(t, (cst.Name, cst.Tuple, cst.List)) and n.value not in names:
                        names.add(n.value)
                        changed = True
    return names


def _hands_over(value: cst.BaseExpression, names: set[str], path: str) -> bool:
    """The expression may evaluate to the object, or hand it to a call that keeps it (not to
    `copy`/`deepcopy`, whose result is another object)."""
    copied = {id(n) for call in iter_tree(value) if isinstance(call, cst.Call) and _callee(call) in _COPIES
              for arg in call.args for n in iter_tree(arg)}
    for name in _names_in(value):
        if name.value not in names or id(name) in copied:
            continue
        chain, parent = _path_of(name, value)
        if isinstance(parent, cst.Call) and parent.func is chain:
            continue  # a method's result
        if chain is name or _prefix(_text(chain), path) and _text(chain) != path:
            return True  # the object, or a part of it holding `path` (not the stored value itself)
    return False


def _callee(call: cst.Call) -> str:
    func = call.func
    return func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) else ""


def _prefix(part: str, path: str) -> bool:
    return path == part or path.startswith(part + ".") or path.startswith(part + "[")


def _trace_names(module: cst.Module, holder, traced: str) -> set[str]:
    """Names whose call may run the trace: the traced def, every def mentioning one of them, and
    names the holder binds from an expression mentioning one (`step = jax.jit(loss)`)."""
    names = {traced}
    changed = True
    while changed:
        changed = False
        for node in iter_tree(module):
            if isinstance(node, cst.FunctionDef) and node.name.value not in names and _mentions(node.body, names):
                names.add(node.name.value)
                changed = True
        for node in _scope_nodes(holder):
            if isinstance(node, cst.Assign) and _mentions(node.value, names):
                for t in node.targets:
                    if isinstance(t.target, cst.Name) and t.target.value not in names:
                        names.add(t.target.value)
                        changed = True
    return names


def _path_of(name: cst.Name, statement: cst.CSTNode):
    """The longest attribute/subscript chain rooted at `name` in `statement`, and its parent."""
    parents = {}
    for node in iter_tree(statement):
        for child in node.children:
            parents[id(child)] = node
    chain = name
    while True:
        parent = parents.get(id(chain))
        if isinstance(parent, cst.Attribute) and parent.value is chain or \
                isinstance(parent, cst.Subscript) and parent.value is chain:
            chain = parent
            continue
        return chain, parents.get(id(chain))


def _disjoint(chain_text: str, path: str) -> bool:
    return not (path.startswith(chain_text) or chain_text.startswith(path))


def _is_store_of(statement, root: str) -> list[str] | None:
    """The attribute paths of `root` a plain assignment stores (none of its value mentioning
    `root`), or None when it is not one."""
    if not isinstance(statement, cst.Assign) or _mentions(statement.value, {root}):
        return None
    paths = []
    for t in statement.targets:
        if not isinstance(t.target, (cst.Attribute, cst.Subscript)) or _root(t.target) != root:
            return None
        paths.append(_text(t.target))
    return paths


def _uses(statement, holders: set[str], root: str, path: str) -> bool:
    """The statement may read the object's `path`: a mention other than a store to one of its
    paths or a load of a path disjoint from it (not called)."""
    if isinstance(statement, cst.SimpleStatementLine):
        return any(_uses(small, holders, root, path) for small in statement.body)
    if _is_store_of(statement, root) is not None:
        return False
    for name in _names_in(statement, skip_scopes=True):
        if name.value not in holders:
            continue
        if name.value != root:
            return True
        chain, parent = _path_of(name, statement)
        if chain is name or not _disjoint(_text(chain), path):
            return True
        if isinstance(parent, cst.Call) and parent.func is chain:
            return True  # a method call may read anything
        if isinstance(parent, cst.AssignTarget) or isinstance(parent, cst.Assign):
            return True
    return False


def _restores(statement, root: str, path: str) -> bool:
    """A plain store to `path` or to a part holding it (`env.layers[0].profile = Profile(...)`)."""
    stores = _is_store_of(statement, root)
    return stores is not None and any(_prefix(s, path) for s in stores)


def _sets_first(function: cst.FunctionDef, holders: set[str], root: str, path: str) -> bool:
    """The def stores `path` in a top-level statement before any statement using the object;
    or no statement of it uses the object at all."""
    for statement in _own_statements(function.body):
        if isinstance(statement, _SCOPES):
            continue
        if _restores(_simple(statement), root, path):
            return True
        if not isinstance(statement, cst.SimpleStatementLine) and _mentions(statement, holders, skip_scopes=True):
            return False  # a branch or loop using it: no straight-line order to rely on
        if _uses(statement, holders, root, path):
            return False
    return True


def _simple(statement):
    """The single small statement of a line (`x.a = v`), else the line."""
    if isinstance(statement, cst.SimpleStatementLine) and len(statement.body) == 1:
        return statement.body[0]
    return statement


def _triggers(statement, triggers: set[str]) -> bool:
    """A call in the statement may run the trace: a trace name called, or handed to a call
    that is not a transform building a new function."""
    for node in iter_tree(statement):
        if not isinstance(node, cst.Call):
            continue
        func = node.func
        if isinstance(func, cst.Name) and func.value in triggers:
            return True
        if _callee(node) in _WRAPPERS:
            continue
        if any(_mentions(a.value, triggers) for a in node.args) or _mentions(func, triggers):
            return True
    return False


def _walk(statements, dirty: bool, holders, root, path, triggers, exits: bool = False):
    """The state after the statements (True: a trace may have run since `path` was last set),
    or None when a use meets a dirty state. `exits`: the caller keeps the object, so leaving
    the holder (`return`, `yield`) while dirty counts as a use."""
    for statement in statements:
        if isinstance(statement, (cst.FunctionDef, cst.ClassDef)):
            continue
        if isinstance(statement, cst.SimpleStatementLine):
            for small in statement.body:
                if isinstance(small, cst.Return) and small.value is not None and _hands_over(small.value, holders, path):
                    return None  # the object leaves the scope
                if exits and dirty and (isinstance(small, cst.Return)
                                        or any(isinstance(n, cst.Yield) for n in iter_tree(small))):
                    return None  # the caller gets the object back before the reset
                if dirty and _uses(small, holders, root, path):
                    return None
                if _triggers(small, triggers):
                    dirty = True
                if _restores(small, root, path) or isinstance(small, cst.Assign) and any(
                        isinstance(t.target, cst.Name) and t.target.value == root for t in small.targets):
                    dirty = False
            continue
        if isinstance(statement, cst.If):
            if dirty and _uses(statement.test, holders, root, path):
                return None
            dirty = dirty or _triggers(statement.test, triggers)
            then = _walk(_own_statements(statement.body), dirty, holders, root, path, triggers, exits)
            orelse = statement.orelse
            if isinstance(statement.test, cst.Name) and statement.test.value == "True":
                other = then  # `if True:` always runs its body
            elif orelse is None:
                other = dirty
            elif isinstance(orelse, cst.If):
                other = _walk([orelse], dirty, holders, root, path, triggers, exits)
            else:
                other = _walk(_own_statements(orelse.body), dirty, holders, root, path, triggers, exits)
            if then is None or other is None:
                return None
            dirty = then or other
            continue
        if isinstance(statement, (cst.For, cst.While)):
            head = statement.iter if isinstance(statement, cst.For) else statement.test
            if dirty and _uses(head, holders, root, path):
                return None
            entry = dirty or _triggers(head, triggers)
            first = _walk(_own_statements(statement.body), entry, holders, root, path, triggers, exits)
            if first is None:
                return None
            second = _walk(_own_statements(statement.body), first or entry, holders, root, path, triggers, exits)
            if second is None:
                return None
            dirty = entry or second
            if statement.orelse is not None:
                dirty = _walk(_own_statements(statement.orelse.body), dirty, holders, root, path, triggers, exits)
                if dirty is None:
                    return None
            continue
        if isinstance(statement, cst.With):
            for item in statement.items:
                if dirty and _uses(item, holders, root, path):
                    return None
                dirty = dirty or _triggers(item, triggers)
            dirty = _walk(_own_statements(statement.body), dirty, holders, root, path, triggers, exits)
            if dirty is None:
                return None
            continue
        # try and anything else: any use after a possible trace, with no order to rely on
        if _mentions(statement, holders, skip_scopes=True) and (dirty or _triggers(statement, triggers)):
            return None
        dirty = dirty or _triggers(statement, triggers)
    return dirty
