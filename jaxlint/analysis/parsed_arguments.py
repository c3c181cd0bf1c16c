"""What an attribute of a namespace object holds, read from the code that builds it: the
`argparse.Namespace` that `parser.parse_args(...)` returns, and a `types.SimpleNamespace(...)`.

`args.widths` of `parser.add_argument("--widths", type=int, nargs="+", default=[16, 16])` is a
list whether the option is given (argparse collects the values into a list) or not (the default);
`args.activation` of `parser.add_argument("--activation", default="relu")` is a string either
way. Each possibility is returned as an expression (the default as spelled, a synthetic empty
list or string for a given option), and the rules (held.sources_of: JAX810 hashing a static
argument, JAX811 tracing one) report only when every one is a mistake: an option without a
default may be None, and None is neither. The code must say everything: the parser bound once,
used only to add arguments and parse them (no group, parent or `set_defaults` may add another
source), the attribute set nowhere in the module (`args.widths = tuple(args.widths)`), and an
option of any other action, `nargs="?"` or a `type=` other than str is not judged.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.constructions import shadowed
from jaxlint.analysis.definitions import Place
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.module_index import FunctionInfo
from jaxlint.analysis.scopes import binding_scope, single_assignment
from jaxlint.analysis.walk import iter_tree, stored_attribute_names

Source = tuple[cst.BaseExpression, FunctionInfo | None, Place]

_PARSER = "argparse.ArgumentParser"
_NAMESPACE = "types.SimpleNamespace"
_NONE = cst.Name("None")
_GIVEN_LIST = cst.List([])  # what argparse stores for an option given on the command line with nargs
_GIVEN_STRING = cst.SimpleString('""')  # ... and for one without nargs or type


def namespace_attribute(place: Place, call: cst.Call, scope: FunctionInfo | None, attribute: str,
                        depth: int = 0) -> list[Source] | None:
    """What `<call>.<attribute>` may hold, for `call` a `SimpleNamespace(...)`, a
    `parser.parse_args(...)` or a call of a function of the module returning one; None when the
    code does not say."""
    if depth > 3 or not isinstance(call.func, (cst.Name, cst.Attribute)) or _set_anywhere(place, attribute):
        return None
    qual = _resolve(place, call.func, scope)
    if qual == _NAMESPACE:
        if any(a.star or a.keyword is None for a in call.args):
            return None
        given = [a.value for a in call.args if a.keyword.value == attribute]
        return [(given[0], scope, place)] if given else None
    if isinstance(call.func, cst.Attribute) and call.func.attr.value == "parse_args":
        return _parsed(place, call, scope, attribute)
    if isinstance(call.func, cst.Name) and not shadowed(call.func.value, scope):
        return _returned(place, call.func.value, attribute, depth)
    return None


def _returned(place: Place, name: str, attribute: str, depth: int) -> list[Source] | None:
    """`parse(argv)`, a plain function of the module whose every exit returns a namespace
    (`return parser.parse_args(argv)`, or a name bound once to one)."""
    index = place.index
    info = index.module_functions.get(name)
    if info is None or name in index.module_assignments or name in index.classes:
        return None
    node = info.node
    if not isinstance(node, cst.FunctionDef) or node.decorators or node.asynchronous is not None:
        return None
    body = node.body.body
    last = body[-1] if body else None
    if not (isinstance(last, cst.SimpleStatementLine) and isinstance(last.body[-1], cst.Return)):
        return None  # it may fall off its end and return None
    out: list[Source] = []
    for inner in iter_tree(node.body):
        if isinstance(inner, (cst.FunctionDef, cst.Lambda, cst.ClassDef, cst.Yield)):
            return None
        if not isinstance(inner, cst.Return):
            continue
        value = inner.value
        if isinstance(value, cst.Name):
            value = single_assignment(node, value.value)
        if not isinstance(value, cst.Call):
            return None
        found = namespace_attribute(place, value, info, attribute, depth + 1)
        if found is None:
            return None
        out.extend(found)
    return out or None


def _parsed(place: Place, call: cst.Call, scope: FunctionInfo | None, attribute: str) -> list[Source] | None:
    """`parser.parse_args(...)`, `parser` bound once to `argparse.ArgumentParser(...)` in the
    same scope and used there only to add arguments and to parse: the one `add_argument` whose
    destination is `attribute` says what the attribute holds."""
    receiver = call.func.value
    if not isinstance(receiver, cst.Name) or any(a.keyword is not None and a.keyword.value == "namespace"
                                                  for a in call.args):
        return None
    name = receiver.value
    owner = binding_scope(scope, name)
    if owner is not None:
        if not isinstance(owner.node, cst.FunctionDef):
            return None
        made, body = single_assignment(owner.node, name), owner.node.body
    else:
        assigned = place.index.module_assignments.get(name)
        made = assigned[0] if assigned and len(assigned) == 1 and name not in place.index.reassigned_globals else None
        body = place.index.module
    if not (isinstance(made, cst.Call) and _resolve(place, made.func, owner) == _PARSER) or any(
            a.star or (a.keyword is not None and a.keyword.value in ("parents", "argument_default"))
            for a in made.args):
        return None
    added = _added_arguments(body, name, made)
    if added is None:
        return None
    matching = [a for a in added if _destination(a) == attribute]
    if len(matching) != 1:
        return None
    return _holds(matching[0], owner, place)


def _added_arguments(body: cst.CSTNode, name: str, made: cst.Call) -> list[cst.Call] | None:
    """The `name.add_argument(...)` calls in `body`, when every other read of `name` there is a
    `name.parse_args(...)` (None: the parser is handed on, grouped or given defaults)."""
    calls = [n for n in iter_tree(body) if isinstance(n, cst.Call)]
    receivers = {id(c.func.value): c for c in calls
                 if isinstance(c.func, cst.Attribute) and isinstance(c.func.value, cst.Name)
                 and c.func.value.value == name and c.func.attr.value in ("add_argument", "parse_args")}
    targets = {id(t.target) for n in iter_tree(body) if isinstance(n, cst.Assign) for t in n.targets}
    for node in iter_tree(body):
        if isinstance(node, cst.Name) and node.value == name and id(node) not in receivers and id(node) not in targets:
            return None
    return [c for c in receivers.values() if c.func.attr.value == "add_argument"]


def _destination(call: cst.Call) -> str | None:
    """Where argparse stores an argument: `dest=`, else the first long option (`--hidden-size`
    -> hidden_size), else the first short one, else the positional name."""
    for arg in call.args:
        if arg.star:
            return None
        if arg.keyword is not None and arg.keyword.value == "dest":
            return arg.value.evaluated_value if isinstance(arg.value, cst.SimpleString) else None
    names = []
    for arg in call.args:
        if arg.keyword is not None:
            break
        if not isinstance(arg.value, cst.SimpleString) or not isinstance(arg.value.evaluated_value, str):
            return None
        names.append(arg.value.evaluated_value)
    if not names:
        return None
    long = [n for n in names if n.startswith("--")]
    chosen = long[0] if long else names[0]
    return chosen.lstrip("-").replace("-", "_") or None


def _holds(call: cst.Call, scope: FunctionInfo | None, place: Place) -> list[Source] | None:
    """The values one `add_argument` may leave: what a given option stores (a list for `nargs`
    of "+", "*" or a count, a string without nargs and type) and, for an option that may be
    left out, its default (None when it has none)."""
    options = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
    positional = not any(isinstance(a.value, cst.SimpleString) and str(a.value.evaluated_value).startswith("-")
                         for a in call.args if a.keyword is None)
    action = options.get("action")
    if action is not None and not (isinstance(action, cst.SimpleString) and action.evaluated_value == "store"):
        return None
    nargs = options.get("nargs")
    if nargs is None:
        kind = options.get("type")
        if kind is not None and not (isinstance(kind, cst.Name) and kind.value == "str"):
            return None
        given = _GIVEN_STRING
    elif isinstance(nargs, cst.Integer) or (isinstance(nargs, cst.SimpleString)
                                           and nargs.evaluated_value in ("+", "*")):
        if positional and not isinstance(nargs, cst.Integer) and nargs.evaluated_value == "*":
            return None  # an empty positional list stores the default
        given = _GIVEN_LIST
    else:
        return None
    required = positional or (isinstance(options.get("required"), cst.Name) and options["required"].value == "True")
    out: list[Source] = [(given, scope, place)]
    if not required:
        out.append((options.get("default", _NONE), scope, place))
    return out


def _set_anywhere(place: Place, attribute: str) -> bool:
    """The module stores `attribute` on some object (`args.widths = tuple(args.widths)`), or
    sets attributes by name: what a namespace holds may not be what it was built with."""
    stores = stored_attribute_names(place.index.module)
    return attribute in stores or "*" in stores


def _resolve(place: Place, func: cst.BaseExpression, scope: FunctionInfo | None) -> str | None:
    dotted = dotted_name(func)
    if dotted is None or shadowed(dotted.split(".", 1)[0], scope):
        return None
    return place.index.imports.resolve(dotted)
