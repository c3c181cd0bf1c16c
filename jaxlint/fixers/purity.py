"""Can this code run where Python did not run it, or run once inside a traced function?

`jnp.where` evaluates both branches; `lax.cond`, `lax.switch`, `lax.while_loop` and
`lax.fori_loop` trace their branches and bodies once, as functions. Either way the code must
have no side effects, and the values that cross the boundary must be arrays. Each check returns
the reason it fails (for the advice a refused rewrite shows), or None.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import Kind, Value, fact, facts, iter_tree
from jaxlint.fixers.edits import code

NOT_ARRAYS = ("list", "tuple", "dict", "set", "str", "none", "function", "module", "class", "range", "shape")


def why_impure(ctx, expr: cst.CSTNode, staged: bool = False, depth: int = 0) -> str | None:
    """Why an expression may have a side effect (or raise only where it was not run), or None.
    `staged`: effects JAX stages itself (`jax.debug.print`) are fine: the code is traced once
    as a function (a lax.cond branch, a loop body), not evaluated where it did not run. The
    module's own helpers are followed (`depth` levels deep) and must be pure too."""
    mapped: set[int] = set()  # lambdas a tree map applies on the spot (pre-order: seen at their call first)
    for node in iter_tree(expr):
        if isinstance(node, (cst.Yield, cst.Await)):
            return "it yields or awaits"
        if isinstance(node, cst.NamedExpr):
            return "it assigns with ':='"
        if isinstance(node, cst.Lambda) and id(node) not in mapped:
            return "it defines a lambda"
        if isinstance(node, cst.Call) and id(node) in mapped:
            continue  # `jax.grad(lambda ...)`, called at once: judged with its call
        if isinstance(node, cst.Call):
            function = _mapped_lambda(ctx, node)
            if function is None and isinstance(node.func, cst.Call):
                function = _transformed_lambda(ctx, node.func)
                if function is not None:
                    mapped.add(id(node.func))
            if function is not None:
                mapped.add(id(function))
                continue  # the lambda's body is still walked: it must be pure too
            if function is None and _transformed_function(ctx, node.func) is not None:
                layer = node.func
                while isinstance(layer, cst.Call):  # `jax.grad(jax.grad(f))`: judged with the call, as f
                    mapped.add(id(layer))
                    layer = layer.args[0].value
            problem = _call_problem(ctx, node, staged, depth)
            if problem is not None:
                return problem
    return None


def tree_mapped(ctx, node: cst.Call) -> bool:
    """`jax.tree.map(...)` and its aliases (the facts table's TREE_MAP): a call returning a pytree."""
    known = fact(ctx.callee(node))
    return known is not None and known.returns == facts.TREE_MAP


def _mapped_lambda(ctx, node: cst.Call) -> cst.Lambda | None:
    """`jax.tree.map(lambda u: u * frac, updates)`: the lambda a tree map calls on each leaf, then
    drops (no `is_leaf=`, positional arguments only); the map itself has no effect of its own, so
    the call is as pure as the lambda's body and its other arguments."""
    if not tree_mapped(ctx, node) or len(node.args) < 2 or any(
            a.star or a.keyword is not None for a in node.args):
        return None
    function = node.args[0].value
    return function if isinstance(function, cst.Lambda) and _plain_params(function) else None


def _traces_once(qual: str | None) -> bool:
    """A transform that only traces the function it is handed (the facts table's grad family and
    vmap, and jax.checkpoint/remat): applied and called at once, it keeps nothing of it."""
    known = fact(qual)
    return known is not None and known.transform in (facts.GRAD, facts.VMAP) or (
        qual is not None and facts.canonical(qual) == "jax.checkpoint")


def _transformed_lambda(ctx, transform: cst.Call) -> cst.Lambda | None:
    """`jax.grad(lambda w: loss(w, x))` called at once (`...(w)`): the transform only traces the
    lambda, so the call is as pure as the lambda's body and the arguments."""
    if not _traces_once(ctx.callee(transform)) or not transform.args or any(
            a.star for a in transform.args) or transform.args[0].keyword is not None:
        return None
    function = transform.args[0].value
    return function if isinstance(function, cst.Lambda) and _plain_params(function) else None


def _plain_params(function: cst.Lambda) -> bool:
    params = function.params
    return not params.kwonly_params and not isinstance(params.star_arg, cst.Param) and params.star_kwarg is None


def _call_problem(ctx, node: cst.Call, staged: bool, depth: int) -> str | None:
    qual = ctx.callee(node)
    if qual is not None:
        known = fact(qual)
        if qual.startswith(facts.PURE_NAMESPACES) or known is not None and (
                known.pure or staged and known.staged_effect):
            return None
        found = None if known is not None or qual.startswith(facts.LIBRARY_ROOTS) or depth >= 3 else \
            ctx.project_function(qual)
        if found is None:
            return f"it calls {qual}, which may have side effects"
        helper, there = found  # another project module's function: judged with that module's names
        problem = _helper_problem(there, helper.node, staged, depth + 1)
        return None if problem is None else f"it calls {helper.name}, and {problem}"
    func = node.func
    if isinstance(func, cst.Attribute):
        receiver = func.value
        if _is_pure_method(func.attr.value) and ctx.value(receiver).kind is Kind.TRACED:
            return None
        if func.attr.value == "_replace" and _namedtuple_instance(ctx.value(receiver)):
            return None  # `state._replace(step=0)`: a new tuple, the old one untouched
        if func.attr.value in facts.AT_METHODS and isinstance(receiver, cst.Subscript) and isinstance(
                receiver.value, cst.Attribute) and receiver.value.attr.value == "at" and ctx.value(
                receiver.value.value).kind is Kind.TRACED:
            return None  # x.at[i].set(v): a functional update
    if isinstance(func, cst.Name) and ctx.module.plain_record(func.value):
        return None  # Carry(total, done): a NamedTuple or plain dataclass only holds its fields
    found = ctx.called_function_there(node)
    helper, judge = found if found is not None else (None, ctx)
    if helper is None and depth == 0:
        helper = own_method(ctx, func)
    if helper is not None and depth < 3:
        problem = _helper_problem(judge, helper.node, staged, depth + 1)
        if problem is None:
            return None
        return f"it calls {helper.name}, and {problem}"
    transformed = _transformed_function(ctx, func)
    if transformed is not None:
        return _named_call_problem(ctx, transformed, staged, depth)
    return f"it calls {_spelling(func)}, which jaxlint cannot prove free of side effects"


def _transformed_function(ctx, func: cst.BaseExpression) -> str | None:
    """`jax.grad(u_net, argnums=2)(...)`, `jax.grad(jax.grad(f))(...)`, `jax.vmap(f)(...)`: the
    qualified name of the function the transforms (each only tracing what it is handed) wrap,
    called at once. The call is as pure as that function; the transforms' own arguments are
    walked by why_impure as any other expression."""
    layers = 0
    while isinstance(func, cst.Call) and _traces_once(ctx.callee(func)) and func.args and \
            func.args[0].keyword is None and not func.args[0].star:
        func, layers = func.args[0].value, layers + 1
    if layers == 0 or not isinstance(func, (cst.Name, cst.Attribute)):
        return None
    return ctx.qualified_name(func) or ctx.module.qualified_name(func)


def _named_call_problem(ctx, qual: str, staged: bool, depth: int) -> str | None:
    """Why calling the function named `qual` may have a side effect (a pure fact, or a project
    function judged with its own module's names), or None."""
    known = fact(qual)
    if known is not None and (known.pure or staged and known.staged_effect):
        return None
    found = None if known is not None or qual.startswith(facts.LIBRARY_ROOTS) or depth >= 3 else \
        ctx.project_function(qual)
    if found is None:
        return f"it calls {qual}, which may have side effects"
    helper, there = found
    problem = _helper_problem(there, helper.node, staged, depth + 1)
    return None if problem is None else f"it calls {helper.name}, and {problem}"


def own_method(ctx, func: cst.BaseExpression):
    """The method `self.name(...)` runs, seen from the traced function: `self` is the first
    parameter of the method the traced function is (or is nested in, closing over it, as a scan
    body a method builds), bound nowhere else on the way, and the class defines `name` itself
    (undecorated). A subclass of another module overriding `name` stays unseen."""
    if not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)):
        return None
    receiver = func.value.value
    for scope in (ctx.function, *ctx.function.enclosing()):
        node = scope.node
        if not isinstance(node, cst.FunctionDef):
            return None
        params = list(node.params.posonly_params) + list(node.params.params)
        if scope.is_method and params and params[0].name.value == receiver:
            if receiver in _stored_names(node.body):
                return None
            method = ctx.module.sibling_method(scope, func.attr.value)
            if method is None or not method.is_method or method.node.decorators:
                return None
            return method
        if scope.param(receiver)[1] is not None or receiver in _stored_names(node.body):
            return None
    return None


def _stored_names(body: cst.CSTNode) -> set[str]:
    return {n.target.value for n in iter_tree(body)
            if isinstance(n, (cst.AssignTarget, cst.AnnAssign, cst.AugAssign)) and isinstance(n.target, cst.Name)}


def _helper_problem(ctx, function: cst.FunctionDef, staged: bool, depth: int) -> str | None:
    """Why calling one of the module's own functions may have a side effect, or None."""
    if function.decorators:
        return "it is decorated"
    stack = list(_body(function.body))
    while stack:
        stmt = stack.pop()
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Return):
                    problem = why_impure(ctx, small.value, staged, depth) if small.value is not None else None
                else:
                    problem = _small_problem(ctx, small, False, depth, staged)
                if problem is not None:
                    return problem
        elif isinstance(stmt, (cst.If, cst.For, cst.While)):
            if stmt.orelse is not None and not isinstance(stmt.orelse, cst.If):
                stack.extend(_body(stmt.orelse.body))
            elif isinstance(stmt.orelse, cst.If):
                stack.append(stmt.orelse)
            head = stmt.iter if isinstance(stmt, cst.For) else stmt.test
            problem = why_impure(ctx, head, staged, depth)
            if problem is not None:
                return problem
            stack.extend(_body(stmt.body))
        else:
            return "it holds a statement jaxlint does not follow"
    return None


def _namedtuple_instance(value: Value) -> bool:
    """An instance of a project NamedTuple class that does not define its own `_replace`, or a
    traced pytree of no known class (`_replace` is the NamedTuple spelling: a tuple's fields)."""
    cls = value.cls
    if cls is None:
        return value.traced and value.pytype == "pytree"
    return cls.info.namedtuple and "_replace" not in cls.info.methods


def _is_pure_method(name: str) -> bool:
    known = fact("method:" + name)
    return known is not None and known.pure


def _spelling(func: cst.BaseExpression) -> str:
    text = code(func).strip()
    return f"`{text}`" if len(text) <= 40 else "a function"


def not_an_array(value: Value) -> str | None:
    """The kind of Python value this is when it is not an array (never give it array APIs)."""
    if value.pytype in NOT_ARRAYS:
        return {"none": "None", "str": "a string", "function": "a function", "dict": "a dict"}.get(
            value.pytype, f"a Python {value.pytype}")
    if value.items is not None or value.elem is not None:
        return "a Python container"
    return None


def not_an_array_expr(ctx, expr: cst.BaseExpression) -> str | None:
    """`not_an_array` of an expression's value; an imported name (`jnp.sin`, `np.float32`) is
    a function, class or module unless it names a number (`jnp.pi`)."""
    if isinstance(expr, (cst.Name, cst.Attribute)):
        qual = ctx.qualified_name(expr)
        if qual is not None and qual not in ("True", "False", "None") and qual.rpartition(".")[
                2] not in facts.NUMERIC_CONSTANTS:
            return "a function or module"
    return not_an_array(ctx.value(expr))


def array_like(ctx, expr: cst.BaseExpression) -> bool:
    return not_an_array_expr(ctx, expr) is None


def nan_prone(ctx, exprs: list[cst.BaseExpression]) -> bool:
    """Branches that can be inf/NaN where they are not selected poison jnp.where's gradient."""
    for expr in exprs:
        for node in iter_tree(expr):
            if isinstance(node, cst.BinaryOperation) and isinstance(
                    node.operator, (cst.Divide, cst.FloorDivide, cst.Modulo, cst.Power)):
                return True
            if isinstance(node, cst.Call):
                known = fact(ctx.callee(node))
                if known is not None and known.nan_prone:
                    return True
    return False


# Statements ---------------------------------------------------------------------------------
_EXITS = {cst.Return: "returns", cst.Break: "breaks out", cst.Continue: "continues", cst.Raise: "raises",
          cst.Global: "declares a global", cst.Nonlocal: "declares a nonlocal", cst.Del: "deletes a name"}


_BLOCK_WORDS = {cst.Try: "try", cst.TryStar: "try", cst.With: "with", cst.Match: "match"}


def why_unmovable(ctx, statements, allow_final_return: bool = False) -> str | None:
    """Why these statements cannot become the body of a function that `lax` traces once (a
    branch of `lax.cond`, a loop body), or None. `allow_final_return`: the block may end with
    a `return` (a branch that returns)."""
    for i, stmt in enumerate(statements):
        last = allow_final_return and i == len(statements) - 1
        problem = _statement_problem(ctx, stmt, last)
        if problem is not None:
            return problem
    return None


def _statement_problem(ctx, stmt: cst.CSTNode, may_return: bool) -> str | None:
    if isinstance(stmt, cst.SimpleStatementLine):
        for j, small in enumerate(stmt.body):
            final = may_return and j == len(stmt.body) - 1
            problem = _small_problem(ctx, small, final)
            if problem is not None:
                return problem
        return None
    if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
        return "it defines a function or class"
    if isinstance(stmt, (cst.Try, cst.TryStar, cst.With, cst.Match)):
        return f"it uses a '{_BLOCK_WORDS[type(stmt)]}' block"
    if isinstance(stmt, cst.If):
        node = stmt
        while isinstance(node, cst.If):
            problem = why_impure(ctx, node.test, True) or why_unmovable(ctx, _body(node.body))
            if problem is not None:
                return problem
            node = node.orelse
        return why_unmovable(ctx, _body(node.body)) if node is not None else None
    if isinstance(stmt, (cst.For, cst.While)):
        if stmt.orelse is not None:
            return "it has a loop with an 'else' clause"
        head = why_impure(ctx, stmt.iter if isinstance(stmt, cst.For) else stmt.test, True)
        if head is not None:
            return head
        for node in iter_tree(stmt.body):
            if isinstance(node, (cst.Break, cst.Continue)):
                return "an inner loop breaks or continues"
        return why_unmovable(ctx, _body(stmt.body))
    return "it holds a statement jaxlint does not move"


def _small_problem(ctx, small: cst.CSTNode, may_return: bool, depth: int = 0, staged: bool = True) -> str | None:
    if isinstance(small, cst.Return):
        if not may_return:
            return "it returns"
        return why_impure(ctx, small.value, staged, depth) if small.value is not None else "it returns None"
    for kind, reason in _EXITS.items():
        if isinstance(small, kind):
            return f"it {reason}"
    if isinstance(small, cst.Pass):
        return None
    if isinstance(small, cst.Expr):
        if isinstance(small.value, (cst.SimpleString, cst.ConcatenatedString)):
            return None
        if isinstance(small.value, cst.Call):
            known = fact(ctx.callee(small.value))
            if staged and known is not None and known.staged_effect:
                return why_impure(ctx, small.value, True, depth)
        return why_impure(ctx, small.value, False, depth) or "it evaluates an expression for its side effect"
    if isinstance(small, (cst.Assign, cst.AnnAssign, cst.AugAssign)):
        targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else [small.target]
        for target in targets:
            for node in iter_tree(target):
                if isinstance(node, cst.Attribute):
                    return "it stores into an attribute"
                if isinstance(node, cst.Subscript):
                    return "it assigns an item in place"
                if isinstance(node, cst.StarredElement):
                    return "it unpacks with '*'"
        if small.value is None:
            return None
        return why_impure(ctx, small.value, staged, depth)
    if isinstance(small, cst.Assert):
        return "it asserts"
    return "it holds a statement jaxlint does not move"


def _body(block) -> list:
    return list(block.body) if isinstance(block, (cst.IndentedBlock, cst.SimpleStatementSuite)) else []
