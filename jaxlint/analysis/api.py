"""The declared contract between the analysis and everything else.

Rules and fixers see the analysis only through the classes here: `TracedContext` inside the
walk of traced code (traced-value rules), `ModuleContext` over the whole module (module rules),
and the `ModuleView` and `FunctionView` both hand out. The engine drives the analysis through
`ModuleAnalysis`. Nothing outside `jaxlint/analysis/` imports another module of it
(tests/test_architecture.py enforces this), so the evaluator can change without touching rules.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterator

import libcst as cst

from jaxlint.analysis import facts, jax_versions, node_memo, provenance
from jaxlint.analysis.assertions import (
    TRUTH_ASSERTIONS, compared_by_caller, compared_equal, is_equality_assertion, is_test_case, returned_apart,
)
from jaxlint.analysis.aux_tracers import AuxTracer, aux_tracers
from jaxlint.analysis.self_registries import method_registry, self_registry
from jaxlint.analysis.compared_draws import compares_draws
from jaxlint.analysis.expectations import expects_failure, runs_expecting_error
from jaxlint.analysis.opt_outs import KEY_REUSE_SWITCHES, decorated_off, with_off
from jaxlint.analysis.arrays import ARRAY, ARRAY_ANNOTATIONS, NOT_ARRAY, PARAMETER, annotated_as_array, array_status
from jaxlint.analysis.calls import makes_jax_array  # noqa: F401  (rules import it from here)
from jaxlint.analysis.classes import (applied_by_a_method, class_info, lazily_cached, paired_targets, receiver_name,
                                      self_assignments, stale_attribute)
from jaxlint.analysis.instance_stores import stored_between_runs
from jaxlint.analysis.cell_display import shown_by_its_cell
from jaxlint.analysis.custom_methods import custom_derivative_of, missing_parameter
from jaxlint.analysis.constructions import construction_calls
from jaxlint.analysis.dead_values import unread_when
from jaxlint.analysis.unread_after_trace import cell_dies_unread, dies_unread
from jaxlint.analysis.restored_before_use import restored_before_every_use
from jaxlint.analysis.derivative_rules import from_parameters, primal_of_rule
from jaxlint.analysis.outside_changes import changed_elsewhere
from jaxlint.analysis.defuse import FunctionDefUse, block_stores, exposed_reads, expression_reads, if_arms
from jaxlint.analysis.fact_table import FILTER_JIT, JIT, LIBRARY_ROOTS, VMAP
from jaxlint.analysis.facts import Fact, lookup as fact
from jaxlint.analysis.flow import FlowView, flow_of
from jaxlint.analysis.mapped_scalars import MappedScalar, mapped_scalars, passes_a_scalar
from jaxlint.analysis.imports import ImportTable, dotted_name
from jaxlint.analysis.module_index import (
    FunctionInfo, ModuleIndex, build_index, lookup_function, passed_argument, resolve_function_expr,
)
from jaxlint.analysis import entry_routes, loop_tangents, outer_transforms
from jaxlint.analysis.project import (
    changed_only_while_constructing,
    MAX_IMPORTERS, CallSite, Project, absolute_paths, call_sites, parse_ahead, project_roots, record_followed_as,
    relinted, remember, remembered,
)
from jaxlint.analysis.receivers import runs_own_method
from jaxlint.analysis.recomputation import reads_other_part
from jaxlint.analysis.separate_draws import draws_meet, loop_arguments
from jaxlint.analysis.scopes import array_params, literal_kind, local_names, scope_info
from jaxlint.analysis.definitions import FOREIGN, Definitions, may_reach_hashing_jit  # call sites (JAX810)
from jaxlint.analysis.hashability import MAYBE, Hashability, Unhashable
from jaxlint.analysis.jax_types import JaxTypes, NotArray
from jaxlint.analysis.axes_specs import AxesMismatch, axes_count_mismatch, dict_in_axes
from jaxlint.analysis.gradient_outputs import GRADIENTS, aux_output_mismatch, non_scalar_output, returns_pairs  # noqa: F401  (GRADIENTS: JAX813's triggers)
from jaxlint.analysis.lax_outputs import BRANCHING, LOOPS, Mismatch, lax_mismatch  # noqa: F401  (JAX814's triggers)
from jaxlint.analysis.differentiated_inputs import DIFFERENTIATING, IntegerInput, integer_input  # noqa: F401  (JAX815's triggers)
from jaxlint.analysis.filled_defaults import filled_default
from jaxlint.analysis.jitted_callables import (
    JittedCallable, non_callable_jitted, reaching_jit, unhashable_jitted_callable,
)
from jaxlint.analysis.metadata_arrays import MetadataArray, MetadataArrays, guards_of
from jaxlint.analysis.static_calls import (
    StaticArgument, cache_keyed_target, jit_target, kept_static_by, shown_from, static_arguments, traced_arguments,
    VECTORIZE, checkpointed_target, custom_derivative_target, mapped_target, traced_statics, traced_target, vectorized_arguments,
    vectorized_target, vmapped_target,
)
from jaxlint.analysis.transforms import TransformSpec, literal
from jaxlint.analysis.transformed_library import LibraryCallFailure, traced_library_arguments
from jaxlint.analysis.values import (
    NONE, STATIC, UNKNOWN, Kind, Value, concrete_jax_array, contains_tracer, element_of, first_tracer, held_tracer,
    untyped_concrete,
)
from jaxlint.analysis.raised_errors import RAISES, raised
from jaxlint.analysis.undone_stores import class_stack_key, last_slot, undone_before_exit
from jaxlint.analysis.walk import first_leaf, iter_children, iter_scope, iter_tree, parent_map
from jaxlint.analysis.flow import ForwardAnalysis, ForwardWalk  # the forward walk (JAX320)

if TYPE_CHECKING:
    from jaxlint.analysis.evaluator import Evaluator

__all__ = [
    "Fact", "FlowView", "FunctionView", "ImportTable", "Kind", "ModuleAnalysis", "ModuleContext", "ModuleIndex",
    "ModuleView", "NotArray", "StaticArgument", "TraceStep", "LibraryCallFailure", "Unhashable",
    "NONE", "STATIC", "TracedContext", "TransformSpec", "UNKNOWN", "Value", "array_params", "build_index",
    "contains_tracer", "dotted_name", "element_of", "fact", "facts", "first_leaf", "first_tracer", "held_tracer",
    "iter_children", "iter_scope", "iter_tree", "literal", "literal_kind", "local_names", "resolve_function_expr",
    "array_parameters", "parent_map", "untyped_concrete", "concrete_jax_array", "LIBRARY_ROOTS",
]
__all__ += ["ForwardAnalysis", "ForwardWalk", "paired_targets", "flow_of", "passed_argument"]
__all__ += ["RAISES", "VECTORIZE", "raised"]  # what a finding's mistake raises; jnp.vectorize's name


def array_parameters(func: cst.FunctionDef | cst.Lambda) -> frozenset[str]:
    """Parameters a function annotates as arrays or reads array attributes of (`x.shape`,
    `x.T`): the data it computes on, never a Python flag or size (`n + 1` says nothing)."""
    params = func.params
    every = [*params.posonly_params, *params.params, *params.kwonly_params]
    annotated = {p.name.value for p in every if annotated_as_array(p)}
    return frozenset(annotated) | scope_info(func).array_attributes


# The loops that trace a carry: (its position, its keyword).
_LOOP_CARRIES = {"jax.lax.scan": (1, "init"), "jax.lax.while_loop": (2, "init_val"),
                 "jax.lax.fori_loop": (3, "init_val")}


class FunctionView:
    """A function of the module, traced or not: its node, name, and where it sits."""

    __slots__ = ("_info",)

    def __init__(self, info: FunctionInfo) -> None:
        self._info = info

    @property
    def node(self) -> cst.FunctionDef | cst.Lambda:
        return self._info.node

    @property
    def name(self) -> str:
        return self._info.name

    @property
    def parent(self) -> "FunctionView | None":
        return FunctionView(self._info.parent) if self._info.parent is not None else None

    @property
    def is_method(self) -> bool:
        return self._info.is_method

    @property
    def decorators(self) -> tuple[TransformSpec, ...]:
        """The transforms its decorators apply, innermost first."""
        return tuple(self._info.specs)

    @property
    def in_kernel(self) -> bool:
        """A Pallas kernel (kernels.py), or a function nested in one: its buffers are array
        references, which `ref[...] = v` and `ref.at[i].set(v)` write in place."""
        info = self._info
        while info is not None:
            if info.kernel:
                return True
            info = info.parent
        return False

    def enclosing(self) -> Iterator["FunctionView"]:
        """The functions this one is nested in, innermost first."""
        parent = self._info.parent
        while parent is not None:
            yield FunctionView(parent)
            parent = parent.parent

    def param(self, name: str) -> tuple[int | None, cst.Param | None]:
        """(position among the positional parameters or None, the Param) for a parameter name."""
        params = self.node.params
        for i, p in enumerate(list(params.posonly_params) + list(params.params)):
            if p.name.value == name:
                return i, p
        for p in params.kwonly_params:
            if p.name.value == name:
                return None, p
        return None, None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FunctionView) and other._info is self._info

    def __hash__(self) -> int:
        return id(self._info)


@dataclass(frozen=True)
class LeadingImport:
    """One top-level import statement: the module it names (`.`-prefixed when relative; the
    first one of `import a, b`), whether it is `from ... import`, and whether a blank line
    separates it from the import before it (a new isort section)."""

    statement: cst.SimpleStatementLine
    module: str
    is_from: bool
    starts_group: bool


# methods deciding what an attribute read or write does: with one, `obj.attr` is not what was stored
_ATTRIBUTE_HOOKS = frozenset({"__getattr__", "__getattribute__", "__setattr__"})
# transforms that flatten each non-static argument and hand the body objects rebuilt from the leaves
# (jax.pmap does too, but its static positions are `static_broadcasted_argnums`, which the spec may not hold)
_REBUILDING_JITS = frozenset({"jax.jit"})


def _settable_object(info) -> bool:
    """An ordinary Python object with no base class at all (or `object`), no decorator, and no
    hook deciding what an attribute read or write does (`__getattr__`, `__getattribute__`,
    `__setattr__`): `obj.attr` reads what was last stored there, by its methods or anyone."""
    bases = info.node.bases
    if not info.plain or any(not (isinstance(b.value, cst.Name) and b.value.value == "object") for b in bases):
        return False
    return not (_ATTRIBUTE_HOOKS & set(info.methods))


def _immutable_record(index: ModuleIndex, info) -> bool:
    """An equinox Module, or a dataclass its decorator freezes (`@dataclass(frozen=True)`,
    `@flax.struct.dataclass`), with no base class of the module: each field holds what its
    construction stored, for good."""
    if any(isinstance(arg.value, cst.Name) and arg.value.value in index.classes for arg in info.node.bases):
        return False
    if info.equinox_module:
        return True
    for decorator in info.node.decorators:
        expr = decorator.decorator
        qual = index.resolver.qualname(expr.func if isinstance(expr, cst.Call) else expr)
        if qual == "flax.struct.dataclass":
            return True
        if qual == "dataclasses.dataclass" and isinstance(expr, cst.Call) and any(
                a.keyword is not None and a.keyword.value == "frozen" and isinstance(a.value, cst.Name)
                and a.value.value == "True" for a in expr.args):
            return True
    return False


_RECORD_DECORATORS = frozenset({"jax.tree_util.register_pytree_node_class", "jax.tree_util.register_static"})


def _stores_parameters(init: cst.CSTNode) -> bool:
    """An `__init__` whose every statement stores parameters on the instance, one to an
    attribute (`self.mean = mean`; `self.a, self.b = a, b`)."""
    if not isinstance(init, cst.FunctionDef) or init.decorators or not isinstance(init.body, cst.IndentedBlock):
        return False
    params = [p.name.value for p in list(init.params.posonly_params) + list(init.params.params)]
    if not params or init.params.star_arg is not cst.MaybeSentinel.DEFAULT and init.params.star_arg is not None:
        return False
    me, given = params[0], set(params[1:]) | {p.name.value for p in init.params.kwonly_params}

    def stored(target: cst.BaseExpression, value: cst.BaseExpression) -> bool:
        if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name):
            return target.value.value == me and isinstance(value, cst.Name) and value.value in given
        if isinstance(target, cst.Tuple) and isinstance(value, cst.Tuple) and len(target.elements) == len(
                value.elements):
            return all(stored(t.value, v.value) for t, v in zip(target.elements, value.elements))
        return False

    for stmt in init.body.body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            return False
        for small in stmt.body:
            if not (isinstance(small, cst.Assign) and len(small.targets) == 1
                    and stored(small.targets[0].target, small.value)):
                return False
    return True


class ModuleView:
    """The module being linted: its imports, globals, and where a fix may add an import."""

    __slots__ = ("_index",)

    def __init__(self, index: ModuleIndex) -> None:
        self._index = index

    @property
    def node(self) -> cst.Module | None:
        return self._index.module

    def resolve(self, dotted: str) -> str | None:
        """`jnp.sum` -> `jax.numpy.sum` through the module's imports (None when not imported)."""
        return self._index.imports.resolve(dotted)

    def qualified_name(self, expr: cst.BaseExpression) -> str | None:
        """The imported name an expression spells at module level (no local scopes)."""
        return self._index.resolver.qualname(expr)

    def plain_jit_alias(self, expr: cst.BaseExpression) -> bool:
        """`expr` names a project function whose whole body is `return jax.jit(fn)`, no option
        (`def compiled(fn): return jax.jit(fn)`): `@expr` is `@jax.jit` by another name."""
        wrapper = self._index.resolver.project_wrapper(expr)
        return wrapper is not None and wrapper.transform == "jax.jit" and not wrapper.options and not wrapper.shell

    def calls(self) -> Iterator[cst.Call]:
        """Every call of the module, traced or not, in no particular order (the index walk
        recorded them: a rule that needs one kind of call somewhere asks without a walk)."""
        return (call for call, _ in self._index.deferred_calls)

    @property
    def top_level_imports(self) -> dict[str, str]:
        """Alias -> qualified name, for bindings made by module-level imports."""
        return self._index.imports.top_level

    def bound_names(self) -> set[str]:
        """Every name the module binds at top level (imports, assignments, defs, classes)."""
        index = self._index
        return (set(index.imports.aliases) | set(index.module_assignments) | set(index.module_functions)
                | set(index.classes))

    def import_anchor(self) -> tuple[cst.CSTNode | None, str]:
        """(node, "line_after" | "line_before") where a new top-level import goes."""
        index = self._index
        anchor = index.last_top_import or index.docstring
        if anchor is not None:
            return anchor, "line_after"
        return index.first_statement, "line_before"

    def leading_imports(self) -> list[LeadingImport]:
        """The module's first run of import statements (after its docstring, up to the first other
        statement), in order: where a fix's new import is sorted in."""
        module = self._index.module
        out: list[LeadingImport] = []
        for stmt in module.body if module is not None else ():
            if stmt is self._index.docstring:
                continue
            if not (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1
                    and isinstance(stmt.body[0], (cst.Import, cst.ImportFrom))):
                break
            node = stmt.body[0]
            if isinstance(node, cst.Import):
                name = dotted_name(node.names[0].name) or ""
            else:
                dots = "." * len(node.relative)
                name = dots + (dotted_name(node.module) or "" if node.module is not None else "")
            blank = any(line.comment is None for line in stmt.leading_lines)
            out.append(LeadingImport(stmt, name, isinstance(node, cst.ImportFrom), blank and bool(out)))
        return out

    @property
    def postpones_annotations(self) -> bool:
        """`from __future__ import annotations`: Python keeps every annotation of the module as
        a string and never evaluates it (PEP 563), so a name an annotation spells is not looked
        up when the `def` or class body runs."""
        return self._index.imports.top_level.get("annotations") == "__future__.annotations"

    def assignments(self, name: str) -> list[cst.BaseExpression | None]:
        """The values assigned to a module global (None for a bare annotation, or a name unpacked
        from a value the text does not spell element by element)."""
        return self._index.module_assignments.get(name, [])

    def defines_class(self, name: str) -> bool:
        return name in self._index.classes

    def plain_record(self, name: str) -> bool:
        """`name` is a top-level NamedTuple or dataclass of this module with no `__init__`,
        `__new__` or `__post_init__` of its own, or a registered pytree class of no base whose
        own `__init__` only stores its parameters on the instance (and not rebound; an
        unregistered one could not be a lax.cond branch's result): `name(...)` builds a value and does nothing else."""
        index = self._index
        cls = index.classes.get(name)
        if cls is None or name in index.module_assignments or name in index.module_functions:
            return False
        methods = index.class_methods.get(id(cls), {})
        resolve = index.imports.resolve
        bases = {resolve(dotted_name(b.value) or "") for b in cls.bases if b.keyword is None}
        decorators = {resolve(dotted_name(d.decorator.func if isinstance(d.decorator, cst.Call) else d.decorator)
                              or "") for d in cls.decorators}
        if set(methods) & {"__new__", "__post_init__", "__setattr__"}:
            return False
        if "__init__" in methods:  # registered: its instances may also cross a lax.cond boundary
            return not cls.bases and bool(decorators) and decorators <= _RECORD_DECORATORS and _stores_parameters(
                methods["__init__"].node)
        return "typing.NamedTuple" in bases or "dataclasses.dataclass" in decorators

    def global_change(self, name: str) -> str | None:
        """'reassigned' (rebound through `global` in a function), 'mutated' (changed in place
        by a function) or None, for a module global. A global only context managers rebind or
        change is a setting for what runs inside the `with`: None. A container other functions
        only empty (`TABLE = {}`, `TABLE.clear()`) is 'mutated'."""
        index = self._index
        if name in index.rebound_unscoped:
            return "reassigned"
        if name in index.mutated_unscoped or name in index.emptied:
            return "mutated"
        return None

    def mutated_by(self, name: str, function: "FunctionView | None") -> bool:
        """The function changes the module global `name` in place itself (`SEEN.add(key)`)."""
        return function is not None and id(function.node) in self._index.mutated_by.get(name, ())

    def mutated_only_by(self, name: str, function: "FunctionView | None") -> bool:
        """The function is the only one that fills the module global `name` (a memo or counter
        it fills as it runs: `if k not in _CACHE: _CACHE[k] = ...`); others at most empty it
        (a reset), and nothing rebinds it to another value."""
        return (function is not None and name not in self._index.rebound_unscoped
                and self._index.mutated_unscoped.get(name) == {id(function.node)})

    def filled_by_registering_decorators(self, name: str) -> bool:
        """Every function that changes the module global `name` in place is a registering
        decorator of the module (`def register(fn): CALLBACKS.append(fn); return fn`): one
        parameter, stored and handed back unchanged. Applied as `@register` above a def, it runs
        when the defining module is imported, so the registry is filled before anything is traced;
        nothing rebinds or empties it."""
        index = self._index
        mutators = index.mutated_unscoped.get(name)
        if not mutators or name in index.rebound_unscoped or name in index.emptied:
            return False
        decorators = {fn: info.node for fn, info in index.module_functions.items() if _registering_decorator(info.node)}
        if not set(mutators) <= {id(node) for node in decorators.values()}:
            return False
        # called by a function of the module (`register(late_hook)` at run time), it may fill the
        # registry after a trace: only decorations and import-time calls count as filling it
        return not any(isinstance(n, cst.Call) and isinstance(n.func, cst.Name) and n.func.value in decorators
                       for info in index.module_functions.values() if isinstance(info.node, cst.FunctionDef)
                       for n in _own_statements(info.node))

    def attribute_change(self, name: str, attribute: str, reader: "FunctionView | None" = None) -> bool:
        """A function other than `reader` stores `name.attribute` (`CONFIG.lr = 0.1`): a read of
        that attribute at trace time may go stale. Stores of other attributes do not count."""
        stores = self._index.stored_attributes.get(name, {}).get(attribute)
        if not stores or attribute in self._index.scope_stacks.get(name, ()):
            return False  # a scope stack context managers push and pop: read as the scope the trace runs in
        own = id(reader.node) if reader is not None else None
        return any(store != own for store in stores)

    def guards(self, call: cst.Call) -> tuple[cst.BaseExpression, ...]:
        """The tests of the `if` statements enclosing a call."""
        return self._index.call_guards.get(id(call), ())

    def in_loop(self, call: cst.Call) -> bool:
        return id(call) in self._index.calls_in_loops

    def called_immediately(self, call: cst.Call) -> bool:
        """`f(...)(...)`: the call's result is called right away."""
        return id(call) in self._index.called_immediately

    def passed_to(self, qualified: str, function: str) -> bool:
        """The module hands the function named `function` to `qualified` (a call with it as the
        first argument, or a decorator): `checkify.checkify(f)`, `@checkify.checkify`."""
        module = self._index.module
        if module is None:
            return False
        for node in iter_tree(module):
            if isinstance(node, cst.Call) and node.args and isinstance(node.args[0].value, cst.Name) \
                    and node.args[0].value.value == function and self.qualified_name(node.func) == qualified:
                return True
            if isinstance(node, cst.FunctionDef) and node.name.value == function and any(
                    self.qualified_name(d.decorator) == qualified for d in node.decorators):
                return True
        return False

    def function_named(self, name: str, scope: FunctionView | None) -> FunctionView | None:
        """The def a name refers to from `scope`, or None when it is also rebound."""
        info = lookup_function(self._index, name, scope._info if scope is not None else None)
        return FunctionView(info) if info is not None else None

    def constructor(self, name: str) -> FunctionView | None:
        """The `__init__` that `name(...)` runs when `name` is a class defined at the module's
        top level with its own `__init__` (None otherwise, or when the name is also rebound)."""
        index = self._index
        cls = index.classes.get(name)
        if cls is None or name in index.module_assignments or name in index.module_functions:
            return None
        info = index.class_methods.get(id(cls), {}).get("__init__")
        return FunctionView(info) if info is not None else None

    def global_instance_method(self, name: str, attr: str) -> FunctionView | None:
        """The method `attr` that `name.attr(...)` runs when the module global `name` is bound
        once, at the top level, to `Cls(...)` of a class the module defines at its top level
        (defining `attr` itself, no `__getattr__`), and no function rebinds or changes it."""
        index = self._index
        values = index.module_assignments.get(name, [])
        if len(values) != 1 or not isinstance(values[0], cst.Call) or not isinstance(values[0].func, cst.Name):
            return None
        if name in index.module_functions or name in index.classes or self.global_change(name) is not None:
            return None
        if index.stored_attributes.get(name, {}).get(attr):
            return None
        cls_name = values[0].func.value
        cls = index.classes.get(cls_name)
        if cls is None or cls_name in index.module_assignments or cls_name in index.module_functions:
            return None
        methods = index.class_methods.get(id(cls), {})
        info = methods.get(attr)
        if info is None or "__getattr__" in methods or "__getattribute__" in methods:
            return None
        return FunctionView(info)

    def sibling_method(self, method: FunctionView, name: str) -> FunctionView | None:
        """For a method: the method `name` defined in the same class body (what `self.name`
        calls unless a subclass overrides it)."""
        cls = method._info.class_node
        if cls is None:
            return None
        info = self._index.class_methods.get(id(cls), {}).get(name)
        return FunctionView(info) if info is not None else None

    def stored_attribute(self, method: FunctionView, attr: str) -> bool:
        """For a method: `attr` is a plain attribute its class's instances hold, one that the
        class's own methods assign (`self.attr = ...`) and that no property, method or attribute
        hook of the class (`__getattr__`, a base from elsewhere) computes instead. An ordinary
        class only (not a pytree, dataclass or library subclass)."""
        cls = method._info.class_node
        if cls is None or not method.is_method:
            return False
        info = class_info(self._index, cls)
        if not _settable_object(info) or attr in info.methods or attr in info.properties:
            return False
        return any(name == attr for m in info.methods.values() for name, _ in self_assignments(m))

    def field_attribute(self, method: FunctionView, attr: str) -> bool:
        """For a method: `attr` is a declared field of its class, an equinox Module or a frozen
        dataclass (subclassing nothing of the module), whose instances hold one value there from
        their construction on (no method can store another), not a method or property."""
        cls = method._info.class_node
        if cls is None or not method.is_method:
            return False
        info = class_info(self._index, cls)
        return _immutable_record(self._index, info) and attr in info.fields and attr not in info.methods \
            and attr not in info.properties and not (_ATTRIBUTE_HOOKS & set(info.methods))

    def field_class(self, method: FunctionView, attr: str) -> str | None:
        """For a method of an equinox Module or frozen dataclass: the qualified name of the class
        its field `attr` is declared with (`dropout: eqx.nn.Dropout` -> "equinox.nn.Dropout")."""
        if not self.field_attribute(method, attr):
            return None
        info = class_info(self._index, method._info.class_node)
        annotation = info.annotations.get(attr)
        return self._index.resolver.qualname(annotation) if isinstance(annotation, (cst.Name, cst.Attribute)) else None

    def frozen_instance(self, method: FunctionView) -> bool:
        """For a method: its class is an equinox Module or frozen dataclass, whose instance no
        method call can store anything on (`_immutable_record`)."""
        cls = method._info.class_node
        return cls is not None and method.is_method and _immutable_record(self._index, class_info(self._index, cls))

    def record_class(self, name: str) -> bool:
        """`name` is an equinox Module or frozen dataclass defined at the module's top level and
        bound nowhere else (held_fields)."""
        index = self._index
        cls = index.classes.get(name)
        return cls is not None and name not in index.module_assignments and name not in index.module_functions \
            and _immutable_record(index, class_info(index, cls))

    def class_method(self, class_name: str, method: str) -> FunctionView | None:
        """The method `method` the module's class `class_name` defines itself."""
        cls = self._index.classes.get(class_name)
        info = self._index.class_methods.get(id(cls), {}).get(method) if cls is not None else None
        return FunctionView(info) if info is not None and info.is_method else None

    def held_fields(self, name: str, settable: bool = False):
        """For `name(...)` building an equinox Module or a frozen dataclass defined at the module's
        top level (the name bound nowhere else): (the parameters of its construction, in order,
        each with the field it stores unchanged or None; the class's methods other than the
        constructors). A generated `__init__` takes the fields in order; an own `__init__`
        stores a parameter it never rebinds by a top-level `self.field = parameter`. None for
        anything else. `settable`: an ordinary object instead (_settable_object), whose fields
        hold what its construction stored until something sets them anew."""
        index = self._index
        cls = index.classes.get(name)
        if cls is None or name in index.module_assignments or name in index.module_functions:
            return None
        info = class_info(index, cls)
        if not (_settable_object(info) if settable else _immutable_record(index, info)):
            return None
        init = info.methods.get("__init__")
        if init is None:
            params = [(field, field) for field in info.fields]
        else:
            node = init.node
            if not isinstance(node, cst.FunctionDef):
                return None
            positional = [p.name.value for p in list(node.params.posonly_params) + list(node.params.params)]
            if not positional:
                return None
            me, names = positional[0], positional[1:] + [p.name.value for p in node.params.kwonly_params]
            assigned = scope_info(node).assigned
            stored: dict[str, str] = {}
            made: list[str] = []  # `self.rng = jax.random.key(seed)`: a field it fills itself
            body = node.body.body if isinstance(node.body, cst.IndentedBlock) else []
            for stmt in body:
                if not isinstance(stmt, cst.SimpleStatementLine):
                    continue
                for small in stmt.body:
                    if isinstance(small, (cst.Assign, cst.AnnAssign)) and small.value is not None:
                        targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else [small.target]
                        for target in targets:
                            if not (isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name)
                                    and target.value.value == me):
                                continue
                            if (isinstance(small.value, cst.Name) and small.value.value in names
                                    and small.value.value not in assigned):
                                stored.setdefault(small.value.value, target.attr.value)
                            elif settable:
                                made.append(target.attr.value)
            params = [(param, stored.get(param)) for param in names]
            # an ordinary object: the fields its constructor fills itself too, after the parameters ("")
            params += [("", attr) for attr in dict.fromkeys(made) if attr not in stored.values()]
        methods = [FunctionView(m) for n, m in info.methods.items()
                   if n not in ("__init__", "__post_init__", "__check_init__") and n not in info.properties]
        return params, methods

    def function_of(self, node: cst.CSTNode) -> FunctionView | None:
        info = self._index.function_for(node)
        return FunctionView(info) if info is not None else None


# Transforms whose call returns what the function they trace returns (its aux data unchanged).
_OUTPUT_TRANSFORMS = frozenset({"jax.jit", "jax.vmap", "jax.pmap", "jax.eval_shape"})


class TracedContext:
    """What a traced-value rule (and the fixers it calls) may ask while the analysis walks
    traced code: values of expressions, names, the traced function and the module."""

    __slots__ = ("_ev", "module")

    def __init__(self, evaluator: "Evaluator") -> None:
        self._ev = evaluator
        self.module = ModuleView(evaluator.index)

    def value(self, node: cst.CSTNode) -> Value:
        """Traced, static or unknown, with where a tracer came from (origin, via, param)."""
        return self._ev.value(node)

    def traced(self, node: cst.CSTNode) -> bool:
        """Whether the traced analysis reached this expression: in its walk, it has (the same
        question a module rule asks its ModuleContext)."""
        return True

    def in_test(self, node: cst.CSTNode) -> bool:
        """The expression is the test of an `if`, `while`, ternary, `assert` or comprehension."""
        return self._ev.in_test(node)

    def truth_assertion(self, call: cst.Call) -> list[cst.BaseExpression]:
        """The arguments whose truth a TestCase assertion tests in Python (`self.assertTrue(x)`,
        `case.assertEqual(a, b)`, the receiver a unittest-style test case): empty otherwise."""
        func = call.func
        if not isinstance(func, cst.Attribute) or func.attr.value not in TRUTH_ASSERTIONS:
            return []
        ev = self._ev
        if not is_test_case(func.value, ev.frame.info if ev.frame is not None else None, ev.index):
            return []
        positional = []
        for arg in call.args:
            if arg.star:
                return []
            if arg.keyword is None:
                positional.append(arg.value)
            elif arg.keyword.value in ("first", "second", "expr", "a", "b"):
                positional.append(arg.value)
        return positional[:TRUTH_ASSERTIONS[func.attr.value]]

    def decides_only_a_raise(self, node: cst.CSTNode) -> bool:
        """The expression is (part of) the test of an `if` with no `else` whose block only raises
        (`if G.owner != me: raise RuntimeError(...)`): what it reads decides whether the trace
        fails, never a value of the compiled program."""
        return id(node) in self._ev.raise_tests

    def caught_by_handler(self, errors: frozenset[str]) -> bool:
        """The finding being made (its mistake raising one of `errors`) lies in a traced
        one-statement `try` whose handlers catch it, or runs only after or below such a
        statement's caught failure (caught_statements.py)."""
        caught = self._ev.caught
        return bool(caught) and caught[-1].silences(self._ev.frame, errors)

    def runs_expecting_error(self, node: cst.CSTNode, errors: frozenset[str] | None = None) -> bool:
        """The node runs where a test expects an error: in `with self.assertRaises(...)`, or in
        a function only called there (expectations.py); in a `try`, one whose handler catches
        one of `errors` (what the finding's mistake raises)."""
        module = self._ev.index.module
        applied = self.transform_node  # `jax.jit(f)` of `jax.jit(f)(x)`: this trace starts there
        if isinstance(applied, cst.Call):
            maker = self._ev.index.function_making(applied)
            if _runs_expecting_error(FunctionView(maker) if maker is not None else None, applied, module, errors):
                return True
        return _runs_expecting_error(self.function, node, module, errors)

    def trace_of(self, target: "Value | cst.CSTNode", about: Value | None = None) -> list["TraceStep"]:
        """Why a value is traced: the steps from the transform that traces it (where it is
        applied, perhaps in another module) through the calls and bindings that carry it, to
        `target` itself when it is a node (the expression holding the tracer: the node or the
        nearest expression inside it; with `about`, the one holding that value's tracer, when
        there is one). [] when no tracer is there."""
        node = target if isinstance(target, cst.CSTNode) else None
        if node is None:
            found = (target, None)
        else:
            found = about is not None and _holding_tracer(self._ev, node, first_tracer(about))
            found = found or _holding_tracer(self._ev, node)
        if found is None:
            return []
        value, where = found
        tracer = first_tracer(value)
        if tracer is None:
            return []
        steps = [TraceStep(s.node, s.module, s) for s in provenance.chain(tracer.why)]
        if where is not None and not (steps and steps[-1].node is where):
            steps.append(TraceStep(where, self._ev.index, provenance.Step(
                where, self._ev.index, "`{}` is a tracer here", snippet=where)))
        return steps

    def callee(self, call: cst.Call) -> str | None:
        """The qualified name a call resolves to (`jax.numpy.sum`, `print`), or None."""
        return self._ev.call_targets.get(id(call))

    def project_function(self, qualname: str) -> "tuple[FunctionView, TracedContext] | None":
        """Another project module's module-level def that `qualname` names, with a context over
        the module defining it (its calls resolved by the analysis that walked them there)."""
        return self._function_there(self._ev.project_function(qualname))

    def _function_there(self, ref) -> "tuple[FunctionView, TracedContext] | None":
        """(the def a FunctionRef names, a context over the module whose evaluator runs it)."""
        info = getattr(ref, "info", None)  # a FunctionRef; a transformed function is not "the" function
        if info is None or not isinstance(info.node, cst.FunctionDef):
            return None
        owner = getattr(ref, "owner", None)
        return FunctionView(info), (TracedContext(owner) if owner is not None and owner is not self._ev else self)

    def staged_call(self, value: Value) -> cst.Call | None:
        """The call of this module whose result, staged under jit from static arguments, is where
        the value's tracer starts (`jnp.add(x.size, 1)`), or None."""
        tracer = first_tracer(value)
        root = tracer.why.root if tracer is not None and tracer.why is not None else None
        if isinstance(root, provenance.Staged) and root.module is self._ev.index and isinstance(root.node, cst.Call):
            return root.node
        return None

    def qualified_name(self, expr: cst.BaseExpression) -> str | None:
        """The imported name an expression spells, unless its head is a local variable."""
        return self._ev.qualname(expr)

    def parent(self, node: cst.CSTNode) -> cst.CSTNode | None:
        """The Attribute, Subscript or Call that reads this value, or the `in` test
        (ComparisonTarget) it is the container of, and that test's Comparison, when the walk
        saw one."""
        return self._ev.parents.get(id(node))

    def mutated(self, name: cst.Name) -> bool:
        """The name is the receiver of a method call that changes it in place (`xs.append`)."""
        return id(name) in self._ev.mutation_receivers

    def name_scope(self, name: str) -> str:
        """'local', 'closure' (a traced enclosing function), 'outer' (an untraced enclosing
        function), 'global' or 'builtin'."""
        return self._ev.name_scope(name)

    def store_undone(self, store: cst.CSTNode, target: cst.BaseExpression) -> bool:
        """The traced function resets this store's target to a literal on its straight-line path
        before it returns (`self.damping = damping` ... `self.damping = None`), pops what it
        pushed (`stack.append(v)` ... `finally: stack.pop()`), or stores into the slot a `with`
        block of this trace pushed and pops when it ends (`stack[-1] = v` inside it): nothing of
        the trace stays there."""
        if undone_before_exit(self._ev.frame.info.node, store, target):
            return True
        # `stack[-1] = v` (or `stack[-1].append(v)`) inside a `with` block of this trace that pushed
        # that slot and pops it; a class's stack is keyed `Class.attr` (class_stack_key)
        stack = last_slot(target)
        if stack is None:
            return False
        if "." in stack:
            key = class_stack_key(self._ev.frame.info, stack, self._ev.index.classes)
            return key is not None and self._ev.pushed_in_trace(key)
        return self._ev.name_scope(stack) == "global" and self._ev.pushed_in_trace(stack)

    def dies_with_trace(self, name: str) -> bool:
        """A closure variable holds an object of the trace running this function (called from
        the traced function that binds it, not traced anew): a tracer, a container it built, or
        an argument the transform rebuilt. Storing into it keeps nothing past the trace."""
        return self._ev.dies_with_trace(name)

    def dies_unread(self, name: str) -> bool:
        """What the traced function stores on the object `name` holds is never read: the object
        is a local, built by a constructor, of the function whose statement applies the transform
        (passed by `functools.partial`, or read here as a closure variable), and nothing reads it
        after that statement (unread_after_trace). Only for the function the transform itself
        runs, whose frame knows where it was applied."""
        frame = self._ev.frame
        applied, info = frame.applied, frame.info
        if not isinstance(applied, cst.Call) or frame.caller is not None and frame.caller.applied is applied:
            return False
        if name in frame.param_values:
            entry = frame.entry
            positional = [p.name.value for p in (*info.node.params.posonly_params, *info.node.params.params)]
            for key, expr, binder in (entry.bound_args if entry is not None else ()):
                bound = key if isinstance(key, str) else positional[key] if key < len(positional) else None
                if bound == name:
                    return (isinstance(expr, cst.Name) and binder is not None
                            and dies_unread(binder.node, applied, expr.value, info.node))
            return False
        binder = info.parent
        while binder is not None and name not in scope_info(binder.node).locals:
            binder = binder.parent
        return binder is not None and dies_unread(binder.node, applied, name, info.node)

    def restored_before_use(self, target: cst.Attribute) -> bool:
        """The attribute this trace stores a tracer on, of an object a global or an enclosing
        function's local or parameter holds, is set again before anything uses the object after
        the trace (restored_before_use): the tracer left there is never read."""
        root = target
        while isinstance(root, (cst.Attribute, cst.Subscript)):
            root = root.value
        if not isinstance(root, cst.Name):
            return False
        info, module = self._ev.frame.info, self._ev.index.module
        scope = self.name_scope(root.value)
        if scope == "global":
            holder = module
        elif scope in ("outer", "closure"):
            holder = info.parent
            while holder is not None and root.value not in scope_info(holder.node).locals:
                holder = holder.parent
            holder = holder.node if holder is not None else None
        else:
            return False
        if module is None or not isinstance(holder, (cst.Module, cst.FunctionDef)):
            return False
        return restored_before_every_use(holder, info.node, target, module)

    def cell_dies_unread(self, name: str) -> bool:
        """The traced function rebinds `name` as `nonlocal`, a cell of the factory whose run
        made the function, and that run's cell is read by nothing after this trace: only this
        function reaches it, and what the factory returned serves the applying call alone
        (unread_after_trace.cell_dies_unread). For the function a transform applied outside
        traced code runs (its frame knows the call applying it and the factory's call), or a
        body traced by the very function that ran the factory (`evaluate = make_eval(m)`, then
        `lax.cond(p, evaluate, ...)` in one scan body)."""
        frame = self._ev.frame
        info, factory = frame.info, frame.info.parent
        if factory is None or not isinstance(factory.node, cst.FunctionDef) or not isinstance(info.node, cst.FunctionDef):
            return False
        applied, entry, index = frame.applied, frame.entry, frame.applied_in
        if isinstance(applied, cst.Call) and entry is not None and entry.made_by is not None and index is not None \
                and not (frame.caller is not None and frame.caller.applied is applied):
            applier = index.function_making(applied)
            return cell_dies_unread(applier.node if applier is not None else None, applied, entry.made_by,
                                    factory.node, info.node, name)
        run, caller = frame.closure, frame.caller
        if applied is None and run is not None and caller is not None and run.caller is caller \
                and run.info is factory and not run.untraced:
            return cell_dies_unread(caller.info.node, None, None, factory.node, info.node, name)
        return False

    def option(self, key: str, default=None):
        return self._ev.options.get(key, default)

    # The function being traced ------------------------------------------------------------
    @property
    def function(self) -> FunctionView:
        return FunctionView(self._ev.frame.info)

    @property
    def traced_afresh(self) -> bool:
        """No cache keeps this trace for a later call (vmap, grad, or jit and lax control flow
        applied at once to a function defined anew on each run of the code applying it): a
        global it reads is read again on the next call, never baked in."""
        return self._ev.traced_afresh()

    @property
    def via(self) -> str:
        """The transform tracing the current function, as messages spell it (`jax.jit`)."""
        return self._ev.frame.via

    @property
    def transform(self) -> TransformSpec | None:
        """The jit-like transform that traces the current function, when there is one."""
        return self._ev.frame.entry_spec

    def transform_output(self) -> Value | None:
        """What the current function returns when the transforms that run it hand that to their
        caller as it is (jax.jit, vmap, pmap, eval_shape, applied outside traced code): a pytree it
        returns leaves the trace, aux data included. None anywhere else (a helper it calls, a
        function grad differentiates, one nested in traced code)."""
        frame = self._ev.frame
        entry = frame.entry
        if frame.applied is None or frame.caller is not None or frame.differentiated or entry is None or (
                frame.closure is not None and not frame.closure.untraced):
            return None
        if not entry.specs or any(s.name not in _OUTPUT_TRANSFORMS for s in entry.specs):
            return None
        return frame.result

    def compared_keys(self, call: cst.Call) -> list[Value]:
        """What the key function of `sorted(items, key=f)` (min, max) gives each element of a
        display of two or more known elements, in order; [] when not known."""
        return self._ev.compared_keys.get(id(call), [])

    def aux_data_tracers(self) -> list[AuxTracer]:
        """The tracers the current function's transform output carries out in pytree aux data
        (aux_tracers.py): [] unless the function is a transform's own (transform_output)."""
        output = self.transform_output()
        return [] if output is None else aux_tracers(output, self._ev.index)

    @property
    def returns_arrays(self) -> bool:
        """The current function is the one jax.jit or jax.vmap itself traces: whatever it returns
        reaches its caller as an array (a Python number included; vmap stacks it, or broadcasts an
        unbatched one). Under eqx.filter_jit only what is traced does (a Python value comes back as
        it is), which is all a conversion's fix rewrites."""
        frame = self._ev.frame
        spec = frame.entry_spec
        if spec is not None:
            return spec.kind in (JIT, FILTER_JIT)
        applied = fact(frame.via) if frame.entry_node is not None else None
        return applied is not None and applied.transform == VMAP

    @property
    def transform_node(self) -> cst.CSTNode | None:
        """The decorator or call that applied `transform` (where static_argnames goes)."""
        return self._ev.frame.entry_node

    @property
    def concrete_tracers(self) -> bool:
        """The current function runs under `jax.grad` alone (no jit): its tracers hold their values,
        so Python control flow, int() and .item() work on them (facts: works_on_concrete), while
        float(), NumPy conversion and print() still meet a tracer."""
        return self._ev.frame.differentiated

    @property
    def stages_constants(self) -> bool:
        """The current function is staged out (jax.jit, a lax body under it): jnp calls on concrete
        values are staged too, so a function that needs its input's values (jnp.unique without
        size=) cannot read them even from a NumPy constant. Not inside ensure_compile_time_eval."""
        frame = self._ev.frame
        return frame.staging and not frame.concrete

    @property
    def reverse_differentiated(self) -> bool:
        """The current function runs on real tracers (jit, vmap, a lax body) and is differentiated in
        reverse mode, by its own transform or a caller's (`jax.jit(jax.grad(f))`, a fori_loop body
        under `jax.grad`): what it computes gets transposed. Under `jax.grad` alone its own tracers
        are concrete, so this is False there."""
        frame = self._ev.frame
        return frame.reverse_mode and not frame.differentiated

    def carries_tangent(self, call: cst.Call, body: cst.BaseExpression | None) -> bool:
        """A loop call (lax.while_loop) in a function differentiated in reverse mode whose carry
        depends differentiably on a value the reverse-mode transform itself traces (jax.grad alone:
        its `argnums` and what is computed from them), read by the body from the enclosing code
        (loop_tangents.py). A jit tracer under `jax.jit(jax.grad(f))` is
        not known to carry a tangent: silent there."""
        if not self._ev.frame.reverse_mode or loop_tangents.inside_stop_gradient():
            return False

        def differentiated(name: str) -> bool:
            value = self._ev.lookup(name)
            if not value.traced or value.boolean or value.shape_math:
                return False
            known = fact(value.via) or fact(value.via.replace("eqx.", "equinox.", 1))
            return known is not None and known.reverse_mode

        # A differentiated initial carry alone says nothing: a body that forwards it unchanged runs
        # under jax.grad (JAX hoists the forwarded tangent; measured), and which element the body
        # transforms is not matched here.
        if body is None:
            return False
        resolved = resolve_function_expr(self._ev.index, body, self._ev.frame.info)
        if resolved is None or resolved.info is None or resolved.bound or resolved.bound_keywords:
            return False
        func = resolved.info.node
        seeds = {name for name in _outer_names(func) if differentiated(name)}
        positions = loop_tangents.tangent_positions(func, seeds) if seeds else None
        return positions is not None and loop_tangents.result_used(self._ev.frame.info.node, call, positions)

    def reads_outer_tracer(self, func: cst.BaseExpression) -> bool:
        """A function expression (a lambda, a nested def, `partial(f, ...)`) uses a traced value it
        does not receive as a parameter: a name it reads from the enclosing code, or an argument
        partial binds."""
        if isinstance(func, cst.Call):
            if any(self.value(a.value).traced for a in func.args[1:]):
                return True
            func = func.args[0].value if func.args else func
        resolved = resolve_function_expr(self._ev.index, func, self._ev.frame.info)
        if resolved is None or resolved.info is None:
            return False
        return any(self._ev.lookup(name).traced for name in _outer_names(resolved.info.node))

    @property
    def runs_only_traced(self) -> bool:
        """The function is itself transformed (a jitted or vmapped function, a lax body): it never
        runs on concrete values. A helper the analysis followed from traced code may also be
        called eagerly elsewhere, where NumPy and JAX spellings are not interchangeable."""
        frame = self._ev.frame
        return frame.entry_spec is not None or frame.entry_node is not None

    def is_parameter(self, name: str) -> bool:
        """A parameter of the traced function itself (not of an enclosing one)."""
        return name in self._ev.frame.param_values

    def hashed_argument(self, name: str) -> bool:
        """A static argument of the jit that decorates the traced function (`static_argnums`,
        `static_argnames` of a caching transform, jax.jit or pmap): jit hashes it, so it is no
        list, dict or set (those raise there), and `name.append(x)` is not the list method."""
        frame = self._ev.frame
        spec = frame.entry_spec
        node = frame.info.node
        if spec is None or not (fact(spec.name) or Fact("")).caches or not isinstance(node, cst.FunctionDef):
            return False
        if not any(d.decorator is spec.node for d in node.decorators):
            return False  # applied by a call (`jax.jit(partial(f, xs))`): a bound argument is not hashed
        positional = [p.name.value for p in list(node.params.posonly_params) + list(node.params.params)]
        return spec.statics_known and name in self._ev._static_names(spec, positional)

    @property
    def lazily_cached(self) -> bool:
        """The current function is a `functools.cached_property` getter whose value the class's
        constructors do not fill first (classes.lazily_cached): what it returns is stored on the
        instance."""
        return lazily_cached(self._ev.index, self._ev.frame.info)

    def outlives_trace(self, name: str) -> bool:
        """The parameter holds an object of a known class that existed before the trace and
        outlives it: untraced, not built by the traced code (a construction there is `local`),
        and still the object the caller passed."""
        entered = self._ev.frame.param_values.get(name)
        return (entered is not None and entered.kind is Kind.STATIC and entered.cls is not None
                and not entered.local and self.holds_callers_object(name))

    def kept_in_global(self, node: cst.BaseExpression) -> str | None:
        """The module-level container that instances of the object's class add themselves to
        (`_DEVICES.append(self)` in `__init__`): the object outlives the trace that built it."""
        value = self._ev.value(node)
        if value.cls is None or value.pytype != "object":
            return None
        owner = value.cls.owner
        index = owner.index if owner is not None else self._ev.index
        frame = self._ev.frame
        if frame is not None and frame.info.class_node is value.cls.info.node \
                and method_registry(index, frame.info.node) is not None:
            return None  # the method adding `self` itself: the add is the finding (the object enters there)
        return self_registry(index, value.cls.info)

    def holds_callers_object(self, name: str) -> bool:
        """The parameter still holds the object its caller passed, one that outlives this call:
        the body never rebinds it (after `photons = obj.shoot(n)` it holds another object) and it
        is not an argument the transform itself flattened and rebuilt (the traced pytree `self`
        of a jitted method is the trace's own copy)."""
        frame = self._ev.frame
        entered = frame.param_values.get(name)
        if entered is None:
            return False
        uses = self.def_use()
        if uses is not None and uses.value_sources(name):
            return False
        if self._abstracted_by_own_jit(name):
            return False
        return not (self.runs_only_traced and entered.kind is not Kind.STATIC)

    def _abstracted_by_own_jit(self, name: str) -> bool:
        """The function's own `@jax.jit` abstracts the parameter (it is not static): jit
        flattens the argument and hands the body an object rebuilt from its leaves (a list or
        dict too: `xs.append(t)` never reaches the caller's list), or raises TypeError for an
        object that is no pytree. Either way the body never holds the caller's object, also when
        traced code calls the function (a nested jit flattens again): `self.model = ...` in
        `@jax.jit def loss_fn(self, ...)` of a pytree class stays on the trace's copy (checked:
        the caller's object has no `model` afterwards)."""
        node = self._ev.frame.info.node
        if not isinstance(node, cst.FunctionDef):
            return False
        positional = [p.name.value for p in (*node.params.posonly_params, *node.params.params)]
        for spec in self._ev.frame.info.specs:
            if spec.name in _REBUILDING_JITS and spec.wrapper is None and spec.statics_known \
                    and all(n >= 0 for n in spec.static_argnums):
                return name not in self._ev._static_names(spec, positional)
        return False

    def declares_global(self, name: str) -> bool:
        return name in self._ev.frame.scope.globals

    def declares_nonlocal(self, name: str) -> bool:
        return name in self._ev.frame.scope.nonlocals

    def bound_names(self) -> set[str]:
        """Names with a value at this point of the traced function."""
        return set(self._ev.frame.env)

    def array_status(self, node: cst.CSTNode) -> str:
        """Whether a traced expression holds an array: ARRAY (computed as one, or a parameter
        used or annotated as one), PARAMETER (a traced parameter with no sign either way),
        NOT_ARRAY (a container, function, string, None, pytree) or 'unknown' (a pytree's
        subscript, a helper's result, ...). Fixes that give a value an array API need ARRAY
        (or PARAMETER, where the rule treats bare parameters as arrays)."""
        return array_status(self._ev, node)

    def literal_of(self, name: str) -> cst.BaseExpression | None:
        """The one expression bound to `name` where it is read: its only plain assignment in the
        traced function, or its only module-level assignment when no function rebinds or
        mutates it. None otherwise (several bindings, a parameter, a loop target)."""
        scope = self.name_scope(name)
        node = self.function.node
        if scope == "local" and isinstance(node, cst.FunctionDef) and not self.is_parameter(name):
            values = flow_of(node).assigned_values(name)
            return values[0] if len(values) == 1 else None
        if scope == "global" and self.module.global_change(name) is None:
            values = self.module.assignments(name)
            return values[0] if len(values) == 1 else None
        return None

    def foreign_global_change(self, node: cst.Attribute) -> str | None:
        """`settings.TEMPERATURE` read here, `settings` another module of the project (imported
        whole: `import settings`, `from pkg import settings`) whose own functions rebind
        `TEMPERATURE` through `global`: 'reassigned', as `global_change` says of a global of this
        module. None otherwise; in-place changes of another module's containers are not followed
        (registries filled at import and keyed at run time look the same), and None where no
        cache keeps the trace (`traced_afresh`: under vmap alone each call reads it again)."""
        ev = self._ev
        if ev.project is None or ev.path is None or ev.traced_afresh():
            return None
        qual = self.qualified_name(node.value)
        if qual is None or qual.startswith(LIBRARY_ROOTS):
            return None
        loaded = ev.project.module_named(qual, ev.path)
        if loaded is None:
            return None
        attr, index = node.attr.value, loaded.index
        if not index.module_assignments.get(attr):
            return None
        if attr in index.rebound_unscoped:
            return "reassigned"
        return changed_elsewhere(ev.project, loaded.path, index, attr)  # `config.SCALE = 2.0` in train.py

    def global_change(self, name: str) -> str | None:
        """ModuleView.global_change of the traced function's module, and 'reassigned' for a
        placeholder its module fills once that other modules fill again (a second call of the
        initialiser, or another module storing it: outside_changes.py)."""
        ev = self._ev
        change = self.module.global_change(name)
        if change is None and name in ev.index.initialisers and ev.project is not None and ev.path is not None:
            return changed_elsewhere(ev.project, ev.path, ev.index, name)
        return change

    def stale_attribute(self, node: cst.Attribute) -> str | None:
        """`self.scale` read in a method traced with a static `self` (`static_argnums=0`, a bound
        method handed to jit): the name of the method that reassigns `scale` after construction,
        when the class hashes by identity, so the compiled code keeps the first value. None
        otherwise."""
        frame = self._ev.frame
        info = frame.info
        spec = frame.entry_spec
        if spec is None or not (fact(spec.name) or Fact("")).caches:
            return None  # a lax body or a helper: traced afresh on each call
        if not info.is_method or not isinstance(node.value, cst.Name) or not isinstance(info.node, cst.FunctionDef):
            return None
        params = list(info.node.params.posonly_params) + list(info.node.params.params)
        if not params or params[0].name.value != node.value.value:
            return None
        me = frame.param_values.get(node.value.value)
        if me is None or me.kind is not Kind.STATIC or me.local:
            return None
        changer = stale_attribute(self._ev.index, info, node.attr.value, frame.entry_node)
        if changer is None and info.class_node is not None:
            cls = class_info(self._ev.index, info.class_node)
            if cls.plain and node.attr.value not in cls.reassigned and not applied_by_a_method(cls, frame.entry_node):
                return stored_between_runs(self._ev.project, self._ev.path, self._ev.index, cls, info.name,
                                           node.attr.value)
        if changer is not None and changed_only_while_constructing(
                self._ev.project, self._ev.path, self._ev.index.module, info.class_node, changer, info.name):
            return None  # every call configures a new object in its owner's constructor, before any trace
        return changer

    def entry_point(self, name: str) -> "EntryPointView | None":
        """The jitted entry point whose parameter reaches parameter `name` of the traced function
        unchanged, through the calls between (perhaps from another module; the traced function
        itself when its transform is applied elsewhere). None when the route is not that plain:
        an assignment, arithmetic or a nested transform on the way."""
        route = entry_routes.route_of(self._ev, name)
        return EntryPointView(route, self._ev.project) if route is not None else None

    def handing_call(self, name: str) -> "tuple[ModuleView, cst.Call] | None":
        """The call that hands parameter `name` of the traced function its traced value (`meter.update(loss)`
        in a jitted step, perhaps in another module), with the module holding it: the last
        binding on the value's chain of provenance. None when the value did not come through a
        call the analysis followed."""
        frame = self._ev.frame
        value = frame.param_values.get(name) if frame is not None else None
        tracer = first_tracer(value) if value is not None else None
        step = tracer.why if tracer is not None else None
        while step is not None and step.binds != (id(frame.info.node), name):
            step = step.parent
        if step is None or not isinstance(step.snippet, cst.Call) or not isinstance(step.module, ModuleIndex):
            return None
        return ModuleView(step.module), step.snippet

    def parameter_is_array(self, name: str) -> bool:
        """A parameter of the traced function annotated as an array or used as one
        (`n.sum()`, `n.shape`): never a Python flag or size."""
        _, param = self.function.param(name)
        node = self.function.node
        return annotated_as_array(param) or name in scope_info(node).array_attributes \
            or self._record_with_arrays(name)  # not `n + 1`: ints do that

    def _record_with_arrays(self, name: str) -> bool:
        """The parameter holds an instance of a pytree class with a data field annotated as an
        array (`tokens: jax.Array` of a registered dataclass): its callers pass arrays inside it,
        which a static argument would have to hash."""
        frame = self._ev.frame
        value = frame.param_values.get(name) if frame is not None else None
        ref = getattr(value, "cls", None)
        if ref is None or not ref.info.pytree:
            return False
        annotations = ref.info.annotations
        return any((dotted_name(annotations[f]) or "").split(".")[-1] in ARRAY_ANNOTATIONS
                   for f in ref.info.data_fields if f in annotations)

    def traced_field(self, node: cst.CSTNode) -> "FieldDeclaration | None":
        """`self.n_heads` read from a traced instance of a project pytree class (under jax.jit,
        not eqx.filter_jit, which keeps non-array leaves static) where `n_heads` is a data field
        its class body declares with an annotation: that declaration, in the module defining the
        class. None otherwise."""
        if not isinstance(node, cst.Attribute):
            return None
        instance = self._ev.value(node.value)
        ref = instance.cls
        if not instance.traced or ref is None or instance.filtered:
            return None
        return self._declared_data_field(ref, node.attr.value)

    def traced_property_fields(self, node: cst.CSTNode) -> "list[FieldDeclaration] | None":
        """`cfg.hidden` read from a traced instance of a project pytree class whose `hidden` is a
        `@property` returning an expression of its own data fields only (`self.width *
        self.expansion`): the declaration of each field it reads. None when the property reads
        anything else (a call, a global, a parameter) or a field is not declared in the body."""
        if not isinstance(node, cst.Attribute):
            return None
        instance = self._ev.value(node.value)
        ref = instance.cls
        if not instance.traced or ref is None or instance.filtered or node.attr.value not in ref.info.properties:
            return None
        method = ref.info.methods.get(node.attr.value)
        method = getattr(method, "node", method)
        if not isinstance(method, cst.FunctionDef) or len(method.params.params) != 1:
            return None
        body = method.body.body
        if len(body) != 1 or not isinstance(body[0], cst.SimpleStatementLine) or len(body[0].body) != 1 or \
                not isinstance(body[0].body[0], cst.Return) or body[0].body[0].value is None:
            return None
        this = method.params.params[0].name.value
        found, stack = [], [body[0].body[0].value]
        while stack:
            part = stack.pop()
            if isinstance(part, cst.Attribute) and isinstance(part.value, cst.Name) and part.value.value == this:
                declared = self._declared_data_field(ref, part.attr.value)
                if declared is None:
                    return None
                found.append(declared)
                continue
            if isinstance(part, (cst.Name, cst.Call, cst.Attribute, cst.Subscript, cst.Lambda)):
                return None  # a global, a call, another object: not the fields alone
            stack.extend(n for n in iter_children(part) if isinstance(n, cst.BaseExpression))
        return found or None

    def _declared_data_field(self, ref, attr: str) -> "FieldDeclaration | None":
        info = ref.info
        if not (info.pytree and info.known_fields) or attr not in info.fields or attr in info.static_fields:
            return None
        for statement in info.node.body.body:
            if isinstance(statement, cst.SimpleStatementLine) and len(statement.body) == 1:
                small = statement.body[0]
                if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name) and \
                        small.target.value == attr:
                    owner = ref.owner or self._ev
                    return FieldDeclaration(ModuleView(owner.index), info.node, small, info.equinox_module)
        return None

    def name_values(self) -> dict[str, Value]:
        """The value each name holds at this point of the traced function (a copy)."""
        return dict(self._ev.frame.env)

    def called_function(self, call: cst.Call) -> FunctionView | None:
        """The function of this module (or a followed project module) a call runs, when the
        analysis knows it: `helper(x)` for a `def helper` in scope. None for library calls."""
        found = self.called_function_there(call)
        return found[0] if found is not None else None

    def called_function_there(self, call: cst.Call) -> "tuple[FunctionView, TracedContext] | None":
        """`called_function`, with a context over the module defining it: the calls in its body
        are resolved by the analysis of that module (a closure another module handed over)."""
        return self._function_there(self._ev.value(call.func).func)

    def runs_own_method(self, call: cst.Call) -> bool:
        """`obj.extend(x)` where `obj` is an instance of a project class defining `extend` (its
        value or its parameter's annotation says which): the class's method runs, so the facts
        of the builtin method of that name (`list.extend` stores its argument) do not apply."""
        return runs_own_method(self._ev, call)

    def def_use(self) -> FunctionDefUse | None:
        """Def-use questions about the traced function's statements (None for a lambda)."""
        node = self._ev.frame.info.node
        return def_use_of(node) if isinstance(node, cst.FunctionDef) else None


@dataclass(frozen=True)
class FieldDeclaration:
    """Where a pytree class declares a field (`TracedContext.traced_field`)."""

    module: ModuleView  # the module defining the class
    cls: cst.ClassDef
    statement: cst.AnnAssign  # `n_heads: int` (or `n_heads: int = 4`) in the class body
    equinox: bool  # the class subclasses equinox.Module


class TraceStep:
    """One step of `TracedContext.trace_of`: a node, the module holding it (for the engine,
    which turns it into a file, line and column), and what happens there (`note`)."""

    __slots__ = ("node", "module", "_step")

    def __init__(self, node: cst.CSTNode, module: ModuleIndex, step: "provenance.Step") -> None:
        self.node, self.module, self._step = node, module, step

    @property
    def note(self) -> str:
        """Formatted when asked (it quotes code): only findings that are shown pay for it."""
        text = self._step.text()
        return f"({self._step.elided} more steps) {text}" if self._step.elided else text


_HOLDER_SEARCH = 64  # nodes looked at inside a reported node for the expression holding the tracer


def _holding_tracer(ev: "Evaluator", node: cst.CSTNode, tracer: Value | None = None
                    ) -> tuple[Value, cst.CSTNode] | None:
    """(value, expression) for the tracer a finding on `node` is about: the node's own value, or
    the first expression inside it, nearest first, that holds one (with `tracer`: that one, by
    its provenance)."""
    queue, seen = [node], 0
    while queue and seen < _HOLDER_SEARCH:
        current = queue.pop(0)
        seen += 1
        value = ev.values.get(id(current))
        if value is not None and contains_tracer(value) and (
                tracer is None or (first_tracer(value) or value).why is tracer.why):
            return value, current
        queue.extend(iter_children(current))
    return None


_DEF_USE: dict[int, tuple[cst.FunctionDef, FunctionDefUse]] = {}


def def_use_of(function: cst.FunctionDef) -> FunctionDefUse:
    """The def-use view of a function, built once per lint."""
    cached = _DEF_USE.get(id(function))
    if cached is None or cached[0] is not function:
        cached = _DEF_USE[id(function)] = (function, FunctionDefUse(function))
    return cached[1]


class _ForeignModule:
    """Enough of a ModuleAnalysis for a ModuleContext over another project module, whose
    functions a module rule reads (never reports in)."""

    __slots__ = ("index", "evaluator", "project", "options")

    def __init__(self, index: ModuleIndex, evaluator, project, options) -> None:
        self.index, self.evaluator, self.project, self.options = index, evaluator, project, options


class ModuleContext:
    """What a module rule may ask while it walks the whole module, traced code or not."""

    __slots__ = ("_analysis", "module", "function", "_ev")

    def __init__(self, analysis: "ModuleAnalysis") -> None:
        self._analysis = analysis
        self._ev = analysis.evaluator
        self.module = ModuleView(analysis.index)
        self.function: FunctionView | None = None  # the function holding the current node

    def unbound_custom_derivative(self, call: cst.Call) -> tuple[str, str, str] | None:
        """(method, 'jax.custom_jvp' or 'jax.custom_vjp', the parameter left unfilled) for
        `obj.method(...)` on an instance (a module global bound once to `Cls(...)`, or `self` in
        another method of the class) whose method is decorated with a custom derivative: that object
        does not bind `obj`, so a call filling all but `self` raises TypeError (custom_methods.py)."""
        func = call.func
        if not isinstance(func, cst.Attribute) or not isinstance(func.value, cst.Name):
            return None
        receiver, attr = func.value.value, func.attr.value
        method = None
        if receiver == "self" and self.function is not None:
            info = self.function._info
            if receiver_name(info) == "self" and not info.is_classmethod:
                method = self.module.sibling_method(self.function, attr)
        elif self.function is None or receiver not in scope_info(self.function.node).locals:
            method = self.module.global_instance_method(receiver, attr)
        if method is None or not isinstance(method.node, cst.FunctionDef):
            return None
        transform = custom_derivative_of(method.node, method._info.specs)
        if transform is None:
            return None
        missing = missing_parameter(method.node, call)
        return (attr, transform, missing) if missing is not None else None

    def shown_by_its_cell(self, statement: cst.Expr) -> bool:
        """In a notebook, `statement` ends its cell: IPython displays its value (analysis.cell_display)."""
        module = self._analysis.index.module
        return bool(self._analysis.options.get("notebook")) and module is not None and \
            shown_by_its_cell(module, statement)

    def qualified_name(self, expr: cst.BaseExpression) -> str | None:
        """The imported name an expression spells where it stands: a local variable of the
        enclosing functions shadows an import; a builtin counts when nothing rebinds it."""
        dotted = dotted_name(expr)
        if dotted is None or self.is_local(dotted.split(".", 1)[0]):
            return None
        head = dotted.split(".", 1)[0]
        index = self._analysis.index
        resolved = index.imports.resolve(dotted)
        if resolved is None:
            builtin = "." not in dotted and dotted in facts.BUILTIN_NAMES and head not in index.module_assignments \
                and head not in index.module_functions
            if not builtin:
                return None  # not an import: a local variable's method, an attribute chain
            resolved = dotted
        return resolved

    def foreign_function(self, expr: cst.BaseExpression) -> "tuple[cst.FunctionDef, ModuleContext] | None":
        """The def of another project module that `expr` names through this module's imports
        (`from data import add_noise`, re-exports followed), and a context for that module, in
        which its names resolve; None for anything else (a method, a library, this module)."""
        found = self._project_function(expr)
        if found is None:
            return None
        info, evaluator = found
        if not isinstance(info.node, cst.FunctionDef) or info.is_method or evaluator is None:
            return None
        project = self._analysis.project
        return info.node, ModuleContext(_ForeignModule(evaluator.index, evaluator, project, self._analysis.options))

    def _project_function(self, expr: cst.BaseExpression):
        """(FunctionInfo, its module's evaluator) of the function of another project module that
        `expr` names through this module's imports (re-exports followed); None otherwise."""
        project = self._analysis.project
        if project is None or project.make_evaluator is None:
            return None
        qual = self.qualified_name(expr)
        if qual is None or "." not in qual or qual.startswith(LIBRARY_ROOTS) or facts.lookup(qual) is not None:
            return None
        return project.function(qual, project.filename)

    def foreign_class(self, name: str) -> "tuple[cst.ClassDef, ModuleView] | None":
        """The class of another project module a module-level name of this one is imported as
        (`from config import TrainConfig`, re-exports followed), and that module; None for
        anything else (a library class, a class of this module)."""
        found = self._foreign_class_found(name)
        return None if found is None else (found[0], ModuleView(found[1].index))

    def foreign_class_context(self, name: str) -> "tuple[str, ModuleContext] | None":
        """Like `foreign_class`: the class's name in its own module and a context for that
        module, in which its methods are walked and its names resolve."""
        found = self._foreign_class_found(name)
        if found is None:
            return None
        node, evaluator = found
        context = ModuleContext(_ForeignModule(evaluator.index, evaluator, self._analysis.project,
                                               self._analysis.options))
        return node.name.value, context

    def _foreign_class_found(self, name: str):
        """The class a module-level name of this module is imported as from another project
        module, with that module's evaluator (`project.klass`); None otherwise."""
        project = self._analysis.project
        index = self._analysis.index
        if project is None or project.make_evaluator is None or name in index.classes:
            return None
        qual = index.imports.top_level.get(name)
        if qual is None or "." not in qual or qual.startswith(LIBRARY_ROOTS) or facts.lookup(qual) is not None:
            return None
        found = project.klass(qual, project.filename)
        return None if found is None or found[1] is None else found

    def written_name(self, expr: cst.BaseExpression) -> str | None:
        """Like `qualified_name`, but the imported name as the code spells it, before the facts
        table maps it to its object's one name: `jax.experimental.pjit.pjit`, not `jax.jit`
        (what removed- and deprecated-API rules must see). None for builtins."""
        dotted = dotted_name(expr)
        if dotted is None or self.is_local(dotted.split(".", 1)[0]):
            return None
        return self._analysis.index.imports.spelled(dotted)

    def is_local(self, name: str) -> bool:
        """A variable of the enclosing functions (it shadows a module-level import). The index's
        set of every name some function binds answers most asks without the enclosing
        functions' scopes (a walk of each body, paid by whoever asks first)."""
        if name not in self._analysis.index.function_bound:
            return False
        function = self.function
        while function is not None:
            if name in local_names(function.node):
                return True
            function = function.parent
        return False

    def guarded(self, node: cst.CSTNode) -> bool:
        """The code already copes with a missing name: it sits in a `try` (body or fallback)
        whose handlers catch ImportError or AttributeError (or anything broader), under an `if`
        that tests `hasattr`, a version or TYPE_CHECKING, in an expression that does
        (`a if hasattr(jax, "tree") else b`, `hasattr(jax, "pxla") and jax.pxla.X`), or in a
        test that expects the failure (`with pytest.raises(...)`, `self.assertWarns(...)`)."""
        function = self.function
        while True:
            view = self.flow(function)
            place = view.place(node)
            if place is not None and (any(_copes(view, statement_id) for statement_id, _ in place.branches)
                                      or _guarded_within(place.statement, node)
                                      or any(expects_failure(w) for w in place.withs)):
                return True
            if function is None:
                return False
            node, function = function.node, function.parent

    def is_jax_array(self, expr: cst.BaseExpression) -> bool:
        """The expression is known to be a JAX array: a tracer, the result of a jax array
        function, or a name every assignment of which is one (or a parameter annotated
        `jax.Array`). A NumPy array, a list or an unknown object is not."""
        if self.traced(expr):
            value = self.value(expr)
            if value.traced and value.pytype is None:
                return True
        if isinstance(expr, cst.Call):
            callee = self.qualified_name(expr.func)
            return callee is not None and facts.in_array_namespace(callee) and not _private(callee)
        if not isinstance(expr, cst.Name):
            return False
        function = self.function
        if function is not None and isinstance(function.node, cst.FunctionDef):
            _, param = function.param(expr.value)
            if param is not None:
                annotation = param.annotation.annotation if param.annotation is not None else None
                return annotation is not None and getattr(fact(self.qualified_name(annotation)), "array_type", False)
        producers = self.producers(expr.value)
        return bool(producers) and all(p is not None and facts.in_array_namespace(p) and not _private(p)
                                       for p in producers)

    def callee(self, call: cst.Call) -> str | None:
        return self.qualified_name(call.func)

    def traced(self, node: cst.CSTNode) -> bool:
        """Whether the traced analysis reached this expression (it runs under a transform)."""
        return self._ev is not None and id(node) in self._ev.values

    def value(self, node: cst.CSTNode) -> Value:
        """The traced analysis' value of an expression, UNKNOWN in code it did not reach."""
        return self._ev.value(node) if self._ev is not None else UNKNOWN

    def cell_dies_unread(self, name: str) -> bool:
        """The traced function rebinds `name` as `nonlocal`, a cell of the factory whose call
        made the function, and that run's cell is read by nothing after this trace: only this
        function reaches it, and what the factory returned serves the applying call alone
        (unread_after_trace.cell_dies_unread). Only for the function the transform itself runs."""
        frame = self._ev.frame
        applied, entry, index, info = frame.applied, frame.entry, frame.applied_in, frame.info
        if not isinstance(applied, cst.Call) or entry is None or entry.made_by is None or index is None \
                or frame.caller is not None and frame.caller.applied is applied:
            return False
        factory = info.parent
        if factory is None or not isinstance(factory.node, cst.FunctionDef) or not isinstance(info.node, cst.FunctionDef):
            return False
        applier = index.function_making(applied)
        return cell_dies_unread(applier.node if applier is not None else None, applied, entry.made_by,
                                factory.node, info.node, name)

    def option(self, key: str, default=None):
        return self._analysis.options.get(key, default)

    def unhashable(self, expr: cst.BaseExpression) -> Unhashable | None:
        """Why the value of an expression where it stands cannot be hashed (a list, an array,
        a non-frozen dataclass of the project, a variable bound only to such values, ...), or
        None when it can or the analysis cannot tell."""
        found = self._hashability().of(expr, self._scope())
        return found if found is not MAYBE else None

    def unhashable_static_arguments(self, call: cst.Call) -> list[tuple[StaticArgument, Unhashable]]:
        """The arguments of a call to a jitted function (defined in this module or, through
        the imports, in another module of the project) that land on its static parameters and
        cannot be hashed, each with why. `path` of each is where the function is defined, as
        the linted file's folder sees it (None: this module)."""
        analysis = self._analysis
        if not may_reach_hashing_jit(analysis.index):
            return []
        scope = self._scope()
        offline = Definitions(analysis.index, analysis.project, offline=True)  # reads no other module
        found = self._offline_of(call.func, scope)
        if found is None:
            return []
        definitions = Definitions(analysis.index, analysis.project)
        if found is FOREIGN:
            # Another module's function: only when an argument may be unhashable, and then only
            # when that module's text can define a jitted function, is it parsed.
            if all(arg.star or Hashability(offline, self._traced_value).of(arg.value, scope) is None
                   for arg in call.args):
                return []
            text_only = Definitions(analysis.index, analysis.project, offline=True, jitted_only=True)
            if text_only.of_expr(call.func, scope) is None:
                return []
            found = definitions.of_expr(call.func, scope)
        target = jit_target(found)
        if target is None:
            return self._statics_traced_around(call, found)
        target = self._as_seen_here(target)
        full = Hashability(definitions, self._traced_value)
        out = []
        for static in static_arguments(call, target):
            why = full.of(static.arg.value, scope)
            if why is not None and why is not MAYBE:
                out.append((static, why))
        return out

    def non_array_arguments(self, call: cst.Call) -> list[tuple[StaticArgument, NotArray]]:
        """The arguments of a call to a jitted function (of this module or, through the imports,
        of another module of the project) that land on parameters the jit traces and that it
        cannot trace: a string, a function, a class, an instance of an ordinary class (JAX811).
        A `@classmethod` over `@jax.jit` called on its class hands the class to the first one."""
        analysis = self._analysis
        scope = self._scope()
        offline = Definitions(analysis.index, analysis.project, offline=True)
        kinds = JaxTypes(offline)
        kinds.judged = call
        receiver = call.func.value if isinstance(call.func, cst.Attribute) else None
        # What the call reaches is asked first (cheap, and most calls reach no jitted function);
        # the arguments' kinds (the costly part) only where it decides nothing.
        found = self._offline_of(call.func, scope)
        if found is None:
            if not self._may_be_jitted_classmethod(call):
                return []  # what the receiver is decides nothing
            receiver_kind = kinds.of(receiver, scope) if receiver is not None else None
            if receiver_kind is not None and receiver_kind.kind == "class":
                return self._class_to_jitted_classmethod(call, receiver_kind)
            return []
        full = None
        if found is FOREIGN:  # another module's definition, loaded only for a call that may fail
            if not any(not arg.star and kinds.of(arg.value, scope) is not None for arg in call.args) and (
                    receiver is None or kinds.of(receiver, scope) is None) and not kinds.saw_foreign:
                return []
            full = Definitions(analysis.index, analysis.project)
            found = full.of_expr(call.func, scope)
        target, matched = traced_target(found), traced_arguments
        if target is None:
            target, matched = vectorized_target(found), vectorized_arguments
        if target is None:
            target, matched = mapped_target(found), traced_arguments
        if target is None:
            target, matched = checkpointed_target(found), traced_arguments
        if target is None:
            target, matched = custom_derivative_target(found), traced_arguments
        if target is None:
            return []
        target = self._as_seen_here(target)
        out = []
        for traced in matched(call, target):
            kinds.saw_foreign = False
            why = kinds.of(traced.arg.value, scope)
            if why is None and kinds.saw_foreign:  # an instance of another module's class
                again = JaxTypes(full or Definitions(analysis.index, analysis.project))
                again.judged = call
                why = again.of(traced.arg.value, scope)
            if why is not None:
                out.append((traced, why))
        return out

    def vmap_axes_form(self, call: cst.Call) -> "str | AxesMismatch | None":
        """"dict" for `jax.vmap(f, in_axes={...})` (TypeError there); an AxesMismatch for a call of a
        vmapped function whose positional arguments do not match its literal in_axes tuple in
        number (ValueError at the call) (JAX811)."""
        if dict_in_axes(call, self.qualified_name(call.func)):
            return "dict"
        if not call.args:
            return None
        analysis = self._analysis
        found = self._offline_of(call.func, self._scope())
        if found is None or found is FOREIGN:
            return None
        return axes_count_mismatch(call, found)

    def mapped_scalar_arguments(self, call: cst.Call) -> list[MappedScalar]:
        """The positional arguments of a call of a function `jax.vmap` or `jax.pmap` maps (of
        this module or another project module) that are Python scalars at a mapped position:
        a scalar has no axis 0, and the transform raises ValueError at the call (JAX811)."""
        analysis = self._analysis
        if not call.args:
            return []
        scope = self._scope()
        found = self._offline_of(call.func, scope)
        if found is FOREIGN:
            if not passes_a_scalar(call, analysis.index, scope):
                return []
            found = Definitions(analysis.index, analysis.project).of_expr(call.func, scope)
        if found is None or found is FOREIGN:
            return []
        return mapped_scalars(call, found, analysis.index, scope)

    def non_array_result(self, call: cst.Call) -> tuple[str, NotArray, str] | None:
        """(its name, what it returns, the transform) for a call of a function of this module that
        `jax.jit` compiles, or `jax.vmap`/`jax.pmap` maps, when every run of it returns a value the
        transform cannot output (a lambda or nested def, a string, a class, an ordinary object, a
        container holding one): it raises TypeError at the call, after tracing (JAX811; vmap even for
        an output its `out_axes` leave unmapped, measured on JAX 0.10.2)."""
        analysis = self._analysis
        scope = self._scope()
        offline = Definitions(analysis.index, analysis.project, offline=True)
        found = self._offline_of(call.func, scope)
        if found is None or found is FOREIGN or found.place.index is not analysis.index:
            return None
        target = traced_target(found) or mapped_target(found) or vmapped_target(found)
        info = found.function.info if target is not None else None
        if info is None or info.node.params is not target.params:
            return None
        why = JaxTypes(offline).result(info)
        return (target.name, why, target.spec.name) if why is not None else None

    def non_array_carry(self, call: cst.Call) -> tuple[str, str, NotArray] | None:
        """(the loop, its carry parameter, what it is passed) for `lax.scan(f, init, xs)`,
        `lax.while_loop(cond, body, init_val)` or `lax.fori_loop(lo, hi, body, init_val)` whose
        carry holds a value the loop cannot trace (a function, a string, a class, an ordinary
        object): the loop traces its carry like jit does its arguments, and raises TypeError at
        the call (JAX811, measured on JAX 0.10.2 for all three)."""
        name = self.qualified_name(call.func)
        loop = _LOOP_CARRIES.get(facts.canonical(name)) if name is not None else None
        if loop is None or any(a.star for a in call.args):
            return None
        position, parameter = loop
        given = next((a.value for a in call.args if a.keyword is not None and a.keyword.value == parameter), None)
        positional = [a.value for a in call.args if a.keyword is None]
        if given is None and len(positional) > position:
            given = positional[position]
        if given is None:
            return None
        analysis = self._analysis
        why = JaxTypes(Definitions(analysis.index, analysis.project, offline=True)).of(given, self._scope())
        return (name.rsplit(".", 1)[-1], parameter, why) if why is not None else None

    def non_scalar_gradient(self, call: cst.Call) -> tuple[str, str] | None:
        """`jax.grad(f)` / `jax.value_and_grad(f)` without has_aux where every run of `f`
        returns a tuple, list or dict display: (f's name, what it returns) (JAX813)."""
        return non_scalar_output(self._analysis.index, call, self._scope(), self._foreign_def)

    def aux_output_mismatch(self, call: cst.Call) -> tuple[str, str] | None:
        """`jax.grad(f, has_aux=True)` / `value_and_grad(..., has_aux=True)` where every run of `f`
        returns something that is no pair: (f's name, what it returns) (JAX813)."""
        return aux_output_mismatch(self._analysis.index, call, self._scope(), self._foreign_def)

    def lax_output_mismatch(self, call: cst.Call) -> Mismatch | None:
        """A lax.cond/switch whose branches, or a lax loop whose body and init, certainly differ in
        pytree structure or dtype kind, as the text spells them (JAX814)."""
        return lax_mismatch(self._analysis.index, call, self._scope(), self._foreign_def_and_index)

    def integer_gradient_input(self, call: cst.Call) -> IntegerInput | None:
        """A call of `jax.grad(f)` (or a name bound to it) whose differentiated argument the text
        shows is an int or bool (JAX815)."""
        return integer_input(self._analysis.index, call, self._scope())

    def gradient_of_pairs(self, call: cst.Call) -> bool:
        """`jax.grad(f)` where every `return` of `f` is a `(loss, aux)` pair display."""
        return returns_pairs(self._analysis.index, call, self._scope(), self._foreign_def)

    def _foreign_def_and_index(self, expr: cst.BaseExpression) -> "tuple[FunctionInfo, ModuleIndex] | None":
        """`_foreign_def`, with the index of the module that defines it (where its names resolve)."""
        found = self._project_function(expr)
        if found is None or not isinstance(found[0].node, cst.FunctionDef) or found[0].is_method or found[0].specs:
            return None
        return found[0], found[1].index

    def _foreign_def(self, expr: cst.BaseExpression) -> FunctionInfo | None:
        """The undecorated module-level def of another project module `expr` names through this
        module's imports (re-exports followed); None for anything else."""
        found = self._project_function(expr)
        if found is None or not isinstance(found[0].node, cst.FunctionDef) or found[0].is_method or found[0].specs:
            return None
        return found[0]

    def metadata_arrays(self, call: cst.Call) -> list[tuple[StaticArgument, MetadataArray, cst.Call]]:
        """The arguments of a call to a jitted function of this module that are pytrees whose
        static metadata holds an array made anew for this instance, when an earlier call of the
        same function in the same scope passed another such instance there: the cache lookup
        compares the two arrays with == (JAX810). Each with the earlier call."""
        analysis = self._analysis
        scope = self._scope()
        definitions = Definitions(analysis.index, analysis.project, offline=True)
        found = self._offline_of(call.func, scope)
        if found is None or found is FOREIGN:
            return []
        target = cache_keyed_target(found)
        if target is None or target.shift:
            return []
        arrays = MetadataArrays(definitions)
        mine = [(t, arrays.of(t.arg.value, scope)) for t in traced_arguments(call, target)]
        mine = [(t, why) for t, why in mine if why is not None]
        if not mine:
            return []
        owner = scope.node if scope is not None else analysis.index.module
        spelled = dotted_name(call.func)
        if spelled is None:
            return []
        earlier = []
        for node in iter_scope(owner.body if scope is not None else owner):
            if node is call:
                break
            if isinstance(node, cst.Call) and dotted_name(node.func) == spelled:
                earlier.append(node)
        if earlier:
            mine_guards = guards_of(owner, call)
            # the earlier call runs whenever this one does: no `if` arm, loop body or handler of its own
            earlier = [b for b in earlier if mine_guards is not None and (guards := guards_of(owner, b)) is not None
                       and all(any(g is m for m in mine_guards) for g in guards)]
        out = []
        for traced, why in mine:
            for before in earlier:
                matched = [t for t in traced_arguments(before, target) if t.parameter == traced.parameter]
                other = arrays.of(matched[0].arg.value, scope) if matched else None
                if other is not None and other.fresh != why.fresh:
                    out.append((traced, why, before))
                    break
        return out

    def non_callable_jitted(self, call: cst.Call) -> str | None:
        """The class of the instance `jax.jit(obj)` is handed when that class is not callable
        (a NamedTuple of functions, a plain class without `__call__`): TypeError at once (JAX811)."""
        return non_callable_jitted(self._analysis.index, call, self._scope())

    def unhashable_jitted_callable(self, call: cst.Call) -> JittedCallable | None:
        """`f = jax.jit(model); f(x)` with `model` an instance hash() rejects (an eqx.Module or
        frozen dataclass holding an array, a non-frozen dataclass): the call hashes it (JAX810)."""
        if not isinstance(call.func, (cst.Name, cst.Call)):
            return None
        return unhashable_jitted_callable(self._analysis.index, call, self._scope(), self._hashability())

    def construction_calls(self, class_name: str) -> "list[tuple[cst.Call, FunctionInfo | None]] | None":
        """Every call building the module's class `class_name`, when those are all the ways it is built."""
        return construction_calls(self._analysis.index, class_name)

    def traced_library_arguments(self, call: cst.Call) -> list[LibraryCallFailure]:
        """How a call of a library function handed straight to a transform fails (JAX812):
        `jax.jit(jnp.tri)(3, 3, 0)` traces the sizes tri needs concrete; `f = jax.jit(jnp.unique);
        f(x)` traces unique's operand with no size= to bound its result; `self.norm(x, ord=1)` where the
        class binds `self.norm = jax.jit(jnp.linalg.norm)` once."""
        if not isinstance(call.func, (cst.Call, cst.Name, cst.Attribute)) or not call.args:
            return []
        return traced_library_arguments(self, self._analysis.index.resolver, call)

    def jit_site(self, call: cst.Call, parameter: str) -> "tuple[ModuleView, cst.CSTNode, int | None] | None":
        """(the module defining it, the decorator or `jax.jit(...)` call there, the parameter's
        position) of the jitted function a call reaches; None when it is not known."""
        analysis = self._analysis
        found = Definitions(analysis.index, analysis.project).of_expr(call.func, self._scope())
        target = traced_target(found) if found is not FOREIGN else None
        if target is None or target.spec.node is None:
            return None
        params = list(target.params.posonly_params) + list(target.params.params)
        position = next((i for i, p in enumerate(params) if p.name.value == parameter), None)
        if position is None and not any(p.name.value == parameter for p in target.params.kwonly_params):
            return None
        there = found.place.index
        return (self.module if there is analysis.index else ModuleView(there)), target.spec.node, position

    def jitted_call_sites(self, call: cst.Call, parameter: str) -> "list[CallSite] | None":
        """Every use across the project of the jitted function of this module that a plain call
        reaches (jitted_definition), with what each passes for `parameter`; None when the function
        is another module's or its uses cannot all be found."""
        found = self.jitted_definition(call)
        if found is None or found[0]._index is not self._analysis.index:
            return None
        _, function, node = found
        project = self._analysis.project
        path = project.filename if project is not None else None
        return call_sites(project, self._analysis.index, path, node, function._info, parameter, 0)

    def jitted_definition(self, call: cst.Call) -> "tuple[ModuleView, FunctionView, cst.CSTNode] | None":
        """(the module defining it, its def, the decorator or `jax.jit(...)` call there) of the
        function `jax.jit` compiles that a plain call (not a method's) reaches, with its static
        parameters known; None otherwise."""
        analysis = self._analysis
        found = Definitions(analysis.index, analysis.project).of_expr(call.func, self._scope())
        target = traced_target(found) if found is not FOREIGN else None
        if target is None or target.spec.node is None or target.shift or found.function.info is None:
            return None
        there = found.place.index
        view = self.module if there is analysis.index else ModuleView(there)
        return view, FunctionView(found.function.info), target.spec.node

    def _offline_of(self, expr: cst.BaseExpression, scope) -> object:
        """What `expr` names where it stands, by a lookup that reads no other module, once per
        node and scope in a lint: the rules ask it of every call of the module, JAX811 four times."""
        analysis = self._analysis
        key = (id(expr), id(scope))
        hit = analysis.offline_found.get(key)
        if hit is None or hit[0] is not expr:
            found = Definitions(analysis.index, analysis.project, offline=True).of_expr(expr, scope)
            hit = analysis.offline_found[key] = (expr, found)
        return hit[1]

    def _may_be_jitted_classmethod(self, call: cst.Call) -> bool:
        """`A.zeros(...)` with `A` a class of this module defining a method `zeros` under two
        decorators: only then can _class_to_jitted_classmethod find anything."""
        func = call.func
        if not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)):
            return False
        index = self._analysis.index
        cls = index.classes.get(func.value.value)
        method = index.class_methods.get(id(cls), {}).get(func.attr.value) if cls is not None else None
        return method is not None and isinstance(method.node, cst.FunctionDef) and len(method.node.decorators) >= 2

    def _class_to_jitted_classmethod(self, call: cst.Call, why: NotArray) -> list[tuple[StaticArgument, NotArray]]:
        """`A.zeros(shape)` where `zeros` is `@classmethod` over `@jax.jit`: the class arrives as
        the jitted function's first argument."""
        index = self._analysis.index
        cls = index.classes.get(call.func.value.value)
        method = index.class_methods.get(id(cls), {}).get(call.func.attr.value) if cls is not None else None
        if method is None or not isinstance(method.node, cst.FunctionDef) or len(method.node.decorators) < 2:
            return []
        first, second = method.node.decorators[0].decorator, method.node.decorators[1].decorator
        if not (isinstance(first, cst.Name) and first.value == "classmethod") or not method.specs:
            return []
        spec = method.specs[0]
        if (spec.node is not second or facts.canonical(spec.name) != "jax.jit" or not spec.statics_known
                or spec.wrapper is not None or 0 in spec.static_argnums):
            return []
        params = list(method.node.params.posonly_params) + list(method.node.params.params)
        if not params or params[0].name.value in spec.static_argnames:
            return []
        return [(StaticArgument(cst.Arg(call.func.value), params[0].name.value, method.name, None, spec.label), why)]

    def _statics_traced_around(self, call: cst.Call, found) -> list[tuple[StaticArgument, Unhashable]]:
        """`jax.make_jaxpr(jit_func)(1, 2)` with `y` static in `jit_func`: the outer transform
        hands the jit a tracer there, which it cannot hash."""
        traced = traced_statics(found)
        if traced is None:
            return []
        target, outer = traced
        target = self._as_seen_here(target)
        outer_argnums = found.function.specs[-1].static_argnums
        why = Unhashable("tracer", f"an array traced by {outer}")
        return [(static, why) for static in kept_static_by(call, outer_argnums, static_arguments(call, target))]

    def _as_seen_here(self, target):
        """A jit target whose module path is as the linted file's folder sees it (messages)."""
        project = self._analysis.project
        if target.path is not None and project is not None:
            return shown_from(target, os.path.dirname(os.path.abspath(project.filename)))
        return target

    def sole_binding(self, name: str) -> cst.BaseExpression | None:
        """The one expression `name` is bound to where the current node reads it: its only
        assignment in the enclosing function (not a parameter), or its only module-level one
        when no function rebinds it. None otherwise (several bindings, a loop target, ...)."""
        function = self.function
        if function is not None and name in local_names(function.node):
            if name in scope_info(function.node).params or not isinstance(function.node, cst.FunctionDef):
                return None
            values = flow_of(function.node).assigned_values(name)
        elif self.is_local(name) or self.module.global_change(name) is not None:
            return None
        else:
            values = self.module.assignments(name)
        return values[0] if len(values) == 1 else None

    def _scope(self):
        return self.function._info if self.function is not None else None

    def _hashability(self) -> Hashability:
        analysis = self._analysis
        return Hashability(Definitions(analysis.index, analysis.project), self._traced_value)

    def _traced_value(self, node: cst.CSTNode) -> Value | None:
        return self._ev.value(node) if self.traced(node) else None

    def producers(self, name: str) -> list[str | None] | None:
        """How `name` got its value where it is used: for each assignment in the enclosing
        function (the module's top level outside functions), the qualified name of the call it
        binds, None for anything else. None when the name is not assigned there at all (a
        parameter, a global, a closure) or is also a parameter."""
        function = self.function
        if function is not None and name in scope_info(function.node).params:
            return None
        values = self.flow(function).assigned_values(name)
        if not values:
            return None
        return [self.qualified_name(v.func) if isinstance(v, cst.Call) else None for v in values]

    def in_equality_assertion(self, node: cst.CSTNode) -> bool:
        """The node sits in a statement of the current function that asserts values are equal
        or close (`self.assertEqual(f(k), random.normal(k))`; assertions.py)."""
        place = self.flow(self.function).place(node)
        return place is not None and is_equality_assertion(place.statement, self.qualified_name)

    def compared_equal(self, first: cst.CSTNode, second: cst.CSTNode) -> bool:
        """What the statements of `first` and `second` (in the current function) bind are the
        two sides of a later equality assertion there, or, returned side by side, of one in a
        caller that unpacks them (assertions.py)."""
        view = self.flow(self.function)
        if compared_equal(view, first, second, self.qualified_name):
            return True
        function = self.function
        if function is None or function.is_method or not isinstance(function.node, cst.FunctionDef):
            return False
        pairs = returned_apart(view, first, second)
        return bool(pairs) and any(compared_by_caller(flow_of(owner), call, pairs, self.module.qualified_name)
                                   for call, owner in self._callers(function))

    def _callers(self, function: FunctionView) -> Iterator[tuple[cst.Call, cst.CSTNode]]:
        """The calls `name(...)` of the module that run `function` (the def the name means in
        the caller's scope), each with the body (function or module) making it."""
        index = self._analysis.index
        name = function.name
        for call in self.module.calls():
            if not (isinstance(call.func, cst.Name) and call.func.value == name):
                continue
            info = index.function_making(call)
            scope = FunctionView(info) if info is not None else None
            if self.module.function_named(name, scope) != function:
                continue
            owner = info.node if info is not None else index.module
            if isinstance(owner, (cst.FunctionDef, cst.Module)):
                yield call, owner

    def reads_other_part(self, first: cst.Call, second: cst.Call) -> bool:
        """`second` (a call in the current function) is spelled like `first` and the code reads
        another constant index of its result: a recomputation (recomputation.py)."""
        flow = self.flow(self.function)
        places = flow.place(first), flow.place(second)
        owner = self.function.node if self.function is not None else self._analysis.index.module
        return None not in places and reads_other_part((places[0].statement, first), (places[1].statement, second),
                                                       flow, owner)

    def unread_when(self, producer: cst.CSTNode, other: cst.CSTNode) -> bool:
        """What the statement of `producer` (a call in the current function) computes is bound
        to names nothing reads on a run that reaches `other` (dead_values.py), or is thrown away."""
        if self.result_thrown_away(producer):
            return True
        function = self.function
        return function is not None and isinstance(function.node, cst.FunctionDef) and unread_when(
            function.node, producer, other)

    def result_thrown_away(self, call: cst.CSTNode) -> bool:
        """`call` is a call of a jitted function written as a statement of its own, at most
        followed by `.block_until_ready()` (a warm-up that compiles it): jitted code has no
        Python side effects, so nothing ever reads what it computed. Not where a notebook
        shows it (a cell's last line)."""
        if not isinstance(call, cst.Call):
            return False
        place = self.flow(self.function).place(call)
        statement = place.statement if place is not None else None
        return isinstance(statement, cst.Expr) and _waited_on(statement.value, call) and \
            not self.shown_by_its_cell(statement) and (
                reaching_jit(self._analysis.index, call, self._scope()) is not None
                or self.jitted_definition(call) is not None)

    def draws_meet(self, first: cst.CSTNode, second: cst.CSTNode, across: bool,
                   held: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset()),
                   kept: tuple[bool, bool] = (True, True)) -> bool:
        """The values two calls of the current function (or the module's top level) compute
        may meet in one computation, container, return or loop-carried state (separate_draws.py;
        `across`: the second runs in a later iteration than the first)."""
        function = self.function
        owner = function.node if function is not None else self._analysis.index.module
        importable = not self._analysis.options.get("notebook")
        return owner is None or draws_meet(owner, first, second, across, held, kept, importable,
                                           self.module.qualified_name)

    def loop_arguments(self, call: cst.Call) -> list[str | None] | None:
        """For a call in one `for` loop of the current function (or the module's top level):
        per argument, whether it holds the same value on every iteration ("invariant") or
        another element of what the loop iterates ("element"), None otherwise; None when the
        call is not in such a loop (separate_draws.py)."""
        function = self.function
        owner = function.node if function is not None else self._analysis.index.module
        return None if owner is None else loop_arguments(owner, call)

    def runs_expecting_error(self, node: cst.CSTNode, errors: frozenset[str] | None = None) -> bool:
        """The node runs where a test expects an error (expectations.py; `errors` as above)."""
        return _runs_expecting_error(self.function, node, self._analysis.index.module, errors)

    def compares_draws(self, call: cst.Call, key: str) -> bool:
        """What `call` draws from `key` is compared, in an equality assertion of the current
        function, with what another call handed `key` draws: one key on purpose (compared_draws.py)."""
        return compares_draws(self.flow(self.function), call, key, self.qualified_name)

    def replays_primal(self, function: cst.CSTNode, key: str, calls: tuple[cst.FunctionDef | None, ...]) -> bool:
        """`function` is the custom_jvp rule (or custom_vjp forward rule) of a primal one of `calls`
        runs, and `key` comes from the rule's parameters: a draw beside that call replays the
        primal's noise from the key it was handed, on purpose (derivative_rules.py)."""
        module = self._analysis.index.module
        if module is None or not isinstance(function, cst.FunctionDef):
            return False
        primal = primal_of_rule(module, function, self.qualified_name)
        return primal is not None and any(c is primal for c in calls) and from_parameters(function, key)

    def key_reuse_allowed(self, node: cst.CSTNode) -> bool:
        """The node runs where the author turned JAX's key-reuse checks off
        (`@jax.debug_key_reuse(False)` on it or an enclosing function, or such a `with`)."""
        switches, function = KEY_REUSE_SWITCHES, self.function
        while True:
            place = self.flow(function).place(node)
            if place is not None and any(with_off(w, switches, self.qualified_name) for w in place.withs):
                return True
            if function is None:
                return False
            if decorated_off(function.node, switches, self.qualified_name):
                return True
            node, function = function.node, function.parent

    def filled_default(self, name: str, at: cst.CSTNode) -> cst.BaseExpression | None:
        """In the current function, what `if name is None: name = value` gives a parameter no
        caller passes, where `at` reads it (filled_defaults.py); None otherwise."""
        function = self.function
        return filled_default(self._analysis.index, function._info, name, at) if function is not None else None

    def flow(self, function: FunctionView | None = None) -> FlowView:
        """Def-use and structure (branches, loops) of a function body, or of the module's
        top-level statements when `function` is None."""
        node = function.node if function is not None else self._analysis.index.module
        return flow_of(node)


def _waited_on(expr: cst.BaseExpression, call: cst.Call) -> bool:
    """`expr` is `call`, or `call.block_until_ready()` (any number of times)."""
    while expr is not call:
        if not (isinstance(expr, cst.Call) and not expr.args and isinstance(expr.func, cst.Attribute)
                and expr.func.attr.value == "block_until_ready"):
            return False
        expr = expr.func.value
    return True


_MISSING_NAME_ERRORS = frozenset({"ImportError", "ModuleNotFoundError", "AttributeError", "Exception", "BaseException"})


def _runs_expecting_error(function: "FunctionView | None", node: cst.CSTNode, module: cst.Module | None,
                          errors: frozenset[str] | None = None) -> bool:
    """expectations.py, for `node` in `function` (None: the module's top level)."""
    if module is None:
        return False
    chain = []
    while function is not None:
        parent = function.parent
        chain.append((function.node, node))
        node, function = function.node, parent
    chain.append((None, node))
    return runs_expecting_error(chain[0][1], chain, module, errors)


def _private(name: str) -> bool:
    return name.rsplit(".", 1)[-1].startswith("_")


def _copes(view: FlowView, statement_id: int) -> bool:
    """The if/try statement `statement_id` is written for a name that may be missing: both its
    arms are (the new spelling and the fallback for older JAX)."""
    statement = view.statement(statement_id)
    if isinstance(statement, (cst.Try, cst.TryStar)):
        return any(_catches_missing(handler.type) for handler in statement.handlers)
    if isinstance(statement, cst.If):
        return any(tests_versions(test) for test in if_chain_tests(statement))
    return False


def _guarded_within(statement: cst.CSTNode, node: cst.CSTNode) -> bool:
    """`node` lies in an arm of a conditional expression, or right of an `and`/`or`, whose
    test is a version or `hasattr` test, inside `statement`."""
    stack = [(statement, False)]
    while stack:
        current, guarded = stack.pop()
        if current is node:
            return guarded
        if isinstance(current, cst.IfExp) and tests_versions(current.test):
            stack += [(current.test, guarded), (current.body, True), (current.orelse, True)]
        elif isinstance(current, cst.BooleanOperation) and tests_versions(current.left):
            stack += [(current.left, guarded), (current.right, True)]
        else:
            stack += [(child, guarded) for child in iter_children(current)]
    return False


def tests_versions(test: cst.BaseExpression) -> bool:
    """An `if` test that picks code by what JAX offers: `hasattr(jax, "tree")`,
    `jax.__version__ >= ...`, `version.parse(...)`, `TYPE_CHECKING`."""
    for node in iter_tree(test):
        name = node.value if isinstance(node, cst.Name) else node.attr.value if isinstance(node, cst.Attribute) else None
        if name is not None and (name in ("hasattr", "getattr", "TYPE_CHECKING") or "version" in name.lower()):
            return True
    return False


def if_chain_tests(statement: cst.If) -> list[cst.BaseExpression]:
    """The tests of an `if` and its `elif`s."""
    tests = []
    while isinstance(statement, cst.If):
        tests.append(statement.test)
        statement = statement.orelse
    return tests


def _catches_missing(kind: cst.BaseExpression | None) -> bool:
    if kind is None:
        return True
    names = [e.value for e in kind.elements] if isinstance(kind, cst.Tuple) else [kind]
    return any((dotted_name(name) or "").rsplit(".", 1)[-1] in _MISSING_NAME_ERRORS for name in names)


@dataclass
class AnalysisOptions:
    extra_jit: frozenset[str] = frozenset()
    shape_math_fix: str = "np.prod"
    enable_x64: bool = False
    mentions_x64: bool = False
    target_jax: str | None = None  # the JAX version removed/deprecated APIs are judged against
    statement_fixes: bool = True  # False: statement rewrites are built only when asked (the editor)
    notebook: bool = False  # a notebook's code cells: no importer reads its globals, every later cell is here


TracedDispatch = Callable[[cst.CSTNode, TracedContext], None]
ModuleDispatch = Callable[[cst.CSTNode, ModuleContext], None]


class EntryPointView:
    """A jitted entry point reached from traced code (TracedContext.entry_point): where its
    transform is applied, the function it traces, the parameter carrying the value asked about,
    and its uses across the project (what each call passes for that parameter)."""

    __slots__ = ("_route", "_project")

    def __init__(self, route: "entry_routes.EntryRoute", project) -> None:
        self._route, self._project = route, project

    @property
    def module(self) -> ModuleView:
        """The module applying the transform (where static_argnames goes)."""
        return ModuleView(self._route.index)

    def in_module(self, view: ModuleView) -> bool:
        return view._index is self._route.index

    @property
    def function(self) -> FunctionView:
        return FunctionView(self._route.function)

    @property
    def transform(self) -> TransformSpec:
        return self._route.spec

    @property
    def transform_node(self) -> cst.CSTNode:
        return self._route.node

    @property
    def parameter(self) -> str:
        return self._route.parameter

    @property
    def bound_positional(self) -> int:
        """Arguments functools.partial binds before the transform's own."""
        return self._route.bound_positional

    def parameter_is_array(self) -> bool:
        _, param = self.function.param(self.parameter)
        return param is None or annotated_as_array(param) or (
            self.parameter in scope_info(self._route.function.node).array_attributes)

    def call_sites(self) -> "list[CallSite] | None":
        """Every use of the entry point in the project and what it passes for the parameter;
        None when they cannot all be found."""
        r = self._route
        return call_sites(self._project, r.index, r.path, r.node, r.function, r.parameter, r.bound_positional)

    def passed_on(self, site: "CallSite") -> "tuple[list[cst.Call], list[CallSite] | None] | None":
        """For an escape in the entry point's own module that hands it to `jax.grad(...)`,
        perhaps jitted again (`jax.jit(jax.grad(loss_fn))`, outer_transforms.py): (the jax.jit
        calls of that chain, which must mark the parameter static too, and the uses of the chain's
        end with what each passes for the parameter, None when they cannot all be found). None
        for any other escape."""
        r = self._route
        if site.kind != "escapes" or site.module is not r.index.module or r.bound_positional:
            return None
        node = r.function.node
        if not isinstance(node, cst.FunctionDef):
            return None
        positional = [p.name.value for p in (*node.params.posonly_params, *node.params.params)]
        keyword_only = [p.name.value for p in node.params.kwonly_params]
        if r.parameter not in positional + keyword_only:
            return None
        position = positional.index(r.parameter) if r.parameter in positional else -1  # grad never differentiates it
        found = outer_transforms.passed_on_chain(r.index, site.node, position)
        if found is None:
            return None
        end, jits = found
        return jits, call_sites(self._project, r.index, r.path, end, r.function, r.parameter, 0)


class ModuleAnalysis:
    """One module, analysed once: the index (one cheap walk), the traced walk that hands each
    node to traced-value rules, and the module walk that hands the nodes module rules asked
    for (recorded by the index walk, so no second pass) to module rules."""

    def __init__(self, module: cst.Module, options: AnalysisOptions,
                 module_node_types: frozenset[type] = frozenset(), project=None,
                 index: ModuleIndex | None = None) -> None:
        self.options = {"shape_math_fix": options.shape_math_fix, "enable_x64": options.enable_x64,
                        "mentions_x64": options.mentions_x64, "target_jax": options.target_jax,
                        "statement_fixes": options.statement_fixes, "notebook": options.notebook}
        self.index = index if index is not None else build_index(module, options.extra_jit, module_node_types,
                                                                 notebook=options.notebook)
        self.project = project
        if project is not None:
            # `@compiled` imported from the project's utils: indexed again, knowing it. An index
            # reused from a module followed earlier in this process was built without the project
            # (`@data_parallel` of parallel.py, applying jax.pmap, read as a plain decorator).
            wrappers = _imported_wrappers(self.index, project)
            if any(self.index.resolver.wrappers.get(qual) != found for qual, found in wrappers.items()):
                self.index = build_index(module, options.extra_jit, module_node_types, wrappers,
                                         notebook=options.notebook)
        self.evaluator: "Evaluator | None" = None
        self._contexts: dict[int, TracedContext] = {}  # evaluator -> its rules' context (each holds the other)
        self.offline_found: dict[tuple[int, int], tuple] = {}  # ModuleContext._offline_of's answers

    def run_traced(self, dispatch: TracedDispatch) -> None:
        from jaxlint.analysis.evaluator import Evaluator

        contexts: dict[int, TracedContext] = self._contexts

        def on_node(node: cst.CSTNode, evaluator: Evaluator) -> None:
            ctx = contexts.get(id(evaluator))
            if ctx is None:
                ctx = contexts[id(evaluator)] = TracedContext(evaluator)
            dispatch(node, ctx)

        def make_evaluator(index: ModuleIndex) -> Evaluator:
            ev = Evaluator(index, on_node)
            ev.options.update(self.options)
            ev.project = self.project
            return ev

        if self.project is not None:
            self.project.make_evaluator = make_evaluator
            self.project.bind_project_imports(self.index, self.project.filename)
        self.evaluator = make_evaluator(self.index)
        self.evaluator.path = self.project.filename if self.project is not None else None
        if self.project is not None:
            self.project.home = self.evaluator
        self.evaluator.run_module()

    def run_module_rules(self, dispatch: ModuleDispatch) -> None:
        ctx = ModuleContext(self)
        for node, info in self.index.recorded:
            ctx.function = FunctionView(info) if info is not None else None
            dispatch(node, ctx)

    def rewritten_nodes(self) -> set[int]:
        """Ids of the nodes of defs a decorator rewrites before they run (`@qjit(autograph=True)`):
        the code as written never runs, so no finding belongs there."""
        out: set[int] = set()
        for info in self.index.functions.values():
            if id(info.node) in self.index.rewritten:
                out.update(id(node) for node in iter_tree(info.node))
        return out

    def release(self) -> None:
        """Unlink what makes one lint's objects a reference cycle (the evaluators hand nodes to
        the rules, whose contexts hold the evaluators; the project makes evaluators for this
        analysis): freed by reference counting when the lint returns, they and the trees they
        reach need no garbage collection."""
        if self.project is not None:
            self.project.make_evaluator = None
            self.project.modules.clear()
            self.project.home = None
        self.evaluator = None
        self._contexts.clear()
        self.offline_found.clear()

    def owns(self, ctx: TracedContext | ModuleContext) -> bool:
        """The context belongs to this module (not to a module followed through an import)."""
        return ctx.module._index is self.index

    @staticmethod
    def module_of(ctx: TracedContext | ModuleContext) -> ModuleIndex:
        return ctx.module._index

    @staticmethod
    def index_of(view: ModuleView) -> ModuleIndex:
        """The index behind a view (a fix's target module: the engine locates its edits there)."""
        return view._index


def _imported_wrappers(index: ModuleIndex, project: Project) -> dict:
    """Qualified name -> ProjectWrapper for the decorators of this module that are other project
    modules' jit wrappers (`from utils import compiled` ... `@compiled`). Only decorators: the
    modules a call names are not read for this (most calls name no wrapper)."""
    heads: list[cst.BaseExpression] = []
    for info in index.functions.values():
        if isinstance(info.node, cst.FunctionDef):
            heads += [d.decorator.func if isinstance(d.decorator, cst.Call) else d.decorator for d in info.node.decorators]
    out = {}
    for head in heads:
        qual = index.resolver.qualname(head) if isinstance(head, (cst.Name, cst.Attribute)) else None
        if qual is None or qual in out or qual.startswith(LIBRARY_ROOTS) or facts.lookup(qual) is not None:
            continue
        found = project.wrapper(qual, project.filename)
        if found is not None:
            out[qual] = found
    return out


def project_for(filename: str, config_root, extra_jit: frozenset[str], scan_root=None,
                linted_together: frozenset[str] = frozenset()) -> Project:
    """The project a file on disk belongs to: calls into its other modules are followed, and,
    with a `scan_root`, transforms its other modules (not in `linted_together`) apply to this
    one's functions are found."""
    return Project(filename, project_roots(filename, config_root), extra_jit, scan_root=scan_root,
                   linted_together=absolute_paths(linted_together))


def clear_caches() -> None:
    """Forget per-module caches (the engine calls this between files). The results of one
    node alone are kept or dropped apart (`end_of_lint`)."""
    from jaxlint.analysis import classes, custom_rules, definitions, held

    classes.clear_cache()
    custom_rules.clear_cache()
    definitions.clear_cache()
    held.clear_cache()
    _DEF_USE.clear()


def end_of_lint(nodes_come_back: bool) -> None:
    """After a lint: keep the results of one node alone for the next lint when its caller may
    hand the same nodes again (the language server's incremental parse), else drop them."""
    if nodes_come_back:
        node_memo.rotate_all()
    else:
        node_memo.clear_all()


__all__ += ["ARRAY", "MAX_IMPORTERS", "NOT_ARRAY", "PARAMETER", "AnalysisOptions", "Project", "absolute_paths", "clear_caches", "end_of_lint", "node_memo", "parse_ahead", "project_for", "record_followed_as", "relinted", "remember",
            "remembered", "scope_info", "jax_versions"]
__all__ += ["CallSite", "EntryPointView"]
__all__ += ["FunctionDefUse", "block_stores", "exposed_reads", "expression_reads", "if_arms"]


def _registering_decorator(node: cst.CSTNode) -> bool:
    """`def register(fn): REGISTRY.append(fn); return fn`: one positional parameter, and every
    `return` hands that parameter back (at least one does)."""
    if not isinstance(node, cst.FunctionDef) or node.decorators:
        return False
    params = node.params
    if params.star_arg not in (None, cst.MaybeSentinel.DEFAULT) and isinstance(params.star_arg, cst.Param) \
            or params.star_kwarg is not None or params.kwonly_params or params.posonly_params \
            or len(params.params) != 1:
        return False
    param = params.params[0].name.value
    returns = [n for n in _own_statements(node) if isinstance(n, cst.Return)]
    return bool(returns) and all(isinstance(r.value, cst.Name) and r.value.value == param for r in returns)


def _own_statements(node: cst.FunctionDef):
    """The nodes of a function's body, nested defs and classes left out."""
    stack = list(node.body.children)
    while stack:
        current = stack.pop()
        yield current
        if not isinstance(current, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            stack.extend(current.children)


def _outer_names(func: cst.CSTNode) -> list[str]:
    """The names a function's body reads from the enclosing code (not its locals or parameters,
    nor attribute or keyword names), sorted."""
    local = scope_info(func).locals | set(scope_info(func).params)
    nodes = list(iter_tree(func.body))
    spelled = {id(n.attr) for n in nodes if isinstance(n, cst.Attribute)} | {
        id(n.keyword) for n in nodes if isinstance(n, cst.Arg) and n.keyword is not None}
    return sorted({n.value for n in nodes if isinstance(n, cst.Name) and id(n) not in spelled} - local)
