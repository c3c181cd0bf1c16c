"""A small def-use and structure view of one function body, for module rules.

For every statement of the body (nested functions and classes are scopes of their own and are
left out): which branch arms and loops enclose it, its order, and which names it binds. For
any node inside a statement, the statement that holds it. That is enough to say "these two
uses are on different arms of an `if`" or "this call repeats in a loop", which is what rules
about untraced code (a PRNG key reused in a training loop) need, at the cost of one walk of
the function, made only when a rule asks.
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis.walk import iter_children, iter_tree


@dataclass(frozen=True)
class Place:
    statement: cst.CSTNode
    order: int  # position in execution order of the text (pre-order over statements)
    branches: tuple[tuple[int, int], ...]  # (id of the if/try/match statement, arm), outermost first
    loops: tuple[cst.CSTNode, ...]  # enclosing for/while statements, outermost first
    binds: frozenset[str] = frozenset()  # names the statement assigns
    withs: tuple[cst.With, ...] = ()  # enclosing `with` statements, outermost first


_BLOCKS = (cst.IndentedBlock, cst.SimpleStatementSuite)
_SCOPES = (cst.FunctionDef, cst.ClassDef)


class FlowView:
    def __init__(self, body_owner: cst.CSTNode) -> None:
        self.places: list[Place] = []
        self._by_node: dict[int, Place] = {}
        self._withs: tuple[cst.With, ...] = ()
        if isinstance(body_owner, cst.Module):
            self._block(body_owner.body, (), ())
        elif isinstance(body_owner, cst.FunctionDef):
            self._block(body_owner.body.body, (), ())

    def place(self, node: cst.CSTNode) -> Place | None:
        """The statement holding `node` (a statement is its own place)."""
        return self._by_node.get(id(node))

    def exclusive(self, a: cst.CSTNode, b: cst.CSTNode) -> bool:
        """True when `a` and `b` lie on different arms of one `if`/`try`/`match`: at most one
        of them runs each time the enclosing code runs."""
        pa, pb = self.place(a), self.place(b)
        if pa is None or pb is None:
            return False
        arms_a = dict(pa.branches)
        return any(stmt in arms_a and arms_a[stmt] != arm for stmt, arm in pb.branches)

    def loops(self, node: cst.CSTNode) -> tuple[cst.CSTNode, ...]:
        found = self.place(node)
        return found.loops if found is not None else ()

    def withs(self, node: cst.CSTNode) -> tuple[cst.With, ...]:
        """The `with` statements around a node, outermost first."""
        found = self.place(node)
        return found.withs if found is not None else ()

    def assignments(self, name: str) -> list[Place]:
        return [p for p in self.places if name in p.binds]

    def assigned_values(self, name: str) -> list[cst.BaseExpression | None]:
        """What each binding of `name` assigns: the value of `name = value`, None for any
        other binding (a loop target, unpacking, `+=`, `with ... as name`)."""
        out = []
        for place in self.assignments(name):
            stmt = place.statement
            targets = _plain_targets(stmt) if isinstance(stmt, (cst.Assign, cst.AnnAssign)) else []
            if (targets and stmt.value is not None and all(isinstance(t, cst.Name) for t in targets)
                    and any(t.value == name for t in targets)):  # not a walrus inside the value
                out.append(stmt.value)
            else:
                out.append(None)
        return out

    # Building -------------------------------------------------------------------------------
    def _block(self, statements, branches, loops) -> None:
        for stmt in statements:
            self._statement(stmt, branches, loops)

    def _add(self, stmt: cst.CSTNode, branches, loops, own_parts) -> None:
        binds: set[str] = set()
        if isinstance(stmt, cst.For):
            _targets(stmt.target, binds)
        place_nodes = []
        for part in own_parts:
            for node in iter_tree(part):
                place_nodes.append(node)
                _note_binding(node, binds)
        place = Place(stmt, len(self.places), branches, loops, frozenset(binds), self._withs)
        self.places.append(place)
        self._by_node[id(stmt)] = place
        for node in place_nodes:
            self._by_node.setdefault(id(node), place)

    def _statement(self, stmt, branches, loops) -> None:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                self._add(small, branches, loops, [small])
            self._by_node[id(stmt)] = self._by_node.get(id(stmt.body[0])) if stmt.body else None
            return
        if isinstance(stmt, _SCOPES):
            binds = frozenset({stmt.name.value})
            place = Place(stmt, len(self.places), branches, loops, binds)
            self.places.append(place)
            self._by_node[id(stmt)] = place
            for decorator in stmt.decorators:
                for node in iter_tree(decorator):
                    self._by_node.setdefault(id(node), place)
            return
        if isinstance(stmt, cst.If):
            self._add(stmt, branches, loops, [stmt.test])
            key = id(stmt)
            self._block(_body(stmt.body), branches + ((key, 0),), loops)
            orelse = stmt.orelse
            arm = 1
            while orelse is not None:  # elif chains are arms of the same statement
                if isinstance(orelse, cst.If):
                    self._add(orelse, branches + ((key, arm),), loops, [orelse.test])
                    self._block(_body(orelse.body), branches + ((key, arm),), loops)
                    orelse, arm = orelse.orelse, arm + 1
                else:
                    self._block(_body(orelse.body), branches + ((key, arm),), loops)
                    orelse = None
            return
        if isinstance(stmt, (cst.For, cst.While)):
            own = [stmt.target, stmt.iter] if isinstance(stmt, cst.For) else [stmt.test]
            self._add(stmt, branches, loops, own)
            self._block(_body(stmt.body), branches, loops + (stmt,))
            if stmt.orelse is not None:
                self._block(_body(stmt.orelse.body), branches, loops)
            return
        if isinstance(stmt, (cst.Try, cst.TryStar)):
            self._add(stmt, branches, loops, [])
            key = id(stmt)
            self._block(_body(stmt.body), branches + ((key, 0),), loops)
            for i, handler in enumerate(stmt.handlers, start=1):
                own = [p for p in (handler.type, handler.name) if p is not None]
                self._add(handler, branches + ((key, i),), loops, own)
                self._block(_body(handler.body), branches + ((key, i),), loops)
            if stmt.orelse is not None:
                self._block(_body(stmt.orelse.body), branches + ((key, 0),), loops)
            if stmt.finalbody is not None:
                self._block(_body(stmt.finalbody.body), branches, loops)
            return
        if isinstance(stmt, cst.Match):
            self._add(stmt, branches, loops, [stmt.subject])
            for i, case in enumerate(stmt.cases):
                self._add(case, branches + ((id(stmt), i),), loops, [case.pattern] + ([case.guard] if case.guard else []))
                self._block(_body(case.body), branches + ((id(stmt), i),), loops)
            return
        if isinstance(stmt, cst.With):
            self._add(stmt, branches, loops, list(stmt.items))
            outer = self._withs
            self._withs = outer + (stmt,)
            try:
                self._block(_body(stmt.body), branches, loops)
            finally:
                self._withs = outer
            return
        # Anything else: its expressions belong to it, its blocks are walked in place.
        parts = [c for c in iter_children(stmt) if not isinstance(c, _BLOCKS)]
        self._add(stmt, branches, loops, parts)
        for child in iter_children(stmt):
            if isinstance(child, _BLOCKS):
                self._block(_body(child), branches, loops)


def _plain_targets(stmt) -> list[cst.BaseExpression]:
    return [t.target for t in stmt.targets] if isinstance(stmt, cst.Assign) else [stmt.target]


def _body(block) -> list:
    return list(block.body) if isinstance(block, _BLOCKS) else []


def _note_binding(node: cst.CSTNode, binds: set[str]) -> None:
    if isinstance(node, (cst.AssignTarget, cst.AnnAssign, cst.AugAssign)):
        _targets(node.target, binds)
    elif isinstance(node, (cst.For, cst.NamedExpr)):
        _targets(node.target, binds)
    elif isinstance(node, cst.AsName):
        _targets(node.name, binds)


def _targets(target: cst.CSTNode, out: set[str]) -> None:
    if isinstance(target, cst.Name):
        out.add(target.value)
    elif isinstance(target, (cst.Tuple, cst.List)):
        for el in target.elements:
            _targets(el.value, out)
    elif isinstance(target, cst.StarredElement):
        _targets(target.value, out)


_CACHE: dict[int, tuple[cst.CSTNode, FlowView]] = {}


def flow_of(node: cst.CSTNode) -> FlowView:
    """The flow view of a function (or a module's top level), built once per lint."""
    cached = _CACHE.get(id(node))
    if cached is not None and cached[0] is node:
        return cached[1]
    view = FlowView(node)
    _CACHE[id(node)] = (node, view)
    return view


def clear_cache() -> None:
    _CACHE.clear()
