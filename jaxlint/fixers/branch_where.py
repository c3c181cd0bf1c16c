"""`if`/`elif`/`else` statements on a tracer -> `jnp.where`, one per name, or one `return`.

The branches are run symbolically: each path through the chain (and, for early returns, through
the statements after it until every path has returned) ends in a leaf that holds what each name
is bound to there, or what the path returns, as expressions over the values before the `if`.
The leaves are then folded back into nested `jnp.where(test, a, b)` calls, with the double-where
guard (fixers/nan_guard.py) on NaN-prone operands so the gradient stays finite.

Only when every branch is side-effect-free (`jnp.where` evaluates them all), every value is an
array (never a list, dict, function or None), every test is traced, and a name that some path
leaves unassigned was bound before the `if` (that path keeps the old value), and no branch
reshapes its value beside one that does not (branch_shapes.py: `jnp.where` would broadcast them).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import libcst as cst

from jaxlint.analysis.api import expression_reads, fact, iter_tree
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.blocks import Refused, drops_comments, has_multiline_string, indent_unit, single_or_tuple
from jaxlint.fixers.branch_shapes import shapes_may_differ
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.nan_guard import finite_upstream, guarded
from jaxlint.fixers.purity import not_an_array_expr, tree_mapped, why_impure
from jaxlint.parsing import parse_expression

MAX_LINE = 240  # a longer rewrite is no longer readable: lax.cond says it better


class ShapesDiffer(Refused):
    """The branches' values may differ in shape: neither jnp.where nor lax.cond can select them."""


@dataclass
class Leaf:
    env: dict[str, cst.BaseExpression] = field(default_factory=dict)
    returned: cst.BaseExpression | None = None
    done: bool = False


@dataclass
class Fork:
    test: cst.BaseExpression
    then: "Leaf | Fork"
    orelse: "Leaf | Fork"


@dataclass
class WherePlan:
    """A rewrite found: replace `first`..`last` with `text`."""
    first: cst.CSTNode
    last: cst.CSTNode | None
    text: str
    applicability: Applicability
    costly: bool
    returns: bool


_AUG = {cst.AddAssign: cst.Add, cst.SubtractAssign: cst.Subtract, cst.MultiplyAssign: cst.Multiply,
        cst.DivideAssign: cst.Divide, cst.FloorDivideAssign: cst.FloorDivide, cst.ModuloAssign: cst.Modulo,
        cst.PowerAssign: cst.Power, cst.MatrixMultiplyAssign: cst.MatrixMultiply}
_ATOMS = (cst.Name, cst.Attribute, cst.Call, cst.Subscript, cst.Integer, cst.Float, cst.Imaginary,
          cst.SimpleString, cst.List, cst.Dict, cst.Set)


def plan_where(ctx, node: cst.If, where: str, def_use, following: list) -> WherePlan:
    """The `jnp.where` rewrite of the chain starting at `node` (raises Refused).

    `following`: the statements after `node` in its block."""
    runner = _Runner(ctx)
    tree = runner.step(node, Leaf())
    leaves = list(_leaves(tree))
    last = None
    if any(leaf.done for leaf in leaves) and not all(leaf.done for leaf in leaves):
        for stmt in following:
            tree = runner.map_fall(tree, lambda leaf, s=stmt: runner.step(s, leaf))
            last = stmt
            if all(leaf.done for leaf in _leaves(tree)):
                break
        else:
            raise Refused("some branches return and others fall through to the end of the block")
        leaves = list(_leaves(tree))
    region = [node] + (following[:following.index(last) + 1] if last is not None else [])
    if has_multiline_string(region):
        raise Refused("a branch holds a multi-line string")
    values: list[cst.BaseExpression] = []  # what the leaves give, for the gradient check
    if all(leaf.done for leaf in leaves):
        text, complete = _return_text(ctx, tree, where, values)
    else:
        live = def_use.live_after(node, last)
        text, complete = _assign_text(ctx, tree, where, def_use.bound_before(node), live, values)
    if any(len(line) > MAX_LINE for line in text.split("\n")):
        raise Refused("the branches do not fit in one readable jnp.where")
    inside = frozenset(id(n) for stmt in region for n in iter_tree(stmt))
    verdict = Applicability.SAFE
    if not complete or not finite_upstream(ctx, values, def_use, inside) or drops_comments(
            ctx.module.node, node, region[1:]):
        verdict = Applicability.UNSAFE
    return WherePlan(node, last, text, verdict, runner.costly, all(leaf.done for leaf in leaves))


def _leaves(tree):
    if isinstance(tree, Fork):
        yield from _leaves(tree.then)
        yield from _leaves(tree.orelse)
    else:
        yield tree


class _Runner:
    """Runs statements over the leaves of a tree of paths."""

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.costly = False

    def map_fall(self, tree, fn):
        if isinstance(tree, Fork):
            return Fork(tree.test, self.map_fall(tree.then, fn), self.map_fall(tree.orelse, fn))
        return tree if tree.done else fn(tree)

    def run(self, statements, tree):
        for stmt in statements:
            tree = self.map_fall(tree, lambda leaf, s=stmt: self.step(s, leaf))
        return tree

    def check(self, expr: cst.BaseExpression, value: bool = True) -> None:
        problem = why_impure(self.ctx, expr)
        if problem is not None:
            raise Refused(f"jnp.where would evaluate every branch, and {problem}")
        if value:
            kind = not_an_array_expr(self.ctx, expr) or _record(self.ctx, expr)
            if kind is not None:
                raise Refused(f"a branch produces {kind}, not an array")
        for sub in iter_tree(expr):
            if isinstance(sub, cst.Call):
                self.costly = self.costly or self.costly_call(sub)
            elif isinstance(sub, cst.BinaryOperation) and isinstance(sub.operator, cst.MatrixMultiply):
                self.costly = True

    def costly_call(self, call: cst.Call) -> bool:
        known = fact(self.ctx.callee(call))
        return known is not None and known.costly

    def step(self, stmt: cst.CSTNode, leaf: Leaf):
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if leaf.done:
                    break
                leaf = self.small(small, leaf)
            return leaf
        if isinstance(stmt, cst.If):
            if not self.ctx.value(stmt.test).traced:
                raise Refused("a test in the chain is a Python value, not a tracer")
            self.check(stmt.test, value=False)
            test = substitute(stmt.test, leaf.env)
            then = self.run(_body(stmt.body), Leaf(dict(leaf.env)))
            if stmt.orelse is None:
                orelse = Leaf(dict(leaf.env))
            elif isinstance(stmt.orelse, cst.If):
                orelse = self.step(stmt.orelse, Leaf(dict(leaf.env)))
            else:
                orelse = self.run(_body(stmt.orelse.body), Leaf(dict(leaf.env)))
            return Fork(test, then, orelse)
        raise Refused(f"a branch holds a '{_keyword(stmt)}' statement, which is not one expression")

    def small(self, small: cst.CSTNode, leaf: Leaf) -> Leaf:
        env = leaf.env
        if isinstance(small, cst.Pass):
            return leaf
        if isinstance(small, cst.Expr) and isinstance(small.value, (cst.SimpleString, cst.ConcatenatedString)):
            return leaf
        if isinstance(small, cst.Return):
            if small.value is None:
                raise Refused("a branch returns None")
            if isinstance(small.value, cst.Tuple):
                for element in small.value.elements:
                    self.check(element.value)
            else:
                self.check(small.value)
            return Leaf(env, substitute(small.value, env), True)
        if isinstance(small, cst.Assign):
            self.check(small.value)
            value = substitute(small.value, env)
            for target in small.targets:
                self.bind(target.target, small.value, value, env)
            return leaf
        if isinstance(small, cst.AnnAssign) and small.value is not None and isinstance(small.target, cst.Name):
            self.check(small.value)
            env[small.target.value] = substitute(small.value, env)
            return leaf
        if isinstance(small, cst.AugAssign) and isinstance(small.target, cst.Name) and type(small.operator) in _AUG:
            self.check(small.value)
            name = small.target.value
            combined = cst.BinaryOperation(left=_paren(env.get(name, cst.Name(name))),
                                           operator=_AUG[type(small.operator)](),
                                           right=_paren(substitute(small.value, env)))
            env[name] = combined
            return leaf
        raise Refused(f"a branch holds a '{_keyword(small)}' statement, which is not one expression")

    def bind(self, target, original, value, env) -> None:
        if isinstance(target, cst.Name):
            env[target.value] = value
            return
        if isinstance(target, (cst.Tuple, cst.List)) and isinstance(original, cst.Tuple) and len(
                target.elements) == len(original.elements) and not any(
                isinstance(e, cst.StarredElement) for e in (*target.elements, *original.elements)):
            values = value.elements if isinstance(value, cst.Tuple) else None
            if values is not None and len(values) == len(target.elements):
                updates = {}
                for el, item in zip(target.elements, values):
                    if not isinstance(el.value, cst.Name):
                        break
                    updates[el.value.value] = item.value
                else:
                    env.update(updates)
                    return
        raise Refused("a branch assigns something other than plain names")


def _keyword(stmt: cst.CSTNode) -> str:
    return {cst.For: "for", cst.While: "while", cst.With: "with", cst.Try: "try", cst.Expr: "expression",
            cst.AugAssign: "augmented assignment", cst.Raise: "raise", cst.Break: "break",
            cst.Continue: "continue", cst.Assert: "assert", cst.Global: "global", cst.Nonlocal: "nonlocal",
            cst.Del: "del", cst.FunctionDef: "def", cst.ClassDef: "class", cst.Match: "match",
            cst.Import: "import", cst.ImportFrom: "import", cst.AnnAssign: "annotated assignment",
            cst.Assign: "assignment"}.get(type(stmt), type(stmt).__name__)


def _body(block) -> list:
    return list(block.body) if isinstance(block, (cst.IndentedBlock, cst.SimpleStatementSuite)) else []


# Substitution ---------------------------------------------------------------------------------
def _paren(expr: cst.BaseExpression) -> cst.BaseExpression:
    if isinstance(expr, _ATOMS) or expr.lpar:
        return expr
    return expr.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])


class _Substitute(cst.CSTTransformer):
    def __init__(self, env: dict[str, cst.BaseExpression]) -> None:
        self.env = env

    def leave_Name(self, original, updated):
        value = self.env.get(original.value)
        return _paren(value) if value is not None else updated

    def leave_Attribute(self, original, updated):
        return updated.with_changes(attr=original.attr)

    def leave_Arg(self, original, updated):
        value = updated.value
        if value.lpar and not isinstance(value, (cst.Tuple, cst.GeneratorExp, cst.Yield, cst.NamedExpr)):
            value = value.with_changes(lpar=[], rpar=[])  # an argument needs no parentheses
        return updated.with_changes(keyword=original.keyword, value=value)


def substitute(expr: cst.BaseExpression, env: dict[str, cst.BaseExpression]) -> cst.BaseExpression:
    """`expr` with the names `env` binds replaced by their (parenthesized) values."""
    if not env or not (set(expression_reads(expr)) & set(env)):
        return expr
    for node in iter_tree(expr):
        if isinstance(node, (cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp,
                             cst.NamedExpr)):
            raise Refused("a branch reads a reassigned name inside a comprehension or lambda")
    return expr.visit(_Substitute(env))


# Folding the leaves back ----------------------------------------------------------------------
def _fold(tree, pick):
    """The tree of values `pick(leaf)` gives, forks whose arms agree collapsed (None: missing)."""
    if isinstance(tree, Fork):
        then, orelse = _fold(tree.then, pick), _fold(tree.orelse, pick)
        if _same(then, orelse):
            return then
        return Fork(tree.test, then, orelse)
    return pick(tree)


def _same(a, b) -> bool:
    if isinstance(a, Fork) or isinstance(b, Fork):
        return isinstance(a, Fork) and isinstance(b, Fork) and code(a.test) == code(b.test) and _same(
            a.then, b.then) and _same(a.orelse, b.orelse)
    if a is None or b is None:
        return a is b
    return a is b or code(a).strip() == code(b).strip()


def _selected(tree) -> list[cst.BaseExpression]:
    """The values a folded tree selects between."""
    if isinstance(tree, Fork):
        return _selected(tree.then) + _selected(tree.orelse)
    return [] if tree is None else [tree]


def _render(ctx, tree, where: str, path, values: list) -> tuple[str, bool]:
    if not path and shapes_may_differ(ctx, _selected(tree)):
        raise ShapesDiffer("one branch reshapes its value and another does not: jnp.where would broadcast "
                           "them and lax.cond rejects them, where the original picks one shape")
    if isinstance(tree, Fork):
        test = code(tree.test).strip()
        then, ok_then = _render(ctx, tree.then, where, path + [(test, True)], values)
        orelse, ok_else = _render(ctx, tree.orelse, where, path + [(test, False)], values)
        return f"{where}({test}, {then}, {orelse})", ok_then and ok_else
    values.append(tree)
    if tree.lpar and not isinstance(tree, (cst.Tuple, cst.GeneratorExp)):
        tree = tree.with_changes(lpar=[], rpar=[])  # a substituted name's parentheses: an argument needs none
    expr, complete = guarded(ctx, tree, path, where)
    text = code(expr).strip()
    if isinstance(expr, cst.Tuple) and not expr.lpar:
        text = f"({text})"
    return text, complete


def _return_text(ctx, tree, where: str, values: list) -> tuple[str, bool]:
    values = [leaf.returned for leaf in _leaves(tree)]
    tuples = [v for v in values if isinstance(v, cst.Tuple)]
    if tuples:
        sizes = {len(v.elements) for v in tuples}
        if len(tuples) != len(values) or len(sizes) != 1 or any(
                isinstance(e, cst.StarredElement) for v in tuples for e in v.elements):
            raise Refused("the branches return tuples of different shapes")
        parts, complete = [], True
        for i in range(sizes.pop()):
            text, ok = _render(ctx, _fold(tree, lambda leaf, i=i: leaf.returned.elements[i].value), where, [],
                               values)
            parts.append(text)
            complete = complete and ok
        return "return " + ", ".join(parts), complete
    text, complete = _render(ctx, _fold(tree, lambda leaf: leaf.returned), where, [], values)
    return f"return {text}", complete


def _assign_text(ctx, tree, where: str, bound_before: set[str], live: set[str],
                 values: list) -> tuple[str, bool]:
    names: list[str] = []
    for leaf in _leaves(tree):
        names.extend(n for n in leaf.env if n not in names)
    lines: list[tuple[str, str]] = []
    complete = True
    for name in names:
        fallback = cst.Name(name) if name in bound_before else None
        folded = _fold(tree, lambda leaf: leaf.env.get(name, fallback))
        if _has_missing(folded):
            if name in live:
                raise Refused(f"'{name}' is assigned in only some branches and has no value before the if")
            continue  # a temporary of one branch: not needed after the if
        if isinstance(folded, cst.Name) and folded.value == name:
            continue
        text, ok = _render(ctx, folded, where, [], values)
        complete = complete and ok
        lines.append((name, text))
    if not lines:
        raise Refused("the branches assign nothing that is used after the if")
    tests = {n for leaf_test in _tests(tree) for n in expression_reads(leaf_test)}
    earlier: set[str] = set()
    sequential = True
    for name, text in lines:
        reads = set(expression_reads(parse_expression(text)))
        if reads & earlier or tests & earlier:
            sequential = False
        earlier.add(name)
    if sequential:
        return "\n".join(f"{n} = {t}" for n, t in lines), complete
    targets = single_or_tuple([n for n, _ in lines])
    one_line = f"{targets} = {', '.join(t for _, t in lines)}"
    if len(one_line) <= 88:
        return one_line, complete
    unit = indent_unit(ctx.module.node)
    body = "".join(f"{unit}{t},\n" for _, t in lines)
    return f"{targets} = (\n{body})", complete


def _tests(tree):
    if isinstance(tree, Fork):
        yield tree.test
        yield from _tests(tree.then)
        yield from _tests(tree.orelse)


def _has_missing(tree) -> bool:
    if isinstance(tree, Fork):
        return _has_missing(tree.then) or _has_missing(tree.orelse)
    return tree is None


def where_fix(plan: WherePlan, where: str, imports: list[NodeEdit]) -> PendingFix:
    edit = NodeEdit(plan.first, plan.text, end=plan.last, mode="replace_block")
    what = f"return {where}(...)" if plan.returns else where
    return PendingFix(f"Replace with {what}", [edit] + imports, plan.applicability)


def _record(ctx, expr: cst.BaseExpression) -> str | None:
    """A pytree of arrays (a NamedTuple or dataclass instance, what a tree map returns): jnp.where
    takes arrays only (lax.cond takes pytrees)."""
    if isinstance(expr, cst.Call) and tree_mapped(ctx, expr):
        return "a pytree (what a tree map returns)"
    if isinstance(expr, cst.Call) and isinstance(expr.func, cst.Attribute) and expr.func.attr.value == "_replace":
        return "a pytree (a NamedTuple's `_replace`)"
    value = ctx.value(expr)
    if value.cls is not None or value.pytype == "pytree" or (
            isinstance(expr, cst.Call) and isinstance(expr.func, cst.Name) and ctx.module.plain_record(expr.func.value)):
        return "a pytree (an instance of a class)"
    return None
