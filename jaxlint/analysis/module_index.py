"""One cheap walk over a module: imports, functions, module globals, and traced entry points.

The evaluator starts from the entry points found here (decorated functions, `jax.jit(f)`
calls, `lax.scan` bodies outside any traced function) and follows the rest itself.
"""

from __future__ import annotations

import bisect
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.kernels import builds_kernel
from jaxlint.analysis.inline_jit_calls import inline_jit_calls
from jaxlint.analysis.node_memo import node_memo
from jaxlint.analysis.imports import ImportTable, dotted_name
from jaxlint.analysis.transforms import (PARTIAL, TransformResolver, TransformSpec, body_arity, find_wrapper, literal,
                                         partial_wrapper)
from jaxlint.analysis.vectorized import VECTORIZE, plain_vectorize, vectorize_spec
from jaxlint.analysis.walk import iter_children, iter_scope, iter_tree, paired_targets


@dataclass(eq=False)
class FunctionInfo:
    node: cst.FunctionDef | cst.Lambda
    name: str
    parent: "FunctionInfo | None"  # enclosing function, for closures
    class_node: cst.ClassDef | None = None  # set for methods defined directly in a class body
    specs: list[TransformSpec] = field(default_factory=list)  # decorators, innermost first
    is_staticmethod: bool = False
    # a Pallas kernel body (`pl.pallas_call(kernel, ...)`, `@partial(plgpu.kernel, ...)`): its
    # parameters are array references, and a transform around the kernel traces its wrapper's arrays
    kernel: bool = False
    # a decorator of the module turned it into an object of a module class (`@qnode(dev)` making a
    # QNode): its name is that object, and decorators outside it apply to the object
    made_object: bool = False
    # defs directly inside, held weakly: each holds its `parent`, and the index holds them all
    # (`functions`), so a strong link back would make every index with a closure a reference
    # cycle, its whole tree freed only by a full garbage collection
    nested: "weakref.WeakValueDictionary[str, FunctionInfo]" = field(default_factory=weakref.WeakValueDictionary)
    # names two or more defs directly inside bind (`def body` for a while_loop, later `def body`
    # for a scan): `nested` keeps the last; which one a use reads depends on where it is
    redefined: set[str] = field(default_factory=set)
    # the decorators that are no transform applied before the transforms (`@jax.jit @qnode(dev) def f`),
    # innermost first: what the transforms trace is what they return (decorator_products.py); None
    # when such a decorator sits above a transform too (nothing below it is followed)
    inner_decorators: list[cst.BaseExpression] | None = field(default_factory=list)

    @property
    def is_method(self) -> bool:
        return self.class_node is not None and not self.is_staticmethod

    @property
    def is_classmethod(self) -> bool:
        """Decorated `@classmethod` (its first parameter is the class)."""
        return isinstance(self.node, cst.FunctionDef) and any(
            (dotted_name(d.decorator) or "").rpartition(".")[2] == "classmethod" for d in self.node.decorators)


@dataclass(eq=False)
class ForeignEntry:
    """A transform applied here to a function another project module defines
    (`jax.jit(model.loss_fn)`, `lax.scan(step_fn, ...)` with `from .steps import step_fn`)."""

    qualname: str  # as this module's imports spell it (relative imports keep their dots)
    specs: list[TransformSpec]
    bound_positional: int = 0
    bound_keywords: tuple[str, ...] = ()
    arity: int | None = None
    calls: "CallShapes" = None
    returned: bool = False  # the transform applies to what the named factory returns (`jax.jit(make_update(lr))`)
    bound_args: "BoundArgs" = ()  # see EntryPoint
    made_by: cst.Call | None = None  # with `returned`: the factory's call (`make_update(0.1)`), in this module
    element: int | None = None  # with `returned`: the position in the tuple it returns (`init, apply = make(3)`)


@dataclass(frozen=True)
class CallShape:
    """How one caller calls a transformed function: its positional arguments' kinds and its
    keyword arguments' kinds ("array", "number", "container" or None when the text does not say;
    module_index._argument_kind lists them all)."""

    positional: tuple[str | None, ...]
    keywords: tuple[tuple[str, str | None], ...]
    # the literal flags it passes (True, False or None), by keyword or by position among its positional arguments
    flags: tuple[tuple[str | int, object], ...] = ()


BoundArgs = tuple[tuple[str | int, cst.BaseExpression, "FunctionInfo | None"], ...]

# Every caller's shape; None when a caller cannot be seen or mapped (the jitted function escapes,
# `*args`). Defaulted parameters no caller passes keep their Python default.
CallShapes = tuple[CallShape, ...] | None


def passed_argument(call: cst.Call, node: cst.FunctionDef | cst.Lambda, parameter: str,
                    bound: int = 0) -> cst.BaseExpression | None:
    """What `call` (no `*args`/`**kwargs`) passes for `parameter` of the function `node`, by
    keyword or by position after the `bound` ones `partial` fixed; None where it passes nothing."""
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value == parameter:
            return arg.value
    params = node.params
    positional = [p.name.value for p in (*params.posonly_params, *params.params)][bound:]
    given = [arg.value for arg in call.args if arg.keyword is None]
    if parameter in positional and positional.index(parameter) < len(given):
        return given[positional.index(parameter)]
    return None


def argument_kinds(info: "FunctionInfo", calls: CallShapes, bound: int) -> dict[str, set[str | None]] | None:
    """Parameter -> the kinds of what its callers pass; None when the callers are unknown."""
    if calls is None:
        return None
    params = info.node.params
    positional = [p.name.value for p in list(params.posonly_params) + list(params.params)][bound:]
    out: dict[str, set[str | None]] = {}
    for call in calls:
        for name, kind in zip(positional, call.positional):
            out.setdefault(name, set()).add(kind)
        for name, kind in call.keywords:
            out.setdefault(name, set()).add(kind)
    return out


def argument_flags(info: "FunctionInfo", calls: CallShapes, bound: int) -> dict[str, object]:
    """Parameter -> the literal flag (True, False or None) every caller passes there, when they
    all pass one and the same (`jax.jit(f, static_argnames="check")(x, check=False)`)."""
    if not calls:
        return {}
    params = info.node.params
    positional = [p.name.value for p in list(params.posonly_params) + list(params.params)][bound:]
    seen: list[dict[str, object]] = []
    for call in calls:
        passed = {}
        for key, value in call.flags:
            name = key if isinstance(key, str) else positional[key] if key < len(positional) else None
            if name is not None:
                passed[name] = value
        seen.append(passed)
    first = seen[0]
    return {name: value for name, value in first.items()
            if all(name in other and other[name] is value for other in seen[1:])}


@dataclass(eq=False)
class EntryPoint:
    """A function traced by a transform applied outside any traced code."""

    function: FunctionInfo
    specs: list[TransformSpec]
    bound_positional: int = 0  # arguments fixed by functools.partial before the transform
    bound_keywords: tuple[str, ...] = ()  # keywords fixed by functools.partial
    arity: int | None = None  # arguments a lax primitive passes; later parameters keep defaults
    calls: "CallShapes" = None  # how its callers call it, when they can all be seen
    bound_flags: tuple[tuple[str, object], ...] = ()  # partial keywords given True, False or None
    receiver: cst.ClassDef | None = None  # a method `self` is bound to an instance of this subclass of its class
    # what functools.partial binds (`partial(mlp, tracker=tracker)`): (the keyword, or the position among
    # the function's positional parameters, self included; the argument; the function whose code spells it)
    bound_args: "BoundArgs" = ()
    # the call of a factory (outside traced code) that returned the function (`g = make_rv("normal")`,
    # `jax.jit(g)`): the literals it passes are what the function's closure holds
    made_by: cst.Call | None = None
    # `jax.jit(Spline)`: the function is the class's `__init__`, and `self` the instance the call builds
    constructs: bool = False


@dataclass
class ModuleIndex:
    imports: ImportTable
    resolver: TransformResolver
    functions: dict[int, FunctionInfo] = field(default_factory=dict)  # id(node) -> info
    module_functions: dict[str, FunctionInfo] = field(default_factory=dict)
    module_defs: dict[str, cst.FunctionDef] = field(default_factory=dict)  # the last module-level def of each name
    classes: dict[str, cst.ClassDef] = field(default_factory=dict)  # the last module-level class of each name
    # every module-level class statement of each name, in source order, and the source order of
    # module-level defs and classes: a notebook's later cell may redefine a class (class_in_force)
    class_statements: dict[str, list[cst.ClassDef]] = field(default_factory=dict)
    def_statements: dict[str, list[cst.FunctionDef]] = field(default_factory=dict)  # the same for defs
    top_order: dict[int, int] = field(default_factory=dict)
    class_methods: dict[int, dict[str, FunctionInfo]] = field(default_factory=dict)
    module_assignments: dict[str, list[cst.BaseExpression | None]] = field(default_factory=dict)
    reassigned_globals: set[str] = field(default_factory=set)  # rebound via `global` in a function
    # rebound by a function that is not a context manager (`@contextmanager`, `__enter__`/`__exit__`),
    # to something other than an empty container
    rebound_unscoped: set[str] = field(default_factory=set)
    mutated_globals: set[str] = field(default_factory=set)  # module containers changed in a function
    mutated_by: dict[str, set[int]] = field(default_factory=dict)  # such a global -> ids of the functions
    # the same, leaving out context managers (a scoped setting) and emptying (`.clear()`)
    mutated_unscoped: dict[str, set[int]] = field(default_factory=dict)
    # module containers a function that is not a context manager only empties: `TABLE = {}` under
    # `global TABLE`, `TABLE.clear()` (a reset of a table or counter, not a new setting)
    emptied: set[str] = field(default_factory=set)
    # module global bound to a placeholder -> the one function filling it, which this module runs
    # at most once (not in rebound_unscoped: whether other modules run it again is the project's question)
    initialisers: dict[str, str] = field(default_factory=dict)
    # module global -> attribute -> ids of the functions that store it (`cfg.lr = 0.1`)
    stored_attributes: dict[str, dict[str, set[int]]] = field(default_factory=dict)
    # module global -> attributes a context manager pushes onto and pops off (`G.stack.append(c)`
    # ... `G.stack.pop()`): a scope stack, read as the scope the code runs in
    scope_stacks: dict[str, set[str]] = field(default_factory=dict)
    entry_points: list[EntryPoint] = field(default_factory=list)
    foreign_entries: list[ForeignEntry] = field(default_factory=list)
    # lax bodies spelled `self.attr.method` (or `partial(self.attr.method, *bound)`) in a method, not
    # resolved here: (the method, attr, method name, positions bound, the body's spec, arity, operand
    # shapes); the evaluator reads what the constructions put in `attr` (Evaluator._attribute_bodies)
    attribute_bodies: list[tuple] = field(default_factory=list)
    # lax bodies spelled `p.method` with `p` a parameter of a module-level def, not resolved here:
    # (the def, p, method, the body's spec, arity, operand shapes); the evaluator reads the
    # callers' objects, in this module or the modules importing it (Evaluator._parameter_bodies)
    parameter_bodies: list[tuple] = field(default_factory=list)
    # (the def, its parameter, the transforms applied to it there): `jax.jit(log_density)` of a parameter
    parameter_entries: list[tuple] = field(default_factory=list)
    # (the def, its parameter, a classmethod of the class passed there, positions a partial binds,
    # the transforms, the arguments a body primitive passes): `jax.eval_shape(partial(model_cls.init, cfg), key)`
    parameter_method_entries: list[tuple] = field(default_factory=list)
    module: cst.Module | None = None
    last_top_import: cst.CSTNode | None = None  # where fixes add imports
    first_statement: cst.CSTNode | None = None
    docstring: cst.CSTNode | None = None
    deferred_calls: list[tuple[cst.Call, FunctionInfo | None]] = field(default_factory=list)
    # the name a call spells last (`f` of `f(x)`, `step` of `self.step(x)`) -> positions in deferred_calls
    calls_by_name: dict[str, list[int]] | None = None
    call_scopes: dict[int, "FunctionInfo | None"] | None = None  # id(call) -> the function making it (lazily)
    calls_in_loops: set[int] = field(default_factory=set)  # ids of calls inside for/while/comprehensions
    handed_on: set[str] | None = None  # names spelled other than as a callee or a module def's name (lazily)
    transformed_methods: frozenset[str] | None = None  # names of the classes' methods with specs (lazily)
    attribute_counts: dict[str, int] | None = None  # `.name` -> how often the module spells it (lazily)
    attribute_references: tuple | None = None  # (module, `.name` -> its AttributeReferences) (lazily)
    inline_jit_calls: tuple | None = None  # (module, name -> its `jax.jit(name, ...)(...)` calls) (lazily)
    method_spellings: list | None = None  # classes.construction_helpers' super()/self spellings (lazily)
    eager_calls: set[int] = field(default_factory=set)  # ids of calls inside `with jax.disable_jit():`
    rewritten: set[int] = field(default_factory=set)  # ids of defs a decorator rewrites before they run
    # ids of calls in a branch the module's imports rule out (`if "jax" in np.__name__:` with np numpy)
    dead_calls: set[int] = field(default_factory=set)
    dead_names: dict[str, int] = field(default_factory=dict)  # name -> how often such a branch spells it
    # module-level defs (undecorated) the module spells only in such branches: their bodies never run
    # from here (whether another module may call them is the project's question: only_dead_uses)
    dead_functions: dict[int, str] = field(default_factory=dict)  # id(def) -> its name
    in_dead_function: dict[int, str] = field(default_factory=dict)  # id(entry point) -> the dead def applying it
    called_immediately: set[int] = field(default_factory=set)  # ids of calls whose result is called: f(...)(...)
    call_guards: dict[int, tuple] = field(default_factory=dict)  # id(call) -> enclosing `if` tests
    recorded: list[tuple[cst.CSTNode, FunctionInfo | None]] = field(default_factory=list)  # for module rules
    bound_to: dict[int, list[str]] = field(default_factory=dict)  # id(call) -> names `x = call(...)` binds
    bound_to_attribute: set[int] = field(default_factory=set)  # ids of such calls bound to `self.g = call(...)`
    spellings: dict[str, int] | None = None  # how often each name or attribute is spelled in the module
    importable: bool = True  # False for a notebook's cells: no other module reads its globals
    outer_call: dict[int, cst.Call] = field(default_factory=dict)  # id(call) -> the call of its result: f(...)(...)
    record_types: frozenset[type] = frozenset()  # the node types `recorded` holds
    function_bound: set[str] = field(default_factory=set)  # every name some function binds (a superset)
    callers_of: dict[int, list] = field(default_factory=dict)  # id(def) -> callers_of_function's answer
    # qualified name -> (ClassDef, its module's index) for a class of another project module; bound by
    # the project (Project.bind_project_imports) so base classes of other modules can be read (classes.py)
    project_class: Callable[[str], tuple[cst.ClassDef, "ModuleIndex"] | None] | None = None

    def function_for(self, node: cst.CSTNode) -> FunctionInfo | None:
        return self.functions.get(id(node))

    def function_making(self, call: cst.Call) -> FunctionInfo | None:
        """The function whose body makes `call` (None: the module's top level, or unseen)."""
        if self.call_scopes is None:
            self.call_scopes = {id(c): func for c, func in self.deferred_calls}
        return self.call_scopes.get(id(call))


_COMPREHENSIONS = (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)
# The statements `_Indexer._note_bound` looks at (concrete LibCST classes have no subclasses).
_BINDING_STATEMENTS = frozenset({cst.FunctionDef, cst.ClassDef, cst.Assign, cst.AnnAssign, cst.AugAssign, cst.For,
                                 cst.With, cst.ExceptHandler, cst.ExceptStarHandler, cst.Import, cst.ImportFrom,
                                 cst.Match})


def _class_key(node: cst.FunctionDef) -> str:
    """The name a method is found under in its class: `@x.setter` and `@x.deleter` define no
    attribute of their own (reading `self.x` still calls the getter), so they keep a key of
    their own (`x.setter`) that no attribute read can reach."""
    name = node.name.value
    for decorator in node.decorators:
        expr = decorator.decorator
        if (isinstance(expr, cst.Attribute) and expr.attr.value in ("setter", "deleter")
                and isinstance(expr.value, cst.Name) and expr.value.value == name):
            return f"{name}.{expr.attr.value}"
    return name


_IMPORT_ERRORS = frozenset({"ImportError", "ModuleNotFoundError"})


def _imported_names(block) -> set[str]:
    """The names the import statements directly in a block bind."""
    out: set[str] = set()
    for stmt in getattr(block, "body", ()):
        for small in stmt.body if isinstance(stmt, cst.SimpleStatementLine) else (stmt,):
            if isinstance(small, (cst.Import, cst.ImportFrom)) and not isinstance(small.names, cst.ImportStar):
                for alias in small.names:
                    if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                        out.add(alias.asname.name.value)
                    else:
                        out.add((dotted_name(alias.name) or "").split(".", 1)[0])
    return out


def _handles_import_error(handler: cst.ExceptHandler) -> bool:
    types = [e.value for e in handler.type.elements] if isinstance(handler.type, cst.Tuple) else [handler.type]
    return any(t is not None and (dotted_name(t) or "").rsplit(".", 1)[-1] in _IMPORT_ERRORS for t in types)


class _Indexer:
    def __init__(self, index: ModuleIndex) -> None:
        self.index = index
        # `try: from m import f / except ImportError: f = None` at module level: where the import
        # ran, `f` is the import, so the handler's fallback binding is not one of f's assignments.
        self.fallbacks: set[str] = set()  # names the ImportError handler being walked may rebind
        self.try_imports: list[set[str]] = []  # the names each enclosing try's body imports

    def run(self, module: cst.Module) -> None:
        self.walk_block(module.body, None, None, module_level=True)

    # Statements -----------------------------------------------------------------------
    def walk_block(self, body, func: FunctionInfo | None, cls: cst.ClassDef | None,
                   module_level: bool = False) -> None:
        if module_level and func is None and cls is None and body is self.index.module.body:
            self._note_module_layout(body)
        for stmt in body:
            self.walk_statement(stmt, func, cls, module_level)

    def _note_module_layout(self, body) -> None:
        index = self.index
        for i, stmt in enumerate(body):
            if i == 0:
                index.first_statement = stmt
                if (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1
                        and isinstance(stmt.body[0], cst.Expr)
                        and isinstance(stmt.body[0].value, (cst.SimpleString, cst.ConcatenatedString))):
                    index.docstring = stmt
            if isinstance(stmt, cst.SimpleStatementLine) and any(
                    isinstance(s, (cst.Import, cst.ImportFrom)) for s in stmt.body):
                index.last_top_import = stmt

    def walk_statement(self, stmt, func, cls, module_level) -> None:
        index = self.index
        if type(stmt) in self.record:
            index.recorded.append((stmt, func))
        if func is not None:
            self._note_bound(stmt)
        if module_level and func is None and cls is None and isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            index.top_order[id(stmt)] = len(index.top_order)
        if isinstance(stmt, cst.FunctionDef):
            self.add_function(stmt, func, cls, module_level)
            return
        if isinstance(stmt, cst.ClassDef):
            if module_level:
                index.classes[stmt.name.value] = stmt
                index.class_statements.setdefault(stmt.name.value, []).append(stmt)
            index.class_methods.setdefault(id(stmt), {})
            body = stmt.body.body if isinstance(stmt.body, cst.IndentedBlock) else stmt.body.body
            for decorator in stmt.decorators:
                self.walk_expr(decorator.decorator, func)
            for base in (*stmt.bases, *stmt.keywords):  # evaluated when the class statement runs
                self.walk_expr(base, func)
            self.walk_block(body, func, stmt)
            return
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                self.walk_small(small, func, module_level)
            return
        if isinstance(stmt, cst.BaseSmallStatement):  # a one-line suite's (`try: import jax`), recorded above
            self.walk_small(stmt, func, module_level, recorded=True)
            return
        # Compound statements: walk their expressions and nested blocks.
        is_loop = isinstance(stmt, (cst.For, cst.While))
        guarded = isinstance(stmt, cst.If)
        eager = isinstance(stmt, cst.With) and self._eager_with(stmt)
        if guarded:
            self.guards.append(stmt.test)
        outer, tried = self.fallbacks, module_level and type(stmt) is cst.Try
        if tried:
            self.try_imports.append(_imported_names(stmt.body))
        elif module_level and type(stmt) is cst.ExceptHandler and self.try_imports and _handles_import_error(stmt):
            self.fallbacks = outer | self.try_imports[-1]
        self.eager_depth += eager
        try:
            self._walk_compound(stmt, func, module_level, is_loop)
        finally:
            self.eager_depth -= eager
            self.fallbacks = outer
            if tried:
                self.try_imports.pop()
            if guarded:
                self.guards.pop()

    eager_depth = 0

    def _eager_with(self, stmt: cst.With) -> bool:
        """`with jax.disable_jit():`: jit and lax control flow in its body run as Python."""
        for item in stmt.items:
            if isinstance(item.item, cst.Call):
                fact = facts.lookup(self.index.resolver.qualname(item.item.func))
                if fact is not None and fact.eager_context:
                    return True
        return False

    def _walk_compound(self, stmt, func, module_level, is_loop) -> None:
        decided = _decided_by_imports(self.index, stmt.test) if isinstance(stmt, cst.If) else None
        for child in iter_children(stmt):
            dead = decided is not None and (child is stmt.body) != decided
            self.dead_depth += dead and isinstance(child, (cst.BaseSuite, cst.Else, cst.If))
            try:
                self._walk_child(stmt, child, func, module_level, is_loop)
            finally:
                self.dead_depth -= dead and isinstance(child, (cst.BaseSuite, cst.Else, cst.If))

    dead_depth = 0

    def _walk_child(self, stmt, child, func, module_level, is_loop) -> None:
        if isinstance(child, (cst.IndentedBlock, cst.SimpleStatementSuite)):
            if is_loop and child is stmt.body:
                self.loop_depth += 1
                self.walk_block(child.body, func, None, module_level)
                self.loop_depth -= 1
            else:
                self.walk_block(child.body, func, None, module_level)
        elif isinstance(child, (cst.Else, cst.Finally, cst.ExceptHandler, cst.ExceptStarHandler,
                                cst.If, cst.MatchCase)):
            self.walk_statement(child, func, None, module_level)
        elif isinstance(child, cst.BaseStatement):
            self.walk_statement(child, func, None, module_level)
        elif isinstance(child, cst.CSTNode):
            self.walk_expr(child, func)

    def walk_small(self, small, func, module_level, recorded: bool = False) -> None:
        index = self.index
        if not recorded and type(small) in self.record:
            index.recorded.append((small, func))
        if func is not None:
            self._note_bound(small)
        if isinstance(small, cst.Import):
            index.imports.add_import(small, top_level=module_level)
            return
        if isinstance(small, cst.ImportFrom):
            index.imports.add_import_from(small, top_level=module_level)
            return
        if isinstance(small, cst.Assign):
            _note_bindings(index, small)
        if module_level:
            if isinstance(small, cst.Assign):
                for target in small.targets:
                    for name, value in _target_values(target.target, small.value):
                        if name in self.fallbacks:
                            continue  # `except ImportError: f = None`: the import is what runs
                        index.module_assignments.setdefault(name, []).append(value)
            elif isinstance(small, (cst.AnnAssign, cst.AugAssign)) and isinstance(small.target, cst.Name):
                index.module_assignments.setdefault(small.target.value, []).append(
                    getattr(small, "value", None))
        elif func is not None:
            if isinstance(small, cst.Global):
                for item in small.names:
                    index.reassigned_globals.add(item.name.value)
                    if not _scoped_setting(func):
                        self.pending_rebinds.append((item.name.value, func))
            elif isinstance(small, (cst.Assign, cst.AugAssign)):
                targets = small.targets if isinstance(small, cst.Assign) else [small]
                for t in targets:
                    target = t.target
                    if isinstance(target, cst.Subscript) and isinstance(target.value, cst.Name):
                        self.pending_mutations.append((target.value.value, func, None))  # CONFIG["lr"] =
                    elif isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name):
                        self.pending_attributes.append((target.value.value, target.attr.value, func))  # cfg.lr =
            elif isinstance(small, cst.Expr) and isinstance(small.value, cst.Call):
                callee = small.value.func
                if (isinstance(callee, cst.Attribute) and isinstance(callee.value, cst.Name)
                        and (facts.method(callee.attr.value) or facts.Fact("")).mutating):
                    self.pending_mutations.append((callee.value.value, func, callee.attr.value))
                elif (isinstance(callee, cst.Attribute) and callee.attr.value in ("append", "pop")
                      and isinstance(callee.value, cst.Attribute) and isinstance(callee.value.value, cst.Name)
                      and _scoped_setting(func)):
                    self.pending_pushes.append((callee.value.value.value, callee.value.attr.value, func,
                                                callee.attr.value))
        for child in iter_children(small):
            self.walk_expr(child, func)

    pending_mutations: list
    pending_attributes: list
    pending_rebinds: list

    def _note_bound(self, stmt) -> None:
        """Names a statement binds inside a function (for the module rules' cheap check that an
        import is not shadowed by a local)."""
        if type(stmt) not in _BINDING_STATEMENTS:  # most statements: one set test, no ABC isinstance
            return
        bound = self.index.function_bound
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            bound.add(stmt.name.value)
        elif isinstance(stmt, cst.Assign):
            for t in stmt.targets:
                bound.update(_target_names(t.target))
        elif isinstance(stmt, (cst.AnnAssign, cst.AugAssign, cst.For)):
            bound.update(_target_names(stmt.target))
        elif isinstance(stmt, (cst.With, cst.ExceptHandler, cst.ExceptStarHandler)):
            names = [item.asname for item in stmt.items] if isinstance(stmt, cst.With) else [stmt.name]
            for asname in names:
                if asname is not None:
                    bound.update(_target_names(asname.name))
        elif isinstance(stmt, (cst.Import, cst.ImportFrom)) and not isinstance(stmt.names, cst.ImportStar):
            for alias in stmt.names:
                name = alias.asname.name if alias.asname is not None else alias.name
                while isinstance(name, cst.Attribute):
                    name = name.value
                if isinstance(name, cst.Name):
                    bound.add(name.value)
        elif isinstance(stmt, cst.Match):
            for node in iter_tree(stmt):
                if isinstance(node, (cst.MatchAs, cst.MatchStar)) and node.name is not None:
                    bound.add(node.name.value)

    # Expressions ------------------------------------------------------------------------
    loop_depth = 0
    guards: list

    def walk_expr(self, node: cst.CSTNode, func: FunctionInfo | None) -> None:
        index = self.index
        stack = [(node, self.loop_depth > 0)]
        record = self.record
        while stack:
            current, in_loop = stack.pop()
            kind = type(current)
            if kind in record:
                index.recorded.append((current, func))
            if kind is cst.Call:
                index.deferred_calls.append((current, func))
                if self.guards:
                    index.call_guards[id(current)] = tuple(self.guards)
                if in_loop:
                    index.calls_in_loops.add(id(current))
                if self.eager_depth:
                    index.eager_calls.add(id(current))
                if self.dead_depth:
                    index.dead_calls.add(id(current))
                if type(current.func) is cst.Call:
                    index.called_immediately.add(id(current.func))
                    index.outer_call[id(current.func)] = current
            elif kind is cst.Name and self.dead_depth:
                index.dead_names[current.value] = index.dead_names.get(current.value, 0) + 1
            elif kind is cst.NamedExpr and func is not None:
                index.function_bound.update(_target_names(current.target))
            elif kind is cst.Lambda:
                for param in _all_params(current.params):
                    index.function_bound.add(param.name.value)
                info = FunctionInfo(node=current, name="<lambda>", parent=func)
                index.functions[id(current)] = info
                stack.append((current.body, in_loop))
                continue
            elif kind in _COMPREHENSIONS:
                stack.extend((child, True) for child in iter_children(current))
                continue
            stack.extend((child, in_loop) for child in iter_children(current))

    def add_function(self, node: cst.FunctionDef, func, cls, module_level) -> None:
        index = self.index
        info = FunctionInfo(node=node, name=node.name.value, parent=func, class_node=cls)
        resolver = index.resolver
        for decorator in reversed(node.decorators):
            expr = decorator.decorator
            qual = resolver.qualname(expr)
            if qual in ("staticmethod", "builtins.staticmethod") or (
                    isinstance(expr, cst.Name) and expr.value == "staticmethod"):
                info.is_staticmethod = True
                continue
            if rewrites_source(expr, resolver.qualname):
                index.rewritten.add(id(node))
            if not info.made_object and decorator_makes_object(index, expr):
                info.made_object = True  # what the outer decorators (a jit too) get is that object
            spec = resolver.spec_from_decorator(expr)
            if spec is not None and not info.kernel:
                info.specs.append(spec)
            elif spec is None and builds_kernel(expr, resolver.qualname):
                info.kernel = True
                info.specs.clear()
            elif spec is None and info.inner_decorators is not None:
                info.inner_decorators = None if info.specs else [*info.inner_decorators, expr]
            self.walk_expr(expr, func)
        index.functions[id(node)] = info
        if module_level:
            name = node.name.value
            if _same_dispatcher(index.module_defs.get(name), node, resolver):
                index.module_functions.pop(name, None)  # an overload: which def runs depends on the arguments
            else:
                index.module_functions[name] = info
            index.module_defs[name] = node
            index.def_statements.setdefault(name, []).append(node)
        if cls is not None:
            index.class_methods.setdefault(id(cls), {})[_class_key(node)] = info
        if func is not None and not info.made_object:
            if node.name.value in func.nested:
                func.redefined.add(node.name.value)
            func.nested[node.name.value] = info
        for param in _all_params(node.params):
            index.function_bound.add(param.name.value)
            if param.default is not None:
                self.walk_expr(param.default, func)
            if param.annotation is not None:  # evaluated when the def runs (unless postponed)
                self.walk_expr(param.annotation, func)
        if node.returns is not None:
            self.walk_expr(node.returns, func)
        body = node.body.body
        eager, self.eager_depth = self.eager_depth, 0  # the body runs when called, maybe outside the `with`
        try:
            self.walk_block(body, info, None)
        finally:
            self.eager_depth = eager


def _note_dead_functions(index: ModuleIndex, module: cst.Module) -> None:
    """The module-level defs, undecorated, whose name the module spells nowhere but in branches
    its imports rule out (`spence = jax.vmap(jaxspence)` under `if "jax" in np.__name__:` with np
    numpy) and in the def itself: nothing in the module runs them. Any other spelling (a call,
    an attribute `.name`, a string in `__all__`) keeps the def alive."""
    candidates = {name: info for name, info in index.module_functions.items()
                  if name in index.dead_names and isinstance(info.node, cst.FunctionDef) and not info.node.decorators}
    if not candidates:
        return
    spelled = dict.fromkeys(candidates, 0)
    for node in iter_tree(module):
        if type(node) is cst.Name and node.value in spelled:
            spelled[node.value] += 1
        elif type(node) is cst.SimpleString and node.value.strip("\"'") in spelled:
            spelled[node.value.strip("\"'")] += 2  # `__all__ = ["name"]`, `getattr(m, "name")`: alive
    for name, info in candidates.items():
        if spelled[name] == index.dead_names[name] + 1:
            index.dead_functions[id(info.node)] = name


def _all_params(params: cst.Parameters) -> list[cst.Param]:
    out = list(params.posonly_params) + list(params.params) + list(params.kwonly_params)
    if isinstance(params.star_arg, cst.Param):
        out.append(params.star_arg)
    if params.star_kwarg is not None:
        out.append(params.star_kwarg)
    return out


def _same_dispatcher(previous: cst.FunctionDef | None, node: cst.FunctionDef, resolver) -> bool:
    """A module-level def of a name a def before it also binds, both under the same outermost
    decorator that is no JAX transform (`@multimethod`, `@plum.dispatch`, `@overload` stubs):
    the decorator registers each def as one case of a dispatcher, so neither def alone is what
    a call of the name runs."""
    if previous is None or not previous.decorators or not node.decorators:
        return False
    first, last = previous.decorators[0].decorator, node.decorators[0].decorator
    if resolver.spec_from_decorator(last) is not None:
        return False
    text = dotted_name(last)
    return text is not None and text == dotted_name(first)


def _target_values(target: cst.BaseExpression,
                   value: cst.BaseExpression | None) -> list[tuple[str, cst.BaseExpression | None]]:
    """Each name an assignment binds, with the expression it gets (`walk.paired_targets`): `a, b =
    f(x), g(x)` gives `a` `f(x)`; a name unpacked from anything but a display of as many plain
    elements gets None (bound, to a value the text does not spell)."""
    return [(t.value, v) for t, v in paired_targets(target, value) if isinstance(t, cst.Name)]


def _target_names(target: cst.BaseExpression) -> list[str]:
    if isinstance(target, cst.Name):
        return [target.value]
    if isinstance(target, (cst.Tuple, cst.List)):
        names: list[str] = []
        for el in target.elements:
            names.extend(_target_names(el.value))
        return names
    if isinstance(target, cst.StarredElement):
        return _target_names(target.value)
    return []


def _note_wrappers(index: ModuleIndex, module: cst.Module) -> None:
    """The module-level defs that are jit wrappers (transforms.find_wrapper), by name. The
    imports are read first: the wrapper's body names its transform through them."""
    defs = [s for s in module.body if isinstance(s, cst.FunctionDef)]
    aliases = _partial_aliases(module)
    if not defs and not aliases:
        return
    imports = ImportTable()  # its own table: the walk binds the module's imports in order
    for stmt in module.body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Import):
                    imports.add_import(small)
                elif isinstance(small, cst.ImportFrom):
                    imports.add_import_from(small)
    resolver = TransformResolver(imports, index.resolver.extra_jit)
    for node in defs:
        found = find_wrapper(node, resolver)
        if found is not None:
            index.resolver.local_wrappers[node.name.value] = found
    for name, call in aliases.items():
        found = partial_wrapper(call, resolver)
        if found is not None and name not in index.resolver.local_wrappers:
            index.resolver.local_wrappers[name] = found


def _partial_aliases(module: cst.Module) -> dict[str, cst.Call]:
    """Module-level names bound once, and only, to a `partial(...)` call at the top level
    (`jitted = functools.partial(jax.jit, static_argnames=("n",))`), and bound nowhere else in the
    module's top-level statements (a def, a class, an import or another assignment of the name)."""
    found: dict[str, cst.Call] = {}
    seen: dict[str, int] = {}
    for stmt in module.body:
        names: list[str] = []
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            names.append(stmt.name.value)
        elif isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign):
                    for target in small.targets:
                        names += _target_names(target.target)
                    if (len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name)
                            and isinstance(small.value, cst.Call)):
                        found[small.targets[0].target.value] = small.value
                elif isinstance(small, (cst.AnnAssign, cst.AugAssign)):
                    names += _target_names(small.target)
                elif isinstance(small, (cst.Import, cst.ImportFrom)) and not isinstance(small.names, cst.ImportStar):
                    names += [(a.asname.name if a.asname else a.name).value if isinstance(
                        (a.asname.name if a.asname else a.name), cst.Name) else "" for a in small.names]
        else:
            return {}  # a compound statement may bind it too: read none
        for name in names:
            seen[name] = seen.get(name, 0) + 1
    return {name: call for name, call in found.items() if seen.get(name) == 1}


def build_index(module: cst.Module, extra_jit: frozenset[str] = frozenset(),
                record: frozenset[type] = frozenset(), wrappers: dict | None = None,
                notebook: bool = False) -> ModuleIndex:
    """`record`: node types to keep, with their enclosing function, for module rules;
    `wrappers`: qualified name -> ProjectWrapper of other project modules' jit wrappers;
    `notebook`: the module joins a notebook's cells, which nothing imports."""
    imports = ImportTable()
    index = ModuleIndex(imports=imports, resolver=TransformResolver(imports, extra_jit), module=module,
                        importable=not notebook)
    if wrappers:
        index.resolver.wrappers.update(wrappers)
    _note_wrappers(index, module)
    indexer = _Indexer(index)
    indexer.record = record
    index.record_types = record
    indexer.pending_mutations = []
    indexer.pending_attributes = []
    indexer.pending_rebinds = []
    indexer.pending_pushes = []
    indexer.guards = []
    indexer.run(module)
    imports.note_assignments(index.module_assignments)
    imports.note_definitions(module)
    module_names = set(index.module_assignments) | set(index.classes)
    for name, func, method in indexer.pending_mutations:
        if method is not None and name in index.classes and method in index.class_methods.get(
                id(index.classes[name]), {}):
            continue  # `Recorder.append(op)`: the class's own method, not a container's `append`
        if name in module_names and not _binds_locally(func, name):
            index.mutated_globals.add(name)
            index.mutated_by.setdefault(name, set()).add(id(func.node))
            if method == "clear":
                index.emptied.add(name)
            elif not _scoped_setting(func):
                index.mutated_unscoped.setdefault(name, set()).add(id(func.node))
    if index.dead_names:
        _note_dead_functions(index, module)
    main = _main_function(index)
    rebinders: dict[str, set[int]] = {}
    for name, func in indexer.pending_rebinds:
        rebinders.setdefault(name, set()).add(id(func.node))
    for name, func in indexer.pending_rebinds:
        if _only_empties(func, name):
            index.emptied.add(name)
        elif _lazy_import(func, name):
            continue  # `global api; from pkg import api as _api; api = _api`: the same module each time
        elif len(rebinders[name]) == 1 and _fills_placeholder_once(func, name, index):
            index.initialisers[name] = func.name  # `_table = None` filled by the one `load_tables()` run at most once
        elif not (func is main and _set_once_by(func, name, index)):
            index.rebound_unscoped.add(name)
    for name, attr, func in indexer.pending_attributes:
        if name in module_names and not _binds_locally(func, name):
            index.stored_attributes.setdefault(name, {}).setdefault(attr, set()).add(id(func.node))
    pushes: dict[tuple[str, str, int], set[str]] = {}
    for name, attr, func, method in indexer.pending_pushes:
        if name in module_names and not _binds_locally(func, name):
            pushes.setdefault((name, attr, id(func.node)), set()).add(method)
    for (name, attr, _), methods in pushes.items():
        if methods == {"append", "pop"}:  # one context manager both pushes and pops
            index.scope_stacks.setdefault(name, set()).add(attr)
    _bind_array_module_aliases(index)
    _find_entry_points(index)
    return index


_ARRAY_MODULES = frozenset({"numpy", "jax.numpy"})


def _bind_array_module_aliases(index: ModuleIndex) -> None:
    """`xp = jnp`, or `np = jnp if use_jax else onp` with `use_jax = True` at the top level: a
    module global bound once to an array module (the branch a module literal picks) names that
    module wherever the imports are asked, as `import jax.numpy as xp` would."""
    imports = index.imports
    for name, assigned in index.module_assignments.items():
        if len(assigned) != 1 or assigned[0] is None or name in index.reassigned_globals \
                or name in imports.aliases or name in index.module_functions or name in index.classes:
            continue
        target = _array_module_of(index, assigned[0], 0)
        if target is not None:
            imports.follow_reexport(name, target)


def _array_module_of(index: ModuleIndex, expr: cst.BaseExpression, depth: int) -> str | None:
    if isinstance(expr, cst.IfExp) and depth < 3:
        truth = _module_literal_truth(index, expr.test)
        if truth is None:
            return None
        return _array_module_of(index, expr.body if truth else expr.orelse, depth + 1)
    dotted = dotted_name(expr)
    if dotted is None:
        return None
    target = index.imports.resolve(dotted)
    return target if target in _ARRAY_MODULES else None


def _module_literal_truth(index: ModuleIndex, test: cst.BaseExpression) -> bool | None:
    """`use_jax` bound once at the top level to True or False (never rebound), or `not` it."""
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        inner = _module_literal_truth(index, test.expression)
        return None if inner is None else not inner
    if not isinstance(test, cst.Name) or test.value in index.reassigned_globals:
        return None
    assigned = index.module_assignments.get(test.value)
    if not assigned or len(assigned) != 1 or not isinstance(assigned[0], cst.Name):
        return None
    return {"True": True, "False": False}.get(assigned[0].value)


_EMPTY_CALLS = frozenset({"dict", "list", "set"})


def _main_function(index: ModuleIndex) -> FunctionInfo | None:
    """The module function the `if __name__ == "__main__":` block runs (`main()`, or handed
    to a runner: `app.run(main)`), when it is one and nothing else in the module calls it: it
    runs once per process."""
    module = index.module
    if module is None:
        return None
    names = []
    for stmt in module.body:
        if not (isinstance(stmt, cst.If) and _tests_main(stmt.test)):
            continue
        for node in iter_tree(stmt.body):
            if isinstance(node, (cst.For, cst.While, cst.FunctionDef, cst.Lambda)):
                return None  # `for cfg in configs: main(cfg)`: it may run more than once
            if isinstance(node, cst.Call):
                for expr in [node.func] + [a.value for a in node.args]:
                    if isinstance(expr, cst.Name) and expr.value in index.module_functions:
                        names.append(expr.value)
    if len(names) != 1:
        return None
    name = names.pop()
    calls = [c for c in _calls_named(index, {name}) if isinstance(c.func, cst.Name)]
    return index.module_functions[name] if len(calls) <= 1 else None


def _tests_main(test: cst.BaseExpression) -> bool:
    """`__name__ == "__main__"` (either way round)."""
    if not (isinstance(test, cst.Comparison) and len(test.comparisons) == 1
            and isinstance(test.comparisons[0].operator, cst.Equal)):
        return False
    sides = {type(test.left): test.left, type(test.comparisons[0].comparator): test.comparisons[0].comparator}
    name, text = sides.get(cst.Name), sides.get(cst.SimpleString)
    return name is not None and name.value == "__name__" and text is not None and text.evaluated_value == "__main__"


def _set_once_by(func: FunctionInfo, name: str, index: ModuleIndex) -> bool:
    """`func` binds the global `name` once, by a statement of its own body (no loop or branch
    around it), and the module gives it no value (`optimize: Callable` alone): code traced before
    that binding fails on the missing name, code traced after it reads the one value it ever has."""
    if not isinstance(func.node, cst.FunctionDef) or any(v is not None for v in index.module_assignments.get(name, ())):
        return False
    if name in index.module_functions or name in index.classes or name in index.imports.aliases:
        return False
    top = 0
    for stmt in func.node.body.body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign) and any(name in _target_names(t.target) for t in small.targets):
                    top += 1
    from jaxlint.analysis.flow import flow_of

    return top == 1 and len(flow_of(func.node).assigned_values(name)) == 1


def _fills_placeholder_once(func: FunctionInfo, name: str, index: ModuleIndex) -> bool:
    """`func`, the one function rebinding the global `name`, initialises it: the module binds
    `name` only to a placeholder (`None`, an empty container or array: `_table = np.empty(0)`),
    and calls `func` at most once, outside any loop, from the module's top level or from a
    function itself called at most once so. A trace taken before the call would read the
    placeholder; one taken after reads the one value the program gives it. A second call, a call
    in a loop, or a module value other than a placeholder stays a reassignment. Callers in other
    modules are counted by outside_changes.py, where the project is known."""
    assigned = index.module_assignments.get(name)
    if not assigned or not all(_placeholder(value) for value in assigned):
        return False
    if name in index.module_functions or name in index.classes:
        return False
    return _runs_at_most_once(func, index, depth=0)


def _runs_at_most_once(func: FunctionInfo, index: ModuleIndex, depth: int) -> bool:
    if depth > 3 or not isinstance(func.node, cst.FunctionDef) or func.parent is not None or func.class_node:
        return False
    if index.module_functions.get(func.name) is not func or not only_called(index, func.name):
        return False  # also handed on (`callbacks.append(init)`): run who knows how often
    calls = [(call, scope) for call, scope in index.deferred_calls
             if isinstance(call.func, cst.Name) and call.func.value == func.name]
    if len(calls) > 1:
        return False
    if not calls:
        return True
    call, scope = calls[0]
    if id(call) in index.calls_in_loops:
        return False
    return scope is None or _runs_at_most_once(scope, index, depth + 1)


_PLACEHOLDER_ARRAYS = frozenset({"empty", "zeros", "array", "asarray"})


def _placeholder(value: cst.BaseExpression | None) -> bool:
    """`None`, `{}`/`[]`/`()`/`dict()`, or an array of no elements (`np.empty(0)`, `np.array([])`)."""
    if value is None:
        return False  # bound by a statement the index does not spell (a loop, an import)
    if isinstance(value, cst.Name) and value.value == "None":
        return True
    if isinstance(value, cst.Tuple) and not value.elements:
        return True
    if _empty_container(value):
        return True
    if isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and len(value.args) >= 1:
        if value.func.attr.value not in _PLACEHOLDER_ARRAYS:
            return False
        first = value.args[0].value
        return ((isinstance(first, cst.Integer) and first.value == "0")
                or (isinstance(first, (cst.List, cst.Tuple)) and not first.elements))
    return False


def _only_empties(func: FunctionInfo, name: str) -> bool:
    """Every binding of the global `name` in `func` is an empty container (`name = {}`,
    `name = []`, `name = set()`)."""
    from jaxlint.analysis.flow import flow_of

    if not isinstance(func.node, cst.FunctionDef):
        return False
    values = flow_of(func.node).assigned_values(name)
    return bool(values) and all(_empty_container(value) for value in values)


def _lazy_import(func: FunctionInfo, name: str) -> bool:
    """`func` binds the global `name` only to modules it imports itself (`from pkg import api as
    _api` then `api = _api`, or `import pkg.api as api`): a loader filling a placeholder, after
    which the global holds the same module whenever it runs. A trace reading it bakes in nothing
    that a later call of the loader changes."""
    from jaxlint.analysis.flow import flow_of

    if not isinstance(func.node, cst.FunctionDef):
        return False
    imported: set[str] = set()
    for node in iter_tree(func.node.body):
        if isinstance(node, cst.Import):
            imported.update(dotted_name(a.asname.name) if a.asname else dotted_name(a.name).split(".")[0]
                            for a in node.names)
        elif isinstance(node, cst.ImportFrom) and not isinstance(node.names, cst.ImportStar):
            imported.update(dotted_name(a.asname.name if a.asname else a.name) for a in node.names)
    imported.discard(None)
    values = [v for v in flow_of(func.node).assigned_values(name)]
    if name in imported:
        values = [v for v in values if v is not None]  # the import's own binding of `name`
        return all(isinstance(v, cst.Name) and v.value in imported for v in values)
    return bool(values) and all(isinstance(v, cst.Name) and v.value in imported for v in values)


def _empty_container(value: cst.BaseExpression | None) -> bool:
    if isinstance(value, (cst.Dict, cst.List)):
        return not value.elements
    return (isinstance(value, cst.Call) and not value.args and isinstance(value.func, cst.Name)
            and value.func.value in _EMPTY_CALLS)


def _binds_locally(func: FunctionInfo, name: str) -> bool:
    from jaxlint.analysis.scopes import local_names

    return name in local_names(func.node)


def rewrites_source(decorator: cst.BaseExpression, qualname) -> bool:
    """`@qjit(autograph=True)`: a decorator the facts say rewrites the function's source, called
    with its switch on (literally True)."""
    if not isinstance(decorator, cst.Call):
        return False
    known = facts.lookup(qualname(decorator.func) or "")
    switch = known.rewrites_source if known is not None else None
    return switch is not None and any(a.keyword is not None and a.keyword.value == switch and isinstance(a.value, cst.Name)
                                      and a.value.value == "True" for a in decorator.args)


def _decided_by_imports(index: ModuleIndex, test: cst.BaseExpression) -> bool | None:
    """A test on the name of a module the imports bind, which they decide (dual-backend code):
    `"jax" in np.__name__` (`not in`, `==`, `!=` and `not` alike) with `np` bound to numpy."""
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        inner = _decided_by_imports(index, test.expression)
        return None if inner is None else not inner
    if not isinstance(test, cst.Comparison) or len(test.comparisons) != 1:
        return None
    target = test.comparisons[0]
    sides = [_module_name_text(index, e) for e in (test.left, target.comparator)]
    if None in sides:
        return None
    left, right = sides
    op = type(target.operator)
    if op in (cst.In, cst.NotIn):
        return (left in right) == (op is cst.In)
    if op in (cst.Equal, cst.NotEqual):
        return (left == right) == (op is cst.Equal)
    return None


def _module_name_text(index: ModuleIndex, expr: cst.BaseExpression) -> str | None:
    """The text a string literal, or `<module>.__name__` of an imported module, holds."""
    if isinstance(expr, cst.SimpleString):
        value = expr.evaluated_value
        return value if isinstance(value, str) else None
    if isinstance(expr, cst.Attribute) and expr.attr.value == "__name__" and isinstance(expr.value, (cst.Name, cst.Attribute)):
        head = expr.value
        while isinstance(head, cst.Attribute):
            head = head.value
        if head.value in index.module_assignments or head.value in index.imports.rebound:
            return None
        dotted = dotted_name(expr.value)
        module = index.imports.spelled(dotted) if dotted else None
        return module if module is not None and module.split(".")[0] in _MODULE_ROOTS else None
    return None


_MODULE_ROOTS = frozenset({"numpy", "jax", "cupy", "torch", "tensorflow", "scipy", "math"})


def _find_entry_points(index: ModuleIndex) -> None:
    for call, func in index.deferred_calls:
        if builds_kernel(call.func, index.resolver.qualname) and call.args and call.args[0].keyword is None:
            found = resolve_function_expr(index, call.args[0].value, func, foreign=False)
            if found is not None and found.info is not None:
                found.info.kernel = True
    shadowed = _shadowed_before_read(index)
    for info in index.functions.values():
        if not info.kernel and any(spec.makes_entry for spec in info.specs) and id(info.node) not in shadowed:
            local = info.parent if not info.is_method else None  # a nested def: its callers are its scope's
            calls = _shapes(index, _calls_named(index, {info.name}, local))
            if calls is not None and info.is_method:  # `obj.m(x)`: self is not among the arguments
                calls = tuple(CallShape((None,) + c.positional, c.keywords) for c in calls)
            index.entry_points.append(EntryPoint(info, list(info.specs), calls=calls))
            _note_dead_entries(index, info.parent, len(index.entry_points) - 1)
    _vectorized_entries(index)
    resolver = index.resolver
    for call, func in index.deferred_calls:
        first = len(index.entry_points)
        try:
            _entries_of_call(index, resolver, call, func)
        finally:
            _note_dead_entries(index, func, first)


def _shadowed_before_read(index: ModuleIndex) -> set[int]:
    """The module-level defs under JAX transforms only (`@jax.jit def f`) whose name a later
    top-level statement binds again before any statement between reads it: the transformed
    function is dropped unread, so nothing traces it (a notebook's "wrong, then right" pair of
    `@jit def f`, the first call commented out; tests/data/unseen26_triage.md)."""
    body = list(index.module.body)
    candidates = [(position, statement) for position, statement in enumerate(body)
                  if isinstance(statement, cst.FunctionDef) and statement.decorators and all(
                      index.resolver.spec_from_decorator(d.decorator) is not None for d in statement.decorators)]
    if not candidates:
        return set()
    later = _LaterUses(body, {statement.name.value for _, statement in candidates})
    return {id(statement) for position, statement in candidates if later.rebound_before_read(position,
                                                                                          statement.name.value)}


class _LaterUses:
    """Which top-level statements read or rebind each watched name, indexed lazily in order:
    one walk of each statement at most (asking every def about every later statement was
    quadratic: 12 s for a 10,000-line module of unread `@jit def`s)."""

    def __init__(self, body: list[cst.CSTNode], names: set[str]) -> None:
        self.body, self.names = body, names
        self.reads: dict[str, list[int]] = {}  # name -> ascending positions of statements reading it
        self.binds: dict[str, list[int]] = {}  # name -> ... rebinding it unconditionally
        self.scanned = 0  # statements before this position that matter are indexed

    def rebound_before_read(self, position: int, name: str) -> bool:
        """Whether a statement after `position` rebinds `name` before any (or the same) reads it."""
        self.scanned = max(self.scanned, position + 1)  # callers ask in ascending positions
        while True:
            read, bound = _after(self.reads.get(name), position), _after(self.binds.get(name), position)
            if read is not None or bound is not None:  # all before `scanned` is indexed: the first event
                return bound is not None and (read is None or bound < read)
            if self.scanned >= len(self.body):
                return False
            self._index(self.scanned)
            self.scanned += 1

    def _index(self, position: int) -> None:
        later, names = self.body[position], self.names
        read = _STATEMENT_READS.get(later, _names_read) & names
        for name in read:
            self.reads.setdefault(name, []).append(position)
        for name in names & _bound_names(later):
            self.binds.setdefault(name, []).append(position)


def _names_read(statement: cst.CSTNode) -> frozenset[str]:
    """Every name a top-level statement spells, but the one it binds (`def name`, `name = ...`)."""
    stores = {id(statement.name)} if isinstance(statement, (cst.FunctionDef, cst.ClassDef)) else {
        id(t.target) for small in (statement.body if isinstance(statement, cst.SimpleStatementLine) else ())
        if isinstance(small, cst.Assign) for t in small.targets}
    return frozenset(node.value for node in iter_tree(statement) if type(node) is cst.Name and id(node) not in stores)


# statement -> _names_read: the editor's next lint hands back the statements an edit left alone
_STATEMENT_READS = node_memo()


def _after(positions: list[int] | None, position: int) -> int | None:
    """The first of `positions` (ascending) after `position`."""
    if not positions:
        return None
    at = bisect.bisect_right(positions, position)
    return positions[at] if at < len(positions) else None


def _bound_names(statement: cst.CSTNode) -> set[str]:
    """The names a top-level statement rebinds every time it runs: `def name`, `class name`, `name = ...`."""
    if isinstance(statement, (cst.FunctionDef, cst.ClassDef)):
        return {statement.name.value}
    if isinstance(statement, cst.SimpleStatementLine):
        return {t.target.value for small in statement.body if isinstance(small, cst.Assign)
                for t in small.targets if isinstance(t.target, cst.Name)}
    return set()


def _calls_with_scopes(index: ModuleIndex, calls: list[cst.Call] | None) -> list[tuple[cst.Call, FunctionInfo | None]]:
    return [(call, index.function_making(call)) for call in calls or ()]


def _vectorized(index: ModuleIndex, node, calls, at: cst.CSTNode) -> tuple[TransformSpec, tuple[CallShape, ...]] | None:
    """vectorized.vectorize_spec, its calls' argument counts made CallShapes (all arrays)."""
    made = vectorize_spec(index, node, calls, at, the_binding)
    return (made[0], tuple(CallShape(("array",) * n, ()) for n in made[1])) if made is not None else None


def _vectorized_entries(index: ModuleIndex) -> None:
    """`@jnp.vectorize def f(...)` at module level: an entry mapping the parameters its calls hand
    arrays with a dimension (vectorized.py)."""
    for info in list(index.module_functions.values()):
        node = info.node
        if not isinstance(node, cst.FunctionDef) or len(info.specs) != 1 or info.specs[0].name != VECTORIZE \
                or node.name.value in index.module_assignments:
            continue
        decorator = next((d.decorator for d in node.decorators
                          if plain_vectorize(index.resolver.qualname, d.decorator)), None)
        if decorator is None:
            continue
        calls = [(call, func) for call, func in index.deferred_calls
                 if type(call.func) is cst.Name and call.func.value == node.name.value]
        found = _vectorized(index, node, calls, decorator)
        if found is not None:
            index.entry_points.append(EntryPoint(info, [found[0]], calls=found[1]))


def _vectorized_call(index: ModuleIndex, call: cst.Call, target: cst.BaseExpression,
                     func: FunctionInfo | None) -> None:
    """`jnp.vectorize(f)` (no options): an entry for `f` mapping what the result's calls hand
    arrays with a dimension."""
    found = resolve_function_expr(index, target, func, foreign=True)
    if found is None or found.specs or found.bound or found.bound_keywords or found.returned \
            or (found.info is None and found.qualname is None):
        return
    node = found.info.node if found.info is not None else None
    made = _vectorized(index, node, _calls_with_scopes(index, callers_of_result(index, call)), call)
    if made is not None:
        _add_entry(index, found, [made[0]], shapes=made[1])


def _note_dead_entries(index: ModuleIndex, func: FunctionInfo | None, first: int) -> None:
    """The entry points from `first` on were made inside `func`: inside a def the module only
    spells in dead branches (dead_functions), they are noted with its name."""
    if not index.dead_functions or func is None or first >= len(index.entry_points):
        return
    while func.parent is not None:
        func = func.parent
    name = index.dead_functions.get(id(func.node))
    if name is not None:
        for entry in index.entry_points[first:]:
            index.in_dead_function[id(entry)] = name


def _entries_of_call(index: ModuleIndex, resolver, call: cst.Call, func: FunctionInfo | None) -> None:
    """The entry points one call makes (a transform applied to a function, a lax primitive's bodies)."""
    if id(call) in index.eager_calls and _runs_eagerly(resolver.qualname(call.func)):
        return  # `with jax.disable_jit(): lax.scan(body, ...)` calls body on values
    if id(call) in index.dead_calls:
        return  # in a branch the module's imports rule out: never applied
    wrapped = resolver.spec_from_call(call)
    if wrapped is not None:
        spec, target = wrapped
        if spec.name == VECTORIZE and len(call.args) == 1 and call.args[0].keyword is None and not call.args[0].star:
            _vectorized_call(index, call, target, func)  # `wrap = jnp.vectorize(wrap_angle)`
            return
        if spec.kind == "pass" or (spec.kind == "grad" and not spec.concrete_tracers):  # grad alone: an entry
            return
        if _result_never_read(index, call):
            return  # `self._jitted = jax.jit(self.step)` that nothing reads: never applied
        found = resolve_function_expr(index, target, func, foreign=True) or _constructor_of(index, target, func)
        if found is not None:
            _add_entry(index, found, found.specs + [spec], call=call)
        else:
            handed = _transformed_parameter(resolver, target, func)
            if handed is not None:  # `self._grad = jax.jit(jax.value_and_grad(log_density))`, a parameter
                name, inner = handed
                index.parameter_entries.append((func, name, inner + [spec]))
            method = _parameter_classmethod(resolver, target, func)
            if method is not None:  # `jax.eval_shape(partial(model_cls.init, config), key)`
                index.parameter_method_entries.append((func, *method, [spec], None))
        return
    body = resolver.body_call(call)
    if body is not None:
        label, funcs = body
        qual = resolver.qualname(call.func)
        arity = body_arity(qual, call)
        operands = _operand_shape(index, facts.lookup(qual), call, func)
        fact = facts.lookup(qual)
        for expr in funcs:
            found = resolve_function_expr(index, expr, func, foreign=True)
            spec = TransformSpec(name=label, kind="jit", node=call)
            if fact is not None and fact.concrete_tracers:  # `jax.vjp(f, x)`: f differentiated at x
                spec = TransformSpec(name=qual, kind=facts.GRAD, node=call, argnums=tuple(range(arity or 0)))
            if found is not None:
                _add_entry(index, found, found.specs + [spec], arity, shapes=operands)
            elif _parameter_attribute(expr, func):  # `lax.while_loop(tol.keep_going, ...)`, `tol` a parameter
                index.parameter_bodies.append((func, expr.value.value, expr.attr.value, spec, arity, operands))
            elif fact is not None and not fact.concrete_tracers:
                held = _self_attribute_method(index, expr, func)  # `lax.scan(partial(self.cell.step, p), ...)`
                if held is not None:
                    index.attribute_bodies.append((func, *held, spec, arity, operands))
                method = _parameter_classmethod(resolver, expr, func) if held is None else None
                if method is not None:  # `jax.eval_shape(partial(model_cls.init, config), key)`
                    index.parameter_method_entries.append((func, *method, [spec], arity))


def _parameter_classmethod(resolver, target: cst.BaseExpression,
                           func: FunctionInfo | None) -> tuple[str, str, int] | None:
    """(the parameter, the method, the positional arguments a partial binds) for a transform's
    target `P.method` or `functools.partial(P.method, a, b)`, `P` a parameter of the def making
    the call that it never rebinds (not `self`): the callers pass a class for it, whose
    classmethod the transform traces (Evaluator._parameter_entries reads which)."""
    from jaxlint.analysis.scopes import assigned_names, scope_info

    bound = 0
    if isinstance(target, cst.Call) and resolver.qualname(target.func) in PARTIAL and target.args:
        if any(a.star or a.keyword is not None for a in target.args):
            return None
        bound, target = len(target.args) - 1, target.args[0].value
    if not (isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name)) or func is None \
            or not isinstance(func.node, cst.FunctionDef) or func.parent is not None:
        return None
    name = target.value.value
    positional = [p.name.value for p in (*func.node.params.posonly_params, *func.node.params.params)]
    if name not in scope_info(func.node).params or name in assigned_names(func.node) \
            or (func.is_method and positional and positional[0] == name):
        return None
    return name, target.attr.value, bound


def _transformed_parameter(resolver, target: cst.BaseExpression,
                           func: FunctionInfo | None) -> tuple[str, list[TransformSpec]] | None:
    """(the parameter, the transforms applied inside, innermost first) when a transform's target
    is a parameter of the def making the call, never rebound there, possibly under further
    transforms: `jax.jit(jax.value_and_grad(log_density))` in `Sampler.__init__(self, log_density)`."""
    from jaxlint.analysis.scopes import assigned_names, scope_info

    inner: list[TransformSpec] = []
    while isinstance(target, cst.Call):
        wrapped = resolver.spec_from_call(target)
        if wrapped is None:
            return None
        spec, target = wrapped
        inner.insert(0, spec)
    if not isinstance(target, cst.Name) or func is None or not isinstance(func.node, cst.FunctionDef) \
            or func.parent is not None:
        return None
    params = scope_info(func.node).params
    positional = [p.name.value for p in (*func.node.params.posonly_params, *func.node.params.params)]
    if target.value not in params or target.value in assigned_names(func.node) \
            or (func.is_method and positional and positional[0] == target.value):
        return None
    return target.value, inner


def _self_attribute_method(index: ModuleIndex, expr: cst.BaseExpression,
                           func: FunctionInfo | None) -> tuple[str, str, int] | None:
    """(attr, method, positions bound) for `self.attr.method`, or `functools.partial(self.attr.method,
    *bound)` with plain positional arguments, in a method of a class (`self` its first parameter,
    never rebound there)."""
    from jaxlint.analysis.scopes import assigned_names

    bound = 0
    if isinstance(expr, cst.Call) and index.resolver.qualname(expr.func) == "functools.partial":
        if not expr.args or any(a.star or a.keyword is not None for a in expr.args):
            return None
        bound, expr = len(expr.args) - 1, expr.args[0].value
    if func is None or not func.is_method or func.class_node is None or not isinstance(func.node, cst.FunctionDef) \
            or not func.node.params.params:
        return None
    me = func.node.params.params[0].name.value
    if not (isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Attribute)
            and isinstance(expr.value.value, cst.Name) and expr.value.value.value == me) \
            or me in assigned_names(func.node):
        return None
    return expr.value.attr.value, expr.attr.value, bound


def _parameter_attribute(expr: cst.BaseExpression, func: FunctionInfo | None) -> bool:
    """`tol.keep_going` in a module-level def (no method, no nested def) whose parameter `tol` is."""
    from jaxlint.analysis.scopes import scope_info

    return isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name) and func is not None \
        and func.parent is None and not func.is_method and isinstance(func.node, cst.FunctionDef) \
        and expr.value.value in scope_info(func.node).params


def _constructor_of(index: ModuleIndex, target: cst.BaseExpression, scope: FunctionInfo | None) -> Resolved | None:
    """`jax.jit(Spline)(x, y)`: a class of the module handed to a transform is called with the
    traced arguments, so its own `__init__` runs on them, `self` bound (an equinox Module, whose
    instance is a pytree the transform can return, is the common case)."""
    if (not isinstance(target, cst.Name) or target.value not in index.classes
            or target.value in index.module_assignments):
        return None
    if lookup_function(index, target.value, scope) is not None:
        return None
    while scope is not None:  # a local name of a function in between is not the class
        if target.value in scope.nested or _binds_locally(scope, target.value):
            return None
        scope = scope.parent
    init = method_named(index, f"{target.value}.__init__")
    return Resolved(init, list(init.specs), 1, constructs=True) if init is not None else None


def runs_eagerly_when_disabled(label: str) -> bool:
    """A transform, by its label ("jax.jit", "lax.scan"), that calls its function on values
    under `jax.disable_jit()`."""
    return _runs_eagerly(label) or _runs_eagerly("jax." + label)


def _runs_eagerly(qual: str | None) -> bool:
    fact = facts.lookup(qual)
    if fact is not None and fact.canonical:
        fact = facts.lookup(fact.canonical)
    return fact is not None and fact.eager_when_disabled


def _operand_shape(index: ModuleIndex, fact: "facts.Fact | None", call: cst.Call,
                   scope: "FunctionInfo | None" = None) -> CallShapes:
    """The kinds of what a lax primitive hands its bodies, from its own arguments' text (names
    read where the call is: in `scope`, or at module level)."""
    tokens = fact.body_operands if fact is not None else None
    positional = [a.value for a in call.args if a.keyword is None]
    if not tokens or any(a.star for a in call.args):
        return None
    kinds: list[str | None] = []
    for token in tokens:
        kind, _, where = token.partition(":")
        if kind == "index":
            kinds.append("array")
        elif kind == "rest":
            kinds.extend(_argument_kind(index, e, 0, scope) for e in positional[int(where):])
        else:
            k = int(where)
            kinds.append(_argument_kind(index, positional[k], 0, scope) if k < len(positional) else None)
    return (CallShape(tuple(kinds), ()),)


def _add_entry(index: ModuleIndex, found: "Resolved", specs: list[TransformSpec], arity: int | None = None,
               call: cst.Call | None = None, shapes: CallShapes = None) -> None:
    """`call`: the transform call (`jax.jit(f)`): its result's callers decide which defaulted
    parameters are passed and what they are; `shapes`: that, known otherwise (lax bodies)."""
    calls = _shapes(index, callers_of_result(index, call)) if call is not None else shapes
    if found.info is not None:
        index.entry_points.append(EntryPoint(found.info, specs, found.bound, found.bound_keywords, arity, calls,
                                             found.bound_flags, found.receiver, found.bound_args, found.made_by,
                                             found.constructs))
    else:
        index.foreign_entries.append(ForeignEntry(found.qualname, specs, found.bound, found.bound_keywords, arity,
                                                  calls, returned=found.returned, bound_args=found.bound_args,
                                                  made_by=found.made_by, element=found.element))


def _note_bindings(index: ModuleIndex, assign: cst.Assign) -> None:
    """`g = jax.jit(f)` and `g, h = jax.jit(f), jax.jit(k)`: which names hold which call's result."""
    value = assign.value
    for t in assign.targets:
        target = t.target
        if isinstance(value, cst.Call) and _attribute_or_name(target):
            index.bound_to.setdefault(id(value), []).append(_attribute_or_name(target))
            if isinstance(target, cst.Attribute):
                index.bound_to_attribute.add(id(value))
        elif isinstance(value, cst.Tuple) and isinstance(target, (cst.Tuple, cst.List)) and len(
                value.elements) == len(target.elements):
            for el, tgt in zip(value.elements, target.elements):
                if isinstance(el.value, cst.Call) and _attribute_or_name(tgt.value):
                    index.bound_to.setdefault(id(el.value), []).append(_attribute_or_name(tgt.value))
                    if isinstance(tgt.value, cst.Attribute):
                        index.bound_to_attribute.add(id(el.value))


def _result_never_read(index: ModuleIndex, call: cst.Call) -> bool:
    """The transform's result is bound to a private attribute (`self._compiled = jax.jit(self.f)`)
    or to a name inside a function, and that name is spelled nowhere else in the module: nothing
    calls the transformed function, so it never traces (tests/data/unseen20_triage.md class Q)."""
    if id(call) in index.outer_call:
        return False
    names = index.bound_to.get(id(call))
    if not names or len(names) != 1:
        return False
    name = names[0]
    if id(call) in index.bound_to_attribute:
        if not name.startswith("_") or name.startswith("__"):
            return False  # a public attribute: other modules may call it
    elif index.function_making(call) is None and index.importable:
        return False  # a module global: another module may import it (a notebook's, none)
    if index.spellings is None:
        counts: dict[str, int] = {}
        for node in iter_tree(index.module):
            spelled = node.value if type(node) is cst.Name else None  # an attribute's `attr` is a Name too
            if spelled is not None:
                counts[spelled] = counts.get(spelled, 0) + 1
            elif type(node) is cst.SimpleString:
                counts["<strings>"] = counts.get("<strings>", 0) + 1
                text = node.value.strip("'\"")
                counts[text] = counts.get(text, 0) + 1
        index.spellings = counts
    return index.spellings.get(name, 0) == 1


def _attribute_or_name(target: cst.BaseExpression) -> str | None:
    """`step` for `step = ...` and for `self.step = ...`."""
    if isinstance(target, cst.Name):
        return target.value
    if isinstance(target, cst.Attribute):
        return target.attr.value
    return None


def callers_of_result(index: ModuleIndex, call: cst.Call) -> list[cst.Call] | None:
    """The calls of what `call` returns: `jax.jit(f)(x)`, or `g(x)` after `g = jax.jit(f)`
    (also `self.g(x)` after `self.g = jax.jit(f)`). None when the result escapes in a way
    that hides its callers (returned, passed on, stored in a container)."""
    outer = index.outer_call.get(id(call))
    if outer is not None:
        return [outer]
    names = index.bound_to.get(id(call))
    if not names:
        return _callers_of_factory_product(index, call)
    local = id(call) not in index.bound_to_attribute  # `g = jax.jit(f)` in a function: its callers are there
    return _calls_named(index, set(names), index.function_making(call) if local else None)


def _callers_of_factory_product(index: ModuleIndex, call: cst.Call) -> list[cst.Call] | None:
    """`def make_step(config): ...; return jax.jit(remat, static_argnums=0)` then, at the module's
    top level, `step = make_step(config)` (the name's one binding) and `step(flag, x)`: the calls
    of the names bound to the factory's calls, when `call` is what a module-level def returns
    directly and every call of the factory binds one such name."""
    factory = index.function_making(call)
    if factory is None or factory.parent is not None or factory.is_method \
            or not isinstance(factory.node, cst.FunctionDef) or not _returns_directly(factory.node, call):
        return None
    name = factory.node.name.value
    if name in index.module_assignments:
        return None
    made = [c for c, _ in index.deferred_calls if isinstance(c.func, cst.Name) and c.func.value == name]
    names = {target for target, values in index.module_assignments.items()
             if len(values) == 1 and any(values[0] is c for c in made)}
    if not made or len(names) != len(made) or names & index.reassigned_globals:
        return None  # a call whose product is passed on or stored elsewhere: its callers are unseen
    return _calls_named(index, names)


def _returns_directly(node: cst.FunctionDef, call: cst.Call) -> bool:
    return any(isinstance(n, cst.Return) and n.value is call for n in iter_scope(node))


def _calls_named(index: ModuleIndex, names: set[str], within: FunctionInfo | None = None) -> list[cst.Call]:
    """The module's calls spelling one of `names` last, in the module's order (the table is built
    once: every jitted function asks, and a module may have hundreds); with `within`, only the
    calls that function (or one nested in it) makes: a name it binds means nothing elsewhere."""
    if index.calls_by_name is None:
        table: dict[str, list[int]] = {}
        for position, (call, _) in enumerate(index.deferred_calls):
            func = call.func
            name = func.value if type(func) is cst.Name else func.attr.value if type(func) is cst.Attribute else None
            if name is not None:
                table.setdefault(name, []).append(position)
        index.calls_by_name = table
    positions = sorted(p for name in names for p in index.calls_by_name.get(name, ()))
    return [index.deferred_calls[p][0] for p in positions
            if within is None or _inside(index.deferred_calls[p][1], within)]


def _inside(func: FunctionInfo | None, scope: FunctionInfo) -> bool:
    """`func` is `scope` or a function nested in it."""
    while func is not None:
        if func is scope:
            return True
        func = func.parent
    return False


def _shapes(index: ModuleIndex, callers: list[cst.Call] | None) -> CallShapes:
    if callers is None or any(a.star == "*" for caller in callers for a in caller.args):
        return None
    scope = index.function_making
    out = []
    for caller in callers:
        spread = [a for a in caller.args if a.star == "**"]
        variants: list[list[tuple[str, cst.BaseExpression]]] = [[]]
        if spread:
            if len(spread) > 1:
                return None
            found = spread_keywords(index, spread[0].value, scope(caller))
            if found is None:
                return None
            variants = found
        plain = [a for a in caller.args if not a.star]
        for extra in variants:
            out.append(CallShape(tuple(_argument_kind(index, a.value, 0, scope(caller))
                                       for a in plain if a.keyword is None),
                                 tuple((a.keyword.value, _argument_kind(index, a.value, 0, scope(caller)))
                                       for a in plain if a.keyword is not None)
                                 + tuple((key, _argument_kind(index, value, 0, scope(caller))) for key, value in extra),
                                 _literal_flags(cst.Call(caller.func, plain))))
    return tuple(out)


def spread_keywords(index: ModuleIndex, expr: cst.BaseExpression, scope: FunctionInfo | None,
                    depth: int = 0) -> list[list[tuple[str, cst.BaseExpression]]] | None:
    """The keywords a `**expr` argument may pass, one list per way the text lets it be built: a
    dict display with string keys (or a name bound once to one), `kwargs or {}` (the display
    `kwargs` is, or none), and `self.attr` bound once, in `__init__`, to one of those with a
    constructor parameter in it: what each construction of the class in the module passes for
    that parameter (nothing passed: its default). None when any of that is not known."""
    if depth > 4:
        return None
    if isinstance(expr, cst.Dict):
        out = []
        for element in expr.elements:
            key = literal(element.key) if isinstance(element, cst.DictElement) else None
            if not isinstance(key, str):
                return None
            out.append((key, element.value))
        return [out]
    if isinstance(expr, cst.Name) and expr.value == "None":
        return [[]]  # `None or {}`: the empty dict
    if isinstance(expr, cst.BooleanOperation) and isinstance(expr.operator, cst.Or):
        left = spread_keywords(index, expr.left, scope, depth + 1)
        right = spread_keywords(index, expr.right, scope, depth + 1)
        if left is None or right is None:
            return None
        return [v for v in left if v] + (right if any(not v for v in left) else [])
    if isinstance(expr, cst.Name):
        bound, where = the_binding(index, expr.value, scope)
        return spread_keywords(index, bound, where, depth + 1) if bound is not None else None
    if isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name):
        return _spread_attribute(index, expr, scope, depth)
    return None


def _spread_attribute(index: ModuleIndex, expr: cst.Attribute, scope: FunctionInfo | None, depth: int):
    from jaxlint.analysis.classes import bindings_of, class_info
    from jaxlint.analysis.constructions import construction_calls
    from jaxlint.analysis.scopes import assigned_names

    method = scope
    while method is not None and not method.is_method:
        method = method.parent
    if method is None or method.class_node is None or not isinstance(method.node, cst.FunctionDef):
        return None
    params = [p.name.value for p in (*method.node.params.posonly_params, *method.node.params.params)]
    if not params or params[0] != expr.value.value:
        return None
    bindings = bindings_of(class_info(index, method.class_node), expr.attr.value)
    if len(bindings) != 1 or bindings[0].operator is not None or bindings[0].value is None:
        return None
    init = bindings[0].method
    if not isinstance(init.node, cst.FunctionDef) or init.node.name.value != "__init__":
        return None
    value = bindings[0].value
    init_params = {p.name.value: p for p in (*init.node.params.posonly_params, *init.node.params.params,
                                              *init.node.params.kwonly_params)}
    names = {n.value for n in iter_tree(value) if isinstance(n, cst.Name)} & set(init_params)
    if not names:
        return spread_keywords(index, value, init, depth + 1)
    if len(names) != 1 or names & assigned_names(init.node):
        return None
    (name,) = names
    calls = construction_calls(index, method.class_node.name.value)
    if not calls:
        return None
    out: list[list[tuple[str, cst.BaseExpression]]] = []
    for call, where in calls:
        if any(a.star for a in call.args):
            return None
        given = passed_argument(call, init.node, name, bound=1)
        if given is None:
            given = init_params[name].default
        if given is None:
            return None
        found = spread_keywords(index, _substituted(value, name, given), where, depth + 1)
        if found is None:
            return None
        out += [v for v in found if v not in out]
    return out


def _substituted(expr: cst.BaseExpression, name: str, given: cst.BaseExpression) -> cst.BaseExpression:
    """`expr` with `given` in place of the name `name` (`sample_kwargs or {}` as one construction builds it)."""
    if isinstance(expr, cst.Name) and expr.value == name:
        return given
    if isinstance(expr, cst.BooleanOperation):
        return expr.with_changes(left=_substituted(expr.left, name, given), right=_substituted(expr.right, name, given))
    return expr


def _literal_flags(caller: cst.Call) -> tuple[tuple[str | int, object], ...]:
    """The True, False and None a call passes, by keyword or positional index."""
    positional = [a for a in caller.args if a.keyword is None]
    out: list[tuple[str | int, object]] = []
    for i, arg in enumerate(positional):
        value = literal(arg.value)
        if value is True or value is False or value is None and _is_none(arg.value):
            out.append((i, value))
    for arg in caller.args:
        if arg.keyword is not None:
            value = literal(arg.value)
            if value is True or value is False or value is None and _is_none(arg.value):
                out.append((arg.keyword.value, value))
    return tuple(out)


def _is_none(expr: cst.BaseExpression) -> bool:
    return isinstance(expr, cst.Name) and expr.value == "None"


_CONTAINER_CALLS = frozenset({"dict", "list", "tuple", "set", "frozenset", "collections.OrderedDict"})


def _got_with_container_default(expr: cst.BaseExpression) -> bool:
    """`batch.get("inner", {})`: the entry or, when missing, the display given as the default;
    the code reads both alike, so the entry is a container too (a dict of arrays, not an array)."""
    return (isinstance(expr, cst.Call) and isinstance(expr.func, cst.Attribute) and expr.func.attr.value == "get"
            and len(expr.args) == 2 and not any(a.star or a.keyword for a in expr.args)
            and isinstance(expr.args[1].value, (cst.Dict, cst.List, cst.Tuple)))


def _argument_kind(index: ModuleIndex, expr: cst.BaseExpression, depth: int = 0,
                   scope: "FunctionInfo | None" = None) -> str | None:
    """"array" (what a jax/numpy function returns), "number" (a Python number or bool: jit
    traces it, equinox's filter_jit keeps it static), "ref" (an array reference, `jax.new_ref(x)`),
    "container" (a dict, list or tuple
    display or constructor), "instance:Name" (a call of a class this module defines or imports;
    "instance:mod.Name" through an imported module)
    or None, read from the text of a call's argument (a name: its one binding where the call is,
    in `scope`, or at module level)."""
    if isinstance(expr, (cst.Integer, cst.Float, cst.Imaginary)):
        return "number"
    if isinstance(expr, cst.UnaryOperation) and isinstance(expr.expression, (cst.Integer, cst.Float)):
        return "number"
    if isinstance(expr, cst.Name) and expr.value in ("True", "False"):
        return "number"
    if isinstance(expr, cst.Comparison) and len(expr.comparisons) == 1 and isinstance(
            expr.comparisons[0].operator, (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual,
                                           cst.Equal, cst.NotEqual)):
        # `scores > 0.2` with `scores` an array: an elementwise comparison, a boolean array
        sides = (_argument_kind(index, expr.left, depth + 1, scope),
                 _argument_kind(index, expr.comparisons[0].comparator, depth + 1, scope))
        if "array" in sides and all(side in ("array", "number") for side in sides):
            return "boolean array"
        return None
    if isinstance(expr, (cst.List, cst.Tuple)) and expr.elements and all(
            not isinstance(e, cst.StarredElement)
            and _argument_kind(index, e.value, depth + 1, scope) in ("array", "boolean array", "number")
            for e in expr.elements):
        # `(jnp.zeros(3), 0.0)`: a tuple or list display of arrays and numbers (`(1, 1)`: of numbers only),
        # names read where the display is (`(logits, labels)`, both bound by jnp calls in `scope`)
        if all(_argument_kind(index, e.value, depth + 1, scope) == "number" for e in expr.elements):
            return "numbers"
        return "list of arrays" if isinstance(expr, cst.List) else "tuple of arrays"
    if isinstance(expr, (cst.List, cst.Tuple)) and expr.elements and all(
            not isinstance(e, cst.StarredElement) and isinstance(e.value, (cst.List, cst.Tuple))
            and _argument_kind(index, e.value, depth + 1, scope) == "numbers" for e in expr.elements):
        return "nested numbers"  # `[[1, 2], [2, 1]]`: jit traces every number of every inner display
    if isinstance(expr, (cst.Dict, cst.List, cst.Tuple, cst.Set, cst.DictComp, cst.ListComp, cst.SetComp)):
        return "container"
    if _got_with_container_default(expr):
        return "container"
    if isinstance(expr, cst.BinaryOperation) and depth < 6:
        # `jnp.arange(60.0).reshape(3, 4, 5) % 7`: arithmetic of an array with an array or a number
        sides = [_argument_kind(index, side, depth + 1, scope) for side in (expr.left, expr.right)]
        if "array" in sides and all(side in ("array", "number") for side in sides):
            return "array"
        return None
    if isinstance(expr, cst.Call) and isinstance(expr.func, cst.Attribute) and expr.func.attr.value in facts.ARRAY_TO_ARRAY_METHODS \
            and depth < 6 and _argument_kind(index, expr.func.value, depth + 1, scope) == "array":
        return "array"  # `x.reshape(3, 4)`, `x.astype(jnp.float32)` of an array
    if isinstance(expr, cst.Call):
        qual = index.resolver.qualname(expr.func) or ""
        if qual in _CONTAINER_CALLS:
            return "container"
        if (facts.lookup(qual) or facts.Fact("")).returns == facts.REF:
            return "ref"  # `jax.new_ref(x)`: a mutable array reference
        if isinstance(expr.func, cst.Name) and expr.func.value in index.classes:
            return "instance:" + expr.func.value  # `flux(Surface(y), mu)`: an object of a class of the module
        if facts.in_array_namespace(qual) or qual.startswith("numpy."):
            found = facts.lookup(qual)
            if found is not None and found.returns != facts.ARRAY:
                return None
            return "boolean array" if _boolean_array(qual, expr) else "array"
        if (isinstance(expr.func, cst.Name) and expr.func.value in index.imports.top_level
                and qual and not qual.startswith(facts.LIBRARY_ROOTS)):
            return "instance:" + expr.func.value  # maybe a class of another module (the evaluator decides)
        spelled = dotted_name(expr.func) if isinstance(expr.func, cst.Attribute) else None
        head = spelled.split(".", 1)[0] if spelled else None
        if (head in index.imports.top_level and head not in index.module_assignments
                and head not in index.module_functions and head not in index.classes
                and qual and not qual.startswith(facts.LIBRARY_ROOTS)):
            return "instance:" + spelled  # `critic.ValueNet(...)`, `import models.critic as critic`: maybe a class
        return None
    if isinstance(expr, cst.Attribute) and depth < 4:  # `config.use_bias`, `config = BlockConfig(use_bias=True)`
        from jaxlint.analysis.constructed_attributes import constructed_attribute

        built, where = the_binding(index, expr.value.value, scope, at=expr) if isinstance(expr.value, cst.Name) \
            else (None, None)
        stored = constructed_attribute(index, expr, built, where)
        return _argument_kind(index, stored[0], depth + 1, stored[1]) if stored is not None else None
    if isinstance(expr, cst.Name) and depth < 3:
        bound, where = the_binding(index, expr.value, scope, at=expr)
        if bound is not None:
            return _argument_kind(index, bound, depth + 1, where)
        carried = _carried_kind(index, expr, scope, depth)
        if carried is not None:
            return carried
        looped = _loop_kind(index, expr, where, depth)
        if looped is not None:
            return looped
        if where is None and expr.value not in index.reassigned_globals:
            return _container_every_time(index, index.module_assignments.get(expr.value), depth, None, expr.value)
        if where is not None:  # a parameter handed on unchanged, or a local bound several times
            forwarded = _forwarded_kind(index, expr.value, where, depth)
            if forwarded is not None:
                return forwarded
            return _container_every_time(index, _every_local_value(where, expr.value), depth, where, expr.value)
    return None


def _loop_kind(index: ModuleIndex, name: cst.Name, where: "FunctionInfo | None", depth: int) -> str | None:
    """`for scheme in (Upwind(1.0), LaxFriedrichs(1.0)): solve(scheme, ...)`: the loop variable is
    each construction in turn (loop_objects.py): "instance:Name" when they build one class,
    "instances:A|B" when several (the callee runs with each); None unless every element is one."""
    from jaxlint.analysis.loop_objects import loop_elements

    if where is None and name.value in index.reassigned_globals:
        return None
    elements = loop_elements(where.node if where is not None else index.module, name)
    if elements is None:
        return None
    kinds = []
    for element in elements:
        kind = _argument_kind(index, element, depth + 1, where)
        if kind is None or not kind.startswith("instance:"):
            return None
        if kind not in kinds:
            kinds.append(kind)
    if len(kinds) == 1:
        return kinds[0]
    return "instances:" + "|".join(kind.removeprefix("instance:") for kind in kinds)


def instance_kinds(kinds: "set[str | None]") -> list[str] | None:
    """The "instance:Name" kinds a parameter's callers pass, an "instances:A|B" (a loop variable
    over several constructions) counted as each; None when some caller passes anything else."""
    out: list[str] = []
    for kind in kinds:
        if kind is None:
            return None
        if kind.startswith("instances:"):
            names = ["instance:" + name for name in kind.removeprefix("instances:").split("|")]
        elif kind.startswith("instance:"):
            names = [kind]
        else:
            return None
        out += [name for name in names if name not in out]
    return sorted(out)


def _carried_kind(index: ModuleIndex, name: cst.Name, scope: "FunctionInfo | None", depth: int) -> str | None:
    """`model, opt_state = step(model, opt_state, batch)` in a training loop: on the first run the
    argument is what its one other binding holds (`model = MLP(key)`), afterwards what the call
    gave back for it, a carry a step returns with the structure it was handed. The kind of that
    other binding; None unless the call's own statement rebinds the name and one binding is left."""
    from jaxlint.analysis.flow import flow_of
    from jaxlint.analysis.scopes import binding_scope

    owner = binding_scope(scope, name.value)
    if owner is None and name.value in index.reassigned_globals:
        return None
    node = owner.node if owner is not None else index.module
    if not isinstance(node, (cst.FunctionDef, cst.Module)):
        return None
    flow = flow_of(node)
    place = flow.place(name)
    if place is None:
        return None
    statement = place.statement
    if name.value not in place.binds:  # `grads = step(params, x)` in a loop rebinding `params = f(..., params, ...)`
        statement = next((at.statement for value, at in zip(flow.assigned_values(name.value),
                                                            flow.assignments(name.value))
                          if isinstance(value, cst.Call) and isinstance(at.statement, cst.Assign)
                          and any(isinstance(arg.value, cst.Name) and arg.value.value == name.value
                                  for arg in value.args)), None)
        if statement is None:
            return None
    if not (isinstance(statement, cst.Assign) and isinstance(statement.value, cst.Call)
            and any(isinstance(arg.value, cst.Name) and arg.value.value == name.value for arg in statement.value.args)):
        return None
    others = [value for value, at in zip(flow.assigned_values(name.value), flow.assignments(name.value))
              if at.statement is not statement]
    if len(others) != 1 or others[0] is None:
        return None
    return _argument_kind(index, others[0], depth + 1, owner)


def forwarded_kind(index: ModuleIndex, name: str, scope: FunctionInfo) -> str | None:
    """The argument kind (_argument_kind) of what every caller of `scope` in the module that
    passes its parameter `name` passes there, when they agree; None otherwise."""
    return _forwarded_kind(index, name, scope, 0)


def arguments_by_name_calls(index: ModuleIndex, owner: FunctionInfo, name: str
                            ) -> list[tuple[cst.BaseExpression, "FunctionInfo | None"]] | None:
    """What each `owner(...)` call in the module passes for the parameter `name` of the undecorated
    module-level def `owner`, which never rebinds it, with the calling scope; None where a call
    spreads `*args`/`**kwargs` or leaves the default, and [] where no call spells it."""
    from jaxlint.analysis.flow import flow_of

    node = owner.node
    if (index.module_functions.get(owner.name) is not owner or not isinstance(node, cst.FunctionDef)
            or node.decorators or flow_of(node).assigned_values(name)):
        return None
    out = []
    for call, scope in index.deferred_calls:
        if type(call.func) is not cst.Name or call.func.value != owner.name:
            continue
        if any(a.star for a in call.args):
            return None
        given = passed_argument(call, node, name)
        if given is None:
            return None
        out.append((given, scope))
    return out


def caller_arguments(index: ModuleIndex, scope: FunctionInfo, name: str, *, every_caller: bool = True
                     ) -> list[tuple[cst.BaseExpression, "FunctionInfo | None"]] | None:
    """What the module's calls of `scope` (`callers_of_function`) pass for its parameter `name`,
    never rebound in it, each with the function making the call. `every_caller`: these must be
    all its callers, so `scope` is a module-level def only ever called by name (never handed on),
    and every call passes the parameter; otherwise the calls that leave it out are skipped. None
    when a caller spreads `*args`/`**kwargs`, no caller is seen, or (every_caller) that fails."""
    from jaxlint.analysis.scopes import assigned_names

    node = scope.node
    if not isinstance(node, cst.FunctionDef) or name in assigned_names(node):
        return None
    params = node.params
    if name not in [p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)]:
        return None
    function = node.name.value
    if every_caller and (scope.parent is not None or scope.is_method or function in index.module_assignments
                         or index.module_functions.get(function) is not scope or not only_called(index, function)):
        return None
    callers = callers_of_function(index, scope)
    if not callers:
        return None
    out = []
    for call, bound in callers:
        if any(a.star for a in call.args):
            return None
        passed = passed_argument(call, node, name, bound)
        if passed is not None:
            out.append((passed, index.function_making(call)))
        elif every_caller:
            return None
    return out or None


def _forwarded_kind(index: ModuleIndex, name: str, scope: FunctionInfo, depth: int) -> str | None:
    """A parameter of the function making the call, handed on unchanged (`def __call__(self, x,
    momentum=None): return self._step(x, momentum)`): the kind of what that function's callers in
    the module pass for it, when every one of them that passes it passes the same kind (the
    callers that leave it out run the transformed function on the default, another trace)."""
    passed = caller_arguments(index, scope, name, every_caller=False)
    if not passed:
        return None
    kinds = {_argument_kind(index, expr, depth + 1, where) for expr, where in passed}
    return kinds.pop() if len(kinds) == 1 else None


def callers_of_function(index: ModuleIndex, info: FunctionInfo) -> list[tuple[cst.Call, int]]:
    """The module's calls that run `info`, each with how many leading parameters the call does not
    spell (1 for `self` of a method called on an instance): `f(...)` of a module-level def,
    `self.m(...)` in a sibling method, `obj.m(...)` and, for `__call__`, `obj(...)` where `obj =
    Class(...)` is the one binding of `obj`."""
    node = info.node
    if not isinstance(node, cst.FunctionDef):
        return []
    if id(node) not in index.callers_of:
        index.callers_of[id(node)] = _find_callers(index, info, node)
    return index.callers_of[id(node)]


def _find_callers(index: ModuleIndex, info: FunctionInfo, node: cst.FunctionDef) -> list[tuple[cst.Call, int]]:
    name = node.name.value
    out: list[tuple[cst.Call, int]] = []
    if info.is_method:
        if name == "__call__":
            for call, where in index.deferred_calls:
                if isinstance(call.func, cst.Name) and _instance_method(index, call.func.value, name, where) is info:
                    out.append((call, 1))
            return out
        for call in _calls_named(index, {name}):
            func = call.func
            if not isinstance(func, cst.Attribute) or not isinstance(func.value, cst.Name):
                continue
            where = index.function_making(call)
            if _bound_method(index, func, where) is info or _instance_method(index, func.value.value, name, where) is info:
                out.append((call, 1))
            elif (inherited := _inherited_instance_method(index, func, where)) is not None and inherited[0] is info:
                out.append((call, 1))  # `model.predict(...)`, `model = CustomModel()` inheriting `predict`
        return out
    if info.parent is None and info.class_node is None:
        for call in _calls_named(index, {name}):
            if isinstance(call.func, cst.Name) and lookup_function(index, name, index.function_making(call)) is info:
                out.append((call, 0))
        for call, read in inline_jit_calls(index).get(name, ()):  # `jax.jit(f, ...)(args)`
            if lookup_function(index, name, index.function_making(read)) is info:
                out.append((call, 0))
    return out


def _every_local_value(scope: FunctionInfo, name: str) -> list | None:
    """The values of every binding of a local variable of a def (`p = {...}` before a loop and
    `p = {k: ... for k, v in p.items()}` in it), when the flow sees each; None otherwise."""
    from jaxlint.analysis.flow import flow_of
    from jaxlint.analysis.scopes import binding_count, scope_info

    if not isinstance(scope.node, cst.FunctionDef) or name in scope_info(scope.node).params:
        return None
    flow = flow_of(scope.node)
    if binding_count(scope.node, name) != len(flow.assignments(name)):
        return None
    return flow.assigned_values(name)


def _container_every_time(index: ModuleIndex, values: list | None, depth: int,
                          scope: FunctionInfo | None = None, name: str | None = None) -> str | None:
    """"container" for a name bound several times (at module level, or in the def `scope`), each
    time to a container (`p = {...}`, later `p = {k: v - lr * g[k] for k, v in p.items()}`, or a
    call of a def every `return` of which gives one) or to an update of its own structure (`p =
    optax.apply_updates(p, u)`, `p = jax.tree.map(f, p)`): whichever binding a call sees, it
    hands over a pytree, not one array. Only containers: other kinds would let the analysis
    claim more."""
    if not values or len(values) < 2 or any(v is None for v in values):
        return None
    kinds = [_binding_kind(index, v, depth, scope, name) for v in values]
    return "container" if "container" in kinds and set(kinds) <= {"container", "same"} else None


def _binding_kind(index: ModuleIndex, value: cst.BaseExpression, depth: int, scope: FunctionInfo | None,
                  name: str | None) -> str | None:
    """What one binding of a name rebound several times holds: "same" for a library update of
    the name's own pytree (its structure is kept), else `_argument_kind`, with a call of a def
    of the module (or of an enclosing def) whose every `return` is a container a container."""
    if isinstance(value, cst.Call) and not any(a.star for a in value.args):
        positional = [a.value for a in value.args if a.keyword is None]
        qual = index.resolver.qualname(value.func) or ""
        known = facts.lookup(qual)
        if known is not None and name is not None:
            tree = 1 if known.returns == facts.TREE_MAP else 0 if known.returns_update and not qual.startswith(
                ("jax.", "numpy.")) else None
            if tree is not None and len(positional) > tree and isinstance(positional[tree], cst.Name) \
                    and positional[tree].value == name:
                return "same"
        made = _returned_containers(index, value.func, scope, depth)
        if made is not None:
            return made
    return _argument_kind(index, value, depth + 1, scope)


def _returned_containers(index: ModuleIndex, func: cst.BaseExpression, scope: FunctionInfo | None,
                         depth: int) -> str | None:
    """"container" when `func` names a def of the module or of an enclosing def, no local
    rebinds, every `return` of which gives a container display or comprehension."""
    from jaxlint.analysis.returns import returned_values

    if not isinstance(func, cst.Name) or depth > 2:
        return None
    found = lookup_function(index, func.value, scope)
    returns = returned_values(found) if found is not None else None
    if not returns:
        return None
    kinds = {_argument_kind(index, r, depth + 1, found) for r in returns}
    return "container" if kinds == {"container"} else None


def _boolean_array(qual: str, call: cst.Call) -> bool:
    """`jnp.array([True, False])` or `np.asarray(..., dtype=bool)`: an array of booleans."""
    if qual.rsplit(".", 1)[-1] not in ("array", "asarray"):
        return False
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value == "dtype":
            spelled = dotted_name(arg.value) if not isinstance(arg.value, cst.SimpleString) else arg.value.value
            return (spelled or "").strip("'\"").rsplit(".", 1)[-1] in ("bool", "bool_")
    first = next((a.value for a in call.args if a.keyword is None), None)
    return first is not None and _all_bool_literals(first)


def _all_bool_literals(expr: cst.BaseExpression, depth: int = 0) -> bool:
    if isinstance(expr, cst.Name):
        return expr.value in ("True", "False")
    if isinstance(expr, (cst.List, cst.Tuple)) and expr.elements and depth < 4:
        return all(not isinstance(e, cst.StarredElement) and _all_bool_literals(e.value, depth + 1)
                   for e in expr.elements)
    return False


@dataclass
class Resolved:
    info: FunctionInfo | None  # None: a function of another module, named by `qualname`
    specs: list[TransformSpec]
    bound: int = 0
    bound_keywords: tuple[str, ...] = ()
    qualname: str | None = None
    returned: bool = False  # with `qualname`: the function that factory returns
    bound_flags: tuple[tuple[str, object], ...] = ()  # partial keywords given True, False or None
    receiver: cst.ClassDef | None = None  # `solver.run` with `solver = Child(...)`, `run` inherited: Child
    bound_args: BoundArgs = ()  # what functools.partial binds (EntryPoint.bound_args)
    made_by: cst.Call | None = None  # the factory call that returned the function (EntryPoint.made_by)
    constructs: bool = False  # `__init__` of a class a transform calls: `self` is the instance it builds
    self_bound: bool = False  # a method of an instance (`jax.jit(agent.act)`): callers' arguments follow `self`
    element: int | None = None  # with `returned`: its position in the tuple the factory returns


_CONTEXT_METHODS = frozenset({"__enter__", "__exit__", "__aenter__", "__aexit__"})


def _scoped_setting(func: FunctionInfo) -> bool:
    """A context manager (a `@contextmanager` generator or `__enter__`/`__exit__`): a global it
    rebinds is a setting for the code run inside the `with` (`with init_context(): ...`), and a
    trace made there is meant to bake it in."""
    node = func.node
    if not isinstance(node, cst.FunctionDef):
        return False
    if func.class_node is not None and node.name.value in _CONTEXT_METHODS:
        return True
    for decorator in node.decorators:
        expr = decorator.decorator
        name = expr.attr.value if isinstance(expr, cst.Attribute) else getattr(expr, "value", None)
        if name in ("contextmanager", "asynccontextmanager"):
            return True
    return False


def factory_product(info: FunctionInfo) -> FunctionInfo | None:
    """The def a factory returns (`def make_update(lr): def update(...): ...; return update`):
    every `return` of its own body names the same nested def, which it never rebinds."""
    from jaxlint.analysis.scopes import assigned_names

    names = set()
    for node in iter_scope(info.node.body) if isinstance(info.node, cst.FunctionDef) else ():
        if type(node) is cst.Return:
            names.add(node.value.value if type(node.value) is cst.Name else None)
    if len(names) != 1:
        return None
    name = names.pop()
    if name is None or name not in info.nested or name in assigned_names(info.node):
        return None
    return info.nested[name]


def returned_function(index: ModuleIndex, info: FunctionInfo, element: int | None = None) -> FunctionInfo | None:
    """What a factory returns: the def every `return` of its own body names (`factory_product`),
    or the lambda its one `return` gives (`def make_scaler(s): return lambda x: x * s`). With
    `element`: the def or lambda at that position of the tuple display its one `return` gives
    (`return init, apply`)."""
    if element is not None:
        return _returned_element(index, info, element)
    product = factory_product(info)
    if product is None:
        made = factory_return(info)
        product = index.functions.get(id(made)) if isinstance(made, cst.Lambda) else None
    return product


MAX_RETURNED_LAMBDAS = 4


def returned_lambdas(index: ModuleIndex, info: FunctionInfo) -> tuple[FunctionInfo, ...] | None:
    """The lambdas a factory with several `return`s gives, when every one of them returns a lambda
    (`if lower: return lambda x: x >= b` then `return lambda x: x <= b`); None otherwise."""
    if not isinstance(info.node, cst.FunctionDef):
        return None
    returns = [node for node in iter_scope(info.node.body) if type(node) is cst.Return]
    if not 2 <= len(returns) <= MAX_RETURNED_LAMBDAS or not all(isinstance(r.value, cst.Lambda) for r in returns):
        return None
    found = tuple(index.functions.get(id(r.value)) for r in returns)
    return found if all(f is not None for f in found) else None


def _returned_element(index: ModuleIndex, info: FunctionInfo, element: int) -> FunctionInfo | None:
    from jaxlint.analysis.scopes import assigned_names

    made = factory_return(info)
    if not isinstance(made, (cst.Tuple, cst.List)) or element >= len(made.elements) \
            or any(isinstance(e, cst.StarredElement) for e in made.elements):
        return None
    value = made.elements[element].value
    if isinstance(value, cst.Lambda):
        return index.functions.get(id(value))
    if isinstance(value, cst.Name) and value.value in info.nested and value.value not in assigned_names(info.node):
        return info.nested[value.value]
    return None


def unpacked_binding(index: ModuleIndex, name: str,
                     scope: FunctionInfo | None) -> tuple[cst.Call, int, FunctionInfo | None] | None:
    """`init_fn, apply_fn = make_model(3)` as the one binding of `name` in the nearest scope
    binding it: (the call, the name's position in the target, that scope; None for the module)."""
    from jaxlint.analysis.scopes import binding_count, binding_scope

    scope = binding_scope(scope, name)
    if scope is None:
        assigned = index.module_assignments.get(name)
        if not assigned or len(assigned) != 1 or assigned[0] is not None:
            return None
        statements = (small for stmt in index.module.body if isinstance(stmt, cst.SimpleStatementLine)
                      for small in stmt.body)
    else:
        if not isinstance(scope.node, cst.FunctionDef) or binding_count(scope.node, name) != 1:
            return None
        statements = iter_scope(scope.node.body)
    for node in statements:
        if type(node) is not cst.Assign or len(node.targets) != 1 or not isinstance(node.value, cst.Call):
            continue
        target = node.targets[0].target
        if not isinstance(target, (cst.Tuple, cst.List)):
            continue
        names = [e.value.value if isinstance(e.value, cst.Name) and not isinstance(e, cst.StarredElement) else None
                 for e in target.elements]
        if name in names and None not in names:
            return node.value, names.index(name), scope
    return None


def _unpacked_product(index: ModuleIndex, name: str, scope: FunctionInfo | None, foreign: bool) -> "Resolved | None":
    """`init_fn, apply_fn = builders.make_model(3)`, `jax.jit(apply_fn)`: the def or lambda the
    factory returns at apply_fn's position (another module's factory: named by `qualname`)."""
    found = unpacked_binding(index, name, scope)
    if found is None:
        return None
    call, element, where = found
    if any(a.star for a in call.args):
        return None
    factory = resolve_function_expr(index, call.func, where, foreign)
    if factory is None or factory.specs or factory.bound or factory.returned:
        return None
    if factory.info is not None:
        product = returned_function(index, factory.info, element)
        return Resolved(product, list(product.specs), made_by=call) if product is not None else None
    if factory.qualname is not None:
        return Resolved(None, [], qualname=factory.qualname, returned=True, made_by=call, element=element)
    return None


def _unpacked_instance_method(index: ModuleIndex, expr: cst.Attribute, scope: FunctionInfo | None,
                              foreign: bool) -> "Resolved | None":
    """`policy.act` with `policy, params = make_agent(...)`: the method of the class the factory
    builds at policy's position of the tuple it returns (a factory of another module: named by
    `qualname`, the factory's and the method's, with the position)."""
    if not isinstance(expr.value, cst.Name):
        return None
    found = unpacked_binding(index, expr.value.value, scope)
    if found is None:
        return None
    call, element, where = found
    if any(a.star for a in call.args):
        return None
    factory = resolve_function_expr(index, call.func, where, foreign)
    if factory is None or factory.specs or factory.bound or factory.returned:
        return None
    if factory.info is not None:
        built = constructed_class(index, factory.info, element) if factory.info.parent is None else None
        method = method_named(index, f"{built}.{expr.attr.value}") if built is not None else None
        return Resolved(method, list(method.specs), 1) if method is not None and method.is_method else None
    if factory.qualname is not None:
        return Resolved(None, [], 1, (), f"{factory.qualname}.{expr.attr.value}", element=element)
    return None


def returned_constructions(info: FunctionInfo, element: int) -> list[cst.Call] | None:
    """The calls at position `element` of the tuple display every `return` of a plain def's own
    body spells (`return QPolicy(n), params`); None when a return is anything else."""
    if not isinstance(info.node, cst.FunctionDef) or info.specs or info.node.decorators:
        return None
    out = []
    for node in iter_scope(info.node.body):
        if type(node) in (cst.Yield, cst.Await):
            return None
        if type(node) is cst.Return:
            items = node.value.elements if isinstance(node.value, cst.Tuple) else None
            if items is None or element >= len(items) or any(isinstance(e, cst.StarredElement) for e in items) \
                    or not isinstance(items[element].value, cst.Call) \
                    or any(a.star for a in items[element].value.args):
                return None
            out.append(items[element].value)
    return out or None


def constructed_class(index: ModuleIndex, info: FunctionInfo, element: int | None = None) -> str | None:
    """The class of this module a function builds and returns (`def build_scorer(dim): return
    Scorer(...)`): every `return` of its own body calls that one class, named as the module
    defines it (no local rebinds it). With `element`, the class every `return` builds at that
    position of the tuple display it returns (`return QPolicy(n), params`). None otherwise."""
    from jaxlint.analysis.scopes import assigned_names

    if not isinstance(info.node, cst.FunctionDef) or info.specs:
        return None
    if info.class_node is not None and info.is_classmethod:
        return _classmethod_builds(index, info) if element is None else None
    names = set()
    for node in iter_scope(info.node.body):
        if type(node) in (cst.Yield, cst.Await):
            return None
        if type(node) is cst.Return:
            value = node.value
            if element is not None:
                items = value.elements if isinstance(value, cst.Tuple) else ()
                value = items[element].value if element < len(items) and not any(
                    isinstance(e, cst.StarredElement) for e in items) else None
            names.add(value.func.value if isinstance(value, cst.Call) and isinstance(value.func, cst.Name) else None)
    if len(names) != 1:
        return None
    name = names.pop()
    if name is None or name not in index.classes or name in assigned_names(info.node):
        return None
    return name


def _classmethod_builds(index: ModuleIndex, info: FunctionInfo) -> str | None:
    """`@classmethod def create(cls, n): return cls(jnp.eye(n))`: its own class, when every
    `return` calls the first parameter (never rebound) and the class is the module's."""
    from jaxlint.analysis.scopes import assigned_names

    params = info.node.params.params
    name = info.class_node.name.value
    if not params or index.classes.get(name) is not info.class_node \
            or params[0].name.value in assigned_names(info.node):
        return None
    first = params[0].name.value
    returns = [node for node in iter_scope(info.node.body) if type(node) in (cst.Return, cst.Yield, cst.Await)]
    if not returns or not all(type(node) is cst.Return and isinstance(node.value, cst.Call)
                              and isinstance(node.value.func, cst.Name) and node.value.func.value == first
                              for node in returns):
        return None
    return name


def factory_return(info: FunctionInfo) -> cst.BaseExpression | None:
    """What a factory's body returns, when it has one `return` (of its own, not a nested def's)."""
    returns = [node for node in iter_scope(info.node.body) if type(node) is cst.Return] if isinstance(
        info.node, cst.FunctionDef) else []
    return returns[0].value if len(returns) == 1 else None


def _returned_partial(index: ModuleIndex, info: FunctionInfo) -> cst.Call | None:
    """The `functools.partial(...)` a factory returns: its body's one `return`."""
    call = factory_return(info)
    if not isinstance(call, cst.Call):
        return None
    return call if index.resolver.qualname(call.func) == "functools.partial" else None


def resolve_function_expr(index: ModuleIndex, expr: cst.BaseExpression, scope: FunctionInfo | None,
                          foreign: bool = False):
    """`f`, `partial(f, a, k=v)`, `jax.grad(f)`, `lambda x: ...` -> Resolved, or None. With
    `foreign`, a name imported from another module resolves too (`info` None, `qualname` set)."""
    if isinstance(expr, cst.Lambda):
        info = index.functions.get(id(expr))
        return Resolved(info, []) if info is not None else None
    if isinstance(expr, cst.Name):
        placed, info = _def_reaching_use(index, expr, scope)
        if placed:
            return Resolved(info, list(info.specs)) if info is not None else None
        info = lookup_function(index, expr.value, scope)
        if info is not None:
            return Resolved(info, list(info.specs))
        call = _instance_method(index, expr.value, "__call__", scope)  # jax.jit(model): its __call__
        if call is not None:  # `self` is the object the binding builds (its fields what the construction passes)
            return Resolved(call, list(call.specs), 1, bound_args=((0, expr, scope),))
        bound, _ = the_binding(index, expr.value, scope)
        if bound is not None and id(bound) in _FOLLOWING:
            return None  # `model = model(mode)`: the binding reaches itself, nothing to resolve
        if isinstance(bound, (cst.Lambda, cst.Call)):
            _FOLLOWING.add(id(bound))
            try:
                return _resolve_binding(index, expr, bound, scope, foreign)
            finally:
                _FOLLOWING.discard(id(bound))
        if bound is None:
            unpacked = _unpacked_product(index, expr.value, scope, foreign)
            if unpacked is not None:
                return unpacked
        given = _given_instance_call(index, expr, scope)  # `jax.jit(information_op)`, a parameter
        if given is not None and (given.info is not None or foreign):
            return given
        return _imported(index, expr, scope) if foreign else None
    if isinstance(expr, cst.Attribute):
        method = _bound_method(index, expr, scope)
        if method is None and isinstance(expr.value, cst.Name):
            method = _instance_method(index, expr.value.value, expr.attr.value, scope)
        if method is None and isinstance(expr.value, cst.Call):  # `jax.jit(Agent(cfg).act)`, built in place
            method = _method_of_construction(index, expr.value, expr.attr.value, scope)
        if method is None:
            method = _constructor_argument_method(index, expr.value, expr.attr.value, scope)
        if method is None:
            method = _caller_argument_method(index, expr.value, expr.attr.value, scope)
        if method is None and not _names_a_method(index, expr, scope):
            # `jax.vmap(self.apodization)`: an attribute holding the object every construction passes
            method = _constructor_argument_method(index, expr, "__call__", scope)
        if method is not None:
            return Resolved(method, list(method.specs), 1)
        static = _static_method_of_class(index, expr, scope)
        if static is not None:
            return Resolved(static, list(static.specs))
        classmethod_ = _class_method_of_class(index, expr, scope)
        if classmethod_ is not None:  # `eqx.filter_jit(Scale.from_factors)`: callers' arguments follow `cls`
            return Resolved(classmethod_, list(classmethod_.specs), 1)
        inherited = _inherited_instance_method(index, expr, scope)
        if inherited is not None:
            return Resolved(inherited[0], list(inherited[0].specs), 1, receiver=inherited[1])
        unpacked = _unpacked_instance_method(index, expr, scope, foreign)
        if unpacked is not None:
            return unpacked
        if not foreign:
            return None
        return _imported(index, expr, scope) or _foreign_instance_method(index, expr, scope)
    if isinstance(expr, cst.Call):
        qual = index.resolver.qualname(expr.func)
        positional = [a for a in expr.args if a.keyword is None and not a.star]
        if qual == "functools.partial" and positional:
            if any(a.star for a in expr.args):
                return None
            found = resolve_function_expr(index, positional[0].value, scope, foreign)
            if found is None:
                return None
            keywords = tuple(a.keyword.value for a in expr.args if a.keyword is not None)
            flags = tuple((a.keyword.value, v) for a in expr.args if a.keyword is not None
                          for v in (literal(a.value),) if v is True or v is False or v is None)
            bound_args = tuple((found.bound + i, a.value, scope) for i, a in enumerate(positional[1:])) + tuple(
                (a.keyword.value, a.value, scope) for a in expr.args if a.keyword is not None)
            return Resolved(found.info, found.specs, found.bound + len(positional) - 1,
                            found.bound_keywords + keywords, found.qualname, found.returned,
                            found.bound_flags + flags, found.receiver, found.bound_args + bound_args, found.made_by)
        wrapped = index.resolver.spec_from_call(expr)
        if wrapped is not None:
            spec, target = wrapped
            found = resolve_function_expr(index, target, scope, foreign)
            if found is None:
                return None
            return Resolved(found.info, found.specs + [spec], found.bound, found.bound_keywords, found.qualname,
                            found.returned, found.bound_flags, found.receiver, found.bound_args, found.made_by)
        if isinstance(expr.func, cst.Name) and expr.func.value in index.classes:  # `jax.jit(Model(cfg))`
            call = method_named(index, f"{expr.func.value}.__call__")
            return Resolved(call, list(call.specs), 1) if call is not None else None
        if qual is None or not facts.lookup(qual):  # `make_update(lr)`: a factory's product
            factory = resolve_function_expr(index, expr.func, scope, foreign) if not any(
                a.star for a in expr.args) else None
            method = factory is not None and factory.bound == 1 and not factory.bound_keywords and (
                factory.info.is_method if factory.info is not None else factory.qualname is not None)
            if factory is not None and not factory.specs and (not factory.bound or method) and not factory.returned:
                if factory.info is not None:
                    product = returned_function(index, factory.info)
                    if product is None:  # `return functools.partial(f, cutoff=cutoff)`
                        made = _returned_partial(index, factory.info)
                        return resolve_function_expr(index, made, factory.info, foreign) if made is not None else None
                    return Resolved(product, list(product.specs), made_by=expr)
                if factory.qualname is not None:
                    return Resolved(None, [], qualname=factory.qualname, returned=True, made_by=expr)
    return None


# Bindings whose value resolve_function_expr is following now: a name bound to a call of itself
# (`model = model(mode="eval")` after `def model`) would otherwise be followed forever.
_FOLLOWING: set[int] = set()


def _resolve_binding(index: ModuleIndex, name: cst.Name, bound: cst.Lambda | cst.Call,
                     scope: FunctionInfo | None, foreign: bool):
    """The function a name's one binding (a lambda, a transform of a function, a partial or a
    factory's product) stands for, or None."""
    if isinstance(bound, cst.Lambda):  # `g = lambda i: ...` then `jax.jit(g)`
        return resolve_function_expr(index, bound, scope, foreign)
    if _differentiates(index, bound) or _traces_all(index, bound):
        # `grad_fn = jax.grad(loss)` then `jax.jit(grad_fn)`: jit traces loss through grad; `remat =
        # jax.checkpoint(block)` then `jax.jit(remat, static_argnums=0)`: checkpoint still traces it
        return resolve_function_expr(index, bound, scope, foreign)
    if not index.resolver.spec_from_call(bound) and (
            index.resolver.qualname(bound.func) == "functools.partial"
            or not facts.lookup(index.resolver.qualname(bound.func) or "")):
        # `ref = partial(f, cutoff=c)` or `ref = to_reference(c)` (a factory), then `jax.jit(ref)`
        return resolve_function_expr(index, bound, scope, foreign)
    return _imported(index, name, scope) if foreign else None


def differentiated(index: ModuleIndex, name: str) -> cst.BaseExpression | None:
    """The function a module-level `name = jax.grad(f)` (its one binding) differentiates: `f`,
    as spelled there (another module reaches `f` through `name`: `jax.jit(grads.grad_fn)`)."""
    bound = index.module_assignments.get(name)
    if not bound or len(bound) != 1 or not isinstance(bound[0], cst.Call) or not _differentiates(index, bound[0]):
        return None
    found = index.resolver.spec_from_call(bound[0])
    return found[1] if found is not None else None


def _traces_all(index: ModuleIndex, call: cst.Call) -> bool:
    """`jax.checkpoint(f)`: a transform tracing every argument it is not told is static, so a jit of
    its result with a static argument still hands `f` a tracer there (the facts table's
    `traces_arguments="all"`, measured on JAX 0.10.2)."""
    found = index.resolver.spec_from_call(call)
    if found is None or found[0].kind != "jit":
        return False
    fact = facts.lookup(facts.canonical(found[0].name))
    return fact is not None and fact.traces_arguments == "all" and facts.canonical(found[0].name) != "jax.jit"


def _differentiates(index: ModuleIndex, call: cst.Call) -> bool:
    """`jax.grad(f)`, `jax.value_and_grad(f)`, ...: a transform that traces nothing alone (its
    own application is no entry), so what a later transform of its result traces is `f`."""
    found = index.resolver.spec_from_call(call)
    return found is not None and found[0].kind == "grad"


def _names_a_method(index: ModuleIndex, expr: cst.Attribute, scope: FunctionInfo | None) -> bool:
    """`self.step` inside a method of a class defining (or inheriting through a module base) a
    method `step`: a method, not an attribute holding an object."""
    while scope is not None and not scope.is_method:
        scope = scope.parent
    if scope is None or scope.class_node is None:
        return True  # not `self.<attr>` of a method: not what the attribute route reads
    return expr.attr.value in index.class_methods.get(id(scope.class_node), {})


def _bound_method(index: ModuleIndex, expr: cst.Attribute, scope: FunctionInfo | None) -> FunctionInfo | None:
    """`self.method` inside a method of the same class (`jax.jit(self._step)` in `__init__`): the
    method, with `self` bound."""
    if not isinstance(expr.value, cst.Name):
        return None
    while scope is not None and not scope.is_method:
        scope = scope.parent
    if scope is None or not isinstance(scope.node, cst.FunctionDef):
        return None
    params = list(scope.node.params.posonly_params) + list(scope.node.params.params)
    if not params or params[0].name.value != expr.value.value:
        return None
    method = index.class_methods.get(id(scope.class_node), {}).get(expr.attr.value)
    return method if method is not None and method.is_method else None


def _instance_method(index: ModuleIndex, name: str, method: str, scope: FunctionInfo | None) -> FunctionInfo | None:
    """`model.apply` or `model` (its `__call__`) where `model = Model(...)` is the one binding
    of `name` in the nearest scope that binds it (a function's, else the module's): the method,
    with `self` bound to that instance."""
    value, _ = the_binding(index, name, scope)
    return _method_of_construction(index, value, method, scope)


def _method_of_construction(index: ModuleIndex, value: cst.BaseExpression | None, method: str,
                            scope: FunctionInfo | None) -> FunctionInfo | None:
    """The method `method` of the object a call builds (`Model(...)`, `build_model(cfg)` returning
    one class's object, `Policy.create(3)`), with `self` bound to it; None when unknown."""
    if not isinstance(value, cst.Call):
        return None
    if isinstance(value.func, cst.Attribute):  # `policy = Policy.create(3)`, a classmethod building its class
        maker = method_named(index, dotted_name(value.func) or "") if isinstance(value.func.value, cst.Name) \
            and value.func.value.value not in index.module_assignments else None
        built = constructed_class(index, maker) if maker is not None else None
        return method_named(index, f"{built}.{method}") if built is not None else None
    if not isinstance(value.func, cst.Name):
        return None
    factory = index.module_functions.get(value.func.value) if value.func.value not in index.classes else None
    built = constructed_class(index, factory) if factory is not None else value.func.value
    return method_named(index, f"{built}.{method}", scope) if built is not None else None  # `m = build_model(cfg)` too


def _constructor_argument_method(index: ModuleIndex, holder: cst.BaseExpression, method: str,
                                 scope: FunctionInfo | None) -> FunctionInfo | None:
    """`model.sample_actions` in a class's `__init__` where `model` is its parameter (never
    rebound there), or `self._objective.compute_scalar` where the class's methods bind
    `self._objective` once, to that parameter, by a top-level statement of `__init__`, and every
    construction of the class in the module passes for it an object built by one class of the
    module (`Policy(Pi0Fast(...))`, or a name bound once to one): that class's method, with
    `self` bound to the object."""
    built = _built_by_one_class(index, _constructor_given(index, holder, scope))
    return method_named(index, f"{built}.{method}") if built is not None and built in index.classes else None


def _constructor_given(index: ModuleIndex, holder: cst.BaseExpression, scope: FunctionInfo | None
                       ) -> list[tuple[cst.BaseExpression, FunctionInfo | None]] | None:
    """What every construction of the class passes for the `__init__` parameter `holder` names
    (`_constructor_argument_method`), with the function making each construction."""
    from jaxlint.analysis.classes import bindings_of, class_info
    from jaxlint.analysis.constructions import construction_calls
    from jaxlint.analysis.scopes import assigned_names

    if scope is None or not scope.is_method or not isinstance(scope.node, cst.FunctionDef) or scope.class_node is None:
        return None
    receiver = None
    if scope.node.name.value != "__init__":  # `self.apodization` read in another method: bound in `__init__`
        init_info = index.class_methods.get(id(scope.class_node), {}).get("__init__")
        me = [p.name.value for p in (*scope.node.params.posonly_params, *scope.node.params.params)]
        if init_info is None or not me or not isinstance(holder, cst.Attribute) or any(
                (dotted_name(d.decorator) or "").rpartition(".")[2] in ("staticmethod", "classmethod")
                for d in scope.node.decorators):
            return None
        receiver, scope = me[0], init_info
    init = scope.node
    params = [p.name.value for p in (*init.params.posonly_params, *init.params.params, *init.params.kwonly_params)]
    if not params:
        return None
    if isinstance(holder, cst.Name):
        name = holder.value
    elif isinstance(holder, cst.Attribute) and isinstance(holder.value, cst.Name) \
            and holder.value.value == (receiver or params[0]):
        bindings = bindings_of(class_info(index, scope.class_node), holder.attr.value)
        if len(bindings) != 1 or bindings[0].method is not scope or bindings[0].operator is not None \
                or not isinstance(bindings[0].value, cst.Name) \
                or not any(bindings[0].statement is small for stmt in init.body.body
                           if isinstance(stmt, cst.SimpleStatementLine) for small in stmt.body):
            return None
        name = bindings[0].value.value
    else:
        return None
    if name not in params[1:] or name in assigned_names(init):
        return None
    calls = construction_calls(index, scope.class_node.name.value)
    if not calls:
        return None
    given = []
    for call, where in calls:
        if any(a.star for a in call.args):
            return None
        given.append((passed_argument(call, init, name, bound=1), where))
    return given


def _built_by_one_class(index: ModuleIndex, given) -> str | None:
    """The one class every expression of `given` builds (`Cls(...)`, or a name bound once to
    one): a class of the module, by name, or one imported from another project module
    (`model.Residual`), by its qualified name. None when they differ or one is anything else."""
    if not given:
        return None
    built = set()
    for expr, where in given:
        if isinstance(expr, cst.Name):
            expr, _ = the_binding(index, expr.value, where)
        if not isinstance(expr, cst.Call) or any(a.star for a in expr.args):
            return None
        if isinstance(expr.func, cst.Name) and expr.func.value in index.classes:
            built.add(expr.func.value)
            continue
        found = _imported(index, expr.func, where)
        if found is None or found.info is not None or found.returned or found.qualname is None:
            return None
        built.add(found.qualname)
    return built.pop() if len(built) == 1 else None


def _caller_argument_method(index: ModuleIndex, holder: cst.BaseExpression, method: str,
                            scope: FunctionInfo | None) -> FunctionInfo | None:
    """`mmm.predict` in a module-level function where `mmm` is its parameter and every caller
    (`caller_arguments`) passes for it an object built by one class of the module
    (`MediaMix(...)`, or a name bound once to one): that class's method, with `self` bound to
    the object."""
    if not isinstance(holder, cst.Name) or scope is None:
        return None
    built = _built_by_one_class(index, caller_arguments(index, scope, holder.value))
    return method_named(index, f"{built}.{method}") if built is not None and built in index.classes else None


def _given_instance_call(index: ModuleIndex, name: cst.Name, scope: FunctionInfo | None) -> Resolved | None:
    """`jax.jit(op)` where `op` is a parameter every construction (of the class whose `__init__`
    this is) or every caller hands an instance of one class: that class's `__call__`, `self`
    bound; for a class of another project module, by its qualified name."""
    given = _constructor_given(index, name, scope)
    if given is None and scope is not None:
        given = caller_arguments(index, scope, name.value)
    built = _built_by_one_class(index, given)
    if built is None:
        return None
    if built in index.classes:
        call = method_named(index, f"{built}.__call__")
        return Resolved(call, list(call.specs), 1) if call is not None else None
    return Resolved(None, [], 1, (), f"{built}.__call__")


def only_called(index: ModuleIndex, function: str) -> bool:
    """Every spelling of the module-level `function` in the module (but its def's name) is the
    callee of a call: nothing hands it on, so its calls here are all its callers."""
    if index.module is None:
        return False
    if index.handed_on is None:  # one walk per module: every caller of a closure read asks
        index.handed_on = _handed_on(index)
    return function not in index.handed_on


def _handed_on(index: ModuleIndex) -> set[str]:
    """The names spelled in the module other than as a callee, a module def's name or a read
    registering custom differentiation rules (`f` of `f.defvjp(fwd, bwd)`, of `@f.defjvp`: such a
    read hands the function to no other caller). One walk: a parent comes before its children,
    so a name's call or registering attribute is known when the name is met. `jax.jit(f, ...)(args)`
    spelled inline hands `f` to the outer call, its caller (inline_jit_calls)."""
    skipped = {id(info.node.name) for info in index.module_functions.values()
               if isinstance(info.node, cst.FunctionDef)}
    skipped |= {id(name) for calls in inline_jit_calls(index).values() for _, name in calls}
    out: set[str] = set()
    for node in iter_tree(index.module):
        kind = type(node)
        if kind is cst.Name:
            if id(node) not in skipped:
                out.add(node.value)
        elif kind is cst.Call:
            skipped.add(id(node.func))
        elif kind is cst.Attribute and node.attr.value in ("defvjp", "defjvp") and type(node.value) is cst.Name:
            skipped.add(id(node.value))
    return out


def _inherited_instance_method(index: ModuleIndex, expr: cst.Attribute, scope: FunctionInfo | None):
    """`solver.run` where `solver = Child(...)` (a class of this module) is the one binding of
    `solver`, and Child inherits `run` from a base class of this module: (that method, Child's
    ClassDef), the receiver whose overrides `run`'s `self.m(...)` calls. None otherwise."""
    if not isinstance(expr.value, cst.Name):
        return None
    value, _ = the_binding(index, expr.value.value, scope)
    if not isinstance(value, cst.Call) or not isinstance(value.func, cst.Name):
        return None
    node = class_in_force(index, value.func.value, scope)
    if node is None or expr.attr.value in index.class_methods.get(id(node), {}):
        return None
    seen, todo = set(), list(node.bases)
    while todo:
        base = todo.pop(0)
        cls = index.classes.get(base.value.value) if isinstance(base.value, cst.Name) and not base.keyword else None
        if cls is None or id(cls) in seen:
            continue
        seen.add(id(cls))
        found = index.class_methods.get(id(cls), {}).get(expr.attr.value)
        if found is not None:
            return (found, node) if found.is_method else None
        todo.extend(cls.bases)
    return None


def method_named(index: ModuleIndex, dotted: str, scope: FunctionInfo | None = None) -> FunctionInfo | None:
    """`Class.method` of this module, a method taking `self`; the class in force for code of
    `scope` where given (class_in_force)."""
    class_name, _, method = dotted.partition(".")
    node = class_in_force(index, class_name, scope)
    found = index.class_methods.get(id(node), {}).get(method) if node is not None and method else None
    return found if found is not None and found.is_method else None


def static_method_named(index: ModuleIndex, dotted: str) -> FunctionInfo | None:
    """`Class.method` of this module, a `@staticmethod`: a plain function reached through its
    class (`lax.scan(Euler.step, ...)`), with no `self` to bind."""
    class_name, _, method = dotted.partition(".")
    node = index.classes.get(class_name)
    found = index.class_methods.get(id(node), {}).get(method) if node is not None and method else None
    return found if found is not None and found.is_staticmethod else None


def _foreign_instance_method(index: ModuleIndex, expr: cst.Attribute, scope: FunctionInfo | None) -> Resolved | None:
    """`m.apply` where `m = model.MLP(...)` (a class of another project module) is the one
    binding of `m` in the nearest scope binding it: that class's method, `self` bound."""
    if not isinstance(expr.value, cst.Name):
        return None
    used_in = scope
    value, scope = the_binding(index, expr.value.value, scope)
    if not isinstance(value, cst.Call) or any(a.star for a in value.args):
        return None
    cls = _imported(index, value.func, scope)
    # `self` is that instance: what its construction here passes is what its attributes hold
    return Resolved(None, [], 1, (), f"{cls.qualname}.{expr.attr.value}",
                    bound_args=((0, expr.value, used_in),)) if cls is not None else None


def the_binding(index: ModuleIndex, name: str, scope: FunctionInfo | None, at: cst.CSTNode | None = None):
    """(the value of the one `name = value` in the nearest scope binding `name`, else None;
    that scope, None for the module). With `at` (a use of the name in that function's own
    body), the one such binding that can reach it is enough."""
    from jaxlint.analysis.flow import flow_of
    from jaxlint.analysis.scopes import binding_count, binding_scope, scope_info, single_assignment

    scope = binding_scope(scope, name)
    if scope is not None:
        if not isinstance(scope.node, cst.FunctionDef):
            return None, scope
        value = single_assignment(scope.node, name)
        if value is None and at is not None and name not in scope_info(scope.node).params:
            flow = flow_of(scope.node)
            if binding_count(scope.node, name) == len(flow.assignments(name)):  # the flow sees every binding
                value = flow.reaching_value(name, at) or flow.first_pass_value(name, at)
        return value, scope
    assigned = index.module_assignments.get(name)
    return (assigned[0] if assigned and len(assigned) == 1 else None), None


def _names_class_unrebound(index: ModuleIndex, expr: cst.Attribute, scope: FunctionInfo | None) -> bool:
    """`Cls.attr` where `Cls` is a plain name no module-level assignment and no enclosing
    function rebinds on the way to this module's class of that name."""
    from jaxlint.analysis.scopes import local_names

    if not isinstance(expr.value, cst.Name) or expr.value.value in index.module_assignments:
        return False
    while scope is not None:
        if expr.value.value in local_names(scope.node):
            return False
        scope = scope.parent
    return True


def _static_method_of_class(index: ModuleIndex, expr: cst.Attribute, scope: FunctionInfo | None) -> FunctionInfo | None:
    """`Euler.step`, Euler a class of this module (not a name rebound on the way) and step its
    staticmethod."""
    if not _names_class_unrebound(index, expr, scope):
        return None
    return static_method_named(index, f"{expr.value.value}.{expr.attr.value}")


def _class_method_of_class(index: ModuleIndex, expr: cst.Attribute, scope: FunctionInfo | None,
                           ) -> FunctionInfo | None:
    """`Scale.from_factors`, Scale a class of this module (not a name rebound on the way) and
    from_factors its `@classmethod`: the class binds `cls`, callers' arguments fill the rest."""

    if not _names_class_unrebound(index, expr, scope):
        return None
    node = class_in_force(index, expr.value.value, scope)
    found = index.class_methods.get(id(node), {}).get(expr.attr.value) if node is not None else None
    return found if found is not None and found.is_classmethod and not found.specs else None


def _imported(index: ModuleIndex, expr: cst.BaseExpression, scope: FunctionInfo | None) -> Resolved | None:
    """A function imported from a module that is not a library: it may be a project function."""
    from jaxlint.analysis.imports import dotted_name
    from jaxlint.analysis.scopes import local_names

    dotted = dotted_name(expr)
    if dotted is None:
        return None
    head = dotted.split(".", 1)[0]
    while scope is not None:
        if head in local_names(scope.node):
            return None  # a local variable, not the import
        scope = scope.parent
    if head in index.module_assignments or head in index.module_functions or head in index.classes:
        return None
    qual = index.imports.resolve(dotted)
    if qual is None or qual.startswith(facts.LIBRARY_ROOTS) or "." not in qual.lstrip("."):
        return None
    return Resolved(None, [], qualname=qual)


def _def_reaching_use(index: ModuleIndex, use: cst.Name, scope: FunctionInfo | None
                      ) -> tuple[bool, FunctionInfo | None]:
    """(True, the def) for a name two defs of the use's own function (or, for a use at the top
    level, of the module) bind: the one every run reaching the use last ran (`def body` for the
    while_loop above it, not the `def body` for a scan below); (True, None) when no one def is
    that. (False, None) for a name bound by one def, or not in the use's own scope."""
    from jaxlint.analysis.flow import flow_of

    if scope is not None:
        if use.value not in scope.redefined:
            return False, None
        bound = flow_of(scope.node).dominating_binding(use.value, use)
    elif len(index.def_statements.get(use.value, ())) > 1 and use.value in index.module_functions:
        # (overloads of one dispatcher keep no module function: which runs depends on the call)
        bound = flow_of(index.module).dominating_binding(use.value, use)
    else:
        return False, None
    return True, index.functions.get(id(bound)) if isinstance(bound, cst.FunctionDef) else None


def decorator_makes_object(index: ModuleIndex, expr: cst.BaseExpression) -> bool:
    """A decorator of this module that turns the function into an instance of a class of this
    module (`@QNode`, `@qnode(dev)` returning `lambda f: QNode(f, dev)`, `def deco(f): return
    Wrapper(f)`): the name the def binds is that object, not the function, and what calls or jits
    it run is the object's `__call__`, not the def (so the def is not looked up by its name)."""
    target = expr.func if isinstance(expr, cst.Call) else expr
    if not isinstance(target, cst.Name):
        return False
    if target.value in index.classes:
        return not isinstance(expr, cst.Call)
    found = index.module_functions.get(target.value)
    made = _sole_return_value(found.node) if found is not None else None
    if isinstance(expr, cst.Call):  # a decorator factory: what it returns is the decorator
        if isinstance(made, cst.Lambda):
            made = made.body
        elif isinstance(made, cst.Name) and found is not None and made.value in found.nested:
            made = _sole_return_value(found.nested[made.value].node)
        else:
            return False
    return _constructs_module_class(index, made)


def _sole_return_value(node: cst.CSTNode) -> cst.BaseExpression | None:
    """The value of a def's only `return` statement (its nested scopes left out)."""
    if not isinstance(node, cst.FunctionDef):
        return None
    returns = [n for n in iter_scope(node.body) if isinstance(n, cst.Return)]
    return returns[0].value if len(returns) == 1 else None


def _constructs_module_class(index: ModuleIndex, expr: cst.BaseExpression | None) -> bool:
    """`QNode(func, device)` of a class of this module, also as the first argument of
    `functools.update_wrapper(...)` (which returns that object)."""
    if not isinstance(expr, cst.Call):
        return False
    if isinstance(expr.func, cst.Name) and expr.func.value in index.classes:
        return True
    if index.resolver.qualname(expr.func) == "functools.update_wrapper" and expr.args:
        return _constructs_module_class(index, expr.args[0].value)
    return False


def lookup_function(index: ModuleIndex, name: str, scope: FunctionInfo | None) -> FunctionInfo | None:
    """The def a name refers to, or None when the name is also rebound by assignment there (or
    by another def: `_def_reaching_use` chooses among them where the use is known)."""
    from jaxlint.analysis.scopes import assigned_names, local_names

    while scope is not None:
        if name in scope.nested:
            if name in scope.redefined:
                return None
            if name in assigned_names(scope.node) and not rewrapped_in(index, scope, name):
                return None
            return scope.nested[name]
        if name in local_names(scope.node):
            return None  # `passthru = unitary(n)` in `def passthru(n)`: the local value, not the def
        scope = scope.parent
    if name in index.module_assignments and not _only_rewrapped(index, name):
        return None
    return index.module_functions.get(name)


def rewrapped_in(index: ModuleIndex, scope: FunctionInfo, name: str) -> bool:
    """`run = jax.jit(run, static_argnums=1)` after a nested `def run`: every binding of the
    name in the function other than the def is such a rewrap of it."""
    found = False
    for node in iter_scope(scope.node.body) if isinstance(scope.node, cst.FunctionDef) else ():
        if isinstance(node, cst.Assign):
            if not any(name in _target_names(t.target) for t in node.targets):
                continue
            value = node.value
            if len(node.targets) != 1 or not isinstance(node.targets[0].target, cst.Name) or not (
                    isinstance(value, cst.Call) and value.args and index.resolver.spec_from_call(value) is not None
                    and isinstance(value.args[0].value, cst.Name) and value.args[0].value.value == name):
                return False
            found = True
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr)):
            if name in _target_names(node.target):
                return False
        elif isinstance(node, cst.With):
            if any(item.asname is not None and name in _target_names(item.asname.name) for item in node.items):
                return False
    return found


def _only_rewrapped(index: ModuleIndex, name: str) -> bool:
    """`step = jax.jit(step)`: the name is rebound only to transforms of its own def."""
    for value in index.module_assignments.get(name, []):
        if not isinstance(value, cst.Call) or index.resolver.spec_from_call(value) is None:
            return False
        first = value.args[0].value if value.args else None
        if not (isinstance(first, cst.Name) and first.value == name):
            return False
    return True


def class_in_force(index: ModuleIndex, name: str, info: FunctionInfo | None) -> cst.ClassDef | None:
    """The module-level class `name` that code of `info` builds. A notebook often redefines a
    class in a later cell, next to a new version of the code that uses it; cells run in order, so
    a def placed between two `class World:` statements runs with the earlier one, not the last.
    With one definition (or code outside any module-level def) this is `index.classes`."""
    return _in_force(index, index.class_statements.get(name), index.classes.get(name), info)


def def_in_force(index: ModuleIndex, name: str, info: FunctionInfo | None) -> FunctionInfo | None:
    """The module-level function `name` that code of `info` calls: as class_in_force, the def
    before the reading code's own module-level statement when a module defines `name` several
    times (notebook cells, `if example == 1: def objective ... elif example == 2: def objective`)."""
    last = index.module_functions.get(name)
    node = _in_force(index, index.def_statements.get(name), last.node if last is not None else None, info)
    return last if node is None or last is None or node is last.node else index.functions.get(id(node), last)


def _in_force(index: ModuleIndex, statements: list | None, last, info: FunctionInfo | None):
    if info is None or statements is None or len(statements) < 2:
        return last
    top = info
    while top.parent is not None:
        top = top.parent
    position = index.top_order.get(id(top.class_node if top.class_node is not None else top.node))
    if position is None:
        return last
    earlier = [node for node in statements if index.top_order.get(id(node), position) < position]
    return earlier[-1] if earlier else last
