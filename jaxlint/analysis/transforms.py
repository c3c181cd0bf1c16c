"""The transform table: which JAX callables trace a function, and how.

A `TransformSpec` says what a decorator or a wrapping call such as
`partial(jax.jit, static_argnames=("n",))` does to the wrapped function's parameters.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field, replace

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.imports import ImportTable, dotted_name
from jaxlint.analysis.walk import iter_tree

PARTIAL = {facts.PARTIAL}


@dataclass(frozen=True)
class TransformSpec:
    name: str  # qualified, e.g. "jax.jit"
    kind: str  # facts.JIT, VMAP, FILTER_JIT, GRAD or PASS
    static_argnums: tuple[int, ...] = ()
    static_argnames: tuple[str, ...] = ()
    in_axes: object = 0  # vmap: 0, None, or a tuple of per-argument axes; ... when unknown
    statics_known: bool = True
    node: cst.CSTNode | None = field(default=None, compare=False)  # the decorator or call
    argnums: tuple[int, ...] = (0,)  # grad: the differentiated arguments
    has_aux: bool = False  # grad: the function returns (output, aux)
    nondiff_argnums: tuple[int, ...] = ()  # custom_vjp/custom_jvp: arguments the rule gets as they are
    wrapper: str | None = None  # a project's own jit wrapper applied it (`@compiled`): its node is no jax.jit call

    @property
    def concrete_tracers(self) -> bool:
        """jax.grad / value_and_grad: its tracers hold concrete values (see the facts table)."""
        fact = facts.lookup(self.name)
        return self.kind == facts.GRAD and fact is not None and fact.concrete_tracers

    @property
    def makes_entry(self) -> bool:
        """Whether the function it wraps is traced code to walk: a tracing transform, or a grad
        whose tracers are concrete; the same for `@jax.grad` as for `jax.grad(f)`."""
        return self.kind not in (facts.GRAD, facts.PASS) or self.concrete_tracers

    @property
    def label(self) -> str:
        return (self.name.replace("jax.lax.", "lax.").replace("equinox.", "eqx.").replace("flax.nnx.", "nnx.")
                .replace("haiku.", "hk."))


def literal(expr: cst.BaseExpression) -> object:
    """The Python value of a literal expression, or Ellipsis when it is not one."""
    try:
        return ast.literal_eval(cst.Module([]).code_for_node(expr))
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return ...


def _int_tuple(value: object) -> tuple[int, ...] | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return (value,)
    if isinstance(value, (tuple, list)) and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return tuple(value)
    return None


def _str_tuple(value: object) -> tuple[str, ...] | None:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, (tuple, list)) and all(isinstance(v, str) for v in value):
        return tuple(value)
    if isinstance(value, (set, frozenset)) and all(isinstance(v, str) for v in value):
        return tuple(sorted(value))  # `static_argnames={"y"}`: JAX takes any iterable of names
    return None


def _none_positions(specs: cst.Tuple) -> tuple[int, ...]:
    """The positions of a tuple of per-argument specs spelled `None` (before any `*rest`)."""
    out = []
    for i, el in enumerate(specs.elements):
        if isinstance(el, cst.StarredElement):
            break
        if isinstance(el.value, cst.Name) and el.value.value == "None":
            out.append(i)
    return tuple(out)


@dataclass(frozen=True)
class ProjectWrapper:
    """A project function that hands the function it is given to a jit and returns the result:
    `def compiled(fn=None, *, static=()): if fn is None: return partial(compiled, static=static);
    return jax.jit(fn, static_argnames=static)`. `@compiled`, `@compiled(static=("n",))` and
    `compiled(f, ...)` trace `f` as that jit does, its options read with the wrapper's parameters
    bound to what the decorator passes (or their defaults)."""

    transform: str  # qualified, "jax.jit"
    kind: str
    options: tuple[cst.Arg, ...]  # the keyword arguments of the inner transform call
    params: tuple[str, ...]  # the wrapper's parameters after the function, in order
    defaults: tuple[tuple[str, cst.BaseExpression], ...]
    shell: bool = False  # it returns an inner function forwarding its arguments to the jit (a timer)

    def arguments(self, passed: list[cst.Arg]) -> list[cst.Arg] | None:
        """The inner call's options with the wrapper's parameters replaced by what `passed` (the
        arguments after the function) binds them to, or their defaults; None when `passed`
        spells something the parameters do not take (`*args`, an unknown keyword)."""
        bound = dict(self.defaults)
        positional = [a for a in passed if a.keyword is None]
        if any(a.star for a in passed) or len(positional) > len(self.params):
            return None
        for name, arg in zip(self.params, positional):
            bound[name] = arg.value
        for arg in passed:
            if arg.keyword is not None:
                if arg.keyword.value not in self.params:
                    return None
                bound[arg.keyword.value] = arg.value
        out = []
        for opt in self.options:
            value = opt.value
            if isinstance(value, cst.Name) and value.value in self.params:
                value = bound.get(value.value, value)
            out.append(opt.with_changes(value=value))
        return out


_WRAPPED_KINDS = frozenset({facts.JIT, facts.FILTER_JIT})


def find_wrapper(node: cst.FunctionDef, resolver: "TransformResolver") -> ProjectWrapper | None:
    """`node` as a ProjectWrapper: a module-level def whose body is (a docstring,) at most an
    `if fn is None: return ...` for the decorator-with-options spelling, and `return
    jax.jit(fn, **options)`; None for anything else (a wrapper doing more is not read)."""
    if node.asynchronous is not None or node.decorators:
        return None
    params = node.params
    plain = [*params.posonly_params, *params.params]
    if not plain or params.star_kwarg is not None or isinstance(params.star_arg, cst.Param):
        return None
    fn = plain[0].name.value
    rest = [*plain[1:], *params.kwonly_params]
    body = list(node.body.body) if isinstance(node.body, cst.IndentedBlock) else []
    if body and isinstance(body[0], cst.SimpleStatementLine) and len(body[0].body) == 1 and isinstance(
            body[0].body[0], cst.Expr) and isinstance(body[0].body[0].value, (cst.SimpleString, cst.ConcatenatedString)):
        body = body[1:]
    if len(body) == 2 and isinstance(body[0], cst.If) and body[0].orelse is None and is_none_test(body[0].test, fn) \
            and _only_return(body[0].body):
        body = body[1:]
    call = _shell_call(body, fn)
    shell = call is not None
    if call is None:
        if len(body) != 1 or not isinstance(body[0], cst.SimpleStatementLine) or len(body[0].body) != 1:
            return None
        ret = body[0].body[0]
        if not isinstance(ret, cst.Return) or not isinstance(ret.value, cst.Call):
            return None
        call = ret.value
    qual = resolver.qualname(call.func)
    kind = resolver.wrapper_kind(qual)
    if kind not in _WRAPPED_KINDS or not call.args:
        return None
    first, options = call.args[0], call.args[1:]
    if first.keyword is not None or first.star or not (isinstance(first.value, cst.Name) and first.value.value == fn):
        return None
    if any(a.keyword is None or a.star for a in options):
        return None
    defaults = tuple((p.name.value, p.default) for p in rest if p.default is not None)
    return ProjectWrapper(qual, kind, tuple(options), tuple(p.name.value for p in rest), defaults, shell)


def _shell_call(body: list[cst.BaseStatement], fn: str) -> cst.Call | None:
    """The transform call of a wrapper that keeps it and returns a shell around it:

        jitted = jax.jit(fn, **options)
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            ...  # timing, logging: `jitted(*args, **kwargs)` exactly, `jitted` read nowhere else
        wrapper.seconds = 0.0
        return wrapper

    Every call of the shell hands the jitted function the arguments it was given, so `@name`
    traces `fn` as the transform does. None for any other body (the caller checks the call)."""
    if len(body) < 3:
        return None
    first, last = body[0], body[-1]
    if not (isinstance(first, cst.SimpleStatementLine) and len(first.body) == 1 and isinstance(first.body[0], cst.Assign)
            and len(first.body[0].targets) == 1 and isinstance(first.body[0].targets[0].target, cst.Name)
            and isinstance(first.body[0].value, cst.Call)):
        return None
    jitted, call = first.body[0].targets[0].target.value, first.body[0].value
    if not (isinstance(last, cst.SimpleStatementLine) and len(last.body) == 1 and isinstance(last.body[0], cst.Return)
            and isinstance(last.body[0].value, cst.Name)):
        return None
    returned = last.body[0].value.value
    inner = [s for s in body[1:-1] if isinstance(s, cst.FunctionDef)]
    if len(inner) != 1 or inner[0].name.value != returned or not _forwards_all(inner[0], jitted, fn):
        return None
    for stmt in body[1:-1]:
        if stmt is inner[0]:
            continue
        if not (isinstance(stmt, cst.SimpleStatementLine) and all(
                isinstance(small, cst.Assign) and all(
                    isinstance(t.target, cst.Attribute) and isinstance(t.target.value, cst.Name)
                    and t.target.value.value == returned for t in small.targets) for small in stmt.body)):
            return None  # only attributes set on the shell (`wrapper.calls = 0`)
    return call


def _forwards_all(node: cst.FunctionDef, jitted: str, fn: str) -> bool:
    """`node` takes exactly `(*args, **kwargs)`, may be decorated by `wraps(fn)` only, and reads
    `jitted` only as `jitted(*args, **kwargs)`, never `fn`."""
    params = node.params
    if (params.params or params.posonly_params or params.kwonly_params or not isinstance(params.star_arg, cst.Param)
            or params.star_kwarg is None or node.asynchronous is not None):
        return False
    star, kwargs = params.star_arg.name.value, params.star_kwarg.name.value
    for deco in node.decorators:
        d = deco.decorator
        if not (isinstance(d, cst.Call) and dotted_name(d.func) in ("wraps", "functools.wraps") and len(d.args) == 1
                and isinstance(d.args[0].value, cst.Name) and d.args[0].value.value == fn):
            return False
    calls, reads = 0, 0
    for sub in iter_tree(node.body):
        if isinstance(sub, cst.Name) and sub.value in (jitted, fn):
            reads += 1
        if isinstance(sub, cst.Call) and isinstance(sub.func, cst.Name) and sub.func.value == jitted:
            args = sub.args
            if not (len(args) == 2 and args[0].star == "*" and args[1].star == "**"
                    and isinstance(args[0].value, cst.Name) and args[0].value.value == star
                    and isinstance(args[1].value, cst.Name) and args[1].value.value == kwargs):
                return False
            calls += 1
    return calls >= 1 and reads == calls


def partial_wrapper(call: cst.Call, resolver: "TransformResolver") -> ProjectWrapper | None:
    """`functools.partial(jax.jit, static_argnames=("n",))`, bound to a module-level name, as a
    ProjectWrapper: `@name` and `name(f)` jit `f` with those options. Keyword options only."""
    if resolver.qualname(call.func) not in PARTIAL or not call.args:
        return None
    first, options = call.args[0], call.args[1:]
    if first.keyword is not None or first.star:
        return None
    qual = resolver.qualname(first.value)
    kind = resolver.wrapper_kind(qual)
    if kind not in _WRAPPED_KINDS or qual in resolver.wrappers:
        return None
    if any(a.keyword is None or a.star for a in options):
        return None
    return ProjectWrapper(qual, kind, tuple(options), (), ())


def is_none_test(test: cst.BaseExpression, name: str) -> bool:
    """`name is None`, exactly."""
    return (isinstance(test, cst.Comparison) and isinstance(test.left, cst.Name) and test.left.value == name
            and len(test.comparisons) == 1 and isinstance(test.comparisons[0].operator, cst.Is)
            and isinstance(test.comparisons[0].comparator, cst.Name) and test.comparisons[0].comparator.value == "None")


def _only_return(block: cst.BaseSuite) -> bool:
    stmts = block.body if isinstance(block, cst.IndentedBlock) else [block]
    return len(stmts) == 1 and isinstance(stmts[0], cst.SimpleStatementLine) and len(stmts[0].body) == 1 and \
        isinstance(stmts[0].body[0], cst.Return)


class TransformResolver:
    """Recognise transforms in decorators and calls, through the module's imports."""

    def __init__(self, imports: ImportTable, extra_jit: frozenset[str] = frozenset()) -> None:
        self.imports = imports
        self.extra_jit = extra_jit
        self.local_wrappers: dict[str, ProjectWrapper] = {}  # module-level defs of this module
        self.wrappers: dict[str, ProjectWrapper] = {}  # qualified names of other project modules' wrappers

    def project_wrapper(self, expr: cst.BaseExpression) -> ProjectWrapper | None:
        """The ProjectWrapper `expr` names: a def of this module or one imported from another."""
        if isinstance(expr, cst.Name) and expr.value in self.local_wrappers and expr.value not in self.imports.aliases:
            return self.local_wrappers[expr.value]
        qual = self.qualname(expr)
        return self.wrappers.get(qual) if qual is not None else None

    def _wrapper_spec(self, wrapper: ProjectWrapper, passed: list, node) -> TransformSpec | None:
        options = wrapper.arguments(passed)
        if options is None:
            return None
        spec = self._with_options(wrapper.transform, wrapper.kind, options, node)
        return replace(spec, wrapper=dotted_name(node.func if isinstance(node, cst.Call) else node) or "wrapper")

    def qualname(self, expr: cst.BaseExpression) -> str | None:
        dotted = dotted_name(expr)
        return self.imports.resolve(dotted) if dotted else None

    def wrapper_kind(self, qualname: str | None) -> str | None:
        if qualname is None:
            return None
        fact = facts.lookup(qualname)
        if fact is not None and fact.transform is not None:
            return fact.transform
        if qualname in self.extra_jit:
            return facts.JIT
        if qualname in self.wrappers:
            return self.wrappers[qualname].kind
        return None

    def spec_from_decorator(self, expr: cst.BaseExpression) -> TransformSpec | None:
        """`@jax.jit`, `@jax.jit(...)`, `@partial(jax.jit, ...)`; None for anything else."""
        wrapper = self.project_wrapper(expr.func if isinstance(expr, cst.Call) else expr)
        if wrapper is not None:
            if not isinstance(expr, cst.Call):
                return self._wrapper_spec(wrapper, [], expr)
            if any(a.keyword is None for a in expr.args):
                return None  # `@compiled(f)` returns a jitted f, not a decorator
            return self._wrapper_spec(wrapper, list(expr.args), expr)
        if isinstance(expr, cst.Call):
            head = self.qualname(expr.func)
            if head in PARTIAL and expr.args and expr.args[0].keyword is None and expr.args[0].star == "":
                inner = self.qualname(expr.args[0].value)
                kind = self.wrapper_kind(inner)
                if kind is None or inner in self.wrappers:
                    return None
                return self._with_options(inner, kind, expr.args[1:], expr)
            kind = self.wrapper_kind(head)
            if kind is None:
                return None
            # `@jax.jit(static_argnames=...)`: options only, no function argument.
            if any(a.keyword is None for a in expr.args):
                return None
            return self._with_options(head, kind, expr.args, expr)
        qual = self.qualname(expr)
        kind = self.wrapper_kind(qual)
        if kind is None:
            return None
        return TransformSpec(name=qual, kind=kind, node=expr)

    def spec_from_call(self, call: cst.Call) -> tuple[TransformSpec, cst.BaseExpression] | None:
        """`jax.jit(f, static_argnums=1)` -> (spec, f); None when `call` is not a wrapper call."""
        wrapper = self.project_wrapper(call.func)
        if wrapper is not None:
            first = call.args[0] if call.args else None
            if first is None or first.keyword is not None or first.star:
                return None
            spec = self._wrapper_spec(wrapper, list(call.args[1:]), call)
            return (spec, first.value) if spec is not None else None
        qual = self.qualname(call.func)
        kind = self.wrapper_kind(qual)
        if kind is None or not call.args:
            return None
        first = call.args[0]
        if first.keyword is not None and first.keyword.value not in ("fun", "f"):
            return None
        if first.star:
            return None
        return self._with_options(qual, kind, call.args[1:], call), first.value

    def _with_options(self, name: str, kind: str, args, node) -> TransformSpec:
        static_argnums: tuple[int, ...] = ()
        static_argnames: tuple[str, ...] = ()
        in_axes: object = 0
        argnums: tuple[int, ...] = (0,)
        has_aux = False
        nondiff_argnums: tuple[int, ...] = ()
        known = True
        positional = [a for a in args if a.keyword is None]
        if kind == "vmap" and positional:
            in_axes = literal(positional[0].value)
        unspecced = getattr(facts.lookup(name), "unspecced_static", None)
        for arg in args:
            if arg.keyword is None:
                continue
            key = arg.keyword.value
            if key == unspecced and isinstance(arg.value, cst.Tuple):
                static_argnums += _none_positions(arg.value)
            if key in ("static_argnums", "static_broadcasted_argnums"):
                parsed = _int_tuple(literal(arg.value))
                if parsed is None:
                    known = False
                else:
                    static_argnums = parsed
            elif key == "static_argnames":
                parsed_names = _str_tuple(literal(arg.value))
                if parsed_names is None:
                    known = False
                else:
                    static_argnames = parsed_names
            elif key == "in_axes":
                in_axes = literal(arg.value)
            elif key == "argnums":
                argnums = _int_tuple(literal(arg.value)) or argnums
            elif key == "has_aux":
                has_aux = literal(arg.value) is True
            elif key == "nondiff_argnums":
                parsed = _int_tuple(literal(arg.value))
                if parsed is None:
                    known = False  # which arguments the rule gets as they are is not spelled
                nondiff_argnums = parsed or ()
        return TransformSpec(
            name=name,
            kind=kind,
            static_argnums=static_argnums,
            static_argnames=static_argnames,
            in_axes=in_axes,
            statics_known=known,
            node=node,
            argnums=argnums,
            has_aux=has_aux,
            nondiff_argnums=nondiff_argnums,
        )

    def body_call(self, call: cst.Call) -> tuple[str, list[cst.BaseExpression]] | None:
        """For `lax.scan(body, ...)` and friends: (short name, [function expressions])."""
        qual = self.qualname(call.func)
        fact = facts.lookup(qual)
        if fact is None:
            return None
        positional = [a for a in call.args if a.keyword is None and not a.star]
        if fact.bodies is not None:
            positions, keywords = fact.bodies
            funcs = [positional[p].value for p in positions if p < len(positional)]
            funcs += [a.value for a in call.args if a.keyword is not None and a.keyword.value in keywords]
            return fact.label or qual.replace("jax.", "", 0), funcs
        if fact.branch_list is not None:
            pos = fact.branch_list
            funcs = []
            if pos < len(positional) and isinstance(positional[pos].value, (cst.List, cst.Tuple)):
                funcs = [el.value for el in positional[pos].value.elements]
            return fact.label, funcs
        return None


def body_arity(qual: str | None, call: cst.Call) -> int | None:
    """How many arguments a lax primitive passes to the functions it traces."""
    positional = [a for a in call.args if a.keyword is None]
    if any(a.star for a in positional):
        return None
    fact = facts.lookup(qual)
    arity = fact.body_arity if fact is not None else None
    if isinstance(arity, int):
        return arity
    if arity is not None:  # ("after", k): the positional arguments after the first k
        return max(len(positional) - arity[1], 0)
    return None
