"""The strings a registry lookup's key can hold, when the text decides them.

`REGISTRY[name]` picks an entry only the key decides. Three keys are known: a string literal;
a parameter of a module-level factory whose every call (in its module and the project modules
importing it) passes one of a few literals, or leaves its literal default (`envs.make("grid",
**ENV_DEFAULTS)`: a `**` spread cannot hold the parameter a call spells); and a field of a frozen
dataclass or NamedTuple object built in untraced code (`scfg = SamplerConfig()`, or a parameter's
default `cfg=DQNConfig()` no caller replaces) whose value is the construction's literal or the
field's literal default (`name: str = "pc"`). A loop variable over a display of string literals
(`for name in ("cem", "snes"): make_strategy(name, ...)`, or a row's element: `for name, bc in
(("heat", Periodic()), ...)`) holds each of them in turn, also as the value a construction gives
a field (`RecConfig(arch=arch)`). Anything else (a call spreading `*args`, a config
filled at run time, a class that may change its fields) is no answer: the analysis says nothing.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.module_index import FunctionInfo, callers_of_function, passed_argument, the_binding

MAX_KEYS = 4
_DATACLASS = frozenset({"dataclasses.dataclass"})


def literal_keys(ev, expr: cst.BaseExpression, scope: FunctionInfo | None, depth: int = 0) -> tuple[str, ...] | None:
    """The strings `expr` (spelled in `ev`'s module inside `scope`) can hold; None when not known."""
    if depth > 2:
        return None
    if isinstance(expr, cst.SimpleString):
        value = expr.evaluated_value
        return (value,) if isinstance(value, str) else None
    if isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name):
        return _field_keys(ev, expr.value.value, expr.attr.value, scope, depth)
    if isinstance(expr, cst.Name):
        keys = _parameter_keys(ev, scope, expr.value, depth) if scope is not None else None
        return keys if keys is not None else _loop_keys(ev, expr, scope)
    if isinstance(expr, cst.Subscript) and isinstance(expr.value, cst.Name) and scope is not None:
        return _item_keys(ev, expr, scope, depth)
    return None


def _item_keys(ev, expr: cst.Subscript, scope: FunctionInfo, depth: int = 0) -> tuple[str, ...] | None:
    """`settings["aggregator"]` in `def main(settings=SETTINGS)`: the string item each call of the
    module-level def hands (a module-level dict display bound once and never changed, or such a
    display itself), or its default's when a call leaves it (as when nothing in the project calls
    the def: a script's entry, run with no argument). None when the function stores into the
    parameter, or any dict is not seen in full. A caller handing on its own such parameter
    (`run_model(model, key, settings)` in `main(settings=SETTINGS)`) hands what its callers do."""
    from jaxlint.analysis.registry_entries import _registry

    if len(expr.slice) != 1 or not isinstance(expr.slice[0].slice, cst.Index) \
            or not isinstance(expr.slice[0].slice.value, cst.SimpleString):
        return None
    key = expr.slice[0].slice.value.evaluated_value
    name = expr.value.value
    param = _parameter(scope, name)
    if not isinstance(key, str) or param is None or _changed_in(scope.node, name):
        return None
    calls = _calls_passing(ev, scope, name)
    if calls is None:
        return None
    keys: list[str] = []
    for passed, where, owner in calls or [(None, None, ev)]:
        display = param.default if passed is None else passed
        if isinstance(display, cst.Name) and passed is not None and where is not None \
                and _parameter(where, display.value) is not None:
            handed = _item_keys(owner, expr.with_changes(value=display), where, depth + 1) if depth < 2 else None
            if handed is None:
                return None
            keys.extend(k for k in handed if k not in keys)
            continue
        found = None
        if isinstance(display, cst.Dict):
            items = {e.key.evaluated_value: e.value for e in display.elements
                     if isinstance(e, cst.DictElement) and isinstance(e.key, cst.SimpleString)}
            found = items if len(items) == len(display.elements) else None
        elif isinstance(display, cst.Name) and (passed is None or the_binding(owner.index, display.value, where)[1] is None):
            found = _registry(owner.index, display.value)  # a module-level dict display, never changed
        value = found.get(key) if found is not None else None
        if not isinstance(value, cst.SimpleString) or not isinstance(value.evaluated_value, str):
            return None
        if value.evaluated_value not in keys:
            keys.append(value.evaluated_value)
    return tuple(keys) if len(keys) <= MAX_KEYS else None


_MUTATORS = frozenset({"update", "setdefault", "pop", "popitem", "clear"})


def _changed_in(node: cst.CSTNode, name: str) -> bool:
    """The function stores into, deletes from or calls a mutating method of its parameter `name`."""
    from jaxlint.analysis.walk import iter_tree

    for n in iter_tree(node):
        targets = []
        if isinstance(n, cst.Assign):
            targets = [t.target for t in n.targets]
        elif isinstance(n, (cst.AugAssign, cst.AnnAssign)):
            targets = [n.target]
        elif isinstance(n, cst.Del):
            targets = [n.target]
        if any(isinstance(t, cst.Subscript) and isinstance(t.value, cst.Name) and t.value.value == name
               for t in targets):
            return True
        if isinstance(n, cst.Call) and isinstance(n.func, cst.Attribute) and isinstance(n.func.value, cst.Name) \
                and n.func.value.value == name and n.func.attr.value in _MUTATORS:
            return True
    return False


def _loop_keys(ev, use: cst.Name, scope: FunctionInfo | None) -> tuple[str, ...] | None:
    """The string literals a loop variable takes in turn (loop_objects.loop_elements: the loop
    alone binds it, `use` is in its body, the display is literal)."""
    from jaxlint.analysis.loop_objects import loop_elements

    if scope is None and use.value in ev.index.reassigned_globals:
        return None
    elements = loop_elements(scope.node if scope is not None else ev.index.module, use)
    if not elements:
        return None
    keys: list[str] = []
    for element in elements:
        if not isinstance(element, cst.SimpleString) or not isinstance(element.evaluated_value, str):
            return None
        if element.evaluated_value not in keys:
            keys.append(element.evaluated_value)
    return tuple(keys) if len(keys) <= MAX_KEYS else None


def _parameter(scope: FunctionInfo, name: str) -> cst.Param | None:
    from jaxlint.analysis.scopes import assigned_names

    node = scope.node
    if not isinstance(node, cst.FunctionDef) or name in assigned_names(node):
        return None
    params = node.params
    found = [p for p in (*params.posonly_params, *params.params, *params.kwonly_params) if p.name.value == name]
    return found[0] if found else None


def _calls_passing(ev, scope: FunctionInfo, name: str) -> list | None:
    """(what each call of the module-level def `scope` passes for `name` (None: leaves it to its
    default), the function making it, its module's evaluator), here and in importers; None when
    `scope` is no module-level def only ever called, or a call's argument cannot be read."""
    from jaxlint.analysis.module_index import only_called
    from jaxlint.analysis.project import imported_as, call_sites_of, files_spelling

    node = scope.node
    function = node.name.value
    index = ev.index
    if scope.parent is not None or scope.is_method or function in index.module_assignments \
            or index.module_functions.get(function) is not scope or not only_called(index, function):
        return None
    out = []
    for call, bound in callers_of_function(index, scope):
        passed = _passed(call, node, name, bound)
        if passed is False:
            return None
        out.append((passed, index.function_making(call), ev))
    if ev.project is None or ev.path is None:
        return out
    others = files_spelling(ev.project, ev.path, (function,))
    if others is None:
        return None
    for other in others:
        entry = ev.project._entry(other)
        if entry is None:
            return None
        loaded, owner = entry
        names, modules = imported_as(ev.project, loaded, other, ev.path, {function})
        if not names and not modules:
            continue
        if modules and function not in loaded.index.module_functions and function not in loaded.index.module_assignments:
            names = names | {function}  # `envs.make(...)`: the attribute of a module alias is spelled by its name
        for site in call_sites_of(loaded.index, loaded.module, other, names, modules, scope, name, 0):
            call = site.node
            if not isinstance(call, cst.Call):
                return None  # handed on as a value: its calls are not seen
            passed = _passed(call, node, name, 0)
            if passed is False:
                return None
            out.append((passed, loaded.index.function_making(call), owner))
    return out


def _passed(call: cst.Call, node: cst.FunctionDef, name: str, bound: int):
    """What `call` passes for `name`; None when it leaves the default; False when not known
    (`*args`, or a `**` spread that may hold it)."""
    if any(a.star == "*" for a in call.args):
        return False
    passed = passed_argument(call, node, name, bound)
    if passed is None and any(a.star == "**" for a in call.args):
        return False
    return passed


def _parameter_keys(ev, scope: FunctionInfo, name: str, depth: int) -> tuple[str, ...] | None:
    param = _parameter(scope, name)
    if param is None:
        return None
    calls = _calls_passing(ev, scope, name)
    if not calls:
        return None
    keys: list[str] = []
    for passed, where, owner in calls:
        if passed is None:
            found = literal_keys(ev, param.default, None, depth + 1) if param.default is not None else None
        else:
            found = literal_keys(owner, passed, where, depth + 1)
        if found is None:
            return None
        keys.extend(k for k in found if k not in keys)
    return tuple(keys) if len(keys) <= MAX_KEYS else None


def _field_keys(ev, base: str, field: str, scope: FunctionInfo | None, depth: int = 0) -> tuple[str, ...] | None:
    """`cfg.env`, `cfg` the one binding of a construction of a frozen dataclass or NamedTuple, or
    a parameter every call hands one (a name bound so, a construction, or its default): the
    field's literal there or its literal default, for each."""
    if depth > 2:
        return None
    bound, where = the_binding(ev.index, base, scope)
    if where is None and base in ev.index.reassigned_globals:
        return None
    if bound is not None or where is None:
        return _construction_key(ev, bound, where, field, depth)
    param = _parameter(where, base)
    calls = _calls_passing(ev, where, base) if param is not None else None
    if not calls:
        return None
    keys: list[str] = []
    for passed, at, owner in calls:
        if passed is None:
            found = _construction_key(ev, param.default, None, field, depth)
        elif isinstance(passed, cst.Name):
            found = _field_keys(owner, passed.value, field, at, depth + 1)
        else:
            found = _construction_key(owner, passed, at, field, depth)
        if found is None:
            return None
        keys.extend(k for k in found if k not in keys)
    return tuple(keys) if len(keys) <= MAX_KEYS else None


def _construction_key(ev, bound, where: FunctionInfo | None, field: str, depth: int = 0) -> tuple[str, ...] | None:
    """The literals `field` of the frozen record `bound` (a construction spelled in `ev`'s module)
    can hold: the one the call passes (or the loop variable's strings it passes), or the class
    body's default."""
    if not isinstance(bound, cst.Call) or any(a.star for a in bound.args):
        return None
    cls = ev.class_ref(bound.func, where)
    if cls is None or field not in cls.info.fields or not _immutable(cls.owner or ev, cls.info):
        return None
    given = [a.value for a in bound.args if a.keyword is None]
    spelled = [a.value for a in bound.args if a.keyword is not None and a.keyword.value == field]
    position = cls.info.fields.index(field)
    value = spelled[0] if spelled else given[position] if position < len(given) else _default(cls.info.node, field)
    if isinstance(value, cst.Name) and (spelled or position < len(given)):
        return _loop_keys(ev, value, where)
    if not isinstance(value, cst.SimpleString) or not isinstance(value.evaluated_value, str):
        return None
    return (value.evaluated_value,)


def _immutable(owner, info) -> bool:
    """A NamedTuple, or a `@dataclass(frozen=True)` with no constructor hook of its own (`owner`:
    the evaluator of the class's module)."""
    node = info.node
    if any(name in info.methods for name in ("__init__", "__post_init__", "__new__", "__setattr__")):
        return False
    if info.namedtuple:
        return True
    if len(node.decorators) != 1:
        return False
    decorator = node.decorators[0].decorator
    if not isinstance(decorator, cst.Call) or owner.index.resolver.qualname(decorator.func) not in _DATACLASS:
        return False
    return any(a.keyword is not None and a.keyword.value == "frozen" and isinstance(a.value, cst.Name)
               and a.value.value == "True" for a in decorator.args)


def _default(node: cst.ClassDef, field: str) -> cst.BaseExpression | None:
    """The value the class body's `field: T = value` gives."""
    body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
    for stmt in body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name) \
                        and small.target.value == field:
                    return small.value
    return None
