"""Abstract interpretation of traced functions: which values are tracers, statement by statement.

The evaluator runs each traced function body once per call signature (the kinds of its
arguments), flow-sensitively: assignments rebind names, branches join, loops iterate to a
fixpoint and are then walked once more with reporting on. While it walks, it hands each node
to the rules' `visit_<NodeType>` handlers (after the node's sub-expressions have values), so
rules and analysis share one pass over exactly the code that is traced.
"""

from __future__ import annotations

import ast
import os
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import lru_cache, partial
from typing import Callable

import libcst as cst

from jaxlint.analysis import entry_calls, facts, provenance
from jaxlint.analysis.arrays import ARRAY, array_status
from jaxlint.analysis.calls import STOP_GRADIENT, carry_items, construct, evaluate_call, holds_leaf, leaf_value, makes_jax_array
from jaxlint.analysis.loop_tangents import gradient_stopped
from jaxlint.analysis.caller_guards import guard_test, guards_at, name_truths
from jaxlint.analysis.caught_statements import CaughtStatement, named_handlers
from jaxlint.analysis.custom_rules import rules_of
from jaxlint.analysis.decorator_products import product_of
from jaxlint.analysis.factory_arguments import passed_by_importers
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.handler_types import caught_classes
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.narrowing import NOT_A_TRACER, Narrowing
from jaxlint.analysis.module_index import (
    EntryPoint, FunctionInfo, class_in_force, ModuleIndex, argument_flags, argument_kinds, constructed_class, factory_return,
    callers_of_result, caller_arguments, def_in_force, forwarded_kind, instance_kinds, lookup_function, method_named,
    static_method_named,
    passed_argument, resolve_function_expr, returned_constructions, returned_function, returned_lambdas,
    runs_eagerly_when_disabled, the_binding, unpacked_binding,
)
from jaxlint.analysis.dataclass_fields import field_argument, stored_by_generated_init
from jaxlint.analysis.appended_items import appended_items
from jaxlint.analysis.classes import (
    attribute_bindings, class_bindings, class_info, constructed_attribute, constructed_container, constructor_of, constructor_parameter,
    bindings_of, body_binds, defines_attribute, has_subclass, held_from_construction, pytree_registrations,
    registered_elsewhere, stored_outside_methods, unflatten_lambda, unrebound_parameter,
)
from jaxlint.analysis.held import construction_calls
from jaxlint.analysis.super_init import handed_parameter, own_super_call
from jaxlint.analysis.foreign_constructions import constructions_elsewhere
from jaxlint.analysis.registry_entries import registry_entry, registry_lookup
from jaxlint.analysis.registry_keys import literal_keys
from jaxlint.analysis.registry_fills import evaluator_of, filled_entries, filled_list, filled_table, registering
from jaxlint.analysis.refs import (
    ClassRef, FunctionChoice, FunctionRef, ObjectChoice, TransformedRef, function_identity, owned,
)
from jaxlint.analysis.tree_partials import partial_passed
from jaxlint.analysis.scopes import (
    ScopeInfo, array_params, assigned_names, binding_count, container_params, scope_info, single_assignment,
)
from jaxlint.analysis.transforms import TransformSpec, literal
from jaxlint.analysis.memo_tables import miss_branch
from jaxlint.analysis.undone_stores import class_stack_pushes, scoped_pushes
from jaxlint.analysis.untraceable_entries import plain_class_parameter
from jaxlint.analysis.unpacked_returns import returned_elements, unpacking_call
from jaxlint.analysis.node_memo import node_memo
from jaxlint.analysis.walk import iter_children, iter_scope, iter_tree
from jaxlint.analysis.values import (
    NONE, STATIC, STATIC_BOOL, STATIC_FALSE, STATIC_INT, STATIC_TRUE, UNKNOWN, Kind, Value, derive, element_of,
    is_none, members_of, join, join_all, contains_tracer, first_tracer, tracer_like, truth_of, untyped_concrete,
    JAX_ARRAY, MAX_CHOICES, concrete_jax_array, unpacked_item, boolean_result,
)

# Errors tracing raises; an `except` naming one runs its body instead at trace time.
TRACE_ERRORS = frozenset({"Exception", "BaseException", "TypeError", "ValueError", "IndexError",
                          "ConcretizationTypeError", "TracerBoolConversionError", "TracerIntegerConversionError",
                          "TracerArrayConversionError", "NonConcreteBooleanIndexError", "UnexpectedTracerError"})

# The handlers a failed host conversion of a tracer reaches (its errors subclass TypeError).
_CONVERSION_CATCHERS = frozenset({"Exception", "BaseException", "TypeError", "ConcretizationTypeError",
                                  "TracerArrayConversionError", "TracerIntegerConversionError"})

MAX_DEPTH = 12
MAX_ANALYSES = 4000
LOOP_ITERATIONS = 3

Env = dict[str, Value]


@dataclass(eq=False)
class Frame:
    info: FunctionInfo
    scope: ScopeInfo
    env: Env
    closure: "Frame | None"
    via: str
    staging: bool
    entry_spec: TransformSpec | None = None  # the jit-like spec that traces this function
    entry_node: cst.CSTNode | None = None  # the decorator or call that applied it
    returns: list[Value] = field(default_factory=list)
    loop_exits: list[list[Env]] = field(default_factory=list)
    concrete: int = 0  # inside `with jax.ensure_compile_time_eval()`
    param_values: dict[str, Value] = field(default_factory=dict)
    built: dict[str, Value] | None = None  # a constructor: what it binds on its instance (`self.x = ...`)
    differentiated: bool = False  # run by jax.grad alone: its tracers are concrete (TracedContext.concrete_tracers)
    caller: "Frame | None" = None  # the frame whose call runs this one
    reverse_mode: bool = False  # differentiated in reverse mode (jax.grad, jacrev), here or by a caller
    # globals of this module a `with` block running here pushed a value onto, popped when it ends
    # (undone_stores.scoped_pushes): inside it, `name[-1]` is a slot of this trace
    pushes: list[str] = field(default_factory=list)
    # the run of a factory in untraced code (`normal_rv = make_rv("normal")`) that made the function
    # closing over it: `env` holds what its parameters were given; its other names are read as an
    # untraced enclosing function's (`FunctionInfo.parent`)
    untraced: bool = False
    # a transform applied outside traced code runs this function: the call or decorator that
    # applied it (whatever the transform, grad included) and the entry it made (`partial`'s bound
    # arguments), for asking whether an object the trace stores on dies unread (unread_after_trace)
    applied: cst.CSTNode | None = None
    entry: "EntryPoint | None" = None
    applied_in: "ModuleIndex | None" = None  # the index of the module whose code spells `applied`
    # what the caller's `if`s around the call establish of the parameters it passed: `if P(src):`
    # around `f(src)` makes `P(source)` true in `f` (caller_guards.py)
    holds: dict = field(default_factory=dict)
    result: Value | None = None  # what the function returns, once its body is walked


_PACKAGE_LEVELS = 3  # the packages above a module whose `__init__` exports are read (_package_classes)


def _owned_by(value: Value, evaluator: "Evaluator", depth: int = 0) -> Value:
    """A value handed from `evaluator`'s module to another's: a function of its module it holds
    (a closure passed as `matvec`, one returned) is run by `evaluator`, whose names its body
    reads, wherever it is called; an object of a class of its module (`Gate(0.5)` held by a
    `Net`, handed on as a method's receiver) stays one of that module's class, and so do the
    objects it holds in its attributes."""
    ref = value.func
    if isinstance(ref, FunctionRef) and ref.owner is None:
        value = value.but(func=owned(ref, evaluator))
    cls = value.cls
    if cls is not None and cls.owner is None and value.pytype == "object":
        attrs = value.attrs
        if attrs is not None and depth < 3:
            attrs = tuple((name, _owned_by(held, evaluator, depth + 1)) for name, held in attrs)
        value = value.but(cls=ClassRef(cls.info, evaluator), attrs=attrs)
    elif value.items is not None and depth < 3 and any(i.cls is not None for i in value.items):
        value = value.but(items=tuple(_owned_by(i, evaluator, depth + 1) for i in value.items))
    return value


class Evaluator:
    """Interprets the traced code of one module and dispatches its nodes to rule handlers."""

    def __init__(self, index: ModuleIndex, dispatch: Callable[[cst.CSTNode, "Evaluator"], None]) -> None:
        self.index = index
        self._dispatch = dispatch
        self.values: dict[int, Value] = {}
        self.reporting = True
        self.muted = 0  # > 0 while analysing code whose findings are not reported (see quiet())
        self.mute_rest = False  # set by an `if` for the statements after it (exec_block)
        # one-statement `try`s being run whose handlers take over only what they catch (caught_statements.py)
        self.caught: list[CaughtStatement] = []
        self.frame: Frame | None = None
        self.tests: set[int] = set()  # ids of expressions used as a control-flow test
        # ids of the nodes of a test whose only use is to raise (`if G.owner != me: raise ...`)
        self.raise_tests: set[int] = set()
        self.call_targets: dict[int, str | None] = {}
        self.compared_keys: dict[int, list[Value]] = {}  # `sorted(xs, key=f)`: what f gives each element
        self.mutation_receivers: set[int] = set()  # ids of Names whose object a call mutates
        self.options: dict[str, str] = {}  # settings fixers read (shape-math-fix)
        self.project = None  # analysis.project.Project: follows calls into other project modules
        self.path: str | None = None  # the module's file, for relative imports of other modules
        self.parents: dict[int, cst.CSTNode] = {}  # id(value) -> the Subscript/Attribute reading it
        self._memo: dict[tuple, Value] = {}
        self._built: dict[tuple, dict[str, Value]] = {}  # a constructor's run -> what it bound on `self`
        self._passed_functions_memo: dict[tuple, Value | None] = {}  # (def, parameter) -> what callers pass
        self.factory_arguments_memo: dict[tuple, tuple] = {}  # (def, parameter) -> factory_arguments' answer
        self.tree_partial_spelled: bool | None = None  # this module spells `Partial` (tree_partials.py)
        self._constructions_elsewhere: dict[int, tuple] = {}  # id(class) -> (class, foreign_constructions' answer)
        self._built_memo: dict[tuple, tuple] = {}  # (class, construction call) -> what untraced construction decides
        self.last_built: dict[str, Value] = {}  # what the constructor run last bound on `self`
        self._field_classes: list[ClassRef] | None = None  # pytree classes a field name may belong to
        self._active: set[tuple] = set()
        self._depth = 0
        self.analyses = 0
        # the frame of another module's evaluator whose call this one runs next (`call_function`
        # hands it over): the frame the run's `caller` links to, so questions about the whole
        # chain of calls (which transform traces this, is it cached) see past the module
        self._handed_caller: Frame | None = None
        self._factory_runs: dict[tuple[int, int], Frame | None] = {}  # see _factory_run
        self._foreign_bases: dict[int, tuple] = {}  # id(class node) -> (its ClassInfo, _foreign_base's answer)

    # Public API for rules ----------------------------------------------------------------
    def value(self, node: cst.CSTNode) -> Value:
        return self.values.get(id(node), UNKNOWN)

    def qualname(self, expr: cst.BaseExpression) -> str | None:
        """The imported name `expr` spells, unless its head is rebound in the current frame."""
        dotted = dotted_name(expr)
        if dotted is None:
            return None
        head = dotted.split(".", 1)[0]
        if self._bound_locally(head):
            held = self.frame.env.get(head) if self.frame is not None else None
            if held is not None and held.module is not None:  # `xnp.stack` where `xnp` holds numpy
                return held.module + dotted[len(head):]
            receiver = self.values.get(id(expr.value)) if isinstance(expr, cst.Attribute) else None
            if receiver is not None and receiver.module in _ARRAY_MODULES:
                return f"{receiver.module}.{expr.attr.value}"  # `self._xp.isnan`, the attribute holding jnp
            return None
        resolved = self.index.imports.resolve(dotted)
        if resolved is None and "." not in dotted and dotted in facts.BUILTIN_NAMES:
            if head not in self.index.module_assignments and head not in self.index.module_functions:
                return dotted
        return resolved

    def name_scope(self, name: str) -> str:
        """'local', 'closure' (a traced enclosing frame), 'outer' (an untraced enclosing
        function), 'global' or 'builtin'."""
        frame = self.frame
        if frame is None:
            return "global"
        if name in frame.scope.locals:
            return "local"
        if name in frame.scope.globals:
            return "global"
        outer = frame.closure
        while outer is not None:
            if name in outer.scope.locals:
                return "outer" if outer.untraced else "closure"
            outer = outer.closure
        parent = frame.info.parent
        while parent is not None:
            if name in scope_info(parent.node).locals:
                return "outer"
            parent = parent.parent
        return "builtin" if name in facts.BUILTIN_NAMES and not self._module_binds(name) else "global"

    def _module_binds(self, name: str) -> bool:
        """The module's top level binds `name`: an assignment, a def, a class or an import."""
        index = self.index
        return (name in index.module_assignments or name in index.module_functions
                or name in index.classes or name in index.imports.aliases)

    def in_test(self, node: cst.CSTNode) -> bool:
        return id(node) in self.tests

    def dies_with_trace(self, name: str) -> bool:
        """A closure variable holds an object of the trace that runs this code: the calls from
        the traced enclosing frame that binds it to here start no trace of their own (a helper
        closing over its caller's variables, not a lax body), and there it holds a tracer, a
        container that frame built, or an argument the trace flattened and rebuilt (a parameter
        of the transformed function that is not static)."""
        owner = self.frame.closure if self.frame is not None else None
        while owner is not None and name not in owner.scope.locals:
            owner = owner.closure
        if owner is None or owner.untraced:
            return False
        frame = self.frame
        while frame is not owner:
            if frame is None or frame.entry_spec is not None:
                return False
            frame = frame.caller
        held = owner.env.get(name)
        if held is None:
            return False
        if held.traced or held.local:
            return True
        entered = owner.param_values.get(name)
        return (owner.entry_spec is not None and entered is not None and entered.kind is not Kind.STATIC
                and held.kind is not Kind.STATIC)

    # Entry points ------------------------------------------------------------------------
    def run_module(self) -> None:
        for entry in self.index.entry_points:
            if self._in_dead_function(entry):
                continue
            self.analyse_entry(entry, closure=None)
        for foreign in self.index.foreign_entries:  # transforms applied here to other modules' functions
            if foreign.element is not None and not foreign.returned:  # `jax.jit(policy.act)`, from a tuple
                self._method_of_foreign_product(foreign)
                continue
            instance = self.project.instance_method(foreign.qualname, self.path) if self.project is not None \
                and not foreign.returned and not foreign.qualname.startswith(facts.LIBRARY_ROOTS) else None
            if instance is not None:  # `jax.vmap(DEFAULT.score)`, `DEFAULT = BM25(...)` in another module
                info, owner, cls = instance
                entry = _entry_from(info, foreign)
                entry.bound_positional += 1
                receiver = Value(Kind.STATIC, pytype="object", cls=cls)
                owner.analyse_entry(entry, closure=None, applied_by=self, receiver=receiver)
                continue
            ref = self.project_function(foreign.qualname)
            info = None if ref is None else returned_function(ref.owner.index, ref.info, foreign.element) \
                if foreign.returned else ref.info
            if ref is not None and info is not None:
                ref.owner.analyse_entry(_entry_from(info, foreign), closure=None, applied_by=self)
            elif ref is None and not foreign.returned:
                inherited = self._foreign_inherited(foreign.qualname)
                if inherited is not None:
                    info, owner, receiver = inherited
                    owner.analyse_entry(_entry_from(info, foreign), closure=None, applied_by=self, receiver=receiver)
            elif ref is None:
                self._foreign_instance_entry(foreign)
        self._attribute_bodies()
        self._parameter_bodies()
        self._parameter_entries()
        self._subclass_entries()
        if self.project is not None and self.path == self.project.filename:
            self._registering_modules_entries()
            for name, foreign, importer in self.project.entries_from_importers():  # transforms applied elsewhere to ours
                info = self.index.module_functions.get(name) or method_named(self.index, name) \
                    or static_method_named(self.index, name) or self._method_of_product(name, foreign.element)
                if info is not None and foreign.returned:
                    info = returned_function(self.index, info, foreign.element)  # `jax.jit(model.make_update(lr))`
                if info is not None and name not in self.index.module_assignments:
                    self.analyse_entry(_entry_from(info, foreign), closure=None, applied_by=importer)
                elif info is None and not foreign.returned and name.count(".") == 1:
                    cls_name, _, method = name.partition(".")
                    inherited = self.inherited_method(self.index.classes.get(cls_name), method)
                    if inherited is not None:
                        info, owner, receiver = inherited
                        owner.analyse_entry(_entry_from(info, foreign), closure=None, applied_by=importer,
                                            receiver=receiver)
                elif info is None and foreign.returned and name in self.index.classes:
                    importer._foreign_instance_entry(foreign)  # `jax.vmap(model)`, `model = ours.Critic(...)`

    def _attribute_bodies(self) -> None:
        """`lax.scan(partial(self.cell.step, params), h0, xs)` in a method of RNN, whose
        constructions (in this module or the modules importing it) all put an object of one
        project class in `self.cell` (`RNN(GRUCell(6))`, or a name bound to one): that class's
        method is the body, `self` the held object, the partial's arguments bound before the
        ones the primitive passes."""
        for function, attr, method, bound, spec, arity, operands in self.index.attribute_bodies:
            held = self._held_attribute(ClassRef(class_info(self.index, function.class_node)), attr, None, None, 0)
            if held is None or held.pytype != "object" or held.cls is None or held.kind is not Kind.STATIC:
                continue
            cls = held.cls
            home = cls.owner or self
            receiver = Value(Kind.STATIC, pytype="object", cls=ClassRef(cls.info) if home is not self else cls)
            self._method_body(cls, method, receiver, 1 + bound, spec, arity, operands)

    def _parameter_bodies(self) -> None:
        """`lax.while_loop(tol.keep_going, body, ...)` in a module-level def whose every caller
        (of this module, or of the modules importing it when it calls it nowhere) passes an
        object of one project class for `tol` (a name bound to a construction, or the
        construction itself): that class's method is the body, `self` the object."""
        for function, name, method, spec, arity, operands in self.index.parameter_bodies:
            given = [(e, where, self) for e, where in caller_arguments(self.index, function, name) or ()]
            if not given:
                given = [(e, where, owner) for e, where, owner in self._importers_arguments(function, name)]
            found = []
            for expr, where, owner in given:
                held = owner._held_at(expr, where) if isinstance(expr, cst.Name) else \
                    owner.built_outside(expr, where) if isinstance(expr, cst.Call) else None
                if held is None or held.pytype != "object" or held.cls is None:
                    break
                found.append(held if owner is self else _adopted(held, owner))
            if not found or len(found) != len(given) or len({id(v.cls.info.node) for v in found}) != 1:
                continue
            cls = found[0].cls
            receiver = found[0] if len(found) == 1 else Value(Kind.STATIC, pytype="object", cls=cls)
            self._method_body(cls, method, receiver, 1, spec, arity, operands)

    def _parameter_entries(self) -> None:
        """`jax.jit(jax.value_and_grad(log_density))` in a def (a sampler's `__init__`, a factory)
        whose parameter `log_density` every call of that def gives a function of the project
        (`HMCSampler(model)`): each such module-level function is traced by those transforms."""
        for function, name, specs in self.index.parameter_entries:
            from jaxlint.analysis.passed_functions import functions_callers_pass

            calls: object = False  # how fit's body calls the transformed parameter: read once, when needed
            for ref in functions_callers_pass(self, function, name):
                info = ref.info
                home = ref.owner or self
                receiver = _bound_receiver(ref)
                if calls is False:
                    calls = entry_calls.parameter_entry_calls(self, function, specs)
                if receiver is not None:  # `fit(model.loss, ...)`: the method run on that object
                    entry = EntryPoint(info, list(info.specs) + list(specs), bound_positional=1, calls=calls)
                    home.analyse_entry(entry, closure=None, applied_by=self if home is not self else None,
                                       receiver=receiver)
                    continue
                if ref.bound or ref.bound_keywords or ref.spread or info.parent is not None or info.is_method \
                        or not isinstance(info.node, cst.FunctionDef):
                    continue  # a partial, a nested def or a method: what its other arguments hold is not read here
                entry = EntryPoint(info, list(info.specs) + list(specs), calls=calls)
                home.analyse_entry(entry, closure=None, applied_by=self if home is not self else None)
        for function, name, method, bound, specs, arity in self.index.parameter_method_entries:
            from jaxlint.analysis.passed_functions import classes_callers_pass

            for cls in classes_callers_pass(self, function, name):
                info = cls.info.methods.get(method)
                if info is None or not info.is_classmethod or info.specs:
                    continue  # inherited, an instance method or a transformed one: not read here
                home = cls.owner or self
                entry = EntryPoint(info, list(specs), bound_positional=1 + bound, arity=arity)
                home.analyse_entry(entry, closure=None, applied_by=self if home is not self else None)

    def _method_body(self, cls: ClassRef, method: str, receiver: Value, bound: int, spec, arity, operands) -> None:
        """Run `cls`'s own `method` as a lax body, `receiver` its `self`, its first `bound`
        parameters filled before the ones the primitive passes."""
        home = cls.owner or self
        info = home.index.class_methods.get(id(cls.info.node), {}).get(method)
        if info is None or method in cls.info.properties or not isinstance(info.node, cst.FunctionDef):
            return  # an inherited method, a property or an attribute holding a function: not followed
        entry = EntryPoint(info, list(info.specs) + [spec], bound, arity=arity, calls=operands)
        home.analyse_entry(entry, closure=None, applied_by=self if home is not self else None, receiver=receiver)

    def _in_dead_function(self, entry: EntryPoint) -> bool:
        """A transform or lax body inside a module-level def that nothing runs: the module spells
        its name only in branches its imports rule out (module_index.dead_functions), and it is
        private to the project (its own name or its module's starts with `_`) with no other file
        of the project spelling it. A public def of a public module stays: its users may call it."""
        name = self.index.in_dead_function.get(id(entry))
        if name is None:
            return False
        if self.project is None or self.path is None:
            return name.startswith("_")  # a source with no project around it: nothing else can call a private def
        stem = os.path.splitext(os.path.basename(self.path))[0]
        if not (name.startswith("_") or stem.startswith("_") and not stem.startswith("__")):
            return False
        from jaxlint.analysis.project import spelled_elsewhere

        return spelled_elsewhere(self.project, self.path, name) is False

    def _subclass_entries(self) -> None:
        """A class of this module whose project base traces one of its own methods through
        `self`: `self._update = jax.jit(self.update)` in the base's `__init__` traces the
        subclass's override of `update` (when the subclass runs that `__init__`: it does not
        define its own, or its own calls `super().__init__`); a base method jitted with `self`
        static (`@partial(jax.jit, static_argnums=0) def __call__(self, x): return self.forward(x)`)
        and inherited runs the subclass's overrides of the methods it calls on `self`."""
        for node in list(self.index.classes.values()):
            own = self.index.class_methods.get(id(node), {})
            if not own:
                continue
            receiver = Value(Kind.STATIC, pytype="object", cls=ClassRef(class_info(self.index, node), self))
            seen: set[int] = set()
            for base, owner in self._ancestors(node, self):
                for entry in list(owner.index.entry_points):
                    info = entry.function
                    if info is None or info.class_node is not base or not info.is_method or id(info.node) in seen:
                        continue
                    name = info.node.name.value
                    maker = _self_bound_maker(owner.index, entry, info)
                    decorated = bool(info.specs) and entry.bound_positional == 0 and _static_self(info)
                    if maker is None and not decorated:
                        continue
                    seen.add(id(info.node))
                    if maker is not None and not _runs_inherited(own.get(maker.node.name.value), maker.node.name.value):
                        continue
                    override = own.get(name)
                    if override is not None:
                        if maker is not None and override.is_method and not override.specs:  # jit(self.update)
                            self.analyse_entry(EntryPoint(override, list(entry.specs), entry.bound_positional,
                                                          entry.bound_keywords, entry.arity, entry.calls),
                                               closure=None, applied_by=owner, receiver=receiver)
                        continue
                    if _self_calls(info) & {m for m, f in own.items() if f.is_method and not f.specs}:
                        owner.analyse_entry(EntryPoint(info, list(entry.specs), entry.bound_positional,
                                                       entry.bound_keywords, entry.arity, entry.calls),
                                            closure=None, receiver=receiver)

    def _ancestors(self, node: cst.ClassDef, ev: "Evaluator", depth: int = 0) -> list:
        """(ClassDef, evaluator of its module) of the project base classes of `node`, nearest first."""
        out = []
        if depth > 4:
            return out
        for found in _project_bases(node, ev):
            if found is None:
                continue
            out.append(found)
            out += self._ancestors(found[0], found[1], depth + 1)
        return out

    def _registering_modules_entries(self) -> None:
        """The jitted entries of another module whose registering decorator this module applies
        (`@register_callback` of trainer.py, filling the CALLBACKS its jitted step loops over):
        they run our defs, so linting this module alone reports what they do with them. A module
        this run lints anyway is left to its own lint (it reports here)."""
        owners = []
        for stmt in self.index.module.body if self.index.module is not None else ():
            if isinstance(stmt, cst.SimpleStatementLine):  # `trainer.CALLBACKS.append(fn)`, `LOSSES["k"] = fn`
                table = filled_table(stmt)
                qual = self.index.resolver.qualname(table) if table is not None else None
                site = self.project.binding_site(qual, self.path) if qual and not qual.startswith(
                    facts.LIBRARY_ROOTS) else None
                if site is not None and isinstance(site[1].module_assignments[site[2]][0], (cst.List, cst.Dict)):
                    owners.append(evaluator_of(self.project, site[0]))
            if not isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
                continue
            for decorator in stmt.decorators:
                expr = decorator.decorator.func if isinstance(decorator.decorator, cst.Call) else decorator.decorator
                qual = self.index.resolver.qualname(expr) if isinstance(expr, (cst.Name, cst.Attribute)) else None
                found = self.project.function(qual, self.path) if qual and not qual.startswith(facts.LIBRARY_ROOTS) \
                    else None
                if found is not None and registering(found[0].node, found[1].index):
                    owners.append(found[1])
        seen: set[str] = set()
        for owner in owners:
            path = os.path.abspath(owner.path or "") if owner is not None else ""
            if not path or owner is self or path in seen or path in self.project.linted_together:
                continue
            seen.add(path)
            for entry in owner.index.entry_points:
                owner.analyse_entry(entry, closure=None)

    def _foreign_instance_entry(self, foreign) -> None:
        """A transform applied here to an object of another project module's class (`jax.vmap(model)`,
        `model = critic.ValueNet(...)`): its `__call__` (its own, or one a project base defines), traced
        with `self` bound, as for an object of a class of this module."""
        found = self.project.klass(foreign.qualname, self.path) if self.project is not None else None
        if found is None:
            return
        node, owner = found
        method, defined_in, receiver = owner.index.class_methods.get(id(node), {}).get("__call__"), owner, None
        if method is None:
            inherited = owner.inherited_method(node, "__call__")
            if inherited is None:
                return
            method, defined_in, receiver = inherited
        if not method.is_method or method.specs:
            return
        entry = _entry_from(method, foreign)
        entry.bound_positional += 1
        entry.made_by = None
        defined_in.analyse_entry(entry, closure=None, applied_by=self, receiver=receiver)

    def _method_of_foreign_product(self, foreign) -> None:
        """`jax.jit(policy.act)` with `policy, params = build.make_agent(...)`: the method of the
        class another project module's factory builds at policy's position of the tuple it
        returns, traced with `self` bound to an object of that class."""
        factory_name, _, method = foreign.qualname.rpartition(".")
        ref = self.project_function(factory_name) if self.project is not None else None
        if ref is None or ref.owner is None or ref.info.parent is not None:
            return
        owner = ref.owner
        built = returned_constructions(ref.info, foreign.element)
        classes = [owner.class_ref(call.func, ref.info) for call in built or ()]
        if not classes or any(c is None for c in classes) or len({id(c.info.node) for c in classes}) != 1:
            return  # `QPolicy` imported by the factory's module is followed to its own
        cls = classes[0]
        home = cls.owner or owner
        info = home.index.class_methods.get(id(cls.info.node), {}).get(method)
        if info is None or not info.is_method or info.specs or method in cls.info.properties:
            return
        entry = _entry_from(info, foreign)
        entry.bound_positional += 1
        home.analyse_entry(entry, closure=None, applied_by=self, receiver=Value(Kind.STATIC, pytype="object", cls=cls))

    def _method_of_product(self, name: str, element: int | None = None) -> FunctionInfo | None:
        """`build_scorer.score`: the method `score` of the class this module's `build_scorer`
        builds and returns (an importer's `jax.vmap(scorer.score)`, `scorer = build_scorer()`);
        with `element`, builds at that position of the tuple it returns."""
        head, _, method = name.partition(".")
        factory = self.index.module_functions.get(head) if method and "." not in method else None
        built = constructed_class(self.index, factory, element) if factory is not None else None
        return method_named(self.index, f"{built}.{method}") if built is not None else None

    def _foreign_inherited(self, qualname: str):
        """`integrators.Euler.run` applied here, `run` inherited by that project class from a base."""
        owner_name, _, method = qualname.rpartition(".")
        found = self.project.klass(owner_name, self.path) if self.project is not None and "." in owner_name else None
        if found is None:
            return None
        node, evaluator = found
        return evaluator.inherited_method(node, method)

    def inherited_method(self, node: cst.ClassDef | None, method: str, depth: int = 0, static: bool = False):
        """(method, evaluator of its module, the receiver) for `method` that the class `node` of
        this module inherits from a base class of this module or another project module (the
        nearest base that defines it, bases in order); the receiver is an instance of `node`, so
        the overrides it defines are what the inherited method's `self.m(...)` calls. None when
        no project base defines it. `static`: a @staticmethod counts too (`self.metropolis(...)`
        binds no receiver)."""
        if node is None or method in self.index.class_methods.get(id(node), {}):
            return None
        found = self._in_bases(node, self, method, depth, static)
        if found is None:
            return None
        receiver = Value(Kind.STATIC, pytype="object", cls=ClassRef(class_info(self.index, node), self))
        return found[0], found[1], receiver

    def _in_bases(self, node: cst.ClassDef, ev: "Evaluator", method: str, depth: int, static: bool = False):
        if depth > 4:
            return None
        for found in _project_bases(node, ev):
            if found is None:
                continue
            base, owner = found
            info = owner.index.class_methods.get(id(base), {}).get(method)
            if info is not None:
                return (info, owner) if (info.is_method or static and info.is_staticmethod) and not info.specs \
                    else None
            deeper = self._in_bases(base, owner, method, depth + 1, static)
            if deeper is not None:
                return deeper
        return None

    def project_function(self, qualname: str) -> FunctionRef | None:
        """A module-level function of another module of this project, owned by that module's
        evaluator (its findings land there); None for anything else."""
        if self.project is None or qualname.startswith(facts.LIBRARY_ROOTS):
            return None
        found = self.project.function(qualname, self.path)
        if found is None:
            return None
        info, owner = found
        return FunctionRef(info, None, owner=owner)

    def analyse_entry(self, entry: EntryPoint, closure: Frame | None,
                      bound: tuple[Value, ...] = (), applied_by: "Evaluator | None" = None,
                      receiver: Value | None = None) -> Value:
        """`applied_by`: the evaluator of the module whose code applies the transform, when it is
        not this one (its names spell the callers' arguments). `receiver`: the instance a bound
        method's `self` is, when it is of a subclass that inherits the method (its overrides of
        the methods `self` calls are what runs)."""
        applier = applied_by or self
        info = entry.function
        if info is None:
            return UNKNOWN
        if info.inner_decorators and receiver is None and closure is None and not entry.bound_positional \
                and not entry.bound_args and not any(s.static_argnums or s.static_argnames for s in entry.specs):
            product = product_of(self, info, _adopted)  # `@jax.jit @qnode(dev) def f`: jit traces what `qnode(dev)` returns
            if product is not None:
                owner, function, closures, held = product
                frame = None
                for scope, env in closures:  # the decorator's run (and its factory's): what the closure reads
                    frame = Frame(info=scope, scope=scope_info(scope.node), env=env, closure=frame, via="",
                                  staging=False, untraced=True)
                made = EntryPoint(function, list(entry.specs), bound_positional=int(held is not None))
                return owner.analyse_entry(made, closure=frame, applied_by=applier, receiver=held)
        if info.made_object:
            return UNKNOWN  # a decorator turned the def into an object whose code is not followed: not the def
        if closure is None and entry.made_by is not None and info.parent is not None:
            closure = self._factory_run(info.parent, entry.made_by)  # the literals the factory was given
        if receiver is None and entry.receiver is not None:  # an inherited method of a subclass instance
            receiver = Value(Kind.STATIC, pytype="object", cls=ClassRef(class_info(self.index, entry.receiver)))
        if receiver is None and entry.constructs and info.class_node is not None:  # the instance being built
            receiver = Value(Kind.STATIC, pytype="object", cls=ClassRef(class_info(self.index, info.class_node)),
                             local=True)
        specs = entry.specs
        params = self._params(info)
        values = self._param_values_for_specs(info, params, specs, entry.bound_positional)
        traced = {name for name, value in values.items() if value.kind is Kind.TRACED}
        if plain_class_parameter(self, info, specs, traced, entry.bound_positional, entry.bound_keywords):
            return UNKNOWN  # `jax.jit(solve)`, `solve(*, nml: Namelist)`: every call raises TypeError first
        flags = dict(entry.bound_flags)
        for name in entry.bound_keywords:
            if name in values:  # `partial(f, validate=False)`: a literal flag decides f's branches
                values[name] = _given(_FLAG_VALUES[flags[name]] if name in flags else STATIC)
        positional_names = [p.name.value for p in (*info.node.params.posonly_params, *info.node.params.params)]
        for key, expr, scope in entry.bound_args:  # `partial(mlp, tracker=tracker)`, `tracker = NormTracker()`
            name = key if isinstance(key, str) else positional_names[key] if key < len(positional_names) else None
            held = (applier._held_at(expr, scope) or applier._bound_container(expr, scope)) if name in values else None
            if held is not None:  # a function or an object of a project class: calls of it are followed
                values[name] = _given(held if applier is self else _adopted(held, applier))
        if entry.arity is not None:
            for p in params[entry.bound_positional + entry.arity:]:
                if p.default is not None and p.name.value not in entry.bound_keywords:
                    values[p.name.value] = STATIC
        kinds = argument_kinds(info, entry.calls, entry.bound_positional)
        for name, flag in argument_flags(info, entry.calls, entry.bound_positional).items():
            if name in values and values[name].kind is Kind.STATIC and name not in entry.bound_keywords:
                values[name] = _given(_FLAG_VALUES[flag])  # a static flag every caller passes: it decides branches
        if kinds is None:  # callers unseen (`return jax.vmap(f)`): a defaulted parameter may not be passed
            for p in params:
                if p.default is not None and p.star == "" and values.get(p.name.value, STATIC).kind is Kind.TRACED:
                    values[p.name.value] = UNKNOWN
        else:
            decorated = bool(info.specs) and list(entry.specs) == list(info.specs) and not entry.bound_positional
            for p in params:
                name = p.name.value
                if p.default is not None and name not in kinds and p.star == "" and name not in entry.bound_keywords:
                    if decorated and passed_by_importers(self, info, name):
                        continue  # `@jax.jit def generate(..., temperature=1.0)` an importer calls with temperature=
                    values[name] = self._default_value(p.default, info)  # defaults no caller passes keep their value
                elif values.get(name, STATIC).kind is Kind.TRACED and name in kinds:
                    values[name] = self._instance_of_callers(_shaped_by_callers(values[name], kinds[name]),
                                                             kinds[name], applier)
                elif values.get(name, STATIC).kind is Kind.STATIC and name in kinds and (
                        instance := self._static_instance_of_callers(values[name], kinds[name], applier)) is not None:
                    values[name] = instance
                elif (kinds.get(name) == {"container"} and values.get(name, STATIC).kind is Kind.STATIC
                      and values[name].pytype is None and p.star == ""):
                    # a parameter the transform does not trace (vmap's `in_axes=None`, static_argnums) that
                    # every caller hands a dict, list or tuple display: a Python container, never an array
                    values[name] = values[name].but(pytype="pytree")
                elif (kinds.get(name) == {"number"} and values.get(name, STATIC).kind is Kind.STATIC
                      and values[name].pytype is None):
                    # a parameter the transform does not trace (static_argnums, grad's other arguments)
                    # that every caller hands a Python number or bool: a nested jit re-traces it as an array
                    values[name] = values[name].but(pytype="number")
                elif (kinds.get(name) and kinds[name] <= {"array", "boolean array"}
                      and values.get(name, STATIC).kind is Kind.UNKNOWN
                      and any(s.kind == "filter_jit" for s in specs) and p.star == ""):
                    # eqx.filter_jit traces arrays: every caller passes one here
                    values[name] = self._param_value(p, Kind.TRACED, specs[-1].label, info)
                elif (values.get(name, STATIC).kind is Kind.UNKNOWN and p.star == "" and len(kinds.get(name, ())) == 1
                      and any(s.kind == "filter_jit" for s in specs)):
                    # every caller passes an object of one pytree class: its array leaves are traced
                    shown = self._filtered_instance(next(iter(kinds[name])), name, specs[-1].label, applier)
                    if shown is not None:
                        values[name] = shown
        if kinds is not None and specs and isinstance(specs[-1].node, cst.Call):
            callers = callers_of_result(applier.index, specs[-1].node)  # the transformed function's calls
            if not callers and applier is self and _decorated_by(info, specs[-1].node):
                callers = _calls_by_name(self.index, info)  # `@partial(jax.jit, static_argnums=1) def step(...)`
            if callers and not any(a.star for caller in callers for a in caller.args):
                for name, held in _static_functions_of_callers(info, params, entry, callers, values, applier).items():
                    values[name] = _given(held if applier is self else _adopted(held, applier))
                self._unmapped_host_arrays(info, params, entry, callers, values, applier)
                self._containers_of_callers(info, params, entry, callers, values, applier)
        if kinds is not None and specs and applier is self and _decorated_by(info, specs[-1].node) \
                and not entry.bound_positional:  # `@jax.jit def fun(x)`: its calls by name
            named = _calls_by_name(self.index, info)
            if named and not any(a.star for caller in named for a in caller.args):
                self._jax_arrays_in_aux_data(info, params, entry, named, values, applier)
        if specs and info.parent is None and not info.is_method and isinstance(info.node, cst.FunctionDef) \
                and any(s.kind in ("jit", "filter_jit") for s in specs):
            for p in params[entry.bound_positional:]:
                name = p.name.value
                if p.star == "" and values.get(name, STATIC).traced and (kinds or {}).get(name, {None}) == {None}:
                    held = partial_passed(self, info, name, specs[-1].label,
                                          arrays_only=specs[-1].kind == "filter_jit")
                    if held is not None:  # `evaluate(Partial(huber, delta=1.0), ...)`: its bound leaves are traced
                        values[name] = held
        tracing = [s for s in specs if s.kind in ("jit", "filter_jit", "vmap")]
        differentiated = not tracing
        if differentiated:
            # grad alone, every spec: under a custom_vjp/custom_jvp (a PASS spec) grad runs the rule, not the body
            if not specs or not all(s.concrete_tracers for s in specs):
                return UNKNOWN
            grad = specs[-1]
            self._differentiated(info, params, grad, entry.bound_positional, values)
            for name in kinds or ():  # `jax.grad(mse)(params, ...)`, every caller passing `init_dense(...)`
                if name in values and values[name].kind is Kind.TRACED:
                    values[name] = self._instance_of_callers(values[name], kinds[name], applier)
            tracing = [grad]
        outer = tracing[-1]
        applied = outer.node if outer.node is not None else info.node
        quoted = isinstance(applied, cst.Call) and not (isinstance(info.node, cst.FunctionDef) and any(
            d.decorator is applied for d in info.node.decorators))  # `jax.jit(f)`: quoted; a decorator: named
        spelled = "`{}`" if quoted else outer.label
        for name, value in values.items():
            values[name] = _entered(value, lambda: provenance.Step(
                applied, applier.index, f"`{name}`: parameter of `{info.name}`, traced by {spelled}",
                snippet=applied if quoted else None))
        self._carry_structure(specs[-1], params[entry.bound_positional:], values, applier.index)
        if receiver is not None and info.is_method and params and (
                entry.bound_positional >= 1 or values.get(params[0].name.value, UNKNOWN).kind is Kind.STATIC):
            values[params[0].name.value] = receiver  # a bound `self`, or one the jit keeps static
        elif receiver is None and info.is_method and params and info.class_node is not None and info.is_classmethod \
                and (held := values.get(params[0].name.value)) is not None and held.static and held.cls is None:
            values[params[0].name.value] = Value(Kind.STATIC, pytype="class",  # `partial(Attention.init, cfg)`
                                                 cls=ClassRef(class_info(self.index, info.class_node)))
        staging = any(s.kind in ("jit", "filter_jit") for s in specs)
        for value in values.values():
            self._rebuilt_by_unflatten(value, outer.label, staging)
        jit_spec = next((s for s in reversed(specs) if s.kind in ("jit", "filter_jit")), None)
        reverse = any((facts.lookup(s.name) or facts.Fact("")).reverse_mode for s in specs)
        return self._run(info, values, closure, via=outer.label, staging=staging, entry_spec=jit_spec,
                         entry_node=None if differentiated else outer.node, differentiated=differentiated,
                         reverse_mode=reverse, applied=(outer.node, entry, applier.index))

    def _rebuilt_by_unflatten(self, value: Value, via: str, staging: bool) -> None:
        """An argument the transform traces that is an instance of a project class registered as a
        pytree with its own `tree_unflatten` classmethod: the transform rebuilds it inside the trace
        through `tree_unflatten(aux_data, children)`, so what that runs (`cls(*children)`, its
        `__init__`) runs on tracers. The aux data is a Python value the analysis does not know."""
        cls = value.cls
        if not value.traced or cls is None or value.pytype != "pytree" or not cls.info.pytree:
            return
        if cls.info.rebuilt_by_init:
            self._rebuilt_by_init(cls, via, staging)
            return
        unflatten = cls.info.methods.get("tree_unflatten")
        if cls.info.unflatten is not None:  # a base class's `__init_subclass__` registered it with its own
            name, base = cls.info.unflatten
            home = cls.owner or self
            unflatten = home.index.class_methods.get(id(cls.info.node), {}).get(name) \
                or home.index.class_methods.get(id(base), {}).get(name)
        if unflatten is None or not any((dotted_name(d.decorator) or "").endswith("classmethod")
                                        for d in unflatten.node.decorators):
            return
        leaf = Value(Kind.TRACED, origin=f"a leaf of the `{cls.info.node.name.value}` it rebuilds", via=via)
        children = Value(Kind.STATIC, pytype="tuple", elem=leaf)
        class_value = Value(Kind.STATIC, pytype="class", cls=cls)
        args = [(cst.Arg(cst.Name("aux_data")), STATIC), (cst.Arg(cst.Name("children")), children)]
        self.call_function(FunctionRef(unflatten, None, bound=(class_value,), owner=cls.owner), args, via=via,
                           staging=staging)

    def _rebuilt_by_init(self, cls: ClassRef, via: str, staging: bool) -> None:
        """An argument the transform traces that is an instance of a class registered with
        `jax.tree_util.register_dataclass`: its unflatten calls the class with every field by name,
        so the class's `__init__` (a generated one's `__post_init__`) runs inside the trace with its
        data fields traced and its metadata fields the Python values they were."""
        info = cls.info
        if not info.fields:
            return
        leaf = Value(Kind.TRACED, origin=f"a leaf of the `{info.node.name.value}` it rebuilds", via=via)
        args = [(cst.Arg(cst.Name(f), keyword=cst.Name(f)), STATIC if f in info.static_fields else leaf)
                for f in info.fields]
        construct(self, cls, args)

    def _jax_arrays_in_aux_data(self, info: FunctionInfo, params: list[cst.Param], entry: EntryPoint,
                                callers: list[cst.Call], values: dict[str, Value], applier: "Evaluator") -> None:
        """A traced pytree argument whose static field (aux data) every caller fills with a concrete
        JAX array (`CustomValue(jnp.array(1.0))`): inside, the field is that array, and jit stages any
        operation on it (`x.a == 1` is a tracer)."""
        for p in params:
            name = p.name.value
            value = values.get(name)
            if value is None or p.star != "" or not value.traced or value.cls is None or value.attrs is not None \
                    or not value.cls.info.pytree or not value.cls.info.known_fields or not value.cls.info.static_fields:
                continue
            cls = value.cls.info
            init = cls.methods.get("__init__")
            arrays = []
            for field_name in sorted(cls.static_fields):
                stored = [b for b in bindings_of(cls, field_name) if b.method is init] if init is not None else []
                param = constructor_parameter(stored[0], init) if len(stored) == 1 else None
                if param is not None and all(self._passes_jax_array(caller, info, entry, name, cls, init, param, applier)
                                             for caller in callers):
                    arrays.append(field_name)
            if arrays:
                values[name] = value.but(attrs=tuple((f, Value(Kind.STATIC, pytype=JAX_ARRAY)) for f in arrays))

    def _passes_jax_array(self, caller: cst.Call, info: FunctionInfo, entry: EntryPoint, name: str, cls,
                          init: FunctionInfo, param: str, applier: "Evaluator") -> bool:
        """`caller` passes `Cls(...)` for parameter `name`, its `param` given a JAX array untraced code makes."""
        given = passed_argument(caller, info.node, name, bound=entry.bound_positional)
        scope = applier.index.function_making(caller)
        if isinstance(given, cst.Name):  # `v = Cls(jnp.array(1.0))`, bound once
            found = (single_assignment(scope.node, given.value) if scope is not None and isinstance(scope.node, cst.FunctionDef)
                     else None if scope is not None else applier.index.module_assignments.get(given.value))
            given = found[0] if isinstance(found, list) and len(found) == 1 else found if not isinstance(found, list) else None
        if not isinstance(given, cst.Call) or any(a.star for a in given.args):
            return False
        ref = applier.class_ref(given.func, scope)
        if ref is None or ref.info.node is not cls.node:
            return False
        arg = passed_argument(given, init.node, param, bound=1)
        held = applier.built_outside(arg, scope) if arg is not None else None
        return held is not None and concrete_jax_array(held)

    def _unmapped_host_arrays(self, info: FunctionInfo, params: list[cst.Param], entry: EntryPoint,
                              callers: list[cst.Call], values: dict[str, Value], applier: "Evaluator") -> None:
        """A parameter the transform hands over untouched (`in_axes=None` of vmap) for which every
        caller of the transformed function passes a NumPy array untraced code builds
        (`jax.vmap(interp, in_axes=(0, None))(x, xp)`, `xp = np.array([...])`): it is that host
        array inside, so indexing it with a tracer converts the tracer. `callers`: the transformed
        function's calls, none spreading `*args`."""
        for p in params:
            name = p.name.value
            value = values.get(name)
            if value is None or p.star != "" or value.kind is not Kind.STATIC or value.pytype is not None \
                    or value.cls is not None or value.func is not None or name in entry.bound_keywords:
                continue
            if all(held is not None and held.pytype == "ndarray"
                   for held in _built_by_callers(info, entry, callers, name, applier)):
                values[name] = value.but(pytype="ndarray", given=True)

    def _containers_of_callers(self, info: FunctionInfo, params: list[cst.Param], entry: EntryPoint,
                               callers: list[cst.Call], values: dict[str, Value], applier: "Evaluator") -> None:
        """A traced parameter for which every caller of the transformed function passes the same
        Python container untraced code builds (`schedule = make_schedule(n)`, returning
        `{"betas": [float(b) for b in betas]}`): the transform flattens it and hands the function
        the same containers holding tracers, so `schedule["betas"]` is a Python list of tracers,
        which a tracer cannot index. `callers`: the transformed function's calls, none spreading
        `*args`."""
        for p in params[entry.bound_positional:]:
            name = p.name.value
            value = values.get(name)
            if value is None or p.star != "" or not value.traced or name in entry.bound_keywords \
                    or value.items is not None or value.pytype not in (None, "pytree"):
                continue
            shapes = [_traced_container(held, value) if held is not None else None
                      for held in _built_by_callers(info, entry, callers, name, applier)]
            if shapes and shapes[0] is not None and all(shape == shapes[0] for shape in shapes[1:]):
                values[name] = shapes[0]

    def _differentiated(self, info: FunctionInfo, params: list[cst.Param], spec: TransformSpec, bound: int,
                        values: dict[str, Value]) -> None:
        """`jax.grad(f)` alone: the differentiated arguments (`argnums`) are tracers, the others
        pass through as the callers give them."""
        node_params = info.node.params
        positional = [p.name.value for p in list(node_params.posonly_params) + list(node_params.params)][bound:]
        by_name = {p.name.value: p for p in params}
        for n in spec.argnums:
            if 0 <= n < len(positional) and by_name[positional[n]].star == "":
                values[positional[n]] = self._param_value(by_name[positional[n]], Kind.TRACED, spec.label, info)

    def _carry_structure(self, spec: TransformSpec, params: list[cst.Param], values: dict[str, Value],
                         applied_in: ModuleIndex) -> None:
        """A lax loop body traced from untraced code: its carry parameter has the structure of
        the tuple the call passes (`lax.scan(step, (0.0, 0), xs)`). The call is spelled with the
        imports of the module that makes it (`applied_in`), not necessarily this one."""
        if not isinstance(spec.node, cst.Call):
            return
        fact = facts.lookup(applied_in.resolver.qualname(spec.node.func))
        if fact is None or fact.carry is None or fact.carry[0] >= len(params):
            return
        name = params[fact.carry[0]].name.value
        value = values.get(name)
        if value is not None and value.kind is Kind.TRACED:
            maker = applied_in.function_making(spec.node)
            owner = maker.node if maker is not None else applied_in.module
            known = frozenset(scope_info(maker.node).params) if maker is not None else frozenset()
            items = carry_items(self, spec.node, fact, value,
                                lambda n: holds_leaf(owner, known, spec.node, n, applied_in.resolver.qualname)
                                or (maker is not None and n in known and self._callers_pass_leaf(maker, n, applied_in)),
                                applied_in.resolver.qualname,
                                lambda n: None if n in known else flow_of(owner).reaching_value(n, spec.node),
                                lambda n: self._pytree_built(owner, known, spec.node, n, applied_in))
            if items is not None:
                values[name] = value.but(pytype="pytree", items=items)

    def _callers_pass_leaf(self, function: FunctionInfo, name: str, applied_in: ModuleIndex, depth: int = 0) -> bool:
        """Every call of the untraced `function` (its module's, and the project's for a module-level
        def or a method) passes one array or number for its parameter `name`, never rebound there:
        a literal, leaf arithmetic, a jax call returning one array (`simulate(FORCES,
        jnp.float32(1.0), ...)`), a name bound so, or the calling function's own parameter its
        callers fill so. A default must be one too. At least one call is seen; any other
        argument, and the parameter may hold a container."""
        from jaxlint.analysis.passed_functions import _passed

        owner = self  # the loop call is spelled in this module (else its module's evaluator is not at hand)
        if applied_in is not self.index or depth > 3 or not isinstance(function.node, cst.FunctionDef):
            return False
        node = function.node
        param = next((p for p in (*node.params.posonly_params, *node.params.params, *node.params.kwonly_params)
                      if p.name.value == name), None)
        if param is None or name in assigned_names(node) or (
                param.default is not None and not leaf_value(param.default, owner.index.resolver.qualname)):
            return False
        key = (id(node), name, "leaf")
        if key in owner._passed_functions_memo:
            return owner._passed_functions_memo[key] is not None
        owner._passed_functions_memo[key] = None
        passed = _passed(owner, function, name)
        for expr, scope, builder in passed:
            qualname = builder.index.resolver.qualname
            if leaf_value(expr, qualname):
                continue
            if not isinstance(expr, cst.Name):
                return False
            params = frozenset(scope_info(scope.node).params) if scope is not None else frozenset()
            if holds_leaf(scope.node if scope is not None else builder.index.module, params, expr, expr.value, qualname):
                continue
            if scope is None or expr.value not in params or not builder._callers_pass_leaf(
                    scope, expr.value, builder.index, depth + 1):
                return False
        if not passed:
            return False
        owner._passed_functions_memo[key] = STATIC
        return True

    def _pytree_built(self, owner: cst.CSTNode, known: frozenset[str], at: cst.CSTNode, name: str,
                      applied_in: ModuleIndex) -> ClassRef | None:
        """The class of the object the one binding of `name` reaching `at` (untraced code of this
        module) builds, when it is a pytree class whose fields are known (`actor = Actor(key)`,
        an eqx.Module): carried by a lax loop, it is that object with every leaf traced."""
        if applied_in is not self.index or name in known:
            return None
        bound = flow_of(owner).reaching_value(name, at)
        cls = self.class_ref(bound.func) if isinstance(bound, cst.Call) and not any(a.star for a in bound.args) \
            else None
        return cls if cls is not None and cls.info.pytree and cls.info.known_fields else None

    def _params(self, info: FunctionInfo) -> list[cst.Param]:
        p = info.node.params
        out = list(p.posonly_params) + list(p.params)
        if isinstance(p.star_arg, cst.Param):
            out.append(p.star_arg)
        out += list(p.kwonly_params)
        if p.star_kwarg is not None:
            out.append(p.star_kwarg)
        return out

    def _param_values_for_specs(self, info: FunctionInfo, params: list[cst.Param],
                                specs: list[TransformSpec], bound: int) -> dict[str, Value]:
        node_params = info.node.params
        positional = [p.name.value for p in list(node_params.posonly_params) + list(node_params.params)]
        kinds: dict[str, Kind] = {p.name.value: Kind.STATIC for p in params}
        filtered: set[str] = set()  # traced as a pytree by eqx.filter_jit alone: only its array leaves
        via = ""
        for spec in specs:  # innermost first
            if spec.kind in ("grad", "pass"):
                continue
            via = spec.label
            # the def's own decorators see every parameter (`self` of a method included); a transform
            # applied to a bound method or a partial sees those left after what is bound
            skip = 0 if any(spec is own for own in info.specs) else bound
            if spec.kind in ("jit", "filter_jit"):
                statics = self._static_names(spec, positional[skip:])
                for name in kinds:
                    if not spec.statics_known:
                        kinds[name] = Kind.UNKNOWN
                    elif name in statics:
                        if kinds[name] is not Kind.TRACED:  # an inner transform traced it: a static outer
                            kinds[name] = Kind.STATIC  # jit hands it a Python value it traces anyway
                            filtered.discard(name)
                    elif spec.kind == "filter_jit":
                        kinds[name] = self._filter_jit_kind(info, params, name)
                        if kinds[name] is not Kind.STATIC and self._annotated_pytree(params, name):
                            # `batch_info: BatchInfo`, an eqx.Module: its array fields are traced, its
                            # Python fields (`size: int`) stay static, whatever its reads look like
                            kinds[name] = Kind.TRACED
                            filtered.add(name)
                    else:
                        kinds[name] = Kind.TRACED
                        filtered.discard(name)
            elif spec.kind == "vmap":
                axes = spec.in_axes
                filters = (facts.lookup(spec.name) or facts.Fact("")).filters
                mapped_positional = positional[skip:]
                for i, name in enumerate(mapped_positional):
                    if axes is None:
                        axis = None
                    elif isinstance(axes, (tuple, list)):
                        axis = axes[i] if i < len(axes) else ...
                    elif isinstance(axes, int) and not isinstance(axes, bool):
                        axis = axes
                    else:
                        axis = ...
                    if axis is None:
                        continue
                    if filters:  # eqx.filter_vmap: only arrays are mapped
                        kinds[name] = max(kinds[name], self._filter_jit_kind(info, params, name))
                    elif axis is ... or not isinstance(axis, int):
                        kinds[name] = max(kinds[name], Kind.UNKNOWN)
                    else:
                        kinds[name] = Kind.TRACED
                        filtered.discard(name)
                for p in params:
                    if p.name.value not in positional and p.star == "":
                        kinds[p.name.value] = (max(kinds[p.name.value], self._filter_jit_kind(info, params, p.name.value))
                                               if filters else Kind.TRACED)  # keyword arguments are mapped too
                        if not filters:
                            filtered.discard(p.name.value)
        values: dict[str, Value] = {}
        for i, p in enumerate(params):
            name = p.name.value
            if name in positional and positional.index(name) < bound:
                values[name] = STATIC
                continue
            kind = kinds[name]
            if info.is_method and positional and name == positional[0] and kind is Kind.TRACED:
                own = self._traced_self(info, via)
                if own is not None:  # `@jax.jit` on a method of a registered pytree: its leaves are traced
                    values[name] = own
                    continue
                kind = Kind.UNKNOWN  # `self`: a pytree or an error, never plainly an array
            values[name] = self._param_value(p, kind, via, info)
            if name in filtered and values[name].kind is Kind.TRACED and values[name].cls is not None:
                values[name] = values[name].but(filtered=True)  # its Python fields keep their values
        return values

    def _static_names(self, spec: TransformSpec, positional: list[str]) -> set[str]:
        names = set(spec.static_argnames)
        for n in spec.static_argnums:
            idx = n if n >= 0 else len(positional) + n
            if 0 <= idx < len(positional):
                names.add(positional[idx])
        return names

    def _annotated_pytree(self, params: list[cst.Param], name: str) -> bool:
        """The parameter is annotated with a pytree class of the project (`model: MLP`)."""
        for p in params:
            if p.name.value == name and p.annotation is not None:
                ref = self.class_ref(p.annotation.annotation)
                return ref is not None and bool(ref.info.pytree)
        return False

    @staticmethod
    def _filter_jit_kind(info: FunctionInfo, params: list[cst.Param], name: str) -> Kind:
        """equinox.filter_jit / flax.nnx.jit / equinox.filter_vmap: arrays are traced, Python
        scalars and other objects static. A parameter is an array when annotated so or when its
        array attributes are read (`p.shape`, `p.sum()`); arithmetic and `jnp.eye(p)` take
        Python numbers too, so they leave it unknown."""
        from jaxlint.analysis.scopes import scope_info

        for p in params:
            if p.name.value != name:
                continue
            if p.annotation is not None:
                text = dotted_name(_without_none(p.annotation.annotation)) or ""  # `int | None`: an int or None
                if text.split(".")[-1] in ("Array", "ndarray", "ArrayLike"):
                    return Kind.TRACED
                if text in ("int", "bool", "str", "float"):
                    return Kind.STATIC
            if isinstance(p.default, (cst.Integer, cst.Float, cst.SimpleString)) or (
                    isinstance(p.default, cst.Name) and p.default.value in ("True", "False", "None")):
                return Kind.STATIC
        return Kind.TRACED if name in scope_info(info.node).array_attributes else Kind.UNKNOWN

    def _traced_self(self, info: FunctionInfo, via: str) -> Value | None:
        """`self` of a transformed method of a class registered as a pytree whose children and
        aux data are known: the transform flattens it, so its children are traced and its aux data
        stays static (`@jax.jit def compute(self, x)` on a `register_pytree_node_class`)."""
        if info.class_node is None:
            return None
        cls = class_info(self.index, info.class_node)
        if cls.pytree and not cls.known_fields:
            return self._unflattened_self(cls, via)
        if not cls.pytree or not cls.known_fields:
            return None
        return Value(Kind.TRACED, origin="parameter 'self'", via=via, param="self", pytype="pytree",
                     cls=ClassRef(cls))

    def _unflattened_self(self, cls, via: str) -> Value | None:
        """`self` of a transformed method of a class registered by `register_pytree_node(C, flatten,
        lambda aux, children: C(...))`, whose flatten is not read (`s.model.weights`): the instance
        the transform rebuilds with that lambda, from traced children and static aux data."""
        unflatten = unflatten_lambda(self.index, cls.node)
        found = self.index.functions.get(id(unflatten)) if unflatten is not None else None
        if found is None:
            return None
        leaf = Value(Kind.TRACED, origin=f"a leaf of the `{cls.name}` it rebuilds", via=via)
        children = Value(Kind.STATIC, pytype="tuple", elem=leaf)
        args = [(cst.Arg(cst.Name("aux_data")), STATIC), (cst.Arg(cst.Name("children")), children)]
        rebuilt = self.call_function(FunctionRef(found, None), args, via=via, staging=True)
        if rebuilt.cls is None or rebuilt.cls.info.node is not cls.node or rebuilt.pytype != "object":
            return None
        return rebuilt

    def _param_value(self, p: cst.Param, kind: Kind, via: str, info: FunctionInfo | None = None) -> Value:
        name = p.name.value
        if kind is Kind.STATIC:
            return STATIC
        if p.star == "*" or p.star == "**":
            inner = Value(kind, origin=f"parameter '{name}'", via=via)
            return Value(Kind.STATIC, pytype="tuple" if p.star == "*" else "dict", elem=inner)
        if kind is Kind.UNKNOWN:
            return UNKNOWN
        # A transformed function's argument is an array or a pytree of them: `certain` when its
        # use, an array or scalar annotation or default says it is an array (truth tests on a
        # bare parameter may be a container's: `if params:`).
        certain = info is not None and _array_evidence(info, p) and not self._annotated_pytree([p], name)
        value = Value(Kind.TRACED, origin=f"parameter '{name}'", via=via, param=name, certain=certain)
        return self.annotated(p.annotation.annotation, value) if p.annotation is not None and not certain else value

    def annotated(self, annotation: cst.BaseExpression, value: Value) -> Value:
        """A traced value annotated as a pytree: a container type, or a pytree class (its
        fields are then known: leaves traced, static fields static); as an array: certain."""
        annotation = _without_none(annotation)
        head = annotation.value if isinstance(annotation, cst.Subscript) else annotation
        spelled = (dotted_name(head) or "").split(".")[-1]
        if spelled in _CONTAINER_ANNOTATIONS:
            return value.but(pytype="pytree")
        if spelled in _ARRAY_ANNOTATIONS:
            return value.but(certain=True)
        ref = self.class_ref(head)
        if ref is not None and ref.info.pytree:
            return value.but(pytype="pytree", cls=ref)
        if self._library_pytree_class(head):
            return value.but(pytype="pytree")
        return value

    def _annotated_class(self, annotation: cst.BaseExpression, value: Value) -> Value:
        """A traced pytree handed to a helper whose parameter is annotated with a pytree class of
        the project (`def to_coo(x: SparseCSR)`): that class's fields are known there (aux data
        such as `rows` static, children traced), as for a transformed function's annotated
        parameter."""
        annotation = _without_none(annotation)
        head = annotation.value if isinstance(annotation, cst.Subscript) else annotation
        ref = self.class_ref(head)
        if ref is not None and ref.info.pytree and ref.info.known_fields and ref.info.static_fields:
            return value.but(pytype="pytree", cls=ref)
        return value

    def _library_pytree_class(self, annotation: cst.BaseExpression) -> bool:
        """An annotation naming a library class whose instances are pytree nodes (the facts
        table's `pytree_class`): the value is that object, not one array."""
        known = self.annotation_fact(annotation)
        return known is not None and known.pytree_class

    def annotation_fact(self, annotation: cst.BaseExpression) -> facts.Fact | None:
        """The facts table's record of the library name an annotation spells, in this module."""
        if not isinstance(annotation, (cst.Name, cst.Attribute)):
            return None
        qual = self.index.resolver.qualname(annotation)
        return facts.lookup(qual) if qual is not None else None

    def class_ref(self, expr: cst.BaseExpression, scope: FunctionInfo | None = None) -> ClassRef | None:
        """The class an expression names: one of this module (the definition in force for code of
        `scope`, where a notebook redefines it), or of another project module."""
        if isinstance(expr, cst.Name) and expr.value in self.index.classes:
            return ClassRef(class_info(self.index, class_in_force(self.index, expr.value, scope)))
        qual = self.index.resolver.qualname(expr)
        if qual is None or self.project is None or qual.startswith(facts.LIBRARY_ROOTS):
            return None
        found = self.project.klass(qual, self.path)
        if found is None:
            return None
        node, owner = found
        return ClassRef(class_info(owner.index, node), owner)

    # Running a function ------------------------------------------------------------------
    def _run(self, info: FunctionInfo, param_values: dict[str, Value], closure: Frame | None,
             via: str, staging: bool, entry_spec: TransformSpec | None = None,
             entry_node: cst.CSTNode | None = None, differentiated: bool = False,
             reverse_mode: bool = False, applied: tuple | None = None, holds: dict | None = None) -> Value:
        caller, self._handed_caller = self._handed_caller or self.frame, None
        reverse_mode = reverse_mode or any(f is not None and f.reverse_mode for f in (closure, caller))
        pytrees = container_params(info.node)
        for name in pytrees:
            value = param_values.get(name)
            if value is not None and value.kind is Kind.TRACED and value.pytype is None and not value.certain:
                param_values[name] = value.but(pytype="pytree")  # an array its callers pass stays one: its rows are tracers
        key = (id(info.node), tuple((k, v.kind, v.pytype, v.module, v.certain, v.text, _tracer_layout(v),
                                     _held_function(v), id(v.cls.info.node) if v.cls is not None else 0)
                                    for k, v in param_values.items()),
               id(closure) if closure is not None else 0, staging, id(entry_spec), self.muted > 0 or bool(self.caught),
               differentiated, reverse_mode, () if entry_spec is not None else self._visible_pushes(),
               id(applied[0]) if applied is not None and applied[0] is not None else 0,
               tuple(sorted((name, tuple(sorted(facts))) for name, facts in holds.items())) if holds else ())
        if key in self._memo:
            result = self._memo[key]
            self.last_built = self._built.get(key, {})
            return provenance.rebase(result, id(info.node), param_values) if contains_tracer(result) else result
        if key in self._active or self._depth >= MAX_DEPTH or self.analyses >= MAX_ANALYSES:
            return UNKNOWN
        self.analyses += 1
        self._active.add(key)
        self._depth += 1
        saved_frame, saved_reporting = self.frame, self.reporting
        frame = Frame(info=info, scope=scope_info(info.node), env=dict(param_values), closure=closure,
                      via=via, staging=staging, entry_spec=entry_spec, entry_node=entry_node,
                      param_values=dict(param_values),
                      built={} if info.is_method and info.name in ("__init__", "__post_init__") else None,
                      differentiated=differentiated, caller=caller, reverse_mode=reverse_mode,
                      applied=applied[0] if applied is not None else None,
                      entry=applied[1] if applied is not None else None,
                      applied_in=applied[2] if applied is not None else None, holds=dict(holds or {}))
        self.frame = frame
        self.reporting = True
        try:
            if isinstance(info.node, cst.Lambda):
                frame.returns.append(self.eval(info.node.body))
            else:
                self.exec_body(info.node.body, frame.env)
            result = join_all(frame.returns) if frame.returns else NONE
            frame.result = result
            if not isinstance(info.node, cst.Lambda) or frame.applied is not None:
                self.dispatch(info.node)  # the body is walked: handlers may now read all its values
        except RecursionError:
            result = UNKNOWN  # nested deeper than the interpreter follows: say nothing more here
        finally:
            self.frame, self.reporting = saved_frame, saved_reporting
            self._depth -= 1
            self._active.discard(key)
        self._memo[key] = result
        if frame.built is not None:
            self._built[key] = frame.built
        self.last_built = frame.built or {}
        return result

    def call_function(self, ref: FunctionRef, args: list[tuple[cst.Arg, Value]],
                      force: dict[str, Value] | None = None, via: str | None = None,
                      staging: bool | None = None, entry_spec: TransformSpec | None = None,
                      site: cst.CSTNode | None = None, site_module: ModuleIndex | None = None,
                      reverse_mode: bool = False, guards: dict | None = None) -> Value:
        """Analyse a call of a function with the arguments' values (in the module that defines it).
        `site` is the call (in `site_module`, this one by default): the arguments' chains of
        provenance pass through it. `reverse_mode`: the call differentiates it in reverse mode
        (`jax.grad(f)(x)` in traced code)."""
        if self.frame is not None and site is not None:
            args = [(arg, self._shown_as_array(arg, v)) for arg, v in args]
        if guards is None and site is not None and site_module is None and self.frame is not None:
            guards = self._site_guards(site)
        if ref.owner is not None and ref.owner is not self:
            frame = self.frame
            owner = ref.owner
            if staging is None and ref.info.specs and frame is not None and frame.staging and frame.reverse_mode \
                    and not ref.bound and not ref.bound_keywords:
                self._run_custom_rules(ref.info, args, owner)  # another module's custom_vjp, differentiated here
            handed = self.muted + bool(self.caught)  # quiet here, quiet there; a caught statement's callees too
            owner.muted += handed
            owner._handed_caller = frame
            try:
                bound = tuple(_owned_by(value, self) for value in ref.bound)  # a receiver of this module's class
                result = owner.call_function(
                    FunctionRef(ref.info, ref.closure, bound, ref.bound_keywords, spread=ref.spread),
                    [(arg, _owned_by(value, self)) for arg, value in args], force,
                    via if via is not None else (frame.via if frame else ""),
                    staging if staging is not None else (frame.staging if frame else False), entry_spec,
                    site, site_module or self.index, reverse_mode, guards)
                return _owned_by(result, owner)
            finally:
                owner.muted -= handed
                owner._handed_caller = None
        info = ref.info
        if self.frame is not None and self.frame.differentiated and staging is None and info.specs:
            return UNKNOWN  # a decorated helper under grad alone (custom_vjp, ...): its decorator decides what runs
        if staging is None and info.specs and self.frame is not None and self.frame.staging \
                and self.frame.reverse_mode and not ref.bound and not ref.bound_keywords:
            self._run_custom_rules(info, args)  # differentiated inside a jit trace: its rules run traced
        params = self._params(info)
        names = [p.name.value for p in params]
        node_params = info.node.params
        positional = [p.name.value for p in list(node_params.posonly_params) + list(node_params.params)]
        values: dict[str, Value] = {}
        arg_nodes: dict[str, cst.CSTNode] = {}  # parameter -> the argument the call passes it
        pos_values = list(ref.bound)
        pos_nodes: list[cst.CSTNode | None] = [None] * len(pos_values)
        unknown_rest = False
        spread_item: Value | None = None  # what each item of a tuple of tracers spread last holds (`f(p, *args)`)
        for arg, v in args:
            if arg.keyword is not None:
                values[arg.keyword.value] = _given(v)
                arg_nodes[arg.keyword.value] = arg.value
            elif arg.star == "*" and not unknown_rest and v.items is not None and v.pytype in ("tuple", "list"):
                pos_values.extend(v.items)  # `f(self.lower, *args)`: a star parameter forwarded, its items known
                pos_nodes.extend([None] * len(v.items))
            elif arg.star == "**" and spread_item is not None and v.attrs is None and v.elem is not None \
                    and v.elem.kind is Kind.TRACED:
                # `func(*args, **kwargs)` forwarding what a jit traces: a positional parameter a keyword
                # fills gets a tracer too, so what `*args` spread stays what each one takes
                pass
            elif arg.star:
                item = element_of(v) if arg.star == "*" and not unknown_rest else None
                spread_item = item if item is not None and item.kind is Kind.TRACED else None
                unknown_rest = True
                if arg.star == "**" and v.pytype == "dict" and v.attrs is not None:
                    # `f(**self.hyperparameters)`: the keys a display (or a `**kwargs` call) spelled are
                    # keywords; keys it may hold besides them leave the other parameters unknown
                    for key, item_value in v.attrs:
                        values.setdefault(key, _given(item_value))
            elif unknown_rest:
                spread_item = None  # `f(*args, x)`: which parameter `x` fills is unknown
            else:
                pos_values.append(v)
                pos_nodes.append(arg.value)
        for k, v in ref.bound_keywords:
            values.setdefault(k, _given(v))
        extra: list[Value] = []
        for i, v in enumerate(pos_values):
            if i < len(positional):
                values[positional[i]] = _given(v)
                if pos_nodes[i] is not None:
                    arg_nodes[positional[i]] = pos_nodes[i]
            else:
                extra.append(v)
        for p in params:
            name = p.name.value
            if p.star == "*":
                values[name] = Value(Kind.STATIC, pytype="tuple", items=tuple(extra) if not unknown_rest else None,
                                     elem=None if extra or not unknown_rest else UNKNOWN)
            elif p.star == "**":
                # `def __init__(self, *params, wires, **hyperparameters)` called with keywords it names no
                # parameter for: the dict holds them (what a spread adds besides is unknown)
                named = {n for n in names if n != name}
                keywords = tuple((k, v) for k, v in values.items() if k not in named and k != name)
                values.setdefault(name, Value(Kind.STATIC, pytype="dict", local=True, attrs=keywords or None,
                                              elem=join_all([v for _, v in keywords]) if keywords else None))
            elif name not in values and spread_item is not None and p.default is None and name in positional \
                    and positional.index(name) >= len(pos_values):
                # `f(p, *args)` with `args` a tuple jit traces, spread last: a positional parameter with no
                # default that no keyword fills takes one of its items, each a tracer
                values[name] = _given(spread_item)
            elif name not in values:  # a default no caller passes keeps its literal's value
                values[name] = self._default_value(p.default, info) if p.default is not None and not unknown_rest \
                    else UNKNOWN
        if info.is_method and positional and positional[0] not in values:
            values[positional[0]] = UNKNOWN
        passed = values
        if force:
            values = {**values, **force}
        values = {n: values.get(n, UNKNOWN) for n in names} if names else {}
        for p in params:
            given = values.get(p.name.value)
            if p.annotation is not None and given is not None and given.kind is Kind.TRACED and \
                    given.cls is None and given.items is None and given.elem is None and not given.certain:
                values[p.name.value] = self._annotated_class(p.annotation.annotation, given)
        frame = self.frame
        via = via if via is not None else (frame.via if frame else "")
        if staging is None and frame is not None and frame.staging and not ref.bound:
            _trace_custom_rule_arguments(info, positional, values, via)
        for name, v in list(values.items()):
            if v.kind is Kind.TRACED and v.param != name:
                v = values[name] = v.but(param=name, origin=v.origin or f"argument '{name}'")
            if site is not None and (v.kind is Kind.TRACED or v.items is not None or v.elem is not None):
                values[name] = self._bound(info, name, v, passed.get(name), force is not None and name in force,
                                           arg_nodes.get(name, site), site, site_module or self.index, via)
        holds = {param: guards[arg.value] for param, arg in arg_nodes.items()
                 if isinstance(arg, cst.Name) and arg.value in guards} if guards else None
        return self._run(info, values, ref.closure, via=via,
                         staging=staging if staging is not None else (frame.staging if frame else False),
                         entry_spec=entry_spec,  # a helper of a function grad differentiates: concrete tracers too
                         differentiated=staging is None and frame is not None and frame.differentiated,
                         reverse_mode=reverse_mode, holds=holds)

    def _run_custom_rules(self, info: FunctionInfo, args: list[tuple[cst.Arg, Value]],
                          owner: "Evaluator | None" = None) -> None:
        """Run the rules `info` (a custom_vjp/custom_jvp function differentiated inside a jit
        trace) registers, as JAX does there (custom_rules.py): `fwd` with the call's arguments,
        `bwd` with the residuals `fwd` returns and a traced cotangent, a JVP rule with the
        primals and traced tangents. Arguments JAX hands the rules unchanged (nondiff_argnums)
        come first. Spread or keyword arguments: not followed. `owner`: the evaluator of the module
        defining `info` and registering its rules, when that is another one."""
        home = owner or self
        rules = rules_of(home.index, info)
        if rules is None or any(arg.star or arg.keyword is not None for arg, _ in args):
            return
        values = [v for _, v in args]
        if any(i >= len(values) for i in rules.nondiff_argnums):
            return
        nondiff = [values[i] for i in rules.nondiff_argnums]
        diff = [v for i, v in enumerate(values) if i not in rules.nondiff_argnums]
        via = self.frame.via

        def tangent(what: str) -> Value:
            return Value(Kind.TRACED, origin=what, via=via)

        def handed(vs: list[Value]) -> list[tuple[cst.Arg, Value]]:
            return [(cst.Arg(value=cst.Name("_")), v) for v in vs]

        refs = [FunctionRef(rule, None, owner=owner) if isinstance(rule, FunctionInfo) else home.project_function(rule)
                for rule in rules.rules]
        if any(ref is None for ref in refs):
            return  # a name imported from no module of the project
        if rules.kind == "vjp":
            fwd, bwd = refs
            out = self.call_function(fwd, args)
            residuals = out.items[1] if out.items is not None and len(out.items) == 2 else UNKNOWN
            if residuals.traced and residuals.boolean and residuals.items is None:
                residuals = residuals.but(certain=True)  # `t > 0.0` itself: an array, not a container
            self.call_function(bwd, handed(nondiff + [residuals, tangent("the cotangent")]))
        else:
            primals = Value(Kind.STATIC, pytype="tuple", items=tuple(diff))
            tangents = Value(Kind.STATIC, pytype="tuple", items=tuple(tangent("a tangent") for _ in diff))
            self.call_function(refs[0], handed(nondiff + [primals, tangents]))

    def _shown_as_array(self, arg: cst.Arg, value: Value) -> Value:
        """A traced argument the caller computed as an array (`docs @ query`, `jnp.tanh(x)`, a
        parameter used as one): the helper's parameter holds an array, not a container, as
        its callers show (`certain`). Read in the caller's frame, before the call is followed."""
        if value.kind is not Kind.TRACED or value.certain or value.pytype is not None or arg.star \
                or value.items is not None or value.elem is not None:
            return value
        return value.but(certain=True) if array_status(self, arg.value) == ARRAY else value

    @staticmethod
    def _bound(info: FunctionInfo, name: str, value: Value, given: Value | None, forced: bool,
               where: cst.CSTNode, site: cst.CSTNode, module: ModuleIndex, via: str) -> Value:
        """A parameter's value with its chain extended at the call: the argument is handed to
        the helper, or a transform the call applies (a nested jit, a lax body) traces it."""
        if forced:
            note = f"`{name}`: parameter of `{info.name}`, traced by {via}"
            given_tracer = first_tracer(given) if given is not None else None
            before = given_tracer.why if given_tracer is not None else None
            return provenance.through(value, lambda parent: provenance.extend(
                parent if parent is not None else before, where, module, note))
        return provenance.through(value, lambda parent: provenance.extend(
            parent, where, module, f"passed to `{info.name}` as `{name}`: `{{}}`", site, (id(info.node), name)))

    # Statements ----------------------------------------------------------------------------
    def exec_body(self, body: cst.BaseSuite, env: Env) -> Env | None:
        return self.exec_block(body.body, env)

    def exec_block(self, statements, env: Env | None) -> Env | None:
        for i, stmt in enumerate(statements):
            if env is None:
                return None
            env = self.exec_stmt(stmt, env)
            if self.mute_rest:  # an `if` whose other way out returned: the rest is its unsure branch
                self.mute_rest = False
                with self.quiet(True):
                    return self.exec_block(statements[i + 1:], env)
        return env

    def exec_stmt(self, stmt: cst.CSTNode, env: Env) -> Env | None:
        self.frame.env = env
        handler = getattr(self, "stmt_" + type(stmt).__name__, None)
        if handler is None:
            return env
        return handler(stmt, env)

    def stmt_SimpleStatementLine(self, stmt, env):
        return self.exec_block(stmt.body, env)

    stmt_SimpleStatementSuite = stmt_SimpleStatementLine

    def stmt_Expr(self, stmt, env):
        self.eval(stmt.value)
        self.dispatch(stmt)
        return self._demanded_concrete(stmt.value, env)

    def _demanded_concrete(self, expr: cst.BaseExpression, env: Env) -> Env:
        """`concrete_or_error(None, x, msg)` as a statement: it raised if `x` was a tracer, so in
        what follows `x` is none (narrowing.py's NOT_A_TRACER)."""
        if not isinstance(expr, cst.Call):
            return env
        known = facts.lookup(self.qualname(expr.func))
        position = known.raises_on_tracer if known is not None else None
        positional = [a for a in expr.args if a.keyword is None]
        if position is None or any(a.star for a in expr.args) or position >= len(positional):
            return env
        checked = positional[position].value
        if isinstance(checked, cst.Name) and self.lookup(checked.value).kind is Kind.TRACED:
            env[checked.value] = NOT_A_TRACER
        return env

    def stmt_Assign(self, stmt, env):
        value = self.eval(stmt.value)
        for target in stmt.targets:
            self.assign(target.target, value, env, stmt)
        self.dispatch(stmt)
        return env

    def stmt_AnnAssign(self, stmt, env):
        if stmt.value is not None:
            value = self.eval(stmt.value)
            self.assign(stmt.target, value, env, stmt)
            self.dispatch(stmt)
        return env

    def stmt_AugAssign(self, stmt, env):
        current = self.eval(stmt.target)
        value = self.eval(stmt.value)
        result = derive([current, value])
        if current.kind is Kind.STATIC and current.pytype in ("list", "tuple") and value.kind is not Kind.TRACED:
            result = current.but(items=None, elem=join(element_of(current), element_of(value)))
        elif result.kind is Kind.STATIC and (concrete_jax_array(current) or concrete_jax_array(value)):
            # `step += 1` on a concrete JAX array: jit stages the addition, as it does `step + 1`
            result = self.staged_operation(stmt, current if concrete_jax_array(current) else value)
        self.values[id(stmt)] = result  # what the statement stores
        if isinstance(stmt.target, cst.Name):
            env[stmt.target.value] = self._carried(result, stmt.target, stmt)
        self.dispatch(stmt)
        return env

    def stmt_Return(self, stmt, env):
        value = self.eval(stmt.value) if stmt.value is not None else NONE
        if stmt.value is not None and value.kind is Kind.TRACED and value.pytype is None and not value.certain \
                and value.items is None and value.elem is None and array_status(self, stmt.value) == ARRAY:
            value = value.but(certain=True)  # `return jnp.sin(b)`: the caller's result is an array, not a container
        self.frame.returns.append(value)
        self.dispatch(stmt)
        return None

    def stmt_Raise(self, stmt, env):
        if stmt.exc is not None:
            self.eval(stmt.exc)
        return None

    def stmt_Assert(self, stmt, env):
        self.mark_test(stmt.test)
        self.eval(stmt.test)
        if stmt.msg is not None:
            self.eval(stmt.msg)
        self.dispatch(stmt)
        return env

    def stmt_Break(self, stmt, env):
        if self.frame.loop_exits:
            self.frame.loop_exits[-1].append(dict(env))
        return None

    def stmt_Continue(self, stmt, env):
        if self.frame.loop_exits:
            self.frame.loop_exits[-1].append(dict(env))
        return None

    def stmt_Del(self, stmt, env):
        target = stmt.target
        targets = [el.value for el in target.elements] if isinstance(target, cst.Tuple) else [target]
        for t in targets:
            if isinstance(t, cst.Name):
                env.pop(t.value, None)
        return env

    def stmt_Import(self, stmt, env):
        for alias in stmt.names:
            name = alias.asname.name.value if alias.asname else (dotted_name(alias.name) or "").split(".")[0]
            env[name] = Value(Kind.STATIC, pytype="module")
        return env

    def stmt_ImportFrom(self, stmt, env):
        if not isinstance(stmt.names, cst.ImportStar):
            for alias in stmt.names:
                if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                    env[alias.asname.name.value] = STATIC
                elif isinstance(alias.name, cst.Name):
                    env[alias.name.value] = STATIC
        return env

    def stmt_If(self, stmt, env):
        self.mark_test(stmt.test)
        if stmt.orelse is None and _only_raises(stmt.body):
            self.raise_tests.update(id(n) for n in iter_tree(stmt.test))
        self.eval(stmt.test)
        self.dispatch(stmt)
        known = self.branch_known(stmt.test)
        unsure = known is None and (self.none_test(stmt.test, which_branch=True) or self._memo_miss(stmt.test))
        then, other = Narrowing(self, stmt.test, True), Narrowing(self, stmt.test, False)
        # A branch that runs only where a name the analysis holds traced is not a tracer (`if not
        # isinstance(A, Tracer):` with A of unknown structure) assumes a value it cannot describe.
        then_unsure = unsure == "then" or known is None and bool(then.names)
        else_unsure = unsure == "else" or known is None and bool(other.names)
        if known is not False:
            with self.quiet(then_unsure):
                then_env = then.leave(self.exec_body(stmt.body, then.enter(dict(env))))
        else:
            then_env = None
        if known is True:
            else_env = None  # `if x is None:` with x None: the other branch never runs at trace time
        elif stmt.orelse is None:
            # `if isinstance(x, Tracer): return ...`: what follows runs only where x is no tracer
            else_env = other.enter(dict(env)) if then_env is None and known is None and other.names else env
        elif isinstance(stmt.orelse, cst.If):
            with self.quiet(else_unsure):
                else_env = other.leave(self.exec_stmt(stmt.orelse, other.enter(dict(env))))
            self.mute_rest = False  # an `elif` returning says nothing of what follows the whole `if`
        else:
            with self.quiet(else_unsure):
                else_env = other.leave(self.exec_body(stmt.orelse.body, other.enter(dict(env))))
        self.frame.env = env
        if then_env is None and else_env is None and known is not None:
            return env if known is False and stmt.orelse is None else None
        if stmt.orelse is None and then_env is None and unsure == "else":
            self.mute_rest = True  # `if key in self.table: return ...`: what follows is the unsure branch
        return join_env(then_env, else_env)

    def _memo_miss(self, test: cst.BaseExpression) -> str | None:
        """The branch of a lookup in a memo table the object's constructor fills that assumes the
        key is missing (memo_tables.py)."""
        info = self.frame.info
        if info.class_node is None:
            return None
        return miss_branch(info, class_info(self.index, info.class_node).methods, test)

    @contextmanager
    def quiet(self, on: bool):
        """Analyse without reporting, callees included: code that may never run at trace time
        (a branch that assumes an unknown value is None), or whose errors a handler catches."""
        if on:
            self.muted += 1
        try:
            yield
        finally:
            if on:
                self.muted -= 1

    @contextmanager
    def narrowed(self, test: cst.BaseExpression, when: bool):
        """Evaluate where `test` was `when`: names it shows are not tracers are not (narrowing.py)."""
        narrowing = Narrowing(self, test, when)
        narrowing.enter(self.frame.env)
        try:
            yield
        finally:
            narrowing.leave(self.frame.env)

    def branch_known(self, test: cst.BaseExpression) -> bool | None:
        """Which way a test goes at trace time, when the analysis knows: a None-test it can
        decide, or a static value a literal gives (`if debug:` with `debug=False` left as is)."""
        known = self.none_test(test)
        if known is None:
            known = self._guard_known(test)
        return known if known is not None else truth_of(self.value(test))

    def _predicate_id(self, func: cst.BaseExpression, scope: FunctionInfo | None) -> int | None:
        """The def a guard's predicate names (`is_chunked` of `if is_chunked(src):`), as its
        node's id: a plain project function, nothing bound."""
        ref = self._callable_at(func, scope)
        if not isinstance(ref, FunctionRef) or ref.bound or ref.bound_keywords or ref.info is None \
                or not isinstance(ref.info.node, cst.FunctionDef):
            return None
        return id(ref.info.node)

    def _site_guards(self, site: cst.CSTNode) -> dict:
        """What the caller knows of the names a call passes (caller_guards.py): the `if`s around
        the call, and what its own callers' guards said of its parameters it has not rebound."""
        def resolve(func, function):
            return self._predicate_id(func, self.index.function_for(function) if function is not None else None)

        guards = dict(guards_at(site, self.index.module, resolve))
        frame = self.frame
        for name, held in frame.holds.items():
            if binding_count(frame.info.node, name) == 0:
                guards[name] = guards.get(name, frozenset()) | held
        return guards

    def _guard_known(self, test: cst.BaseExpression) -> bool | None:
        """`if P(source):` where every caller's guard at this call said what `P(source)` is."""
        frame = self.frame
        parsed = guard_test(test) if frame is not None and frame.holds else None
        if parsed is None:
            return None
        func, name, positive = parsed
        facts = frame.holds.get(name)
        if not facts or binding_count(frame.info.node, name) != 0:
            return None
        predicate = self._predicate_id(func, frame.info)
        truths = {truth for known, truth in facts if known == predicate}
        if predicate is None or len(truths) != 1:
            return None
        return truths.pop() == positive

    def none_test(self, test: cst.BaseExpression, which_branch: bool = False):
        """The value of `x is None` / `x is not None` / `not x is None` when the analysis knows
        whether `x` is None (a default left as None, or a value a traced caller passed).
        `which_branch=True`: for a static `x` it cannot decide, the branch ("then"/"else") that
        assumes `x` is None: often an eager-only initialisation path, so findings there are
        not reported (precision first); None when `x` is traced or the test is no None-test."""
        negate = False
        while isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            test, negate = test.expression, not negate
        if isinstance(test, cst.BooleanOperation):
            return self._none_tests(test, negate, which_branch)
        if not (isinstance(test, cst.Comparison) and len(test.comparisons) == 1):
            return None
        target = test.comparisons[0]
        if not (isinstance(target.operator, (cst.Is, cst.IsNot)) and isinstance(target.comparator, cst.Name)
                and target.comparator.value == "None"):
            return None
        answer = is_none(self.value(test.left))
        if which_branch:
            if answer is not None or self.value(test.left).kind is Kind.TRACED:
                return None
            if self._lazy_attribute(test.left):
                return None  # `if self.cache is None: self.cache = ...`: it runs at the first call, traced or not
            none_branch_is_then = isinstance(target.operator, cst.Is) != negate
            return "then" if none_branch_is_then else "else"
        if answer is None:
            return None
        if isinstance(target.operator, cst.IsNot):
            answer = not answer
        return answer != negate

    def _none_tests(self, test: cst.BooleanOperation, negate: bool, which_branch: bool):
        """`a is None or b is None` (`and` alike): decided when its None-tests decide it (`or`:
        one true, or both false); else, for `which_branch`, the branch assuming a None where the
        undecided tests agree on it (either one None in `or`'s then, both in `and`'s then)."""
        either = isinstance(test.operator, cst.Or)
        known = [self.none_test(side) for side in (test.left, test.right)]
        answer = (True if True in known else False if known == [False, False] else None) if either else \
            (False if False in known else True if known == [True, True] else None)
        if answer is not None:
            return None if which_branch else answer != negate
        if not which_branch:
            return None
        sides = {self.none_test(side, True) for side, k in zip((test.left, test.right), known) if k is None}
        if len(sides) != 1 or None in sides:
            return None
        side = sides.pop()
        return side if not negate else {"then": "else", "else": "then"}[side]

    def _lazy_attribute(self, expr: cst.BaseExpression) -> bool:
        """`self.attr` of a method whose class's constructors set `self.attr = None` and in which
        only this method assigns it: a cache filled on the first call (lazy initialisation)."""
        frame = self.frame
        info = frame.info if frame is not None else None
        if info is None or not info.is_method or not isinstance(expr, cst.Attribute) or not isinstance(
                expr.value, cst.Name):
            return False
        params = list(info.node.params.posonly_params) + list(info.node.params.params)
        if not params or params[0].name.value != expr.value.value:
            return False
        return class_info(self.index, info.class_node).filled_later.get(expr.attr.value) == info.name

    def stmt_While(self, stmt, env):
        def body(e: Env) -> Env | None:
            self.frame.env = e
            self.mark_test(stmt.test)
            self.eval(stmt.test)
            self.dispatch(stmt)
            return self.exec_body(stmt.body, e)

        out = self.run_loop(body, env)
        if stmt.orelse is not None and out is not None:
            out = self.exec_body(stmt.orelse.body, out)
        return out

    def stmt_For(self, stmt, env):
        iterable = self.eval(stmt.iter)
        table = self._unrolled_functions(stmt)
        if table is not None:  # `for hook in HOOKS: hook(g)`: each function of the display, in turn
            self.dispatch(stmt)
            out: Env | None = env
            for ref in table:
                if out is None:
                    break
                self.frame.env = out
                self.assign(stmt.target, Value(Kind.STATIC, pytype="function", func=ref), out, stmt)
                out = self.exec_body(stmt.body, out)
            if stmt.orelse is not None and out is not None:
                out = self.exec_body(stmt.orelse.body, out)
            return out
        keys = _unrolled_keys(stmt, iterable)
        if keys is None:  # `for layer, p in zip(self.layers, params)`: each layer with its parameters
            keys = self._unrolled_zip(stmt)
        if keys is not None:  # `for op in ["Relu", "NonZero"]: x = OPS[op](x)`: each string, in turn
            self.dispatch(stmt)
            out = env
            for key in keys:
                if out is None:
                    break
                self.frame.env = out
                self.assign(stmt.target, key, out, stmt)
                out = self.exec_body(stmt.body, out)
            if stmt.orelse is not None and out is not None:
                out = self.exec_body(stmt.orelse.body, out)
            return out
        element = element_of(iterable)

        def body(e: Env) -> Env | None:
            self.frame.env = e
            self.assign(stmt.target, element, e, stmt)
            self.dispatch(stmt)
            return self.exec_body(stmt.body, e)

        out = self.run_loop(body, env)
        if stmt.orelse is not None and out is not None:
            out = self.exec_body(stmt.orelse.body, out)
        return out

    def _unrolled_zip(self, stmt: cst.For) -> tuple[Value, ...] | None:
        """`for layer, p in zip(self.layers, params)`, the builtin zip of names or attributes
        unpacked into as many names, one of them a sequence `_unrolled_keys` runs once per element
        (objects of different project classes, or strings): Python pairs the n-th element with the
        n-th of each other sequence, so the turns are those of that sequence, each a tuple of the
        n-th elements (what iterating the other holds, where its elements are not known)."""
        call = stmt.iter
        if not isinstance(call, cst.Call) or not isinstance(call.func, cst.Name) or call.func.value != "zip" \
                or not self._builtin_at("zip", self.frame.info if self.frame is not None else None):
            return None
        target = stmt.target
        if not isinstance(target, (cst.Tuple, cst.List)) or len(target.elements) != len(call.args) \
                or len(call.args) < 2 \
                or any(a.keyword is not None or a.star or not isinstance(a.value, (cst.Name, cst.Attribute, cst.Call))
                       for a in call.args):
            return None
        if any(isinstance(e, cst.StarredElement) for e in target.elements):
            return None
        if any(isinstance(a.value, cst.Call) and id(a.value) not in self.values for a in call.args):
            return None
        # a call among them (`jax.random.split(key, n)`) was evaluated with the loop's iterable: not again
        values = [self.values[id(a.value)] if isinstance(a.value, cst.Call) else self.eval(a.value) for a in call.args]
        lead = next((u for v, e in zip(values, target.elements)
                     if (u := _unrolled_keys(stmt.with_changes(target=e.value), v)) is not None), None)
        if lead is None:
            return None
        known = [v.items if v.kind is Kind.STATIC and v.pytype in ("list", "tuple") else None for v in values]
        length = min([len(lead)] + [len(k) for k in known if k is not None])  # zip stops at the shortest
        turns = []
        for n in range(length):
            row = []
            for v, items in zip(values, known):
                row.append(items[n] if items is not None else element_of(v))
            turns.append(Value(Kind.STATIC, pytype="tuple", items=tuple(row)))
        return tuple(turns)

    def run_loop(self, body: Callable[[Env], Env | None], env: Env) -> Env | None:
        """Iterate the body to a fixpoint without reporting, then once more with reporting."""
        frame = self.frame
        saved = self.reporting
        self.reporting = False
        current = env
        try:
            for _ in range(LOOP_ITERATIONS):
                frame.loop_exits.append([])
                out = body(dict(current))
                exits = frame.loop_exits.pop()
                merged = current
                for e in [out, *exits]:
                    merged = join_env(merged, e) if e is not None else merged
                if merged == current:
                    break
                current = merged
        finally:
            self.reporting = saved
        frame.loop_exits.append([])
        out = body(dict(current))
        exits = frame.loop_exits.pop()
        result = current
        for e in [out, *exits]:
            result = join_env(result, e) if e is not None else result
        frame.env = result
        return result

    def stmt_With(self, stmt, env):
        concrete = False
        pushed: list[str] = []
        for item in stmt.items:
            v = self.eval(item.item)
            if isinstance(item.item, cst.Call):
                fact = facts.lookup(self.qualname(item.item.func))
                concrete = concrete or (fact is not None and fact.concrete_context)
                pushed += self._scoped_pushes(item.item)
            if item.asname is not None:
                self.assign(item.asname.name, v if v.kind is not Kind.TRACED else UNKNOWN, env, stmt)
        if concrete:
            self.frame.concrete += 1
        self.frame.pushes.extend(pushed)
        try:
            return self.exec_body(stmt.body, env)
        finally:
            if concrete:
                self.frame.concrete -= 1
            del self.frame.pushes[len(self.frame.pushes) - len(pushed):]

    def _scoped_pushes(self, call: cst.Call) -> list[str]:
        """The globals of this module a context manager of this module, entered by `with call:`,
        pushes a value onto for the block and pops when it ends (undone_stores.scoped_pushes);
        for a classmethod of a module-level class, the class attributes it pushes onto, spelled
        `Class.attr` (`cls._active.append(tape)` in `QueuingManager.recording`)."""
        found = resolve_function_expr(self.index, call.func, self.frame.info if self.frame else None)
        if found is None or found.info is None or found.info.parent is not None:
            return []
        node = found.info.node
        if found.info.class_node is not None:
            return class_stack_pushes(self.index, found.info)
        if self.index.module_functions.get(found.info.name) is not found.info:
            return []
        local = scope_info(node).locals
        return sorted(name for name in scoped_pushes(node)
                      if name not in local and name in self.index.module_assignments)

    def pushed_in_trace(self, name: str) -> bool:
        """A `with` block of the trace running this code pushed a value onto the global `name` and
        pops it when it ends, and this code runs inside that block: `name[-1]` is that slot."""
        frame = self.frame
        while frame is not None:
            if name in frame.pushes:
                return True
            if frame.entry_spec is not None:
                return False
            frame = frame.caller
        return False

    def _visible_pushes(self) -> tuple[str, ...]:
        out: list[str] = []
        frame = self.frame
        while frame is not None:
            out += frame.pushes
            if frame.entry_spec is not None:
                break
            frame = frame.caller
        return tuple(sorted(set(out)))

    def stmt_Try(self, stmt, env):
        catches = any(self._catches_tracer_errors(h) for h in stmt.handlers)
        handled = named_handlers(stmt) if catches and self.frame is not None else None
        if handled is not None:  # one statement: the handlers take over what they catch, no more
            self.caught.append(CaughtStatement(self.frame, handled))
            try:
                body_env = self.exec_body(stmt.body, dict(env))
            finally:
                self.caught.pop()
        else:
            with self.quiet(catches):  # the body may fail at trace time on purpose: its handler takes over
                body_env = self.exec_body(stmt.body, dict(env))
        start = join_env(env, body_env)
        converted = self._converted_in_try(stmt) if body_env is not None and any(
            self._catches_conversion_errors(h) for h in stmt.handlers) else ()
        result = body_env
        if stmt.orelse is not None and body_env is not None:
            result = self.exec_body(stmt.orelse.body, body_env)
        leaves = True
        handlers_env: Env | None = None
        for handler in stmt.handlers:
            h_env = dict(start) if start is not None else dict(env)
            if handler.type is not None:
                self.eval(handler.type)
            if handler.name is not None:
                self.assign(handler.name.name, STATIC, h_env)
            handled = self.exec_body(handler.body, h_env)
            leaves = leaves and handled is None
            result = join_env(result, handled)
            handlers_env = join_env(handlers_env, handled)
        if converted and not leaves and all(self._catches_conversion_errors(h) for h in stmt.handlers):
            # the body converts a tracer at its top level, which raises every time this code is
            # traced: the body (and `else`) never finish here, and past the `try` only what the
            # handlers bound holds (`except Exception: extent = None`, then `if extent is not None`)
            # (tests/data/unseen21_triage.md class E)
            result = handlers_env
        if converted and leaves and result is not None:
            # every handler left (returned, raised): past the `try` its host conversions succeeded,
            # so what they converted was no tracer, nor is what they made
            result = dict(result)
            result.update((name, NOT_A_TRACER) for name in converted)
        if stmt.finalbody is not None:
            fin = self.exec_body(stmt.finalbody.body, dict(result) if result is not None else dict(start or env))
            if result is not None:
                result = fin
        return result

    stmt_TryStar = stmt_Try

    def _catches_conversion_errors(self, handler) -> bool:
        """A handler a failed conversion of a tracer reaches: bare, or naming Exception, TypeError or a
        jax.errors class (the conversion errors are TypeErrors)."""
        if handler.type is None:
            return True
        return self._each_binding_names(handler, lambda name, dotted: dotted.rsplit(".", 1)[-1] in _CONVERSION_CATCHERS
                                        or self._names_jax_error(name, dotted))

    def _converted_in_try(self, stmt) -> tuple[str, ...]:
        """The names a `try` body's top-level `name = np.asarray(t)` / `float(t)` binds, and the
        names it converts, where the converted value holds a tracer: the conversion raises on a
        tracer (TracerArrayConversionError, ConcretizationTypeError), so the body gets past it only
        when `t` was none (tests/data/unseen20_triage.md class X)."""
        out: list[str] = []
        for line in stmt.body.body:
            if not isinstance(line, cst.SimpleStatementLine):
                continue
            for small in line.body:
                if not (isinstance(small, (cst.Assign, cst.AnnAssign)) and isinstance(small.value, cst.Call)):
                    continue
                targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else [small.target]
                call = small.value
                if not all(isinstance(t, cst.Name) for t in targets) or not self._raises_on_tracer(call):
                    continue
                converted = [a.value for a in call.args if a.keyword is None and not a.star][:1]
                if not converted or not contains_tracer(self.value(converted[0])):
                    continue
                out += [t.value for t in targets]
                if isinstance(converted[0], cst.Name) and self.value(converted[0]).kind is Kind.TRACED:
                    out.append(converted[0].value)
        return tuple(out)

    def _raises_on_tracer(self, call: cst.Call) -> bool:
        """A host NumPy/math/SciPy function that converts its argument, or float/int/bool/complex."""
        qual = self.qualname(call.func)
        if qual is not None and qual.startswith(("numpy.", "math.", "scipy.")):
            known = facts.lookup(qual)
            return known is not None and known.converts is not None
        return (isinstance(call.func, cst.Name) and call.func.value in ("float", "int", "bool", "complex")
                and self.lookup(call.func.value).kind is not Kind.TRACED and call.func.value not in self.frame.env)

    def _catches_tracer_errors(self, handler) -> bool:
        """A bare `except:`, or one naming an error tracing raises (TypeError, ValueError,
        IndexError, Exception, a jax.errors class)."""
        if handler.type is None:
            return True
        return self._each_binding_names(handler, lambda name, dotted: dotted.rsplit(".", 1)[-1] in TRACE_ERRORS
                                        or self._names_jax_error(name, dotted))

    def _each_binding_names(self, handler, catches) -> bool:
        """Every way the clause's classes can be bound names one that `catches` accepts (a module
        constant of exception classes is read through its bindings: handler_types.py)."""
        ways = caught_classes(handler.type, self.index.module_assignments,
                              lambda name: not self._bound_locally(name))
        return all(any(catches(name, dotted_name(name) or "") for name in names) for names in ways) and bool(ways)

    def _names_jax_error(self, name, dotted: str) -> bool:
        return dotted.startswith("jax.errors.") or (self.qualname(name) or "").startswith("jax.errors.")

    def stmt_FunctionDef(self, stmt, env):
        info = self.index.function_for(stmt)
        if info is None:
            env[stmt.name.value] = STATIC
            return env
        if any(s.makes_entry for s in info.specs):
            self.analyse_entry(EntryPoint(info, list(info.specs)), closure=self.frame)
        env[stmt.name.value] = self._decorated_wrapper(info) or self._function_value(info, self.frame)
        return env

    def stmt_ClassDef(self, stmt, env):
        env[stmt.name.value] = Value(Kind.STATIC, pytype="class", cls=ClassRef(class_info(self.index, stmt)))
        return env

    def stmt_Match(self, stmt, env):
        self.eval(stmt.subject)
        result = None
        for case in stmt.cases:
            result = join_env(result, self.exec_body(case.body, dict(env)))
        return result

    # Assignment -----------------------------------------------------------------------------
    def assign(self, target: cst.BaseExpression, value: Value, env: Env, at: cst.CSTNode | None = None) -> None:
        """Bind `target` to `value`; `at` is the statement or expression that binds it (its
        code is quoted where a tracer's chain of provenance passes through the binding)."""
        if isinstance(target, cst.Name):
            env[target.value] = self._carried(value, target, at)
        elif isinstance(target, (cst.Tuple, cst.List)):
            elements = target.elements
            has_star = any(isinstance(el, cst.StarredElement) for el in elements)
            for i, el in enumerate(elements):
                if isinstance(el, cst.StarredElement):
                    self.assign(el.value, Value(Kind.STATIC, pytype="list", elem=element_of(value)), env, at)
                    continue
                if value.items is not None and not has_star and len(value.items) == len(elements):
                    item = value.items[i]
                elif not has_star and value.items is None:
                    item = unpacked_item(value, i, len(elements))
                else:
                    item = element_of(value)
                self.assign(el.value, item, env, at)
        elif isinstance(target, (cst.Subscript, cst.Attribute)):
            self.eval(target.value)
            if isinstance(target, cst.Subscript):
                self.eval_slices(target)
                held = env.get(target.value.value) if isinstance(target.value, cst.Name) else None
                if held is not None and held.pytype == "dict":
                    env[target.value.value] = held.but(attrs=_stored_entry(held.attrs, target, value))
                elif isinstance(target.value, cst.Subscript) and isinstance(target.value.value, cst.Name):
                    outer = env.get(target.value.value.value)
                    if outer is not None and outer.pytype == "dict":
                        env[target.value.value.value] = _nested_store(outer, target, value)
            elif self.frame.built is not None and self._is_instance(target.value):
                built = self.frame.built
                name = target.attr.value
                built[name] = join(built[name], value) if name in built else value
        elif isinstance(target, cst.StarredElement):
            self.assign(target.value, value, env, at)

    def _stored_before(self, read: cst.Attribute, attr: str) -> bool:
        """A statement of the running method's own block, before the one holding `read`, stores
        `self.<attr>` (outside any branch or loop, so every run reaching `read` made it)."""
        node = self.frame.info.node
        body = node.body.body if isinstance(node, cst.FunctionDef) and isinstance(node.body, cst.IndentedBlock) else ()
        stored = False
        for stmt in body:
            if any(inner is read for inner in iter_tree(stmt)):
                return stored
            if isinstance(stmt, cst.SimpleStatementLine):
                for small in stmt.body:
                    targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else \
                        [small.target] if isinstance(small, cst.AnnAssign) and small.value is not None else []
                    stored = stored or any(isinstance(t, cst.Attribute) and t.attr.value == attr
                                           and self._is_instance(t.value) for t in targets)
        return False

    def _receiver_method(self, expr: cst.BaseExpression) -> FunctionInfo | None:
        """The method whose instance `expr` is: this frame's, `self` its first parameter, or the
        method a lambda or def nested in it closes over `self` from (`jax.grad(lambda w:
        self.loss_fn(w))` in a method), no def in between binding the name."""
        if self.frame.info.is_method:
            return self.frame.info if self._is_instance(expr) else None
        if not isinstance(expr, cst.Name):
            return None
        from jaxlint.analysis.calls import _method_of_receiver

        method = _method_of_receiver(self.frame.info, expr.value)
        return method if method is not None and method.class_node is not None else None

    def _is_instance(self, expr: cst.BaseExpression) -> bool:
        """`expr` is the first parameter of the method this frame runs (`self`)."""
        params = self.frame.info.node.params
        first = (list(params.posonly_params) + list(params.params))[:1]
        return isinstance(expr, cst.Name) and bool(first) and first[0].name.value == expr.value

    def _carried(self, value: Value, name: cst.Name, at: cst.CSTNode | None) -> Value:
        """A tracer bound to a new name: its chain passes through the binding."""
        if value.kind is not Kind.TRACED:
            return value
        why = provenance.extend(value.why, name, self.index, "`{}`", at if at is not None else name)
        return value if why is value.why else value.but(why=why)

    def mark_test(self, test: cst.BaseExpression) -> None:
        self.tests.add(id(test))
        while isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            test = test.expression
            self.tests.add(id(test))
        if isinstance(test, cst.BooleanOperation):
            self.mark_test(test.left)
            self.mark_test(test.right)

    # Expressions ----------------------------------------------------------------------------
    def dispatch(self, node: cst.CSTNode) -> None:
        if self.reporting and not self.muted and self.frame is not None and not self.frame.concrete:
            self._dispatch(node, self)

    def eval(self, node: cst.BaseExpression) -> Value:
        handler = getattr(self, "expr_" + type(node).__name__, None)
        value = handler(node) if handler is not None else UNKNOWN
        self.values[id(node)] = value
        self.dispatch(node)
        return value

    def expr_Name(self, node: cst.Name) -> Value:
        return self.lookup(node.value)

    def lookup(self, name: str) -> Value:
        frame = self.frame
        env = frame.env
        if name in env:
            return env[name]
        if name in frame.scope.locals:
            return UNKNOWN
        if name not in frame.scope.globals:
            outer, parent = frame.closure, frame.info.parent if frame.closure is None else None
            given: Env = {}
            while outer is not None:
                if name in outer.env:
                    return outer.env[name]
                if outer.untraced:  # a factory run outside traced code: its other names as below
                    parent, given = outer.info, outer.env
                    break
                if name in outer.scope.locals:
                    return UNKNOWN
                if outer.closure is None:
                    # the chain of frames ends inside a function (a nested body analysed without its
                    # enclosing run): the names of the functions around it are looked up as below,
                    # not taken for a module global they shadow (unseen21_triage.md class A)
                    parent = outer.info.parent
                outer = outer.closure
            site = frame.info.node
            while parent is not None:
                if name in scope_info(parent.node).locals:
                    nested = parent.nested.get(name)
                    if nested is not None:
                        return self._decorated_wrapper(nested) or Value(Kind.STATIC, pytype="function",
                                                                        func=FunctionRef(nested, None))
                    bound = single_assignment(parent.node, name) if isinstance(parent.node, cst.FunctionDef) else None
                    held = self._held_by(bound, parent) if isinstance(bound, (cst.Call, cst.Lambda)) else None
                    if held is not None:  # `grad_fn = jax.value_and_grad(loss)` in the factory of a jitted step
                        return held
                    if isinstance(bound, cst.Call) and makes_jax_array(self.index.resolver.qualname(bound.func)):
                        return Value(Kind.STATIC, pytype=JAX_ARRAY)  # `lb = jnp.array(...)` in the factory
                    entry = self._factory_table_entry(bound, given) if isinstance(bound, cst.Subscript) else None
                    if entry is not None:  # `schedule = SCHEDULES[name]` in the factory, its `name` known
                        return entry
                    if bound is not None:  # a container built by untraced code (`pairs = []` then appends)
                        return _closed_over_container(bound)
                    unravel = self._unravel_function(name, parent)
                    if unravel is not None:  # `flat, unravel = ravel_pytree(params)` in the enclosing function
                        return unravel
                    held = self._held_by_callers(parent, name) if bound is None else None
                    if held is not None:  # `def unroll(dist, xs)`, every caller handing it `Categorical(...)`
                        return held
                    passed = self._passed_instance(parent, name)
                    if passed is not None:  # `def draw(interp, xs)`, called `draw(interp, ...)` with `interp = Lanczos(3)`
                        return passed
                    functions = self._passed_functions(parent, name)
                    if functions is not None:  # `def rollout(step_fn, ...)` scanning a lambda that calls `step_fn`
                        return functions
                    tested = self._tested_truth(site, parent, name)
                    if tested is not None:  # `if periodic: return jax.vmap(lambda k: f(k, periodic=periodic))`
                        return tested
                    return STATIC  # a concrete value closed over from untraced code
                site, parent = parent.node, parent.parent
        return self.module_value(name)

    def _tested_truth(self, site: cst.CSTNode, owner: FunctionInfo, name: str) -> Value | None:
        """A name of the untraced function `owner` that the nested `site` reads, where an `if
        name:` of `owner` around `site` says its truth and `owner` binds it once (a parameter,
        or one assignment): a Python value of that truth (caller_guards.name_truths)."""
        if not isinstance(owner.node, cst.FunctionDef) or binding_count(owner.node, name) > 1 \
                or (binding_count(owner.node, name) == 1 and name in scope_info(owner.node).params):
            return None
        truth = name_truths(site, owner.node, self.index.module).get(name)
        if truth is None:
            return None
        return Value(Kind.STATIC, truth=truth, origin=f"`{name}`, which an `if` around this code tested")

    def _unravel_function(self, name: str, scope: FunctionInfo | None) -> Value | None:
        """The unravel function `flat, unravel = ravel_pytree(params)` (the one binding of `name`,
        untraced) gives: traced code calling it on a traced vector gets a pytree of tracers."""
        found = unpacked_binding(self.index, name, scope)
        if found is None or found[2] is not scope:
            return None
        call, position, _ = found
        fact = facts.lookup(self.index.resolver.qualname(call.func))
        if fact is None or fact.returns != facts.RAVELLED or position != 1:
            return None
        return Value(Kind.STATIC, pytype="function", module=facts.UNRAVEL)

    def _passed_instance(self, function: FunctionInfo, name: str) -> Value | None:
        """The object every caller of the untraced `function` passes for its parameter `name`
        (never rebound there), when each passes a name bound once to `Cls(...)` of an ordinary
        class: an object that outlives the run, which the traced code around it reads, stores
        on and calls methods of."""
        if not isinstance(function.node, cst.FunctionDef) or name not in scope_info(function.node).params:
            return None
        passed = caller_arguments(self.index, function, name, every_caller=False)
        if not passed or not all(isinstance(expr, cst.Name) for expr, _ in passed):
            return None  # `draw(Lanczos(3), xs)`: an object only this run holds, dropped when it returns
        kind = forwarded_kind(self.index, name, function)
        return self._static_instance_of_callers(STATIC, {kind}, self) if kind is not None else None

    def _passed_functions(self, function: FunctionInfo, name: str) -> Value | None:
        """The functions the callers of the untraced `function` pass for its parameter `name`
        (passed_functions.py): one followed as it is, several as a choice a call runs each of."""
        key = (id(function.node), name)
        if key not in self._passed_functions_memo:
            from jaxlint.analysis.passed_functions import functions_callers_pass

            self._passed_functions_memo[key] = None  # a caller reached while finding them: say nothing
            refs = functions_callers_pass(self, function, name)
            self._passed_functions_memo[key] = None if not refs else Value(
                Kind.STATIC, pytype="function", func=refs[0] if len(refs) == 1 else FunctionChoice(refs))
        return self._passed_functions_memo[key]

    def module_value(self, name: str) -> Value:
        index = self.index
        if name in index.module_functions:
            info = def_in_force(index, name, self.frame.info if self.frame is not None else None)
            return self._decorated_wrapper(info) or self._function_value(info)
        if name in ("True", "False"):
            return STATIC_TRUE if name == "True" else STATIC_FALSE
        if name == "None":
            return NONE
        assigned = index.module_assignments.get(name)
        if assigned and len(assigned) == 1 and assigned[0] is not None:
            value = assigned[0]
            held = self._held_by(value, None) if isinstance(value, (cst.Call, cst.Lambda)) else None
            if held is not None:  # `grad_fn = jax.value_and_grad(loss_fn)` at import time
                return held
            entry = self._table_entry(value, 0) if isinstance(value, cst.Subscript) else None
            if entry is not None:  # `loss_fn = LOSSES[CONFIG.loss]`: the function that key names
                return entry
            found = _import_time_value(value, index)
            if found.text is not None and name in index.reassigned_globals:
                return found.but(text=None)  # `MODE = "eval"` that a function rebinds: which string is unknown
            return found
        if name in index.classes:  # the definition in force where the running code is (a notebook redefines)
            scope = self.frame.info if self.frame is not None and self.frame.info.node is not None else None
            node = class_in_force(index, name, scope)
            return Value(Kind.STATIC, pytype="class", cls=ClassRef(class_info(index, node)))
        unravel = self._unravel_function(name, None) if assigned == [None] else None
        if unravel is not None:
            return unravel
        if name in index.imports.aliases:
            ref = self.project_function(index.imports.resolve(name) or "")
            if ref is not None:
                return Value(Kind.STATIC, pytype="function", func=ref)
            return self.project_constant(index.imports.resolve(name) or "") or _module_value(index.imports.resolve(name))
        return STATIC

    def _unrolled_functions(self, stmt: cst.For) -> list[FunctionRef] | None:
        """The functions a loop runs its body with, one after the other, when it iterates over a
        module-level list or tuple display of functions (`HOOKS = [log_norm, check_nan]`, bound
        once, never rebound or mutated, here or in another project module) that names nothing
        else, into a plain name, with no `break` or `continue`: Python runs the body once per
        element, so each call of the target is a call of that element."""
        if not isinstance(stmt.target, cst.Name) or not isinstance(stmt.iter, (cst.Name, cst.Attribute)):
            return None
        if any(isinstance(n, (cst.Break, cst.Continue)) for n in iter_scope(stmt.body)):
            return None
        expr = stmt.iter
        enclosing = self._enclosing_parameter(expr.value) if isinstance(expr, cst.Name) else None
        if enclosing is not None:  # `for force in forces`, `forces` a parameter of the factory around
            found = self._passed_function_list(enclosing, expr.value)
            return list(found) if found is not None else None
        if isinstance(expr, cst.Name) and expr.value in self.index.module_assignments:
            if self.name_scope(expr.value) != "global":
                return None
            if expr.value in self.index.mutated_globals:
                return self._filled_functions(expr)
            assigned = self.index.module_assignments[expr.value]
            size = len(assigned[0].elements) if len(assigned) == 1 and isinstance(assigned[0], (cst.List, cst.Tuple)) \
                else None
        else:
            qual = self.qualname(expr)
            found = self.project.constant(qual, self.path) if qual and self.project is not None \
                and not qual.startswith(facts.LIBRARY_ROOTS) else None
            size = len(found[0].elements) if found is not None and isinstance(found[0], (cst.List, cst.Tuple)) \
                and qual.rpartition(".")[2] not in found[1].mutated_globals else None
        if size is None:
            return self._filled_functions(expr)  # `CALLBACKS = []` filled by `@register_callback`
        if not size or size > 8:
            return None
        table = self.function_table(expr)
        return table if table is not None and len(table) == size else None

    def _enclosing_parameter(self, name: str) -> FunctionInfo | None:
        """The untraced function around the traced code running now whose parameter `name` is
        (`def make_step(forces, dt)` returning the scan body that reads `forces`), never rebound
        there; None when the name is the frame's own, a traced frame's, a global, or anything else."""
        frame = self.frame
        if frame is None or name in frame.env or name in frame.scope.locals or name in frame.scope.globals:
            return None
        parent, outer = frame.info.parent, frame.closure
        while outer is not None:
            if name in outer.env:
                return None
            if outer.untraced:
                parent = outer.info
                break
            if name in outer.scope.locals:
                return None
            parent = outer.info.parent
            outer = outer.closure
        while parent is not None:
            if name in scope_info(parent.node).locals:
                node = parent.node
                ok = isinstance(node, cst.FunctionDef) and name in scope_info(node).params \
                    and name not in assigned_names(node)
                return parent if ok else None
            parent = parent.parent
        return None

    def _passed_function_list(self, function: FunctionInfo, name: str, depth: int = 0) -> tuple[FunctionRef, ...] | None:
        """The functions of the list or tuple every call of the untraced `function` passes for its
        parameter `name`: a display of functions, a module-level (or imported) display of them
        bound once and never changed (`simulate(FORCES, ...)`), or a parameter of the calling
        function that its own callers fill so (`make_step(forces, dt)` inside `simulate`). Every
        call must hand the same functions in the same order; None otherwise (a miss, not a guess)."""
        from jaxlint.analysis.passed_functions import _passed

        if depth > 3:
            return None
        key = (id(function.node), name, "list")
        if key in self._passed_functions_memo:
            found = self._passed_functions_memo[key]
            return found.items if found is not None else None
        self._passed_functions_memo[key] = None
        seen: tuple[FunctionRef, ...] | None = None
        for expr, scope, builder in _passed(self, function, name):
            refs = builder._function_list_at(expr, scope, depth)
            if refs is None or (seen is not None and [id(r.info.node) for r in refs] != [id(r.info.node) for r in seen]):
                return None
            seen = tuple(owned(r, builder) if builder is not self else r for r in refs)
        if not seen:
            return None
        self._passed_functions_memo[key] = Value(Kind.STATIC, pytype="tuple", items=seen)
        return seen

    def _function_list_at(self, expr: cst.BaseExpression, scope: FunctionInfo | None,
                          depth: int) -> tuple[FunctionRef, ...] | None:
        """The functions, in order, of a list or tuple that untraced code in `scope` hands on as
        `expr` (`_passed_function_list`); None when the text does not say."""
        if isinstance(expr, (cst.List, cst.Tuple)):
            elements = [e.value for e in expr.elements if not isinstance(e, cst.StarredElement)]
            if len(elements) != len(expr.elements) or not 0 < len(elements) <= 8:
                return None
            refs = [self._callable_at(e, scope) for e in elements]
            ok = all(isinstance(r, FunctionRef) and not r.spread for r in refs)
            return tuple(refs) if ok else None
        if not isinstance(expr, (cst.Name, cst.Attribute)):
            return None
        if isinstance(expr, cst.Name) and scope is not None and expr.value in scope_info(scope.node).locals:
            node = scope.node
            if isinstance(node, cst.FunctionDef) and expr.value in scope_info(node).params \
                    and expr.value not in assigned_names(node):
                return self._passed_function_list(scope, expr.value, depth + 1)
            return None
        binding = self._module_binding(expr)
        if binding is None or not isinstance(binding[0], (cst.List, cst.Tuple)):
            return None
        display, owner = binding
        if not 0 < len(display.elements) <= 8:
            return None
        refs = owner._function_list_at(display, None, depth + 1)
        return tuple(owned(r, owner) if owner is not self else r for r in refs) if refs is not None else None

    def _filled_functions(self, expr: cst.BaseExpression) -> list[FunctionRef] | None:
        """The functions a list registry holds after import (registry_fills.filled_list), each
        a def of the module spelling it; None unless every element is one (at most 8)."""
        site = self._registry_site(expr, False)
        fills = filled_list(self.project, *site) if site is not None else None
        if not fills or len(fills) > 8:
            return None
        out = []
        for fill in fills:
            owner = evaluator_of(self.project, fill.path) if isinstance(fill.value, cst.Name) else None
            value = owner.module_value(fill.value.value) if owner is not None else None
            if value is None or not isinstance(value.func, FunctionRef):
                return None
            out.append(owned(value.func, owner) if owner is not self else value.func)
        return out

    def _module_binding(self, expr: cst.BaseExpression):
        """(the one import-time binding a module-level name, or a name imported from another
        project module, stands for; the evaluator of the module binding it), when that binding
        is never rebound or mutated by a function; None otherwise."""
        index = self.index
        if isinstance(expr, cst.Name) and expr.value in index.module_assignments:
            name = expr.value
            assigned = index.module_assignments[name]
            if len(assigned) != 1 or assigned[0] is None or name in index.reassigned_globals \
                    or name in index.mutated_globals:
                return None
            return assigned[0], self
        if isinstance(expr, cst.Name) and (expr.value in index.module_functions or expr.value in index.classes):
            return None
        qual = self.qualname(expr) if isinstance(expr, (cst.Name, cst.Attribute)) else None
        if qual is None or self.project is None or qual.startswith(facts.LIBRARY_ROOTS):
            return None
        return self.project.binding(qual, self.path)

    def _static_key(self, expr: cst.BaseExpression, depth: int) -> object:
        """The str or int a dict key expression holds at import time: a literal, a module-level
        name bound once to one (here or in another project module: `config.ACTIVATION`), or a field of a
        module-level instance of a frozen dataclass or NamedTuple of the project (`CONFIG.loss`
        with `CONFIG = Config()` and `loss: str = "huber"`), passed to its constructor or its
        default. None when that is not known."""
        if isinstance(expr, (cst.SimpleString, cst.Integer)):
            value = literal(expr)
            return value if isinstance(value, (str, int)) and not isinstance(value, bool) else None
        if not isinstance(expr, (cst.Name, cst.Attribute)) or depth > 3:
            return None
        head = dotted_name(expr)
        if head is None or self.name_scope(head.split(".", 1)[0]) != "global":
            return None  # a local or a parameter: not the module-level binding of that name
        constant = self._module_binding(expr)  # `config.ACTIVATION`, bound once to a literal
        if constant is not None and isinstance(constant[0], (cst.SimpleString, cst.Integer)):
            return constant[1]._static_key(constant[0], depth + 1)
        if not isinstance(expr, cst.Attribute):
            return None
        found = self._module_binding(expr.value)
        if found is None or not isinstance(found[0], cst.Call) or any(a.star for a in found[0].args):
            return None
        call, owner = found
        cls = owner.class_ref(call.func)
        if cls is None or not _frozen_record(cls.info.node):
            return None
        fields = [s.body[0] for s in cls.info.node.body.body if isinstance(s, cst.SimpleStatementLine)
                  and len(s.body) == 1 and isinstance(s.body[0], cst.AnnAssign) and isinstance(s.body[0].target, cst.Name)]
        names = [f.target.value for f in fields]
        attr = expr.attr.value
        if attr not in names:
            return None
        given = None
        for i, arg in enumerate(a for a in call.args if a.keyword is None):
            if i == names.index(attr):
                given = arg.value
        for arg in call.args:
            if arg.keyword is not None and arg.keyword.value == attr:
                given = arg.value
        if given is None:
            given = fields[names.index(attr)].value
        return owner._static_key(given, depth + 1) if given is not None else None

    def _factory_table_entry(self, bound: cst.Subscript, given: Env) -> Value | None:
        """What a factory's `local = TABLE[key]` holds for the function it returns: the entry of
        a module-level dict display of functions, the key a literal or a parameter of the
        factory whose literal argument the factory's run recorded (`given`)."""
        if len(bound.slice) != 1 or not isinstance(bound.slice[0].slice, cst.Index):
            return None
        index = bound.slice[0].slice.value
        if isinstance(index, cst.Name):
            known = given.get(index.value)
            return self._table_entry(bound, 0, key=known.text) if known is not None and known.text else None
        return self._table_entry(bound, 0)

    def _table_entry(self, expr: cst.Subscript, depth: int, key: object = None) -> Value | None:
        """The function a module-level dict display of functions (`LOSSES = {"mse": mse, "huber":
        huber}`, or of lambdas, bound once and never changed, here or in another project module) holds under a
        key known at import time (`LOSSES["huber"]`, `LOSSES[CONFIG.loss]`), or the object of a project
        class a display of this module holds there (`PRIORS["x"]`, `PRIORS = {"x": Prior(...)}`); None
        otherwise."""
        if len(expr.slice) != 1 or not isinstance(expr.slice[0].slice, cst.Index):
            return None
        table = self._module_binding(expr.value)
        if table is not None and not isinstance(table[0], cst.Dict):
            return None
        if key is None:
            key = self._static_key(expr.slice[0].slice.value, depth)
        if key is None:
            return None
        picked = None
        if table is not None:
            display, owner = table
            for element in display.elements:
                if not isinstance(element, cst.DictElement):
                    return None  # `**other`: what the display holds is not all written here
                if literal(element.key) is ...:
                    return None
                if literal(element.key) == key:
                    picked = element.value
        if picked is None:  # `LOSSES["huber"] = huber` in another module, `@register("huber")`
            filled = self._filled_entry(expr.value, key)
            if filled is None or not isinstance(filled[0], cst.Name):
                return None
            picked, owner = filled
            value = owner.module_value(picked.value)
            if isinstance(value.func, FunctionRef):
                return value.but(func=replace(value.func, owner=owner)) \
                    if owner is not self and value.func.owner is None else value
            return None
        if isinstance(picked, cst.Lambda):  # `{"normal": lambda shape=(): jax.random.normal(...)}`
            held = owner._held_by(picked, None)
            if held is None or not isinstance(held.func, FunctionRef):
                return None
            return held.but(func=replace(held.func, owner=owner)) if owner is not self and held.func.owner is None \
                else held
        if isinstance(picked, cst.Call) and owner is self:  # `PRIORS = {"x": TruncatedNormal(low=0.0)}`
            held = self._held_by(picked, None)
            return held if held is not None and held.pytype == "object" and held.cls is not None else None
        if not isinstance(picked, cst.Name):
            return None
        value = owner.module_value(picked.value)
        if owner is self and value.pytype == "object" and value.cls is not None:
            return value  # `PRIORS = {"x": prior_x}`, `prior_x = TruncatedNormal(...)`: that object
        if isinstance(value.func, FunctionRef) and owner is not self and value.func.owner is None:
            return value.but(func=replace(value.func, owner=owner))  # a def of the table's module
        return value if isinstance(value.func, FunctionRef) and (owner is self or value.func.owner is not None) else None

    def _filled_entry(self, expr: cst.BaseExpression, key: object, module_level: bool = False):
        """(what a registry dict holds under `key`, the evaluator of the module spelling it) when
        import-time stores or registering decorators fill it (registry_fills.py); None otherwise."""
        site = self._registry_site(expr, module_level)
        if site is None or not isinstance(key, str):
            return None
        path, index, name = site
        fills = filled_entries(self.project, path, index, name)
        fill = fills.get(key) if fills is not None else None
        owner = evaluator_of(self.project, fill.path) if fill is not None else None
        return (fill.value, owner) if owner is not None else None

    def _registry_site(self, expr: cst.BaseExpression, module_level: bool):
        """(file, index, name) of the module-level binding a registry expression names
        (`module_level`: the caller knows no local binds the name)."""
        if self.project is None or not isinstance(expr, (cst.Name, cst.Attribute)):
            return None
        if isinstance(expr, cst.Name) and expr.value in self.index.module_assignments:
            if not module_level and self.name_scope(expr.value) != "global":
                return None
            return (self.path or self.project.filename), self.index, expr.value
        qual = self.qualname(expr)
        if qual is None or qual.startswith(facts.LIBRARY_ROOTS):
            return None
        return self.project.binding_site(qual, self.path)

    def function_table(self, expr: cst.BaseExpression) -> list[FunctionRef] | None:
        """The functions a module-level tuple or list display names (`BRANCHES = (relu, clip)`,
        bound once and never rebound, here or in another project module: `lax.switch(i,
        BRANCHES, x)`), those of its elements that are module functions; None when `expr`
        names no such binding."""
        if isinstance(expr, cst.Name) and self.name_scope(expr.value) != "global":
            return None
        index = self.index
        if isinstance(expr, cst.Name) and expr.value in index.module_assignments:
            assigned = index.module_assignments[expr.value]
            if len(assigned) != 1 or not isinstance(assigned[0], (cst.List, cst.Tuple)) \
                    or expr.value in index.reassigned_globals:
                return None
            values = [self.module_value(e.value.value) for e in assigned[0].elements
                      if isinstance(e.value, cst.Name) and not isinstance(e, cst.StarredElement)]
            return [v.func for v in values if isinstance(v.func, FunctionRef)]
        qual = self.qualname(expr) if isinstance(expr, (cst.Name, cst.Attribute)) else None
        if qual is None or self.project is None or qual.startswith(facts.LIBRARY_ROOTS):
            return None
        found = self.project.function_table(qual, self.path)
        if found is None:
            return None
        return [FunctionRef(info, None, owner=owner) for info, owner in (f for f in found if f is not None)]

    def project_constant(self, qualname: str) -> Value | None:
        """What an import-time literal of another project module holds (`from data import
        WEIGHTS`, `cfg.WEIGHTS`): its list, tuple, dict or NumPy array; None when the binding is
        not one of those or is no project module's."""
        if self.project is None or qualname.startswith(facts.LIBRARY_ROOTS):
            return None
        found = self.project.constant(qualname, self.path)
        if found is None:
            return None
        value = _import_time_value(*found)
        return value if value.pytype in ("list", "tuple", "dict", "ndarray", JAX_ARRAY) else None

    def _default_value(self, default: cst.BaseExpression, info: FunctionInfo) -> Value:
        """What a parameter no caller passes holds: its literal's value, or the array module its
        default names (`def convert(x, xnp=np)`), read with the imports of the module defining it."""
        if isinstance(default, (cst.Name, cst.Attribute)) and self.index.functions.get(id(info.node)) is info:
            dotted = dotted_name(default) or ""
            if dotted.split(".", 1)[0] in self.index.imports.aliases:
                qualified = self.index.imports.resolve(dotted)
                if qualified in _ARRAY_MODULES:
                    return _module_value(qualified)
        if isinstance(default, cst.Name) and self.index.functions.get(id(info.node)) is info and info.parent is None \
                and (info.class_node is None or self.index.classes.get(info.class_node.name.value) is info.class_node) \
                and default.value in self.index.module_assignments and default.value not in self.index.reassigned_globals \
                and not _class_body_binds(info.class_node, default.value):
            # `def uniform(shape, generator=DEFAULT_GENERATOR)`: the module's one instance, evaluated once when
            # the def runs, is the object every call leaving the default gets (its methods are followed)
            found = self.module_value(default.value)
            if found.cls is not None and found.pytype != "class":
                return found
        return _literal_type(default)

    @staticmethod
    def _function_value(info: FunctionInfo, closure: Frame | None = None) -> Value:
        """A def: a decorated one (`@jax.jit`) is called as what its decorator made it, so a
        call from traced code returns what the transform returns (a jitted call: arrays,
        whatever static values it was handed)."""
        ref = FunctionRef(info, closure)
        tracing = [s for s in info.specs if s.kind not in ("grad", "pass")]
        if tracing:
            return Value(Kind.STATIC, pytype="function", func=TransformedRef(tracing[-1], ref))
        return Value(Kind.STATIC, pytype="function", func=ref)

    def _held_by_callers(self, function: FunctionInfo, name: str) -> Value | None:
        """A parameter of an untraced module-level function that every caller of it hands an
        object of one project class (`unroll(dist, xs)` after `dist = Categorical(logits)`):
        that object (what its one construction decides, when there is one caller), whose
        methods the traced code it closes over calls and is followed into."""
        given = [(expr, where, self) for expr, where in caller_arguments(self.index, function, name) or ()]
        if not given:  # none here: the factory's callers in the modules importing it (`make_step(flow, lr)`)
            given = [(expr, where, owner) for expr, where, owner in self._importers_arguments(function, name)]
        if not given or not all(isinstance(expr, cst.Name) or (owner is not self and isinstance(expr, cst.Call))
                                for expr, _, owner in given):
            return None  # `unroll(Categorical(logits), xs)`: an object only this run holds (_passed_instance)
        found = [owner._held_at(expr, where) for expr, where, owner in given]
        if any(v is None or v.pytype != "object" or v.cls is None and not isinstance(v.func, ObjectChoice)
               for v in found):
            return None
        found = [v if owner is self else _adopted(v, owner) for v, (_, _, owner) in zip(found, given)]
        if len(found) == 1:
            return found[0]
        options = [option for v in found for option in _options(v)]
        if len({id(v.cls.info.node) for v in options}) == 1:
            return Value(Kind.STATIC, pytype="object", cls=options[0].cls)
        return object_choice(options)

    def _importers_arguments(self, function: FunctionInfo, name: str) -> list:
        """What the calls of this module's def `function` in the project modules importing it pass
        for `name`, when the module itself never calls it and every such call passes it."""
        if caller_arguments(self.index, function, name, every_caller=False):
            return []
        from jaxlint.analysis.factory_arguments import factory_arguments

        found = factory_arguments(self, function, name)
        return found if all(owner is not self for _, _, owner in found) else []

    def _held_by(self, expr: cst.BaseExpression, scope: FunctionInfo | None) -> Value | None:
        """What an untraced binding `name = expr` holds, when traced code can call it: a function
        (`_callable_at`), or an object of a project class built there (`norm = Normalizer(1e-3)`,
        `env = PointEnv()`), whose methods traced code calls and is followed into; its fields are
        Python values or concrete arrays, never tracers, so they stay unknown."""
        ref = self._callable_at(expr, scope)
        if ref is not None:
            return Value(Kind.STATIC, pytype="function", func=ref)
        if isinstance(expr, cst.Call) and isinstance(expr.func, cst.Subscript):
            return self._registry_built(expr, scope, 0)  # `env = ENVS[name](**kwargs)`
        if isinstance(expr, cst.Call) and isinstance(expr.func, cst.Call):
            return self._getattr_built(expr, scope, 0)  # `model = getattr(models, name)(cfg)`
        if isinstance(expr, cst.Call) and not any(a.star for a in expr.args):
            cls = self.class_ref(expr.func, scope)
            if cls is not None:
                return Value(Kind.STATIC, pytype="object", cls=cls, attrs=self._built_attributes(cls, expr, scope))
            return self._record_from_factory(expr, scope, 0)
        if isinstance(expr, cst.Call) and all(a.star != "*" for a in expr.args):
            cls = self.class_ref(expr.func, scope)
            if cls is not None:  # `target = Funnel(dim, **settings)`: an object of its class, the fields
                # its explicit arguments set known (_passed_at_construction), the others not
                return Value(Kind.STATIC, pytype="object", cls=cls, attrs=self._built_attributes(cls, expr, scope)) \
                    if cls.info.plain else None
        if isinstance(expr, cst.Call) and all(a.star != "*" for a in expr.args) and self.class_ref(expr.func, scope) is None:
            # `envs.make("grid", **ENV_DEFAULTS)`: a factory's product is read in the factory, whatever it is passed
            return self._record_from_factory(expr, scope, 0)
        return None

    def _registry_built(self, call: cst.Call, scope: FunctionInfo | None, depth: int) -> Value | None:
        """The object `REGISTRY[key](...)` builds (untraced code of this module, inside `scope`),
        the registry a module-level dict of project classes (registry_fills.filled_entries) and
        its key's strings known (registry_keys.literal_keys): an object of the class each key
        picks, a choice when they differ; None when a key or its entry is not known."""
        table = call.func
        if len(table.slice) != 1 or not isinstance(table.slice[0].slice, cst.Index) \
                or not isinstance(table.value, (cst.Name, cst.Attribute)):
            return None
        keys = literal_keys(self, table.slice[0].slice.value, scope)
        if not keys:
            return None
        module_level = isinstance(table.value, cst.Name) and (
            scope is None or table.value.value not in scope_info(scope.node).locals)
        found = []
        for key in keys:
            filled = self._filled_entry(table.value, key, module_level=module_level)
            picked, owner = filled if filled is not None else (None, None)
            cls = owner.class_ref(picked) if isinstance(picked, (cst.Name, cst.Attribute)) else None
            if cls is None or not cls.info.plain:
                return None
            if cls.owner is None and owner is not self:
                cls = ClassRef(cls.info, owner=owner)
            attrs = None if any(a.star == "*" for a in call.args) else self._built_attributes(cls, call, scope, depth + 1)
            found.append(Value(Kind.STATIC, pytype="object", cls=cls, attrs=attrs))
        if len({id(v.cls.info.node) for v in found}) == 1:
            return found[0] if len(found) == 1 else Value(Kind.STATIC, pytype="object", cls=found[0].cls)
        return object_choice(found)

    def _built_attributes(self, cls: ClassRef, call: cst.Call | None, scope: FunctionInfo | None,
                          depth: int = 0) -> tuple[tuple[str, Value], ...] | None:
        """What an object of an ordinary class, built by untraced code (`call`, spelled in this
        module inside `scope`; None: not known), holds in each attribute its construction
        decides (`held_from_construction`): the objects, containers and arrays its constructor
        builds, and what the call passes for a parameter the constructor stores as it is
        (`Encoder([Block(a), Block(b)])` storing `self.blocks = blocks`). None when nothing is known."""
        if depth <= 3 and cls.info.namedtuple and call is not None:
            return self._record_functions(cls, call, scope, depth)
        if depth > 3 or not cls.info.plain:
            return None
        owner = cls.owner or self
        bindings = class_bindings(owner.index, cls.info)
        if bindings is None:  # `class HMC(Kernel)`, Kernel of base.py binding `self.x`
            based = owner._foreign_base(cls.info)
            bindings = class_bindings(based[1].index, class_info(based[1].index, based[0])) if based else None
        if not bindings:
            return None
        key = (id(cls.info.node), id(call), depth)
        cached = self._built_memo.get(key)
        if cached is not None:
            return cached[0]
        self._built_memo[key] = (None,)  # a class holding an object of its own class: say nothing deeper
        out = []
        for attribute in bindings:
            value = self._held_attribute(cls, attribute, call, scope, depth)
            if value is not None:
                out.append((attribute, value))
        found = tuple(out) if out else None
        self._built_memo[key] = (found,)
        return found

    def _record_functions(self, cls: ClassRef, call: cst.Call, scope: FunctionInfo | None,
                          depth: int) -> tuple[tuple[str, Value], ...] | None:
        """The fields of a NamedTuple built by untraced code (`Fns(allocate=build)`, spelled in this
        module inside `scope`) that hold a function the text names: calls of `obj.allocate(...)`
        are followed into it. None when no field is known to hold one."""
        info = cls.info
        if cls.owner is not None or not info.known_fields or "__new__" in info.methods or any(
                a.star for a in call.args):
            return None
        out = []
        positional = [a.value for a in call.args if a.keyword is None]
        given = dict(zip(info.fields, positional))
        given.update((a.keyword.value, a.value) for a in call.args if a.keyword is not None)
        for name, expr in given.items():
            if name not in info.fields:
                return None
            ref = self._callable_at(expr, scope, depth + 1)
            if isinstance(ref, FunctionRef):
                out.append((name, Value(Kind.STATIC, pytype="function", func=ref)))
        return tuple(out) or None

    def _record_from_factory(self, call: cst.Call, scope: FunctionInfo | None, depth: int) -> Value | None:
        """`fns = neighbor_list(1.5)`: a factory of this module (undecorated, one `return`) that
        returns a NamedTuple of functions it defines (`return Fns(allocate=build)`): that record;
        or one returning an object of an ordinary class (`return Cell([branch])`): that object.
        (`depth` counts the constructions around it: a model's blocks' attention's projections.)"""
        if depth > 5:
            return None
        displayed = self._display_from_factory(call, scope, depth)
        if displayed is not None:
            return displayed
        info = None
        if isinstance(call.func, cst.Name):
            info = lookup_function(self.index, call.func.value, scope)
        if info is None and isinstance(call.func, (cst.Name, cst.Attribute)):
            qual = self.index.resolver.qualname(call.func)
            ref = self.project_function(qual) if qual else None
            if ref is not None and ref.owner is not None and ref.owner is not self:
                # `fns = partition.neighbor_list(...)`: a factory of another project module, its
                # return read there (what the call passes it is not needed for the object's class)
                made = ref.owner._record_from_factory(
                    cst.Call(func=cst.Name(ref.info.name), args=()), None, depth + 1) \
                    if ref.owner.index.module_functions.get(ref.info.name) is ref.info else None
                if made is not None:
                    return _owned_by(made, ref.owner)
                if ref.owner.index.module_functions.get(ref.info.name) is ref.info \
                        and not isinstance(factory_return(ref.info), cst.Call):
                    return self._chosen_by_factory(call, scope, ref.info, depth, home=ref.owner)
        if info is None and isinstance(call.func, cst.Attribute):
            return self._classmethod_built(call, scope)
        if info is None or info.specs or not isinstance(info.node, cst.FunctionDef) or info.node.decorators:
            return None
        returned = factory_return(info)
        if not isinstance(returned, cst.Call):  # several returns, a conditional one, a name
            return self._chosen_by_factory(call, scope, info, depth)
        if isinstance(returned.func, cst.Subscript):  # `return KERNELS[cfg.kernel](...)`, the key known
            return self._registry_built(returned, info, depth + 1)
        cls = self.class_ref(returned.func, info)
        if cls is not None and cls.info.plain and not cls.info.namedtuple \
                and all(a.star in ("", "**") for a in returned.args):  # (`**options`: see _passed_at_construction)
            # `pre = make_cell(0.0)`, the factory returning `Cell([branch])`: that object, with what
            # the construction in the factory (its names read there) puts in its attributes
            return Value(Kind.STATIC, pytype="object", cls=cls,
                         attrs=self._built_attributes(cls, returned, info, depth + 1))
        if cls is None or not cls.info.namedtuple:
            return None
        attrs = self._record_functions(cls, returned, info, depth + 1)
        return Value(Kind.STATIC, pytype="object", cls=cls, attrs=attrs) if attrs is not None else None

    def _chosen_class_built(self, call: cst.Call, scope: FunctionInfo | None, depth: int) -> Value | None:
        """`block_cls(cfg)`, `block_cls = MoEBlock if i % 2 == 0 else DenseBlock` the one binding of
        the name in the function `scope`: an object of either class (a choice when they differ);
        None when a branch is not an ordinary project class."""
        if not isinstance(call.func, cst.Name) or scope is None or not isinstance(scope.node, cst.FunctionDef):
            return None
        bound = single_assignment(scope.node, call.func.value)
        if not isinstance(bound, cst.IfExp):
            return None
        found = []
        for branch in (bound.body, bound.orelse):
            cls = self.class_ref(branch, scope) if isinstance(branch, (cst.Name, cst.Attribute)) else None
            if cls is None or not cls.info.plain:
                return None
            found.append(Value(Kind.STATIC, pytype="object", cls=cls,
                               attrs=self._built_attributes(cls, call, scope, depth + 1)))
        if found[0].cls.info.node is found[1].cls.info.node:
            return found[0]
        return object_choice(found)

    def _getattr_built(self, call: cst.Call, scope: FunctionInfo | None, depth: int) -> Value | None:
        """`getattr(models, name)(cfg)`, `models` a project module (or class) and the strings `name`
        can hold known (registry_keys.literal_keys: a literal, a settings-dict item, a loop over a
        display of literals): an object of the class each names, a choice when they differ; None
        when a name is not an ordinary project class there."""
        getter = call.func
        if not isinstance(getter, cst.Call) or not isinstance(getter.func, cst.Name) or getter.func.value != "getattr" \
                or len(getter.args) != 2 or any(a.star or a.keyword is not None for a in getter.args) \
                or not self._builtin_at("getattr", scope):
            return None
        owner, name = getter.args[0].value, getter.args[1].value
        if not isinstance(owner, (cst.Name, cst.Attribute)):
            return None
        keys = literal_keys(self, name, scope)
        if not keys or not all(key.isidentifier() for key in keys):
            return None
        found = []
        for key in keys:
            cls = self.class_ref(cst.Attribute(value=owner, attr=cst.Name(key)), scope)
            if cls is None or not cls.info.plain:
                return None
            attrs = None if any(a.star == "*" for a in call.args) else self._built_attributes(cls, call, scope, depth + 1)
            found.append(Value(Kind.STATIC, pytype="object", cls=cls, attrs=attrs))
        if len({id(v.cls.info.node) for v in found}) == 1:
            return found[0] if len(found) == 1 else Value(Kind.STATIC, pytype="object", cls=found[0].cls)
        return object_choice(found)

    def _chosen_by_factory(self, call: cst.Call, scope: FunctionInfo | None, info: FunctionInfo,
                           depth: int, home: "Evaluator | None" = None) -> Value | None:
        """`wrap_if_targeted(name, Dense(d, d), cfg)`, a factory of this module whose every `return`
        builds an object of an ordinary project class (`return LoRADense(layer, ...)`) or hands back
        a parameter it never rebinds (`return layer`) for which the call passes such an object: an
        object of one of those classes (a choice when they differ). `home`: the evaluator of the
        factory's module when it is another's (the call's arguments are read here). None when a
        return is anything else, or the call spreads its arguments."""
        from jaxlint.analysis.returns import returned_values
        from jaxlint.analysis.scopes import assigned_names

        returns = returned_values(info)
        if not returns or any(a.star for a in call.args):
            return None
        returns = [*_returned_branches(info, returns)]
        params = {p.name.value for p in (*info.node.params.posonly_params, *info.node.params.params,
                                         *info.node.params.kwonly_params)}
        found = []
        for returned in returns:
            if isinstance(returned, cst.Name) and returned.value in params \
                    and returned.value not in assigned_names(info.node):
                passed = passed_argument(call, info.node, returned.value, 0)
                value = self.built_outside(passed, scope, depth + 1) if passed is not None else None
            elif isinstance(returned, cst.Call) and all(a.star in ("", "**") for a in returned.args):
                # (a `**options` spread: the class is known, the attributes it could set are not)
                builder = home or self
                cls = builder.class_ref(returned.func, info)
                value = Value(Kind.STATIC, pytype="object", cls=cls,
                              attrs=builder._built_attributes(cls, returned, info, depth + 1)) \
                    if cls is not None and cls.info.plain and not cls.info.namedtuple else None
                if value is not None and builder is not self:
                    value = _owned_by(value, builder)
            else:
                value = None
            if value is None or value.pytype != "object" or value.cls is None:
                return None
            found.append(value)
        return object_choice(list({id(v.cls.info.node): v for v in found}.values()))

    def _classmethod_built(self, call: cst.Call, scope: FunctionInfo | None) -> Value | None:
        """`normalizer = Normalizer.fit(data)`: a classmethod of an ordinary project class (this
        module's or another's) whose every `return` builds `cls(...)`: an object of that class (what
        its attributes hold is left to the class's constructions)."""
        cls = self.class_ref(call.func.value, scope)
        if cls is None or not cls.info.plain or cls.info.namedtuple:
            return None
        owner = cls.owner or self
        method = owner.index.class_methods.get(id(cls.info.node), {}).get(call.func.attr.value)
        if method is None or has_subclass(owner.index, cls.info.node) \
                or constructed_class(owner.index, method) != cls.info.name:
            return None
        return Value(Kind.STATIC, pytype="object", cls=cls)

    def _display_from_factory(self, call: cst.Call, scope: FunctionInfo | None, depth: int) -> Value | None:
        """`callbacks = default_callbacks()`: a function of this or another project module
        (undecorated, one `return`) returning a list, tuple or dict display (`return [Clip(1.0), Log()]`):
        a fresh container of what that display builds, read in the factory's module."""
        owner, info = self, None
        if isinstance(call.func, cst.Name):
            info = lookup_function(self.index, call.func.value, scope)
        if info is None and isinstance(call.func, (cst.Name, cst.Attribute)):
            qual = self.index.resolver.qualname(call.func)
            ref = self.project_function(qual) if qual else None
            if ref is not None:
                info, owner = ref.info, ref.owner or self
        if info is None or info.specs or not isinstance(info.node, cst.FunctionDef) or info.node.decorators:
            return None
        returned = factory_return(info)
        if not isinstance(returned, (cst.List, cst.Tuple, cst.Dict)):
            return None
        built = owner.built_outside(returned, info, depth + 1)
        return _owned_by(built, owner) if built is not None and owner is not self else built  # its module's objects

    def _held_attribute(self, cls: ClassRef, attribute: str, call: cst.Call | None, scope: FunctionInfo | None,
                        depth: int) -> Value | None:
        """What `<object>.<attribute>` holds, the object of class `cls` built by `call` in
        untraced code (None: the call is not known, and an attribute set from a constructor
        parameter is not either): the join of what each constructor binding puts there, read in
        the class's module. An attribute a method updates in place (`self.step += 1`) is known
        only as a JAX array, which stays one. None when a binding's value is not known."""
        owner = cls.owner or self
        held = held_from_construction(owner.index, cls.info, attribute)
        if held is None and stored_by_generated_init(cls.info, attribute):
            return self._dataclass_field(owner, cls, attribute, call, scope, depth)
        if held is None:
            return self._held_in_foreign_base(cls, attribute, call, scope, depth)
        constructor = constructor_of(owner.index, cls.info)
        values = []
        for binding in held.bindings:
            parameter = handed_parameter(binding, constructor, owner.index)
            copied = None if parameter is not None else owner._copied_parameter(binding, constructor)
            if copied is not None:  # `self.biases = list(biases)`: a list of what the caller passes
                copied, parameter = copied
            spec = None
            if parameter is None and copied is None:  # `self.vg = jax.value_and_grad(log_prob_fn)`
                transformed = owner._transformed_parameter(binding, constructor)
                if transformed is not None:
                    spec, parameter = transformed
            chosen = self._chosen_by_constructions(owner, cls, constructor, binding, call, scope, depth) \
                if parameter is None and copied is None and spec is None else None
            if chosen is not None:
                value = chosen
            elif parameter is None:
                value = owner.built_outside(binding.spelled, binding.method, depth + 1)
            else:
                value = self._passed_by_constructions(owner, cls, constructor, parameter, call, scope, depth)
            if copied is not None:
                value = value.but(pytype=copied) if value is not None and value.pytype in ("list", "tuple") \
                    else Value(Kind.STATIC, pytype=copied)
            if spec is not None:  # the transform of the function the caller passes (nothing else is known)
                value = _transformed(spec, value)
            if value is None:
                return None
            values.append(value)
        value = join_all(values)
        if held.updated and not concrete_jax_array(value):
            return None
        if value.pytype == "list" and value.items == ():  # `self.blocks = []`, then appended to
            value = owner._appended_list(cls, attribute, depth)
        return value

    def _dataclass_field(self, owner: "Evaluator", cls: ClassRef, attribute: str, call: cst.Call | None,
                         scope: FunctionInfo | None, depth: int) -> Value | None:
        """A plain dataclass's field: what `call` passes for it (or its default), or with no call
        known the join over every construction of the class in its module (None when one is not known)."""
        def passed(builder: "Evaluator", c: cst.Call, s: FunctionInfo | None) -> Value | None:
            expr, default = field_argument(cls.info, attribute, c)
            if expr is None:
                return None
            return owner.built_outside(expr, None, depth + 1) if default else builder.built_outside(expr, s, depth + 1)

        if call is not None:
            return passed(self, call, scope)
        node = owner.index.classes.get(cls.info.name)
        calls = construction_calls(owner.index, cls.info.name) if node is cls.info.node else None
        if not calls:
            return None
        found = [passed(owner, c, s) for c, s in calls]
        return join_all(found) if all(v is not None for v in found) else None

    def _appended_list(self, cls: ClassRef, attribute: str, depth: int) -> Value:
        """The list a constructor starts empty and fills by `self.<attribute>.append(expr)`:
        its elements are what those expressions build (one of them when there are several);
        a list of unknown elements when they are not known (appended_items.py)."""
        appended = appended_items(self.index, cls.info.node, attribute)
        if not appended:
            return Value(Kind.STATIC, pytype="list", items=() if appended == [] else None)
        elements = [self.built_outside(expr, scope, depth + 1) for expr, scope in appended]
        if any(e is None for e in elements):
            return Value(Kind.STATIC, pytype="list")
        return Value(Kind.STATIC, pytype="list", elem=join_all(elements))

    def _foreign_base(self, info) -> tuple | None:
        """(the base's ClassDef, its module's evaluator, the class's own `__init__` or None, its
        `super().__init__(...)` call or None) for a plain class of this module whose one base is an
        ordinary class of another project module (`class HMC(Kernel)`, Kernel of kernels/base.py):
        the class's own methods bind nothing on the instance but in an own `__init__` that hands
        its parameters on by one `super().__init__(...)` statement. None otherwise. Once per
        class and evaluator (one lint): every attribute read of such an object asks it."""
        hit = self._foreign_bases.get(id(info.node))
        if hit is None or hit[0] is not info:
            hit = self._foreign_bases[id(info.node)] = (info, self._find_foreign_base(info))
        return hit[1]

    def _find_foreign_base(self, info) -> tuple | None:
        node = info.node
        if not info.plain or len(node.bases) != 1 or node.bases[0].keyword is not None or node.bases[0].star \
                or self.project is None:
            return None
        qual = self.index.resolver.qualname(node.bases[0].value)
        if qual is None or qual.startswith(facts.LIBRARY_ROOTS) or isinstance(node.bases[0].value, cst.Name) \
                and node.bases[0].value.value in self.index.classes:
            return None
        found = self.project.klass(qual, self.path)
        if found is None or found[1] is self:
            return None
        methods = self.index.class_methods.get(id(node), {})
        own = methods.get("__init__")
        bound = {b.attribute for m in methods.values() if m is not own for b in attribute_bindings(m)}
        if bound or "__post_init__" in methods:
            return None
        supers = None
        if own is not None:
            chain = own_super_call(own)
            if chain is None:
                return None
            supers = chain
        return found[0], found[1], own, supers

    def _held_in_foreign_base(self, cls: ClassRef, attribute: str, call: cst.Call | None,
                              scope: FunctionInfo | None, depth: int) -> Value | None:
        """What `<object>.<attribute>` holds, the object of `cls` built by `call`, when the class's
        base of another project module binds it in its constructor (`self.value_and_grad =
        jax.value_and_grad(log_prob_fn)` in Kernel.__init__, `HMC(target.log_prob)` handing
        log_prob_fn on through `super().__init__(log_prob_fn)`): as `_held_attribute` reads a
        binding of the class's own module, the base's parameter read back to this call's argument."""
        owner = cls.owner or self
        based = owner._foreign_base(cls.info)
        if based is None:
            return None
        base_node, base_ev, own, super_call = based
        if own is not None and any(b.attribute == attribute for b in attribute_bindings(own)):
            return None  # the class's own constructor binds it too
        outside = stored_outside_methods(owner.index)
        if outside is None or attribute in outside:
            return None
        base_info = class_info(base_ev.index, base_node)
        held = held_from_construction(base_ev.index, base_info, attribute)
        base_ctor = constructor_of(base_ev.index, base_info)
        if held is None or held.updated or base_ctor is None:
            return None
        values = []
        for binding in held.bindings:
            parameter = handed_parameter(binding, base_ctor, base_ev.index)
            spec = None
            if parameter is None:
                transformed = base_ev._transformed_parameter(binding, base_ctor)
                if transformed is not None:
                    spec, parameter = transformed
            if parameter is None:
                value = base_ev.built_outside(binding.spelled, binding.method, depth + 1)
                value = _owned_by(value, base_ev) if value is not None else None
            else:
                ctor, mine = base_ctor, parameter  # `HMC(...)` runs the base's `__init__` itself
                if own is not None:
                    handed = passed_argument(super_call, base_ctor.node, parameter, bound=1)
                    ctor, mine = own, constructor_parameter(_rebound_as(binding, handed, own), own) \
                        if isinstance(handed, cst.Name) else None
                value = self._passed_by_constructions(owner, cls, ctor, mine, call, scope, depth) if mine else None
            if spec is not None:
                value = _transformed(spec, value)
            if value is None:
                return None
            values.append(value)
        return join_all(values) if values else None

    def _chosen_by_constructions(self, owner: "Evaluator", cls: ClassRef, constructor: FunctionInfo | None,
                                 binding, call: cst.Call | None, scope: FunctionInfo | None,
                                 depth: int) -> Value | None:
        """`self._xp = jnp if use_jax else np` in the constructor, `use_jax` one of its parameters
        it never rebinds (or `not use_jax`): the branch the value the construction passes (every
        construction, with none known) decides, built where the constructor runs. None when the
        binding is no such choice or the flag is not decided."""
        expr = binding.spelled
        if not isinstance(expr, cst.IfExp) or constructor is None or binding.method is not constructor:
            return None
        test, negate = expr.test, False
        if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            test, negate = test.expression, True
        if not isinstance(test, cst.Name) or not unrebound_parameter(constructor, test.value):
            return None
        flag = self._passed_by_constructions(owner, cls, constructor, test.value, call, scope, depth)
        truth = truth_of(flag) if flag is not None else None
        if truth is None:
            return None
        return owner.built_outside(expr.body if truth != negate else expr.orelse, binding.method, depth + 1)

    def _passed_by_constructions(self, owner: "Evaluator", cls: ClassRef, constructor: FunctionInfo, parameter: str,
                                 call: cst.Call | None, scope: FunctionInfo | None, depth: int) -> Value | None:
        """What `call` passes for the constructor's parameter; with no call known, the join of what
        every construction of the class in the project passes (None when one is not known)."""
        if call is not None:
            return self._passed_at_construction(owner, call, scope, constructor, parameter, depth)
        node = owner.index.classes.get(cls.info.name)
        calls = construction_calls(owner.index, cls.info.name) if node is cls.info.node else None
        found = [owner._passed_at_construction(owner, c, s, constructor, parameter, depth) for c, s in calls or ()]
        elsewhere = constructions_elsewhere(owner, node) if calls is not None else None
        for c, s, builder in elsewhere or ():  # `Trainer(callbacks=default_callbacks())` in main.py
            passed = builder._passed_at_construction(owner, c, s, constructor, parameter, depth) \
                if builder is not owner else None
            found.append(_owned_by(passed, builder) if passed is not None else None)
        return join_all(found) if found and all(v is not None for v in found) else None

    def _passed_at_construction(self, owner: "Evaluator", call: cst.Call, scope: FunctionInfo | None,
                                constructor: FunctionInfo, parameter: str, depth: int) -> Value | None:
        """What `call` (spelled in this module, inside `scope`) passes for the constructor's
        parameter (its default, read in `owner`'s module, when it passes nothing)."""
        if any(a.star for a in call.args):
            # `DPClient(client, **privacy)`: a parameter passed by name or position before the
            # `**` spread is what the spread cannot replace (a duplicate is a TypeError); the others
            # are not known. A `*` spread shifts the positions: nothing is known.
            if any(a.star == "*" for a in call.args):
                return None
            given = passed_argument(call.with_changes(args=[a for a in call.args if not a.star]),
                                    constructor.node, parameter, bound=1)
            return self.built_outside(given, scope, depth + 1) if given is not None else None
        star = constructor.node.params.star_arg
        if isinstance(star, cst.Param) and star.name.value == parameter:
            return self._star_collected(call, constructor, scope, depth)
        given = passed_argument(call, constructor.node, parameter, bound=1)
        if given is not None:
            return self.built_outside(given, scope, depth + 1)
        params = constructor.node.params
        param = next((p for p in (*params.posonly_params, *params.params, *params.kwonly_params)
                      if p.name.value == parameter), None)
        return owner._default_value(param.default, constructor) if param is not None \
            and param.default is not None else None

    def _star_collected(self, call: cst.Call, constructor: FunctionInfo, scope: FunctionInfo | None,
                        depth: int) -> Value | None:
        """What `Sequential(Linear(4, 8), Dropout(0.5))` gives `def __init__(self, *layers)`: the
        tuple of the positional arguments past the named ones, each built as the caller spells it."""
        params = constructor.node.params
        named = len(params.posonly_params) + len(params.params) - 1  # less `self`
        positional = [a.value for a in call.args if a.keyword is None]
        items = []
        for expr in positional[named:]:
            value = self.built_outside(expr, scope, depth + 1)
            if value is None:
                return None
            items.append(value)
        return Value(Kind.STATIC, pytype="tuple", items=tuple(items))

    def _copied_parameter(self, binding, constructor: FunctionInfo | None) -> tuple[str, str] | None:
        """('list' or 'tuple', the parameter) for a constructor binding `self.x = list(p)` (or
        `tuple(p)`), `p` a parameter of the constructor `Cls(...)` runs, never rebound there."""
        value = binding.spelled
        if not isinstance(value, cst.Call) or not isinstance(value.func, cst.Name) or len(value.args) != 1 \
                or value.args[0].keyword is not None or value.args[0].star:
            return None
        kind = value.func.value
        if kind not in ("list", "tuple") or not self._builtin_at(kind, binding.method):
            return None
        parameter = handed_parameter(replace(binding, value=value.args[0].value), constructor, self.index)
        return (kind, parameter) if parameter is not None else None

    def _transformed_parameter(self, binding, constructor: FunctionInfo | None) -> tuple | None:
        """(the transform's spec, the parameter) for a constructor binding `self.vg =
        jax.value_and_grad(log_prob_fn)` (any JAX transform of one positional function, `p` a
        parameter of the constructor `Cls(...)` runs, never rebound there): calling the attribute
        runs the transform of what each construction passes."""
        value = binding.spelled
        if not isinstance(value, cst.Call) or any(a.star for a in value.args):
            return None
        positional = [a.value for a in value.args if a.keyword is None]
        resolver = self.index.resolver
        if not positional or not resolver.wrapper_kind(resolver.qualname(value.func)):
            return None
        parameter = handed_parameter(replace(binding, value=positional[0]), constructor, self.index)
        wrapped = resolver.spec_from_call(value) if parameter is not None else None
        return (wrapped[0], parameter) if wrapped is not None else None

    def _builtin_at(self, name: str, scope: FunctionInfo | None) -> bool:
        """Whether `name`, read in untraced code of this module inside `scope`, is Python's builtin:
        no enclosing function, module binding or import rebinds it."""
        while scope is not None:
            if name in scope_info(scope.node).locals:
                return False
            scope = scope.parent
        return name in facts.BUILTIN_NAMES and not self._module_binds(name)

    def built_outside(self, expr: cst.BaseExpression, scope: FunctionInfo | None, depth: int = 0) -> Value | None:
        """What untraced code (this module, inside `scope`) builds with `expr`, as far as an
        object's attribute needs it: an object of a project class (with what its construction
        decides), a function, a JAX or NumPy array, a list, tuple or dict display (what it
        holds), a literal's type; a name bound once to one of those. None when unknown."""
        if depth > 6:  # an object a factory builds from its locals: `Cell([branch])`, `branch = a + b`
            return None
        if isinstance(expr, cst.Call):
            if isinstance(expr.func, cst.Subscript):  # `REGISTRY[name](**kwargs)`, `name` known
                return self._registry_built(expr, scope, depth)
            if any(a.star for a in expr.args):
                cls = self.class_ref(expr.func, scope)  # `Funnel(dim, **settings)`: its class, the attributes
                if cls is None or not cls.info.plain:  # its explicit arguments set (a `*` spread: none)
                    return None
                attrs = None if any(a.star == "*" for a in expr.args) else self._built_attributes(cls, expr, scope, depth + 1)
                return Value(Kind.STATIC, pytype="object", cls=cls, attrs=attrs)
            cls = self.class_ref(expr.func, scope)
            if cls is not None:
                return Value(Kind.STATIC, pytype="object", cls=cls,
                             attrs=self._built_attributes(cls, expr, scope, depth + 1))
            chosen = self._chosen_class_built(expr, scope, depth) or self._getattr_built(expr, scope, depth)
            if chosen is not None:
                return chosen
            ref = self._callable_at(expr, scope)
            if ref is not None:
                return Value(Kind.STATIC, pytype="function", func=ref)
            made = self._record_from_factory(expr, scope, depth)
            if made is not None:
                return made
            copied = expr.func.value if isinstance(expr.func, cst.Name) else None
            if copied in ("list", "tuple") and self._builtin_at(copied, scope) and len(expr.args) <= 1 \
                    and all(a.keyword is None for a in expr.args):
                # `self.biases = list(biases)`: a Python list (tuple) whatever it copies; what it holds is
                # the source's elements, known when the source is a display
                source = self.built_outside(expr.args[0].value, scope, depth + 1) if expr.args else None
                items = source.items if source is not None and source.pytype in ("list", "tuple") else None
                return Value(Kind.STATIC, pytype=copied, items=items if items is not None else () if not expr.args
                             else None)
            if copied in ("float", "int", "bool") and self._builtin_at(copied, scope):
                return Value(Kind.STATIC, pytype=copied)  # `[float(b) for b in betas]`: Python numbers
            if isinstance(expr.func, cst.Attribute) and expr.func.attr.value in facts.ARRAY_TO_ARRAY_METHODS:
                receiver = self.built_outside(expr.func.value, scope, depth + 1)  # `jnp.stack(rows).reshape(-1, 2)`
                if receiver is not None and receiver.pytype in ("ndarray", JAX_ARRAY):
                    return Value(Kind.STATIC, pytype=receiver.pytype)
            found = _import_time_value(expr, self.index)
            return found if found.pytype in ("ndarray", JAX_ARRAY) else None
        if isinstance(expr, cst.Subscript):  # `jnp.linspace(-3.0, 3.0, n)[:, None]`: a JAX array indexed is one
            base = self.built_outside(expr.value, scope, depth + 1)
            return Value(Kind.STATIC, pytype=JAX_ARRAY) if base is not None and base.pytype == JAX_ARRAY else None
        if isinstance(expr, (cst.List, cst.Tuple)):
            items = []
            for element in expr.elements:
                if isinstance(element, cst.StarredElement):
                    return Value(Kind.STATIC, pytype="list" if isinstance(expr, cst.List) else "tuple")
                items.append(self.built_outside(element.value, scope, depth + 1) or STATIC)
            return Value(Kind.STATIC, pytype="list" if isinstance(expr, cst.List) else "tuple", items=tuple(items))
        if isinstance(expr, cst.BinaryOperation) and not isinstance(expr.operator, cst.MatrixMultiply):
            # `8 * jnp.array([1, 1])`: arithmetic of a JAX array with a number or another JAX array
            sides = [self.built_outside(side, scope, depth + 1) for side in (expr.left, expr.right)]
            if any(v is not None and v.pytype == JAX_ARRAY for v in sides) and all(
                    v is not None and (v.pytype in (JAX_ARRAY, "float") or v is STATIC_INT) for v in sides):
                return Value(Kind.STATIC, pytype=JAX_ARRAY)
            if any(v is not None and v.pytype == "ndarray" for v in sides) and all(
                    v is not None and (v.pytype in ("ndarray", "float") or v is STATIC_INT) for v in sides):
                return Value(Kind.STATIC, pytype="ndarray")  # `xp ** 2`, xp a NumPy array: NumPy's arithmetic
            return _sequence_arithmetic(expr, *sides)
        if isinstance(expr, (cst.ListComp, cst.GeneratorExp)):
            elem = self.built_outside(expr.elt, scope, depth + 1)
            return Value(Kind.STATIC, pytype="list" if isinstance(expr, cst.ListComp) else None,
                         elem=elem if elem is not None else STATIC)
        if isinstance(expr, cst.Dict):
            values = [self.built_outside(e.value, scope, depth + 1) or STATIC if isinstance(e, cst.DictElement)
                      else STATIC for e in expr.elements]
            return Value(Kind.STATIC, pytype="dict", elem=_joined_elements(values) if values else None)
        if isinstance(expr, cst.DictComp):  # `{name: wrap(name, Dense(d, d)) for name in ("q", "v")}`
            elem = self.built_outside(expr.value, scope, depth + 1)
            return Value(Kind.STATIC, pytype="dict", elem=elem if elem is not None else STATIC)
        if isinstance(expr, cst.Lambda):  # `self.constraints = [lambda x: x >= 0, ...]`: functions, each called
            ref = self._callable_at(expr, scope)
            return Value(Kind.STATIC, pytype="function", func=ref) if isinstance(ref, FunctionRef) else None
        if isinstance(expr, (cst.Name, cst.Attribute)) and not (isinstance(expr, cst.Name) and expr.value in (
                "None", "True", "False")):
            ref = self._callable_at(expr, scope)  # `Trainer(model, losses.cross_entropy)`: a function
            if isinstance(ref, FunctionRef):
                return Value(Kind.STATIC, pytype="function", func=ref)
        if isinstance(expr, cst.Name) and expr.value not in ("None", "True", "False"):
            owner = scope
            while owner is not None and expr.value not in scope_info(owner.node).locals:
                owner = owner.parent
            if owner is None:
                if expr.value in self.index.reassigned_globals:
                    return None
                assigned = self.index.module_assignments.get(expr.value)
                if assigned and len(assigned) == 1 and assigned[0] is not None:
                    return self.built_outside(assigned[0], None, depth + 1)
                if not assigned and expr.value in self.index.imports.aliases \
                        and self.index.imports.resolve(expr.value) in _ARRAY_MODULES:
                    return _module_value(self.index.imports.resolve(expr.value))  # `self._xp = jnp`
                return None
            bound = single_assignment(owner.node, expr.value) if isinstance(owner.node, cst.FunctionDef) else None
            if bound is None and isinstance(owner.node, cst.FunctionDef):
                return self._unpacked_from_helper(expr.value, owner, depth)
            return self.built_outside(bound, owner, depth + 1) if bound is not None else None
        literal = _literal_type(expr)
        return literal if literal is not STATIC else None

    def _unpacked_from_helper(self, name: str, owner: FunctionInfo, depth: int) -> Value | None:
        """`x, y = toy_data(n)` in untraced code, `toy_data` a def of this module whose every
        `return` is a tuple display: what untraced code builds with the matching element, when every
        return builds the same (`jnp.asarray(x)`: a JAX array)."""
        found = unpacking_call(owner.node, name)
        if found is None or not isinstance(found[2].func, cst.Name):
            return None
        position, count, call = found
        helper = lookup_function(self.index, call.func.value, owner)
        elements = returned_elements(helper, position, count) if helper is not None and not helper.is_method else None
        if not elements:
            return None
        built = [self.built_outside(element, helper, depth + 1) for element in elements]
        return built[0] if built[0] is not None and all(b == built[0] for b in built[1:]) else None

    def _held_at(self, expr: cst.BaseExpression, scope: FunctionInfo | None, depth: int = 0) -> Value | None:
        """What untraced code hands on as `expr` (an argument functools.partial binds), when it is
        a function or an object of a project class (`_held_by`), a name read through its one
        binding in `scope` or at module level (`tracker = NormTracker()`); None otherwise."""
        if depth > 3:
            return None
        if isinstance(expr, cst.Name):
            bound, where = the_binding(self.index, expr.value, scope)
            if isinstance(bound, (cst.Call, cst.Lambda)) and not (
                    where is None and expr.value in self.index.reassigned_globals):
                held = self._held_by(bound, where)
                if held is not None:
                    return held
            looped = self._loop_objects(expr, where) if bound is None else None
            if looped is not None:  # `for kernel in (HMC(...), MALA(...)): run(kernel, ...)`
                return looped
            if bound is None and scope is not None and isinstance(scope.node, cst.FunctionDef) \
                    and expr.value in scope_info(scope.node).params:
                functions = self._passed_functions(scope, expr.value)
                if functions is not None:  # `partial(rwm_step, log_prob)`, `log_prob` what the callers pass
                    return functions
        return self._held_by(expr, scope) if isinstance(expr, (cst.Name, cst.Attribute, cst.Call, cst.Lambda)) \
            else None

    def _loop_objects(self, name: cst.Name, where: FunctionInfo | None) -> Value | None:
        """The objects of project classes a loop variable takes in turn (loop_objects.py), built
        by untraced code: one object, or a choice of several when their classes differ."""
        from jaxlint.analysis.loop_objects import loop_elements

        if where is None and name.value in self.index.reassigned_globals:
            return None
        elements = loop_elements(where.node if where is not None else self.index.module, name)
        if elements is None:
            return None
        found = []
        for element in elements:
            held = self._held_by(element, where) if isinstance(element, cst.Call) else None
            if held is None or held.pytype != "object" or held.cls is None:
                return None
            found.append(held)
        if len({id(v.cls.info.node) for v in found}) == 1:
            return found[0] if len(found) == 1 else Value(Kind.STATIC, pytype="object", cls=found[0].cls)
        return object_choice(found)

    def _bound_container(self, expr: cst.BaseExpression, scope: FunctionInfo | None) -> Value | None:
        """A list, tuple or dict that untraced code binds with functools.partial (`partial(step,
        RATES)`, RATES this or another project module's list display): a Python container,
        whatever the transform traces."""
        value = self.built_outside(expr, scope)
        if value is None and isinstance(expr, (cst.Name, cst.Attribute)):
            qual = self.index.resolver.qualname(expr)
            value = self.project_constant(qual) if qual else None
        return value if value is not None and value.pytype in ("list", "tuple", "dict") else None

    def _callable_at(self, expr: cst.BaseExpression, scope: FunctionInfo | None, depth: int = 0):
        """The function an untraced binding holds, when its text says: a def or lambda, another
        project module's function, `partial(f, ...)` of one (bound values are Python values) or
        a transform of one. Traced code that calls it is then followed into it."""
        if depth > 3:
            return None
        if isinstance(expr, cst.Lambda):
            info = self.index.functions.get(id(expr))
            return FunctionRef(info, None) if info is not None else None
        if isinstance(expr, cst.Name):
            info = lookup_function(self.index, expr.value, scope)
            if info is not None:
                return FunctionRef(info, None)
            bound, where = the_binding(self.index, expr.value, scope)
            if isinstance(bound, (cst.Call, cst.Lambda)) and not (
                    where is None and expr.value in self.index.reassigned_globals):
                return self._callable_at(bound, where, depth + 1)  # `loss_fn = partial(f, cfg)`, `jax.grad(loss_fn)`
        if isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name):
            method = self._bound_method_at(expr, scope, depth)
            if method is not None:
                return method
        if isinstance(expr, (cst.Name, cst.Attribute)):
            qual = self.index.resolver.qualname(expr)
            return self.project_function(qual) if qual else None
        if not isinstance(expr, cst.Call) or any(a.star for a in expr.args):
            return None
        positional = [a.value for a in expr.args if a.keyword is None]
        qual = self.index.resolver.qualname(expr.func)
        if qual != facts.PARTIAL and not self.index.resolver.wrapper_kind(qual) and not facts.lookup(qual or ""):
            return self._product_at(expr, scope, depth)  # `normal_rv = make_random_variable("normal")`
        inner = self._callable_at(positional[0], scope, depth + 1) if positional else None
        if inner is None or isinstance(inner, FunctionChoice):
            return None
        if qual == facts.PARTIAL:
            if not isinstance(inner, FunctionRef):
                return None
            # bound values are Python values: functions and objects of project classes are followed
            keywords = tuple((a.keyword.value, self._held_at(a.value, scope, depth + 1) or STATIC)
                             for a in expr.args if a.keyword is not None)
            bound = tuple(self._held_at(e, scope, depth + 1) or STATIC for e in positional[1:])
            return FunctionRef(inner.info, inner.closure, inner.bound + bound,
                               inner.bound_keywords + keywords, owner=inner.owner,
                               spread=inner.spread or any(a.star for a in expr.args))
        wrapped = self.index.resolver.spec_from_call(expr) if self.index.resolver.wrapper_kind(qual) else None
        return TransformedRef(wrapped[0], inner) if wrapped is not None else None

    def _bound_method_at(self, expr: cst.Attribute, scope: FunctionInfo | None, depth: int) -> FunctionRef | None:
        """`model.log_density`, `model` an object of a project class untraced code built
        (`model = LogisticModel(x, y)`): the method, bound to that object."""
        if self.index.resolver.qualname(expr.value) is not None and expr.value.value not in self.index.module_functions:
            bound, _ = the_binding(self.index, expr.value.value, scope)
            if not isinstance(bound, cst.Call):
                return None  # an imported module's attribute, not an object's
        held = self._held_at(expr.value, scope, depth + 1)
        if held is None or held.pytype != "object" or held.cls is None:
            return None
        attr = expr.attr.value
        if attr in held.cls.info.properties or any(name == attr for name, _ in held.attrs or ()):
            return None  # a property's value (or what the object holds) is no method to hand on
        if attr not in held.cls.info.methods:  # `model.loss`, `loss` defined by a project base class
            return self.inherited_bound(held, attr)
        method = self.member(held, attr)
        return method.func if method is not None and isinstance(method.func, FunctionRef) else None

    def _product_at(self, call: cst.Call, scope: FunctionInfo | None, depth: int):
        """The function a factory call made outside traced code returns (`g = make(cfg)`, the
        factory a def of this or another project module, no transform's): the def its every
        `return` names, a lambda its one `return` gives, or the `functools.partial(...)` it
        returns. The product's closure holds what the factory was called with, Python values."""
        factory = self._callable_at(call.func, scope, depth + 1)
        if not isinstance(factory, FunctionRef) or factory.bound or factory.bound_keywords or factory.spread \
                or factory.info.specs or not isinstance(factory.info.node, cst.FunctionDef):
            return None
        owner = factory.owner or self
        product = returned_function(owner.index, factory.info)
        key_of = partial(literal_keys, self, scope=scope)  # `get_sampler(scfg.name)`: the keys read here
        entry = registry_entry(owner.index, factory.info, call, key_of) if product is None else None
        if entry is not None:  # `get_loss("xent")`, returning `LOSSES[name]`: that entry's function
            ref = owner._callable_at(entry, None, depth + 1)
            return owned(ref, owner) if isinstance(ref, FunctionRef) and owner is not self else ref
        lookup = registry_lookup(factory.info, call, key_of) if product is None else None
        filled = owner._filled_entry(*lookup, module_level=True) if lookup is not None else None
        if filled is not None:  # the registry filled by stores or `@register("xent")`
            where = filled[1]
            ref = where._callable_at(filled[0], None, depth + 1)
            return owned(ref, where) if isinstance(ref, FunctionRef) and where is not self else ref
        if product is None:
            made = factory_return(factory.info)
            if isinstance(made, cst.Call) and owner.index.resolver.qualname(made.func) == facts.PARTIAL:
                ref = owner._callable_at(made, factory.info, depth + 1)
                if isinstance(ref, FunctionRef) and ref.owner is None and owner is not self:
                    ref = FunctionRef(ref.info, ref.closure, ref.bound, ref.bound_keywords, owner=owner,
                                      spread=ref.spread)
                return ref if isinstance(ref, FunctionRef) else None
        if product is None:
            lambdas = returned_lambdas(owner.index, factory.info)
            if lambdas is None:
                return None
            # `if lower: return lambda x: x >= b` / `return lambda x: x <= b`: one of them, each with the
            # closure this call makes; a call of the product runs each
            closure = owner._factory_run(factory.info, call)
            return FunctionChoice(tuple(FunctionRef(info, closure, owner=factory.owner) for info in lambdas))
        ref = FunctionRef(product, owner._factory_run(factory.info, call), owner=factory.owner)
        tracing = [s for s in product.specs if s.kind not in ("grad", "pass")]
        return TransformedRef(tracing[-1], ref) if tracing else ref

    def _decorated_wrapper(self, info: FunctionInfo) -> Value | None:
        """A def under one plain decorator of the project (`@host_callback`) that returns a
        wrapper which never calls the function itself, only hands it on (to `jax.debug.callback`,
        a nested def): calling the name runs that wrapper, with the decorator's parameter holding
        the def. None for any other def (a wrapper calling `func(*args)` runs its body as a call
        of the def would: analysed as one)."""
        node = info.node
        if info.specs or info.kernel or not isinstance(node, cst.FunctionDef) or len(node.decorators) != 1:
            return None
        expr = node.decorators[0].decorator
        if not isinstance(expr, (cst.Name, cst.Attribute)):
            return None
        factory = self._callable_at(expr, None)
        if not isinstance(factory, FunctionRef) or factory.bound or factory.info.specs \
                or not isinstance(factory.info.node, cst.FunctionDef) or factory.info is info:
            return None
        params = factory.info.node.params
        positional = [*params.posonly_params, *params.params]
        owner = factory.owner or self
        wrapper = returned_function(owner.index, factory.info)
        if len(positional) != 1 or wrapper is None or not isinstance(wrapper.node, cst.FunctionDef):
            return None
        me = positional[0].name.value
        if any(isinstance(n, cst.Call) and isinstance(n.func, cst.Name) and n.func.value == me
               for n in iter_scope(wrapper.node.body)):
            return None  # `return func(*args, **kwargs)`: the body runs as called
        run = Frame(info=factory.info, scope=scope_info(factory.info.node),
                    env={me: Value(Kind.STATIC, pytype="function", func=FunctionRef(info, None))},
                    closure=None, via="", staging=False, untraced=True)
        return Value(Kind.STATIC, pytype="function", func=FunctionRef(wrapper, run, owner=factory.owner))

    def _factory_run(self, factory: FunctionInfo, call: cst.Call) -> Frame | None:
        """The untraced frame of a factory's run by `call` (made outside traced code): the literal
        each parameter its body never rebinds was given or keeps as its default (`name="normal"`,
        `x=None`), for the function it returns to read; None when it was given none."""
        key = (id(factory.node), id(call))
        if key in self._factory_runs:
            return self._factory_runs[key]
        env: Env = {}
        node = factory.node
        params = node.params
        for p in (*params.posonly_params, *params.params, *params.kwonly_params):
            name = p.name.value
            passed = passed_argument(call, node, name)  # by keyword, or by position (keyword-only: never)
            given = passed if passed is not None else p.default
            value = _literal_type(given) if given is not None else STATIC
            if (value.pytype is not None or value.text is not None) and binding_count(node, name) == 0:
                env[name] = value
        run = Frame(info=factory, scope=scope_info(node), env=env, closure=None, via="", staging=False,
                    untraced=True) if env else None
        self._factory_runs[key] = run
        return run

    def expr_Attribute(self, node: cst.Attribute) -> Value:
        qual = self.qualname(node)
        if qual is not None and not isinstance(node.value, cst.Call):
            ref = self.project_function(qual)
            if ref is not None:
                return Value(Kind.STATIC, pytype="function", func=ref)
            known = facts.lookup(qual)
            if known is not None and known.false_when_staged and self._traced_only_by_jit_or_lax():
                return STATIC_FALSE  # `if jax.config.jax_disable_jit:` under jit: jit is not disabled
            return self.project_constant(qual) or STATIC
        self.parents[id(node.value)] = node
        inherited = self._super_member(node)
        if inherited is not None:
            return inherited
        base = self.eval(node.value)
        attr = node.attr.value
        if isinstance(base.func, ObjectChoice) and base.kind is Kind.STATIC:
            return self._chosen_member(base.func, attr)
        if self.frame.built is not None and attr in self.frame.built and self.frame.built[attr].kind is Kind.TRACED \
                and self._is_instance(node.value) and self._stored_before(node, attr):
            return self.frame.built[attr]  # `self.modes = put(...)`, read back in the same constructor
        if base.cls is not None and base.pytype == "class" and base.kind is Kind.STATIC:
            method = base.cls.info.methods.get(attr)
            if method is not None and method.is_classmethod:  # `Attention.init(...)`: `cls` is the class
                return Value(Kind.STATIC, pytype="function",
                             func=FunctionRef(method, None, bound=(base,), owner=base.cls.owner))
        if base.cls is not None and base.pytype != "class":
            member = self._object_member(base, attr)
            if member is not None:
                return member
        elif base.kind is not Kind.TRACED and (method := self._receiver_method(node.value)) is not None:
            info = class_info(self.index, method.class_node)
            flags = info.flags  # `self.debug` in a method of the class
            if attr in flags:
                return _FLAG_VALUES[flags[attr]]
            built = constructed_attribute(info, attr) if base.cls is None else None
            held = self._held_by(*built) if built is not None else None
            if held is not None and held.pytype == "object":
                return held  # `self.tracker = NormTracker()` in __init__: its methods are followed
            container = constructed_container(info, attr) if base.cls is None and info.plain else None
            if container is not None:
                held = self._held_attribute(ClassRef(info), attr, None, None, 0) \
                    if not has_subclass(self.index, info.node) else None
                if held is not None and held.pytype == container and held.items is not None \
                        and any(item.func is not None for item in held.items):
                    return held  # `self.constraints = [lambda x: ..., make(...)]` in __init__: calls of its items run
                if held is not None and held.pytype == container and held.elem is not None \
                        and held.elem.pytype == "object":
                    return held  # `self.blocks.append(Block(...))` in a loop of __init__: its objects' methods run
                return Value(Kind.STATIC, pytype=container)  # `self.scales = [...]` in __init__
            if base.cls is None and attr in info.containers and not has_subclass(self.index, info.node):
                return _class_container(info, attr)  # `RATES = [...]` in the class body
            if base.cls is None and not has_subclass(self.index, info.node):
                held = self._held_attribute(ClassRef(info), attr, None, None, 0)  # `self.count = jnp.array(0)`
                if held is not None:
                    return held
            if base.cls is None and not (built or container) and attr not in info.containers:
                from jaxlint.analysis.calls import self_method

                ref = self_method(self, node)  # `jax.value_and_grad(self._loss)`: the bound method, as a call of it is
                if ref is not None:
                    return Value(Kind.STATIC, pytype="function", func=ref)
        attr_fact = facts.attribute(attr)
        if attr_fact is not None and attr_fact.static_attr:
            if base.kind is Kind.UNKNOWN and attr not in ("shape", "ndim", "dtype", "size"):
                return UNKNOWN
            pytype = {"shape": "shape", "ndim": "shape_int", "size": "shape_int"}.get(attr)
            return Value(Kind.STATIC, pytype=pytype)
        if base.kind is Kind.TRACED:
            if attr_fact is not None and attr_fact.traced_attr:
                return tracer_like(base, pytype="at" if attr == "at" else None)
            if base.cls is None and not base.certain:
                field_value = self.field_by_name(base, attr)
                if field_value is not None:
                    return field_value
            return UNKNOWN
        if attr == "at" and concrete_jax_array(base):
            staged = self.staged_operation(node, base)
            if staged.traced:  # `b.at[i].add(dx)`, b a concrete JAX array: jit stages the update
                return staged.but(pytype="at")
        if base.kind is Kind.STATIC:
            if base.local or base.func is not None:
                return UNKNOWN
            return STATIC
        return UNKNOWN

    def _super_member(self, node: cst.Attribute) -> Value | None:
        """`super().__init__` (or `super(Cls, self).m`) in a method: the method the nearest base
        of the method's class defines (in this module or another project module), bound to this
        method's instance, so a subclass built in traced code runs its base's constructor with
        the arguments it passes. None when no project base defines it."""
        call = node.value
        frame = self.frame
        if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value == "super"
                and frame is not None and frame.info.is_method and frame.info.class_node is not None
                and self.name_scope("super") == "builtin"):
            return None
        params = list(frame.info.node.params.posonly_params) + list(frame.info.node.params.params) \
            if isinstance(frame.info.node, cst.FunctionDef) else []
        if not params:
            return None
        me = params[0].name.value
        if call.args and not (len(call.args) == 2 and isinstance(call.args[0].value, cst.Name)
                              and call.args[0].value.value == frame.info.class_node.name.value
                              and isinstance(call.args[1].value, cst.Name) and call.args[1].value.value == me):
            return None
        found = self._in_bases(frame.info.class_node, self, node.attr.value, 0)
        if found is None:
            return None
        method, owner = found
        instance = self.lookup(me)
        self.values[id(call)] = Value(Kind.STATIC, pytype="object")
        return Value(Kind.STATIC, pytype="function", func=FunctionRef(
            method, None, bound=(instance,), owner=None if owner is self else owner))

    def traced_afresh(self) -> bool:
        """No cache keeps this trace of the code for a later call: every transform on the way to
        it either caches nothing (vmap, grad) or caches per function object (jit, lax control
        flow) and is applied, by a call that traces at once (`lax.fori_loop(0, n, body, x)`,
        `jax.jit(f)(x)`), to a function its enclosing function defines anew on each run. What
        this trace reads, the next call reads again."""
        frame = self.frame
        if frame is None:
            return False
        while frame is not None:
            spec = frame.entry_spec
            if spec is not None and not self._applied_to_a_fresh_function(frame.info, spec):
                return False
            frame = frame.caller
        return True

    def _applied_to_a_fresh_function(self, info: FunctionInfo, spec: TransformSpec) -> bool:
        """`spec` traces `info`, a def or lambda nested in the function that applies it by a call
        that traces at once, outside any loop of that function: a new function object each run."""
        call, parent = spec.node, info.parent
        if parent is None or not isinstance(call, cst.Call) or any(s.node is not call and (
                facts.lookup(s.name) or facts.Fact("")).caches for s in info.specs):
            return False
        found = _find_outside_loops(parent.node.body, call)
        if found is None:
            return False
        return found or self.index.resolver.body_call(call) is not None or _bound_and_called_here(
            parent.node.body, call, self.index.resolver)

    def _traced_only_by_jit_or_lax(self) -> bool:
        """Every transform tracing this code (the frames' and their functions' transforms) is jit
        or lax control flow, which `jax.disable_jit()` turns into calls on values: where they
        trace, jit is not disabled (pmap, vmap and grad still trace under it)."""
        frame = self.frame
        if frame is None or not frame.staging:
            return False
        while frame is not None:
            labels = [frame.via] + [spec.label for spec in frame.info.specs]
            if frame.differentiated or not all(runs_eagerly_when_disabled(label) for label in labels if label):
                return False
            frame = frame.caller
        return True

    def _instance_of_callers(self, value: Value, kinds: set[str], applier: "Evaluator") -> Value:
        """A traced parameter every caller passes `Cls(...)` for: a traced pytree of `Cls` when
        it is a pytree class with known fields (`jax.jit(forward)(Block(key), x)`)."""
        kind = (next(iter(kinds)) if len(kinds) == 1 else None) or ""
        if not kind.startswith("instance:") or value.cls is not None or value.pytype not in (None, "pytree"):
            return value
        cls = self._callers_class(kind, applier)
        if cls is not None and cls.info.plain and not cls.info.node.bases:
            cls = self._registered_by_import(cls, applier) or cls
        if cls is None or not cls.info.pytree or not (cls.info.known_fields or cls.info.unflatten is not None):
            return value  # fields not known: only a class whose rebuilding is known is worth attaching
        return value.but(pytype="pytree", cls=cls)

    def _registered_by_import(self, cls: ClassRef, applier: "Evaluator") -> ClassRef | None:
        """An ordinary class that a project module the callers' module imports registers as a
        pytree (`import pytrees` in train.py, pytrees.py calling `register_pytree_node(Linear,
        flatten, unflatten)` on model.py's class): the class as that registration makes it."""
        home = cls.owner or self
        if self.project is None or home.path is None:
            return None
        for module in sorted(set(applier.index.imports.top_level.values())):
            loaded = self.project.module_named(module, applier.path)
            if loaded is None or "register_pytree_node" not in loaded.source:
                continue
            for registered, call in pytree_registrations(loaded.index):
                qual = loaded.index.resolver.qualname(registered)
                found = self.project.locate(qual, loaded.path) if qual is not None else None
                if found is not None and found[1] == cls.info.name \
                        and os.path.abspath(found[0]) == os.path.abspath(home.path):
                    info = registered_elsewhere(cls.info, loaded.index, call)
                    return ClassRef(info, cls.owner) if info is not None else None
        return None

    def _static_instance_of_callers(self, value: Value, kinds: set[str], applier: "Evaluator") -> Value | None:
        """A parameter the transform keeps static (`static_argnames=["solver"]`) that every
        caller passes `Cls(...)` for, Cls an ordinary class (no pytree, no library base; a plain
        `@dataclasses.dataclass(frozen=True)` too): that object, so the methods the traced code
        calls on it are followed (`solver.run(rho0, ts)`)."""
        if value.pytype is not None or value.cls is not None:
            return None
        found = []
        for kind in instance_kinds(kinds) or ():
            cls = self._callers_class(kind, applier)
            if cls is None or not (cls.info.plain or cls.info.plain_dataclass):
                return None
            found.append(Value(Kind.STATIC, pytype="object", cls=cls))
        return object_choice(found)

    def _object_member(self, base: Value, attr: str) -> Value | None:
        """`base.attr`, base an instance of a known class: its member, a method its class
        inherits, or what the constructions put there when this object's own is not seen."""
        member = self.member(base, attr)
        if member is not None:
            return member
        if base.pytype == "object" and base.kind is Kind.STATIC:  # a method its class inherits
            owner = base.cls.owner or self
            found = owner._in_bases(base.cls.info.node, owner, attr, 0)
            if found is not None:
                method, defined_in = found
                return Value(Kind.STATIC, pytype="function", func=FunctionRef(
                    method, None, bound=_receiver(method, base), owner=None if defined_in is self else defined_in))
        if base.pytype == "object" and base.kind is Kind.STATIC and not base.local and base.attrs is None:
            return self._held_attribute(base.cls, attr, None, None, 0)  # built where the call is not seen
        return None

    def _chosen_member(self, choice: ObjectChoice, attr: str) -> Value:
        """`kernel.step` with `kernel` any of several objects: each option's method that is
        known (a name only some classes define is followed in those), a call of it running each;
        another attribute is the join of what each option holds (unknown unless all say)."""
        found = [self._object_member(option, attr) for option in choice.options]
        refs = [v.func for v in found if v is not None and isinstance(v.func, FunctionRef)]
        if refs and all(v is None or isinstance(v.func, FunctionRef) for v in found):
            return Value(Kind.STATIC, pytype="function", func=refs[0] if len(refs) == 1 else FunctionChoice(tuple(refs)))
        if any(v is None for v in found):
            return UNKNOWN
        return join_all(found)

    def _callers_class(self, kind: str, applier: "Evaluator") -> ClassRef | None:
        """The class of an "instance:Name" argument kind, `Name` spelled by the callers' module
        (`applier`: this one, or the importer whose `jax.jit(model.apply)(..., Config(...))`
        traces one of ours); a class of the applier's own is owned by the applier."""
        name = _dotted_expr(kind.removeprefix("instance:"))  # `Name`, or `mod.Name` through an import
        if applier is self:
            return self.class_ref(name) or self._factory_class(name, applier)  # of this module or imported
        cls = applier.class_ref(name)
        if cls is not None:
            return ClassRef(cls.info, applier) if cls.owner is None else cls
        made = self._factory_class(name, applier)
        if made is not None:
            return made
        qual = applier.index.resolver.qualname(name)  # imported from this module: ours
        found = self.project.locate(qual, applier.path) if qual is not None and self.project is not None else None
        if found is None or self.path is None or os.path.abspath(found[0]) != os.path.abspath(self.path):
            return None
        node = self.index.classes.get(found[1])
        return ClassRef(class_info(self.index, node)) if node is not None else None

    def _factory_class(self, name: cst.BaseExpression, applier: "Evaluator") -> ClassRef | None:
        """`params = init_dense(key, 3, 2)` in the callers' module (`applier`), `init_dense` a
        module-level function of another project module (undecorated, one `return Dense(...)`):
        the class it builds, owned by the module defining it (this one: no owner); also
        `layer = Linear.create(key, 4, 2)`, a classmethod of the class returning `cls(...)`."""
        if isinstance(name, cst.Attribute):
            return self._classmethod_class(name, applier)
        qual = applier.index.resolver.qualname(name)
        ref = applier.project_function(qual) if qual is not None else None
        if ref is None or ref.info.specs or not isinstance(ref.info.node, cst.FunctionDef) or ref.info.node.decorators:
            return None
        returned = factory_return(ref.info)
        owner = ref.owner or applier
        if not isinstance(returned, cst.Call) or any(a.star for a in returned.args):
            return None
        cls = owner.class_ref(returned.func, ref.info)
        if cls is None:
            return None
        home = cls.owner or owner
        if home is self or (home.path is not None and self.path is not None
                            and os.path.abspath(home.path) == os.path.abspath(self.path)):
            return ClassRef(cls.info)
        return ClassRef(cls.info, home)

    def _classmethod_class(self, name: cst.Attribute, applier: "Evaluator") -> ClassRef | None:
        """`Linear.create(...)` in the callers' module: the class, when `create` is a classmethod
        of the class (not of a base: on a subclass `cls` is the subclass) whose every `return` is
        `cls(...)` (module_index.constructed_class)."""
        cls = applier.class_ref(name.value)
        method = cls.info.methods.get(name.attr.value) if cls is not None else None
        if method is None:
            return None
        home = cls.owner or applier
        if constructed_class(home.index, method) != cls.info.name:
            return None
        if home is self or (home.path is not None and self.path is not None
                            and os.path.abspath(home.path) == os.path.abspath(self.path)):
            return ClassRef(cls.info)
        return ClassRef(cls.info, home)

    def _filtered_instance(self, kind: str | None, name: str, via: str, applier: "Evaluator") -> Value | None:
        """A parameter every caller passes `Cls(...)` for, under eqx.filter_jit: a traced pytree
        of `Cls` when it is a pytree class with known fields (its array leaves traced)."""
        if kind is None or not kind.startswith("instance:"):
            return None
        cls = self._callers_class(kind, applier)
        if cls is None or not cls.info.pytree or not cls.info.known_fields:
            return None
        return Value(Kind.TRACED, origin=f"parameter '{name}'", via=via, param=name, pytype="pytree", cls=cls,
                     filtered=True)

    def member(self, instance: Value, attr: str) -> Value | None:
        """An attribute of an instance of a known class: a field it was built with, a field of a
        traced pytree (static fields stay static), a property's value, or a bound method."""
        info = instance.cls.info
        if instance.attrs is not None:
            for name, value in instance.attrs:
                if name == attr:
                    return value
        method = info.methods.get(attr)
        if method is not None:
            ref = FunctionRef(method, None, bound=_receiver(method, instance), owner=instance.cls.owner)
            if attr in info.properties:
                return self.call_function(ref, [])
            return Value(Kind.STATIC, pytype="function", func=ref)
        inherited = self._inherited_property(instance, attr)
        if inherited is not None:
            return inherited
        ref = self.inherited_bound(instance, attr)
        if ref is not None:  # `self.describe()`, `describe` a method of a project base class
            return Value(Kind.STATIC, pytype="function", func=ref)
        if attr in info.flags and instance.kind is not Kind.TRACED:
            return _FLAG_VALUES[info.flags[attr]]
        if instance.kind is not Kind.TRACED:
            flag = self._inherited_flag(instance, attr)
            if flag is not None:  # `is_hermitian = True` in the body of a project base class
                return flag
        if attr in info.containers:  # `RATES = [...]` in the class body: a class attribute, never a leaf
            return _class_container(info, attr)
        if instance.kind is Kind.TRACED and info.pytree and info.known_fields:
            if attr in info.static_fields:
                return self._bound_static_function(instance.cls, attr) or STATIC
            if attr in info.fields:
                leaf = Value(Kind.TRACED, origin=f"field '{attr}' of {instance.origin or 'a traced pytree'}",
                             via=instance.via, why=instance.why)
                annotation = info.annotations.get(attr)
                if annotation is not None and self._library_layer(instance.cls, annotation):
                    return self._traced_layer(instance, annotation, leaf)  # `layer: eqx.nn.Linear`: called, it computes
                if self._layer_sequence(instance.cls, attr, annotation):  # `for layer in self.layers:`
                    return Value(Kind.STATIC, pytype="list", elem=Value(Kind.STATIC, pytype="layer"))
                if instance.filtered:  # filter_jit traces array leaves only; others keep their value
                    if annotation is not None and _says_array(annotation):
                        return self.annotated(annotation, leaf)
                    held = self.annotated(annotation, leaf.but(filtered=True)) if annotation is not None else None
                    return held if held is not None and held.cls is not None else UNKNOWN  # `flat: Flatten`
                if annotation is not None and _says_anything(annotation):
                    return leaf.but(pytype="pytree")  # `args: Any = None`: a subtree as likely as one leaf
                return leaf if annotation is None else self.annotated(annotation, leaf)
            return UNKNOWN
        return None

    def inherited_bound(self, instance: Value, attr: str) -> FunctionRef | None:
        """`instance.<attr>` where a project base class of the instance's class (this module's or
        another's) defines the method `attr` (`__call__` too): that method bound to this instance,
        so its `self.forward(...)` runs the class's override and reads what the object holds.
        None for a property, a traced pytree's field, or when no base defines it."""
        if attr in instance.cls.info.methods:
            return None
        found = self._base_member(instance, attr)
        if found is None or found[2]:
            return None
        method, owner, _ = found
        return FunctionRef(method, None, bound=_receiver(method, instance), owner=None if owner is self else owner)

    def _inherited_flag(self, instance: Value, attr: str) -> Value | None:
        """`instance.<attr>` where the instance's class does not give it `attr` and the nearest
        project base class that does binds it once in its body to True, False or None, which no
        method of that base rebinds (its `flags`): every instance reads that value."""
        info = instance.cls.info
        home = instance.cls.owner or self
        if home.index.classes.get(info.name) is not info.node or defines_attribute(info, attr):
            return None
        found = home._flag_in_bases(info.node, attr, 0)
        return _FLAG_VALUES[found[0]] if found is not None else None

    def _flag_in_bases(self, node: cst.ClassDef, attr: str, depth: int) -> tuple[bool | None] | None:
        """(the flag's value,) of `attr` in the nearest project base of `node` that defines it, bases
        in order; None when that base binds it otherwise, or no project base defines it."""
        if depth > 4:
            return None
        for found in _project_bases(node, self):
            if found is None:
                return None  # a library base (or one not found) may give the attribute
            base, owner = found
            base_info = class_info(owner.index, base)
            if defines_attribute(base_info, attr):
                return (base_info.flags[attr],) if attr in base_info.flags else None
            deeper = owner._flag_in_bases(base, attr, depth + 1)
            if deeper is not None:
                return deeper
        return None

    def _base_member(self, instance: Value, attr: str) -> tuple[FunctionInfo, "Evaluator", bool] | None:
        """(the def, its module's evaluator, whether it is a property) of `attr` that a project base
        class of the instance's class defines; None for a field, a traced pytree's member, or when
        no base defines it."""
        info = instance.cls.info
        if attr in info.fields or instance.kind is Kind.TRACED and info.pytree:
            return None
        home = instance.cls.owner or self
        if home.index.classes.get(info.name) is not info.node:
            return None
        found = home.inherited_method(info.node, attr, static=True)
        if found is None or found[0].class_node is None:
            return None
        method, owner, _ = found
        return method, owner, attr in class_info(owner.index, method.class_node).properties

    def _inherited_property(self, instance: Value, attr: str) -> Value | None:
        """`self.scale` where a project base class of the instance's class (this module's or
        another's) defines `scale` as a property: its value, the getter run on this instance.
        None when no base defines it as a property."""
        found = self._base_member(instance, attr)
        if found is None or not found[2]:
            return None
        method, owner, _ = found
        ref = FunctionRef(method, None, bound=_receiver(method, instance), owner=None if owner is self else owner)
        return self.call_function(ref, [])

    def _bound_static_function(self, cls: ClassRef, attr: str) -> Value | None:
        """A static field (`eqx.field(static=True)`, `struct.field(pytree_node=False)`) holding a
        function: every call that binds the field by keyword (the class itself, a `create`-style
        constructor, `.replace(...)`), in this module, the class's and every project module that
        spells the field or the class, binds the same function of the module or the project
        (`TrainState.create(apply_fn=model.apply, ...)` in train.py), so calling the field calls
        it. A keyword a method of the class passes through from its own parameter is no binding
        of its own (its callers' are). None when a binding is anything else, the class is also
        built with positional arguments, no binding is seen, or the project's modules cannot all
        be searched."""
        modules = self._binding_modules(cls, attr)
        if modules is None:
            return None
        found: list[FunctionRef] = []
        keys: set[tuple] = set()
        for evaluator in modules:
            bound = evaluator._static_field_bindings(cls.info.node, attr)
            if bound is None:
                return None
            for ref in bound:
                owner = ref.owner or evaluator
                keys.add((os.path.abspath(owner.path or ""), ref.info.node.name.value,
                          ref.info.class_node.name.value if ref.info.class_node is not None else None))
                found.append(ref if ref.owner is not None or evaluator is self else
                             FunctionRef(ref.info, ref.closure, ref.bound, ref.bound_keywords, owner=evaluator,
                                         spread=ref.spread))
        if not found or len(keys) != 1:
            return None
        return Value(Kind.STATIC, pytype="function", func=found[0])

    def _binding_modules(self, cls: ClassRef, attr: str) -> list["Evaluator"] | None:
        """This module's evaluator, the class's module's, and those of the other project modules
        whose text spells the field or the class name; None when they cannot all be read."""
        out: list[Evaluator] = [self]
        if cls.owner is not None and cls.owner is not self:
            out.append(cls.owner)
        if self.project is None:
            return out
        from jaxlint.analysis.project import files_spelling

        seen = {os.path.abspath(e.path or self.project.filename) for e in out}
        others = files_spelling(self.project, self.path or self.project.filename, (attr, cls.info.node.name.value))
        if others is None:
            return None if cls.owner is not None else out
        for path in others:
            if path in seen:
                continue
            entry = self.project._entry(path)
            if entry is None:
                return None
            seen.add(path)
            out.append(entry[1])
        return out

    def _static_field_bindings(self, node: cst.ClassDef, attr: str) -> list[FunctionRef] | None:
        """The functions this module's calls bind `attr` of the class `node` to (see
        _bound_static_function); None when one binds anything else or builds it positionally."""
        name = node.name.value
        found: list[FunctionRef] = []
        for call, scope in self.index.deferred_calls:
            func = call.func
            last = func.attr.value if isinstance(func, cst.Attribute) else getattr(func, "value", None)
            if last != name and last not in ("create", "replace"):
                continue
            keyword = next((a for a in call.args if a.keyword is not None and a.keyword.value == attr), None)
            if keyword is None:
                if last == name and any(a.keyword is None for a in call.args):
                    return None  # `TrainState(params, apply)`: the field may be bound by position
                continue
            value = keyword.value
            if scope is not None and isinstance(value, cst.Name) and value.value in scope_info(scope.node).params:
                if scope.class_node is not None and scope.class_node.name.value == name:
                    continue  # `cls(apply_fn=apply_fn)` in `create`: its callers bind it
                return None
            ref = self._function_named(value, scope)
            if ref is None:
                return None
            found.append(ref)
        return found

    def _function_named(self, expr: cst.BaseExpression, scope: FunctionInfo | None) -> FunctionRef | None:
        """The module-level def (of this module, or imported from the project) an argument
        names, when no enclosing function rebinds the name."""
        if isinstance(expr, cst.Name):
            while scope is not None:
                if expr.value in scope_info(scope.node).locals:
                    return None
                scope = scope.parent
            info = self.index.module_functions.get(expr.value)
            if info is not None:
                return FunctionRef(info, None) if expr.value not in self.index.module_assignments else None
        qual = self.index.resolver.qualname(expr) if isinstance(expr, (cst.Name, cst.Attribute)) else None
        return self.project_function(qual) if qual is not None else None

    def _traced_layer(self, instance: Value, annotation: cst.BaseExpression, leaf: Value) -> Value:
        """A library layer held in a field of a traced pytree: called, it computes. One whose call
        branches on its own field (the facts table's `branches_on_field`: eqx.nn.Dropout's
        `inference`) holds that field traced, unless eqx.filter_jit traces only array leaves."""
        fact = (instance.cls.owner or self).annotation_fact(annotation)
        flag = fact.branches_on_field if fact is not None else None
        if not flag or instance.filtered:
            return Value(Kind.STATIC, pytype="layer")
        traced = leaf.but(origin=f"field '{flag[0]}' of {leaf.origin}", pytype="bool")
        return Value(Kind.STATIC, pytype="layer", module=fact.name, attrs=((flag[0], traced),))

    def _library_layer(self, cls: ClassRef, annotation: cst.BaseExpression) -> bool:
        """A field declared as a library layer (the facts table's `layer`), read in the module
        that declares it."""
        known = (cls.owner or self).annotation_fact(annotation)
        return known is not None and known.layer

    def _layer_sequence(self, cls: ClassRef, attr: str, annotation: cst.BaseExpression | None) -> bool:
        """A field holding a list or tuple of library layers: annotated so (`layers:
        list[eqx.nn.Linear]`, `tuple[nn.Dense, ...]`), or, annotated as a bare list or tuple or
        not at all, bound by the class's methods only to displays or comprehensions of library
        layers (`self.layers = [eqx.nn.Linear(a, b, key=k) for ...]`). Its elements, called on a
        tracer, compute one, as one such layer does."""
        owner = cls.owner or self
        if isinstance(annotation, cst.Subscript):
            head = dotted_name(annotation.value) or ""
            held = [e.slice.value for e in annotation.slice if isinstance(e.slice, cst.Index)
                    and not isinstance(e.slice.value, cst.Ellipsis)]
            return (owner.index.imports.resolve(head) or head) in _SEQUENCE_ANNOTATIONS and bool(held) and all(
                self._library_layer(cls, e) for e in held)
        if annotation is not None and (owner.index.imports.resolve(dotted_name(annotation) or "")
                                       or dotted_name(annotation)) not in _SEQUENCE_ANNOTATIONS:
            return False
        bindings = [b for method in cls.info.methods.values() for b in attribute_bindings(method) if b.attribute == attr]
        return bool(bindings) and all(_layer_display(owner, b.value) for b in bindings)

    def field_by_name(self, instance: Value, attr: str) -> Value | None:
        """A field of a traced value whose class is not known (`state.step` on a parameter):
        the pytree classes this module defines or imports from the project say what a field of
        that name is: the member of the one class that has it, or a traced leaf when every class
        declaring the name has it as a data field (never static, a method or a property). An
        ordinary class (no base, no decorator, no registration) is no candidate: jit cannot trace
        its instances, so `Trainer.step` says nothing of `state.step` on a traced TrainState."""
        if self._field_classes is None:
            self._field_classes = self._visible_classes()
        found = [ref for ref in self._field_classes
                 if (attr in ref.info.fields or attr in ref.info.methods or attr in ref.info.properties)
                 and not _never_traced(ref.info)]
        if not found or not all(ref.info.pytree and ref.info.known_fields for ref in found):
            return None
        if len(found) == 1:  # one class has it: a field, a property or a method of that class
            return self.member(instance.but(cls=found[0], pytype="pytree"), attr)
        if all(attr in ref.info.data_fields for ref in found):
            return Value(Kind.TRACED, origin=f"field '{attr}' of {instance.origin or 'a traced pytree'}",
                         via=instance.via)
        return None

    def _visible_classes(self) -> list[ClassRef]:
        """The classes this module defines or imports from the project, and those its package's
        `__init__` exports: a package's modules pass its records to one another without
        importing them (`layers.py` reads `graph.n_node` of the GraphTuple `graphnet/__init__`
        re-exports from graph.py)."""
        refs = [ClassRef(class_info(self.index, node)) for node in self.index.classes.values()]
        if self.project is not None:
            for name, target in self.index.imports.top_level.items():
                if name[:1].isupper() and not target.startswith(facts.LIBRARY_ROOTS):  # class names, by convention
                    ref = self.class_ref(cst.Name(name))
                    if ref is not None:
                        refs.append(ref)
            seen = {id(ref.info.node) for ref in refs}
            for ref in self._package_classes():
                if id(ref.info.node) not in seen:
                    seen.add(id(ref.info.node))
                    refs.append(ref)
        return refs

    def _package_classes(self) -> list[ClassRef]:
        """The project classes the `__init__` of this module's package imports (class names, by
        convention capitalised), when this module is not that `__init__`, and those of the
        packages above it (`molgnn/layers/conv.py` reads `graph.receivers` of the Graph that
        `molgnn/__init__` re-exports from `molgnn/data`): importing the module runs them all."""
        if self.path is None:
            return []
        here = os.path.dirname(os.path.abspath(self.path))
        inits = []
        if os.path.basename(self.path) != "__init__.py":
            inits.append(os.path.join(here, "__init__.py"))
        for _ in range(_PACKAGE_LEVELS):
            if not os.path.isfile(os.path.join(here, "__init__.py")):
                break
            here = os.path.dirname(here)
            inits.append(os.path.join(here, "__init__.py"))
        out = []
        for init in inits:
            entry = self.project._entry(init) if os.path.isfile(init) else None
            if entry is None:
                break
            for name, target in entry[0].index.imports.top_level.items():
                if name[:1].isupper() and not target.startswith(facts.LIBRARY_ROOTS):
                    found = self.project.klass(target, init)
                    if found is not None:
                        node, owner = found
                        out.append(ClassRef(class_info(owner.index, node), owner))
        return out

    def eval_slices(self, node: cst.Subscript) -> list[Value]:
        out = []
        for element in node.slice:
            sl = element.slice
            if isinstance(sl, cst.Index):
                out.append(self.eval(sl.value))
            elif isinstance(sl, cst.Slice):
                for part in (sl.lower, sl.upper, sl.step):
                    if part is not None:
                        out.append(self.eval(part))
        return out

    def expr_Subscript(self, node: cst.Subscript) -> Value:
        self.parents[id(node.value)] = node
        base = self.eval(node.value)
        indices = self.eval_slices(node)
        if base.kind is Kind.TRACED:
            return tracer_like(base, pytype="at_ref" if base.pytype == "at" else None)
        if base.kind is Kind.UNKNOWN:
            return UNKNOWN
        traced_index = next((v for v in indices if v.kind is Kind.TRACED), None)
        if concrete_jax_array(base):  # JAX gathers: staged under jit, a tracer for a traced index
            return tracer_like(traced_index) if traced_index is not None else self.staged_operation(node, base)
        if traced_index is not None:
            if untyped_concrete(base):
                # code that runs indexes a concrete array here (a list or NumPy array raises, JAX201):
                # JAX gathers with the tracer, so the element is one (`ns[k]`, ns built by untraced code)
                return tracer_like(traced_index)
            return UNKNOWN  # indexing a Python object with a tracer fails (JAX201)
        is_slice = any(isinstance(e.slice, cst.Slice) for e in node.slice)
        if base.pytype == "shape":
            return Value(Kind.STATIC, pytype="shape" if is_slice else "shape_int")
        if is_slice:
            return base.but(items=None) if base.pytype in ("list", "tuple") else (
                STATIC if not base.local else UNKNOWN)
        key = _literal_key(node) if base.pytype == "dict" and base.attrs is not None else None
        if key is not None:
            # `{**arrays, "flag": flag}["flag"]`: the display's own entry for that key, written after
            # any spread, is what the lookup gives (not the join of every entry)
            held = next((v for k, v in base.attrs if k == key), None)
            if held is not None:
                return held
        if base.pytype == "dict" and len(indices) == 1 and indices[0].kind is not Kind.TRACED:
            # `SCHEDULES[name]`, the name's text known (a factory's literal argument), or a key
            # written as an import-time constant (`ACTS[config.ACTIVATION]`)
            key = indices[0].text if indices[0].kind is Kind.STATIC else None
            entry = self._table_entry(node, 0, key=key)
            if entry is not None:
                return entry
        if base.items is not None and len(node.slice) == 1:
            idx = node.slice[0].slice
            if isinstance(idx, cst.Index) and isinstance(idx.value, cst.Integer):
                i = int(idx.value.evaluated_value)
                if -len(base.items) <= i < len(base.items):
                    return base.items[i]
        if base.elem is not None:
            return base.elem
        if base.pytype in ("list", "tuple", "dict") and base.items is not None:
            return join_all(list(base.items))
        if base.local or base.func is not None:
            return UNKNOWN
        return STATIC

    def expr_Integer(self, node):
        return STATIC_INT

    def expr_Float(self, node):
        return Value(Kind.STATIC, pytype="float")

    def expr_Imaginary(self, node):
        return Value(Kind.STATIC, pytype="complex")

    def expr_SimpleString(self, node):
        return Value(Kind.STATIC, pytype="str", text=_literal_text(node))

    def expr_ConcatenatedString(self, node):
        self.eval(node.left)
        self.eval(node.right)
        return Value(Kind.STATIC, pytype="str")

    def expr_FormattedString(self, node: cst.FormattedString) -> Value:
        parts = []
        for part in node.parts:
            if isinstance(part, cst.FormattedStringExpression):
                parts.append(self.eval(part.expression))
                if part.format_spec:
                    for spec_part in part.format_spec:
                        if isinstance(spec_part, cst.FormattedStringExpression):
                            self.eval(spec_part.expression)
        return Value(Kind.STATIC, pytype="str", items=tuple(parts) if any(map(contains_tracer, parts)) else None)

    def expr_Ellipsis(self, node):
        return STATIC

    def expr_Tuple(self, node: cst.Tuple) -> Value:
        return self._sequence(node, "tuple")

    def expr_List(self, node: cst.List) -> Value:
        return self._sequence(node, "list")

    def expr_Set(self, node: cst.Set) -> Value:
        return self._sequence(node, "set")

    def _sequence(self, node, pytype: str) -> Value:
        items = []
        stars = []
        for el in node.elements:
            v = self.eval(el.value)
            if isinstance(el, cst.StarredElement):
                stars.append(len(items))
                items.append(element_of(v))
            else:
                items.append(v)
        if stars:
            ends = {} if pytype == "set" else {"head": tuple(items[:stars[0]]), "tail": tuple(items[stars[-1] + 1:])}
            return Value(Kind.STATIC, pytype=pytype, elem=join_all(items) if items else STATIC, local=True, **ends)
        return Value(Kind.STATIC, pytype=pytype, items=tuple(items), local=True)

    def expr_Dict(self, node: cst.Dict) -> Value:
        values = []
        spreads = []
        keyed: dict[str, Value] = {}  # literal string keys after the last spread or computed key
        for el in node.elements:
            if isinstance(el, cst.DictElement):
                self.eval(el.key)
                value = self.eval(el.value)
                values.append(value)
                if isinstance(el.key, cst.SimpleString):
                    keyed[el.key.evaluated_value] = value
                else:
                    keyed.clear()  # a computed key may be any of the earlier ones
            else:
                spreads.append(members_of(self.eval(el.value)))
                values.append(spreads[-1])
                keyed.clear()  # `**spread` may override the keys before it
        elem = join_all(values) if values else None
        if elem is not None and elem.kind is Kind.TRACED and any(not part.traced for part in spreads):
            # `{**arrays_jit, **names_static}`: an entry no literal key names comes from one spread
            # or another, traced or not, which the analysis cannot tell apart: not known a tracer
            elem = elem.but(kind=Kind.UNKNOWN)
        return Value(Kind.STATIC, pytype="dict", elem=elem, local=True, attrs=tuple(keyed.items()) or None)

    def expr_BinaryOperation(self, node: cst.BinaryOperation) -> Value:
        left = self.eval(node.left)
        right = self.eval(node.right)
        own = self._own_operator(node, left, right)
        if own is not None:
            return own
        if left.pytype == "str" and left.kind is Kind.STATIC:
            # `"found: " + str(t)`, `"%s" % x`: the text keeps the tracers its parts show
            shown = tuple(left.items or ())
            if isinstance(node.operator, cst.Add) and right.pytype == "str" and right.kind is Kind.STATIC:
                shown += tuple(right.items or ())
            elif isinstance(node.operator, cst.Modulo) and contains_tracer(right):
                shown += (right,)
            return Value(Kind.STATIC, pytype="str", items=shown if any(map(contains_tracer, shown)) else None)
        if (isinstance(node.operator, cst.Add) and left.kind is Kind.STATIC and right.kind is Kind.STATIC
                and left.pytype in ("list", "tuple", "shape") and right.pytype in ("list", "tuple", "shape")):
            pytype = "shape" if "shape" in (left.pytype, right.pytype) else left.pytype
            if left.items is not None and right.items is not None:
                return Value(Kind.STATIC, pytype=pytype, items=left.items + right.items, local=True)
            elem = join(element_of(left), element_of(right))
            # `(n,) + x.shape` with a traced n: the shape holds that tracer (jnp.zeros of it raises)
            keep = pytype != "shape" or elem.kind is Kind.TRACED
            return Value(Kind.STATIC, pytype=pytype, elem=elem if keep else None, local=True)
        repeated = _repeated_sequence(node, left, right)
        if repeated is not None:
            return repeated
        result = derive([left, right])
        if result.kind is Kind.STATIC and (concrete_jax_array(left) or concrete_jax_array(right)):
            return self.staged_operation(node, left if concrete_jax_array(left) else right)
        if (result.kind is Kind.TRACED and isinstance(node.operator, (cst.BitAnd, cst.BitOr, cst.BitXor))
                and left.boolean and right.boolean):
            return result.but(boolean=True)
        return result

    def expr_UnaryOperation(self, node: cst.UnaryOperation) -> Value:
        operand = self.eval(node.expression)
        if isinstance(node.operator, cst.Not):
            if operand.kind is Kind.TRACED:
                # `not` takes the operand's truth: a container's is Python's (its length), and a
                # parameter nothing shows to be an array may be one (`if not inputs: raise`), as
                # `if inputs:` says of it
                if operand.pytype == "pytree":
                    return STATIC_BOOL
                if operand.param is not None and operand.pytype is None and not operand.certain:
                    return UNKNOWN
                return tracer_like(operand)
            truth = truth_of(operand)
            if truth is not None:
                return STATIC_FALSE if truth else STATIC_TRUE
            return STATIC_BOOL if operand.kind is Kind.STATIC else UNKNOWN
        result = derive([operand])
        if result.kind is Kind.STATIC and concrete_jax_array(operand):
            return self.staged_operation(node, operand)
        if isinstance(node.operator, cst.BitInvert) and operand.boolean and result.kind is Kind.TRACED:
            return result.but(boolean=True)
        return result

    def expr_BooleanOperation(self, node: cst.BooleanOperation) -> Value:
        left = self.eval(node.left)
        truth = truth_of(left)
        if truth is not None and truth is isinstance(node.operator, cst.Or):
            return left  # `False and x`, `True or x`: Python never evaluates x
        with self.narrowed(node.left, isinstance(node.operator, cst.And)):
            right = self.eval(node.right)
        if truth is not None:
            return right  # `True and x`, `False or x` is x
        settled = truth_of(right)
        if settled is isinstance(node.operator, cst.Or) and left.kind is not Kind.TRACED:
            # `x and False` is falsy, `x or True` truthy, whatever `x` is: either `x` decided it
            # (falsy, truthy) or the right operand did. A tracer `x` raises first (its own finding).
            return STATIC_TRUE if settled else STATIC_FALSE
        return boolean_result(left, right)

    def expr_Comparison(self, node: cst.Comparison) -> Value:
        operands = [self.eval(node.left)]
        identity = True
        membership = False
        for target in node.comparisons:
            if isinstance(target.operator, (cst.In, cst.NotIn)):
                membership = True
                self.parents[id(target.comparator)] = target  # `key in SEEN`: SEEN is read by a key
                self.parents[id(target)] = node  # ... and the test holds the key
            operands.append(self.eval(target.comparator))
            if not isinstance(target.operator, (cst.Is, cst.IsNot)):
                identity = False
        if identity:
            return _module_identity(node, operands)
        if membership:
            if len(node.comparisons) == 1:
                found = _literal_membership(operands[0], node.comparisons[0])
                if found is not None:  # `norm in {None, "ortho"}` with `norm="ortho"` passed
                    return STATIC_TRUE if found else STATIC_FALSE
            return STATIC_BOOL if all(v.kind is Kind.STATIC for v in operands) else UNKNOWN
        compared = self._own_comparison(node, operands)
        if compared is not None:
            return compared
        if len(operands) == 2 and isinstance(node.comparisons[0].operator, (cst.Equal, cst.NotEqual)) \
                and _none_against_tracer(node, operands):
            # `x == None` on a JAX array (a tracer) is Python's False, `x != None` True: no tracer's truth
            return STATIC_FALSE if isinstance(node.comparisons[0].operator, cst.Equal) else STATIC_TRUE
        if len(operands) == 2 and isinstance(node.comparisons[0].operator, (cst.Equal, cst.NotEqual)) \
                and operands[0].text is not None and operands[1].text is not None:
            # `loop == "lax"` with `loop` a literal string (a default left as is): decided at trace time
            same = operands[0].text == operands[1].text
            return STATIC_TRUE if same is isinstance(node.comparisons[0].operator, cst.Equal) else STATIC_FALSE
        if len(operands) == 2 and isinstance(node.comparisons[0].operator, (cst.Equal, cst.NotEqual)) \
                and _against_string_literal(node) and not any(v.kind is Kind.TRACED and v.param for v in operands):
            # `k == "subdomain"`: a Python bool whatever `k` is (a key of a dict of arrays; a JAX
            # array's `__eq__` defers on a str, and Python's fallback gives False): no tracer's truth.
            # A traced parameter itself compared with a str (`mode == "greedy"` in a jitted method)
            # is a mode the caller meant static: reported as before (tests/projects/mf12)
            return STATIC_BOOL
        result = derive(operands)
        if result.kind is Kind.STATIC and any(concrete_jax_array(v) for v in operands):
            result = self.staged_operation(node, next(v for v in operands if concrete_jax_array(v)))
        return result.but(boolean=True) if result.kind is Kind.TRACED else result

    def _own_operator(self, node: cst.BinaryOperation, left: Value, right: Value) -> Value | None:
        """`a - b` with `a` an object of a project class that defines the operator's method, itself
        or in a project base (`__sub__`): Python runs that method with `b`, so the result is what it
        returns (`diff = final - destroy` builds a `Qobj` whose methods the traced code then calls;
        `RX(x, 0) ** 2.0` the `Pow` its base class's `__pow__` builds). With a number or a JAX value
        on the left and such an object on the right (`1j * coeff * X(0)`), the left operand's method
        gives up on the object (NotImplemented), so Python runs the right one's reflected method
        (`__rmul__`) with the left operand."""
        dunder = _BINARY_DUNDERS.get(type(node.operator))
        if dunder is None:
            return None
        method = self._operator_method(left, dunder)
        if method is not None:
            return self.call_function(method.func, [(cst.Arg(value=node.right), right)], site=node)
        if left.cls is not None or not _defers_to_objects(left):
            return None
        if any(self._operator_method(right, name) is not None for name in ("__jax_array__", "__array__")):
            return None  # an object JAX (and NumPy) convert: the left operand's method takes it
        method = self._operator_method(right, "__r" + dunder[2:])
        if method is None:
            return None
        return self.call_function(method.func, [(cst.Arg(value=node.left), left)], site=node)

    def _operator_method(self, operand: Value, dunder: str) -> Value | None:
        """The bound method `dunder` of `operand` when it is an object of a project class that
        defines it, itself or in a project base class; None otherwise."""
        if operand.cls is None or operand.pytype not in ("object", "pytree"):
            return None
        if dunder not in operand.cls.info.methods and self.inherited_bound(operand, dunder) is None:
            return None
        method = self.member(operand, dunder)
        return method if method is not None and isinstance(method.func, FunctionRef) else None

    def _own_comparison(self, node: cst.Comparison, operands: list[Value]) -> Value | None:
        """`a == b` (or `!=`) with `a` an object of a project class that defines `__eq__`
        (`__ne__`) itself: Python runs that method with `b`, so it is analysed as that call
        (`terrain == FLAT` under jit runs `PlaneTerrain.__eq__` on the traced fields)."""
        if len(operands) != 2 or not isinstance(node.comparisons[0].operator, (cst.Equal, cst.NotEqual)):
            return None
        left = operands[0]
        if left.cls is None or left.pytype not in ("object", "pytree"):
            return None
        dunder = "__eq__" if isinstance(node.comparisons[0].operator, cst.Equal) else "__ne__"
        if dunder not in left.cls.info.methods:
            return None
        method = self.member(left, dunder)
        if method is None or not isinstance(method.func, FunctionRef):
            return None
        return self.call_function(method.func, [(cst.Arg(value=node.comparisons[0].comparator), operands[1])],
                                  site=node)

    def staged_operation(self, node: cst.CSTNode, array: Value) -> Value:
        """What an operation on a concrete JAX array (`array`, built by untraced code) gives:
        under jit (or a lax body it runs) JAX stages it, so the result is a tracer; elsewhere (or
        in `ensure_compile_time_eval`) another concrete JAX array."""
        frame = self.frame
        if frame is None or not frame.staging or frame.concrete:
            return Value(Kind.STATIC, pytype=JAX_ARRAY)
        return Value(Kind.TRACED, origin="an operation on a concrete JAX array", via=frame.via,
                     why=provenance.Step(node, self.index, f"`{{}}` operates on a concrete JAX array: "
                                                            f"{frame.via} stages it, so its result is a tracer",
                                         snippet=node))

    def expr_IfExp(self, node: cst.IfExp) -> Value:
        self.mark_test(node.test)
        self.eval(node.test)
        known = self.branch_known(node.test)
        if known is True:
            return self.eval(node.body)
        if known is False:
            return self.eval(node.orelse)
        with self.narrowed(node.test, True):
            body = self.eval(node.body)
        with self.narrowed(node.test, False):
            return join(body, self.eval(node.orelse))

    def expr_NamedExpr(self, node: cst.NamedExpr) -> Value:
        value = self.eval(node.value)
        self.assign(node.target, value, self.frame.env, node)
        return value

    def expr_Lambda(self, node: cst.Lambda) -> Value:
        info = self.index.function_for(node)
        if info is None:
            return Value(Kind.STATIC, pytype="function")
        return Value(Kind.STATIC, pytype="function", func=FunctionRef(info, self.frame))

    def _comprehension(self, node, pytype: str) -> Value:
        saved_env = self.frame.env
        env = dict(saved_env)
        self.frame.env = env
        try:
            clause = node.for_in
            while clause is not None:
                iterable = self.eval(clause.iter)
                self.assign(clause.target, element_of(iterable), env, clause)
                for cond in clause.ifs:
                    self.mark_test(cond.test)
                    self.eval(cond.test)
                    self.dispatch(cond)
                clause = clause.inner_for_in
            if isinstance(node, cst.DictComp):
                self.eval(node.key)
                elem = self.eval(node.value)
            else:
                elem = self.eval(node.elt)
                items = self._per_item(node, iterable, env) if pytype in ("list", "generator") else None
                if items is not None:
                    return Value(Kind.STATIC, pytype=pytype, elem=elem, local=True, items=items)
        finally:
            self.frame.env = saved_env
        return Value(Kind.STATIC, pytype=pytype, elem=elem, local=True)

    def _per_item(self, node, iterable: Value, env: Env) -> tuple[Value, ...] | None:
        """`[f(g) for g in gs]` over a display of a few known elements: the element each one gives,
        computed quietly (what the walk above recorded and reported, with the joined element, stays):
        `all(isinstance(g.z, numbers.Real) for g in gs)` is False when one `g.z` is a tracer."""
        clause = node.for_in
        items = iterable.items
        if clause.inner_for_in is not None or clause.ifs or not isinstance(clause.target, cst.Name) \
                or items is None or not 2 <= len(items) <= _MAX_PER_ITEM:
            return None
        saved = {id(n): self.values[id(n)] for n in iter_tree(node.elt) if id(n) in self.values}
        out = []
        self.muted += 1
        try:
            for item in items:
                env[clause.target.value] = item
                out.append(self.eval(node.elt))
        finally:
            self.muted -= 1
            for n in iter_tree(node.elt):
                if id(n) in saved:
                    self.values[id(n)] = saved[id(n)]
                else:
                    self.values.pop(id(n), None)
        return tuple(out)

    def expr_ListComp(self, node):
        return self._comprehension(node, "list")

    def expr_SetComp(self, node):
        return self._comprehension(node, "set")

    def expr_GeneratorExp(self, node):
        return self._comprehension(node, "generator")

    def expr_DictComp(self, node):
        return self._comprehension(node, "dict")

    def expr_Await(self, node):
        self.eval(node.expression)
        return UNKNOWN

    def expr_Yield(self, node):
        if isinstance(node.value, cst.BaseExpression):
            self.eval(node.value)
        return UNKNOWN

    def expr_StarredElement(self, node):
        return self.eval(node.value)

    # Calls -----------------------------------------------------------------------------------
    def expr_Call(self, node: cst.Call) -> Value:
        func = node.func
        if (func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name)
                else None) == "stop_gradient" and self.index.resolver.qualname(func) == STOP_GRADIENT:
            with gradient_stopped():  # what its argument computes carries no tangent out (loop_tangents.py)
                return evaluate_call(self, node)
        return evaluate_call(self, node)

    def _bound_locally(self, name: str) -> bool:
        """The name is a variable of this function or an enclosing one, not a module import."""
        frame = self.frame
        if frame is None:
            return False
        return name in frame.env or self.name_scope(name) in ("local", "closure", "outer")


def _says_anything(annotation: cst.BaseExpression) -> bool:
    """`Any`, `object`, `Optional[Any]`, `Any | None`: a pytree field declared this way may hold
    a subtree (a tuple, a dict) as well as one array."""
    return (dotted_name(_without_none(annotation)) or "").split(".")[-1] in ("Any", "object")


_CONTAINER_ANNOTATIONS = frozenset({"Tuple", "tuple", "List", "list", "Dict", "dict", "Sequence", "Mapping",
                                    "MutableMapping", "NamedTuple", "PyTree", "FrozenDict", "Iterable"})

_ARRAY_ANNOTATIONS = frozenset({"Array", "ndarray", "ArrayLike", "Float", "Int", "Bool", "Shaped", "Num",
                                "Real", "Complex", "Inexact", "Integer", "float", "int", "bool", "complex",
                                "Scalar", "ScalarLike"})
_PYTHON_SCALARS = frozenset({"float", "int", "bool", "complex", "ScalarLike"})


def _without_none(annotation: cst.BaseExpression) -> cst.BaseExpression:
    """`Optional[X]` and `X | None` (or `None | X`) say what X says: None is no leaf."""
    if isinstance(annotation, cst.Subscript) and (dotted_name(annotation.value) or "").split(".")[-1] == "Optional":
        return annotation.slice[0].slice.value if isinstance(annotation.slice[0].slice, cst.Index) else annotation
    if isinstance(annotation, cst.BinaryOperation) and isinstance(annotation.operator, cst.BitOr):
        sides = [annotation.left, annotation.right]
        kept = [side for side in sides if not (isinstance(side, cst.Name) and side.value == "None")]
        if len(kept) == 1:
            return kept[0]
    return annotation


_SEQUENCE_ANNOTATIONS = frozenset({"list", "tuple", "typing.List", "typing.Tuple", "typing.Sequence",
                                   "collections.abc.Sequence"})


def _layer_display(owner: "Evaluator", value: cst.BaseExpression | None) -> bool:
    """`[eqx.nn.Linear(...) for ...]`, `[nn.Dense(4), nn.Dense(2)]`, `(hk.Linear(8),)`: only
    library layers built (the facts table's `layer`), as the module holding the class spells them."""
    if isinstance(value, (cst.ListComp, cst.GeneratorExp)):
        calls = [value.elt]
    elif isinstance(value, (cst.List, cst.Tuple)) and value.elements:
        calls = [el.value for el in value.elements if not isinstance(el, cst.StarredElement)]
        if len(calls) != len(value.elements):
            return False
    else:
        return False
    facts_of = [owner.annotation_fact(c.func) if isinstance(c, cst.Call) else None for c in calls]
    return all(f is not None and f.layer for f in facts_of)


def _says_array(annotation: cst.BaseExpression) -> bool:
    """`jnp.ndarray`, `jax.Array`, `Float[Array, "n"]`: an array annotation (not `int`, which
    eqx.filter_jit keeps a Python value)."""
    head = annotation.value if isinstance(annotation, cst.Subscript) else annotation
    return (dotted_name(head) or "").split(".")[-1] in _ARRAY_ANNOTATIONS - _PYTHON_SCALARS


def _array_evidence(info: FunctionInfo, p: cst.Param) -> bool:
    name = p.name.value
    if name in array_params(info.node):
        return True
    if p.annotation is not None:
        annotation = p.annotation.annotation
        if isinstance(annotation, cst.Subscript):  # jaxtyping's Float[Array, "n"]
            annotation = annotation.value
        return (dotted_name(annotation) or "").split(".")[-1] in _ARRAY_ANNOTATIONS
    default = p.default
    return isinstance(default, (cst.Integer, cst.Float)) or (
        isinstance(default, cst.Name) and default.value in ("True", "False")) or (
        isinstance(default, cst.UnaryOperation) and isinstance(default.expression, (cst.Integer, cst.Float)))


_FLAG_VALUES = {True: STATIC_TRUE, False: STATIC_FALSE, None: NONE}  # ClassInfo.flags as values



def _held_function(value: Value) -> tuple[int, int] | None:
    """Which function an argument holds (its def or lambda, and the frame it closes over): a
    higher-order helper (`ckpt = lambda f: f`, then `ckpt(lambda: pair(x))()` and
    `ckpt(lambda: incr(x))()`) returns what it is given, so each function is another call."""
    ref = value.func
    while isinstance(ref, TransformedRef):
        ref = ref.target
    if not isinstance(ref, FunctionRef) or ref.info is None:
        return None
    return id(ref.info.node), id(ref.closure) if ref.closure is not None else 0


_MAX_PER_ITEM = 8  # elements a comprehension over a known display is evaluated for, one by one


def _tracer_layout(value: Value) -> tuple[bool, ...] | bool:
    """Which items of a container argument hold tracers: a loop that rebinds `state = (i + 1,
    tracer)` calls the same helper again with a tuple of the same type but other contents."""
    if value.items is not None:
        return tuple(contains_tracer(v) for v in value.items)
    if value.attrs is not None and value.cls is not None:  # an object built here: which fields hold tracers
        return tuple(contains_tracer(v) for _, v in value.attrs)
    return contains_tracer(value)


def _built_by_callers(info: FunctionInfo, entry: EntryPoint, callers: list[cst.Call], name: str,
                      applier: "Evaluator") -> list[Value | None]:
    """What untraced code builds as each caller's argument for parameter `name` (None: not known)."""
    out = []
    for caller in callers:
        given = passed_argument(caller, info.node, name, bound=entry.bound_positional)
        out.append(applier.built_outside(given, applier.index.function_making(caller)) if given is not None else None)
    return out


_LEAF_TYPES = frozenset({"int", "float", "bool", "number", "ndarray", JAX_ARRAY})


def _traced_container(held: Value, traced: Value, depth: int = 0) -> Value | None:
    """What a transform hands its function for a Python list, tuple or dict that untraced code
    built (`held`): the same containers, each number or array in them a tracer like `traced`,
    anything else unknown. None when `held` is no such container."""
    if depth > 4 or held.pytype not in ("list", "tuple", "dict") or held.cls is not None:
        return None

    def inside(element: Value | None) -> Value | None:
        if element is None:
            return None
        container = _traced_container(element, traced, depth + 1)
        if container is not None:
            return container
        if element.pytype in _LEAF_TYPES and element.cls is None:
            return traced.but(pytype=None, certain=True, param=None, items=None, elem=None,
                              origin=f"an element of {traced.origin}" if traced.origin else "")
        return UNKNOWN

    items = tuple(inside(item) for item in held.items) if held.items is not None else None
    return Value(Kind.STATIC, pytype=held.pytype, items=items, elem=inside(held.elem), param=traced.param, local=True)


def _shaped_by_callers(value: Value, kinds: set[str | None]) -> Value:
    """A traced parameter as its callers show it: an array when one passes a number or an
    array, a pytree container when all pass containers."""
    if "ref" in kinds:  # a caller passes `jax.new_ref(x)`: item assignment writes the reference
        return value.but(pytype="ref", certain=False)
    if kinds == {"boolean array"}:  # every caller passes `jnp.array([True, False, ...])`: a traced mask
        return value.but(pytype=None, certain=True, boolean=True)
    if kinds & {"array", "boolean array", "number"}:
        return value.but(pytype=None, certain=True)
    if kinds == {"nested numbers"}:  # `[[1, 2], [2, 1]]` at every caller: displays whose elements are tracers
        element = value.but(pytype=None, certain=True, param=None,
                            origin=f"an element of {value.origin}" if value.origin else "")
        return value.but(pytype="pytree", certain=False, sequence=True,
                         elem=value.but(pytype="pytree", certain=False, param=None, elem=element, sequence=True))
    if kinds and kinds <= _SEQUENCES:  # every caller passes a tuple or list display of arrays (or numbers)
        element = value.but(pytype=None, certain=True, param=None,
                            origin=f"an element of {value.origin}" if value.origin else "")
        sequences = {_ARRAY_SEQUENCES.get(kind) for kind in kinds}
        if len(sequences) == 1 and None not in sequences:  # the transform flattens the display and rebuilds it for the function: a
            # Python list (tuple) of tracers of its own, which indexing with a tracer cannot read and storing
            # into does not change the caller's
            return Value(Kind.STATIC, pytype=sequences.pop(), elem=element, param=value.param, local=True)
        return value.but(pytype="pytree", certain=False, elem=element, sequence=True)  # its elements are tracers
    if kinds and kinds & _PYTREE_SEQUENCES and kinds <= _PYTREE_SEQUENCES | _SEQUENCES:
        # every caller passes a tuple or list display of non-empty pytrees (`(ts, ys)`): unpacking or
        # indexing it gives pytrees of tracers, each possibly a bare tracer
        element = value.but(pytype="pytree", certain=False, param=None,
                            origin=f"an element of {value.origin}" if value.origin else "")
        return value.but(pytype="pytree", certain=False, elem=element, sequence=True)
    if kinds <= {"container", "nested numbers"} | _SEQUENCES and kinds:
        return value.but(pytype="pytree", certain=False)
    return value


# module_index's argument kinds of list and tuple displays. One of numbers only (`(1, 1)` for strides) stays
# a traced pytree: marking the parameter static is its fix.
_ARRAY_SEQUENCES = {"list of arrays": "list", "tuple of arrays": "tuple"}
_SEQUENCES = frozenset(_ARRAY_SEQUENCES) | {"numbers"}
_PYTREE_SEQUENCES = frozenset({entry_calls.PYTREE_TUPLE, entry_calls.PYTREE_LIST})


def _entered(value: Value, step: Callable[[], "provenance.Step"]) -> Value:
    """A parameter as a transform hands it over: its tracers start their chain at `step`."""
    if value.kind is Kind.TRACED:
        return value.but(why=step())
    if value.elem is not None and value.elem.kind is Kind.TRACED:  # *args, **kwargs
        return value.but(elem=value.elem.but(why=step()))
    return value


def _class_body_binds(cls: cst.ClassDef | None, name: str) -> bool:
    """Whether a class body assigns `name` (a method's default `name` would read that, not the global);
    an `if`/`for`/`with` in the class body is not read here (True)."""
    return cls is not None and (body_binds(cls, name) or any(
        not isinstance(stmt, (cst.SimpleStatementLine, cst.FunctionDef, cst.ClassDef)) for stmt in cls.body.body))


_PYTHON_NUMBERS = ("int", "float", "bool", "number", "shape_int")


def _trace_custom_rule_arguments(info: FunctionInfo, positional: list[str], values: dict[str, Value],
                                 via: str) -> None:
    """A custom_vjp/custom_jvp function called in staged code (a jit trace, a scan body) traces
    every argument outside its nondiff_argnums, Python numbers too (measured on JAX 0.10.2: an
    int there is a tracer under jit and scan, a plain int eagerly and under vmap or grad alone;
    tests/analysis/test_repros24_shapes.py runs both), so `jnp.zeros((dims[0], ...))` of a literal
    tuple `dims` raises there."""
    spec = next((s for s in info.specs if s.name in facts.CUSTOM_DERIVATIVES), None)
    if spec is None or not spec.statics_known:
        return
    label = spec.name.replace("jax.", "")
    for i, name in enumerate(positional):
        if i in spec.nondiff_argnums or name not in values:
            continue
        values[name] = _numbers_traced(values[name], f"argument '{name}' of the {label} function '{info.name}'", via)


def _numbers_traced(value: Value, origin: str, via: str) -> Value:
    """`value` with each Python number it holds (itself, or the items of a tuple or list) a tracer."""
    if value.kind is Kind.STATIC and value.pytype in _PYTHON_NUMBERS and value.items is None:
        return Value(Kind.TRACED, origin=origin, via=via)
    if value.kind is Kind.STATIC and value.items is not None and value.pytype in ("tuple", "list"):
        return value.but(items=tuple(_numbers_traced(item, origin, via) for item in value.items))
    return value


def _options(value: Value) -> tuple[Value, ...]:
    return value.func.options if isinstance(value.func, ObjectChoice) else (value,)


def _joined_elements(values: list[Value]) -> Value:
    """What any element of a display holds: objects of several ordinary project classes are a
    choice of them (`{"q": LoRA(Dense()), "k": Dense()}`, each call runs its own class's
    method); anything else the join."""
    if all(v.pytype == "object" and v.cls is not None and v.cls.info.plain for v in values):
        distinct = list({id(v.cls.info.node): v for v in values}.values())
        if len(distinct) > 1:
            choice = object_choice(distinct)
            if choice is not None:
                return choice
    return join_all(values)


def object_choice(found: list[Value]) -> Value | None:
    """One object, or a choice of the objects of several classes (at most MAX_CHOICES); None
    when there is none or too many."""
    if not found or len(found) > MAX_CHOICES:
        return None
    return found[0] if len(found) == 1 else Value(Kind.STATIC, pytype="object", func=ObjectChoice(tuple(found)))


def _given(value: Value) -> Value:
    """An argument a caller passed: a static one is not the None default (see values.is_none)."""
    return value.but(given=True) if value.kind is Kind.STATIC and not value.given else value


def _adopted(value: Value, owner: "Evaluator") -> Value:
    """A function or object value `owner` computed, for another module's evaluator: what `owner`'s
    module defines is owned by `owner` there."""
    def ref_of(ref):
        if isinstance(ref, TransformedRef):
            return TransformedRef(ref.spec, ref_of(ref.target))
        if isinstance(ref, FunctionRef) and ref.owner is None:
            return FunctionRef(ref.info, ref.closure, ref.bound, ref.bound_keywords, owner=owner, spread=ref.spread)
        return ref

    if isinstance(value.func, ObjectChoice):
        return value.but(func=ObjectChoice(tuple(_adopted(option, owner) for option in value.func.options)))
    if value.func is not None:
        return value.but(func=ref_of(value.func))
    if value.cls is not None and value.cls.owner is None:
        return value.but(cls=ClassRef(value.cls.info, owner))
    return value


def _self_first(node: cst.FunctionDef) -> str | None:
    params = [*node.params.posonly_params, *node.params.params]
    return params[0].name.value if params else None


def _self_bound_maker(index: ModuleIndex, entry: EntryPoint, info: FunctionInfo) -> FunctionInfo | None:
    """The method of `info`'s class whose body made `entry` by transforming `self.<info>`
    (`self._update = jax.jit(self.update)` in `__init__`); None for any other entry."""
    if info.specs or entry.bound_positional != 1 or not entry.specs:
        return None
    call = entry.specs[-1].node
    if not isinstance(call, cst.Call) or not call.args or call.args[0].keyword is not None:
        return None
    target = call.args[0].value
    maker = index.function_making(call)
    if maker is None or not maker.is_method or maker.class_node is not info.class_node or any(
            (dotted_name(d.decorator) or "").rpartition(".")[2] in ("classmethod", "staticmethod")
            for d in maker.node.decorators):
        return None  # `cls.step = jax.jit(cls.step, static_argnums=0)` in a classmethod: no instance bound
    if not (isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name)
            and target.value.value == _self_first(maker.node) and target.attr.value == info.node.name.value):
        return None
    return maker


def _runs_inherited(override: FunctionInfo | None, name: str) -> bool:
    """The subclass runs its base's `name` on its instances: it does not override it, or its
    override calls `super().name(...)`."""
    if override is None:
        return True
    for node in iter_scope(override.node.body) if isinstance(override.node, cst.FunctionDef) else ():
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr.value == name \
                and isinstance(node.func.value, cst.Call) and isinstance(node.func.value.func, cst.Name) \
                and node.func.value.func.value == "super":
            return True
    return False


def _static_self(info: FunctionInfo) -> bool:
    """A method jitted by its decorator with `self` static (`static_argnums=0`, or its name)."""
    first = _self_first(info.node) if isinstance(info.node, cst.FunctionDef) else None
    jits = [s for s in info.specs if s.kind in ("jit", "filter_jit")]
    return first is not None and len(jits) == 1 and len(info.specs) == 1 and jits[0].statics_known and (
        0 in jits[0].static_argnums or first in jits[0].static_argnames)


def _bound_receiver(ref: FunctionRef) -> Value | None:
    """The object a bound method of a known instance is bound to (`model.loss`, `model` an
    instance of a project class with its own `loss`), or None for anything else (a partial, a
    classmethod, a method with more bound)."""
    info = ref.info
    if not info.is_method or info.is_classmethod or info.is_staticmethod or ref.bound_keywords or ref.spread \
            or len(ref.bound) != 1 or not isinstance(info.node, cst.FunctionDef):
        return None
    receiver = ref.bound[0]
    return receiver if isinstance(receiver, Value) and receiver.cls is not None \
        and receiver.cls.info.node is info.class_node else None


def _project_bases(node: cst.ClassDef, ev: "Evaluator"):
    """For each positional base of `node`, in order: (its ClassDef, the evaluator of its module)
    when it is a class of this project (this module's by name, or another's by import), else
    None (a library base, or one the project cannot find)."""
    for arg in node.bases:
        if arg.keyword is not None or arg.star:
            continue
        if isinstance(arg.value, cst.Name) and arg.value.value in ev.index.classes:
            yield ev.index.classes[arg.value.value], ev
            continue
        qual = ev.index.resolver.qualname(arg.value)
        if qual is None or qual.startswith(facts.LIBRARY_ROOTS) or ev.project is None:
            yield None
        else:
            yield ev.project.klass(qual, ev.path)


def _self_calls(info: FunctionInfo) -> set[str]:
    """The methods a method's body calls on `self` (`self.forward(x)`), also in the closures it
    defines (`def body(x, t): return self.step(x, t), None` handed to lax.scan); a closure or
    comprehension binding the name itself is left out."""
    first = _self_first(info.node) if isinstance(info.node, cst.FunctionDef) else None
    out: set[str] = set()
    scopes = [info.node.body] if first is not None else []
    while scopes:
        for node in iter_scope(scopes.pop()):
            if isinstance(node, (cst.FunctionDef, cst.Lambda)):
                if first not in {p.name.value for p in _all_params(node.params)}:
                    scopes.append(node.body)
            elif isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) \
                    and isinstance(node.func.value, cst.Name) and node.func.value.value == first:
                out.add(node.func.attr.value)
    return out


def _all_params(params: cst.Parameters) -> list[cst.Param]:
    star = [params.star_arg] if isinstance(params.star_arg, cst.Param) else []
    kwargs = [params.star_kwarg] if params.star_kwarg is not None else []
    return [*params.posonly_params, *params.params, *star, *params.kwonly_params, *kwargs]


def _decorated_by(info: FunctionInfo, node: cst.CSTNode) -> bool:
    return isinstance(info.node, cst.FunctionDef) and any(d.decorator is node for d in info.node.decorators)


def _calls_by_name(index: ModuleIndex, info: FunctionInfo) -> list[cst.Call] | None:
    """The calls of a module-level decorated def its module spells by its name (`step(x, saver)`),
    when the name is bound once (not rebound, not a method); None otherwise."""
    if info.parent is not None or info.is_method or index.module_functions.get(info.name) is not info \
            or info.name in index.module_assignments or info.name in index.reassigned_globals:
        return None
    return [call for call, _ in index.deferred_calls
            if isinstance(call.func, cst.Name) and call.func.value == info.name] or None


def _static_functions_of_callers(info: FunctionInfo, params: list[cst.Param], entry: EntryPoint,
                                 callers: list[cst.Call], values: dict[str, Value],
                                 applier: "Evaluator") -> dict[str, Value]:
    """A parameter the transform keeps static (`jax.jit(run, static_argnums=0)(energy_fn, x)`)
    that every caller hands one and the same function (a def, another module's, `partial(f,
    box=box)` of one): that function, so the traced code's calls of it are followed into it.
    `callers`: the transformed function's calls, none spreading `*args`."""
    out: dict[str, Value] = {}
    for p in params[entry.bound_positional:]:
        name = p.name.value
        value = values.get(name)
        if p.star or value is None or value.kind is not Kind.STATIC or value.func is not None \
                or value.cls is not None or name in entry.bound_keywords:
            continue
        found = []
        for call in callers:
            expr = passed_argument(call, info.node, name, entry.bound_positional)
            held = applier._held_at(expr, applier.index.function_making(call)) if expr is not None else None
            if held is None or held.func is None:
                break
            found.append(held)
        else:
            if len({function_identity(v.func) for v in found}) == 1:
                out[name] = found[0]
    return out


def _entry_from(info: FunctionInfo, foreign) -> EntryPoint:
    """Another module's transform of one of ours: our function's own decorators apply first (a
    `@jax.custom_vjp` function differentiated there runs its rule on concrete values), the
    importer's transforms outside them, as for a transform applied in this module."""
    return EntryPoint(info, list(info.specs) + list(foreign.specs), foreign.bound_positional,
                      foreign.bound_keywords, foreign.arity, foreign.calls, bound_args=foreign.bound_args,
                      made_by=foreign.made_by)


def join_env(a: Env | None, b: Env | None) -> Env | None:
    if a is None:
        return b
    if b is None or a is b:
        return a
    out = dict(a)
    for name, value in b.items():
        out[name] = join(out.get(name), value) if name in out else value
    return out


# The array modules a name can stand for (`xnp=np` / `xnp=jnp`): calls through it are theirs.
_ARRAY_MODULES = frozenset({"numpy", "jax.numpy"})


def _module_value(qualified: str | None) -> Value:
    return Value(Kind.STATIC, pytype="module", module=qualified if qualified in _ARRAY_MODULES else None)


def _unrolled_keys(stmt: cst.For, iterable: Value) -> tuple[Value, ...] | None:
    """The strings a loop runs its body with, one after the other, when it iterates into a
    plain name over a static list or tuple whose every element is a string the text spells
    (`for op in ["Relu", "NonZero"]`, or a parameter every caller passes such a display), with
    no `break` or `continue`: Python runs the body once per string, so what the body looks up
    with it (`OPS[op]`) is known at each turn rather than joined over all of them. The same for
    objects of different project classes (`for cb in [Clipper(), Logger()]: cb.on_step(m)`):
    joined, they would have no class and their methods would not be followed; and for functions
    (`for t in self.transforms: img = t(k, img)`), each followed in turn."""
    items = iterable.items
    if iterable.kind is not Kind.STATIC or iterable.pytype not in ("list", "tuple") or not items or len(items) > 8:
        return None
    if not isinstance(stmt.target, cst.Name) or not (
            all(item.kind is Kind.STATIC and item.pytype == "str" and item.text is not None for item in items)
            or all(_project_object(item) for item in items) and len({id(item.cls.info) for item in items}) > 1
            or all(_known_function(item) for item in items)):
        return None
    if any(isinstance(n, (cst.Break, cst.Continue)) for n in iter_scope(stmt.body)):
        return None
    return items


def _known_function(item: Value) -> bool:
    """A function the analysis can follow (`Compose(random_flip, random_crop)` keeping them in a
    tuple): a loop over several runs each in turn, which a join of them would lose."""
    return item.kind is Kind.STATIC and item.pytype == "function" and isinstance(item.func, (FunctionRef, TransformedRef))


def _project_object(item: Value) -> bool:
    """An instance of a project class the code builds (`LossLogger(every=5)`), not traced."""
    return item.kind is Kind.STATIC and item.pytype == "object" and item.cls is not None


def _closed_over_container(bound: cst.BaseExpression) -> Value:
    """What an untraced enclosing function's `name = [...]`/`(...)`/`{...}` holds for a nested traced
    function: a list, tuple or dict of concrete values. A list or dict may be filled or changed
    after the binding (`pairs.append(...)`), so only its type is kept, not its items."""
    literal = _literal_type(bound)
    if literal.pytype in ("list", "dict"):
        return Value(Kind.STATIC, pytype=literal.pytype)
    return literal if literal.pytype == "tuple" else STATIC


def _dotted_expr(dotted: str) -> cst.BaseExpression:
    """`mod.Name` as the expression that spells it (no parse: built from the names)."""
    head, *rest = dotted.split(".")
    expr: cst.BaseExpression = cst.Name(head)
    for part in rest:
        expr = cst.Attribute(expr, cst.Name(part))
    return expr


def _transformed(spec, value: Value | None) -> Value | None:
    """The transform `spec` of the function `value` holds (`jax.value_and_grad(log_prob_fn)` of
    what a construction passes); None when it holds no known function."""
    if value is None or value.pytype != "function" or not isinstance(value.func, (FunctionRef, TransformedRef)):
        return None
    return Value(Kind.STATIC, pytype="function", func=TransformedRef(spec, value.func))


def _rebound_as(binding, value: cst.BaseExpression, method: FunctionInfo):
    """`binding` as if `method` stored `value` (for reading a parameter handed on by name)."""
    return replace(binding, value=value, method=method)


def _receiver(method: FunctionInfo, instance: Value) -> tuple[Value, ...]:
    """What `instance.method` binds before the call's own arguments: the instance, or nothing
    for a @staticmethod (`self._helper(a, b)` hands `a` to its first parameter)."""
    return () if method.is_staticmethod else (instance,)


_FLOAT = Value(Kind.STATIC, pytype="float")
# the array modules' float constants (`2.0 ** jnp.arange(16) * jnp.pi` is a JAX array)
_FLOAT_CONSTANTS = frozenset(f"{module}.{name}" for module in ("numpy", "jax.numpy", "math")
                             for name in ("pi", "e", "inf", "tau"))


def _import_time_value(value: cst.BaseExpression, index: ModuleIndex) -> Value:
    """What a module-level binding holds, read with the imports of its own module: a NumPy
    or JAX array built at import time, or its literal's type."""
    if isinstance(value, cst.Call) and (index.resolver.qualname(value.func) or "").startswith("numpy."):
        known = facts.lookup(index.resolver.qualname(value.func))
        if known is None or known.returns != facts.STATIC:
            return Value(Kind.STATIC, pytype="ndarray")
    if isinstance(value, cst.Call) and makes_jax_array(index.resolver.qualname(value.func)):
        return Value(Kind.STATIC, pytype=JAX_ARRAY)
    if isinstance(value, cst.BinaryOperation) and not isinstance(value.operator, cst.MatrixMultiply):
        # `8 * jnp.array([1, 1])`, `jnp.ones(3) / 2`: arithmetic of a JAX array with a number
        # literal or another JAX array is a JAX array too
        sides = [_FLOAT if (index.resolver.qualname(side) or "") in _FLOAT_CONSTANTS else _import_time_value(side, index)
                 for side in (value.left, value.right)]
        if any(v.pytype == JAX_ARRAY for v in sides) and all(
                v.pytype in (JAX_ARRAY, "float") or v is STATIC_INT for v in sides):
            return Value(Kind.STATIC, pytype=JAX_ARRAY)
    return _literal_type(value)


def _frozen_record(node: cst.ClassDef) -> bool:
    """A class whose instances' fields are never rebound: `@dataclass(frozen=True)` or a
    NamedTuple subclass."""
    for base in node.bases:
        if (dotted_name(base.value) or "").rpartition(".")[2] == "NamedTuple":
            return True
    for decorator in node.decorators:
        expr = decorator.decorator
        if isinstance(expr, cst.Call) and (dotted_name(expr.func) or "").rpartition(".")[2] == "dataclass":
            if any(a.keyword is not None and a.keyword.value == "frozen" and literal(a.value) is True for a in expr.args):
                return True
    return False


def _only_raises(body: cst.BaseSuite) -> bool:
    """Every statement of the block is a `raise`: the block decides nothing but an error."""
    statements = body.body if isinstance(body, cst.IndentedBlock) else [body]
    return bool(statements) and all(
        isinstance(s, (cst.SimpleStatementLine, cst.SimpleStatementSuite)) and all(
            isinstance(small, cst.Raise) for small in s.body) for s in statements)


def _defers_to_objects(value: Value) -> bool:
    """A left operand whose own operator method returns NotImplemented for an object of a project
    class, so Python tries the right operand's reflected method: a number, or a JAX value (a tracer
    or an array: jax defers to operands it does not recognise as arrays)."""
    if value.kind is Kind.TRACED:
        return True
    return value.kind is Kind.STATIC and value.pytype in ("int", "float", "complex", "bool", JAX_ARRAY)


_BINARY_DUNDERS = {cst.Add: "__add__", cst.Subtract: "__sub__", cst.Multiply: "__mul__",
                   cst.Divide: "__truediv__", cst.FloorDivide: "__floordiv__", cst.Modulo: "__mod__",
                   cst.Power: "__pow__", cst.MatrixMultiply: "__matmul__"}


def _repeated_sequence(node: cst.BinaryOperation, left: Value, right: Value) -> Value | None:
    """`[(0, 0)] * (x.ndim - 1)`: a list or tuple display repeated a static number of times is a
    sequence of the same elements, so the tracers it holds stay in it (`... + [(pad, pad)]` handed
    to `jnp.pad` still holds a traced width). None for anything else (a traced count raises: its
    own finding)."""
    if not isinstance(node.operator, cst.Multiply):
        return None
    for sequence, count in ((left, right), (right, left)):
        if (sequence.kind is Kind.STATIC and sequence.pytype in ("list", "tuple") and count.kind is Kind.STATIC
                and count.pytype not in ("list", "tuple", "str", "shape", "dict", "set")):
            members = element_of(sequence)
            return Value(Kind.STATIC, pytype=sequence.pytype, elem=members, local=True)
    return None


def _sequence_arithmetic(node: cst.BinaryOperation, left: Value | None, right: Value | None) -> Value | None:
    """What untraced code builds with `[0.01] + [0.0] * (n - 2) + [1.0]`: two lists (or two tuples)
    added are one of that kind holding both's elements; a list or tuple display repeated by a whole
    number (a literal, or what is known to be an int) is one holding the same elements. None for
    anything else (a NumPy array times a list is an array)."""
    def sequence(v: Value | None) -> bool:
        return v is not None and v.kind is Kind.STATIC and v.pytype in ("list", "tuple")

    if isinstance(node.operator, cst.Add) and sequence(left) and sequence(right) and left.pytype == right.pytype:
        if left.items is not None and right.items is not None:
            return Value(Kind.STATIC, pytype=left.pytype, items=left.items + right.items)
        return Value(Kind.STATIC, pytype=left.pytype, elem=join(element_of(left), element_of(right)))
    if isinstance(node.operator, cst.Multiply):
        for seq, count, count_node in ((left, right, node.right), (right, left, node.left)):
            if sequence(seq) and (count is STATIC_INT or (count is not None and count.pytype == "int") or (
                    _whole_number_expression(count_node) and (count is None or count.pytype not in ("ndarray", JAX_ARRAY)))):
                return Value(Kind.STATIC, pytype=seq.pytype, elem=element_of(seq))
    return None


def _whole_number_expression(expr: cst.BaseExpression) -> bool:
    """`3`, `n - 2`, `(len(xs) + 1) // 2`: integer literals combined by `+ - * //` with at least one
    literal on each level; names alone are not known to be ints."""
    if isinstance(expr, cst.Integer):
        return True
    if isinstance(expr, cst.BinaryOperation) and isinstance(expr.operator, (cst.Add, cst.Subtract, cst.Multiply,
                                                                            cst.FloorDivide)):
        sides = (expr.left, expr.right)
        return any(_whole_number_expression(s) for s in sides) and all(
            _whole_number_expression(s) or isinstance(s, (cst.Name, cst.Attribute, cst.Call)) for s in sides)
    return False


def _literal_type(expr: cst.BaseExpression) -> Value:
    if isinstance(expr, cst.Name) and expr.value in ("None", "True", "False"):
        return {"None": NONE, "True": STATIC_TRUE, "False": STATIC_FALSE}[expr.value]
    if isinstance(expr, (cst.List, cst.Tuple)):
        items = tuple(STATIC if isinstance(e, cst.StarredElement) else _literal_type(e.value) for e in expr.elements)
        return Value(Kind.STATIC, pytype="list" if isinstance(expr, cst.List) else "tuple", items=items)
    if isinstance(expr, cst.Float):
        return Value(Kind.STATIC, pytype="float")
    if isinstance(expr, cst.UnaryOperation) and isinstance(expr.expression, (cst.Integer, cst.Float)):
        return _literal_type(expr.expression)
    if isinstance(expr, (cst.Dict, cst.DictComp)):
        return Value(Kind.STATIC, pytype="dict")
    if isinstance(expr, (cst.ListComp,)):
        return Value(Kind.STATIC, pytype="list")
    if isinstance(expr, cst.Integer):
        return STATIC_INT
    if isinstance(expr, cst.SimpleString) and _literal_text(expr) is not None:
        return Value(Kind.STATIC, pytype="str", text=_literal_text(expr))
    if isinstance(expr, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)):
        return Value(Kind.STATIC, pytype="str")
    return STATIC


def _bound_and_called_here(body: cst.BaseSuite, call: cst.Call, resolver) -> bool:
    """`execute = jax.jacfwd(jax.jit(render))` as a statement of the function's own block (no
    loop), `call` the transform applied to the fresh def, possibly wrapped by further transforms,
    and `execute` bound once and only ever called there, outside loops and nested defs: the
    transformed function dies with this run, so its cache never serves a later one."""
    if not isinstance(body, cst.IndentedBlock):
        return False
    name = None
    for stmt in body.body:
        if not isinstance(stmt, cst.SimpleStatementLine) or len(stmt.body) != 1 \
                or not isinstance(stmt.body[0], cst.Assign) or len(stmt.body[0].targets) != 1 \
                or not isinstance(stmt.body[0].targets[0].target, cst.Name):
            continue
        value = stmt.body[0].value
        while isinstance(value, cst.Call) and value is not call and resolver.spec_from_call(value) is not None:
            positional = [a for a in value.args if a.keyword is None and not a.star]
            if not positional:
                break
            value = positional[0].value
        if value is call:
            name = stmt.body[0].targets[0].target.value
            target = stmt.body[0].targets[0].target
            break
    if name is None:
        return False
    called: set[int] = set()
    stack = [(child, False) for child in iter_children(body)]
    while stack:
        node, nested = stack.pop()
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == name:
            if nested:
                return False
            called.add(id(node.func))
        elif isinstance(node, cst.Name) and node.value == name and node is not target and id(node) not in called:
            return False  # read otherwise (returned, stored, passed on) or rebound
        inner = nested or isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef, cst.For, cst.While,
                                            cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp))
        # the call's own func is visited after the call (stack order), so it is recorded as called first
        stack.extend((child, inner) for child in reversed(list(iter_children(node))))
    return bool(called)


def _find_outside_loops(root: cst.CSTNode, call: cst.Call) -> bool | None:
    """Where `call` sits in one function's own code (nested scopes left out): None when it is
    not there or sits in a loop; else whether its result is called at once (`jax.jit(f)(x)`).
    One walk of `root` answers for every call in it (`_CALL_PLACES`)."""
    hit = _CALL_PLACES.get(root, _call_places).get(id(call))
    return hit[1] if hit is not None and hit[0] is call else None


def _call_places(root: cst.CSTNode) -> dict[int, tuple[cst.CSTNode, bool | None]]:
    """id(call) -> (call, what `_find_outside_loops` says of it) for the calls of `root`'s own
    code, each at the first place the walk meets it: as the function of a call, or itself."""
    places: dict[int, tuple[cst.CSTNode, bool | None]] = {}
    stack = [(child, False) for child in iter_children(root)]
    while stack:
        node, looping = stack.pop()
        if isinstance(node, cst.Call):
            if id(node) not in places:
                places[id(node)] = (node, None if looping else False)
            if isinstance(node.func, cst.Call) and id(node.func) not in places:
                places[id(node.func)] = (node.func, None if looping else True)
        if type(node) in (cst.FunctionDef, cst.Lambda, cst.ClassDef):
            continue
        inner = looping or isinstance(node, (cst.For, cst.While, cst.ListComp, cst.SetComp, cst.DictComp,
                                             cst.GeneratorExp))
        stack.extend((child, inner) for child in iter_children(node))
    return places


_CALL_PLACES = node_memo()  # a function body's call places depend on its own node alone


def _literal_text(node: cst.SimpleString) -> str | None:
    """A str literal's contents (None for a bytes literal)."""
    code = node.value
    text = _string_value(code) if len(code) <= _KEPT_LITERAL else node.evaluated_value
    return text if isinstance(text, str) else None


_KEPT_LITERAL = 1000  # characters: longer literals are evaluated each time, not kept


@lru_cache(maxsize=4096)
def _string_value(code: str) -> str | bytes:
    """`SimpleString.evaluated_value`, which is `ast.literal_eval` of the literal's text: the
    constant `ast.parse` reads from it, as literal_eval takes it, without literal_eval's nested
    helper functions, which each call leaves in a reference cycle for the collector (a
    10,000-line module: about 20,000 objects per lint). Kept per text: the answer depends on
    the text alone, and a docstring or dict key repeats."""
    body = ast.parse(code.lstrip(" \t"), mode="eval").body
    if isinstance(body, ast.Constant) and isinstance(body.value, (str, bytes)):
        return body.value
    return ast.literal_eval(code)


def _none_against_tracer(node: cst.Comparison, operands: list[Value]) -> bool:
    """One side of `a == b` is the literal None, the other a tracer: JAX's `__eq__` gives Python's
    False for a non-array operand (`x == None`), `__ne__` True, never an array."""
    sides = [node.left, node.comparisons[0].comparator]
    for side, other in ((sides[0], operands[1]), (sides[1], operands[0])):
        if isinstance(side, cst.Name) and side.value == "None" and other.kind is Kind.TRACED \
                and other.pytype is None and other.items is None and other.elem is None:
            return True
    return False


def _against_string_literal(node: cst.Comparison) -> bool:
    """One side of `a == b` is a string literal (`"subdomain"`, an f-string, bytes): a str
    compares as Python does, a JAX array defers (`__eq__` gives NotImplemented for a str) and
    Python falls back to identity, so the result is a Python bool, never an array."""
    sides = (node.left, node.comparisons[0].comparator)
    return any(isinstance(side, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)) for side in sides)


def _module_identity(node: cst.Comparison, operands: list) -> Value:
    """`xp is np` (or `is not`) with both sides array modules the text names (`xp=jnp` passed,
    `self._xp = jnp if use_jax else np` decided): the same module object or not, decided at
    trace time like any comparison of Python values; else an unknown Python bool."""
    if len(operands) != 2 or operands[0].module is None or operands[1].module is None \
            or operands[0].module not in _ARRAY_MODULES or operands[1].module not in _ARRAY_MODULES:
        return STATIC_BOOL
    same = operands[0].module == operands[1].module
    return STATIC_TRUE if same is isinstance(node.comparisons[0].operator, cst.Is) else STATIC_FALSE


def _literal_membership(value: Value, target: cst.ComparisonTarget) -> bool | None:
    """`x in {"a", "b", None}` where `x` is a str whose contents are known, or None, and the
    container is a display of str literals and None: whether it holds; None when not known."""
    container = target.comparator
    if not isinstance(container, (cst.Set, cst.List, cst.Tuple)) or value.kind is not Kind.STATIC:
        return None
    if value.pytype == "none":
        key: object = None
    elif value.pytype == "str" and value.text is not None:
        key = value.text
    else:
        return None
    members: list[object] = []
    for el in container.elements:
        if isinstance(el.value, cst.SimpleString) and not isinstance(el, cst.StarredElement):
            text = _literal_text(el.value)
            if text is None:
                return None
            members.append(text)
        elif isinstance(el.value, cst.Name) and el.value.value == "None" and not isinstance(el, cst.StarredElement):
            members.append(None)
        else:
            return None
    found = key in members
    return found if isinstance(target.operator, cst.In) else not found


def _class_container(info, attr: str) -> Value:
    """`RATES = [...]` in the class body: a static container of that type; element by element
    when it is a display of number literals nothing in the class changes in place."""
    numbers = info.container_numbers.get(attr)
    items = tuple(Value(Kind.STATIC, pytype=t) for t in numbers) if numbers is not None else None
    return Value(Kind.STATIC, pytype=info.containers[attr], items=items)


def _never_traced(info) -> bool:
    """An ordinary class with no base class at all (no decorator, no registration: `plain`): an
    instance is no pytree, so no traced value is one. A project base may be a pytree: kept."""
    return info.plain and not info.node.bases


def _returned_branches(info: FunctionInfo, returns: list) -> list:
    """A factory's returned values with each conditional expression split into its branches
    (`return DPClient(client) if privacy else client`) and a name the factory binds once to a
    construction read as that construction (`client = LocalClient(...)`; `return client`)."""
    out, pending = [], list(returns)
    while pending:
        value = pending.pop(0)
        if isinstance(value, cst.IfExp):
            pending[:0] = [value.body, value.orelse]
            continue
        if isinstance(value, cst.Name) and isinstance(info.node, cst.FunctionDef):
            bound = single_assignment(info.node, value.value)
            if isinstance(bound, cst.Call):
                value = bound
        out.append(value)
    return out


def _stored_entry(known: tuple[tuple[str, Value], ...] | None, target: cst.Subscript,
                  value: Value) -> tuple[tuple[str, Value], ...] | None:
    """A dict's known entries after `d[k] = v`: a literal string key now holds `v` (the others
    keep theirs: `merged["n"] = static["n"]` after `merged = {**traced, "flag": flag}`); any
    other key may be one of them, so none stays known."""
    key = _literal_key(target)
    if key is None:
        return None
    return tuple((k, v) for k, v in known or () if k != key) + ((key, value),)


def _nested_store(outer: Value, target: cst.Subscript, value: Value) -> Value:
    """A dict after `d[k]["name"] = v`. With a literal outer key the entry it names now holds
    `v` under "name"; with any other key (`d[f"segment_{i}"]` in a loop over every segment) any
    entry may, so a lookup of "name" in each is unknown. Their other entries keep what they
    held. An inner key no literal says may be any: those entries are unknown then. A pytree
    parameter's leaf stands for the dict: the one a literal key names holds `v` under "name";
    under any other key the leaves are unknown (where paths meet, a dict made of one would join
    back as the leaf, a tracer)."""
    inner = _literal_key(target)
    outer_key = _literal_key(target.value)

    def stored(entry: Value | None, held: Value) -> Value | None:
        if entry is not None and inner is not None and entry.pytype is None and outer_key is not None \
                and entry.kind is Kind.TRACED and entry.items is None:
            return entry.but(pytype="dict", attrs=((inner, held),), elem=entry)  # a leaf: the dict
        if entry is None or inner is None or entry.pytype != "dict":
            return None
        return entry.but(attrs=tuple((k, v) for k, v in entry.attrs or () if k != inner) + ((inner, held),))

    if outer_key is not None:
        known = dict(outer.attrs or ())
        entry = known[outer_key] if outer_key in known else outer.elem
        return outer.but(attrs=tuple((k, v) for k, v in outer.attrs or () if k != outer_key)
                         + ((outer_key, stored(entry, value) or UNKNOWN),))
    entries = None if outer.attrs is None else tuple((k, stored(v, UNKNOWN) or UNKNOWN) for k, v in outer.attrs)
    return outer.but(attrs=entries, elem=stored(outer.elem, UNKNOWN))


def _literal_key(subscript: cst.Subscript) -> str | None:
    """The key of `d["name"]`, a plain string literal; None for any other subscript."""
    index = subscript.slice[0].slice if len(subscript.slice) == 1 else None
    if not isinstance(index, cst.Index) or not isinstance(index.value, cst.SimpleString):
        return None
    return index.value.evaluated_value
