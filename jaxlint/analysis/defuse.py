"""Which names a piece of code reads and binds, which are bound before a statement and which may
be read after it: what a rewrite needs to move statements into a function (a `lax.cond` branch,
a `lax.while_loop` body) and to know what to pass in and hand back.

Purely syntactic, over one function body, and conservative in the direction that keeps a
rewrite correct: "may be read" over-approximates (any later read counts, a nested function's
reads count everywhere), "definitely bound" under-approximates (a name bound in only one arm
of an `if`, or inside a loop, does not count).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.scopes import _bind_target as _bind, parameter_names
from jaxlint.analysis.walk import iter_children

_COMPREHENSIONS = (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)
_LOOPS = (cst.For, cst.While)


# Expressions --------------------------------------------------------------------------------
def expression_reads(node: cst.CSTNode) -> list[str]:
    """Variable names an expression reads, in evaluation order (attribute names, keyword names,
    a lambda's parameters and a comprehension's targets are not reads)."""
    out: list[str] = []
    _reads(node, out)
    return out


def _reads(node: cst.CSTNode, out: list[str]) -> None:
    if isinstance(node, cst.Name):
        out.append(node.value)
    elif isinstance(node, cst.Attribute):
        _reads(node.value, out)
    elif isinstance(node, cst.Arg):
        _reads(node.value, out)
    elif isinstance(node, cst.Lambda):
        inner: list[str] = []
        for part in iter_children(node):
            _reads(part, inner)
        params = set(parameter_names(node.params))
        out.extend(n for n in inner if n not in params)
    elif isinstance(node, cst.Param):
        if node.default is not None:
            _reads(node.default, out)
    elif isinstance(node, _COMPREHENSIONS):
        inner = []
        targets: set[str] = set()
        for part in iter_children(node):
            _reads(part, inner)
        comp = node.for_in
        while comp is not None:
            _bind(comp.target, targets)
            comp = comp.inner_for_in
        out.extend(n for n in inner if n not in targets)
    elif isinstance(node, cst.CompFor):
        _reads(node.iter, out)
        for cond in node.ifs:
            _reads(cond, out)
        if node.inner_for_in is not None:
            _reads(node.inner_for_in, out)
    elif isinstance(node, cst.NamedExpr):
        _reads(node.value, out)
    elif isinstance(node, cst.AsName):
        return
    else:
        for child in iter_children(node):
            _reads(child, out)


def _target_reads(target: cst.CSTNode, out: list[str]) -> None:
    """What an assignment target reads: the object and index of `a.b = ...`, `a[i] = ...`."""
    if isinstance(target, (cst.Tuple, cst.List)):
        for el in target.elements:
            _target_reads(el.value, out)
    elif isinstance(target, cst.StarredElement):
        _target_reads(target.value, out)
    elif isinstance(target, (cst.Attribute, cst.Subscript)):
        _reads(target, out)


# Statements ---------------------------------------------------------------------------------
def _block(suite: cst.CSTNode | None) -> list[cst.CSTNode]:
    if suite is None:
        return []
    if isinstance(suite, (cst.Else, cst.Finally)):
        suite = suite.body
    return list(suite.body) if isinstance(suite, (cst.IndentedBlock, cst.SimpleStatementSuite)) else []


def _small_statements(stmt: cst.CSTNode) -> list[cst.CSTNode]:
    return list(stmt.body) if isinstance(stmt, cst.SimpleStatementLine) else [stmt]


def statement_reads(stmt: cst.CSTNode) -> list[str]:
    """Every name a statement (with everything nested in it) may read."""
    out: list[str] = []
    for small in _small_statements(stmt):
        _statement_reads(small, out)
    return out


def _statement_reads(stmt: cst.CSTNode, out: list[str]) -> None:
    if isinstance(stmt, cst.Assign):
        _reads(stmt.value, out)
        for target in stmt.targets:
            _target_reads(target.target, out)
    elif isinstance(stmt, cst.AnnAssign):
        if stmt.value is not None:
            _reads(stmt.value, out)
        _target_reads(stmt.target, out)
    elif isinstance(stmt, cst.AugAssign):
        _reads(stmt.value, out)
        _reads(stmt.target, out)
    elif isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
        inner: list[str] = []
        for child in iter_children(stmt):
            if isinstance(child, cst.Name):
                continue
            if isinstance(child, cst.Parameters):
                for p in (*child.posonly_params, *child.params, *child.kwonly_params):
                    _reads(p, inner)
                continue
            if isinstance(child, cst.BaseSuite):
                for s in _block(child):
                    inner.extend(statement_reads(s))
                continue
            _reads(child, inner)
        params = set(parameter_names(stmt.params)) if isinstance(stmt, cst.FunctionDef) else set()
        out.extend(n for n in inner if n not in params)
    elif isinstance(stmt, (cst.Import, cst.ImportFrom, cst.Global, cst.Nonlocal, cst.Pass, cst.Break,
                           cst.Continue)):
        return
    else:
        for child in iter_children(stmt):
            if isinstance(child, cst.BaseSuite):
                for s in _block(child):
                    out.extend(statement_reads(s))
            elif isinstance(child, (cst.Else, cst.Finally, cst.If, cst.ExceptHandler, cst.MatchCase)):
                _statement_reads(child, out)
            elif isinstance(child, cst.AsName):
                continue
            elif isinstance(child, cst.CSTNode) and not isinstance(child, cst.BaseSuite):
                if isinstance(stmt, cst.For) and child is stmt.target:
                    continue
                _reads(child, out)


def statement_stores(stmt: cst.CSTNode) -> set[str]:
    """Every name a statement (with everything nested in it, nested scopes excluded) may bind."""
    out: set[str] = set()
    for small in _small_statements(stmt):
        _statement_stores(small, out)
    return out


def _statement_stores(stmt: cst.CSTNode, out: set[str]) -> None:
    if isinstance(stmt, cst.Assign):
        for target in stmt.targets:
            _bind(target.target, out)
    elif isinstance(stmt, (cst.AnnAssign, cst.AugAssign)):
        if not isinstance(stmt, cst.AnnAssign) or stmt.value is not None:
            _bind(stmt.target, out)
    elif isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
        out.add(stmt.name.value)
        return
    elif isinstance(stmt, (cst.Import, cst.ImportFrom)):
        if not isinstance(stmt.names, cst.ImportStar):
            for alias in stmt.names:
                if alias.asname is not None:
                    _bind(alias.asname.name, out)
                else:
                    name = alias.name
                    while isinstance(name, cst.Attribute):
                        name = name.value
                    _bind(name, out)
        return
    if isinstance(stmt, cst.For):
        _bind(stmt.target, out)
    for node in _walk_expressions(stmt):
        if isinstance(node, cst.NamedExpr):
            _bind(node.target, out)
        elif isinstance(node, cst.AsName):
            _bind(node.name, out)
    for child in iter_children(stmt):
        if isinstance(child, cst.BaseSuite):
            for s in _block(child):
                out |= statement_stores(s)
        elif isinstance(child, (cst.Else, cst.Finally, cst.If, cst.ExceptHandler, cst.MatchCase)):
            _statement_stores(child, out)


def _applied_on_the_spot(nodes) -> set[int]:
    """Ids of the lambdas among `nodes` that are called while their statement runs and then
    dropped, so nothing reads their names later: the function a tree map applies to each leaf
    (`jax.tree.map(lambda u: u * frac, updates)`, `tree_util.tree_map`, `tree_map`), and the one
    a transform is applied to and called at once (`jax.grad(lambda w: loss(w, x))(w)`)."""
    out: set[int] = set()
    for node in nodes:
        if not isinstance(node, cst.Call) or not node.args or not isinstance(node.args[0].value, cst.Lambda):
            continue
        func = node.func
        tree_map = isinstance(func, cst.Name) and func.value == "tree_map" or isinstance(func, cst.Attribute) and (
            func.attr.value == "tree_map" or func.attr.value == "map" and isinstance(func.value, (cst.Name, cst.Attribute))
            and (func.value.value if isinstance(func.value, cst.Name) else func.value.attr.value) == "tree")
        if tree_map and node.args[0].keyword is None:
            out.add(id(node.args[0].value))
    for node in nodes:  # `jax.grad(lambda ...)(args)`: the transformed lambda is called at once
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Call) and node.func.args and \
                isinstance(node.func.args[0].value, cst.Lambda) and node.func.args[0].keyword is None \
                and _last_name(node.func.func) in _APPLIED_TRANSFORMS:
            out.add(id(node.func.args[0].value))
    return out


# transforms that trace the function they are given and keep nothing of it once applied (a
# memoiser or a registry `T(lambda ...)(x)` may keep the lambda, and its names stay live)
_APPLIED_TRANSFORMS = frozenset({"grad", "value_and_grad", "vmap", "jacfwd", "jacrev", "hessian", "checkpoint",
                                 "remat"})


def _last_name(func: cst.BaseExpression) -> str | None:
    return func.value if isinstance(func, cst.Name) else func.attr.value if isinstance(func, cst.Attribute) else None


def _walk_expressions(stmt: cst.CSTNode):
    """The nodes of a statement outside its blocks and outside nested scopes."""
    stack = [c for c in iter_children(stmt) if not isinstance(c, (cst.BaseSuite, cst.Else, cst.Finally, cst.If,
                                                                    cst.ExceptHandler, cst.MatchCase))]
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, (cst.Lambda, *_COMPREHENSIONS)):
            continue
        stack.extend(iter_children(node))


def block_stores(statements) -> set[str]:
    out: set[str] = set()
    for stmt in statements:
        out |= statement_stores(stmt)
    return out


def block_reads(statements) -> set[str]:
    out: set[str] = set()
    for stmt in statements:
        out.update(statement_reads(stmt))
    return out


def falls_through(statements) -> bool:
    """False when the block always leaves by `return`/`raise`/`break`/`continue`."""
    for stmt in statements:
        for small in _small_statements(stmt):
            if isinstance(small, (cst.Return, cst.Raise, cst.Break, cst.Continue)):
                return False
        if isinstance(stmt, cst.If) and stmt.orelse is not None:
            arms = if_arms(stmt)
            if arms[-1][0] is not None:
                continue  # no final else: may fall through
            if not any(falls_through(body) for _, body in arms):
                return False
    return True


def if_arms(stmt: cst.If) -> list[tuple[cst.BaseExpression | None, list]]:
    """[(test, statements)] of an if/elif/else chain; the else arm has test None."""
    arms: list[tuple[cst.BaseExpression | None, list]] = []
    node: cst.CSTNode | None = stmt
    while isinstance(node, cst.If):
        arms.append((node.test, _block(node.body)))
        node = node.orelse
    if node is not None:
        arms.append((None, _block(node)))
    return arms


def definitely_assigned(statements, already: frozenset[str] = frozenset()) -> set[str]:
    """Names bound on every path through `statements` that falls out of the end."""
    bound = set(already)
    for stmt in statements:
        bound |= _definite(stmt, frozenset(bound))
    return bound


def _definite(stmt: cst.CSTNode, bound: frozenset[str]) -> set[str]:
    if isinstance(stmt, cst.SimpleStatementLine):
        out: set[str] = set()
        for small in stmt.body:
            if isinstance(small, (cst.Assign, cst.AnnAssign, cst.AugAssign, cst.Import, cst.ImportFrom)):
                out |= statement_stores(small)
        return out
    if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
        return {stmt.name.value}
    if isinstance(stmt, cst.If):
        arms = if_arms(stmt)
        if arms[-1][0] is not None:
            return set()
        results = [definitely_assigned(body, bound) for _, body in arms if falls_through(body)]
        return set.intersection(*results) - bound if results else set()
    if isinstance(stmt, cst.With):
        out = definitely_assigned(_block(stmt.body), bound)
        for item in stmt.items:
            if item.asname is not None:
                _bind(item.asname.name, out)
        return out
    return set()  # loops may not run; try bodies may stop early; match cases may not match


def exposed_reads(statements, already: frozenset[str] = frozenset()) -> set[str]:
    """Names the statements may read before they have bound them (the inputs of the block)."""
    out: set[str] = set()
    _exposed(list(statements), set(already), out)
    return out


def _exposed(statements, bound: set[str], out: set[str]) -> None:
    for stmt in statements:
        if isinstance(stmt, cst.If):
            for test, body in if_arms(stmt):
                if test is not None:
                    out.update(n for n in expression_reads(test) if n not in bound)
                _exposed(body, set(bound), out)
        elif isinstance(stmt, _LOOPS):
            head = [stmt.iter] if isinstance(stmt, cst.For) else [stmt.test]
            for part in head:
                out.update(n for n in expression_reads(part) if n not in bound)
            inner = set(bound)
            if isinstance(stmt, cst.For):
                _bind(stmt.target, inner)
            # a name read in the body before the body binds it is read from the previous
            # iteration, or from before the loop
            _exposed(_block(stmt.body), inner, out)
            if isinstance(stmt, cst.While):
                out.update(n for n in expression_reads(stmt.test) if n not in bound)
            _exposed(_block(stmt.orelse), set(bound), out)
        elif isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                out.update(n for n in statement_reads(small) if n not in bound)
                bound |= statement_stores(small) if isinstance(
                    small, (cst.Assign, cst.AnnAssign, cst.AugAssign, cst.Import, cst.ImportFrom)) else set()
            continue
        else:
            out.update(n for n in statement_reads(stmt) if n not in bound)
        bound |= _definite(stmt, frozenset(bound))


class FunctionDefUse:
    """Def-use questions about the statements of one function body."""

    def __init__(self, function: cst.FunctionDef) -> None:
        self.function = function
        self.params = frozenset(parameter_names(function.params))
        self._nested_reads: set[str] | None = None
        self._sources: dict[str, list] | None = None

    def path(self, stmt: cst.CSTNode) -> list[tuple[cst.CSTNode, list, int]] | None:
        """[(owner of the block, the block's statements, index of the step)], outermost first,
        from the function's body to `stmt`; None when `stmt` is not a statement of it."""
        return _find(self.function, _block(self.function.body), stmt)

    def block_of(self, stmt: cst.CSTNode) -> tuple[cst.CSTNode, list, int] | None:
        path = self.path(stmt)
        return path[-1] if path else None

    def bound_before(self, stmt: cst.CSTNode) -> set[str]:
        """Names definitely bound when `stmt` starts (parameters included)."""
        path = self.path(stmt)
        if path is None:
            return set()
        bound = set(self.params)
        for owner, statements, index in path:
            if isinstance(owner, cst.For):
                _bind(owner.target, bound)
            elif isinstance(owner, cst.With):
                for item in owner.items:
                    if item.asname is not None:
                        _bind(item.asname.name, bound)
            bound = definitely_assigned(statements[:index], frozenset(bound))
        return bound

    def live_after(self, stmt: cst.CSTNode, last: cst.CSTNode | None = None) -> set[str]:
        """Names that may be read once `stmt` (or the run of statements from `stmt` to `last`,
        in the same block) has run: later statements, the enclosing loops again (their next
        iteration), and every nested function (it may be called later)."""
        path = self.path(stmt)
        if path is None:
            return set()
        out = set(self._nested())
        end = last if last is not None else stmt
        for level, (owner, statements, index) in enumerate(reversed(path)):
            if level == 0:
                index = next((i for i, s in enumerate(statements) if s is end), index)
            out |= block_reads(statements[index + 1:])
            if isinstance(owner, _LOOPS):
                out.update(statement_reads(owner))
            elif isinstance(owner, (cst.Try, cst.TryStar)):
                out.update(statement_reads(owner))
        return out

    def value_sources(self, name: str) -> list[cst.BaseExpression]:
        """The expressions each binding of `name` in the function computes its value from:
        the value of `name = value`, `name += value`, `a, name = value`, the iterable of
        `for name in ...`, the item of `with ... as name`. Empty for a parameter, a closed-over
        or global name, and for names bound by `def`, `class` and `import`."""
        if self._sources is None:
            self._sources = {}
            stack = list(_block(self.function.body))
            while stack:
                stmt = stack.pop()
                if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
                    continue
                for small in _small_statements(stmt):
                    self._note_sources(small)
                for child in iter_children(stmt):
                    if isinstance(child, cst.BaseSuite):
                        stack.extend(_block(child))
                    elif isinstance(child, (cst.Else, cst.Finally, cst.If, cst.ExceptHandler, cst.MatchCase)):
                        stack.append(child)
        return self._sources.get(name, [])

    def _note_sources(self, small: cst.CSTNode) -> None:
        def note(target: cst.CSTNode, value: cst.BaseExpression) -> None:
            names: set[str] = set()
            _bind(target, names)
            for n in names:
                self._sources.setdefault(n, []).append(value)

        if isinstance(small, cst.Assign):
            for target in small.targets:
                note(target.target, small.value)
        elif isinstance(small, (cst.AnnAssign, cst.AugAssign)):
            if small.value is not None:
                note(small.target, small.value)
        elif isinstance(small, cst.For):
            note(small.target, small.iter)
        for node in _walk_expressions(small):
            if isinstance(node, cst.WithItem) and node.asname is not None:
                note(node.asname.name, node.item)
            elif isinstance(node, cst.NamedExpr):
                note(node.target, node.value)

    def _nested(self) -> set[str]:
        if self._nested_reads is None:
            reads: set[str] = set()
            stack = list(_block(self.function.body))
            while stack:
                s = stack.pop()
                if isinstance(s, (cst.FunctionDef, cst.ClassDef)):
                    reads.update(statement_reads(s))
                    continue
                for small in _small_statements(s):
                    nodes = list(_walk_expressions(small))
                    spent = _applied_on_the_spot(nodes)
                    for node in nodes:
                        if isinstance(node, cst.Lambda) and id(node) not in spent:
                            reads.update(expression_reads(node))
                for child in iter_children(s):
                    if isinstance(child, cst.BaseSuite):
                        stack.extend(_block(child))
                    elif isinstance(child, (cst.Else, cst.Finally, cst.If, cst.ExceptHandler, cst.MatchCase)):
                        stack.append(child)
            self._nested_reads = reads
        return self._nested_reads


def _find(owner: cst.CSTNode, statements: list, target: cst.CSTNode):
    for i, stmt in enumerate(statements):
        if stmt is target or (isinstance(stmt, cst.SimpleStatementLine) and any(s is target for s in stmt.body)):
            return [(owner, statements, i)]
        for child_owner, block in _child_blocks(stmt):
            found = _find(child_owner, block, target)
            if found is not None:
                return [(owner, statements, i)] + found
    return None


def _child_blocks(stmt: cst.CSTNode):
    if isinstance(stmt, (cst.SimpleStatementLine, cst.FunctionDef, cst.ClassDef)):
        return
    if isinstance(stmt, cst.If):
        node = stmt
        while isinstance(node, cst.If):
            yield node, _block(node.body)
            node = node.orelse
        if node is not None:
            yield stmt, _block(node)
        return
    for child in iter_children(stmt):
        if isinstance(child, cst.BaseSuite):
            yield stmt, _block(child)
        elif isinstance(child, (cst.Else, cst.Finally)):
            yield stmt, _block(child)
        elif isinstance(child, (cst.ExceptHandler, cst.MatchCase)):
            yield stmt, _block(child.body)
