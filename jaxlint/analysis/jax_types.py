"""Which values `jax.jit` cannot trace: what a traced parameter may not receive (JAX811).

`jax.jit` turns every argument it is not told is static into an abstract array, and raises
`TypeError: Error interpreting argument to <function> as an abstract array` for one that is not
an array, a Python number, None or a pytree of those. A value counts here only when the code
says so for certain: a string or bytes literal (or `np.array` of a list of them), an element of
`jax.devices()` (a Device), a lambda, a function or class of the module
(named, not called), an instance of an ordinary class of the module or of another module of the
project (built by `Cls(...)` in view: not a pytree, no registration, no library base, no
metaclass, no array protocol; for another module's class, no project file that may register it), or a
variable every binding of which is one of these, or an attribute every construction of its
object stores one of these in (`held.sources_of`: `self.sampler = sampler` in `__init__`, every
`State(Sampler(...))` of the module). A member of an `enum.Enum` class of the module counts too
(`Mode.TRAIN`, or `state.mode` where `state: State` and the class annotates `mode: Mode`), and so
does a tuple, list, dict or NamedTuple holding any of these (jit flattens it and traces each
leaf), a call of a module function every return of which is one, or a parameter of an
undecorated module function every call of which passes one (a container variable the code changes
in place, `del batch["id"]`, is not judged by its display; a function under `jax.custom_vjp` or `custom_jvp`
runs on the arguments as passed, so it counts as undecorated here). A set or frozenset is one leaf jit cannot
trace, and an instance of a registered dataclass of the module is traced field by field (a data field holding
one of these values fails). `result` judges what a jitted
function returns the same way: jit's outputs must be arrays as well. Other parameters and calls
into other code are never judged.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.classes import attribute_bindings, class_info
from jaxlint.analysis.custom_rules import forwarded_by_rule, passes_arguments_through
from jaxlint.analysis.definitions import FOREIGN, Definition, Definitions
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.generator_yields import parameter_at_call, yielded_values
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.held import sources_of
from jaxlint.analysis.module_index import (
    FunctionInfo, ModuleIndex, caller_arguments, class_in_force, resolve_function_expr,
)
from jaxlint.analysis.node_memo import node_memo
from jaxlint.analysis.record_fields import record_field
from jaxlint.analysis.returns import returned_values
from jaxlint.analysis.scopes import binding_scope, local_names, scope_info
from jaxlint.analysis.walk import assigns_attribute, iter_tree, stored_attribute_names

MAX_DEPTH = 4  # variables followed from one argument


@dataclass(frozen=True)
class _UnpackedItem:
    """A binding of `name` by an unpacking `statement` that pairs it with no display element."""

    statement: cst.CSTNode
    name: str


@dataclass(frozen=True)
class NotArray:
    """A value jit cannot trace. `kind`: "str", "bytes", "function", "class", "instance" or
    "holder" (a pytree holding functions: an eqx.nn.MLP, a Module storing one) or "set";
    `text` as messages spell it; `hashable`: marking its parameter static would work."""

    kind: str
    text: str
    hashable: bool = True


# Methods that make an object something JAX converts or flattens, or whose class may be
# registered as a pytree when it is subclassed.
_JAX_PROTOCOL = frozenset({"__jax_array__", "__array__", "tree_flatten", "tree_unflatten", "tree_flatten_with_keys",
                           "__init_subclass__", "__class_getitem__"})
_PLAIN_DECORATORS = frozenset({"dataclasses.dataclass"})
# Libraries whose functions the facts table describes: one of them passed as a value is a function.
_LIBRARY_ROOTS = ("jax.", "numpy.", "scipy.")


def _changed_in_place(body: cst.CSTNode, name: str) -> bool:
    """Some statement of the scope binding `name` (or of a function inside it) changes its items:
    `del name[k]`, `name[k] = v` (or `+=`), or a method taking items out (`name.pop(k)`, `name.clear()`).
    One walk per scope answers every name (`_CHANGED_IN_PLACE`)."""
    return name in _CHANGED_IN_PLACE.get(body, _names_changed_in_place)


def _names_changed_in_place(body: cst.CSTNode) -> frozenset[str]:
    """The names `_changed_in_place` holds for, from one walk of `body`."""
    out: set[str] = set()

    def note(expr: cst.BaseExpression) -> None:
        if isinstance(expr, cst.Subscript) and isinstance(expr.value, cst.Name):
            out.add(expr.value.value)

    for node in iter_tree(body):
        if isinstance(node, cst.Del):
            note(node.target)
            if isinstance(node.target, cst.Tuple):
                for e in node.target.elements:
                    note(e.value)
        elif isinstance(node, cst.Assign):
            for t in node.targets:
                note(t.target)
        elif isinstance(node, cst.AugAssign):
            note(node.target)
        elif (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
                and isinstance(node.func.value, cst.Name) and node.func.attr.value in _REMOVING_METHODS):
            out.add(node.func.value.value)
    return frozenset(out)


_CHANGED_IN_PLACE = node_memo()  # a scope's names changed in place depend on its own node alone


# Container methods that take items out (not `update`: optimizers and models have their own).
_REMOVING_METHODS = frozenset({"pop", "popitem", "clear", "remove", "discard", "__delitem__"})


def _string_kind(expr: cst.BaseExpression) -> str | None:
    if isinstance(expr, cst.SimpleString):
        return "bytes" if "b" in expr.prefix.lower() else "str"
    if isinstance(expr, cst.ConcatenatedString):
        return _string_kind(expr.left)
    if isinstance(expr, cst.FormattedString):
        return "str"
    return None


class JaxTypes:
    """`of(expr, scope)`: what `expr`, an argument at a point of the linted module, is when
    jit cannot trace it; None when it may be traceable or the code does not say."""

    def __init__(self, definitions: Definitions) -> None:
        self.definitions = definitions
        self.index: ModuleIndex = definitions.home.index
        self.saw_foreign = False  # a `Cls(...)` whose class an offline look could not read
        self.judged: cst.Call | None = None  # the call whose arguments are judged (`non_array_arguments`)

    def of(self, expr: cst.BaseExpression, scope: FunctionInfo | None, depth: int = 0) -> NotArray | None:
        if depth > MAX_DEPTH:
            return None
        kind = _string_kind(expr)
        if kind is not None:
            return NotArray(kind, f"a {kind}")
        if isinstance(expr, cst.Lambda):
            return NotArray("function", "a lambda")
        if isinstance(expr, (cst.Name, cst.Attribute)):
            function = self._library_function(expr, scope)
            if function is not None:
                return function
        if isinstance(expr, cst.Name):
            return self._name(expr.value, scope, depth)
        if isinstance(expr, (cst.Tuple, cst.List, cst.Dict)):
            return self._container(expr, scope, depth)
        if isinstance(expr, cst.Set) or isinstance(expr, cst.Call) and self._builtin_set(expr, scope):
            kind = "frozenset" if isinstance(expr, cst.Call) and expr.func.value == "frozenset" else "set"
            return NotArray("set", f"a {kind}", kind == "frozenset")  # not a pytree: a leaf jit cannot trace
        if isinstance(expr, cst.Call):
            return self._string_array(expr, scope) or self._instance(expr, scope) \
                or self._namedtuple(expr, scope, depth) or self._dataclass_fields(expr, scope, depth) \
                or self._factory_product(expr, scope, depth) or self._library_result(expr, scope, None) \
                or self._holding_functions(expr, scope)
        if isinstance(expr, cst.Subscript) and isinstance(expr.value, cst.Call):
            element = self._library_element(expr, scope)
            if element is not None:
                return element
        if isinstance(expr, cst.Attribute):
            member = self._enum_member(expr, scope) or self._bound_method(expr, scope)
            if member is not None:
                return member
        if isinstance(expr, cst.Attribute):  # `model.init`, `model` one NamedTuple a factory of the module returns
            field = record_field(self.definitions, expr, scope)
            if field is not None:
                return self.of(field[0], field[1], depth + 1)
        if isinstance(expr, (cst.Attribute, cst.Subscript)):  # `self.sampler`: what its constructions store
            sources = sources_of(self.definitions.home, expr, scope, self.definitions)
            found = [self.of(value, where, depth + 1) if there.index is self.index else None
                     for value, where, there in sources or ()]
            if not found or any(f is None for f in found) or len({f.kind for f in found}) != 1:
                return None
            return found[0]
        return None

    def _name(self, name: str, scope: FunctionInfo | None, depth: int) -> NotArray | None:
        owner = binding_scope(scope, name)
        index = self.index
        if owner is not None:
            if name in scope_info(owner.node).params:
                return self._passed_by_callers(owner, name, depth)
            if not isinstance(owner.node, cst.FunctionDef):
                return None
            values = flow_of(owner.node).assigned_values(name)
            if name in owner.nested and values == [None] and _stays_a_function(index, owner.nested[name]):
                return NotArray("function", f"the function '{name}'")  # a def of the function, never rebound
        else:
            if name in index.reassigned_globals or name in index.imports.top_level:
                return None
            assigned = index.module_assignments.get(name)
            if name in index.module_functions and not assigned and _stays_a_function(index, index.module_functions[name]):
                return NotArray("function", f"the function '{name}'")
            if name in index.classes and not assigned:
                cls = index.classes[name]
                return NotArray("class", f"the class '{name}'") if cls in index.module.body else None
            if name in index.module_functions or name in index.classes:
                return None
            values = flow_of(index.module).assigned_values(name) if assigned else None
        if values and any(v is None for v in values):  # `leaves, treedef = jax.tree_util.tree_flatten(p)`
            flow = flow_of(owner.node if owner is not None else index.module)
            values = [v if v is not None else _UnpackedItem(place.statement, name)
                      for v, place in zip(values, flow.assignments(name))]
        if values and _changed_in_place(owner.node if owner is not None else index.module, name):
            return None  # `del batch["id"]`, `batch.pop("id")`: what the container holds at the call is not its display
        if values and self.judged is not None:  # `world = world.step(dt)`: read only after the call ran once
            values = [v for v in values if v is not self.judged]
        if not values:
            return None
        found = [self._unpacked(v, owner, depth) if isinstance(v, _UnpackedItem) else self.of(v, owner, depth + 1)
                 for v in values]
        if any(f is None for f in found) or len({f.kind for f in found}) != 1:
            return None
        return found[0]

    def _library_function(self, expr: cst.Name | cst.Attribute, scope: FunctionInfo | None) -> NotArray | None:
        """`jnp.subtract`, `jax.nn.relu`, `np.sin` itself (not called): a function of JAX, NumPy or
        SciPy the facts table knows (one returning arrays), which jit cannot trace (TypeError, not
        a valid JAX type; jnp.vectorize's jnp.asarray rejects it alike)."""
        dotted = dotted_name(expr)
        if dotted is None or (scope is not None and dotted.split(".", 1)[0] in local_names(scope.node)):
            return None
        head = dotted.split(".", 1)[0]
        if head in self.index.reassigned_globals or head in self.index.module_assignments:
            return None
        qual = self.index.imports.resolve(dotted)
        if qual is None or not qual.startswith(_LIBRARY_ROOTS):
            return None
        fact = facts.lookup(qual)
        if fact is None or fact.returns is None:
            return None
        return NotArray("function", f"the function '{dotted}'")

    def _bound_method(self, expr: cst.Attribute, scope: FunctionInfo | None) -> NotArray | None:
        """`model.step`, `self.iterate`: a method of a class of the module read off an instance the
        text knows (resolve_function_expr), undecorated (a property's value is no function), and
        never set on the instance: a bound method, which jit or custom_vjp cannot trace (TypeError,
        not a valid JAX type; measured on JAX 0.10.2)."""
        resolved = resolve_function_expr(self.index, expr, scope)
        info = resolved.info if resolved is not None else None
        if info is None or not info.is_method or resolved.specs or resolved.bound != 1 \
                or not isinstance(info.node, cst.FunctionDef) or info.node.decorators:
            return None
        if expr.attr.value in stored_attribute_names(self.index.module):
            return None  # `self.step = ...` somewhere: what the instance holds may be another value
        return NotArray("function", f"the bound method '{expr.attr.value}'")

    def _library_result(self, call: cst.Call, scope: FunctionInfo | None, item: int | None) -> NotArray | None:
        """A call of a library function whose result (or, with `item`, that element of the tuple it
        returns) jit cannot trace (`tree_structure(p)`, a PyTreeDef; `tree_flatten(p)[1]` too)."""
        dotted = dotted_name(call.func)
        if dotted is None or (scope is not None and dotted.split(".", 1)[0] in local_names(scope.node)):
            return None
        fact = facts.lookup(self.index.imports.resolve(dotted))
        if fact is None or fact.output is None or fact.output_item != item:
            return None
        kind = "function" if "function" in fact.output else "library"
        return NotArray(kind, fact.output)

    def _string_array(self, call: cst.Call, scope: FunctionInfo | None) -> NotArray | None:
        """`np.array([b"test_09933", b"test_05669"])`: a NumPy array of strings or bytes (every
        element of the list or tuple it is given a string literal of one kind), whose dtype jit
        cannot trace (TypeError, flax#1492)."""
        if len(call.args) != 1 or call.args[0].keyword is not None or call.args[0].star:
            return None
        items = call.args[0].value
        if not isinstance(items, (cst.List, cst.Tuple)) or not items.elements:
            return None
        kinds = {_string_kind(e.value) if not isinstance(e, cst.StarredElement) else None for e in items.elements}
        if len(kinds) != 1 or None in kinds:
            return None
        dotted = dotted_name(call.func)
        if dotted is None or (scope is not None and dotted.split(".", 1)[0] in local_names(scope.node)):
            return None
        if self.index.imports.resolve(dotted) not in ("numpy.array", "numpy.asarray"):
            return None
        kind = kinds.pop()
        return NotArray(kind, f"a NumPy array of {'byte strings' if kind == 'bytes' else 'strings'}", hashable=False)

    def _library_element(self, expr: cst.Subscript, scope: FunctionInfo | None) -> NotArray | None:
        """`jax.devices()[0]`: one element of a list a library function returns whose every
        element jit cannot trace (a Device)."""
        call = expr.value
        if len(expr.slice) != 1 or not isinstance(expr.slice[0].slice, cst.Index):
            return None
        dotted = dotted_name(call.func)
        if dotted is None or (scope is not None and dotted.split(".", 1)[0] in local_names(scope.node)):
            return None
        fact = facts.lookup(self.index.imports.resolve(dotted))
        if fact is None or fact.output_elements is None:
            return None
        return NotArray("library", f"{fact.output_elements} (an element of what '{dotted}' returns)")

    def _holding_functions(self, call: cst.Call, scope: FunctionInfo | None) -> NotArray | None:
        """`eqx.nn.MLP(...)`, a library object whose pytree holds functions; or `Policy(...)`, an
        equinox Module of the module whose `__init__` stores one in a field unconditionally (at the
        top of its body, the field declared without a default): jit traces every leaf, functions too."""
        held = self._library_holding(call, scope)
        if held is not None:
            return NotArray("holder", f"an {held[0]} (holding {held[1]})", hashable=False)
        if not isinstance(call.func, cst.Name) or (scope is not None and call.func.value in local_names(scope.node)):
            return None
        node = class_in_force(self.index, call.func.value, scope)
        if node is None or node not in self.index.module.body or call.func.value in self.index.module_assignments:
            return None
        info = class_info(self.index, node)
        init = info.methods.get("__init__")
        if not info.equinox_module or init is None or not isinstance(init.node, cst.FunctionDef):
            return None
        plain_fields = {s.target.value for line in node.body.body if isinstance(line, cst.SimpleStatementLine)
                        for s in line.body if isinstance(s, cst.AnnAssign) and isinstance(s.target, cst.Name)
                        and s.value is None}
        for binding in attribute_bindings(init):
            value = binding.spelled
            top = any(binding.statement in line.body for line in init.node.body.body
                      if isinstance(line, cst.SimpleStatementLine))
            if top and binding.attribute in plain_fields and isinstance(value, cst.Call):
                held = self._library_holding(value, init)
                if held is not None:
                    return NotArray("holder", f"an instance of the class '{node.name.value}' holding an "
                                                f"{held[0]} (with {held[1]})", hashable=False)
        return None

    def _library_holding(self, call: cst.Call, scope: FunctionInfo | None) -> tuple[str, str] | None:
        """(its short name, what it holds) for a call building a library object whose pytree
        holds functions (facts: holds_functions)."""
        dotted = dotted_name(call.func)
        if dotted is None or (scope is not None and dotted.split(".", 1)[0] in local_names(scope.node)):
            return None
        qual = self.index.imports.resolve(dotted)
        fact = facts.lookup(qual)
        if fact is None or fact.holds_functions is None:
            return None
        return qual.replace("equinox.", "eqx."), fact.holds_functions

    def _unpacked(self, item: "_UnpackedItem", scope: FunctionInfo | None, depth: int = 0) -> NotArray | None:
        """`leaves, treedef = jax.tree_util.tree_flatten(p)`: the element the name takes of the
        library call's result, when that is what jit cannot trace; `for batch in batches(...)`:
        what the generator yields (_yielded)."""
        stmt = item.statement
        if isinstance(stmt, cst.For):
            return self._yielded(stmt, item.name, scope, depth)
        if not isinstance(stmt, cst.Assign) or len(stmt.targets) != 1 or not isinstance(stmt.value, cst.Call):
            return None
        target = stmt.targets[0].target
        if not isinstance(target, (cst.Tuple, cst.List)):
            return None
        names = [e.value.value if isinstance(e.value, cst.Name) and not isinstance(e, cst.StarredElement) else None
                 for e in target.elements]
        if None in names or names.count(item.name) != 1:
            return None
        position = names.index(item.name)
        return self._library_result(stmt.value, scope, position) or self._returned_element(
            stmt.value, scope, position, len(names), depth)

    def _returned_element(self, call: cst.Call, scope: FunctionInfo | None, position: int, count: int,
                          depth: int) -> NotArray | None:
        """`graphdef, state = split(model)`, `split` a plain function of this or another project
        module every `return` of which is a tuple display of `count` elements: the name takes the
        element at `position` of each, judged in that function's module (`GraphDef(...)`, an
        instance of a class jit cannot trace)."""
        found = self.definitions.of_expr(call.func, scope)
        if found is FOREIGN:
            self.saw_foreign = True  # another module's function: asked again with that module read
            return None
        if not isinstance(found, Definition) or found.function is None or found.bound_self:
            return None
        info = found.function.info
        if info is None or info.is_method or found.function.specs or found.function.bound \
                or found.function.bound_keywords or info.node.decorators:
            return None
        returns = returned_values(info)
        if returns is None or not all(isinstance(v, cst.Tuple) and len(v.elements) == count
                                      and not any(isinstance(e, cst.StarredElement) for e in v.elements)
                                      for v in returns):
            return None
        there = self
        if found.place.index is not self.index:
            there = JaxTypes(Definitions(found.place.index, self.definitions.project))
            there.definitions.home = found.place
        kinds = [there.of(v.elements[position].value, info, depth + 1) for v in returns]
        if any(k is None for k in kinds) or len({k.kind for k in kinds}) != 1:
            return None
        if there is not self and kinds[0].kind == "instance":  # a class registered by this or a third module
            for value in returns:
                element = value.elements[position].value
                cls = there._class_named(element.func, info) if isinstance(element, cst.Call) else None
                if cls is None:
                    return None
                name = cls.cls.name.value
                if _named_in_registration(self.index.module, name) or registered_elsewhere(
                        self.definitions.project, name):
                    return None
        return kinds[0]

    def _yielded(self, loop: cst.For, name: str, scope: FunctionInfo | None, depth: int) -> NotArray | None:
        """`for batch in batches(x, y, 4):` over a generator function of this or another project
        module: the loop variable is each value it yields, so when every `yield` spells a value
        jit cannot trace (a display holding a string the call or a literal default gives), so
        is the variable. Parameters of the generator are read as this call passes them; other
        names it reads are not judged (the value may be an array)."""
        call = loop.iter
        if not (isinstance(loop.target, cst.Name) and loop.target.value == name and isinstance(call, cst.Call)):
            return None
        found = self.definitions.of_expr(call.func, scope)
        if found is FOREIGN:
            self.saw_foreign = True  # a generator of another module: asked again with that module read
            return None
        if not isinstance(found, Definition) or found.function is None:
            return None
        resolved = found.function
        info = resolved.info
        if info is None or resolved.specs or resolved.bound or resolved.bound_keywords or info.is_method \
                or found.bound_self:
            return None
        yields = yielded_values(info)
        if yields is None:
            return None
        kinds = [self._yield(value, call, info, scope, depth) for value in yields]
        if any(k is None for k in kinds) or len({k.kind for k in kinds}) != 1:
            return None
        return kinds[0]

    def _yield(self, value: cst.BaseExpression, call: cst.Call, info: FunctionInfo, scope: FunctionInfo | None,
               depth: int) -> NotArray | None:
        """A yielded value jit cannot trace: a string or lambda it spells, a parameter the call
        hands one (judged where the call is) or defaults to a string, or a display holding one."""
        if isinstance(value, (cst.Tuple, cst.List, cst.Dict)):
            elements = _elements(value)
            for element in elements or ():
                found = self._yield(element, call, info, scope, depth + 1)
                if found is not None:
                    kind = {cst.Tuple: "tuple", cst.List: "list", cst.Dict: "dict"}[type(value)]
                    return NotArray(found.kind, f"a {kind} holding {found.text}",
                                    found.hashable and isinstance(value, cst.Tuple))
            return None
        kind = _string_kind(value)
        if kind is not None:
            return NotArray(kind, f"a {kind}")
        if isinstance(value, cst.Lambda):
            return NotArray("function", "a lambda")
        if not isinstance(value, cst.Name) or depth > MAX_DEPTH:
            return None
        given = parameter_at_call(call, info, value)
        if given is None:
            return None
        how, expr = given
        if how == "passed":
            return self.of(expr, scope, depth + 1)
        kind = _string_kind(expr)
        return NotArray(kind, f"a {kind}") if kind is not None else None

    def _passed_by_callers(self, function: FunctionInfo, name: str, depth: int) -> NotArray | None:
        """A parameter of an undecorated module-level function only ever called by name: what
        every call of the module passes for it, when each is the same kind of untraceable value
        (`eval_model(model, ...)` handing `model = Model(3)` on to a jitted step)."""
        if not isinstance(function.node, cst.FunctionDef):
            return None
        if function.node.decorators and not passes_arguments_through(function):
            return None
        passed = caller_arguments(self.index, function, name)
        if passed and function.node.decorators:  # its fwd/jvp rule hands on the primal call's own arguments
            passed = [(value, where) for value, where in passed
                      if not forwarded_by_rule(self.index, function, value, where)]
        if not passed:
            return None
        found = [self.of(value, where, depth + 1) for value, where in passed]
        if any(f is None for f in found) or len({f.kind for f in found}) != 1:
            return None
        return found[0]

    def _container(self, expr: cst.Tuple | cst.List | cst.Dict, scope: FunctionInfo | None,
                   depth: int) -> NotArray | None:
        """A tuple, list or dict display: jit flattens it and traces each leaf, so one element it
        cannot trace is enough (`(init, update)`, `{"act": jnp.tanh}` fails on its function)."""
        elements = _elements(expr)
        if elements is None:
            return None
        for element in elements:
            found = self.of(element, scope, depth + 1)
            if found is not None:
                kind = {cst.Tuple: "tuple", cst.List: "list", cst.Dict: "dict"}[type(expr)]
                return NotArray(found.kind, f"a {kind} holding {found.text}",
                                found.hashable and isinstance(expr, cst.Tuple))
        return None

    def _namedtuple(self, call: cst.Call, scope: FunctionInfo | None, depth: int) -> NotArray | None:
        """`Optimizer(init, update)` or `Optimizer(*make_optimizer())` of a `typing.NamedTuple`
        class of the module: a pytree whose fields are its leaves, each traced."""
        func = call.func
        if not isinstance(func, cst.Name):
            return None
        found = self.definitions.of_expr(func, scope)
        if found is FOREIGN or not isinstance(found, Definition) or found.cls is None:
            return None
        if found.place.index is not self.index or not class_info(self.index, found.cls).namedtuple:
            return None
        name = found.cls.name.value
        for arg in call.args:
            if arg.star == "**":
                continue
            held = self.of(arg.value, scope, depth + 1)
            if held is None:
                continue
            inner = held.text.split(" holding ", 1)[1] if arg.star and " holding " in held.text else held.text
            return NotArray(held.kind, f"a NamedTuple '{name}' holding {inner}", held.hashable)
        return None

    def _builtin_set(self, call: cst.Call, scope: FunctionInfo | None) -> bool:
        """`set(...)` / `frozenset(...)` of the builtins (the module binds neither name)."""
        func = call.func
        if not isinstance(func, cst.Name) or func.value not in ("set", "frozenset"):
            return False
        index = self.index
        return (binding_scope(scope, func.value) is None and func.value not in index.module_assignments
                and func.value not in index.module_functions and func.value not in index.classes
                and func.value not in index.imports.top_level)

    def _dataclass_fields(self, call: cst.Call, scope: FunctionInfo | None, depth: int) -> NotArray | None:
        """`Op(matrix, frozenset())` of a registered dataclass of the module (register_dataclass,
        flax.struct, chex): jit and lax loops trace each data field as a leaf, so a data field
        holding a value they cannot trace, passed or left at its class-body default, fails as
        that value alone does; a static field (metadata) is never traced."""
        func = call.func
        if not isinstance(func, cst.Name) or any(a.star for a in call.args):
            return None
        found = self.definitions.of_expr(func, scope)
        if found is FOREIGN or not isinstance(found, Definition) or found.cls is None \
                or found.place.index is not self.index:
            return None
        info = class_info(self.index, found.cls)
        if not (info.pytree and info.dataclass_like and info.known_fields) or info.namedtuple:
            return None
        given: dict[str, cst.BaseExpression] = dict(zip(info.fields, (a.value for a in call.args if a.keyword is None)))
        given.update({a.keyword.value: a.value for a in call.args if a.keyword is not None})
        defaults = _field_defaults(found.cls)
        for name in info.data_fields:
            value, where = (given[name], scope) if name in given else (defaults.get(name), None)
            held = self.of(value, where, depth + 1) if value is not None else None
            if held is not None:
                # marking it static would hash the whole instance: advice only
                return NotArray(held.kind, f"a '{info.name}' whose field '{name}' holds {held.text}", False)
        return None

    def _factory_product(self, call: cst.Call, scope: FunctionInfo | None, depth: int) -> NotArray | None:
        """`make_optimizer(lr)`, a function of the module every `return` of which gives a value
        jit cannot trace (a nested def, a lambda, a tuple of them)."""
        func = call.func
        if not isinstance(func, cst.Name):
            return None
        found = self.definitions.of_expr(func, scope)
        if found is FOREIGN or not isinstance(found, Definition) or found.function is None:
            return None
        info = found.function.info
        if info is None or found.place.index is not self.index or info.specs or found.function.bound \
                or found.function.bound_keywords:
            return None
        returns = returned_values(info)
        if returns is None:
            return None
        found_kinds = [self.of(value, info, depth + 1) for value in returns]
        if any(f is None for f in found_kinds) or len({f.kind for f in found_kinds}) != 1:
            return None
        return found_kinds[0]

    def _enum_member(self, expr: cst.Attribute, scope: FunctionInfo | None) -> NotArray | None:
        """`Mode.TRAIN`, a member of an `enum.Enum` class of the module, or `state.mode` where the
        parameter `state` is annotated with a class of the module whose field `mode` is annotated
        with such an enum: an enum member is no array (an `IntEnum`'s is an int, which jit takes)."""
        base = expr.value
        if not isinstance(base, cst.Name):
            return self._imported_enum_member(expr, scope)
        index = self.index
        if base.value in index.classes and _names_class(index, base.value, scope):
            cls = index.classes[base.value]
            if enum_class(index, cls) and expr.attr.value in _class_body_names(cls):
                return NotArray("enum", f"the enum member '{base.value}.{expr.attr.value}'")
            return None
        annotation = _parameter_annotation(scope, base.value)
        if annotation is None and base.value not in index.classes:
            return self._imported_enum_member(expr, scope)  # `Mode.TRAIN`, `from modes import Mode`
        owner = index.classes.get(annotation) if annotation is not None else None
        if owner is None or not _names_class(index, annotation, scope):
            return None
        field = _field_annotations(owner).get(expr.attr.value)
        kind = index.classes.get(field) if field is not None else None
        if kind is None or not _names_class(index, field, scope) or not enum_class(index, kind):
            return None
        if expr.attr.value in class_info(index, owner).methods or assigns_attribute(owner, expr.attr.value):
            return None
        return NotArray("enum", f"'{base.value}.{expr.attr.value}', a member of the enum '{field}'")

    def _imported_enum_member(self, expr: cst.Attribute, scope: FunctionInfo | None) -> NotArray | None:
        """`Mode.TRAIN` with `from modes import Mode`, or `modes.Mode.TRAIN`: a member of an
        `enum.Enum` class another module of the project defines, as the definitions resolve it."""
        base = expr.value
        found = self._class_named(base, scope)
        if found is None or not enum_class(found.place.index, found.cls) or expr.attr.value not in _class_body_names(
                found.cls):
            return None
        spelled = cst.Module([]).code_for_node(base)
        return NotArray("enum", f"the enum member '{spelled}.{expr.attr.value}'")

    def result(self, info: FunctionInfo) -> NotArray | None:
        """What a function of the module returns when no run of it returns anything jit could
        output: every `return` gives a value jit cannot trace and the body never falls off its
        end (None would do); a lambda returns its body."""
        returns = [info.node.body] if isinstance(info.node, cst.Lambda) else returned_values(info)
        if returns is None:
            return None
        found = [self.of(value, info) for value in returns]
        return None if any(f is None for f in found) else found[0]

    def _class_named(self, expr: cst.BaseExpression, scope: FunctionInfo | None) -> Definition | None:
        """The project class `expr` (a name or dotted name) resolves to, in this module or another;
        a name another module defines that cannot be read sets `saw_foreign`."""
        if not isinstance(expr, (cst.Name, cst.Attribute)):
            return None
        found = self.definitions.of_expr(expr, scope)
        if found is FOREIGN:
            self.saw_foreign = True
            return None
        return found if isinstance(found, Definition) and found.cls is not None else None

    def _instance(self, call: cst.Call, scope: FunctionInfo | None) -> NotArray | None:
        """`Cls(...)` of an ordinary class defined at the top level of the module or of another
        module of the project (`config.ModelConfig(...)`, `from config import ModelConfig`)."""
        func = call.func
        found = self._class_named(func, scope)
        if found is None:
            return None
        there = found.place.index
        if not opaque_class(there, found.cls):
            return None
        name = found.cls.name.value
        if there is not self.index and (_named_in_registration(self.index.module, name, spelled=func)
                                        or registered_elsewhere(self.definitions.project, name)):
            return None
        hashable = not _eq_without_hash(found.cls)
        return NotArray("instance", f"an instance of the class '{name}'", hashable)


def _field_defaults(node: cst.ClassDef) -> dict[str, cst.BaseExpression]:
    """A dataclass body's plain defaults (`tags: frozenset = frozenset()`); a `field(...)` default
    is left out (its default= or default_factory= builds the value)."""
    out = {}
    for stmt in node.body.body:
        for small in stmt.body if isinstance(stmt, cst.SimpleStatementLine) else ():
            if not isinstance(small, cst.AnnAssign) or not isinstance(small.target, cst.Name) or small.value is None:
                continue
            callee = small.value.func if isinstance(small.value, cst.Call) else None
            spelled = callee.attr.value if isinstance(callee, cst.Attribute) else getattr(callee, "value", "")
            if not str(spelled).endswith("field"):
                out[small.target.value] = small.value
    return out


def _elements(expr: cst.Tuple | cst.List | cst.Dict) -> list[cst.BaseExpression] | None:
    if isinstance(expr, cst.Dict):
        if not all(isinstance(e, cst.DictElement) for e in expr.elements):
            return None
        return [e.value for e in expr.elements]
    return [e.value for e in expr.elements if not isinstance(e, cst.StarredElement)]


_ENUM_BASES = frozenset({"enum.Enum", "enum.Flag", "enum.StrEnum"})


def enum_class(index: ModuleIndex, node: cst.ClassDef, seen: frozenset[int] = frozenset()) -> bool:
    """A class of the module whose members are enum members jit cannot take: its base is
    `enum.Enum` (or `Flag`, `StrEnum`), or another such class of the module, and nothing else."""
    if id(node) in seen or node.keywords or not node.bases:
        return False
    for base in node.bases:
        value = base.value
        if index.resolver.qualname(value) in _ENUM_BASES:
            continue
        parent = index.classes.get(value.value) if isinstance(value, cst.Name) else None
        if parent is None or not enum_class(index, parent, seen | {id(node)}):
            return False
    return True


def _names_class(index: ModuleIndex, name: str, scope: FunctionInfo | None) -> bool:
    """`name` at this point is the module's class of that name (no local rebinds it, the
    module binds it once)."""
    owner = scope
    while owner is not None:
        if name in local_names(owner.node):
            return False
        owner = owner.parent
    return name not in index.module_assignments and name not in index.reassigned_globals \
        and name not in index.imports.top_level


def _class_body_names(node: cst.ClassDef) -> set[str]:
    return _defined_names(node)


def _parameter_annotation(scope: FunctionInfo | None, name: str) -> str | None:
    """The class name a parameter of the function is annotated with (`state: State`), when
    the body never rebinds it."""
    if scope is None or not isinstance(scope.node, cst.FunctionDef):
        return None
    params = scope.node.params
    for param in (*params.posonly_params, *params.params, *params.kwonly_params):
        if param.name.value != name or param.annotation is None:
            continue
        annotation = param.annotation.annotation
        if isinstance(annotation, cst.SimpleString):  # `state: "State"`
            text = annotation.evaluated_value
            annotation = cst.Name(text) if isinstance(text, str) and text.isidentifier() else None
        if not isinstance(annotation, cst.Name) or flow_of(scope.node).assigned_values(name):
            return None
        return annotation.value
    return None


def _field_annotations(node: cst.ClassDef) -> dict[str, str]:
    """`field: Name` annotations of a class body."""
    out = {}
    body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
    for stmt in body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name) \
                        and isinstance(small.annotation.annotation, cst.Name):
                    out[small.target.value] = small.annotation.annotation.value
    return out


def opaque_class(index: ModuleIndex, node: cst.ClassDef, seen: frozenset[int] = frozenset()) -> bool:
    """An ordinary class of the module's top level whose instances JAX cannot flatten: not a
    pytree (no pytree decorator or base, no registration call naming it anywhere at the top
    level), only stdlib `@dataclass` decorators, bases that are themselves such classes of the
    module (or `object`), no metaclass, no array or pytree protocol method."""
    module = index.module
    if module is None or node not in module.body or id(node) in seen:
        return False
    info = class_info(index, node)
    if info.pytree or node.keywords:
        return False
    for decorator in node.decorators:
        expr = decorator.decorator
        qual = index.resolver.qualname(expr.func if isinstance(expr, cst.Call) else expr)
        if qual not in _PLAIN_DECORATORS:
            return False
    if not node.decorators and not info.plain:
        return False
    if _JAX_PROTOCOL & set(info.methods) or _JAX_PROTOCOL & _defined_names(node):
        return False
    for base in node.bases:
        value = base.value
        if isinstance(value, cst.Name) and value.value == "object" and "object" not in index.classes:
            continue
        parent = index.classes.get(value.value) if isinstance(value, cst.Name) else None
        if parent is None or not opaque_class(index, parent, seen | {id(node)}):
            return False
    return not _named_in_registration(module, node.name.value)


def _defined_names(node: cst.ClassDef) -> set[str]:
    body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
    out = set()
    for stmt in body:
        if isinstance(stmt, cst.FunctionDef):
            out.add(stmt.name.value)
        elif isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign):
                    out.update(t.target.value for t in small.targets if isinstance(t.target, cst.Name))
    return out


_FUNCTION_KEEPING_DECORATORS = ("jax.", "functools.", "builtins.")


def _stays_a_function(index: ModuleIndex, info: FunctionInfo) -> bool:
    """A def whose decorators (if any) are JAX's or functools': the name holds a function (or a
    transform of one). Another library's decorator may make it an object of its own, a pytree
    even (genjax's `@gen` builds a generative function that scans carry; tests/data/
    unseen24_triage.md): then what the name holds is not known."""
    node = info.node
    if not isinstance(node, cst.FunctionDef):
        return True
    for decorator in node.decorators:
        spelled = decorator.decorator.func if isinstance(decorator.decorator, cst.Call) else decorator.decorator
        qual = index.imports.resolve(dotted_name(spelled) or "") or dotted_name(spelled) or ""
        if not qual.startswith(_FUNCTION_KEEPING_DECORATORS) and qual not in ("staticmethod", "classmethod"):
            return False
    return True


def registered_elsewhere(project, name: str) -> bool:
    """Some file of the project may register the class `name` (a call mentioning `register`
    and the name in one file: a text test), or the project's files are not known: then an
    instance of another module's class is not judged."""
    if project is None or project.scan_root is None:
        return True
    from jaxlint.project_scan import file_texts

    texts = file_texts(project.scan_root)
    if texts is None:
        return True
    project.scanned_roots.add(os.path.abspath(project.scan_root))  # a cached result depends on every file
    return any("register" in text and name in text for text in texts if text is not None)


def _named_in_registration(module: cst.Module, name: str, spelled: cst.BaseExpression | None = None) -> bool:
    """A call whose callee mentions `register` (a pytree registration, a project's own
    registry) takes the class as an argument somewhere in the module (by its name, or as
    `spelled`, how the linted module writes another module's class)."""
    spelling = _spelling(spelled) if spelled is not None else None
    for node in _REGISTRATIONS.get(module, _registration_calls):
        if any(isinstance(arg.value, cst.Name) and arg.value.value == name
               or spelling is not None and _spelling(arg.value) == spelling for arg in node.args):
            return True
    return False


_REGISTRATIONS = node_memo()  # a module's registration calls depend on its own node alone


def _registration_calls(module: cst.Module) -> list[cst.Call]:
    """The calls of `module` whose callee mentions `register`: one walk per module, not one per
    class asked about (every call judged may ask of every class it builds)."""
    out = []
    for node in iter_tree(module):
        if not isinstance(node, cst.Call):
            continue
        func = node.func
        callee = func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) else ""
        if "register" in callee.lower():
            out.append(node)
    return out


def _spelling(expr: cst.BaseExpression) -> str | None:
    if isinstance(expr, cst.Name):
        return expr.value
    if isinstance(expr, cst.Attribute):
        head = _spelling(expr.value)
        return f"{head}.{expr.attr.value}" if head is not None else None
    return None


def _eq_without_hash(node: cst.ClassDef) -> bool:
    names = _defined_names(node)
    if "__eq__" in names and "__hash__" not in names:
        return True
    for decorator in node.decorators:  # a non-frozen @dataclass sets __hash__ to None
        expr = decorator.decorator
        if not isinstance(expr, cst.Call):
            return True
        keywords = {a.keyword.value: a.value for a in expr.args if a.keyword is not None}
        flags = {k: isinstance(v, cst.Name) and v.value == "True" for k, v in keywords.items()}
        eq = not (isinstance(keywords.get("eq"), cst.Name) and keywords["eq"].value == "False")
        if eq and not flags.get("frozen") and not flags.get("unsafe_hash"):
            return True
    return False
