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

from jaxlint.analysis.node_memo import node_memo
from jaxlint.analysis.walk import iter_children, iter_tree, paired_targets


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
        self._positions: dict[int, tuple[int, int, int]] = {}
        self._blocks = 0
        self._by_name: dict[str, list[Place]] | None = None  # name -> the places binding it (lazily)
        if isinstance(body_owner, cst.Module):
            self._block(body_owner.body, (), ())
        elif isinstance(body_owner, cst.FunctionDef):
            self._block(body_owner.body.body, (), ())

    def statement(self, statement_id: int) -> cst.CSTNode | None:
        """The if/try/match statement a `Place.branches` entry names."""
        place = self._by_node.get(statement_id)
        return place.statement if place is not None and id(place.statement) == statement_id else None

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
        by_name = self._by_name
        if by_name is None:  # one pass over the places, not one per name asked (a module's every call asks)
            by_name = self._by_name = {}
            for place in self.places:
                for bound in place.binds:
                    by_name.setdefault(bound, []).append(place)
        return list(by_name.get(name, ()))

    def assigned_values(self, name: str) -> list[cst.BaseExpression | None]:
        """What each binding of `name` assigns: the value of `name = value`, or the element of a
        display an unpacking pairs with it (`a, b = x, y`: `x`, `walk.paired_targets`); None for
        any other binding (a loop target, unpacking anything else, `+=`, `with ... as name`)."""
        out = []
        for place in self.assignments(name):
            out.append(_bound_value(place.statement, name))
        return out

    def reaching_value(self, name: str, node: cst.CSTNode) -> cst.BaseExpression | None:
        """The value of `name = value` when that is the one binding of `name` that can reach
        `node`: bindings before it, and any in a loop around it (the next iteration); a
        rebinding after it (`model, state = step(model, state)`) does not. None otherwise."""
        at = self.place(node)
        if at is None:
            return None
        reaching = [i for i, p in enumerate(self.assignments(name))
                    if p.order < at.order or set(p.loops) & set(at.loops)]
        return self.assigned_values(name)[reaching[0]] if len(reaching) == 1 else None

    def dominating_value(self, name: str, node: cst.CSTNode) -> cst.BaseExpression | None:
        """The value of `name = value` that every run reaching `node` last bound: the latest
        binding of `name` before it, on no branch arm or loop the node is not on too, with no
        binding after the node that comes back round a loop around both (`se = jnp.sqrt(v)`
        then `se[0] = 1`, also after earlier bindings: `g = np.stack(...)`, `g = jnp.asarray(g)`).
        None when another binding may reach it, or the last one is not `name = value`."""
        last = self._dominating(name, node)
        return None if last is None else self.assigned_values(name)[last]

    def dominating_binding(self, name: str, node: cst.CSTNode) -> cst.CSTNode | None:
        """The statement binding `name` that every run reaching `node` last ran (a `def`, an
        assignment, a loop...), as `dominating_value` chooses it; None when another may reach."""
        last = self._dominating(name, node)
        return None if last is None else self.assignments(name)[last].statement

    def _dominating(self, name: str, node: cst.CSTNode) -> int | None:
        at = self.place(node)
        if at is None:
            return None
        places = self.assignments(name)
        before = [i for i, p in enumerate(places) if p.order < at.order and p.statement is not at.statement]
        if not before:
            return None
        last = places[before[-1]]
        if not set(last.branches) <= set(at.branches) or not set(last.loops) <= set(at.loops):
            return None
        for p in places:
            if p.order >= at.order and any(loop in at.loops and loop not in last.loops for loop in p.loops):
                return None  # rebound later in a loop the binding is outside: the next pass reads that
        return before[-1]

    def first_pass_value(self, name: str, node: cst.CSTNode) -> cst.BaseExpression | None:
        """The value of the one `name = value` before `node` when the only other binding that
        reaches it is its own statement's, on the loop's next pass (`model, state =
        step(model, state)` in a training loop): what `node` reads the first time. None
        otherwise."""
        at = self.place(node)
        if at is None:
            return None
        places = self.assignments(name)
        before = [i for i, p in enumerate(places) if p.order < at.order]
        again = [p for p in places if p.order >= at.order and set(p.loops) & set(at.loops)]
        if len(before) != 1 or not again or any(p.statement is not at.statement for p in again):
            return None
        return self.assigned_values(name)[before[0]]

    def block_position(self, node: cst.CSTNode) -> tuple[int, int, int] | None:
        """Where the statement holding `node` sits: (block, index of its line in the block,
        index on that line). Two statements are in the same block when the first numbers agree,
        which is what a fix that inserts a line before one of them needs to know."""
        found = self.place(node)
        return self._positions.get(id(found.statement)) if found is not None else None

    # Building -------------------------------------------------------------------------------
    def _block(self, statements, branches, loops) -> None:
        self._blocks += 1
        number = self._blocks
        for i, stmt in enumerate(statements):
            self._positions[id(stmt)] = (number, i, 0)
            if isinstance(stmt, cst.SimpleStatementLine):
                for j, small in enumerate(stmt.body):
                    self._positions[id(small)] = (number, i, j)
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


def _one_element(expr: cst.BaseExpression | None) -> bool:
    return isinstance(expr, (cst.List, cst.Tuple, cst.Set)) and len(expr.elements) <= 1 and not any(
        isinstance(el, cst.StarredElement) for el in expr.elements)


def _iterated_only(owner: cst.CSTNode, name: str) -> bool:
    """Every other mention of `name` in `owner` (nested scopes included) is the iterable of a
    loop or comprehension: nothing can add to what it was bound to."""
    mentions = iterated = 0
    for node in iter_tree(owner):
        if isinstance(node, cst.Name) and node.value == name:
            mentions += 1
        elif isinstance(node, (cst.For, cst.CompFor)) and isinstance(node.iter, cst.Name) and node.iter.value == name:
            iterated += 1
    return mentions == iterated + 1


def _bound_value(stmt, name: str) -> cst.BaseExpression | None:
    """The expression a statement binding `name` gives it, when the text spells one."""
    if isinstance(stmt, cst.AnnAssign):
        return stmt.value if isinstance(stmt.target, cst.Name) and stmt.target.value == name else None
    if not isinstance(stmt, cst.Assign):
        return None
    found = [value for target in stmt.targets for bound, value in paired_targets(target.target, stmt.value)
             if isinstance(bound, cst.Name) and bound.value == name]
    return found[0] if len(found) == 1 else None  # none: a walrus inside the value binds it


def _body(block) -> list:
    return list(block.body) if isinstance(block, _BLOCKS) else []


# The nodes `_note_binding` looks at (concrete LibCST classes have no subclasses: a type test is
# `isinstance` without the cost of LibCST's ABCs, on most nodes of a function).
_BINDING_NODES = frozenset({cst.AssignTarget, cst.AnnAssign, cst.AugAssign, cst.For, cst.NamedExpr, cst.AsName})


def _note_binding(node: cst.CSTNode, binds: set[str]) -> None:
    if type(node) not in _BINDING_NODES:
        return
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


_VIEWS = node_memo()  # a function's view depends on its own node alone


def flow_of(node: cst.CSTNode) -> FlowView:
    """The flow view of a function (or a module's top level), built once per node."""
    return _VIEWS.get(node, FlowView)


# --- A forward walk in execution order, for small abstract interpretations ----------------------

class ForwardAnalysis:
    """What a client of `ForwardWalk` supplies: a join of its states and the effect of each call
    and binding. The walker never looks inside a state; None stands for "unreachable"."""

    def join(self, a, b):
        raise NotImplementedError

    def call(self, node: cst.Call, state):
        """A call, after its function and arguments were evaluated."""
        return state

    def bind(self, target: cst.CSTNode, value: cst.CSTNode | None, state):
        """`target` (a Name, Tuple, Attribute, Subscript...) gets `value` (the whole right-hand
        side, a FunctionDef/ClassDef for a def, None when unknown: loop targets, `+=`, `del`)."""
        return state

    def returned(self, node: cst.CSTNode | None, state) -> None:
        """The body is left normally: a `return` statement (`node`) or its end (None)."""

    def declared(self, node: cst.Global | cst.Nonlocal, state):
        """`global`/`nonlocal`: bindings of these names are an enclosing scope's."""
        return state

    def yielded(self, node: cst.Yield, state):
        """A `yield` (the body is a generator's: it runs as far as it is iterated)."""
        return state

    def decided(self, test: cst.BaseExpression) -> bool | None:
        """What an `if` test is known to be on this walk (True or False: only that arm runs), or
        None when either arm may run."""
        return None


_COMPREHENSION_TYPES = (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)


class ForwardWalk:
    """Walks a function body (or a module's top level) in execution order, handing calls and
    bindings to a `ForwardAnalysis`: both arms of an `if` (and of `x if c else y`, `a or b`)
    start from the same state and are joined; loop bodies and comprehensions are walked twice,
    so what the first iteration leaves behind meets the second (`repeating` is true meanwhile);
    `break`, `continue`, `return` and `raise` end their path; an exception handler starts from
    the states before and after its `try` body. Nested functions and classes are bindings,
    not walked (their bodies run when called)."""

    def __init__(self, analysis: ForwardAnalysis) -> None:
        self.analysis = analysis
        self.repeating = 0  # > 0 while a loop body or comprehension is walked the second time
        self._owner: cst.CSTNode | None = None
        self._loops: list[tuple[list, list]] = []  # (break states, continue states) per open loop

    def run(self, owner: cst.CSTNode, state):
        """Walk `owner` (FunctionDef, Lambda or Module) from `state`; the state at its normal end."""
        self._owner = owner
        if isinstance(owner, cst.Lambda):
            state = self.expression(owner.body, state)
            if state is not None:
                self.analysis.returned(owner.body, state)
            return state
        body = owner.body if isinstance(owner, cst.Module) else _body(owner.body)
        state = self.block(body, state)
        if state is not None and not isinstance(owner, cst.Module):
            self.analysis.returned(None, state)
        return state

    def _runs_once(self, iterable: cst.BaseExpression) -> bool:
        """A display of at most one element (`for n in [size]`), or a name the body binds once
        to one and only ever iterates: a loop over it never meets its own previous iteration."""
        if isinstance(iterable, cst.Name) and isinstance(self._owner, (cst.FunctionDef, cst.Module)):
            values = flow_of(self._owner).assigned_values(iterable.value)
            return len(values) == 1 and _one_element(values[0]) and _iterated_only(self._owner, iterable.value)
        return _one_element(iterable)

    def join(self, a, b):
        if a is None:
            return b
        if b is None:
            return a
        return self.analysis.join(a, b)

    def join_all(self, states):
        out = None
        for state in states:
            out = self.join(out, state)
        return out

    # Statements ---------------------------------------------------------------------------------
    def block(self, statements, state):
        for stmt in statements:
            if state is None:
                return None
            state = self.statement(stmt, state)
        return state

    def statement(self, stmt: cst.CSTNode, state):
        if isinstance(stmt, cst.BaseSmallStatement):  # the body of `if p: a(); b()`
            return self.small(stmt, state)
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if state is None:
                    return None
                state = self.small(small, state)
            return state
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            for decorator in stmt.decorators:
                state = self.expression(decorator.decorator, state)
            if isinstance(stmt, cst.FunctionDef):
                for param in _defaults(stmt.params):
                    state = self.expression(param, state)
            return self.analysis.bind(stmt.name, stmt, state)
        if isinstance(stmt, cst.If):
            state = self.expression(stmt.test, state)
            verdict = self.analysis.decided(stmt.test)
            taken = self.block(_body(stmt.body), state) if verdict is not False else None
            orelse = stmt.orelse
            if verdict is True:
                other = None
            elif isinstance(orelse, cst.If):
                other = self.statement(orelse, state)
            elif orelse is not None:
                other = self.block(_body(orelse.body), state)
            else:
                other = state
            return self.join(taken, other)
        if isinstance(stmt, (cst.For, cst.While)):
            return self._loop(stmt, state)
        if isinstance(stmt, (cst.Try, cst.TryStar)):
            return self._try(stmt, state)
        if isinstance(stmt, cst.With):
            for item in stmt.items:
                state = self.expression(item.item, state)
                if item.asname is not None:
                    state = self.analysis.bind(item.asname.name, item.item, state)
            return self.block(_body(stmt.body), state)
        if isinstance(stmt, cst.Match):
            state = self.expression(stmt.subject, state)
            outs = [state]  # no case may match
            for case in stmt.cases:
                entry = state
                for node in iter_tree(case.pattern):
                    if isinstance(node, (cst.MatchAs, cst.MatchStar)) and node.name is not None:
                        entry = self.analysis.bind(node.name, None, entry)
                if case.guard is not None:
                    entry = self.expression(case.guard, entry)
                outs.append(self.block(_body(case.body), entry))
            return self.join_all(outs)
        return state

    def small(self, small: cst.CSTNode, state):
        analysis = self.analysis
        if isinstance(small, cst.Expr):
            return self.expression(small.value, state)
        if isinstance(small, cst.Assign):
            state = self.expression(small.value, state)
            for target in small.targets:
                state = self._target(target.target, small.value, state)
            return state
        if isinstance(small, cst.AnnAssign):
            if small.value is None:
                return state
            state = self.expression(small.value, state)
            return self._target(small.target, small.value, state)
        if isinstance(small, cst.AugAssign):
            state = self.expression(small.value, state)
            return self._target(small.target, None, state)
        if isinstance(small, cst.Return):
            if small.value is not None:
                state = self.expression(small.value, state)
            if state is not None:
                analysis.returned(small, state)
            return None
        if isinstance(small, cst.Raise):
            for part in (small.exc, small.cause):
                if part is not None:
                    state = self.expression(part.item if isinstance(part, cst.From) else part, state)
            return None
        if isinstance(small, (cst.Break, cst.Continue)):
            if self._loops and state is not None:
                self._loops[-1][0 if isinstance(small, cst.Break) else 1].append(state)
            return None
        if isinstance(small, cst.Del):
            return analysis.bind(small.target, None, state)
        if isinstance(small, (cst.Global, cst.Nonlocal)):
            return analysis.declared(small, state)
        if isinstance(small, (cst.Assert,)):
            state = self.expression(small.test, state)
            return self.expression(small.msg, state) if small.msg is not None else state
        return state

    def _target(self, target: cst.BaseExpression, value, state):
        """An assignment target: what it evaluates (`a[i]`, `obj.x`), then the binding."""
        for node in _evaluated_parts(target):
            state = self.expression(node, state)
        return self.analysis.bind(target, value, state)

    def _loop(self, stmt, state):
        is_for = isinstance(stmt, cst.For)
        if is_for:
            state = self.expression(stmt.iter, state)
        forever = not is_for and _always_true(stmt.test)
        exits, breaks, entry = [], [], state
        for second in (False, True)[:1 if is_for and self._runs_once(stmt.iter) else 2]:
            if entry is None:
                break
            if is_for:
                exits.append(entry)
                current = self.analysis.bind(stmt.target, None, entry)
            else:
                current = self.expression(stmt.test, entry)
                if not forever:
                    exits.append(current)
            self._loops.append(([], []))
            self.repeating += second
            try:
                current = self.block(_body(stmt.body), current)
            finally:
                self.repeating -= second
                loop_breaks, continues = self._loops.pop()
            breaks.extend(loop_breaks)
            entry = self.join_all([current, *continues])
        if entry is not None and not forever:
            exits.append(entry if is_for else self.expression(stmt.test, entry))
        normal = self.join_all(exits)
        if stmt.orelse is not None and normal is not None:
            normal = self.block(_body(stmt.orelse.body), normal)
        return self.join_all([normal, *breaks])

    def _try(self, stmt, state):
        after_body = self.block(_body(stmt.body), state)
        raised = self.join(state, after_body)  # an exception may leave the body anywhere
        outs = [self.block(_body(stmt.orelse.body), after_body) if stmt.orelse is not None else after_body]
        for handler in stmt.handlers:
            entry = raised
            if handler.type is not None:
                entry = self.expression(handler.type, entry)
            if handler.name is not None:
                entry = self.analysis.bind(handler.name.name, None, entry)
            outs.append(self.block(_body(handler.body), entry))
        out = self.join_all(outs)
        if stmt.finalbody is not None and out is not None:
            out = self.block(_body(stmt.finalbody.body), out)
        return out

    # Expressions --------------------------------------------------------------------------------
    def expression(self, node: cst.CSTNode, state):
        if state is None:
            return None
        kind = type(node)
        if kind is cst.Call:
            state = self.expression(node.func, state)
            for arg in node.args:
                state = self.expression(arg.value, state)
            return self.analysis.call(node, state) if state is not None else None
        if kind is cst.Lambda or kind is cst.Name:
            return state
        if kind is cst.IfExp:
            state = self.expression(node.test, state)
            return self.join(self.expression(node.body, state), self.expression(node.orelse, state))
        if kind is cst.BooleanOperation:
            state = self.expression(node.left, state)
            return self.join(state, self.expression(node.right, state))
        if kind is cst.NamedExpr:
            state = self.expression(node.value, state)
            return self.analysis.bind(node.target, node.value, state)
        if kind in _COMPREHENSION_TYPES:
            return self._comprehension(node, state)
        for child in iter_children(node):
            state = self.expression(child, state)
        if kind is cst.Yield and state is not None:
            return self.analysis.yielded(node, state)
        return state

    def _comprehension(self, node, state):
        first = node.for_in
        state = self.expression(first.iter, state)  # the first iterable runs in the enclosing scope
        exits, entry = [state], state  # the iterable may be empty
        for second in (False, True)[:1 if self._runs_once(first.iter) else 2]:
            self.repeating += second
            try:
                entry = self._comp_for(node, first, entry, outer=True)
            finally:
                self.repeating -= second
            exits.append(entry)
        return self.join_all(exits)

    def _comp_for(self, node, comp: cst.CompFor, state, outer: bool):
        if not outer:
            state = self.expression(comp.iter, state)
        state = self.analysis.bind(comp.target, None, state)
        for condition in comp.ifs:
            state = self.expression(condition.test, state)
        if comp.inner_for_in is not None:
            inner = self._comp_for(node, comp.inner_for_in, state, outer=False)
        elif isinstance(node, cst.DictComp):
            inner = self.expression(node.value, self.expression(node.key, state))
        else:
            inner = self.expression(node.elt, state)
        return self.join(state, inner) if comp.ifs or comp.inner_for_in is not None else inner


def _defaults(params: cst.Parameters) -> list[cst.BaseExpression]:
    every = list(params.posonly_params) + list(params.params) + list(params.kwonly_params)
    return [p.default for p in every if p.default is not None]


def _evaluated_parts(target: cst.BaseExpression) -> list[cst.CSTNode]:
    """What an assignment target evaluates before binding: `a[i] = v` reads `a` and `i`."""
    if isinstance(target, cst.Attribute):
        return [target.value]
    if isinstance(target, cst.Subscript):
        return [target.value, *target.slice]
    if isinstance(target, (cst.Tuple, cst.List)):
        return [part for el in target.elements for part in _evaluated_parts(el.value)]
    if isinstance(target, cst.StarredElement):
        return _evaluated_parts(target.value)
    return []


def _always_true(test: cst.BaseExpression) -> bool:
    return (isinstance(test, cst.Name) and test.value == "True") or (
        isinstance(test, cst.Integer) and test.value not in ("0",))
