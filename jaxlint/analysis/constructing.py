"""Whether a method that rebinds an attribute is only ever called while an owner constructs the
object (project.changed_only_while_constructing), read from the LibCST modules the project index
already holds: no file is parsed a second time, by LibCST or by Python's `ast`."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.walk import iter_children, iter_tree

_LOOPS = (cst.For, cst.While, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp, cst.FunctionDef,
          cst.Lambda)


def _code_nodes(root: cst.CSTNode):
    """Every node below `root`, but for import statements' dotted names (`import a.changer` is
    no attribute read)."""
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, (cst.Import, cst.ImportFrom)):
            children = iter_children(node)
            children.reverse()
            stack.extend(children)


def _in_source_order(root: cst.CSTNode):
    """Every node below `root` as its text comes (LibCST's `children` are in source order;
    dataclass fields are not: a def's body before its decorators, a conditional's body before
    its test)."""
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(node.children))


class _Parents:
    """Each node's parent in one module, for the walks up from an attribute."""

    def __init__(self, module: cst.Module) -> None:
        self._of: dict[int, cst.CSTNode] = {}
        for node in iter_tree(module):
            for child in iter_children(node):
                self._of[id(child)] = node

    def get(self, node: cst.CSTNode) -> cst.CSTNode | None:
        return self._of.get(id(node))


def constructing_calls(module: cst.Module, changer: str, cls_name: str,
                       traced: str) -> tuple[int, set[str]] | None:
    """How many calls of `.changer(...)` the module makes, when each is made while constructing
    (an owner's `__init__`, or a private method only that `__init__` calls, on an object that
    `__init__` builds or on each object of a list the owner builds there, before anything spells
    `.traced`), and the methods that call it on their own object (`self.changer(...)` in
    `prepare`: changed whenever `prepare` runs, so every call of `prepare` must be made while
    constructing too); None when one call is neither (or `.changer` is read otherwise)."""
    parents = _Parents(module)
    count, delegates = 0, set()
    for node in _code_nodes(module):
        if not (isinstance(node, cst.Attribute) and node.attr.value == changer):
            continue
        call = parents.get(node)
        if not (isinstance(call, cst.Call) and call.func is node):
            return None  # handed on, stored: called when, the analysis does not know
        method = _method_of(node, parents)
        if method is None:
            return None
        function, owner = method
        if _on_own_object(node.value, function):
            if not _before_any_trace(function, call, parents, traced):
                return None  # the method may trace, or change again in a loop, after a trace
            delegates.add(function.name.value)
            continue
        if function.name.value == "__init__":
            init, helper_calls = function, []
        else:
            helper = _only_called_by_init(module, parents, function, owner)
            if helper is None:
                return None
            init, helper_calls = helper
        loop = None
        if not _new_instance(node.value, function, init, cls_name):
            loop = _loop_over_owned_list(node.value, call, function, init, parents)
            if loop is None:
                return None
        if not _before_any_trace(function, call, parents, traced, loop) or not all(
                _before_any_trace(init, c, parents, traced) for c in helper_calls):
            return None  # the jitted method may run while constructing, before the change
        count += 1
    return count, delegates


def _on_own_object(receiver: cst.BaseExpression, function: cst.FunctionDef) -> bool:
    """`self` (the first parameter) of a plain method but `__init__` and the other dunders."""
    name = function.name.value
    return isinstance(receiver, cst.Name) and receiver.value == _first_arg(function) \
        and not (name.startswith("__") and name.endswith("__"))


def _method_of(node: cst.CSTNode, parents: _Parents) -> tuple[cst.FunctionDef, cst.ClassDef] | None:
    """The method (a plain def directly in a class body) whose body, decorators or defaults hold
    `node`, with its class; None when the nearest def is async, nested in another def, a lambda,
    or there is none."""
    current = parents.get(node)
    while current is not None and not isinstance(current, (cst.FunctionDef, cst.Lambda)):
        current = parents.get(current)
    if not isinstance(current, cst.FunctionDef) or current.asynchronous is not None:
        return None
    block = parents.get(current)
    owner = parents.get(block) if isinstance(block, cst.IndentedBlock) else None
    return (current, owner) if isinstance(owner, cst.ClassDef) else None


def _first_arg(function: cst.FunctionDef) -> str | None:
    params = [*function.params.posonly_params, *function.params.params]
    return params[0].name.value if params else None


def _only_called_by_init(module: cst.Module, parents: _Parents, method: cst.FunctionDef,
                         owner: cst.ClassDef) -> tuple[cst.FunctionDef, list[cst.Call]] | None:
    """The `__init__` of the method's class and its calls of the method, when the method is
    private and every spelling of its name in the module is a call `self.<method>(...)` there."""
    name = method.name.value
    if not name.startswith("_") or name.startswith("__"):
        return None
    body = owner.body.body if isinstance(owner.body, cst.IndentedBlock) else ()
    inits = [d for d in body if isinstance(d, cst.FunctionDef) and d.asynchronous is None
             and d.name.value == "__init__"]
    if len(inits) != 1:
        return None
    init, calls = inits[0], []
    me = _first_arg(init)
    for node in _code_nodes(module):
        if isinstance(node, cst.Attribute) and node.attr.value == name:
            call = parents.get(node)
            where = _method_of(node, parents)
            if not (isinstance(call, cst.Call) and call.func is node and where is not None and where[0] is init
                    and isinstance(node.value, cst.Name) and node.value.value == me):
                return None  # read but not called, or called elsewhere: when, unknown
            calls.append(call)
    return (init, calls) if calls else None


def _before_any_trace(function: cst.FunctionDef, call: cst.Call, parents: _Parents, traced: str,
                      loop: cst.For | None = None) -> bool:
    """`call` runs once in `function` (in no loop there but `loop`, one pass per object of an
    owner's list, which must not spell `.traced` anywhere), and nothing spelling `.traced` comes
    before it in the function (source order)."""
    current = parents.get(call)
    while current is not None and current is not function:
        if isinstance(current, _LOOPS) and current is not loop:
            return False
        current = parents.get(current)
    if loop is not None and any(isinstance(n, cst.Attribute) and n.attr.value == traced for n in _code_nodes(loop)):
        return False  # a later pass may trace an object configured by an earlier one
    holding = set()  # the call's enclosing nodes: they start before it, their `.traced` comes after
    current = parents.get(call)
    while current is not None and current is not function:
        holding.add(id(current))
        current = parents.get(current)
    for node in _in_source_order(function):
        if node is call:
            return True
        if isinstance(node, cst.Attribute) and node.attr.value == traced and id(node) not in holding:
            return False
    return True


def _loop_over_owned_list(receiver: cst.BaseExpression, call: cst.Call, function: cst.FunctionDef,
                          init: cst.FunctionDef, parents: _Parents) -> cst.For | None:
    """The `for bc in self.bcs:` whose pass makes `call` on `bc`, when it is the nearest loop
    around the call in `function`, its body never rebinds `bc`, and every binding of `self.bcs`
    in `init` and `function` is a list or tuple the owner builds (`[]`, a display, a
    comprehension): the owner configures its own parts while it constructs. None otherwise."""
    if not isinstance(receiver, cst.Name):
        return None
    loop = parents.get(call)
    while loop is not None and loop is not function and not isinstance(loop, _LOOPS):
        loop = parents.get(loop)
    if not (isinstance(loop, cst.For) and loop.asynchronous is None and isinstance(loop.target, cst.Name)
            and loop.target.value == receiver.value):
        return None
    it = loop.iter
    if not (isinstance(it, cst.Attribute) and isinstance(it.value, cst.Name)
            and it.value.value == _first_arg(function)):
        return None
    if _rebinds(loop.body, receiver.value):
        return None  # the pass's object replaced
    values = [*_attribute_bindings(init, it.attr.value), *([] if function is init else
                                                           _attribute_bindings(function, it.attr.value))]
    owned = (cst.List, cst.Tuple, cst.ListComp)
    return loop if values and all(isinstance(v, owned) for v in values) else None


def _rebinds(body: cst.CSTNode, name: str) -> bool:
    """Some statement or comprehension in `body` stores to the plain name `name`."""
    for node in iter_tree(body):
        if isinstance(node, cst.AssignTarget):
            target = node.target
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr, cst.CompFor)):
            target = node.target
        elif isinstance(node, cst.AsName):
            target = node.name
        else:
            continue
        if name in _stored_names(target):
            return True
    return False


def _stored_names(target: cst.BaseExpression) -> set[str]:
    """The plain names a store target binds (through tuple and list unpacking, not `a.b`)."""
    if isinstance(target, cst.Name):
        return {target.value}
    if isinstance(target, (cst.Tuple, cst.List)):
        return {n for e in target.elements for n in _stored_names(e.value)}
    if isinstance(target, cst.StarredElement):
        return _stored_names(target.value)
    return set()


def _attribute_bindings(function: cst.FunctionDef, attr: str) -> list[cst.BaseExpression | None]:
    """The values `function` binds to `self.<attr>` (its first parameter's), None for an
    augmented or annotated-only store."""
    me = _first_arg(function)
    out: list[cst.BaseExpression | None] = []
    for node in iter_tree(function):
        targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else \
            [node.target] if isinstance(node, (cst.AugAssign, cst.AnnAssign)) else []
        for target in targets:
            if isinstance(target, cst.Attribute) and target.attr.value == attr and isinstance(target.value, cst.Name) \
                    and target.value.value == me:
                out.append(node.value if isinstance(node, (cst.Assign, cst.AnnAssign)) else None)
    return out


def _new_instance(receiver: cst.BaseExpression, function: cst.FunctionDef, init: cst.FunctionDef,
                  cls_name: str) -> bool:
    """`self.jr` that `init` binds, once in its body, to `Cls(...)` / `module.Cls(...)` (with
    `self` the first parameter of both), or a name `function` binds once to such a call."""
    def constructs(value: cst.BaseExpression) -> bool:
        if not isinstance(value, cst.Call):
            return False
        func = value.func
        last = func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) else None
        return last == cls_name

    def bound(body: cst.CSTNode, matches) -> list[cst.BaseExpression]:
        return [a.value for a in iter_tree(body) if isinstance(a, cst.Assign) for t in a.targets if matches(t.target)]

    if isinstance(receiver, cst.Attribute) and isinstance(receiver.value, cst.Name) \
            and receiver.value.value == _first_arg(function):
        me, attr = _first_arg(init), receiver.attr.value
        values = bound(init, lambda t: isinstance(t, cst.Attribute) and t.attr.value == attr
                       and isinstance(t.value, cst.Name) and t.value.value == me)
        return len(values) == 1 and constructs(values[0])
    if isinstance(receiver, cst.Name):
        values = bound(function, lambda t: isinstance(t, cst.Name) and t.value == receiver.value)
        return len(values) == 1 and constructs(values[0])
    return False
