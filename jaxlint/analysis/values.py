"""The abstract values the analysis computes: is this a tracer at trace time?

`Kind` is the lattice of DESIGN §3 (STATIC, TRACED, UNKNOWN). A `Value` adds what rules
need to explain a finding (where the tracer came from, which transform traced it) and what
they need to stay precise (is this a Python list? a shape tuple? which parameter is it?).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, fields
from typing import Any


class Kind(enum.IntEnum):
    STATIC = 0
    UNKNOWN = 1
    TRACED = 2


@dataclass(frozen=True, slots=True)
class Value:
    kind: Kind
    origin: str = ""  # e.g. "parameter 'x'"; how the tracer entered
    via: str = ""  # the transform that traces it, e.g. "jax.jit"
    pytype: str | None = None  # list/tuple/dict/set/int/float/bool/number (int, float or bool)/str/none/shape/range/...
    items: tuple["Value", ...] | None = None  # elements of a literal container, when known
    elem: "Value | None" = None  # what iterating or indexing the container yields, when known
    param: str | None = None  # the parameter this value is, unchanged
    shape_math: bool = False  # produced by jnp applied to static shape values
    func: Any = None  # a callable the analysis can follow (FunctionRef, TransformedRef)
    local: bool = False  # a container created inside the analysed function
    node: Any = field(default=None, compare=False)  # the expression that produced a shape-math value
    boolean: bool = False  # a traced boolean array (a comparison, jnp.isnan, ...)
    given: bool = False  # an argument a caller passed explicitly (not a default): not None unless it is
    certain: bool = False  # a traced parameter known to be an array (its use, annotation or callers say so)
    cls: Any = field(default=None, compare=False)  # refs.ClassRef: an instance (or the class) of a known class
    attrs: tuple[tuple[str, "Value"], ...] | None = None  # the fields of an instance built here
    why: Any = field(default=None, compare=False)  # provenance.Step: how the tracer got here
    truth: bool | None = None  # a static value's truthiness, when a literal (True, False) says it
    # an array module a name holds (`xnp=np`): "numpy" or "jax.numpy"; or the library function a
    # `getattr` names (`getattr(jax.random, name)`, the name's text known): "jax.random.normal"
    module: str | None = None
    filtered: bool = False  # a pytree under eqx.filter_jit: only its array leaves are traced
    text: str | None = None  # a static string's value, when a literal says it (`loop="lax"`)
    # a display with a starred part (`(*xs, flag)`): the elements before the first and after the
    # last starred part, known by position from either end though the length is not
    head: tuple["Value", ...] | None = None
    tail: tuple["Value", ...] | None = None
    # a traced pytree every caller passes as a list or tuple display (`f([1, 2])` with f jitted): the
    # function gets a Python sequence of tracers, which NumPy turns into an array (converting them)
    sequence: bool = False

    @property
    def traced(self) -> bool:
        return self.kind is Kind.TRACED

    @property
    def static(self) -> bool:
        return self.kind is Kind.STATIC

    def but(self, **changes: Any) -> "Value":
        """`dataclasses.replace(self, **changes)`, without its per-call walk of the 27 fields'
        descriptors and keyword `__init__` (the traced walk makes thousands per lint): the
        same fields set on a new instance, and a name that is no field still a TypeError."""
        out = _new_value(Value)
        for name in _VALUE_FIELDS:
            _set_field(out, name, changes.pop(name) if name in changes else getattr(self, name))
        if changes:
            raise TypeError(f"Value has no field {', '.join(map(repr, changes))}")
        return out


_VALUE_FIELDS = tuple(f.name for f in fields(Value))  # Value has no __post_init__ and no init=False field
_new_value = object.__new__
_set_field = object.__setattr__  # what the frozen dataclass's own __init__ uses

STATIC = Value(Kind.STATIC)
UNKNOWN = Value(Kind.UNKNOWN)
NONE = Value(Kind.STATIC, pytype="none")
STATIC_INT = Value(Kind.STATIC, pytype="int")
STATIC_BOOL = Value(Kind.STATIC, pytype="bool")
STATIC_TRUE = Value(Kind.STATIC, pytype="bool", truth=True)
STATIC_FALSE = Value(Kind.STATIC, pytype="bool", truth=False)

CONTAINER_TYPES = frozenset({"list", "tuple", "dict", "set", "shape"})


NOT_NONE_TYPES = frozenset({"list", "tuple", "dict", "set", "int", "float", "complex", "str", "bool", "shape",
                            "shape_int", "range", "function", "class", "module", "ndarray", "pytree", "object"})


def is_none(value: Value) -> bool | None:
    """Whether a value is None: True, False, or None when the analysis cannot tell."""
    if value.pytype == "none":
        return True
    if value.kind is Kind.TRACED or value.pytype in NOT_NONE_TYPES or value.items is not None:
        return False
    if value.given and value.kind is Kind.STATIC:
        return False  # a caller passed it: the `is None` default path is not the one taken
    return None


def truth_of(value: Value) -> bool | None:
    """Whether a static value is truthy at trace time: True, False, or None when unknown."""
    if value.kind is not Kind.STATIC:
        return None
    return False if value.pytype == "none" else value.truth


def traced(origin: str, via: str, param: str | None = None) -> Value:
    return Value(Kind.TRACED, origin=origin, via=via, param=param)


def tracer_like(source: Value, **fields: Any) -> Value:
    """A new tracer computed from `source`: its origin, transform and provenance."""
    return Value(Kind.TRACED, origin=source.origin, via=source.via, why=source.why, **fields)


def join_kind(a: Kind, b: Kind) -> Kind:
    """TRACED wins over STATIC; any disagreement involving UNKNOWN is UNKNOWN."""
    if a is b:
        return a
    if Kind.UNKNOWN in (a, b):
        return Kind.UNKNOWN
    return Kind.TRACED


def join(a: Value | None, b: Value | None) -> Value:
    """The value a name holds after two control-flow paths meet."""
    if a is None:
        return b if b is not None else UNKNOWN
    if b is None or a == b:
        return a
    kind = join_kind(a.kind, b.kind)
    first = a if a.kind is kind else b
    items = None
    if a.items is not None and b.items is not None and len(a.items) == len(b.items):
        items = tuple(join(x, y) for x, y in zip(a.items, b.items))
    elem = join(a.elem, b.elem) if a.elem is not None and b.elem is not None else None
    return Value(
        kind,
        origin=first.origin,
        via=first.via,
        why=first.why,
        pytype=a.pytype if a.pytype == b.pytype else None,
        items=items,
        elem=elem,
        param=a.param if a.param == b.param else None,
        shape_math=a.shape_math or b.shape_math,
        boolean=a.boolean and b.boolean,
        certain=a.certain and b.certain,
        cls=a.cls if _same_class(a.cls, b.cls) else None,
        attrs=_join_entries(a, b) if a.pytype == b.pytype == "dict" else _join_attrs(a.attrs, b.attrs),
        func=a.func if a.func is b.func else None,
        local=a.local and b.local,
        truth=a.truth if a.truth == b.truth else None,
        text=a.text if a.text == b.text else None,
        head=_join_items(a.head, b.head),
        tail=_join_items(a.tail, b.tail),
    )


def _join_items(a, b):
    """Positionally known elements of two paths, kept where both know as many."""
    if a is None or b is None or len(a) != len(b):
        return None
    return tuple(join(x, y) for x, y in zip(a, b))


def _same_class(a, b) -> bool:
    """Two references to one class (each lookup makes its own ClassRef)."""
    return a is b or (a is not None and b is not None and a.info is b.info and a.owner is b.owner)


def _join_entries(a: Value, b: Value):
    """Two dicts' known entries where two paths meet: an entry both paths know joins; one that a
    path stored and the other did not (`if not two_period: d["n_segments"] = n`) is unknown
    there (that path may not hold the key at all), so its lookup is not known a tracer. A path
    knowing no entry by key (a parameter's dict: every lookup gives its `elem`) gives its elem."""
    if a.attrs is None and b.attrs is None:
        return None
    first, second = dict(a.attrs or ()), dict(b.attrs or ())
    keys = list(first) + [k for k in second if k not in first]
    return tuple((k, join(_entry(first, k, a), _entry(second, k, b))) for k in keys)


def _entry(entries: dict, key: str, value: Value) -> Value:
    """What a lookup of `key` gives on one path (`_join_entries`)."""
    if key in entries:
        return entries[key]
    return value.elem if value.attrs is None and value.elem is not None else UNKNOWN


def _join_attrs(a, b):
    if a is None or b is None:
        return None
    other = dict(b)
    return tuple((name, join(value, other[name])) for name, value in a if name in other)


def python_truth(value: Value) -> bool:
    """A traced pytree (a dict, a dataclass of arrays, a registered class): its truth is its
    length or Python's default True, decided without asking any tracer."""
    return value.kind is Kind.TRACED and value.pytype == "pytree"


def boolean_result(left: Value, right: Value) -> Value:
    """The value of `left and right` / `left or right` when neither operand's truth is known.
    Python returns one operand or the other; an operand that is a traced pytree is tested by
    Python's own truth, so the expression's truth can raise only through a tracer operand: the
    result is that operand (`meta and x > 0` is as traced as `x > 0`), or, when every traced
    operand is a pytree, a pytree (`meta and meta.key is not None` tests no tracer)."""
    if not (python_truth(left) or python_truth(right)):
        return join(left, right)
    for operand in (left, right):
        if operand.kind is Kind.TRACED and not python_truth(operand):
            return operand
    joined = join(left, right)
    return joined.but(pytype="pytree") if joined.kind is Kind.TRACED else joined


def join_all(values: list[Value]) -> Value:
    result: Value | None = None
    for v in values:
        result = v if result is None else join(result, v)
    return result if result is not None else UNKNOWN


def derive(operands: list[Value]) -> Value:
    """The value of arithmetic or a comparison over `operands`."""
    tracer = next((v for v in operands if v.kind is Kind.TRACED), None)
    if tracer is not None:
        shape_math = all(v.shape_math or v.static for v in operands) and any(v.shape_math for v in operands)
        return tracer_like(tracer, shape_math=shape_math)
    if any(v.kind is Kind.UNKNOWN for v in operands):
        return UNKNOWN
    shapey = any(v.pytype in ("shape", "shape_int") for v in operands)
    return Value(Kind.STATIC, pytype="shape_int" if shapey else None)


# The pytype of a concrete JAX array untraced code built (`UB = jnp.array([...])` at import time or
# in an enclosing function): itself a Python-held value (`float(UB)` works under jit), but every
# operation on it that jit stages (indexing, arithmetic, a comparison, an array method) returns a
# tracer there, where the same on a NumPy array would give a Python value.
JAX_ARRAY = "jax_array"


def concrete_jax_array(value: Value) -> bool:
    return value.kind is Kind.STATIC and value.pytype == JAX_ARRAY


def untyped_concrete(value: Value) -> bool:
    """A concrete value of no known type, class or structure: a closed-over or module-level
    array, say, as opposed to a container, an instance of a project class or a function."""
    return (value.kind is Kind.STATIC and value.pytype is None and value.cls is None and value.func is None
            and not value.local and value.items is None and value.elem is None and not value.shape_math
            and value.module is None)


def element_of(container: Value) -> Value:
    """What iterating over `container` yields: a dict's keys (hashable, so never tracers)."""
    if container.pytype == "pytree":  # keys of a dict, fields of a tuple: not known to be arrays
        return container.elem if container.elem is not None else UNKNOWN  # unless callers show a tuple of arrays
    if container.pytype == "dict" and container.kind is Kind.STATIC:
        return STATIC
    return members_of(container)


def unpacked_item(container: Value, index: int, count: int) -> Value:
    """What the `index`-th of `count` names unpacking `container` gets: a display with a starred
    part (`return (*arrays, flag)`) still places its elements before and after that part."""
    head, tail = container.head or (), container.tail or ()
    if (head or tail) and len(head) + len(tail) <= count:
        if index < len(head):
            return head[index]
        if index >= count - len(tail):
            return tail[index - (count - len(tail))]
    return element_of(container)


def members_of(container: Value) -> Value:
    """What a container holds: a dict's values, a list's or tuple's elements."""
    if container.pytype == "pytree":
        return container.elem if container.elem is not None else UNKNOWN
    if container.kind is Kind.TRACED and container.pytype not in CONTAINER_TYPES:
        return tracer_like(container)
    if container.elem is not None:
        return container.elem
    if container.items is not None:
        choice = _function_choice(container.items)
        if choice is not None:  # `for constraint in self.constraints: constraint(x)`: each of them runs
            return choice
        return join_all(list(container.items)) if container.items else STATIC
    if container.pytype == "shape":
        return Value(Kind.STATIC, pytype="shape_int")
    if container.pytype == "range":
        return STATIC_INT
    if container.pytype == "ndarray" and container.kind is Kind.STATIC:
        return container  # the rows of a NumPy array are NumPy arrays
    if container.kind is Kind.STATIC and not container.local:
        return STATIC
    return UNKNOWN


MAX_CHOICES = 8  # functions a list display holds, followed one by one when its element is called


def _function_choice(items: tuple[Value, ...]) -> Value | None:
    """The element of a list or tuple display of functions (`[lambda x: x >= lo, make(hi)]`): a
    function that is any of them, so a call of it runs each one."""
    from jaxlint.analysis.refs import FunctionChoice, FunctionRef

    if not items or len(items) > MAX_CHOICES or any(item.kind is not Kind.STATIC for item in items):
        return None
    refs = []
    for item in items:
        func = item.func
        if isinstance(func, FunctionRef):
            refs.append(func)
        elif isinstance(func, FunctionChoice):
            refs.extend(func.refs)
        else:
            return None
    if len(refs) == 1:
        return items[0]
    return Value(Kind.STATIC, pytype="function", func=FunctionChoice(tuple(refs)))


def as_traced(value: Value, origin: str, via: str, depth: int = 0, why: Any = None) -> Value:
    """What a value becomes as an operand or result of a lax primitive: a container keeps its
    structure, every leaf is a tracer. An unknown value is a tracer that may be a pytree.
    `why` is the provenance of the leaves that become tracers here. JAX flattens and rebuilds
    the containers it hands a body or returns, so they are new objects (`local`): a body that
    stores into the dict it receives changes only its own copy."""
    if depth < 8 and value.kind is not Kind.TRACED and value.pytype in ("list", "tuple", "dict"):
        items = tuple(as_traced(v, origin, via, depth + 1, why) for v in value.items) if value.items is not None else None
        elem = as_traced(value.elem, origin, via, depth + 1, why) if value.elem is not None else None
        if items is None and elem is None:
            elem = Value(Kind.TRACED, origin=origin, via=via, pytype="pytree", why=why)
        return Value(Kind.STATIC, pytype=value.pytype, items=items, elem=elem, local=True)
    if value.kind is Kind.TRACED:
        return value.but(param=None, local=False) if value.pytype in (None, "pytree") else tracer_like(value)
    if value.cls is not None and value.cls.info.pytree:  # an instance of a pytree class: its leaves are traced
        return Value(Kind.TRACED, origin=origin, via=via, pytype="pytree", cls=value.cls, why=why)
    if value.kind is Kind.UNKNOWN or value.pytype == "pytree":
        return Value(Kind.TRACED, origin=origin, via=via, pytype="pytree", why=why)
    if value.pytype in ("none", "function", "class", "module", "str"):
        return value  # not an operand lax can trace (None is an empty pytree)
    return Value(Kind.TRACED, origin=origin, via=via, boolean=value.pytype == "bool", why=why)


def contains_tracer(value: Value) -> bool:
    """True when the value is a tracer or a container known to hold one."""
    if value.kind is Kind.TRACED:
        return True
    if value.items is not None and any(contains_tracer(v) for v in value.items):
        return True
    return value.elem is not None and contains_tracer(value.elem)


def held_tracer(value: Value, depth: int = 0) -> Value | None:
    """The first tracer the value is or holds, a field of an instance built in traced code
    included (`State(jnp.tanh(x))` keeps its tracer on `self.value`): what storing the value
    somewhere the trace does not own keeps alive. Text made from a tracer (`repr(x)`, whose items
    say which tracers it shows) keeps none."""
    if value.pytype == "str" and value.kind is Kind.STATIC:
        return None
    found = first_tracer(value)
    if found is not None or depth > 4:
        return found
    for item in (value.items or ()) + ((value.elem,) if value.elem is not None else ()):
        found = held_tracer(item, depth + 1)
        if found is not None:
            return found
    for _, field_value in value.attrs or ():
        found = held_tracer(field_value, depth + 1)
        if found is not None:
            return found
    return None


def first_tracer(value: Value) -> Value | None:
    if value.kind is Kind.TRACED:
        return value
    for v in value.items or ():
        found = first_tracer(v)
        if found is not None:
            return found
    if value.elem is not None:
        return first_tracer(value.elem)
    return None
