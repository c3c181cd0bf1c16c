"""What the analysis knows about a class: is an instance a pytree, which fields are leaves
(traced under a transform) and which are static, its methods and properties, and which
attributes its methods reassign after construction.

Pytree classes are recognised from their decorators and bases, through the module's imports:
`flax.struct.dataclass`/`PyTreeNode`, `chex.dataclass`, `jax.tree_util.register_dataclass`
(its `data_fields`/`meta_fields`, or fields marked `metadata={"static": True}`),
`register_pytree_node_class` (what `tree_flatten` returns as children and as aux data),
`typing.NamedTuple` and `equinox.Module` (`eqx.field(static=True)` is static). A class that is
none of these is opaque: the analysis says nothing about its instances' fields.
"""

from __future__ import annotations

import dataclasses

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis.dict_aux import flattens_whole_dict, instance_attributes, registered_flatten
from jaxlint.analysis.facts import FLAX_MODULE
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.walk import iter_tree, paired_targets

if TYPE_CHECKING:  # annotations only: module_index asks this module about classes (no import cycle)
    from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex

_PYTREE_DECORATORS = frozenset({"flax.struct.dataclass", "chex.dataclass", "jax.tree_util.register_dataclass",
                                "jax.tree_util.register_pytree_node_class",
                                "jax.tree_util.register_pytree_with_keys_class"})
_PYTREE_BASES = frozenset({"typing.NamedTuple", "equinox.Module", "flax.struct.PyTreeNode"})
_DATACLASS = frozenset({"dataclasses.dataclass", "flax.struct.dataclass", "chex.dataclass"})
_STATIC_FIELD_CALLS = {"equinox.field": ("static", True), "flax.struct.field": ("pytree_node", False)}
_CONSTRUCTION = frozenset({"__init__", "__post_init__", "setup", "__new__", "__setstate__", "tree_unflatten"})


@dataclass
class ClassInfo:
    node: cst.ClassDef
    name: str
    pytree: bool = False  # instances flatten to leaves: traced leaf by leaf under a transform
    dataclass_like: bool = False  # __init__ takes the fields in order
    fields: tuple[str, ...] = ()  # declared fields, in order
    static_fields: frozenset[str] = frozenset()  # fields that stay Python values (metadata)
    annotations: dict[str, cst.BaseExpression] = field(default_factory=dict)  # a field's declared type
    known_fields: bool = False  # `fields` is complete (children and aux data both known)
    methods: dict[str, FunctionInfo] = field(default_factory=dict)
    properties: frozenset[str] = frozenset()
    reassigned: dict[str, str] = field(default_factory=dict)  # attribute -> the method that rebinds it later
    filled_later: dict[str, str] = field(default_factory=dict)  # attribute the constructors leave None -> the
    #   one method that fills it (a lazy cache: `if self.cache is None: self.cache = ...` runs at its first call)
    flags: dict[str, bool | None] = field(default_factory=dict)  # `validate_args = False` in the body
    containers: dict[str, str] = field(default_factory=dict)  # `RATES = [...]` in the body -> "list"
    # `RATES = [0.1, 0.01]`: a list or tuple display of number literals nothing in the class changes in
    # place -> the elements' types ("float", "float")
    container_numbers: dict[str, tuple[str, ...]] = field(default_factory=dict)
    plain: bool = False  # not a pytree, no decorators, no library bases: an ordinary Python object
    # an ordinary Python object too, built by `dataclasses.dataclass` (its only decorator: no pytree,
    # no library base), whose fields the generated `__init__` binds
    plain_dataclass: bool = False
    namedtuple: bool = False  # a `typing.NamedTuple` subclass: its fields are its constructor's parameters, in order
    flax_module: bool = False  # subclasses flax.linen.Module: `model.apply(variables, x)` runs `__call__(x)`
    equinox_module: bool = False  # subclasses equinox.Module: building one also runs its `__check_init__`
    helpers: frozenset[str] = frozenset()  # methods only the constructors run (`construction_helpers`)
    # (the classmethod, the class defining it) jax calls to rebuild an instance, when that is not the
    # class's own `tree_unflatten`: a base class registering its subclasses in `__init_subclass__`
    unflatten: tuple[str, cst.ClassDef] | None = None
    # registered by `jax.tree_util.register_dataclass`: its unflatten calls the class with every field
    # by name (`cls(**data, **meta)`), so `__init__` (and a generated one's `__post_init__`) runs again
    rebuilt_by_init: bool = False

    @property
    def data_fields(self) -> tuple[str, ...]:
        return tuple(f for f in self.fields if f not in self.static_fields)


_CACHE: dict[int, tuple[cst.ClassDef, ClassInfo]] = {}
# a class's own bindings of instance attributes, by attribute (`bindings_of`); keyed like _CACHE's
# values, whose lifetime they share
_OWN_BINDINGS: dict[int, tuple[ClassInfo, dict[str, list[AttributeBinding]]]] = {}
_METHOD_BINDINGS: dict[int, tuple[FunctionInfo, tuple]] = {}  # id(method) -> (method, attribute_bindings)


def class_info(index: ModuleIndex, node: cst.ClassDef) -> ClassInfo:
    cached = _CACHE.get(id(node))
    if cached is not None and cached[0] is node:
        return cached[1]
    info = _build(index, node)
    _CACHE[id(node)] = (node, info)
    return info


def clear_cache() -> None:
    _CACHE.clear()
    _OWN_BINDINGS.clear()
    _METHOD_BINDINGS.clear()
    _CLASS_BINDINGS.clear()
    _OUTSIDE.clear()
    _UPDATED_OUTSIDE.clear()


def _build(index: ModuleIndex, node: cst.ClassDef) -> ClassInfo:
    resolver = index.resolver
    info = ClassInfo(node, node.name.value, methods=dict(index.class_methods.get(id(node), {})))
    decorators = []
    declared: tuple[list[str], list[str]] | str | None = None  # register_dataclass's data and meta fields
    for decorator in node.decorators:
        expr = decorator.decorator
        qual = resolver.qualname(expr.func if isinstance(expr, cst.Call) else expr)
        if qual == "functools.partial" and isinstance(expr, cst.Call) and expr.args:
            qual = resolver.qualname(expr.args[0].value)  # partial(register_dataclass, meta_fields=[...])
            if qual == "jax.tree_util.register_dataclass":
                declared = _declared_fields(expr.args[1:])
        decorators.append(qual)
    registered = _registered_by_call(index, node)
    if registered is not None:  # `jax.tree_util.register_dataclass(C, data_fields=[...], meta_fields=[...])`
        qual, call = registered
        decorators.append(qual)
        if qual == "jax.tree_util.register_dataclass" and declared is None:
            declared = _declared_fields(call.args[1:])
    bases = [resolver.qualname(arg.value) for arg in node.bases]
    info.pytree = any(d in _PYTREE_DECORATORS for d in decorators) or any(b in _PYTREE_BASES for b in bases)
    info.dataclass_like = any(d in _DATACLASS for d in decorators) or any(b in _PYTREE_BASES for b in bases)
    fields: list[str] = []
    static: set[str] = set()
    properties: set[str] = set()
    for stmt in _body(node):
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
                    if _is_classvar(small.annotation.annotation):
                        continue
                    fields.append(small.target.value)
                    info.annotations[small.target.value] = small.annotation.annotation
                    if small.value is not None and _static_field(index, small.value):
                        static.add(small.target.value)
        elif isinstance(stmt, cst.FunctionDef):
            for decorator in stmt.decorators:
                qual = resolver.qualname(decorator.decorator) or ""
                spelled = decorator.decorator.value if isinstance(decorator.decorator, cst.Name) else ""
                if qual in ("functools.cached_property", "property") or spelled in ("property", "cached_property"):
                    properties.add(stmt.name.value)
    info.fields = tuple(fields)
    info.static_fields = frozenset(static)
    info.known_fields = info.dataclass_like
    if declared == UNDECIDED:
        info.known_fields = False  # any field may be metadata: reading one gives no tracer for certain
        info.static_fields = frozenset()  # nor is any known to be metadata
    elif declared is not None:
        data, meta = declared
        info.fields = tuple(data) + tuple(m for m in meta if m not in data)
        info.static_fields = frozenset(meta)
    # the fields it is rebuilt with are known: declared, or a dataclass's own (metadata marked static)
    info.rebuilt_by_init = "jax.tree_util.register_dataclass" in decorators and declared != UNDECIDED \
        and (declared is not None or info.dataclass_like)
    info.properties = frozenset(properties)
    if "jax.tree_util.register_pytree_node_class" in decorators or "jax.tree_util.register_pytree_with_keys_class" in decorators:
        flattened = _flatten_fields(info.methods.get("tree_flatten"))
        if flattened is not None:
            children, aux = flattened
            info.fields = tuple(children) + tuple(aux)
            info.static_fields = frozenset(aux)
            info.known_fields = True
        else:
            info.known_fields = False
    by_base = _registered_by_base(index, node) if not info.pytree and registered is None else None
    if by_base is not None:  # `Operator.__init_subclass__` calls `register_pytree_node(cls, ...)`
        info.pytree = True
        info.known_fields = False
        info.unflatten = by_base
        decorators.append("jax.tree_util.register_pytree_node")
        chain = _local_chain(index, node, by_base[1])
        flatten = registered_flatten(by_base[1])
        if flatten is not None and chain is not None and flattens_whole_dict(chain, flatten):
            info.fields = instance_attributes(chain)  # every attribute is aux data (dict_aux.py)
            info.static_fields = frozenset(info.fields)
            info.known_fields = True
    if registered is not None and registered[0] == "jax.tree_util.register_pytree_node":
        flattened = _flattened_by(index, registered[1], fields)
        info.pytree = True
        if flattened is not None:  # `register_pytree_node(COO, lambda a: (a[:3], a[3]), ...)`
            children, aux = flattened
            info.fields = tuple(children) + tuple(aux)
            info.static_fields = frozenset(aux)
            info.known_fields = True
        else:
            info.known_fields = False
    local_base = any(isinstance(arg.value, cst.Name) and arg.value.value in index.classes for arg in node.bases)
    # What a base class of this module binds is not known here: its attributes may exist before.
    bound_before = None if local_base else _class_level_names(node, info.dataclass_like)
    info.helpers = construction_helpers(index, info.methods, node)
    info.reassigned, info.filled_later = _reassigned_attributes(info.methods, bound_before, info.helpers)
    constants = _class_body_constants(node, info)
    info.flags = _class_flags(constants)
    info.containers = _class_containers(constants)
    info.container_numbers = _class_number_sequences(node, constants)
    info.flax_module = FLAX_MODULE in bases
    info.equinox_module = "equinox.Module" in bases
    library_base = any(b is not None and b.split(".")[0] in _LIBRARY_HEADS and b not in _ORDINARY_BASES for b in bases)
    info.namedtuple = "typing.NamedTuple" in bases
    info.plain = not info.pytree and not decorators and not library_base
    info.plain_dataclass = (not info.pytree and not library_base and bool(decorators)
                            and all(d == "dataclasses.dataclass" for d in decorators))
    return info


_REGISTRATIONS = frozenset({"jax.tree_util.register_dataclass", "jax.tree_util.register_pytree_node_class",
                            "jax.tree_util.register_pytree_with_keys_class", "jax.tree_util.register_pytree_node"})


def _registered_by_base(index: ModuleIndex, node: cst.ClassDef, depth: int = 0) -> tuple[str, cst.ClassDef] | None:
    """A class of the module whose base class (of the module, maybe further up) registers every
    subclass as a pytree in `__init_subclass__` (`register_pytree_node(cls, cls._flatten,
    cls._unflatten)`, `register_pytree_node_class(cls)`): (the classmethod that rebuilds an
    instance, the class whose `__init_subclass__` names it)."""
    if depth > 4:
        return None
    for arg in node.bases:
        base = index.classes.get(arg.value.value) if isinstance(arg.value, cst.Name) else None
        if base is None or base is node:
            continue
        hook = next((stmt for stmt in _body(base) if isinstance(stmt, cst.FunctionDef)
                     and stmt.name.value == "__init_subclass__"), None)
        params = hook.params.params if hook is not None else ()
        if params:
            me = params[0].name.value
            for call in iter_tree(hook.body):
                if not isinstance(call, cst.Call) or not call.args or call.args[0].keyword is not None \
                        or not isinstance(call.args[0].value, cst.Name) or call.args[0].value.value != me:
                    continue
                qual = index.resolver.qualname(call.func)
                if qual in ("jax.tree_util.register_pytree_node_class", "jax.tree_util.register_pytree_with_keys_class"):
                    return "tree_unflatten", base
                if qual == "jax.tree_util.register_pytree_node":
                    given = [a for a in call.args if a.keyword is None]
                    given = given[2].value if len(given) > 2 else next(
                        (a.value for a in call.args if a.keyword is not None and a.keyword.value == "unflatten_func"), None)
                    if isinstance(given, cst.Attribute) and isinstance(given.value, cst.Name) and given.value.value == me:
                        return given.attr.value, base
                    return None
        found = _registered_by_base(index, base, depth + 1)
        if found is not None:
            return found
    return None


def _local_chain(index: ModuleIndex, node: cst.ClassDef, top: cst.ClassDef) -> list[cst.ClassDef] | None:
    """`node` and its bases of this module up to `top`, nearest first, when each class on the way
    has one base (None otherwise: another base's attributes are not read)."""
    chain = [node]
    while chain[-1] is not top and len(chain) < 6:
        bases = chain[-1].bases
        base = index.classes.get(bases[0].value.value) if len(bases) == 1 and isinstance(bases[0].value, cst.Name) \
            else None
        if base is None or base in chain:
            return None
        chain.append(base)
    return chain if chain[-1] is top else None


def _registered_by_call(index: ModuleIndex, node: cst.ClassDef) -> tuple[str, cst.Call] | None:
    """A module-level statement registering the class by calling what its decorator would be
    (`register_dataclass(C, data_fields=[...], meta_fields=[...])`, `C = register_pytree_node_class(C)`):
    the registration's qualified name and the call."""
    module = index.module
    if module is None or node not in module.body:
        return None
    for stmt in module.body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            call = small.value if isinstance(small, (cst.Expr, cst.Assign)) else None
            if not isinstance(call, cst.Call) or not call.args or call.args[0].keyword is not None:
                continue
            first = call.args[0].value
            if not isinstance(first, cst.Name) or first.value != node.name.value:
                continue
            qual = index.resolver.qualname(call.func)
            if qual in _REGISTRATIONS:
                return qual, call
    return None


def unflatten_lambda(index: ModuleIndex, node: cst.ClassDef) -> cst.Lambda | None:
    """The unflatten of `register_pytree_node(C, flatten, lambda aux, children: C(...))` when it is
    a two-parameter lambda (a transform rebuilds every instance with it)."""
    registered = _registered_by_call(index, node)
    if registered is None or registered[0] != "jax.tree_util.register_pytree_node":
        return None
    positional = [a.value for a in registered[1].args if a.keyword is None and not a.star]
    unflatten = positional[2] if len(positional) > 2 else None
    if not isinstance(unflatten, cst.Lambda) or len(unflatten.params.params) != 2 or unflatten.params.star_arg \
            not in (None, cst.MaybeSentinel.DEFAULT) or unflatten.params.kwonly_params:
        return None
    return unflatten


def pytree_registrations(index: ModuleIndex) -> list[tuple[cst.BaseExpression, cst.Call]]:
    """The module-level `register_pytree_node(C, flatten, unflatten)` calls of a module, with the
    class expression each registers (`C`, or `model.C` through an import): a module registering
    another module's class, imported for that side effect (`import pytrees`)."""
    module = index.module
    found = []
    for stmt in module.body if module is not None else ():
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            call = small.value if isinstance(small, cst.Expr) else None
            if isinstance(call, cst.Call) and call.args and call.args[0].keyword is None and not call.args[0].star \
                    and index.resolver.qualname(call.func) == "jax.tree_util.register_pytree_node":
                found.append((call.args[0].value, call))
    return found


def registered_elsewhere(info: ClassInfo, index: ModuleIndex, call: cst.Call) -> ClassInfo | None:
    """An ordinary class's info as registered by `call`, a `register_pytree_node` of another module
    (`index`): a pytree whose children and aux data are the fields that module's flatten reads
    (`lambda l: ((l.w, l.b), None)`); None when the flatten is not read (which fields are leaves
    is then not known)."""
    flattened = _flattened_by(index, call, list(info.fields))
    if flattened is None:
        return None
    children, aux = flattened
    return dataclasses.replace(info, pytree=True, plain=False, known_fields=True,
                               fields=tuple(children) + tuple(aux), static_fields=frozenset(aux))


_LIBRARY_HEADS = frozenset({"jax", "flax", "equinox", "haiku", "optax", "chex", "typing", "abc", "enum"})
# Library bases that add nothing to an instance (abstract-method bookkeeping only): a class of
# `class Agent(abc.ABC)` is as ordinary a Python object as one without the base.
_ORDINARY_BASES = frozenset({"abc.ABC"})


def _body(node: cst.ClassDef) -> list:
    return list(node.body.body) if isinstance(node.body, cst.IndentedBlock) else []


UNDECIDED = "undecided"  # register_dataclass is given field lists the module does not spell as literals


def _declared_fields(args) -> tuple[list[str], list[str]] | str | None:
    """`data_fields=[...]` and `meta_fields=[...]` (or the two positionally) given as literal lists
    of strings; UNDECIDED when either is given otherwise (`meta_fields=_META`, a comprehension over
    `dataclasses.fields(C)`): which fields are leaves is then not known; None when neither is given."""
    found: dict[str, list[str]] = {}
    positional = ("data_fields", "meta_fields")
    for i, arg in enumerate(args):
        if arg.star:
            return UNDECIDED
        key = arg.keyword.value if arg.keyword is not None else positional[i] if i < 2 else None
        if key not in positional:
            continue
        if not isinstance(arg.value, (cst.List, cst.Tuple)):
            return UNDECIDED
        names = [e.value.evaluated_value for e in arg.value.elements if isinstance(e.value, cst.SimpleString)]
        if len(names) != len(arg.value.elements):
            return UNDECIDED
        found[key] = names
    if "data_fields" not in found:
        return UNDECIDED if found else None
    return found["data_fields"], found.get("meta_fields", [])


def _is_classvar(annotation: cst.BaseExpression) -> bool:
    target = annotation.value if isinstance(annotation, cst.Subscript) else annotation
    name = target.attr.value if isinstance(target, cst.Attribute) else getattr(target, "value", "")
    return name == "ClassVar"


def _static_field(index: ModuleIndex, value: cst.BaseExpression, hops: int = 2,
                  given: dict[str, cst.BaseExpression] | None = None) -> bool:
    """`eqx.field(static=True)`, `flax.struct.field(pytree_node=False)`,
    `dataclasses.field(metadata={"static": True})`, or a call of a helper of the module that
    returns one (`static_field = lambda v=MISSING: dataclasses.field(default=v, metadata=...)`,
    `def meta(static=False): return dataclasses.field(metadata={"static": static})` called as
    `meta(static=True)`: register_dataclass reads the field's metadata however it was built).
    `given`: what the helper's parameters hold at the call being read."""
    if not isinstance(value, cst.Call):
        return False
    given = given or {}
    resolver = index.resolver
    qual = resolver.qualname(value.func) or ""
    for arg in value.args:
        if arg.keyword is None:
            continue
        key, expected = _STATIC_FIELD_CALLS.get(qual, (None, None))
        passed = _given_value(arg.value, given)
        if arg.keyword.value == key and isinstance(passed, cst.Name) and passed.value == str(expected):
            return True
        if qual == "dataclasses.field" and arg.keyword.value == "metadata" and _says_static(resolver, arg.value, given):
            return True
    if qual or hops <= 0 or not isinstance(value.func, cst.Name):
        return False
    returned = _helper_result(index, value.func.value)
    if returned is None:
        return False
    return _static_field(index, returned, hops - 1, _helper_arguments(index, value.func.value, value, given))


def _given_value(expr: cst.BaseExpression, given: dict[str, cst.BaseExpression]) -> cst.BaseExpression:
    return given.get(expr.value, expr) if isinstance(expr, cst.Name) else expr


def _helper_arguments(index: ModuleIndex, name: str, call: cst.Call,
                      outer: dict[str, cst.BaseExpression]) -> dict[str, cst.BaseExpression]:
    """What each parameter of the helper `name` holds at `call`: the argument passed, else its default."""
    if name in index.module_defs:
        params = index.module_defs[name].params
    else:
        bindings = index.module_assignments.get(name, [])
        params = bindings[0].params if len(bindings) == 1 and isinstance(bindings[0], cst.Lambda) else None
    if params is None or any(a.star for a in call.args):
        return {}
    ordered = [*params.posonly_params, *params.params]
    out = {p.name.value: p.default for p in (*ordered, *params.kwonly_params) if p.default is not None}
    for i, arg in enumerate(a for a in call.args if a.keyword is None):
        if i < len(ordered):
            out[ordered[i].name.value] = arg.value
    for arg in call.args:
        if arg.keyword is not None:
            out[arg.keyword.value] = arg.value
    return {k: _given_value(v, outer) for k, v in out.items()}


def _helper_result(index: ModuleIndex, name: str) -> cst.BaseExpression | None:
    """What a module-level helper returns: the body of `name = lambda ...: expr`, or the one
    `return expr` of `def name(...)`; None when the name is bound otherwise or more than once."""
    bindings = index.module_assignments.get(name, [])
    if name in index.module_defs:
        body = index.module_defs[name].body
        statements = body.body if isinstance(body, cst.IndentedBlock) else ()
        returns = [small.value for stmt in statements if isinstance(stmt, cst.SimpleStatementLine)
                   for small in stmt.body if isinstance(small, cst.Return)]
        return returns[0] if not bindings and len(returns) == 1 and len(statements) <= 2 else None
    if len(bindings) == 1 and isinstance(bindings[0], cst.Lambda):
        return bindings[0].body
    return None


def _says_static(resolver, metadata: cst.BaseExpression, given: dict[str, cst.BaseExpression] | None = None) -> bool:
    """`{"static": True}` or `dict(static=True)`: the metadata register_dataclass reads (`given`:
    what a helper's parameters spelled in it hold)."""
    if isinstance(metadata, cst.Dict):
        pairs = [(e.key.evaluated_value, e.value) for e in metadata.elements
                 if isinstance(e, cst.DictElement) and isinstance(e.key, cst.SimpleString)]
    elif isinstance(metadata, cst.Call) and (resolver.qualname(metadata.func) or dotted_name(metadata.func)) in (
            "dict", "builtins.dict"):
        pairs = [(a.keyword.value, a.value) for a in metadata.args if a.keyword is not None]
    else:
        return False
    values = [_given_value(value, given or {}) for key, value in pairs if key == "static"]
    return any(isinstance(value, cst.Name) and value.value == "True" for value in values)


def _flatten_fields(method: FunctionInfo | None) -> tuple[list[str], list[str]] | None:
    """`return (self.a, self.b), (self.c,)` in tree_flatten: (children, aux data) names."""
    if method is None or not isinstance(method.node, cst.FunctionDef):
        return None
    # `children = (self.y,)` then `return children, aux_data`: names bound once in the body
    bound: dict[str, list[cst.BaseExpression]] = {}
    for stmt in method.node.body.body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign):
                    for target in small.targets:
                        if isinstance(target.target, cst.Name):
                            bound.setdefault(target.target.value, []).append(small.value)
                        else:
                            for name in iter_tree(target.target):
                                if isinstance(name, cst.Name):
                                    bound.setdefault(name.value, []).extend([small.value, small.value])

    def resolved(expr: cst.BaseExpression) -> cst.BaseExpression:
        if isinstance(expr, cst.Name) and len(bound.get(expr.value, ())) == 1:
            return bound[expr.value][0]
        return expr

    for stmt in method.node.body.body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if isinstance(small, cst.Return) and isinstance(small.value, cst.Tuple) and len(small.value.elements) == 2:
                parts = [_self_attributes(resolved(el.value)) for el in small.value.elements]
                aux = resolved(small.value.elements[1].value)
                if parts[1] is None and isinstance(aux, cst.Attribute) and isinstance(aux.value, cst.Name) \
                        and aux.value.value == "self":
                    parts[1] = [aux.attr.value]  # `return (self.w,), self.scale`: one attribute is the aux data
                if parts[0] is not None and parts[1] is not None:
                    return parts[0], parts[1]
    return None


def _flattened_by(index: ModuleIndex, call: cst.Call, fields: list[str]) -> tuple[list[str], list[str]] | None:
    """(children, aux data) field names of `register_pytree_node(C, flatten, unflatten)`, its
    flatten a module def or lambda returning `(children, aux)` over its one parameter: attributes
    (`(a.rows, a.cols), a.shape`), or positions of a NamedTuple's fields (`a[:3], a[3]`)."""
    if len(call.args) < 2 or call.args[1].keyword is not None:
        return None
    flatten = call.args[1].value
    if isinstance(flatten, cst.Name) and flatten.value in index.module_defs:
        node = index.module_defs[flatten.value]
        statements = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
        returns = [small.value for stmt in statements if isinstance(stmt, cst.SimpleStatementLine)
                   for small in stmt.body if isinstance(small, cst.Return)]
        params, result = node.params, (returns[0] if len(returns) == 1 else None)
    elif isinstance(flatten, cst.Lambda):
        params, result = flatten.params, flatten.body
    else:
        return None
    if len(params.params) != 1 or not isinstance(result, cst.Tuple) or len(result.elements) != 2:
        return None
    me = params.params[0].name.value
    parts = [_fields_read(el.value, me, fields) for el in result.elements]
    return (parts[0], parts[1]) if parts[0] is not None and parts[1] is not None else None


def _fields_read(expr: cst.BaseExpression, me: str, fields: list[str]) -> list[str] | None:
    """The fields an expression over the flattened object `me` holds: `me.a`, `(me.a, me.b)`,
    `me[2]`, `me[:3]` (NamedTuple positions), `None` or `()`."""
    if isinstance(expr, cst.Name) and expr.value == "None":
        return []
    if isinstance(expr, (cst.Tuple, cst.List)):
        out = []
        for el in expr.elements:
            part = _fields_read(el.value, me, fields)
            if part is None or len(part) != 1:
                return None
            out.extend(part)
        return out
    if isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name) and expr.value.value == me:
        return [expr.attr.value]
    if isinstance(expr, cst.Subscript) and isinstance(expr.value, cst.Name) and expr.value.value == me \
            and len(expr.slice) == 1 and fields:
        index = expr.slice[0].slice
        if isinstance(index, cst.Index) and isinstance(index.value, cst.Integer):
            position = int(index.value.value)
            return [fields[position]] if position < len(fields) else None
        if isinstance(index, cst.Slice) and index.step is None:
            bounds = [None if b is None else int(b.value) if isinstance(b, cst.Integer) else ... for b in
                      (index.lower, index.upper)]
            if ... not in bounds:
                return list(fields[bounds[0]:bounds[1]])
    return None


def _self_attributes(expr: cst.BaseExpression) -> list[str] | None:
    if isinstance(expr, (cst.Tuple, cst.List)):
        out = []
        for el in expr.elements:
            value = el.value
            if not (isinstance(value, cst.Attribute) and isinstance(value.value, cst.Name)
                    and value.value.value == "self"):
                return None
            out.append(value.attr.value)
        return out
    if isinstance(expr, cst.Dict):
        # aux data as a dict display (`{"rows": self.rows, "cols": self.cols}`): its values
        out = []
        for el in expr.elements:
            value = getattr(el, "value", None)
            if not (isinstance(el, cst.DictElement) and isinstance(value, cst.Attribute)
                    and isinstance(value.value, cst.Name) and value.value.value == "self"):
                return None
            out.append(value.attr.value)
        return out
    if isinstance(expr, cst.Name) and expr.value == "None":
        return []
    return None


def stale_attribute(index: ModuleIndex, method: FunctionInfo, attribute: str,
                    applied_at: cst.CSTNode | None = None) -> str | None:
    """The method that rebinds `self.<attribute>` after construction, when `method` (traced with
    a static `self`) reads it: jit's cache keeps the object it saw as the key, so the same
    object changed in place (and, with a field-based `__hash__`, any equal one) hits the old
    compiled code. None when the class is not an ordinary object or nothing rebinds it, or when
    a method other than the constructors applies the transform (`applied_at`: the jit call):
    each run of it (`compile()`) jits afresh, and whether it runs after the change is not known."""
    if method.class_node is None:
        return None
    info = class_info(index, method.class_node)
    changer = info.reassigned.get(attribute)
    if not info.plain or changer is None or changer in _runs(info, method.name):
        return None  # a change the traced method itself makes (through `self.m(...)`) is made as it traces
    if applied_by_a_method(info, applied_at):
        return None
    if _changed_before_any_trace(index, method, changer, applied_at):
        return None
    return changer


def applied_by_a_method(info: ClassInfo, applied_at: cst.CSTNode | None) -> bool:
    """The transform is applied in a method other than the constructors (`jax.jit(self.m)` in
    `compile()`): each run of it jits afresh."""
    return applied_at is not None and any(name not in _CONSTRUCTION and _holds(other.node.body, applied_at)
                                          for name, other in info.methods.items())


def _changed_before_any_trace(index: ModuleIndex, method: FunctionInfo, changer: str,
                              applied_at: cst.CSTNode | None) -> bool:
    """A script that calls the changing method only in module-level statements, none in a loop,
    all before the first place the jitted method can be traced (its `jax.jit(obj.m)` there, or a
    call of it, every one at module level too): the one trace sees the final value."""
    module = index.module
    if module is None:
        return False
    changes, traces = [], []
    for call, scope in index.deferred_calls:
        name = call.func.attr.value if isinstance(call.func, cst.Attribute) else getattr(call.func, "value", None)
        if name in (changer, method.name):
            if scope is not None or id(call) in index.calls_in_loops:
                return False  # run from a function or a loop: when, the analysis does not know
            (changes if name == changer else traces).append(call)
    if applied_at is not None and not _holds(method.class_node, applied_at):
        traces.append(applied_at)
    if not changes or not traces:
        return False
    position = {id(stmt): i for i, stmt in enumerate(module.body)}

    def statement(node: cst.CSTNode) -> int:
        return next((position[id(stmt)] for stmt in module.body if _holds(stmt, node)), -1)

    return max(statement(c) for c in changes) < min(statement(t) for t in traces)


def constructed_attribute(info: ClassInfo, attribute: str) -> tuple[cst.Call, FunctionInfo] | None:
    """The call a constructor binds `self.<attribute>` to (`self.tracker = NormTracker()` in
    `__init__`, or one target of `self.a, self.b = A(), B()`), with that constructor, when it
    is the attribute's one binding in the class's methods: every instance holds that object
    from its construction on. None otherwise (bound twice, by another method, or to anything
    but a call)."""
    found = bindings_of(info, attribute)
    if len(found) != 1 or not found[0].in_constructor or not isinstance(found[0].spelled, cst.Call):
        return None
    return found[0].spelled, found[0].method


_DISPLAYS = ((cst.List, "list"), (cst.ListComp, "list"), (cst.Tuple, "tuple"), (cst.Dict, "dict"),
             (cst.DictComp, "dict"))


def constructed_container(info: ClassInfo, attribute: str) -> str | None:
    """'list', 'tuple' or 'dict' when a constructor binds `self.<attribute>` to a display of one
    (`self.scales = [1.0 / (1 + i) for i in range(n)]` in `__init__`) and that is the attribute's
    one binding in the class's methods: every instance holds a Python container of that type
    (its contents may change; its type does not). None otherwise."""
    found = bindings_of(info, attribute)
    if len(found) != 1 or not found[0].in_constructor:
        return None
    return next((kind for display, kind in _DISPLAYS if isinstance(found[0].spelled, display)), None)


def _holds(root: cst.CSTNode, target: cst.CSTNode) -> bool:
    stack = [root]
    while stack:
        node = stack.pop()
        if node is target:
            return True
        stack.extend(node.children)
    return False


def _class_body_constants(node: cst.ClassDef, info: ClassInfo) -> dict[str, cst.BaseExpression]:
    """Class attributes bound once in the class body (a plain assignment) that no method of the
    class assigns on `self` and no field declares: every instance reads that expression."""
    seen: dict[str, list[cst.BaseExpression]] = {}
    for stmt in _body(node):
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign):
                    for target in small.targets:
                        if isinstance(target.target, cst.Name):
                            seen.setdefault(target.target.value, []).append(small.value)
                elif isinstance(small, (cst.AnnAssign, cst.AugAssign)) and isinstance(small.target, cst.Name):
                    seen.setdefault(small.target.value, []).extend([small.value, small.value])
        elif isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            seen.setdefault(stmt.name.value, []).extend([stmt, stmt])
    assigned = _self_assigned(info.methods)
    return {name: values[0] for name, values in seen.items()
            if len(values) == 1 and name not in assigned and name not in info.fields}


def _class_flags(constants: dict[str, cst.BaseExpression]) -> dict[str, bool | None]:
    """Class attributes set once to True, False or None in the class body that no method of the
    class assigns on `self` (`validate_args = False`): every instance reads that value, so a
    test on it decides a branch at trace time. Reading it can only prune a branch, never
    report one, so a value changed from outside the class costs a finding, not a false one."""
    literals = {"True": True, "False": False, "None": None}
    return {name: literals[value.value] for name, value in constants.items()
            if isinstance(value, cst.Name) and value.value in literals}


def _class_containers(constants: dict[str, cst.BaseExpression]) -> dict[str, str]:
    """Class attributes bound once in the class body to a list, tuple or dict display
    (`RATES = [0.1, 0.01]`) that no method rebinds on `self`: `self.RATES` in a method is a
    Python container of that type (its contents may change, its type does not)."""
    out = {}
    for name, value in constants.items():
        kind = next((kind for display, kind in _DISPLAYS if isinstance(value, display)), None)
        if kind is not None:
            out[name] = kind
    return out


_NUMBER_LITERALS = {cst.Integer: "int", cst.Float: "float"}
_IN_PLACE = frozenset({"append", "extend", "insert", "pop", "remove", "clear", "sort", "reverse"})


def _class_number_sequences(node: cst.ClassDef, constants: dict[str, cst.BaseExpression]) -> dict[str, tuple[str, ...]]:
    """`RATES = [0.1, 0.01, 0.001]` (a list or tuple display of signed int/float literals) bound once in
    the class body, when nothing in the class changes it in place (`self.RATES.append(...)`,
    `self.RATES[i] = ...`): the element types, in order, so `self.RATES` is known element by element."""
    out = {}
    for name, value in constants.items():
        if not isinstance(value, (cst.List, cst.Tuple)) or not value.elements:
            continue
        types = []
        for element in value.elements:
            expr = element.value if isinstance(element, cst.Element) else None
            if isinstance(expr, cst.UnaryOperation) and isinstance(expr.operator, (cst.Minus, cst.Plus)):
                expr = expr.expression
            kind = _NUMBER_LITERALS.get(type(expr))
            if kind is None:
                break
            types.append(kind)
        else:
            if not _changed_in_place(node, name):
                out[name] = tuple(types)
    return out


def _changed_in_place(node: cst.ClassDef, name: str) -> bool:
    """`x.NAME.append(...)`, `x.NAME[i] = ...` or `del x.NAME[i]` anywhere in the class."""
    def is_attr(expr) -> bool:
        return isinstance(expr, cst.Attribute) and expr.attr.value == name

    for child in iter_tree(node):
        if isinstance(child, cst.Call) and isinstance(child.func, cst.Attribute) and \
                child.func.attr.value in _IN_PLACE and is_attr(child.func.value):
            return True
        if isinstance(child, (cst.AssignTarget, cst.AugAssign, cst.Del)) and any(
                isinstance(t, cst.Subscript) and is_attr(t.value) for t in iter_tree(child.target)):
            return True
    return False


def defines_attribute(info: ClassInfo, attr: str) -> bool:
    """Whether the class itself gives its instances `attr`: a method or property, a field, a binding
    in its body (an assignment, a def or a nested class), or a `self.<attr> = ...` in a method."""
    if attr in info.methods or attr in info.fields or body_binds(info.node, attr):
        return True
    return attr in _self_assigned(info.methods)


def body_binds(node: cst.ClassDef, name: str) -> bool:
    """The class body binds `name`: an assignment, a def or a nested class of its own statements."""
    for stmt in _body(node):
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)) and stmt.name.value == name:
            return True
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else \
                    [small.target] if isinstance(small, (cst.AnnAssign, cst.AugAssign)) else []
                if any(isinstance(t, cst.Name) and t.value == name for t in targets):
                    return True
    return False


def _self_assigned(methods: dict[str, FunctionInfo]) -> set[str]:
    """Attributes any method (constructors included) binds on its first parameter."""
    return {attr for method in methods.values() for attr, _ in self_assignments(method)}


def self_calls(method: FunctionInfo) -> list[str]:
    """The names of the methods a method calls on its own instance (`self.m(...)`), in its body
    and the functions and lambdas nested there (which run while it does, or later)."""
    from jaxlint.analysis.walk import iter_tree

    me = receiver_name(method)
    if me is None:
        return []
    return [node.func.attr.value for node in iter_tree(method.node.body)
            if type(node) is cst.Call and type(node.func) is cst.Attribute and type(node.func.value) is cst.Name
            and node.func.value.value == me]


def _attribute_counts(index: ModuleIndex) -> dict[str, int]:
    """How many times the module spells `.name`, by name. Kept on the index (its tree does not
    change): a module followed by many lints of a run is walked once, not once per lint."""
    counts = index.attribute_counts
    if counts is not None:
        return counts
    from jaxlint.analysis.walk import iter_tree

    counts = {}
    for node in iter_tree(index.module) if index.module is not None else ():
        if type(node) is cst.Attribute:
            counts[node.attr.value] = counts.get(node.attr.value, 0) + 1
    index.attribute_counts = counts
    return counts


def construction_helpers(index: ModuleIndex, methods: dict[str, FunctionInfo],
                         node: cst.ClassDef | None = None) -> frozenset[str]:
    """Methods only the constructors run: every spelling of `.name` in the module is a call
    `self.name(...)` in a constructor or in another such helper (`self._ensure_color(c)` in
    `__init__`). What they bind, they bind while the object is built. Spellings that cannot
    reach this class's method do not count: `self.name(...)` in a method of another class of
    the module that defines `name` itself (its own `_build`), and `super().name(...)` in this
    class (the base's method)."""
    callers_of: dict[str, list[str]] = {}  # method -> the methods calling it, once per call
    for caller, method in methods.items():
        for called in self_calls(method):
            callers_of.setdefault(called, []).append(caller)
    counts = _attribute_counts(index)
    if node is not None:
        counts = _spellings_reaching(index, node, counts)
    helpers: set[str] = set()
    changed = True
    while changed:
        changed = False
        for name in methods:
            if name in _CONSTRUCTION or name in helpers:
                continue
            callers = callers_of.get(name, [])
            if callers and all(c in _CONSTRUCTION or c in helpers for c in callers) \
                    and counts.get(name, 0) == len(callers):
                helpers.add(name)
                changed = True
    return frozenset(helpers)


def _runs(info: ClassInfo, method: str) -> set[str]:
    """The methods a method runs on its own instance, itself and transitively."""
    seen, todo = {method}, [method]
    while todo:
        current = info.methods.get(todo.pop())
        for name in self_calls(current) if current is not None else ():
            if name not in seen:
                seen.add(name)
                todo.append(name)
    return seen


def _spellings_reaching(index: ModuleIndex, node: cst.ClassDef, counts: dict[str, int]) -> dict[str, int]:
    """`counts` less the spellings of `.name` that call another method than this class's `name`."""
    own = index.class_methods.get(id(node), {})
    elsewhere: dict[str, int] = {}
    for owner, name, via_super in _method_spellings(index):
        if name in own and (owner is node) == via_super:  # its own super() call, or another class's self
            elsewhere[name] = elsewhere.get(name, 0) + 1
    if not elsewhere:
        return counts
    return {name: count - elsewhere.get(name, 0) for name, count in counts.items()}


def _method_spellings(index: ModuleIndex) -> list[tuple[cst.ClassDef, str, bool]]:
    """(the class, name, True) for each `super().name` and (the class, name, False) for each
    `self.name` naming the class's own method, spelled in a method of a class of the module: one
    walk per module, which every class's construction_helpers reads."""
    if index.method_spellings is not None:
        return index.method_spellings
    from jaxlint.analysis.walk import iter_tree

    out = []
    for klass in index.classes.values():
        defined = index.class_methods.get(id(klass), {})
        for method in defined.values():
            if not isinstance(method.node, cst.FunctionDef):
                continue
            me = receiver_name(method)
            for sub in iter_tree(method.node.body):
                if type(sub) is not cst.Attribute:
                    continue
                if _is_super_call(sub.value):
                    out.append((klass, sub.attr.value, True))
                elif sub.attr.value in defined and type(sub.value) is cst.Name and sub.value.value == me:
                    out.append((klass, sub.attr.value, False))
    index.method_spellings = out
    return out


def _is_super_call(expr: cst.BaseExpression) -> bool:
    return type(expr) is cst.Call and type(expr.func) is cst.Name and expr.func.value == "super"


def _reassigned_attributes(methods: dict[str, FunctionInfo], bound_before: frozenset[str] | None = None,
                           helpers: frozenset[str] = frozenset()) -> tuple[dict[str, str], dict[str, str]]:
    """Attributes a method other than the constructors (and their helpers) assigns (`self.scale = s` in `set_scale`):
    a jitted method with a static `self` bakes in the value it saw. Not those the constructors
    leave `None` (`self.shardings = None`, filled by `load_params`), nor those that neither the
    constructors nor the class body (`bound_before`; None: a base class may bind more) bind and
    one method alone sets (`self._lr_schedule = ...` in `_initialize_train`): the object is not
    usable before that method runs, so it completes the setup rather than changing a value.
    Second: the attributes the constructors leave None that one method alone fills, and that method."""
    out: dict[str, str] = {}
    setters: dict[str, set[str]] = {}
    placeholders: dict[str, bool] = {}
    for name, method in methods.items():
        if name in _CONSTRUCTION:
            for attr, value in self_assignments(method):
                none = isinstance(value, cst.Name) and value.value == "None"
                placeholders[attr] = placeholders.get(attr, True) and none
            continue
        if name in helpers:
            continue  # run while the object is built
        for attr, _ in self_assignments(method):
            out.setdefault(attr, name)
            setters.setdefault(attr, set()).add(name)
    lazy = set() if bound_before is None else {
        attr for attr, names in setters.items() if len(names) == 1 and attr not in placeholders
        and attr not in bound_before}
    reassigned = {attr: name for attr, name in out.items() if not placeholders.get(attr, False) and attr not in lazy}
    filled_later = {attr: next(iter(names)) for attr, names in setters.items()
                    if len(names) == 1 and placeholders.get(attr, False)}
    return reassigned, filled_later


def _class_level_names(node: cst.ClassDef, fields_bound: bool) -> frozenset[str]:
    """Names the class body binds (`debug = False`, methods): attributes every instance has. A bare
    annotation (`indices: Dict[str, int]`) binds nothing, unless it declares a field a generated
    `__init__` binds (`fields_bound`: a dataclass-like class)."""
    names: set[str] = set()
    for stmt in _body(node):
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            names.add(stmt.name.value)
        elif isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                declared = isinstance(small, cst.AnnAssign) and (small.value is not None or fields_bound)
                targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else [
                    small.target] if declared or isinstance(small, cst.AugAssign) else []
                names.update(t.value for t in targets if isinstance(t, cst.Name))
    return frozenset(names)


@dataclass(frozen=True, eq=False)
class AttributeBinding:
    """One binding of `self.<attribute>` in a method. `value` is the expression bound: the
    right-hand side, or, for a target of a tuple or list unpacking of a display of the same
    length (`self.xmin, self.xmax = xmin, xmax`), the element paired with it; None when the
    text does not spell it (unpacking a call's result, a starred target). `operator`: the
    operator of an augmented binding (`self.step += 1`, `value` then being the right operand)."""

    attribute: str
    value: cst.BaseExpression | None
    method: FunctionInfo
    statement: cst.CSTNode
    operator: cst.BaseAugOp | None = None

    @property
    def spelled(self) -> cst.BaseExpression | None:
        """What the attribute holds after the binding, when the text says so: None for an
        augmented binding or an unspelled unpacking."""
        return self.value if self.operator is None else None

    @property
    def in_constructor(self) -> bool:
        return self.method.name in _CONSTRUCTION


def receiver_name(method: FunctionInfo) -> str | None:
    """The name of a method's instance (its first parameter), None for a static method or a lambda."""
    if not method.is_method or not isinstance(method.node, cst.FunctionDef):
        return None
    params = list(method.node.params.posonly_params) + list(method.node.params.params)
    return params[0].name.value if params else None


def attribute_bindings(method: FunctionInfo):
    """Each binding of an attribute of the method's instance in its body (not in nested
    functions): `self.a = v`, `self.a: T = v`, `self.a += v`, and each attribute target of an
    unpacking (`self.a, self.b = a, b`). The one place that reads these statements: what a
    class binds on its instances is asked in many ways (constructed objects, containers,
    hashing, receivers), all from this. One walk per method and lint (`_METHOD_BINDINGS`):
    a class's every attribute read asked it of each method again (NuX: 15 % of a run)."""
    cached = _METHOD_BINDINGS.get(id(method))
    if cached is None or cached[0] is not method:
        cached = _METHOD_BINDINGS[id(method)] = (method, tuple(_attribute_bindings(method)))
    return iter(cached[1])


def _attribute_bindings(method: FunctionInfo):
    from jaxlint.analysis.walk import iter_scope

    me = receiver_name(method)
    if me is None:
        return
    for node in iter_scope(method.node.body):
        kind = type(node)
        if kind is cst.Assign:
            pairs = [pair for t in node.targets for pair in paired_targets(t.target, node.value)]
            operator = None
        elif kind is cst.AugAssign:
            pairs, operator = [(node.target, node.value)], node.operator
        elif kind is cst.AnnAssign and node.value is not None:
            pairs, operator = [(node.target, node.value)], None
        else:
            continue
        for target, value in pairs:
            if type(target) is cst.Attribute and type(target.value) is cst.Name and target.value.value == me:
                yield AttributeBinding(target.attr.value, value, method, node, operator)


def bindings_of(info: ClassInfo, attribute: str) -> list[AttributeBinding]:
    """Every binding of `self.<attribute>` in the class's own methods. The methods' bodies are
    read once per class and lint (`_OWN_BINDINGS`): a lookup of `self.op` asks this at every
    call of a method, and walking every method each time cost a third of a cold run's cpu."""
    cached = _OWN_BINDINGS.get(id(info))
    if cached is None or cached[0] is not info:
        by_attribute: dict[str, list[AttributeBinding]] = {}
        for method in info.methods.values():
            for binding in attribute_bindings(method):
                by_attribute.setdefault(binding.attribute, []).append(binding)
        cached = _OWN_BINDINGS[id(info)] = (info, by_attribute)
    return list(cached[1].get(attribute, ()))


def self_assignments(method: FunctionInfo):
    """(attribute, what it holds after the binding or None) for each binding of an attribute
    of the method's instance (`attribute_bindings`)."""
    for binding in attribute_bindings(method):
        yield binding.attribute, binding.spelled


# What an instance holds from its construction on --------------------------------------------------
_CONSTRUCTORS = frozenset({"__init__", "__post_init__"})

_CLASS_BINDINGS: dict[int, tuple[cst.ClassDef, dict[str, list[AttributeBinding]] | None]] = {}
_OUTSIDE: dict[int, tuple[cst.Module, frozenset[str] | None]] = {}
_UPDATED_OUTSIDE: dict[int, tuple[cst.Module, frozenset[str]]] = {}


def module_bases(index: ModuleIndex, node: cst.ClassDef, depth: int = 0) -> list[cst.ClassDef] | None:
    """The class and its base classes, nearest first (depth first, bases in order), when every
    base is a class of the module or `object`; None when one is anything else."""
    if depth > 8:
        return None
    out = [node]
    for arg in node.bases:
        value = arg.value
        if arg.keyword is not None or arg.star or not isinstance(value, cst.Name):
            return None
        if value.value == "object" and "object" not in index.classes or _ordinary_library_base(index, value):
            continue
        base = index.classes.get(value.value)
        deeper = module_bases(index, base, depth + 1) if base is not None and base is not node else None
        if deeper is None:
            return None
        out.extend(b for b in deeper if b not in out)
    return out


def instance_bases(index: ModuleIndex, node: cst.ClassDef, depth: int = 0) -> list[cst.ClassDef] | None:
    """The class and its base classes of the module, nearest first, when every other base is
    `object` or an inert class of another project module (`inert_base`: it binds nothing on
    the instance and defines no constructor), so that what an instance holds from its
    construction is all bound by these. None when a base is anything else."""
    if depth > 8:
        return None
    out = [node]
    for arg in node.bases:
        value = arg.value
        if arg.keyword is not None or arg.star or not isinstance(value, (cst.Name, cst.Attribute)):
            return None
        if isinstance(value, cst.Name) and value.value == "object" and "object" not in index.classes:
            continue
        base = index.classes.get(value.value) if isinstance(value, cst.Name) else None
        if base is None:
            if _ordinary_library_base(index, value):
                continue
            if not _inert_foreign(index, value, depth):
                return None
            continue
        deeper = instance_bases(index, base, depth + 1) if base is not node else None
        if deeper is None:
            return None
        out.extend(b for b in deeper if b not in out)
    return out


# what an inert base may not define: a constructor, or a hook that changes how attributes are bound or read
_NOT_INERT = frozenset({"__init__", "__new__", "__post_init__", "__getattr__", "__getattribute__", "__setattr__",
                        "__delattr__", "__slots__", "__init_subclass__", "__class_getitem__", "__set_name__"})


def _ordinary_library_base(index: ModuleIndex, base: cst.BaseExpression) -> bool:
    """`abc.ABC` (however imported): a base that binds nothing on an instance."""
    if isinstance(base, cst.Name) and base.value in index.classes:
        return False
    return index.resolver.qualname(base) in _ORDINARY_BASES


def _inert_foreign(index: ModuleIndex, base: cst.BaseExpression, depth: int) -> bool:
    """`base` (spelled in `index`'s module) names a class of another project module that is inert."""
    qual = index.resolver.qualname(base) if index.project_class is not None else None
    found = index.project_class(qual) if qual else None
    return found is not None and inert_base(found[1], found[0], depth + 1)


def inert_base(index: ModuleIndex, node: cst.ClassDef, depth: int = 0) -> bool:
    """A base class that gives its subclasses' instances nothing but methods: no decorator, a body
    of undecorated defs (a docstring, `pass`), none of them a constructor or an attribute hook,
    none binding an attribute on its instance or spelling setattr/vars/__dict__, and bases
    that are `object` or inert too. A subclass's own constructors bind all its instance holds
    (`class Module: def init(self, key): return {}` in nn/core.py, `class Linear(Module)` in
    nn/layers.py)."""
    if depth > 8 or node.decorators:
        return False
    for stmt in node.body.body:
        if isinstance(stmt, cst.FunctionDef):
            if stmt.decorators or stmt.name.value in _NOT_INERT:
                return False
        elif not (isinstance(stmt, cst.SimpleStatementLine) and all(
                isinstance(small, cst.Pass) or isinstance(small, cst.Expr) and isinstance(small.value, cst.SimpleString)
                for small in stmt.body)):
            return False
    from jaxlint.analysis.walk import iter_tree

    for found in iter_tree(node.body):
        if isinstance(found, cst.Name) and found.value in ("setattr", "vars", "__dict__", "delattr") \
                or isinstance(found, cst.Attribute) and found.attr.value in ("__dict__", "__class__"):
            return False
    for method in index.class_methods.get(id(node), {}).values():
        if next(iter(attribute_bindings(method)), None) is not None:
            return False
    bases = instance_bases(index, node, depth + 1)
    return bases is not None and bases == [node]


def has_subclass(index: ModuleIndex, node: cst.ClassDef) -> bool:
    """A class of the module names `node` among its bases (by its name or a dotted one ending
    in it): `self` in `node`'s methods may be an instance of it."""
    name = node.name.value
    return any(other is not node and any((dotted_name(arg.value) or "").split(".")[-1] == name for arg in other.bases)
               for other in index.classes.values())


def class_bindings(index: ModuleIndex, info: ClassInfo) -> dict[str, list[AttributeBinding]] | None:
    """Every binding of an attribute on the instance in the methods of the class and of its
    bases (of the module, or inert ones of another: `instance_bases`), by attribute; None when
    a base is anything else."""
    cached = _CLASS_BINDINGS.get(id(info))
    if cached is not None and cached[0] is info.node:
        return cached[1]
    classes = instance_bases(index, info.node)
    out: dict[str, list[AttributeBinding]] | None = None
    if classes is not None:
        out = {}
        for node in classes:
            for method in index.class_methods.get(id(node), {}).values():
                for binding in attribute_bindings(method):
                    out.setdefault(binding.attribute, []).append(binding)
    _CLASS_BINDINGS[id(info)] = (info.node, out)
    return out


def stored_outside_methods(index: ModuleIndex) -> frozenset[str] | None:
    """The attribute names the module binds on anything but a method's own instance
    (`model.scale = 2.0` at the top level, `other.count += 1`, `setattr(obj, "scale", v)`);
    None when it may bind any (`setattr` with a computed name, `vars(obj).update(...)`,
    `obj.__dict__[...] = ...`)."""
    module = index.module
    cached = _OUTSIDE.get(id(index))
    if cached is not None and cached[0] is module:
        return cached[1]
    from jaxlint.analysis.walk import iter_tree

    own = {(id(b.statement), b.attribute) for methods in index.class_methods.values()
           for method in methods.values() for b in attribute_bindings(method)}
    names: set[str] | None = set()
    plain: set[str] = set()  # bound outside by anything but an augmented assignment
    for node in iter_tree(module) if module is not None else ():
        kind = type(node)
        if kind is cst.Assign:
            targets = [t for assigned in node.targets for t, _ in paired_targets(assigned.target, None)]
        elif kind in (cst.AugAssign, cst.AnnAssign):
            targets = [node.target]
        elif kind is cst.Call and isinstance(node.func, cst.Name) and node.func.value in ("setattr", "vars"):
            name = node.args[1].value if node.func.value == "setattr" and len(node.args) > 1 else None
            if not isinstance(name, cst.SimpleString):
                names = None
                break
            names.add(name.evaluated_value)
            continue
        elif kind is cst.Attribute and node.attr.value == "__dict__":
            names = None
            break
        else:
            continue
        for target in targets:
            if type(target) is cst.Attribute and (id(node), target.attr.value) not in own:
                names.add(target.attr.value)
                if kind is not cst.AugAssign:
                    plain.add(target.attr.value)
    found = frozenset(names) if names is not None else None
    _OUTSIDE[id(index)] = (module, found)
    _UPDATED_OUTSIDE[id(index)] = (module, frozenset(names - plain) if names is not None else frozenset())
    return found


def updated_outside_methods(index: ModuleIndex) -> frozenset[str]:
    """The attribute names `stored_outside_methods` finds bound outside methods only by augmented
    assignments (`self.count.value += 1` on another object): updated in place, never replaced."""
    stored_outside_methods(index)
    cached = _UPDATED_OUTSIDE.get(id(index))
    return cached[1] if cached is not None and cached[0] is index.module else frozenset()


def lacks_attribute(index: ModuleIndex, info: ClassInfo, attribute: str) -> bool:
    """An instance of an ordinary class never has the attribute: neither the class nor its
    bases (all of the module) bind it, in their bodies or on their instances, none defines
    `__getattr__`, `__getattribute__` or `__slots__`, and the module stores it on nothing
    else: reading it raises AttributeError."""
    if not info.plain:
        return False
    bindings = class_bindings(index, info)
    outside = stored_outside_methods(index)
    bases = module_bases(index, info.node)  # a base of another module may define it: never known to lack it
    if bindings is None or outside is None or bases is None or attribute in bindings or attribute in outside:
        return False
    for node in bases:
        names = _class_level_names(node, True)
        if attribute in names or names & {"__getattr__", "__getattribute__", "__slots__"}:
            return False
    return True


@dataclass(frozen=True)
class HeldAttribute:
    """What `self.<attribute>` holds from construction on: the constructors' bindings (each
    spelling its value), and whether a method updates it in place (`self.step += 1`)."""

    bindings: tuple[AttributeBinding, ...]
    updated: bool = False


def held_from_construction(index: ModuleIndex, info: ClassInfo, attribute: str) -> HeldAttribute | None:
    """What every instance of an ordinary class (no pytree, decorator or library base; its
    bases classes of the module) holds in `self.<attribute>` once built: the bindings of the
    constructors (`__init__`, `__post_init__`, the class's or a base's), when every binding of
    the attribute in the methods of the class and its bases is one of them and spells its
    value (`self.lo, self.hi = lo, hi` too), an update of it in another method (`self.step +=
    1`, `self.step = self.step + 1`, noted), or another method's binding that spells its value
    (`self.n = jnp.array(0)` in `reset`, one more thing the instance may hold), and the module
    binds that attribute on nothing else. None otherwise: what the instance holds may change
    after construction in a way the text does not say."""
    if not info.plain:
        return None
    bindings = class_bindings(index, info)
    outside = stored_outside_methods(index)
    if not bindings or outside is None or attribute not in bindings:
        return None
    updated = attribute in outside  # `obj.count.value += 1` elsewhere: updated in place, as by a method
    if updated and attribute not in updated_outside_methods(index):
        return None
    constructed: list[AttributeBinding] = []
    rebound: list[AttributeBinding] = []
    for binding in bindings[attribute]:
        if binding.method.name in _CONSTRUCTORS and binding.spelled is not None:
            constructed.append(binding)
        elif binding.method.name in _CONSTRUCTORS:
            return None
        elif binding.operator is not None or _updates_itself(binding):
            updated = True
        elif binding.spelled is not None and not _reads_parameters(binding):
            rebound.append(binding)
        else:
            return None  # `self.cache = x` in `loss(self, x)`: whatever its callers pass
    return HeldAttribute(tuple(constructed + rebound), updated) if constructed else None


def _reads_parameters(binding: AttributeBinding) -> bool:
    """The value another method binds reads one of that method's parameters (not its receiver):
    what it holds is what that method's callers pass, which the text of the class does not say."""
    from jaxlint.analysis.walk import iter_tree

    node = binding.method.node
    if not isinstance(node, cst.FunctionDef):
        return True
    params = node.params
    names = {p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)}
    names |= {p.name.value for p in (params.star_arg, params.star_kwarg) if isinstance(p, cst.Param)}
    names.discard(receiver_name(binding.method))
    return any(type(n) is cst.Name and n.value in names for n in iter_tree(binding.spelled))


def _updates_itself(binding: AttributeBinding) -> bool:
    """`self.step = self.step + 1` (or `1 + self.step`): arithmetic on the attribute's own value,
    an update like `self.step += 1`."""
    value = binding.spelled
    if not isinstance(value, cst.BinaryOperation):
        return False
    me = receiver_name(binding.method)
    return any(isinstance(side, cst.Attribute) and isinstance(side.value, cst.Name) and side.value.value == me
               and side.attr.value == binding.attribute for side in (value.left, value.right))


def constructor_of(index: ModuleIndex, info: ClassInfo) -> FunctionInfo | None:
    """The `__init__` that `Cls(...)` runs: the class's own, else the nearest base's of the module
    (an inert base of another module defines none)."""
    for node in instance_bases(index, info.node) or ():
        found = index.class_methods.get(id(node), {}).get("__init__")
        if found is not None:
            return found
    return None


def constructor_parameter(binding: AttributeBinding, constructor: FunctionInfo | None) -> str | None:
    """The parameter of the constructor `Cls(...)` runs that the binding stores as it is
    (`self.sampler = sampler`), never rebound there: what each construction passes."""
    value = binding.spelled
    if constructor is None or binding.method is not constructor or not isinstance(value, cst.Name):
        return None
    return value.value if unrebound_parameter(constructor, value.value) else None


def unrebound_parameter(method: FunctionInfo, name: str) -> bool:
    """`name` is a parameter of `method` past its receiver (or its `*args`), never rebound there."""
    from jaxlint.analysis.flow import flow_of

    node = method.node
    params = [p.name.value for p in (*node.params.posonly_params, *node.params.params, *node.params.kwonly_params)]
    star = node.params.star_arg
    if isinstance(star, cst.Param):  # `def __init__(self, *layers)`: the tuple of the extra positionals
        params.append(star.name.value)
    return name in params[1:] and not flow_of(node).assigned_values(name)


# Getters functools.cached_property keeps on the instance ---------------------------------------
def lazily_cached(index: ModuleIndex, getter: FunctionInfo) -> bool:
    """`getter` is a `functools.cached_property` of a class of this module that its constructors
    (`__init__`, `__post_init__`) neither read (`self.table`) nor may fill by handing `self` to a
    call (`force_cached_properties(self)`): its first read, wherever that runs, computes the value
    and stores it in the instance's `__dict__` (a read inside a trace stores a tracer there)."""
    node = getter.node
    if not getter.is_method or getter.class_node is None or not isinstance(node, cst.FunctionDef):
        return False
    if not any(index.resolver.qualname(d.decorator) == "functools.cached_property" for d in node.decorators):
        return False
    name = node.name.value
    methods = index.class_methods.get(id(getter.class_node), {})
    for constructor in ("__init__", "__post_init__"):
        method = methods.get(constructor)
        if method is None:
            continue
        first = _self_param(method.node)
        for child in iter_tree(method.node.body):
            if isinstance(child, cst.Attribute) and isinstance(child.value, cst.Name) \
                    and child.value.value == first and child.attr.value == name:
                return False
            if isinstance(child, cst.Arg) and isinstance(child.value, cst.Name) and child.value.value == first:
                return False
    return True


def _self_param(node: cst.FunctionDef) -> str | None:
    params = [*node.params.posonly_params, *node.params.params]
    return params[0].name.value if params else None
