"""Which values `hash()` rejects, decided from the code that builds them.

A value is unhashable here only when the code says so for certain: a list, dict or set display
or comprehension, a call the facts table marks `unhashable` (`list(...)`, `np.zeros(...)`,
`jnp.ones(...)`), a tracer (where the traced analysis reached), an instance of a project
dataclass whose decorator leaves `__hash__` None (`eq=True` without `frozen` or
`unsafe_hash`) or of a class defining `__eq__` without `__hash__`, a tuple, NamedTuple or
frozen dataclass holding one of these, a variable every binding of which is one of these, or
the result of a project function every `return` of which is one of these. Anything else (a parameter, an attribute, a call into
unknown code, a class with its own `__hash__`, a library base class) is not reported.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.classes import attribute_bindings
from jaxlint.analysis.definitions import FOREIGN, Definition, Definitions, Place, bound_locally
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.held import sources_of
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.module_index import FunctionInfo, arguments_by_name_calls, passed_argument
from jaxlint.analysis.scopes import binding_scope, scope_info
from jaxlint.analysis.transforms import literal
from jaxlint.analysis.walk import iter_scope

MAX_DEPTH = 6  # variables and constructors followed from one expression
_APPLY_UPDATES = frozenset({"optax.apply_updates", "equinox.apply_updates"})  # the params' structure, arrays


@dataclass(frozen=True)
class Unhashable:
    """Why a value cannot be hashed. `kind`: "list", "dict", "set", "array", "tracer",
    "dataclass" (a non-frozen one), "eq" (a class defining __eq__ without __hash__), "layer" (an
    equinox layer, whose weights are arrays), "holder"
    (a tuple, NamedTuple or frozen dataclass that holds something unhashable), "module" (an
    equinox Module, or eqx.partition's static half of one, holding something unhashable), "hashed" (an
    ordinary class whose own __hash__ hashes an attribute holding something unhashable) or "other";
    `text` as messages spell it ("a list")."""

    kind: str
    text: str
    record: str | None = None  # the dataclass or NamedTuple named in the text
    root: str | None = None  # a holder's: the kind of what it holds, innermost ("list", "array", ...)

    @property
    def innermost(self) -> str:
        return self.root or self.kind


MAYBE = Unhashable("maybe", "a value defined in another module")  # offline: would need to read it

_DISPLAYS = {cst.List: ("list", "a list"), cst.ListComp: ("list", "a list"), cst.Dict: ("dict", "a dict"),
             cst.DictComp: ("dict", "a dict"), cst.Set: ("set", "a set"), cst.SetComp: ("set", "a set")}
_KINDS = {"list": "list", "dict": "dict", "set": "set", "NumPy array": "array", "JAX array": "array",
          "equinox layer holding JAX arrays": "layer"}


def _article(text: str) -> str:
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text


class Hashability:
    """`value_of(expr)` is the traced analysis' value of an expression of the linted module
    (None: not reached); `definitions` resolves constructors and record classes."""

    def __init__(self, definitions: Definitions, value_of: Callable[[cst.CSTNode], object] | None = None) -> None:
        self.definitions = definitions
        self.value_of = value_of

    def of(self, expr: cst.BaseExpression, scope: FunctionInfo | None, place: Place | None = None,
           depth: int = 0) -> Unhashable | None:
        place = place or self.definitions.home
        if depth > MAX_DEPTH:
            return None
        display = _DISPLAYS.get(type(expr))
        if display is not None:
            return Unhashable(*display)
        if isinstance(expr, cst.Tuple):
            return self._tuple(expr, scope, place, depth)
        if isinstance(expr, cst.IfExp):
            body = self.of(expr.body, scope, place, depth + 1)
            orelse = self.of(expr.orelse, scope, place, depth + 1) if body is not None else None
            if body is None or orelse is None:
                return None
            return MAYBE if MAYBE in (body, orelse) else body
        if isinstance(expr, cst.BinaryOperation):
            found = self._arithmetic(expr, scope, place, depth)
        elif isinstance(expr, cst.Call):
            found = self._call(expr, scope, place, depth)
        elif isinstance(expr, cst.Name):
            found = self._name(expr.value, scope, place, depth, expr)
        elif isinstance(expr, cst.Attribute):
            found = self._module_attribute(expr, scope, place, depth)
            if found is None:
                found = self._held(expr, scope, place, depth)
        elif isinstance(expr, cst.Subscript):
            found = self._held(expr, scope, place, depth)
        else:
            found = None
        return found if found is not None else self._tracer(expr, place)

    def _held(self, expr: cst.BaseExpression, scope, place: Place, depth: int) -> Unhashable | None:
        """An object's attribute or a display's item (`self.obs_space[key].high`): unhashable
        when every expression it may hold is (`held.sources_of`)."""
        sources = sources_of(place, expr, scope, self.definitions)
        if not sources:
            return None
        return _every([self.of(value, where, there, depth + 1) for value, where, there in sources])

    def _tuple(self, expr: cst.Tuple, scope, place, depth) -> Unhashable | None:
        for element in expr.elements:
            if isinstance(element, cst.StarredElement):
                continue
            inner = self.of(element.value, scope, place, depth + 1)
            if inner is MAYBE:
                return MAYBE
            if inner is not None:
                return Unhashable("holder", f"a tuple holding {inner.text}", root=inner.innermost)
        return None

    def _arithmetic(self, expr: cst.BinaryOperation, scope, place, depth) -> Unhashable | None:
        """`xs + ys` and `[0] * n` of lists are lists; arithmetic on an array is an array."""
        left = self.of(expr.left, scope, place, depth + 1)
        right = self.of(expr.right, scope, place, depth + 1)
        if MAYBE in (left, right):
            return MAYBE
        kinds = (left.kind if left else None, right.kind if right else None)
        if "array" in kinds and not isinstance(expr.operator, (cst.BitAnd, cst.BitOr, cst.BitXor)):
            return left if kinds[0] == "array" else right
        if isinstance(expr.operator, cst.Add) and kinds == ("list", "list"):
            return left
        if isinstance(expr.operator, cst.Multiply) and "list" in kinds:
            return left if kinds[0] == "list" else right
        return None

    def _tracer(self, expr: cst.BaseExpression, place: Place) -> Unhashable | None:
        if self.value_of is None or place is not self.definitions.home:
            return None
        value = self.value_of(expr)
        if value is not None and value.traced and value.pytype is None:
            via = f" by {value.via}" if value.via else ""
            return Unhashable("tracer", f"an array traced{via}" + (f" ({value.origin})" if value.origin else ""))
        return None

    # Calls ----------------------------------------------------------------------------------------
    def _call(self, call: cst.Call, scope, place: Place, depth: int) -> Unhashable | None:
        qual = qualified_name(place, call.func, scope)
        known = facts.lookup(qual)
        if known is not None and known.unhashable is not None:
            return Unhashable(_KINDS.get(known.unhashable, "other"), _article(known.unhashable))
        if qual is not None and qual.startswith(facts.LIBRARY_ROOTS):
            return None
        found = self.definitions.of_expr(call.func, scope, place)
        if found is FOREIGN:
            return MAYBE
        if isinstance(found, Definition) and found.cls is not None:
            return self._instance(found, call, scope, place, depth)
        if isinstance(found, Definition) and found.function is not None:
            return self._result(found, depth)
        if found is None and isinstance(call.func, cst.Attribute):
            return self._classmethod_product(call.func, scope, place)
        return None

    def _classmethod_product(self, func: cst.Attribute, scope, place: Place):
        """`ModelConfig.from_dict(d)`: a classmethod of the project class the call names (not
        inherited: on a subclass `cls` would be the subclass) whose every `return` is `cls(...)`
        builds an instance of that class. What `cls(**d)` fills is not read, so only the class's
        own verdict is given (a non-frozen dataclass, an `__eq__` without `__hash__`), never one
        about its fields."""
        from jaxlint.analysis.module_index import constructed_class

        cls = self.definitions.of_expr(func.value, scope, place)
        if cls is FOREIGN:
            return MAYBE
        if not isinstance(cls, Definition) or cls.cls is None:
            return None
        method = cls.place.index.class_methods.get(id(cls.cls), {}).get(func.attr.value)
        if method is None or method.specs or not method.is_classmethod \
                or constructed_class(cls.place.index, method) != cls.cls.name.value:
            return None
        name = cls.name
        record = record_of(cls, self.definitions)
        if record is None and _eq_without_hash(cls, self.definitions):
            return Unhashable("eq", f"an instance of '{name}', which defines __eq__ without __hash__", name)
        if record is not None and record is not FOREIGN and record.kind == "dataclass" and not record.hashes_fields:
            return Unhashable("dataclass", f"an instance of the non-frozen dataclass '{name}'", name)
        return None

    def _unpacked_result(self, stmt: cst.CSTNode, name: str, scope, place: Place, depth: int) -> Unhashable | None:
        """`graphdef, state = split(metrics)`: the item at `graphdef`'s position of the tuple every
        `return` of the project function spells (`return GraphDef(...), metrics.totals`)."""
        if not (isinstance(stmt, cst.Assign) and len(stmt.targets) == 1 and isinstance(stmt.value, cst.Call)):
            return None
        target = stmt.targets[0].target
        if not isinstance(target, (cst.Tuple, cst.List)) or any(
                isinstance(e, cst.StarredElement) for e in target.elements):
            return None
        position = next((i for i, e in enumerate(target.elements)
                         if isinstance(e.value, cst.Name) and e.value.value == name), None)
        if position is None:
            return None
        found = self.definitions.of_expr(stmt.value.func, scope, place)
        if not isinstance(found, Definition) or found.function is None:
            return None
        return self._result(found, depth, item=(position, len(target.elements)))

    def _result(self, found: Definition, depth: int, item: tuple[int, int] | None = None) -> Unhashable | None:
        """A plain function of the project every `return` of which gives an unhashable value
        (with `item` (i, n): every `return` spells an n-tuple whose item i is unhashable)."""
        resolved = found.function
        node = resolved.info.node
        if (resolved.specs or resolved.bound or resolved.bound_keywords or not isinstance(node, cst.FunctionDef)
                or node.decorators or node.asynchronous is not None):
            return None
        body = node.body.body
        last = body[-1] if body else None
        if not (isinstance(last, cst.SimpleStatementLine) and isinstance(last.body[-1], cst.Return)):
            return None  # it may fall off its end and return None
        returned = []
        for inner in iter_scope(node.body):
            if isinstance(inner, (cst.Yield, cst.Await)):
                return None
            if isinstance(inner, cst.Return):
                if inner.value is None:
                    return None
                if item is not None:
                    spelled = inner.value
                    if not (isinstance(spelled, cst.Tuple) and len(spelled.elements) == item[1] and not any(
                            isinstance(e, cst.StarredElement) for e in spelled.elements)):
                        return None
                    returned.append(spelled.elements[item[0]].value)
                    continue
                returned.append(inner.value)
        why = _every([self.of(value, resolved.info, found.place, depth + 1) for value in returned])
        if why is None or why is MAYBE:
            return why
        return Unhashable(why.kind, f"{why.text} (returned by '{found.name}')", why.record, why.root)

    def _instance(self, found: Definition, call: cst.Call, scope, place: Place, depth: int) -> Unhashable | None:
        record = record_of(found, self.definitions)
        name = found.name
        if record is None and _eq_without_hash(found, self.definitions):
            return Unhashable("eq", f"an instance of '{name}', which defines __eq__ without __hash__", name)
        if record is None and found.place.index is place.index:
            return self._own_hash(found, call, scope, place, depth)
        if record is None or record is FOREIGN:
            return MAYBE if record is FOREIGN else None
        if record.kind == "dataclass" and not record.hashes_fields:
            return Unhashable("dataclass", f"an instance of the non-frozen dataclass '{name}'", name)
        kind = {"namedtuple": "NamedTuple", "module": "eqx.Module"}.get(record.kind, "frozen dataclass")
        for field_name, value, value_place, value_scope in record.values(call, place, scope):
            inner = self.of(value, value_scope, value_place, depth + 1)
            if inner is MAYBE:
                return MAYBE
            if inner is not None:
                return Unhashable("module" if record.kind == "module" else "holder",
                                  f"an instance of the {kind} '{name}' whose field '{field_name}' holds {inner.text}",
                                  name, root=inner.innermost)
        return None

    def _own_hash(self, found: Definition, call: cst.Call, scope, place: Place, depth: int) -> Unhashable | None:
        """An ordinary class whose own `__hash__` is `hash((self.x, self.mul))`: hashing the instance
        hashes what its construction passed for those attributes (stored unchanged by `__init__`),
        so a JAX array there raises TypeError inside it (jit reports ValueError, Non-hashable static
        arguments, measured on JAX 0.10.2)."""
        from jaxlint.analysis.constructed_attributes import hashed_attributes, passed_for_attribute

        for attr in hashed_attributes(found.cls) or ():
            value = passed_for_attribute(place.index, call, attr)
            where = scope if any(value is a.value for a in call.args) else None  # a default: the class's module
            inner = self.of(value, where, place, depth + 1) if value is not None else None
            if inner is not None and inner is not MAYBE:
                return Unhashable("hashed", f"an instance of '{found.name}' whose own __hash__ hashes its attribute "
                                            f"'{attr}', which holds {inner.text}", found.name, root=inner.innermost)
        return None

    # Variables --------------------------------------------------------------------------------------
    def _name(self, name: str, scope, place: Place, depth: int, read: cst.Name | None = None) -> Unhashable | None:
        """A variable: the value every run reaching `read` last bound, when that one is known
        and unhashable (`idx = []`, ..., `idx = np.array(idx)`: an array, not a list); else
        unhashable when every binding is."""
        owner = binding_scope(scope, name)
        if owner is not None:
            if name in scope_info(owner.node).params:
                return self._passed(owner, name, place, depth)
            values = flow_of(owner.node).assigned_values(name)
        else:
            index = place.index
            if (name in index.imports.top_level and name not in index.module_assignments
                    and name not in index.module_functions and name not in index.classes):
                return self._global_of(facts.canonical(index.imports.top_level[name]), place, depth)
            if (name in index.reassigned_globals or name in index.module_functions or name in index.classes
                    or name in index.imports.aliases or name not in index.module_assignments):
                return None
            values = flow_of(index.module).assigned_values(name)
        flow = flow_of(owner.node if owner is not None else place.index.module)
        if values == [None]:
            half = self._static_half(flow, name, owner, place, depth)
            if half is not None:
                return half
        if not values:
            return None
        last = flow.dominating_value(name, read) if read is not None and len(values) > 1 else None
        if last is not None:
            reaching = self.of(last, owner, place, depth + 1)
            if reaching is not None:
                return reaching
        found = []
        for value, assignment in zip(values, flow.assignments(name)):
            if value is None:
                found.append(self._unpacked_jax_array(assignment.statement, name, owner, place)
                             or self._unpacked_result(assignment.statement, name, owner, place, depth))
            else:
                found.append(self.of(value, owner, place, depth + 1))
        every = _every(found)
        if every is None and len(values) > 1:
            return self._carried(flow, name, owner, place, depth)  # `model = step(model, ...)` in a loop
        return every

    def _unpacked_jax_array(self, stmt: cst.CSTNode, name: str, scope, place: Place) -> Unhashable | None:
        """`rng, step_rng = jax.random.split(rng)`: unpacking a JAX array gives JAX arrays (its
        rows; a 0-d array too), which hash() rejects. (A NumPy array's items may be NumPy scalars,
        which hash, so only JAX's array makers count.)"""
        if not (isinstance(stmt, cst.Assign) and len(stmt.targets) == 1 and isinstance(stmt.value, cst.Call)):
            return None
        target = stmt.targets[0].target
        if not isinstance(target, (cst.Tuple, cst.List)) or not any(
                isinstance(e.value, cst.Name) and e.value.value == name and not isinstance(e, cst.StarredElement)
                for e in target.elements):
            return None
        known = facts.lookup(qualified_name(place, stmt.value.func, scope))
        if known is None or known.unhashable != "JAX array":
            return None
        return Unhashable("array", "a JAX array (unpacked from a JAX array)")

    def _carried(self, flow, name: str, scope, place: Place, depth: int) -> Unhashable | None:
        """`model = Net(key)`, then `model = update(model, x)` or `model, opt_state = step(model,
        ...)` in a loop, `update` a jitted function of the project (or `apply_updates`): the
        arrays the model holds come back as arrays, so the carry cannot be hashed when the one
        other binding holds arrays. Anything else the model may hold is not judged."""
        others = []
        for at, value in zip(flow.assignments(name), flow.assigned_values(name)):
            statement = at.statement
            call = statement.value if isinstance(statement, cst.Assign) else None
            if isinstance(call, cst.Call) and any(isinstance(a.value, cst.Name) and a.value.value == name
                                                  for a in call.args):
                if not self._returns_its_arrays(call, scope, place):
                    return None
                continue
            others.append(value)
        if len(others) != 1 or others[0] is None:
            return None
        why = self.of(others[0], scope, place, depth + 1)
        if why is MAYBE:
            return MAYBE  # another module's class: judged where the project is read
        return why if why is not None and why.innermost in ("array", "layer") else None

    def _returns_its_arrays(self, call: cst.Call, scope, place: Place) -> bool:
        qual = qualified_name(place, call.func, scope)
        if qual in _APPLY_UPDATES:
            return True
        found = self.definitions.of_expr(call.func, scope, place)
        return isinstance(found, Definition) and found.function is not None and bool(found.function.specs)

    def _static_half(self, flow, name: str, scope, place: Place, depth: int) -> Unhashable | None:
        """`params, static = eqx.partition(model, eqx.is_array)`: `static` keeps every leaf of
        `model` but its arrays, in the same containers and modules, so a list field (or an
        instance that cannot be hashed) stays there; an array does not."""
        stmt = flow.assignments(name)[0].statement
        if not (isinstance(stmt, cst.Assign) and len(stmt.targets) == 1 and isinstance(stmt.value, cst.Call)):
            return None
        target = stmt.targets[0].target
        if not (isinstance(target, (cst.Tuple, cst.List)) and len(target.elements) == 2
                and isinstance(target.elements[1].value, cst.Name) and target.elements[1].value.value == name):
            return None
        call = stmt.value
        args = [a for a in call.args if a.keyword is None and not a.star]
        if (qualified_name(place, call.func, scope) != facts.EQX_PARTITION or len(args) != 2
                or len(call.args) != 2 or qualified_name(place, args[1].value, scope) != facts.EQX_IS_ARRAY):
            return None
        inner = self.of(args[0].value, scope, place, depth + 1)
        if inner is None or inner is MAYBE or inner.innermost in ("array", "tracer"):
            return None if inner is not MAYBE else MAYBE
        return Unhashable("module", f"the static half eqx.partition returns, which keeps {inner.text}",
                          inner.record, root=inner.innermost)


    def _module_attribute(self, expr: cst.Attribute, scope, place: Place, depth: int) -> Unhashable | None:
        """`config.CONFIG` after `import config`: a global of another project module."""
        dotted = dotted_name(expr)
        if dotted is None or bound_locally(dotted.split(".", 1)[0], scope):
            return None
        qual = place.index.imports.resolve(dotted)
        return self._global_of(facts.canonical(qual), place, depth) if qual is not None else None

    def _global_of(self, qual: str, place: Place, depth: int) -> Unhashable | None:
        """A module-level name another project module binds (`from config import CONFIG`)."""
        found = self.definitions.module_global(qual, place)
        if found is FOREIGN:
            return MAYBE
        if found is None:
            return None
        there, name = found
        return self._name(name, None, there, depth + 1)

    def _passed(self, owner: FunctionInfo, name: str, place: Place, depth: int) -> Unhashable | None:
        """A parameter of a module-level function that never rebinds it: unhashable when every
        call of the function in the module passes an unhashable value there (`run(x, np.array(...))`)."""
        passed = arguments_by_name_calls(place.index, owner, name)
        if passed is None:
            return None
        found = [self.of(given, scope, place, depth + 1) for given, scope in passed]
        why = _every(found)
        if why is None or why is MAYBE:
            return why
        return Unhashable(why.kind, f"{why.text} (what every call of '{owner.name}' passes)", why.record)


def _every(found: list[Unhashable | None]) -> Unhashable | None:
    """Unhashable when each of several possible values is (MAYBE when some may be)."""
    if not found or any(f is None for f in found):
        return None
    return MAYBE if MAYBE in found else found[0]


def qualified_name(place: Place, expr: cst.BaseExpression, scope: FunctionInfo | None) -> str | None:
    """The imported (or builtin) name an expression spells at a point of a module; None when
    its head is a local variable there."""
    dotted = dotted_name(expr)
    if dotted is None:
        return None
    head = dotted.split(".", 1)[0]
    if bound_locally(head, scope):
        return None
    index = place.index
    resolved = index.imports.resolve(dotted)
    if resolved is None and "." not in dotted and dotted in facts.BUILTIN_NAMES:
        if head not in index.module_assignments and head not in index.module_functions and head not in index.classes:
            return dotted
    return resolved


# Record classes -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Field:
    name: str
    hashed: bool  # part of __hash__ (hash=True, or compare left True)
    positional: bool  # an __init__ parameter that can be passed by position
    init: bool
    default: cst.BaseExpression | None  # the default value, or a zero-argument factory call


@dataclass(frozen=True)
class Record:
    kind: str  # "dataclass" or "namedtuple"
    hashes_fields: bool  # __hash__ hashes the fields (frozen, unsafe_hash, NamedTuple)
    fields: tuple[_Field, ...]
    by_position: bool  # __init__'s positional parameters are exactly `fields` in order
    place: Place
    init: FunctionInfo | None = None  # the class's own __init__, which sets the fields (an eqx.Module's)

    def values(self, call: cst.Call, caller: Place, scope):
        """(field, value expression, its module, its scope) for each hashed field of an instance."""
        if self.init is not None:
            yield from self._set_by_init(call, caller, scope)
            return
        if any(arg.star for arg in call.args):
            return
        positional = [arg for arg in call.args if arg.keyword is None]
        if positional and not self.by_position:
            return
        keywords = {arg.keyword.value: arg.value for arg in call.args if arg.keyword is not None}
        slots = [f for f in self.fields if f.positional]
        given = {f.name: arg.value for f, arg in zip(slots, positional)}
        for f in self.fields:
            if not f.hashed:
                continue
            if f.name in given or f.name in keywords:
                yield f.name, given.get(f.name, keywords.get(f.name)), caller, scope
            elif f.default is not None:
                yield f.name, f.default, self.place, None


    def _set_by_init(self, call: cst.Call, caller: Place, scope):
        """What the class's own __init__ stores in each field: the one `self.f = value` of its
        body (a field it sets twice or not at all says nothing); for a parameter it stores as
        it is (`self.nested = nested`), what the constructor call passes there."""
        node = self.init.node
        stores: dict[str, list[cst.BaseExpression | None]] = {}
        for binding in attribute_bindings(self.init):  # `self.a, self.b = a, b` too
            stores.setdefault(binding.attribute, []).append(binding.spelled)
        params = scope_info(node).params
        rebound = flow_of(node)
        for f in self.fields:
            if not (f.hashed and len(stores.get(f.name, ())) == 1):
                continue
            value = stores[f.name][0]
            if value is None:
                continue
            if isinstance(value, cst.Name) and value.value in params:
                if any(arg.star for arg in call.args) or rebound.assigned_values(value.value):
                    continue
                given = passed_argument(call, node, value.value, bound=1)
                if given is not None:
                    yield f.name, given, caller, scope
                continue
            yield f.name, value, self.place, self.init


def _module_record(found: Definition, place: Place) -> Record | None:
    """An equinox Module subclassing `equinox.Module` directly: a frozen dataclass of its
    annotated fields (`eqx.field(...)` ones too), which its own __init__ sets when it has one."""
    cls = found.cls
    fields = []
    for name, default, _ in _annotated(cls, place):
        declared = isinstance(default, cst.Call) and qualified_name(place, default.func, None) in (
            facts.EQX_FIELD, facts.DATACLASS_FIELD)
        converts = declared and any(arg.keyword is not None and arg.keyword.value == "converter" for arg in default.args)
        # a converter (`eqx.field(converter=tuple)`) decides what the field holds: nothing is known of it
        fields.append(_Field(name, not converts and not (declared and any(arg.star for arg in default.args)), True,
                             True, None if declared else default))
    fields = tuple(fields)
    init = place.index.class_methods.get(id(cls), {}).get("__init__")
    if init is None and any(isinstance(s, cst.FunctionDef) and s.name.value == "__init__" for s in cls.body.body):
        return None
    return Record("module", True, fields, init is None, place, init=init)


def record_of(found: Definition, definitions: Definitions):
    """How a project class hashes: a standard-library dataclass or a typing.NamedTuple, with
    nothing else deciding (no other decorator, metaclass, library base or own __hash__).
    None when something else may decide; FOREIGN when an offline look needs another module."""
    cls, place = found.cls, found.place
    if cls.keywords or _defines_hash(cls):
        return None
    bases = [qualified_name(place, base.value, None) for base in cls.bases]
    if bases == [facts.EQX_MODULE] and not cls.decorators:
        return _module_record(found, place)
    if len(bases) == 1 and bases[0] in facts.NAMED_TUPLE and not cls.decorators:
        fields = tuple(_Field(n, True, True, True, default) for n, default, _ in _annotated(cls, place))
        return Record("namedtuple", True, fields, True, place)
    decorators = [d for d in cls.decorators if not _registers_only(d.decorator, place)]
    if len(decorators) != 1:
        return None
    for base, qual in zip(cls.bases, bases):
        if qual == "object":
            continue
        base_class = definitions.of_expr(base.value, None, place)
        if base_class is FOREIGN:
            return FOREIGN
        if not (isinstance(base_class, Definition) and base_class.cls is not None):
            return None  # a library base (or one we cannot see) may change hashing
    bases = [b for b in bases if b != "object"]
    options = _dataclass_options(decorators[0].decorator, place)
    if options is None or not options["eq"]:
        return None  # eq=False keeps object's identity hash
    hashes_fields = bool(options["frozen"] or options["unsafe_hash"])
    kw_only = bool(options["kw_only"])
    rebound = _post_init_rebinds(cls)
    if rebound is None:
        return None
    fields = []
    for name, default, annotation in _annotated(cls, place):
        if annotation == facts.DATACLASS_KW_ONLY:
            kw_only = True
            continue
        spec = _field_spec(default, place)
        if spec is None:
            return None
        # a field `__post_init__` rebinds holds what it stores there, not the argument: not judged
        hashed = (spec["hash"] if spec["hash"] is not None else spec["compare"]) and name not in rebound
        fields.append(_Field(name, bool(hashed), bool(spec["init"]) and not (spec["kw_only"] or kw_only),
                             bool(spec["init"]), spec["default"]))
    return Record("dataclass", hashes_fields, tuple(fields), not bases, place)


def _post_init_rebinds(cls: cst.ClassDef) -> frozenset[str] | None:
    """The fields a dataclass's own `__post_init__` rebinds (`self.x = ...`, or on a frozen one
    `object.__setattr__(self, "x", ...)`, the way `ToLinen` freezes its kwargs into a tuple):
    their value is what it stores, not the constructor's argument. None when it sets a name
    the text does not spell (any field may change)."""
    post_init = next((s for s in cls.body.body if isinstance(s, cst.FunctionDef) and s.name.value == "__post_init__"),
                     None)
    if post_init is None:
        return frozenset()
    params = post_init.params.params
    self_name = params[0].name.value if params else None
    names = set()
    for node in iter_scope(post_init.body):
        if isinstance(node, cst.AssignTarget) and isinstance(node.target, cst.Attribute) and isinstance(
                node.target.value, cst.Name) and node.target.value.value == self_name:
            names.add(node.target.attr.value)
        elif isinstance(node, cst.Call) and dotted_name(node.func) in ("object.__setattr__", "setattr"):
            args = node.args
            if len(args) < 2 or not isinstance(args[1].value, cst.SimpleString):
                return None
            names.add(args[1].value.evaluated_value)
    return frozenset(names)


_REGISTRATIONS = frozenset({"jax.tree_util.register_dataclass", "jax.tree_util.register_pytree_node_class",
                            "jax.tree_util.register_pytree_with_keys_class"})


def _registers_only(decorator: cst.BaseExpression, place: Place) -> bool:
    """A decorator that registers the class as a pytree and returns it unchanged
    (`@jax.tree_util.register_dataclass`, `@partial(register_dataclass, data_fields=...)`):
    hashing stays what the class itself decides."""
    if isinstance(decorator, cst.Call) and qualified_name(place, decorator.func, None) == facts.PARTIAL \
            and decorator.args and decorator.args[0].keyword is None:
        decorator = decorator.args[0].value
    return qualified_name(place, decorator, None) in _REGISTRATIONS


def _eq_without_hash(found: Definition, definitions: Definitions) -> bool:
    """A plain class whose body defines __eq__ and not __hash__: Python sets __hash__ to None."""
    cls = found.cls
    if cls.decorators or cls.keywords or _defines_hash(cls):
        return False
    if not any(isinstance(s, cst.FunctionDef) and s.name.value == "__eq__" for s in cls.body.body):
        return False
    for base in cls.bases:
        if qualified_name(found.place, base.value, None) == "object":
            continue
        base_class = definitions.of_expr(base.value, None, found.place)
        if not (isinstance(base_class, Definition) and base_class.cls is not None):
            return False  # a library base may bring a metaclass that decides
    return True


def _defines_hash(cls: cst.ClassDef) -> bool:
    for stmt in cls.body.body:
        if isinstance(stmt, cst.FunctionDef) and stmt.name.value == "__hash__":
            return True
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else (
                    [small.target] if isinstance(small, cst.AnnAssign) else [])
                if any(isinstance(t, cst.Name) and t.value == "__hash__" for t in targets):
                    return True
    return False


def _annotated(cls: cst.ClassDef, place: Place):
    """(name, default expression or None, annotation's qualified name) of each annotated field."""
    for stmt in cls.body.body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
                annotation = small.annotation.annotation
                head = annotation.value if isinstance(annotation, cst.Subscript) else annotation
                qual = qualified_name(place, head, None)
                if qual in ("typing.ClassVar", "dataclasses.InitVar") or (
                        qual is None and dotted_name(head) in ("ClassVar", "InitVar")):
                    continue
                yield small.target.value, small.value, qual


def _dataclass_options(decorator: cst.BaseExpression, place: Place) -> dict | None:
    options = {"eq": True, "frozen": False, "unsafe_hash": False, "kw_only": False}
    func = decorator.func if isinstance(decorator, cst.Call) else decorator
    if qualified_name(place, func, None) != facts.DATACLASS:
        return None
    if isinstance(decorator, cst.Call):
        for arg in decorator.args:
            if arg.keyword is None or arg.star:
                return None
            if arg.keyword.value in options:
                value = literal(arg.value)
                if not isinstance(value, bool):
                    return None
                options[arg.keyword.value] = value
    return options


def _field_spec(default: cst.BaseExpression | None, place: Place) -> dict | None:
    """hash / compare / init / kw_only of a field and its default (a `default_factory` as a
    call of the factory); None when `field(...)` says something that is not a literal."""
    spec = {"hash": None, "compare": True, "init": True, "kw_only": False, "default": default}
    if not (isinstance(default, cst.Call) and qualified_name(place, default.func, None) == facts.DATACLASS_FIELD):
        return spec
    spec["default"] = None
    for arg in default.args:
        if arg.keyword is None or arg.star:
            return None
        key = arg.keyword.value
        if key == "default":
            spec["default"] = arg.value
        elif key == "default_factory":
            spec["default"] = cst.Call(func=arg.value)
        elif key in ("hash", "compare", "init", "kw_only"):
            value = literal(arg.value)
            if value is not None and not isinstance(value, bool):
                return None
            spec[key] = value
    return spec
