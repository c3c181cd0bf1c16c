"""Whether the numbers two draws from one key produce can meet: flow into one computation,
call, container, return or state carried from one loop iteration to the next (JAX320 asks).

Two draws from one key give equal or overlapping numbers. That is a mistake when the numbers
meet (the inputs and the noise of one model, the weights and the bias of one layer, a loop
accumulating the same noise every step), and no mistake when each draw feeds an experiment of
its own: separate demo functions run once each from a module's seed, a loop redrawing a
differently shaped input for each stage and checking each on its own, a list of test
sequences checked one by one. Each draw then gets the numbers it would get alone.

A small forward closure over plain names of one body (a function, or a module's top level):
what the draw's statement binds is derived from it, and so is what any statement reading a
derived name binds (and the container a derived value is appended or stored into). The two
draws meet when a statement reads values derived from both, or when either escapes where the
closure cannot follow. Conservative in the direction of "meet": a return or yield, a store
into an attribute, a global or a parameter's item, a branch or loop condition, a read in a
nested function or lambda, or a name carried into the next iteration of a loop that repeats
the draw (bound or read outside that loop) all count as meeting.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.dead_values import own_reads
from jaxlint.analysis.defuse import statement_reads
from jaxlint.analysis.flow import FlowView, Place, flow_of
from jaxlint.analysis.scopes import local_names, parameter_names
from jaxlint.analysis.walk import iter_tree

# Methods that put their arguments into their receiver: the receiver then holds derived values.
_STORING_METHODS = frozenset({"append", "extend", "insert", "add", "update", "setdefault", "__setitem__",
                              "appendleft", "extendleft", "put", "push"})
_NESTED = (cst.FunctionDef, cst.ClassDef, cst.Lambda)
_ESCAPING = (cst.Return, cst.Global, cst.Nonlocal)
_COMPOUND = (cst.If, cst.While, cst.With, cst.Match, cst.MatchCase, cst.Try, cst.TryStar, cst.ExceptHandler)
_COMPREHENSIONS = (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)
_OPAQUE = (cst.Yield, cst.Await, cst.Lambda, cst.NamedExpr)


class _Reach:
    """The statements a draw's value reaches in one body, and whether it escapes the body."""

    def __init__(self, sinks: "_Sinks") -> None:
        self.sinks = sinks
        self.places: set[int] = set()  # indices of the places reached
        self.derived: dict[str, list[Place]] = {}  # name -> the places binding it to a derived value
        self.escapes = False

    def start(self, place: Place, names: set[str] | None = None) -> "_Reach":
        self._visit(place, names)
        return self

    def _visit(self, place: Place, names: set[str] | None = None) -> None:
        work = [(place, names)]
        while work and not self.escapes:
            place, names = work.pop()
            if place.order in self.places and names is None:
                continue
            self.places.add(place.order)
            bound = self._effects(place) if names is None else names
            for name in bound:
                if self.escapes:
                    return
                sources = self.derived.setdefault(name, [])
                if place in sources:
                    continue
                sources.append(place)
                readers = self.sinks.readers(name, place)
                if readers is None:
                    self.escapes = True  # read where the closure cannot follow
                    return
                for reader in readers:
                    if reader.order not in self.places:
                        work.append((reader, None))

    def _effects(self, place: Place) -> set[str]:
        """The names a reached statement binds to derived values; sets `escapes` where the
        value leaves what the closure follows."""
        stmt = place.statement
        sinks = self.sinks
        if isinstance(stmt, (_ESCAPING, _NESTED)):
            self.escapes = True
            return set()
        if isinstance(stmt, cst.For):
            return set(place.binds)  # the loop target: the body runs on the derived elements
        if isinstance(stmt, _COMPOUND):
            self.escapes = True  # what runs (or is bound `as`) depends on the value
            return set()
        if any(isinstance(node, _OPAQUE) for node in iter_tree(stmt)):
            self.escapes = True  # a value captured, yielded or bound inside an expression
            return set()
        out: set[str] = set()
        targets: list[cst.CSTNode] = []
        if isinstance(stmt, cst.Assign):
            targets = [t.target for t in stmt.targets]
        elif isinstance(stmt, (cst.AnnAssign, cst.AugAssign)):
            targets = [stmt.target]
        for target in targets:
            self._target(target, out)
        for node in iter_tree(stmt):
            if (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
                    and node.func.attr.value in _STORING_METHODS):
                self._container(node.func.value, out)
        if out & sinks.declared:
            self.escapes = True
        return out

    def _target(self, target: cst.CSTNode, out: set[str]) -> None:
        if isinstance(target, cst.Name):
            out.add(target.value)
        elif isinstance(target, (cst.Tuple, cst.List)):
            for el in target.elements:
                self._target(el.value, out)
        elif isinstance(target, cst.StarredElement):
            self._target(target.value, out)
        else:  # `d[k] = v`, `obj.a = v`: the object now holds the value
            self._container(target, out)

    def _container(self, expr: cst.CSTNode, out: set[str]) -> None:
        while isinstance(expr, (cst.Attribute, cst.Subscript)):
            expr = expr.value
        if isinstance(expr, cst.Name) and expr.value in self.sinks.owned:
            out.add(expr.value)
        else:
            self.escapes = True  # a parameter's, a global's, `self`'s state, or one the closure cannot name

    def carried(self, loop: cst.CSTNode) -> bool:
        """A derived name bound in `loop` lives on past an iteration: something outside the loop
        binds or reads it."""
        for name, sources in self.derived.items():
            if not any(s.statement is loop or loop in s.loops for s in sources):
                continue
            for other in self.sinks.view.places:
                if other.statement is loop or loop in other.loops:
                    continue
                if name in other.binds or name in own_reads(other.statement):
                    return True
        return False


class _Sinks:
    def __init__(self, owner: cst.CSTNode) -> None:
        self.owner = owner
        self.view: FlowView = flow_of(owner)
        self.is_module = isinstance(owner, cst.Module)
        self.declared: set[str] = set()
        imported: set[str] = set()
        for place in self.view.places:
            stmt = place.statement
            if isinstance(stmt, (cst.Global, cst.Nonlocal)):
                self.declared.update(item.name.value for item in stmt.names)
            elif isinstance(stmt, (cst.Import, cst.ImportFrom)):
                imported.update(_imported(stmt))
        bound = set().union(*(p.binds for p in self.view.places)) if self.view.places else set()
        params = set(parameter_names(owner.params)) if isinstance(owner, cst.FunctionDef) else set()
        # Names this body owns (not parameters, imports, globals): what it stores into them stays here.
        self.owned = bound - params - imported - self.declared
        self._reads: dict[int, set[str]] = {}
        self._nested_reads: set[str] | None = None

    def reads(self, place: Place) -> set[str]:
        found = self._reads.get(place.order)
        if found is None:
            stmt = place.statement
            found = set(own_reads(stmt))
            if isinstance(stmt, cst.FunctionDef):
                found -= local_names(stmt)  # a nested function's own variables are not this body's
            self._reads[place.order] = found
        return found

    def readers(self, name: str, source: Place) -> list[Place] | None:
        """The places that may read `name` as `source` bound it; None when a read is out of
        reach (a nested function of a function, a class body, a module function whose calls
        are not all top-level statements)."""
        out = []
        for place in self.view.places:
            if place is source or name not in self.reads(place):
                continue
            if isinstance(place.statement, _NESTED):
                callers = self._callers(place) if self.is_module else None
                if callers is None:
                    return None  # it may run at any time
                out.extend(c for c in callers if c.order > source.order or set(c.loops) & set(source.loops))
                continue
            again = set(place.loops) & set(source.loops) or (
                isinstance(source.statement, (cst.For, cst.While)) and source.statement in place.loops)
            if place.order < source.order and not again:
                continue
            if place.order > source.order and self._rebound_between(name, source, place):
                continue
            out.append(place)
        return out

    def _callers(self, place: Place) -> list[Place] | None:
        """The top-level statements that call a module function, where it reads the globals it
        reads; None unless every other mention of its name is such a call's (no decorator, no
        function or class of the module naming it, no other binding)."""
        stmt = place.statement
        if not isinstance(stmt, cst.FunctionDef) or stmt.decorators:
            return None
        name = stmt.name.value
        if name in self.nested_reads() or self.view.assignments(name) != [place]:
            return None
        out = []
        for other in self.view.places:
            if other is place or name not in self.reads(other):
                continue
            if isinstance(other.statement, _NESTED):
                return None
            called = [n for n in iter_tree(other.statement)
                      if isinstance(n, cst.Call) and isinstance(n.func, cst.Name) and n.func.value == name]
            mentions = [n for n in iter_tree(other.statement) if isinstance(n, cst.Name) and n.value == name]
            if len(called) != len(mentions):
                return None  # handed on, not called
            out.append(other)
        return out

    def nested_reads(self) -> set[str]:
        """The free names the module's functions and classes read."""
        if self._nested_reads is None:
            names: set[str] = set()
            for place in self.view.places:
                stmt = place.statement
                if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
                    own = local_names(stmt) if isinstance(stmt, cst.FunctionDef) else set()
                    names.update(n for n in statement_reads(stmt) if n not in own)
            self._nested_reads = names
        return self._nested_reads

    def _rebound_between(self, name: str, source: Place, reader: Place) -> bool:
        """A plain assignment of `name` after `source` runs before `reader` whenever `reader` runs."""
        for place in self.view.places:
            if not source.order < place.order < reader.order or name not in place.binds:
                continue
            stmt = place.statement
            if not isinstance(stmt, (cst.Assign, cst.AnnAssign)) or stmt.value is None or name in self.reads(place):
                continue
            if _prefix(place.branches, reader.branches) and _prefix(place.loops, reader.loops):
                return True
        return False


def _prefix(a: tuple, b: tuple) -> bool:
    return len(a) <= len(b) and b[:len(a)] == a


def _imported(stmt: cst.Import | cst.ImportFrom) -> set[str]:
    out = set()
    names = stmt.names
    if isinstance(names, cst.ImportStar):
        return out
    for alias in names:
        if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
            out.add(alias.asname.name.value)
        else:
            node = alias.name
            while isinstance(node, cst.Attribute):
                node = node.value
            if isinstance(node, cst.Name):
                out.add(node.value)
    return out


def _reach(sinks: _Sinks, place: Place, held: frozenset[str], kept: bool) -> _Reach:
    reach = _Reach(sinks).start(place)
    if held and not reach.escapes:
        owned = held & sinks.owned
        if owned != held:
            reach.escapes = True  # a parameter or a global the callee may store into
        else:
            reach.start(place, set(owned))
    if kept and sinks.is_module and reach.derived:
        reach.escapes = True  # module globals holding the numbers: an importer or a later cell reads them
    return reach


def draws_meet(owner: cst.CSTNode, first: cst.CSTNode, second: cst.CSTNode, across: bool,
               held: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset()),
               kept: tuple[bool, bool] = (True, True)) -> bool:
    """True unless the values the statements of `first` and `second` (calls in the body of
    `owner`, a function or a module) compute provably never meet. `across`: the second runs in
    a later iteration of a loop than the first (the same call, or another, repeated). `held`:
    for each call, the names of its arguments it may store its draws into (a module function
    handed `model` next to the key). `kept`: for each call, whether module globals holding what
    it computed count as read by whoever imports the module or runs the next cell (the numbers
    themselves); False for a demo function run once from the module's seed, whose result is
    its own report."""
    if not isinstance(owner, (cst.FunctionDef, cst.Module)):
        return True
    sinks = _Sinks(owner)
    one, two = sinks.view.place(first), sinks.view.place(second)
    if one is None or two is None:
        return True
    if one is two:
        if first is second and across:
            if _in_comprehension(one.statement, first):
                return True  # the draws of the iterations are collected into one container
            reach = _reach(sinks, one, held[0] | held[1], kept[0] or kept[1])
            return reach.escapes or any(reach.carried(loop) for loop in one.loops)
        loop = _iterated_display(sinks, one, first, second)
        if loop is None or held[0] or held[1]:
            return True  # one statement computes with both
        header = sinks.view.place(loop)
        reach = _Reach(sinks).start(header, set(header.binds))
        if sinks.is_module and reach.derived:
            return True
        return reach.escapes or reach.carried(loop) or any(reach.carried(outer) for outer in one.loops)
    reaches = _reach(sinks, one, held[0], kept[0]), _reach(sinks, two, held[1], kept[1])
    if any(r.escapes for r in reaches):
        return True
    if reaches[0].places & reaches[1].places:
        return True
    return any(r.carried(loop) for r, p in zip(reaches, (one, two)) for loop in p.loops)


def _in_comprehension(stmt: cst.CSTNode, node: cst.CSTNode) -> bool:
    return any(isinstance(comp, _COMPREHENSIONS) and any(inner is node for inner in iter_tree(comp))
               for comp in iter_tree(stmt))


def _iterated_display(sinks: _Sinks, place: Place, first: cst.CSTNode, second: cst.CSTNode) -> cst.For | None:
    """`cases = [draw(key, (1,)), draw(key, (2,))]`, the two draws in different elements, then
    only `for case in cases:`: the loop hands one element at a time. That loop, or None."""
    stmt = place.statement
    if not (isinstance(stmt, cst.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0].target, cst.Name)
            and isinstance(stmt.value, (cst.List, cst.Tuple))):
        return None
    name = stmt.targets[0].target.value
    holders = []
    for el in stmt.value.elements:
        if isinstance(el, cst.StarredElement):
            return None
        inside = {id(n) for n in iter_tree(el.value)}
        holders.append((id(first) in inside, id(second) in inside))
    if not any(a for a, _ in holders) or not any(b for _, b in holders) or any(a and b for a, b in holders):
        return None
    if sinks.view.assignments(name) != [place] or name in sinks.nested_reads() and sinks.is_module:
        return None
    loops = []
    for other in sinks.view.places:
        if other is place or name not in sinks.reads(other):
            continue
        loop = other.statement
        if not (isinstance(loop, cst.For) and isinstance(loop.iter, cst.Name) and loop.iter.value == name
                and name not in {n.value for n in iter_tree(loop.target) if isinstance(n, cst.Name)}):
            return None
        loops.append(loop)
    return loops[0] if len(loops) == 1 else None
