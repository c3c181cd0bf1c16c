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
the draw (bound or read outside that loop) all count as meeting. In a notebook nothing
imports the module: its later cells are all in the closure.

Two helpers for draws that repeat on purpose: per-device copies of one draw assembled as a
fully replicated array are one value (`_replicas`), and `loop_arguments` says which arguments
of a call in a loop that updates one record field by field stay the same and which are the
next field (the rule takes one function applied with one key to each field as applied alike).
"""

from __future__ import annotations

from typing import Callable

import libcst as cst

from jaxlint.analysis.dead_values import own_reads
from jaxlint.analysis.defuse import expression_reads, statement_reads
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


def _reach(sinks: _Sinks, place: Place, held: frozenset[str], kept: bool, importable: bool = True) -> _Reach:
    reach = _Reach(sinks).start(place)
    if held and not reach.escapes:
        owned = held & sinks.owned
        if owned != held:
            reach.escapes = True  # a parameter or a global the callee may store into
        else:
            reach.start(place, set(owned))
    if kept and importable and sinks.is_module and reach.derived:
        reach.escapes = True  # module globals holding the numbers: an importer reads them
    return reach


def draws_meet(owner: cst.CSTNode, first: cst.CSTNode, second: cst.CSTNode, across: bool,
               held: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset()),
               kept: tuple[bool, bool] = (True, True), importable: bool = True,
               qualified: Callable[[cst.BaseExpression], str | None] | None = None) -> bool:
    """True unless the values the statements of `first` and `second` (calls in the body of
    `owner`, a function or a module) compute provably never meet. `across`: the second runs in
    a later iteration of a loop than the first (the same call, or another, repeated). `held`:
    for each call, the names of its arguments it may store its draws into (a module function
    handed `model` next to the key). `kept`: for each call, whether module globals holding what
    it computed count as read by whoever imports the module or runs the next cell (the numbers
    themselves); False for a demo function run once from the module's seed, whose result is
    its own report. `importable`: False for a notebook's cells, which nothing imports: every
    later cell that reads a global holding the numbers is in `owner`, where the closure sees it.
    `qualified`: the imported name an expression spells (None: calls are not recognised)."""
    if not isinstance(owner, (cst.FunctionDef, cst.Module)):
        return True
    sinks = _Sinks(owner)
    one, two = sinks.view.place(first), sinks.view.place(second)
    if one is None or two is None:
        return True
    if one is two:
        if first is second and across:
            if qualified is not None and _replicas(sinks, one, first, qualified):
                return False  # copies of one array, one per device: equal on purpose
            if _in_comprehension(one.statement, first):
                return True  # the draws of the iterations are collected into one container
            reach = _reach(sinks, one, held[0] | held[1], kept[0] or kept[1], importable)
            return reach.escapes or any(reach.carried(loop) for loop in one.loops)
        loop = _iterated_display(sinks, one, first, second)
        if loop is None or held[0] or held[1]:
            return True  # one statement computes with both
        header = sinks.view.place(loop)
        reach = _Reach(sinks).start(header, set(header.binds))
        if importable and sinks.is_module and reach.derived:
            return True
        return reach.escapes or reach.carried(loop) or any(reach.carried(outer) for outer in one.loops)
    reaches = _reach(sinks, one, held[0], kept[0], importable), _reach(sinks, two, held[1], kept[1], importable)
    if any(r.escapes for r in reaches):
        return True
    if reaches[0].places & reaches[1].places:
        return True
    return any(r.carried(loop) for r, p in zip(reaches, (one, two)) for loop in p.loops)


_DEVICE_PUT = "jax.device_put"
_FROM_SHARDS = "jax.make_array_from_single_device_arrays"


def _replicas(sinks: _Sinks, place: Place, draw: cst.CSTNode, qualified) -> bool:
    """`arrays = [jax.device_put(normal(key, shape), d) for d in jax.local_devices()]` (or a
    `for d in ...:` loop appending them), assembled only by
    `jax.make_array_from_single_device_arrays(shape, sharding, arrays)` with the drawn `shape`:
    each device holds the whole array, so the array is fully replicated (JAX refuses the
    shards of any other sharding), and its copies must hold the same numbers. The draw repeats
    on purpose, and the copies are one value."""
    stmt = place.statement
    comps = [c for c in iter_tree(stmt) if isinstance(c, (cst.ListComp, cst.GeneratorExp))
             and any(n is draw for n in iter_tree(c.elt))]
    if comps:
        comp = comps[-1]
        if len(comps) != 1 or comp.for_in.inner_for_in is not None or comp.for_in.ifs \
                or not isinstance(comp.for_in.target, cst.Name):
            return False
        device = comp.for_in.target.value
        if not _copy_to(comp.elt, draw, device, qualified):
            return False
        if isinstance(stmt, cst.Assign) and stmt.value is comp and len(stmt.targets) == 1 \
                and isinstance(stmt.targets[0].target, cst.Name):
            return _assembled_only(sinks, place, stmt.targets[0].target.value, draw, qualified)
        return any(_assembles(call, comp, draw, qualified) for call in iter_tree(stmt) if isinstance(call, cst.Call))
    # `for d in devices: arrays.append(jax.device_put(draw, d))`
    loop = place.loops[0] if len(place.loops) == 1 else None
    if not isinstance(loop, cst.For) or not isinstance(loop.target, cst.Name):
        return False
    device = loop.target.value
    call = stmt.value if isinstance(stmt, cst.Expr) else None
    if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute) and call.func.attr.value == "append"
            and isinstance(call.func.value, cst.Name) and len(call.args) == 1
            and _copy_to(call.args[0].value, draw, device, qualified)):
        return False
    name = call.func.value.value
    bound = sinks.view.assignments(name)
    if len(bound) != 1 or loop in bound[0].loops or not (
            isinstance(bound[0].statement, cst.Assign) and isinstance(bound[0].statement.value, cst.List)
            and not bound[0].statement.value.elements):
        return False  # `arrays = []` before the loop, the list bound nowhere else
    return _assembled_only(sinks, bound[0], name, draw, qualified, place)


def _copy_to(expr: cst.BaseExpression, draw: cst.CSTNode, device: str, qualified) -> bool:
    """`jax.device_put(<the draw, computed on>, device)`, the value not depending on `device`."""
    if not (isinstance(expr, cst.Call) and qualified(expr.func) == _DEVICE_PUT and len(expr.args) == 2):
        return False
    value, where = expr.args
    if value.keyword is not None or not (where.keyword is None or _keyword(where, "device")):
        return False
    return (_is_name(where.value, device) and any(n is draw for n in iter_tree(value.value))
            and device not in expression_reads(value.value))


def _keyword(arg: cst.Arg, name: str) -> bool:
    return arg.keyword is not None and arg.keyword.value == name


def _assembled_only(sinks: _Sinks, source: Place, name: str, draw: cst.CSTNode, qualified,
                    filler: Place | None = None) -> bool:
    """Every later statement reading `name` (bound at `source`) but `filler` (the loop's
    append) hands it to a replicated assembly, and `name` is bound nowhere else."""
    readers = sinks.readers(name, source)
    if not readers or name in sinks.declared or name not in sinks.owned or any(
            p is not source and name in p.binds for p in sinks.view.places):
        return False
    for reader in readers:
        if reader is filler:
            continue
        holder = [n for n in iter_tree(reader.statement) if _is_name(n, name)]
        calls = [c for c in iter_tree(reader.statement) if isinstance(c, cst.Call)]
        if not holder or not all(any(_assembles(c, h, draw, qualified) for c in calls) for h in holder):
            return False
    return True


def _assembles(call: cst.Call, arrays: cst.CSTNode, draw: cst.CSTNode, qualified) -> bool:
    """`jax.make_array_from_single_device_arrays(shape, sharding, arrays)` where the draw
    is handed `shape` too: each device's array is the whole array."""
    if qualified(call.func) != _FROM_SHARDS or len(call.args) != 3 or any(a.star for a in call.args):
        return False
    shape, _, held = call.args
    if held.value is not arrays or shape.keyword is not None and not _keyword(shape, "shape"):
        return False
    if not isinstance(draw, cst.Call) or isinstance(shape.value, (cst.Integer, cst.Float)):
        return False
    return any(arg.value.deep_equals(shape.value) for arg in draw.args[1:]
               if arg.keyword is None or _keyword(arg, "shape"))


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


# --- One call applied to each element a loop hands it ------------------------------------------

INVARIANT, ELEMENT = "invariant", "element"


def loop_arguments(owner: cst.CSTNode, call: cst.Call) -> list[str | None] | None:
    """For `call` running in exactly one `for` loop of `owner` (a function or a module) that
    updates one record field by field (`for view in views: obs[view] = crop(obs[view], key)`,
    `obs = {**obs, view: ...}`, `obs = obs.copy(add_or_replace={view: ...})`; the target a plain
    name the body never rebinds, the iterable no `range(...)` of positions): what each
    argument holds from one iteration to the next. INVARIANT: it reads nothing the loop binds
    or stores into, and calls nothing. ELEMENT: `c[target]`, where the call's own statement
    writes its result back into `c` at `target` and the loop changes `c` only at `target`:
    each iteration hands the call another field of the record, never what an earlier
    iteration computed (the loop's targets taken as distinct, as a dict's keys are). None for
    any other argument; None in all when the call is not in such a loop or passes `*args`.
    A loop over separate items (`for batch in batches: out.append(f(key, batch))`) is no
    record's fields: None."""
    if not isinstance(owner, (cst.FunctionDef, cst.Module)):
        return None
    view = flow_of(owner)
    place = view.place(call)
    if place is None or len(place.loops) != 1:
        return None
    loop = place.loops[0]
    if not isinstance(loop, cst.For) or not isinstance(loop.target, cst.Name) or (
            isinstance(loop.iter, cst.Call) and _is_name(loop.iter.func, "range")):
        return None
    target = loop.target.value
    inside = [p for p in view.places if loop in p.loops]
    changed: set[str] = set()
    for p in inside:
        changed |= p.binds
        changed |= _stored_into(p.statement)
    if target in changed:
        return None  # the body rebinds what the loop handed it
    changed.add(target)
    out: list[str | None] = []
    for arg in call.args:
        if arg.star:
            return None
        value = arg.value
        if not set(expression_reads(value)) & changed and not any(
                isinstance(n, (cst.Call, *_OPAQUE)) for n in iter_tree(value)):
            out.append(INVARIANT)
        elif _field(value, target, place, inside):
            out.append(ELEMENT)
        else:
            out.append(None)
    return out


def _stored_into(stmt: cst.CSTNode) -> set[str]:
    """Names whose objects the statement changes in place: `c[i] = v`, `c.a = v`, `c.append(v)`."""
    out: set[str] = set()
    targets: list[cst.CSTNode] = []
    if isinstance(stmt, cst.Assign):
        targets = [t.target for t in stmt.targets]
    elif isinstance(stmt, (cst.AnnAssign, cst.AugAssign)):
        targets = [stmt.target]
    elif isinstance(stmt, cst.Del):
        targets = [stmt.target]
    for target in targets:
        for node in iter_tree(target):
            if isinstance(node, (cst.Subscript, cst.Attribute)):
                base = node
                while isinstance(base, (cst.Subscript, cst.Attribute)):
                    base = base.value
                if isinstance(base, cst.Name):
                    out.add(base.value)
    if not isinstance(stmt, (cst.FunctionDef, cst.ClassDef, cst.For, cst.While, cst.If, cst.With, cst.Try)):
        for node in iter_tree(stmt):
            if (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
                    and node.func.attr.value in _STORING_METHODS):
                base = node.func.value
                while isinstance(base, (cst.Subscript, cst.Attribute)):
                    base = base.value
                if isinstance(base, cst.Name):
                    out.add(base.value)
    return out


def _is_name(node: cst.CSTNode | None, name: str) -> bool:
    return isinstance(node, cst.Name) and node.value == name


def _index_of(node: cst.Subscript) -> cst.BaseExpression | None:
    if len(node.slice) != 1 or not isinstance(node.slice[0].slice, cst.Index):
        return None
    return node.slice[0].slice.value


def _field(value: cst.BaseExpression, target: str, place: Place, inside: list[Place]) -> bool:
    """`c[target]`, the statement at `place` storing into `c` at `target` only, and so does
    every statement of the loop that changes `c`."""
    if not (isinstance(value, cst.Subscript) and isinstance(value.value, cst.Name)
            and _is_name(_index_of(value), target)):
        return False
    container = value.value.value
    if not (container in place.binds or container in _stored_into(place.statement)):
        return False  # the result is not written back into the record
    for p in inside:
        stmt = p.statement
        if (container in p.binds or container in _stored_into(stmt)) and not _keyed(stmt, container, target):
            return False
    return True


# `c.copy(add_or_replace={t: v})` (flax's FrozenDict), `c.update({t: v})`
_KEYED_METHODS = frozenset({"copy", "update"})


def _keyed(stmt: cst.CSTNode, container: str, target: str) -> bool:
    """The statement changes `container` only at `target`: every dict display in it has only
    `target` for its keys, and `container` appears only as `container[target]`, `**container`,
    the receiver of `.copy(...)`/`.update(...)`, or the name it assigns."""
    if not isinstance(stmt, (cst.Assign, cst.Expr)):
        return False
    keyed = False
    for node in iter_tree(stmt):
        if isinstance(node, cst.Dict):
            for element in node.elements:
                if isinstance(element, cst.DictElement):
                    if not _is_name(element.key, target):
                        return False
                    keyed = True
        elif isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "dict":
            return False  # `dict(c, **{...})` and friends: not followed
    subscripted = _container_uses(stmt, container, target)
    return subscripted is not None and (keyed or subscripted)


def _container_uses(stmt: cst.CSTNode, container: str, target: str) -> bool | None:
    """Whether the statement subscripts `container` (always at `target`); None when
    `container` appears anywhere but as `container[target]`, `**container`, the receiver of
    `.copy(...)`/`.update(...)` or the name the statement assigns."""
    allowed: set[int] = set()
    subscripted = False
    for node in iter_tree(stmt):
        if isinstance(node, cst.Subscript) and _is_name(node.value, container) and _is_name(_index_of(node), target):
            allowed.add(id(node.value))
            subscripted = True
        elif isinstance(node, cst.StarredDictElement) and _is_name(node.value, container):
            allowed.add(id(node.value))
        elif (isinstance(node, cst.Attribute) and _is_name(node.value, container)
              and node.attr.value in _KEYED_METHODS):
            allowed.add(id(node.value))
    if isinstance(stmt, cst.Assign):
        for t in stmt.targets:
            if _is_name(t.target, container):
                allowed.add(id(t.target))
    for node in iter_tree(stmt):
        if _is_name(node, container) and id(node) not in allowed:
            return None
    return subscripted
