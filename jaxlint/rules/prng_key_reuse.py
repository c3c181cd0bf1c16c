"""JAX320 prng-key-reuse: a PRNG key consumed twice, so two "independent" draws repeat each other.

A small abstract interpretation per function (and per module top level): the flow walk visits
statements in execution order with a state "key name -> fresh / maybe consumed / consumed (by
which call)", forks at branches and joins after them, and walks loop bodies twice so that what
one iteration consumes meets the next. What consumes a key comes from the facts table (samplers,
`split`, initializers, equinox layers) and, for the module's own functions, from a summary of
their bodies (which parameters and which closed-over keys they consume on every path); for a
function imported from another project module, which of its parameters it consumes (walked in
that module, reporting nothing there).
Only a use after a definite consumption is reported: a key consumed on one arm of an `if` is
merely "maybe consumed" and stays silent. Nor is a reuse between draws whose numbers never meet
(separate_draws.py, asked through `ctx.draws_meet`): each such draw feeds an experiment of its
own; a split, a lax body or an initializer always counts.
"""

from __future__ import annotations

import builtins
from contextlib import contextmanager
from dataclasses import dataclass, field

import libcst as cst

from jaxlint.analysis.api import (
    RAISES, ForwardAnalysis, ForwardWalk, FunctionView, array_parameters, dotted_name, fact, facts, first_leaf,
    flow_of, iter_scope, iter_tree, local_names, scope_info,
)
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import MODULE, PROJECT_RANDOM, WARNING, Example, Rule

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
name_for = deferred("jaxlint.fixers.imports", "name_for")

YES, MAYBE, NO = "yes", "maybe", "no"
_FOLLOWED_TRANSFORMS = frozenset({facts.JIT, facts.VMAP, facts.GRAD, facts.PASS, facts.FILTER_JIT})


# The last part of every name whose facts matter here: other calls are not looked up.
_KEY_FACT_NAMES = frozenset(
    name.rsplit(".", 1)[-1] for name, known in facts.FACTS.items()
    if known.key_args or known.makes_initializer or known.bodies or known.branch_list or known.transform
    or known.returns == facts.TREE_MAP)
# The last part of every name that consumes a key itself (a sampler, `split`, an initializer, a
# layer built with `key=`; the facts table's KEY_CONSUMERS, the prefilter's trigger too).
_CONSUMER_NAMES = frozenset(name.rsplit(".", 1)[-1] for name in facts.KEY_CONSUMERS)
_REPEATED_RESULTS = ("scan", "carry", "stacked")  # body_result of primitives that run their body per iteration
_REPEATING = (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp, cst.Lambda)
_TWICE = object()  # a name bound more than once
_OTHER = object()  # a name bound by unpacking, a loop, `+=`, `with ... as`
_CHECKED = "jax.config.update('jax_debug_key_reuse', True); "


@dataclass(frozen=True)
class Use:
    """One consumption of a key: the call, the argument that named the key there (None when the
    key was consumed through a closure), and how messages spell the consumer."""

    call: cst.Call
    arg: cst.CSTNode | None
    what: str
    callee: str | None = None  # the qualified name, for calls the facts table knows
    function: cst.FunctionDef | cst.Lambda | None = None  # the module's function the call runs
    offset: int = 0  # the callee's parameters bound before the call's own (`self`)
    inner: "Use | None" = None  # a key of the object consumed by the method `call` runs: the draw there


@dataclass(frozen=True)
class KeyState:
    consumed: str = NO
    uses: tuple[Use, ...] = ()
    rebound: bool = False  # assigned in this body on some path (no longer the value it came in with)
    reported: bool = False  # a reuse of this value was reported: its later uses are the same mistake
    alias: str | None = None  # `state.rng` of `state = dataclasses.replace(s, rng=key)`: the key it holds ("key")
    field: bool = False  # `block.key` of `block = Block(...)` (an equinox Module): the key its methods draw from
    # a parameter rebound in this body: whether the value it came in with was consumed before that
    # (`key, sub = split(key)` consumes the caller's key, then the name holds a new one), and by which uses
    entered: str = NO
    entered_uses: tuple[Use, ...] = ()
    # `sampler.key` of `sampler = Sampler(key)`, an ordinary object: held until something may set it anew
    settable: bool = False


_FRESH = KeyState()


def _join_key(a: KeyState, b: KeyState) -> KeyState:
    consumed = a.consumed if a.consumed == b.consumed else MAYBE
    uses = a.uses + tuple(u for u in b.uses if u not in a.uses)
    alias = a.alias if a.alias == b.alias else None
    entered = a.entered if a.entered == b.entered else MAYBE
    entered_uses = a.entered_uses + tuple(u for u in b.entered_uses if u not in a.entered_uses)
    return KeyState(consumed, uses, a.rebound or b.rebound, a.reported or b.reported, alias, a.field and b.field,
                    entered, entered_uses, a.settable and b.settable)


def _entering(old: KeyState) -> dict:
    """What a rebinding keeps of the value a parameter came in with: consumed or not, and where."""
    if old.rebound:
        return {"entered": old.entered, "entered_uses": old.entered_uses}
    return {"entered": old.consumed, "entered_uses": old.uses}


@dataclass
class Summary:
    """What calling a function does to keys: parameters and closed-over names it consumes on
    every normal exit (`params`, `free`) or on some (`maybe_params`, `maybe_free`), and the
    closed-over names it rebinds (nonlocal/global)."""

    params: dict[str, tuple[Use, ...]] = field(default_factory=dict)
    free: dict[str, tuple[Use, ...]] = field(default_factory=dict)
    maybe_params: set[str] = field(default_factory=set)
    maybe_free: set[str] = field(default_factory=set)
    rebinds: set[str] = field(default_factory=set)
    attr_rebinds: set[str] = field(default_factory=set)  # attributes of its parameters it assigns (`self.key = ...`)
    # keys in attributes of its parameters other than a method's own instance, consumed on every exit
    # (`split(state.rng_key)`): a caller's key stored there (`dataclasses.replace(s, rng_key=key)`) is consumed
    param_attrs: dict[str, tuple[Use, ...]] = field(default_factory=dict)
    generator: bool = False  # its body runs when iterated, not when called
    own: dict[str, tuple[Use, ...]] = field(default_factory=dict)  # its own variables consumed on every exit


_EMPTY = Summary()


class _KeyFlow(ForwardAnalysis):
    """The key state of one body, walked once."""

    def __init__(self, rule: "PrngKeyReuse", owner: cst.CSTNode, scope: FunctionView | None) -> None:
        self.rule = rule
        self.owner = owner
        self.scope = scope
        self.is_function = isinstance(owner, (cst.FunctionDef, cst.Lambda))
        self.positional = _positional(owner) if self.is_function else []
        self.params = frozenset(_parameters(owner)) if self.is_function else frozenset()
        self.bound: dict[str, object] = {}  # names bound so far: what `name = value` bound, _OTHER or _TWICE
        self.declared_names: set[str] = set()  # global/nonlocal
        self.generator = False
        self.exits: list[dict[str, KeyState]] = []
        self.walk = ForwardWalk(self)
        # a method's own instance (its first parameter), whose stored keys (`self.key`) are followed
        self.me = self.positional[0] if (self.positional and scope is not None and scope.is_method
                                         and scope.node is owner) else None

    def is_local(self, name: str) -> bool:
        """A variable of this function (a parameter or bound in its body), not a closed-over
        or global one. At module level nothing is local: every name is a global."""
        return self.is_function and (name in self.params or name in self.bound) and name not in self.declared_names

    def join(self, a, b):
        out = {}
        for name in a.keys() | b.keys():
            joined = _join_key(a.get(name, _FRESH), b.get(name, _FRESH))
            if joined != _FRESH:
                out[name] = joined
        return out

    def bind(self, target, value, state):
        if value is not None:
            state = _escaped(value, state)  # `other = sampler`: set through another name from now on
        for slot in _slots(target):  # `keys[-1] = new_key`, `self.key = new_key`: the slot holds a new key
            if "." in slot and _base(slot) != self.me:
                if slot in state:  # a parameter's attribute or an alias: it holds another value now
                    state = {**state, slot: KeyState(NO, (), True)} if _base(slot) in self.params else {
                        k: v for k, v in state.items() if k != slot}
                continue  # another object's attribute: not followed
            if slot in state or not self.is_local(_base(slot)) or "." in slot:
                state = {**state, slot: KeyState(NO, (), True)}
        for name in _names(target):
            if name in self.bound:
                self.bound[name] = _TWICE
            else:
                self.bound[name] = value if isinstance(target, cst.Name) and value is not None else _OTHER
            if any(k.startswith((name + "[", name + ".")) for k in state):
                state = {k: v for k, v in state.items() if not k.startswith((name + "[", name + "."))}
            if name in self.params or name in state or name in self.declared_names:
                # a new value; summaries ask whether rebound, and whether the one it came in with was consumed
                state = {**state, name: KeyState(NO, (), True, **_entering(state.get(name, _FRESH)))}
            if any(v.alias == name for v in state.values()):  # the objects keep the old key, no longer followed
                state = {k: v for k, v in state.items() if v.alias != name}
        if isinstance(target, cst.Name) and isinstance(value, cst.Call):
            for attr, key in self.rule._stored_fields(self, value):
                state = {**state, f"{target.value}.{attr}": KeyState(alias=key)}
            for attr in self.rule._object_fields(self, value):
                state = {**state, f"{target.value}.{attr}": KeyState(field=True)}
            for attr in self.rule._settable_fields(self, value):
                state = {**state, f"{target.value}.{attr}": KeyState(field=True, settable=True)}
        return state

    def call(self, node, state):
        return self.rule._call(self, node, state)

    def returned(self, node, state) -> None:
        self.exits.append(state)

    def yielded(self, node, state):
        self.generator = True
        return state

    def declared(self, node, state):
        self.declared_names.update(item.name.value for item in node.names)
        return state

    def decided(self, test):
        """`if training:` / `if not training:` on a parameter this walk's call passes a literal
        for (`apply(p, True, key)`, _summary_with) and the body never rebinds: that arm alone."""
        negated = isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not)
        name = test.expression if negated else test
        if not isinstance(name, cst.Name) or name.value not in self.params or not self.is_function:
            return None
        literal = self.rule._flags.get((id(self.owner), name.value))
        if literal is None or name.value in scope_info(self.owner).assigned:
            return None
        return (not literal) if negated else literal


def _static_method_decorator(expr: cst.BaseExpression) -> bool:
    return isinstance(expr, cst.Name) and expr.value == "staticmethod"


def _static_method(node: cst.FunctionDef) -> bool:
    return any(_static_method_decorator(d.decorator) for d in node.decorators)


def _positional(function: cst.FunctionDef | cst.Lambda) -> list[str]:
    return [p.name.value for p in list(function.params.posonly_params) + list(function.params.params)]


def _parameters(function: cst.FunctionDef | cst.Lambda) -> list[str]:
    params = function.params
    names = _positional(function) + [p.name.value for p in params.kwonly_params]
    names += [p.name.value for p in (params.star_arg, params.star_kwarg) if isinstance(p, cst.Param)]
    return names


def _names(target: cst.CSTNode) -> list[str]:
    if isinstance(target, cst.Name):
        return [target.value]
    if isinstance(target, (cst.Tuple, cst.List)):
        return [n for el in target.elements for n in _names(el.value)]
    if isinstance(target, cst.StarredElement):
        return _names(target.value)
    return []


def _base(name: str) -> str:
    """The variable a key name reads: `keys` of `keys[-1]`, `self` of `self.key`."""
    return name.split("[", 1)[0].split(".", 1)[0]


def _slots(target: cst.CSTNode) -> list[str]:
    """The key slots an assignment target stores into (`keys[-1]` in `keys[-1], sub = ...`,
    `self.key`)."""
    if isinstance(target, (cst.Subscript, cst.Attribute)):
        name = _key_name(target)
        return [name] if name is not None else []
    if isinstance(target, (cst.Tuple, cst.List)):
        return [n for el in target.elements for n in _slots(el.value)]
    if isinstance(target, cst.StarredElement):
        return _slots(target.value)
    return []


# List methods that change which key a slot holds: the slots counted from the end (`keys[-1]`)
# after a push or a pop off the end, every slot after the others.
_PUSH_POP = frozenset({"append", "extend", "pop"})
_REORDER = frozenset({"insert", "remove", "clear", "sort", "reverse"})


def _renewed_attributes(me: str, state):
    """The keys held in attributes of `me` may be new ones now."""
    prefix = me + "."
    moved = [name for name in state if name.startswith(prefix)]
    return {**state, **{name: KeyState(NO, (), True) for name in moved}} if moved else state


def _restacked(call: cst.Call, state):
    """`keys.append(k)`, `keys.pop()`: the key slots of `keys` it moves hold other keys now."""
    func = call.func
    if not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)):
        return state
    method = func.attr.value
    if method not in _PUSH_POP and method not in _REORDER:
        return state
    prefix = func.value.value + "["
    moved = [name for name in state if name.startswith(prefix) and (
        method in _REORDER or (method == "pop" and call.args) or name.startswith(prefix + "-"))]
    return {**state, **{name: KeyState(NO, (), True) for name in moved}} if moved else state


def _bare_names(node) -> set[str]:
    """The names `node` reads as whole values (`sampler` of `f(sampler)`, `[sampler]`), not
    only through an attribute or a call (`sampler.key`, `sampler.draw`, `sampler(x)`)."""
    nodes = [n for item in (node if isinstance(node, (list, tuple)) else [node]) for n in iter_tree(item)]
    through = {id(n.value) for n in nodes if isinstance(n, cst.Attribute)}
    through |= {id(n.func) for n in nodes if isinstance(n, cst.Call)}
    return {n.value for n in nodes if isinstance(n, cst.Name) and id(n) not in through}


def _escaped(node, state):
    """The keys ordinary objects hold (`sampler.key`, KeyState.settable) stop being followed
    once the object itself is handed on or bound to another name: whoever gets it may store a
    new key in it."""
    held = {_base(k) for k, v in state.items() if v.settable}
    if not held:
        return state
    gone = held & _bare_names(node)
    return {k: v for k, v in state.items() if not (v.settable and _base(k) in gone)} if gone else state


def _key_name(expr: cst.CSTNode) -> str | None:
    """`key` -> "key"; `keys[0]`, `keys[-1]` -> "keys[0]", "keys[-1]"; `self.key` -> "self.key"
    (followed only for a method's own instance: PrngKeyReuse._own_key); anything else None."""
    if isinstance(expr, cst.Name):
        return expr.value
    if isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name):
        return f"{expr.value.value}.{expr.attr.value}"
    if (isinstance(expr, cst.Subscript) and isinstance(expr.value, cst.Name) and len(expr.slice) == 1
            and isinstance(expr.slice[0].slice, cst.Index)):
        index = expr.slice[0].slice.value
        if isinstance(index, cst.Integer) or (isinstance(index, cst.UnaryOperation)
                                              and isinstance(index.operator, cst.Minus)
                                              and isinstance(index.expression, cst.Integer)):
            return f"{expr.value.value}[{code(index).strip()}]"
    return None


def _args_at(call: cst.Call, positions: tuple[int, ...], keywords: tuple[str, ...]) -> list[cst.BaseExpression]:
    out = []
    for i, arg in enumerate(call.args):
        if arg.star:
            break
        if arg.keyword is None and i in positions:
            out.append(arg.value)
    out += [a.value for a in call.args if a.keyword is not None and a.keyword.value in keywords]
    return out


def _carried_back(known, body: cst.FunctionDef | cst.Lambda) -> str | None:
    """The loop body's carry parameter when every return hands it back unchanged as the next
    carry (`return key, y` from a scan body, `return key` from a fori_loop body) and the body
    never rebinds it; None otherwise."""
    if known.carry is None or known.body_result not in ("scan", "carry") or not isinstance(body, cst.FunctionDef):
        return None
    positional = _positional(body)
    if known.carry[0] >= len(positional):
        return None
    name = positional[known.carry[0]]
    returns = []
    for node in iter_scope(body):
        if isinstance(node, cst.Return):
            returns.append(node.value)
        elif isinstance(node, (cst.Assign, cst.AugAssign, cst.AnnAssign, cst.For, cst.With, cst.NamedExpr)) and any(
                isinstance(n, cst.Name) and n.value == name
                for t in (node.targets if isinstance(node, cst.Assign) else [node])
                for n in iter_tree(t.target if isinstance(node, cst.Assign) else getattr(node, "target", node))):
            return None  # rebound: a new key may be carried
    if not returns:
        return None
    for value in returns:
        if known.body_result == "scan":
            if not (isinstance(value, cst.Tuple) and len(value.elements) == 2):
                return None
            value = value.elements[0].value
        if not (isinstance(value, cst.Name) and value.value == name):
            return None
    return name


def _carried_elements(known, body: cst.FunctionDef | cst.Lambda) -> list[str]:
    """The names a loop body unpacks its carry into (`state, key = carry`, its first statement)
    and hands back unchanged at the same place of the next carry on every return
    (`return (state, key), y` from a scan body, `return state, key` from a fori_loop body), never
    rebinding them; [] otherwise."""
    if known.carry is None or known.body_result not in ("scan", "carry") or not isinstance(body, cst.FunctionDef):
        return []
    positional = _positional(body)
    statements = list(_body_lines(body))
    if known.carry[0] >= len(positional) or not statements:
        return []
    carry = positional[known.carry[0]]
    first = statements[0]
    if not (isinstance(first, cst.SimpleStatementLine) and len(first.body) == 1
            and isinstance(first.body[0], cst.Assign)):
        return []
    unpack = first.body[0]
    if not (len(unpack.targets) == 1 and isinstance(unpack.targets[0].target, (cst.Tuple, cst.List))
            and isinstance(unpack.value, cst.Name) and unpack.value.value == carry):
        return []
    elements = unpack.targets[0].target.elements
    if not all(isinstance(el.value, cst.Name) for el in elements):
        return []
    names = [el.value.value for el in elements]
    counts = {name: 0 for name in names + [carry]}
    returns = []
    for node in iter_scope(body):
        if isinstance(node, cst.Return):
            returns.append(node)
        elif isinstance(node, (cst.Assign, cst.AugAssign, cst.AnnAssign, cst.For, cst.With, cst.NamedExpr,
                               cst.CompFor, cst.Del)):
            for n in _bound_by(node):
                if n in counts:
                    counts[n] += 1
        elif isinstance(node, (cst.Global, cst.Nonlocal)):
            return []
    if len(set(names)) != len(names) or not returns:
        return []
    new_carry = None  # `carry = params, key` before every return: the display the returns hand back
    if counts[carry]:
        new_carry = _rebound_once(statements, carry, returns) if counts[carry] == 1 else None
        if new_carry is None:
            return []
    kept = {i for i, name in enumerate(names) if counts[name] == 1}  # bound by the unpacking alone
    for node in returns:
        value = node.value
        if known.body_result == "scan":
            if not (isinstance(value, cst.Tuple) and len(value.elements) == 2):
                return []
            value = value.elements[0].value
        if new_carry is not None and isinstance(value, cst.Name) and value.value == carry:
            value = new_carry
        if not (isinstance(value, (cst.Tuple, cst.List)) and len(value.elements) == len(names)):
            return []
        kept &= {i for i, el in enumerate(value.elements)
                 if isinstance(el.value, cst.Name) and el.value.value == names[i]}
    return [names[i] for i in sorted(kept)]


def _rebound_once(statements, name: str, returns: list[cst.Return]) -> cst.BaseExpression | None:
    """The tuple or list display a body's top-level `name = a, b` binds, when that statement
    (the name's one binding) comes after the first statement and before every return, so each
    return of `name` hands back that display; None otherwise."""
    for i, stmt in enumerate(statements):
        if not (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1
                and isinstance(stmt.body[0], cst.Assign)):
            continue
        assign = stmt.body[0]
        if not (len(assign.targets) == 1 and isinstance(assign.targets[0].target, cst.Name)
                and assign.targets[0].target.value == name):
            continue
        if i == 0 or not isinstance(assign.value, (cst.Tuple, cst.List)):
            return None
        later = {id(node) for stmt_after in statements[i + 1:] for node in iter_tree(stmt_after)}
        return assign.value if all(id(r) in later for r in returns) else None
    return None


def _body_lines(function: cst.FunctionDef):
    body = function.body
    return body.body if isinstance(body, cst.IndentedBlock) else [body]


def _bound_by(node: cst.CSTNode) -> list[str]:
    """The names a binding statement binds (its targets)."""
    if isinstance(node, cst.Assign):
        targets = [t.target for t in node.targets]
    elif isinstance(node, cst.With):
        targets = [item.asname.name for item in node.items if item.asname is not None]
    elif isinstance(node, cst.Del):
        targets = [node.target]
    else:
        targets = [node.target]
    return [n for t in targets for n in _names(t)]


def _operands(known, body: cst.FunctionDef | cst.Lambda, call: cst.Call) -> list[tuple[str, cst.BaseExpression]]:
    """(parameter of `body`, the argument of `call` it receives), from the primitive's
    `body_operands` ("arg:k", "slice:k", "index", "rest:k"); positional arguments only."""
    tokens = known.body_operands or ()
    args = []
    for arg in call.args:
        if arg.star or arg.keyword is not None:
            break
        args.append(arg.value)
    out = []
    for i, param in enumerate(_positional(body)):
        if tokens and tokens[-1].startswith("rest:") and i >= len(tokens) - 1:
            position = int(tokens[-1][5:]) + i - (len(tokens) - 1)
        elif i < len(tokens) and tokens[i].startswith(("arg:", "slice:")):
            position = int(tokens[i].split(":", 1)[1])
        else:
            continue
        if position < len(args):
            out.append((param, args[position]))
    return out


def _arguments_by_parameter(use: Use) -> dict[str, cst.BaseExpression] | None:
    """The arguments of a call of a module function, by the parameter each binds; None with a
    `*args`/`**kwargs` argument or one past the positional parameters."""
    positional = _positional(use.function)
    bound: dict[str, cst.BaseExpression] = {}
    index = use.offset
    for arg in use.call.args:
        if arg.star:
            return None
        if arg.keyword is not None:
            bound[arg.keyword.value] = arg.value
        elif index < len(positional):
            bound[positional[index]] = arg.value
            index += 1
        else:
            return None
    return bound


def _differs_only_in(first: Use, second: Use, data: frozenset[str]) -> bool:
    """The two calls bind the same parameters, spell each argument alike outside `data`, and
    differ in at least one argument, every differing one a parameter in `data`."""
    one, two = _arguments_by_parameter(first), _arguments_by_parameter(second)
    if one is None or two is None or one.keys() != two.keys():
        return False
    differing = {name for name in one if not one[name].deep_equals(two[name])}
    return bool(differing) and differing <= data


def _spelling(call: cst.Call) -> str:
    """`jax.random.normal()`, `init_layer()`, `jax.vmap(...)()`, as messages name a consumer."""
    func = call.func
    if isinstance(func, cst.Call):
        return _spelling(func)[:-2] + "(...)()"
    text = " ".join(code(func).split())
    return (text if len(text) <= 40 else text[:37] + "...") + "()"


def _the_one_binding(module, name: str, bound: object) -> bool:
    """`bound` (what the module's top level bound `name` to, as its flow saw it) is the module's
    only binding of `name`: code at the top level after it reads that global."""
    values = module.assignments(name)
    return len(values) == 1 and values[0] is bound


class PrngKeyReuse(Rule):
    name = "prng-key-reuse"
    kind = MODULE
    triggers = facts.spellings(facts.KEY_CONSUMERS) | facts.words({PROJECT_RANDOM})
    severity = WARNING
    summary = "a PRNG key consumed twice (two draws, a draw in a loop, a use after split) without split/fold_in"
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds a PRNG key that is consumed more than once: two `jax.random` draws from the same key, a
draw in a loop from a key the loop never advances, a key used again after `jax.random.split`
consumed it, the same split key used twice, a key closed over by a `lax.scan`/`fori_loop`/
`while_loop` body that draws from it, a loop carry key (or an element the body unpacks from a
tuple carry) the body draws from and returns unchanged, one key given to two initializers or
layers (`jax.nn.initializers.*`, `equinox.nn.*`), or to two calls of a function of the module (or
imported from another module of the project) that draws from its key. A function handed to a
function of the module as an argument (`unroll(noisy_cell, xs, key)`) is followed where that
function calls it. A key an ordinary class stores on its instance (`self.key`) is one key for all
its methods: two draws from it, directly or by methods called in turn (or through a name bound to
the jitted method, `log_lik = jax.jit(model.log_lik)`), are a reuse, unless a method in between
stores a new key there. Traced and untraced code alike.

`fold_in(key, i)`, `clone`, `key_data` read a key without consuming it; one use on each arm of
an `if` or `lax.cond` is one use; a key rebound between uses (`key, sub = split(key)` in a
loop) is a new key. A key consumed on only one arm of an `if` and used again afterwards is
"maybe consumed" and not reported. Two draws whose numbers never meet are separate
experiments, each getting the numbers it would get alone, and are not reported: demo functions
each run once from a module's seed, a loop redrawing a differently shaped input for each case
and checking each on its own, sub-tests that redraw their input, demo cells of a notebook
that no later cell combines; the numbers meet when one computation, call, container, return
or loop-carried variable holds values of both (or of a draw repeated by a loop); a key split
before or after a draw always counts. Nor are draws that repeat on purpose: one function with
one key applied to each element a loop hands it (one random crop for every camera view), the
copies of one draw put on each device of a fully replicated array
(`jax.make_array_from_single_device_arrays` of the drawn shape), one function of the module
called twice at the same arguments, once (at least) through a derivative transform
(`vmap(simulator)(theta, keys)` and `vmap(jacfwd(simulator))(theta, keys)`: the derivative of
the same draw), and two computations on one key whose results a test asserts equal, in the
same function or in a caller the two results are returned to. In a module that
turns `jax_debug_key_reuse` on at its top level every reuse raises, so there these draws (and
draws nothing reads, numbers a test compares) are reported too. A key is
reported once, at its first reuse (where JAX's
checker raises); its later uses until it is rebound are the same mistake and the fix of the
first one advances the key for them, so `--fix` reaches them on its next pass.

## Why is this bad?
Random functions are deterministic in their key: the same key gives the same numbers, so two
draws from one key are identical or correlated, and a loop that draws from a key it never
advances draws the same numbers on every iteration. Nothing fails; the model trains on
correlated noise. With `jax.config.update("jax_debug_key_reuse", True)` JAX raises
`KeyReuseError` at the second use (for `jax.random.key` keys; for `jax.random.PRNGKey` also set
`jax_enable_custom_prng`).

## Example
```python
def noisy_steps(key, x, steps):
    for _ in range(steps):
        x = x + jax.random.normal(key, x.shape)  # the same noise every step
    return x
```

## Use instead
```python
def noisy_steps(key, x, steps):
    for _ in range(steps):
        key, subkey = jax.random.split(key)
        x = x + jax.random.normal(subkey, x.shape)
    return x
```

## Fix safety
The fix inserts `key, subkey = jax.random.split(key)` before the second use and lets it draw
from `subkey`, and does the same before the first use: splitting only after the first use
would split a key that is already consumed, which is itself a reuse. `key` is then only ever
split, so a loop around the uses stays correct. For a draw repeated by a loop, one split goes
before it. The fix is offered when the key is a plain local name and both uses are simple
statements that begin their lines in the same block (the second may be any statement when no
loop encloses them: it then draws from the advanced key). A loop carry the body consumes once
and hands back unchanged gets the split before that use in the body, so the advanced key is
what the body carries on. It is unsafe: every number drawn
from the key changes, which is the point, but results tuned to the old numbers move.

## Known problems
Code that reuses a key on purpose is reported too (JAX's checker rejects it as well), except
the same permutation for paired arrays, one function handed the same key for two arrays with
all its other arguments alike (`features(key, x, n)`, `features(key, y, n)`: one random
projection of both), and a draw inside an equality assertion
(`self.assertEqual(model(key), jax.random.normal(key))`, `assert jnp.array_equal(x, ...)`),
where a test recomputes an expected value to check that a draw is deterministic. Separate
experiments on one key (draws whose numbers never meet) are not reported, though JAX's checker
raises on them too; common random numbers on purpose (one key for every solver whose results
are then compared) meet in the comparison and are reported. Keys in attributes are followed as
`self.<attr>` in the methods of an ordinary class whose methods store it (not a property), or a
field of an equinox Module or frozen dataclass of the module (which holds one key for good: a key
handed to its constructor for a field its methods draw from is consumed there, and an object
bound to a name, `block = Block(...)`, reuses its field's key on each call that draws from it);
`dataclasses.replace(state, rng_key=key)` puts `key` in the field a function drawing from
`state.rng_key` consumes. Keys in other objects' attributes or in dict entries
(`rngs["dropout"]`) are not followed. A key `jax.tree_util.tree_map`'s function closes over and
draws from directly is drawn once per leaf. A list slot (`keys[-1]`) replaced by a new key is a new
key; one a push or pop (`keys.append(k)`) moves holds another key.
"""
    valid = (
        Example("""
def sample(key, training):
    if training:
        return jax.random.normal(key, (3,))
    else:
        return jax.random.uniform(key, (3,))
""", run=_CHECKED + "a = sample(jax.random.key(0), True); b = sample(jax.random.key(0), False)"),
        Example("""
def train(key, params, steps):
    for step in range(steps):
        key, dropout_key = jax.random.split(key)
        mask = jax.random.bernoulli(dropout_key, 0.9, params.shape)
        params = params - 0.1 * mask * params
    return params
""", run=_CHECKED + "train(jax.random.key(0), jnp.ones(3), 4)"),
        Example("""
def check_deterministic(key):
    x = jax.random.normal(key, (3,))
    assert jnp.array_equal(x, jax.random.normal(key, (3,)))
""", run="check_deterministic(jax.random.key(0))"),
        Example("""
def noise(key, n):
    return [jax.random.normal(jax.random.fold_in(key, i)) for i in range(n)]

def loop(key, n):
    out = []
    for i in range(n):
        out.append(jax.random.uniform(jax.random.fold_in(key, i)))
    return out
""", run=_CHECKED + "noise(jax.random.key(0), 3); loop(jax.random.key(1), 3)"),
        Example("""
def walk(key, n):
    def step(position, k):
        return position + jax.random.normal(k), position
    return lax.scan(step, 0.0, jax.random.split(key, n))
""", run=_CHECKED + "walk(jax.random.key(0), 4)"),
        Example("""
def pick(key, flag):
    return lax.cond(flag, lambda: jax.random.normal(key), lambda: jax.random.uniform(key))
""", run=_CHECKED + "pick(jax.random.key(0), True)"),
        Example("""
def twins(key):
    copy = jax.random.clone(key)
    return jax.random.normal(key), jax.random.normal(copy)
""", run=_CHECKED + "twins(jax.random.key(0))"),
        Example("""
def layers(key):
    k1, k2 = jax.random.split(key)
    w1 = jax.nn.initializers.glorot_normal()(k1, (2, 2))
    w2 = jax.nn.initializers.glorot_normal()(k2, (2, 2))
    return w1, w2
""", run=_CHECKED + "layers(jax.random.key(0))"),
        Example("""
def draws(key):
    keys = jax.random.split(key, 3)
    return jax.random.normal(keys[0]), jax.random.normal(keys[1]), jax.random.normal(keys[2])
""", run=_CHECKED + "draws(jax.random.key(0))"),
    )
    invalid = (
        Example("""
def sample(key):
    noise = jax.random.normal(key, (3,))
    mask = jax.random.bernoulli(key, 0.5, (3,))
    return noise * mask
""", run=_CHECKED + "y = sample(jax.random.key(0))", raises="KeyReuseError",
            line=3, message="PRNG key 'key' is reused: jax.random.bernoulli() consumes it after jax.random.normal()",
            fixed="""
def sample(key):
    key, subkey = jax.random.split(key)
    noise = jax.random.normal(subkey, (3,))
    key, subkey = jax.random.split(key)
    mask = jax.random.bernoulli(subkey, 0.5, (3,))
    return noise * mask
""", reference="(lambda a: (lambda b: jax.random.normal(a[1], (3,)) * jax.random.bernoulli(b[1], 0.5, (3,)))"
               "(jax.random.split(a[0])))(jax.random.split(jax.random.key(0)))"),
        Example("""
def train(key, steps):
    total = 0.0
    for _ in range(steps):
        total += jax.random.normal(key)
    return total
""", run=_CHECKED + "y = train(jax.random.key(0), 3)", raises="KeyReuseError",
            line=4, message="on every iteration of this loop", fixed="""
def train(key, steps):
    total = 0.0
    for _ in range(steps):
        key, subkey = jax.random.split(key)
        total += jax.random.normal(subkey)
    return total
""", reference="(lambda s1: (lambda s2: (lambda s3: jax.random.normal(s1[1]) + jax.random.normal(s2[1])"
               " + jax.random.normal(s3[1]))(jax.random.split(s2[0])))(jax.random.split(s1[0])))"
               "(jax.random.split(jax.random.key(0)))"),
        Example("""
def jitter(key, steps):
    total = 0.0
    for _ in range(steps):
        key, sub = jax.random.split(key)
        total += jax.random.uniform(sub) * jax.random.uniform(key)
    return total
""", run=_CHECKED + "y = jitter(jax.random.key(0), 2)", raises="KeyReuseError",
            line=4, message="reused across iterations: jax.random.split() consumes it after jax.random.uniform()",
            fixed="""
def jitter(key, steps):
    total = 0.0
    for _ in range(steps):
        key, sub = jax.random.split(key)
        key, subkey = jax.random.split(key)
        total += jax.random.uniform(sub) * jax.random.uniform(subkey)
    return total
""", reference="(lambda a: (lambda b: (lambda c: (lambda d: jax.random.uniform(a[1]) * jax.random.uniform(b[1])"
               " + jax.random.uniform(c[1]) * jax.random.uniform(d[1]))(jax.random.split(c[0])))"
               "(jax.random.split(b[0])))(jax.random.split(a[0])))(jax.random.split(jax.random.key(0)))"),
        Example("""
def init(key):
    k1, k2 = jax.random.split(key)
    w = jax.random.normal(k1, (2,))
    b = jax.random.normal(key, (2,))
    return w, b
""", run=_CHECKED + "y = init(jax.random.key(0))", raises="KeyReuseError",
            line=4, message="PRNG key 'key' is reused: jax.random.normal() consumes it after jax.random.split()",
            fixed="""
def init(key):
    key, subkey = jax.random.split(key)
    k1, k2 = jax.random.split(subkey)
    w = jax.random.normal(k1, (2,))
    key, subkey = jax.random.split(key)
    b = jax.random.normal(subkey, (2,))
    return w, b
""", reference="(lambda a: (jax.random.normal(jax.random.split(a[1])[0], (2,)), "
               "jax.random.normal(jax.random.split(a[0])[1], (2,))))(jax.random.split(jax.random.key(0)))"),
        Example("""
def dropout_pair(key, x):
    k1, k2 = jax.random.split(key)
    a = jax.random.bernoulli(k1, 0.5, x.shape) * x
    b = jax.random.bernoulli(k1, 0.5, x.shape) * x
    return a, b
""", run=_CHECKED + "y = dropout_pair(jax.random.key(0), jnp.ones(4))", raises="KeyReuseError",
            line=4, message="PRNG key 'k1' is reused", fixed="""
def dropout_pair(key, x):
    k1, k2 = jax.random.split(key)
    k1, subkey = jax.random.split(k1)
    a = jax.random.bernoulli(subkey, 0.5, x.shape) * x
    k1, subkey = jax.random.split(k1)
    b = jax.random.bernoulli(subkey, 0.5, x.shape) * x
    return a, b
""", reference="(lambda c: (jax.random.bernoulli(c[1], 0.5, (4,)) * 1.0, "
               "jax.random.bernoulli(jax.random.split(c[0])[1], 0.5, (4,)) * 1.0))"
               "(jax.random.split(jax.random.split(jax.random.key(0))[0]))"),
        Example("""
def step(key, x):
    noise = jax.random.normal(key, x.shape)
    return key, x + noise
def rollout(key, xs):
    return lax.scan(step, key, xs)[1]
""", run=_CHECKED + "rollout(jax.random.key(0), jnp.zeros((3, 2)))", raises="KeyReuseError",
            line=2, message="PRNG key 'key' is the lax.scan carry: the body consumes it by jax.random.normal() and returns it unchanged",
            fixed="""
def step(key, x):
    key, subkey = jax.random.split(key)
    noise = jax.random.normal(subkey, x.shape)
    return key, x + noise
def rollout(key, xs):
    return lax.scan(step, key, xs)[1]
""", reference="lax.scan(lambda k, _: (lambda s: (s[0], jax.random.normal(s[1], (2,))))(jax.random.split(k)), "
               "jax.random.key(0), None, length=3)[1]"),
        Example("""
def fit(key, xs):
    def step(carry, x):
        total, key = carry
        total = total + x * jax.random.uniform(key)
        return (total, key), total
    return lax.scan(step, (0.0, key), xs)[1]
""", run=_CHECKED + "y = jax.jit(fit)(jax.random.key(0), jnp.ones(3))", raises="KeyReuseError",
            line=4, message="PRNG key 'key' is the lax.scan carry", fixed="""
def fit(key, xs):
    def step(carry, x):
        total, key = carry
        key, subkey = jax.random.split(key)
        total = total + x * jax.random.uniform(subkey)
        return (total, key), total
    return lax.scan(step, (0.0, key), xs)[1]
""", reference="lax.scan(lambda c, x: (lambda s, t: ((t, s[0]), t))(jax.random.split(c[1]), "
               "c[0] + x * jax.random.uniform(jax.random.split(c[1])[1])), (0.0, jax.random.key(0)), jnp.ones(3))[1]"),
        Example("""
def body(i, key):
    x = jax.random.normal(key)
    return key
def run(key):
    return lax.fori_loop(0, 3, body, key)
""", run=_CHECKED + "y = jax.random.key_data(run(jax.random.key(0)))", raises="KeyReuseError",
            line=2, message="PRNG key 'key' is the lax.fori_loop carry", fixed="""
def body(i, key):
    key, subkey = jax.random.split(key)
    x = jax.random.normal(subkey)
    return key
def run(key):
    return lax.fori_loop(0, 3, body, key)
""", reference="jax.random.key_data(jax.random.split(jax.random.split(jax.random.split(jax.random.key(0))[0])[0])[0])"),
        Example("""
def walk(key, n):
    def step(position, _):
        return position + jax.random.normal(key), position
    return lax.scan(step, 0.0, None, length=n)
""", run=_CHECKED + "y = walk(jax.random.key(0), 4)", raises="KeyReuseError",
            line=3, message="closed over by the lax.scan body"),
        Example("""
def params(key):
    w1 = jax.nn.initializers.glorot_normal()(key, (2, 2))
    w2 = jax.nn.initializers.glorot_normal()(key, (2, 2))
    return w1, w2
""", run=_CHECKED + "y = params(jax.random.key(0))", raises="KeyReuseError",
            line=3, message="PRNG key 'key' is reused", fixed="""
def params(key):
    key, subkey = jax.random.split(key)
    w1 = jax.nn.initializers.glorot_normal()(subkey, (2, 2))
    key, subkey = jax.random.split(key)
    w2 = jax.nn.initializers.glorot_normal()(subkey, (2, 2))
    return w1, w2
""", reference="(lambda a: (jax.nn.initializers.glorot_normal()(a[1], (2, 2)), "
               "jax.nn.initializers.glorot_normal()(jax.random.split(a[0])[1], (2, 2))))"
               "(jax.random.split(jax.random.key(0)))"),
        Example("""
def init_layer(key, n):
    return jax.random.normal(key, (n, n)) / n

def init_model(key):
    return init_layer(key, 2), init_layer(key, 3)
""", run=_CHECKED + "y = init_model(jax.random.key(0))", raises="KeyReuseError",
            line=5, message="init_layer() consumes it after init_layer() already did"),
        Example("""
jax.config.update("jax_enable_custom_prng", True)
jax.config.update("jax_debug_key_reuse", True)
key = jax.random.PRNGKey(0)
x = jax.random.uniform(key, (3,))
y = jax.random.uniform(key, (3,))
""", run="xy = (x, y)", raises="KeyReuseError", line=5, message="PRNG key 'key' is reused", fixed="""
jax.config.update("jax_enable_custom_prng", True)
jax.config.update("jax_debug_key_reuse", True)
key = jax.random.PRNGKey(0)
key, subkey = jax.random.split(key)
x = jax.random.uniform(subkey, (3,))
key, subkey = jax.random.split(key)
y = jax.random.uniform(subkey, (3,))
""", reference="(lambda a: (jax.random.uniform(a[1], (3,)), jax.random.uniform(jax.random.split(a[0])[1], (3,))))"
               "(jax.random.split(jax.random.PRNGKey(0)))"),
        Example("""
def fori_noise(key, n):
    return lax.fori_loop(0, n, lambda i, acc: acc + jax.random.normal(key), 0.0)
""", run=_CHECKED + "y = fori_noise(jax.random.key(0), 3)", raises="KeyReuseError",
            line=2, message="closed over by the lax.fori_loop body"),
        Example("""
def draws(key):
    x = jax.random.normal(key, (3,))
    y = jax.random.normal(key, (3,))
    assert x.shape == y.shape
    return x + y
""", run=_CHECKED + "y = draws(jax.random.key(0))", raises="KeyReuseError",
            line=3, message="PRNG key 'key' is reused: jax.random.normal() consumes it after jax.random.normal()",
            fixed="""
def draws(key):
    key, subkey = jax.random.split(key)
    x = jax.random.normal(subkey, (3,))
    key, subkey = jax.random.split(key)
    y = jax.random.normal(subkey, (3,))
    assert x.shape == y.shape
    return x + y
""", reference="(lambda a: jax.random.normal(a[1], (3,)) + jax.random.normal(jax.random.split(a[0])[1], (3,)))"
               "(jax.random.split(jax.random.key(0)))"),
    )

    def __init__(self, sink) -> None:
        super().__init__(sink)
        self._summaries: dict[object, Summary] = {}
        self._bound: dict[tuple[int, str], tuple] = {}  # (id(def), parameter) -> the function a call binds it to
        self._bound_key: tuple = ()
        # (id(def), parameter) -> the literal (True, False; None counts as False) a call passes it
        self._flags: dict[tuple[int, str], bool] = {}
        self._names_read: dict[int, frozenset[str]] = {}  # id(def) -> the names its body (nested defs too) reads
        self._module_done = False
        self._reported: set[int] = set()
        self._consumers: bool | None = None
        self._checker: bool | None = None  # the module turns jax_debug_key_reuse on at its top level
        self._muted = False  # walking another module's function for its summary: nothing reported

    # Entry points: every function once, the module's top level once ------------------------------
    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        if self._any_consumer():
            self._summary_of(node)

    def _any_consumer(self) -> bool:
        """Every consumption, and so every reuse, starts at a call of a consumer the facts table
        knows (the module's own functions only pass them on): without one there is nothing to
        walk. The calls' names are resolved at module level, a superset of what the walk sees."""
        if self._consumers is None:
            module = self.ctx.module
            self._consumers = any(getattr(fact(module.resolve(name)), "name", None) in facts.KEY_CONSUMERS
                                  for name in _call_names(module.calls())) or self._imports_a_consumer()
        return self._consumers

    def _checker_on(self) -> bool:
        """`jax.config.update("jax_debug_key_reuse", True)` among the module's top-level statements:
        JAX raises KeyReuseError at every reuse then, draws that never meet or are never read alike,
        so none of those is on purpose."""
        if self._checker is None:
            module = self.ctx.module
            self._checker = module.node is not None and any(
                isinstance(small, cst.Expr) and _turns_checker_on(small.value, module.resolve)
                for stmt in module.node.body if isinstance(stmt, cst.SimpleStatementLine) for small in stmt.body)
        return self._checker

    def _imports_a_consumer(self) -> bool:
        """A call of a function imported from another project module that draws from a key its
        parameters hold (`jitter(key, batch)`, `from data import jitter`), in a module that makes
        or handles keys (a `jax.random` call: `jax.random.key(0)`): it hands keys on without
        calling a consumer itself, and reuses one when it hands it on twice. A module that makes no
        key hands one on twice only by passing one name to two calls of imported functions
        (`random_flip(key, x)`, `add_noise(key, x)`)."""
        module = self.ctx.module
        imported = module.top_level_imports
        if not any((module.resolve(name) or "").startswith("jax.random.") for name in _dotted_calls(module.calls())) \
                and not _one_name_handed_to_two_imported_calls(module.calls(), imported):
            return False  # no key made or handled here (`jax.random.key(0)`): other modules are not read
        seen: set[str] = set()
        for call in module.calls():
            func = call.func
            dotted = dotted_name(func) if isinstance(func, (cst.Name, cst.Attribute)) else None
            if dotted is None or dotted in seen or dotted.split(".", 1)[0] not in imported:
                continue
            seen.add(dotted)
            foreign = self.ctx.foreign_function(func)
            if foreign is not None and (self._foreign_summary(*foreign).params or self._foreign_summary(*foreign).maybe_params):
                return True
            if foreign is None and isinstance(func, cst.Name) and self._foreign_drawn_fields(func.value):
                return True  # `Sampler(key)`: its methods draw from the key it keeps
        return False

    def _foreign_drawn_fields(self, name: str) -> list[str]:
        """The fields an ordinary object of another project module's class `name` keeps a
        key in and draws from (_settable_fields), [] for anything else."""
        found = self.ctx.foreign_class_context(name)
        held = found[1].module.held_fields(found[0], settable=True) if found is not None else None
        if held is None:
            return []
        params, methods = held
        saved, self.ctx = self.ctx, found[1]
        try:
            drawn = self._drawn_fields(methods, foreign=saved)
        finally:
            self.ctx = saved
        return sorted({field for _, field in params if field is not None} & set(drawn))

    def visit_Assign(self, node: cst.Assign) -> None:
        self._top_level()

    def visit_Expr(self, node: cst.Expr) -> None:
        self._top_level()

    def _top_level(self) -> None:
        if self.ctx.function is not None or self._module_done or self.ctx.module.node is None \
                or not self._any_consumer():
            return
        self._module_done = True
        self._walk(self.ctx.module.node, None)

    # Walking and summaries -----------------------------------------------------------------------
    @contextmanager
    def _in(self, scope: FunctionView | None):
        saved = self.ctx.function
        self.ctx.function = scope
        try:
            yield
        finally:
            self.ctx.function = saved

    def _walk(self, owner: cst.CSTNode, scope: FunctionView | None) -> _KeyFlow | None:
        flow = _KeyFlow(self, owner, scope)
        with self._in(scope):
            try:
                flow.walk.run(owner, {})
            except RecursionError:
                return None
        return flow

    def _summary_of(self, node: cst.FunctionDef | cst.Lambda) -> Summary:
        key = (id(node), self._bound_key, tuple(sorted(self._flags.items()))) if (
            self._bound or self._flags) else id(node)
        known = self._summaries.get(key)
        if known is not None:
            return known
        self._summaries[key] = _EMPTY  # recursion: a function calling itself adds nothing
        scope = self.ctx.module.function_of(node)
        flow = self._walk(node, scope) if scope is not None else None
        summary = self._summarise(flow) if flow is not None else _EMPTY
        self._summaries[key] = summary
        return summary

    def _summary_with(self, flow: _KeyFlow, call: cst.Call, callee, offset: int) -> Summary:
        """The callee's summary for this call: where the call hands it a function of the module
        that consumes keys (`unroll(noisy_cell, xs, key)`), walked with its parameter bound to that
        function, so that what the callee does with it (call it on a key each iteration) is seen."""
        bound = self._function_arguments(flow, call, callee, offset)
        flags = self._literal_flags(call, callee, offset)
        if not bound and not flags:
            return self._summary_of(callee)
        saved = self._bound, self._bound_key, self._flags
        self._bound = {**self._bound, **bound}
        self._bound_key = tuple(sorted((k, id(v[0]), v[1]) for k, v in self._bound.items()))
        self._flags = {**self._flags, **flags}
        try:
            return self._summary_of(callee)
        finally:
            self._bound, self._bound_key, self._flags = saved

    def _literal_flags(self, call: cst.Call, callee, offset: int) -> dict:
        """(id(callee), parameter) -> the truth of the literal `True`, `False` or `None` the call
        passes it, for the parameters the callee tests alone (`if training:`): the walk of the
        callee for this call takes only the arm the literal selects."""
        if len(self._flags) >= 8 or not isinstance(callee, cst.FunctionDef):
            return {}
        tested = {name.value for node in iter_tree(callee.body) if isinstance(node, cst.If)
                  for name in (node.test.expression if isinstance(node.test, cst.UnaryOperation) else node.test,)
                  if isinstance(name, cst.Name)}
        if not tested:
            return {}
        positional = _positional(callee)
        out = {}
        index = offset
        for arg in call.args:
            if arg.star:
                return out
            if arg.keyword is not None:
                param = arg.keyword.value
            else:
                param = positional[index] if index < len(positional) else None
                index += 1
            if (param in tested and isinstance(arg.value, cst.Name)
                    and arg.value.value in ("True", "False", "None")):
                out[(id(callee), param)] = arg.value.value == "True"
        return out

    def _function_arguments(self, flow: _KeyFlow, call: cst.Call, callee, offset: int) -> dict:
        """(id(callee), parameter) -> (the function of the module, its offset) for the arguments
        of `call` that name a function of the module consuming keys, at parameters the callee
        reads and never rebinds."""
        if len(self._bound) >= 4 or not isinstance(callee, cst.FunctionDef):
            return {}
        positional = _positional(callee)
        rebound = scope_info(callee).assigned
        used = self._names_read.get(id(callee))
        if used is None:
            used = self._names_read[id(callee)] = frozenset(
                n.value for n in iter_tree(callee.body) if isinstance(n, cst.Name))
        out = {}
        index = offset
        for arg in call.args:
            if arg.star:
                return out
            if arg.keyword is not None:
                param = arg.keyword.value
            else:
                param = positional[index] if index < len(positional) else None
                index += 1
            if param is None or param not in used or param in rebound or not isinstance(
                    arg.value, (cst.Name, cst.Attribute)):
                continue
            target = self._function_at(flow, arg.value)
            if target is None or not isinstance(target[0], cst.FunctionDef):
                continue
            summary = self._summary_of(target[0])
            if summary.generator or not (summary.params or summary.maybe_params):
                continue
            out[(id(callee), param)] = target
        return out

    def _bound_function(self, flow: _KeyFlow, name: str):
        """The function a parameter holds in a walk bound to a call's arguments (_summary_with):
        a parameter of this body, or of the enclosing function it reads it from."""
        if name in flow.params:
            return None if name in flow.bound else self._bound.get((id(flow.owner), name))
        if name in flow.bound:
            return None
        binder = self._binder(name, flow.scope.parent if flow.scope is not None else None)
        if binder is None or not isinstance(binder, cst.FunctionDef):
            return None
        return self._bound.get((id(binder), name))

    @staticmethod
    def _summarise(flow: _KeyFlow) -> Summary:
        out = Summary(generator=flow.generator)
        names = set().union(*(state.keys() for state in flow.exits))
        for name in names:
            base = _base(name)
            states = [state.get(name, _FRESH) for state in flow.exits]
            if "." in name and base in flow.params and base != flow.me and base not in flow.declared_names:
                if any(s.rebound for s in states):
                    out.attr_rebinds.add(name)
                elif all(s.consumed == YES for s in states):
                    out.param_attrs[name] = tuple(u for s in states for u in s.uses)
                continue
            if base in flow.params and base not in flow.declared_names:
                kind, definite, maybe = "param", out.params, out.maybe_params
                if "." in name and any(s.rebound for s in states):
                    out.attr_rebinds.add(name)
            elif not flow.is_local(base):
                kind, definite, maybe = "free", out.free, out.maybe_free
                if any(s.rebound for s in states):
                    out.rebinds.add(name)
            else:
                if all(s.consumed == YES and not s.rebound for s in states):
                    out.own[name] = tuple(u for s in states for u in s.uses)
                continue
            if all(s.consumed == YES and not s.rebound for s in states):
                definite[name] = tuple(u for s in states for u in s.uses)
            elif kind == "param" and "." not in name and all(
                    s.entered == YES if s.rebound else s.consumed == YES for s in states):
                # `key, sub = split(key); ...; return key`: the caller's key was consumed before the rebinding
                definite[name] = tuple(u for s in states for u in (s.entered_uses if s.rebound else s.uses))
            elif any(s.consumed != NO and not (kind == "param" and s.rebound) for s in states):
                maybe.add(name)
        return out

    # Calls -------------------------------------------------------------------------------------
    def _known(self, flow: _KeyFlow, call: cst.Call):
        """The facts of the callee, looked up only for names the key facts mention. A name this
        body binds (or an enclosing function's) is a variable, not the import it may spell."""
        func = call.func
        last = func.attr.value if isinstance(func, cst.Attribute) else getattr(func, "value", None)
        if last not in _KEY_FACT_NAMES:
            return None
        dotted = dotted_name(func)
        if dotted is None:
            return None
        head = dotted.split(".", 1)[0]
        if head in flow.params or head in flow.bound:
            return None
        scope = flow.scope.parent if flow.scope is not None else None
        while scope is not None:
            if head in local_names(scope.node):
                return None
            scope = scope.parent
        return fact(self.ctx.module.resolve(dotted))

    def _call(self, flow: _KeyFlow, node: cst.Call, state):
        state = _restacked(node, state)
        state = _escaped(node.args, state)  # `reset(sampler)`: the callee may set its key anew
        if flow.me is not None and any(isinstance(a.value, cst.Name) and a.value.value == flow.me for a in node.args) \
                and not self._frozen(flow):
            state = _renewed_attributes(flow.me, state)  # `setattr(self, ...)`, `helper(self)`: may store new keys
        known = self._known(flow, node)
        if known is not None:
            if known.key_args is not None:
                if known.consumes_key:
                    for arg in _args_at(node, *known.key_args):
                        state = self._consume(flow, state, arg, Use(node, arg, _spelling(node), known.name))
                return state
            if known.body_result in _REPEATED_RESULTS:
                return self._repeated_body(flow, node, known, state)
            if known.body_result == "branches":
                return self._branches(flow, node, known, state)
            if known.returns == facts.TREE_MAP:
                return self._per_leaf(flow, node, state)
            return state
        func = node.func
        if isinstance(func, cst.Call):
            inner = self._known(flow, func)
            if inner is not None and inner.makes_initializer:
                for arg in _args_at(node, (0,), ("key",)):
                    state = self._consume(flow, state, arg, Use(node, arg, _spelling(node)))
                return state
        state = self._handed_to_object(flow, node, state)
        state = self._layer_call(flow, node, state)
        state = self._object_method(flow, node, state)
        target = self._function_at(flow, func)
        if target is None and flow.me is not None and isinstance(func, cst.Attribute) and (
                isinstance(func.value, cst.Name) and func.value.value == flow.me
                or isinstance(func.value, cst.Call) and isinstance(func.value.func, cst.Name)
                and func.value.func.value == "super"):
            if self._frozen(flow):
                return state  # an equinox Module or frozen dataclass: nothing stores on it
            return _renewed_attributes(flow.me, state)  # a method not followed may store new keys on self
        if target is None:
            foreign = self.ctx.foreign_function(func) if isinstance(func, (cst.Name, cst.Attribute)) else None
            if foreign is None:
                return state
            callee, context = foreign  # `add_noise(key, x)` imported from the project's data module
            summary = self._foreign_summary(callee, context)
            return state if summary.generator else self._apply(flow, state, node, callee, 0, summary)
        callee, offset = target
        summary = self._summary_with(flow, node, callee, offset)
        return state if summary.generator else self._apply(flow, state, node, callee, offset, summary)

    def _transformed_method(self, flow: _KeyFlow, name: str) -> tuple[str, str] | None:
        """(holder, method) for `name` bound in this body to a followed transform of a bound method
        (`log_lik = jax.jit(likelihood.log_likelihood)`): calling `name` runs that method on that
        object, drawing from the keys it holds. None for anything else."""
        bound = flow.bound.get(name)
        if name in flow.params or not isinstance(bound, cst.Call) or not bound.args:
            return None
        first = bound.args[0]
        if first.keyword is not None or first.star or not (isinstance(first.value, cst.Attribute)
                                                           and isinstance(first.value.value, cst.Name)):
            return None
        known = self._known(flow, bound)
        if known is None or known.transform not in _FOLLOWED_TRANSFORMS or first.value.value.value == name:
            return None
        return first.value.value.value, first.value.attr.value

    def _frozen(self, flow: _KeyFlow) -> bool:
        return flow.me is not None and self.ctx.module.frozen_instance(flow.scope)

    def _layer_call(self, flow: _KeyFlow, call: cst.Call, state):
        """`self.dropout(x, key=self.key)`: a field of the instance declared as a library class
        whose call consumes the key it is given (equinox.nn.Dropout)."""
        func = call.func
        if flow.me is None or not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)
                                   and func.value.value == flow.me):
            return state
        known = fact(self.ctx.module.field_class(flow.scope, func.attr.value))
        if known is None or not known.called_key_args:
            return state
        for arg in _args_at(call, (), known.called_key_args):
            state = self._consume(flow, state, arg, Use(call, arg, _spelling(call), known.name))
        return state

    def _object_fields(self, flow: _KeyFlow, call: cst.Call) -> list[str]:
        """The fields an equinox Module or frozen dataclass of the module that `call` builds
        holds a key in for good, drawn from by one of its methods on every call."""
        func = call.func
        if not isinstance(func, cst.Name) or func.value in flow.params:
            return []
        bound = flow.bound.get(func.value)
        if bound is not None and not isinstance(bound, cst.ClassDef):
            return []
        held = self.ctx.module.held_fields(func.value)
        if held is None or not self._visible(func.value, None, flow, bound):
            return []
        return sorted(self._drawn_fields(held[1]))

    def _object_method(self, flow: _KeyFlow, call: cst.Call, state):
        """`block(x)`, `block.sample(n)` on a name bound to an object of the module's equinox
        Module or frozen dataclass (`block = Block(...)`), or to an ordinary object of a class of
        the project (`sampler = Sampler(key)`): the keys the method draws from its instance's
        fields (`self.key`) are `block.key`, the same key on every call. Any other method of an
        ordinary object may store a new key in it: its keys are no longer followed."""
        func = call.func
        through = self._transformed_method(flow, func.value) if isinstance(func, cst.Name) else None
        if through is not None:  # a jitted method: JAX checks its keys where the compiled function is called
            name, method = through
        elif isinstance(func, cst.Name):
            name, method = func.value, "__call__"
        elif isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
            name, method = func.value.value, func.attr.value
        else:
            return state
        prefix = name + "."
        held = [k for k, v in state.items() if k.startswith(prefix) and v.field]
        if not held:
            return state
        settable = any(state[k].settable for k in held)
        built = flow.bound.get(name)
        found = self._built_class(built) if isinstance(built, cst.Call) and isinstance(built.func, cst.Name) else None
        view = found[1].class_method(found[0], method) if found is not None else None
        if view is None or not isinstance(view.node, cst.FunctionDef) or not self._plain(view.node) \
                or not _positional(view.node):
            return {k: v for k, v in state.items() if not (v.settable and k in held)} if settable else state
        context = found[2]
        summary = self._summary_of(view.node) if context is None else self._foreign_summary(view.node, context)
        me = _positional(view.node)[0] + "."
        consumed = False
        for drawn, uses in summary.params.items():
            slot = name + "." + drawn[len(me):]
            if drawn.startswith(me) and uses and slot in state and state[slot].field:
                # another module's draw is reported here, at the call: that module's own lint reports there
                use = Use(call, None, _spelling(call), function=view.node, offset=1,
                          inner=uses[0] if context is None and through is None else None)
                state = self._consume_name(flow, state, slot, use)
                consumed = True
        if settable and not consumed:  # a method drawing from none of its keys may set them anew
            state = {k: v for k, v in state.items() if not (v.settable and k.startswith(prefix))}
        return state

    def _built_class(self, call: cst.Call):
        """(the class's name in its module, that module's view, the context to walk its methods
        in: None for this module) for `Cls(...)`, a class of this module or one another project
        module defines (imported: `from sampler import Sampler`)."""
        name = call.func.value
        if self.ctx.module.defines_class(name):
            return name, self.ctx.module, None
        foreign = self.ctx.foreign_class_context(name)
        return (foreign[0], foreign[1].module, foreign[1]) if foreign is not None else None

    def _settable_fields(self, flow: _KeyFlow, call: cst.Call) -> list[str]:
        """The fields an ordinary object of a project class that `call` builds holds a key
        in (`Sampler(key)` storing `self.key = key`), drawn from by one of its methods without
        storing a new key there (`normal(self.key, shape)`): each call of that method draws the
        same numbers until something sets the field anew."""
        func = call.func
        if not isinstance(func, cst.Name) or func.value in flow.params:
            return []
        bound = flow.bound.get(func.value)
        if bound is not None and not isinstance(bound, cst.ClassDef):
            return []
        if not self._visible(func.value, None, flow, bound):
            return []
        if not self.ctx.module.defines_class(func.value):
            return self._foreign_drawn_fields(func.value)
        held = self.ctx.module.held_fields(func.value, settable=True)
        if held is None:
            return []
        params, methods = held
        return sorted({field for _, field in params if field is not None} & set(self._drawn_fields(methods)))

    def _handed_to_object(self, flow: _KeyFlow, call: cst.Call, state):
        """`GaussianIce(key=key)`: an equinox Module or frozen dataclass of the module stores the
        key in a field that one of its methods draws from on every call (`normal(self.key, ...)`)
        and that nothing can renew: handing the key over gives it to that draw, a consumption."""
        func = call.func
        if not isinstance(func, cst.Name) or func.value in flow.params:
            return state
        bound = flow.bound.get(func.value)
        if bound is not None and not isinstance(bound, cst.ClassDef):
            return state
        held = self.ctx.module.held_fields(func.value)
        if held is None or not self._visible(func.value, None, flow, bound):
            return state
        params, methods = held
        drawn = self._drawn_fields(methods)  # field -> a method drawing from it
        if not drawn:
            return state
        by_name = dict(params)
        index = 0
        for arg in call.args:
            if arg.star:
                break
            if arg.keyword is not None:
                field = by_name.get(arg.keyword.value)
            else:
                field = params[index][1] if index < len(params) else None
                index += 1
            if field in drawn:
                use = Use(call, arg.value, f"{func.value}() (kept as its field '{field}', drawn from by "
                                           f"{drawn[field]}())")
                state = self._consume(flow, state, arg.value, use)
        return state

    def _foreign_summary(self, node: cst.FunctionDef, context) -> Summary:
        """What a function of another project module does to the keys its parameters hold,
        walked in that module's context with reports off (its own lint reports there). Keys it
        closes over are that module's globals: left out."""
        known = self._summaries.get(id(node))
        if known is not None:
            return known
        self._summaries[id(node)] = _EMPTY
        saved, muted = self.ctx, self._muted
        self.ctx, self._muted = context, True
        try:
            scope = context.module.function_of(node)
            flow = self._walk(node, scope) if scope is not None else None
            walked = self._summarise(flow) if flow is not None else _EMPTY
        finally:
            self.ctx, self._muted = saved, muted
        summary = Summary(params=walked.params, maybe_params=walked.maybe_params, generator=walked.generator)
        self._summaries[id(node)] = summary
        return summary

    def report(self, node: cst.CSTNode, message: str, fix=None) -> None:
        if not self._muted:
            super().report(node, message, fix)

    def _apply(self, flow, state, call: cst.Call, callee, offset: int, summary: Summary):
        """A call of a function of the module: the arguments at the parameters it consumes are
        consumed (maybe consumed, for parameters it consumes on some paths only)."""
        what = _spelling(call)
        positional = _positional(callee)
        index = offset
        for arg in call.args:
            if arg.star == "*":
                break
            if arg.star:
                continue
            if arg.keyword is not None:
                param = arg.keyword.value
            else:
                param = positional[index] if index < len(positional) else None
                index += 1
            if param in summary.params or param in summary.maybe_params:
                use = Use(call, arg.value, what, function=callee, offset=offset)
                state = self._consume(flow, state, arg.value, use, param in summary.params)
            if param is not None and isinstance(arg.value, cst.Name):
                state = self._attributes_passed(flow, state, call, callee, offset, summary, param, arg.value.value)
        state = self._receiver_keys(flow, state, call, callee, offset, summary)
        return self._closure(flow, state, call, callee, summary, offset=offset)

    def _attributes_passed(self, flow, state, call, callee, offset: int, summary: Summary, param: str, name: str):
        """`sample_action(rollout_state)` drawing from `behavior_state.rng_key`: the key the
        argument holds in that attribute is consumed; one it stores there anew is another key."""
        prefix = param + "."
        for attr_name, uses in summary.param_attrs.items():
            if attr_name.startswith(prefix):
                use = Use(call, None, _spelling(call), function=callee, offset=offset)
                state = self._consume_name(flow, state, name + "." + attr_name[len(prefix):], use)
        for attr_name in summary.attr_rebinds:
            if attr_name.startswith(prefix):
                slot = name + "." + attr_name[len(prefix):]
                if slot in state:
                    state = {**state, slot: KeyState(NO, (), True)} if name in flow.params else {
                        k: v for k, v in state.items() if k != slot}
        return state

    def _stored_fields(self, flow: _KeyFlow, call: cst.Call) -> list[tuple[str, str]]:
        """(field, the key name stored there) for `dataclasses.replace(obj, field=key)` and for
        building an equinox Module or frozen dataclass of the module (`State(rng=key)`) whose
        methods do not draw from that field (those consume the key at once: _handed_to_object)."""
        func = call.func
        dotted = dotted_name(func) if isinstance(func, (cst.Name, cst.Attribute)) else None
        if dotted is None:
            return []
        if self.ctx.module.resolve(dotted) == "dataclasses.replace":
            return [(a.keyword.value, a.value.value) for a in call.args
                    if a.keyword is not None and isinstance(a.value, cst.Name)]
        if not isinstance(func, cst.Name) or func.value in flow.params:
            return []
        bound = flow.bound.get(func.value)
        if bound is not None and not isinstance(bound, cst.ClassDef):
            return []
        held = self.ctx.module.held_fields(func.value)
        if held is None or not self._visible(func.value, None, flow, bound):
            return []
        params, methods = held
        drawn = self._drawn_fields(methods)
        by_name = dict(params)
        out = []
        index = 0
        for arg in call.args:
            if arg.star:
                break
            if arg.keyword is not None:
                field = by_name.get(arg.keyword.value)
            else:
                field = params[index][1] if index < len(params) else None
                index += 1
            if field is not None and field not in drawn and isinstance(arg.value, cst.Name):
                out.append((field, arg.value.value))
        return out

    def _drawn_fields(self, methods, foreign=None) -> dict[str, str]:
        """field -> a method of the class drawing from `self.<field>` on every call. `foreign`:
        the methods are another module's (self.ctx is a context for it), walked muted."""
        drawn: dict[str, str] = {}
        for method in methods:
            node = method.node
            if not isinstance(node, cst.FunctionDef) or not self._plain(node) or not _positional(node):
                continue
            prefix = _positional(node)[0] + "."
            summary = self._summary_of(node) if foreign is None else self._foreign_summary(node, self.ctx)
            for name, uses in summary.params.items():
                if name.startswith(prefix) and uses:
                    drawn.setdefault(name[len(prefix):], method.name)
        return drawn

    def _receiver_keys(self, flow, state, call: cst.Call, callee, offset: int, summary: Summary):
        """`self.sample(n)` in a method: the keys the called method consumes from its own
        instance (`self.key`) are this instance's, and so are those it stores anew."""
        func = call.func
        if offset != 1 or flow.me is None or not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)
                                                   and func.value.value == flow.me):
            return state
        positional = _positional(callee)
        if not positional:
            return state
        prefix = positional[0] + "."
        for names, definite in ((summary.params, True), (summary.maybe_params, False)):
            for name in names:
                if name.startswith(prefix):
                    inner = summary.params[name][0] if definite and summary.params[name] else None
                    use = Use(call, None, _spelling(call), function=callee, offset=offset, inner=inner)
                    state = self._consume_name(flow, state, flow.me + "." + name[len(prefix):], use, definite)
        for name in summary.attr_rebinds:
            if name.startswith(prefix):
                state = {**state, flow.me + "." + name[len(prefix):]: KeyState(NO, (), True)}
        return state

    def _closure(self, flow, state, call, callee, summary: Summary, report: bool = True, offset: int | None = None):
        """Closed-over keys the callee consumes are the caller's, when both see the same variable.
        `offset`: the callee's parameters bound before the call's own, when `call` calls the
        callee itself (not a lax primitive running it): its uses name the function they run."""
        for names, definite in ((summary.free, True), (summary.maybe_free, False)):
            for name in names:
                if self._same_variable(name.split("[", 1)[0], callee, flow):
                    use = Use(call, None, _spelling(call)) if offset is None else Use(
                        call, None, _spelling(call), function=callee, offset=offset)
                    state = self._consume_name(flow, state, name, use, definite, report)
        for name in summary.rebinds:
            if self._same_variable(name.split("[", 1)[0], callee, flow):
                state = {**state, name: KeyState(NO, (), True)}
        return state

    def _same_variable(self, name: str, callee, flow: _KeyFlow) -> bool:
        callee_view = self.ctx.module.function_of(callee)
        binder = self._binder(name, callee_view.parent if callee_view is not None else None)
        here = flow.owner if flow.is_local(name) else self._binder(name, flow.scope)
        return binder is here

    @staticmethod
    def _binder(name: str, scope: FunctionView | None):
        """The function whose local `name` is, seen from `scope` (None: a module global)."""
        while scope is not None:
            if name in local_names(scope.node):
                return scope.node
            scope = scope.parent
        return None

    def _repeated_body(self, flow, node: cst.Call, known, state):
        """`lax.scan(body, init, xs)` and friends: what the body consumes from outside, it consumes
        again on every iteration; what it consumes of its inputs comes from the call's arguments."""
        label = known.label or _spelling(node)
        for body_expr in _args_at(node, *known.bodies):
            target = self._function_at(flow, body_expr)
            if target is None:
                continue
            callee, _ = target
            summary = self._summary_of(callee)
            for name, uses in summary.free.items():
                if not self._same_variable(name.split("[", 1)[0], callee, flow):
                    continue
                for use in uses:
                    self._report_repeated(name, use, label)
                state = self._consume_name(flow, state, name, Use(node, None, f"the {label} body"))
            for param, arg in _operands(known, callee, node):
                if param in summary.params:
                    state = self._consume(flow, state, arg, Use(node, arg, _spelling(node)))
            carried = _carried_back(known, callee)
            if carried is not None and summary.params.get(carried):
                self._report_carried(carried, summary.params[carried], label, callee, flow.owner)
            for element in _carried_elements(known, callee):
                if summary.own.get(element):
                    self._report_carried(element, summary.own[element], label, callee, flow.owner)
        return state

    def _per_leaf(self, flow, node: cst.Call, state):
        """`jax.tree_util.tree_map(f, tree)` calls `f` once per leaf: a key `f` closes over and
        draws from directly (a sampler, not one selecting indices alike for paired leaves, nor a
        function of the module applying one draw to each leaf) is drawn from once per leaf. The
        caller's key state is left unchanged."""
        listed = _args_at(node, (0,), ("f",))
        target = self._function_at(flow, listed[0]) if listed else None
        if target is None:
            return state
        callee, _ = target
        summary = self._summary_of(callee)
        if summary.generator:
            return state
        for name, uses in summary.free.items():
            if not self._same_variable(name.split("[", 1)[0], callee, flow):
                continue
            draws = [u for u in uses if u.callee is not None and not getattr(fact(u.callee), "selects", False)]
            for use in draws:
                self._report_once(use, f"PRNG key '{name}' is closed over by the function {_spelling(node)} "
                                       f"applies to every leaf and consumed by {use.what} for each leaf: every "
                                       f"leaf draws the same numbers (KeyReuseError under jax_debug_key_reuse); "
                                       f"split one key per leaf (jax.random.split({name}, n_leaves), then "
                                       f"jax.tree.unflatten) or fold_in the leaf's index")
        # The key is left as it was: the same function mapped over a second tree may repeat its draws on
        # purpose (one permutation of paired trees), which the leaves of one tree never do.
        return state

    def _report_once(self, use: Use, message: str) -> None:
        if id(use.call) not in self._reported and not self.ctx.key_reuse_allowed(use.call):
            self._reported.add(id(use.call))
            self.report(use.call, message)

    def _report_carried(self, name: str, uses: list[Use], label: str, body, owner: cst.CSTNode) -> None:
        use = uses[0]
        if id(use.call) in self._reported or self.ctx.key_reuse_allowed(use.call):
            return
        self._reported.add(id(use.call))
        self.report(use.call, f"PRNG key '{name}' is the {label} carry: the body consumes it by {use.what} and "
                              f"returns it unchanged, so every iteration draws the same numbers (KeyReuseError "
                              f"under jax_debug_key_reuse); split it in the body and carry the new key: "
                              f"{name}, subkey = jax.random.split({name})",
                    self._carried_fix(name, uses, body, owner))

    def _carried_fix(self, name: str, uses: list[Use], body, owner: cst.CSTNode) -> PendingFix | None:
        """`name, subkey = jax.random.split(name)` before the body's one use of the carried key,
        which draws from `subkey`: the body (which never rebinds `name` otherwise) then hands the
        advanced key back as the next carry, so each iteration draws new numbers. Only for one
        use in a def's own statements: a second use would consume the carried-on key."""
        if len(uses) != 1 or not isinstance(body, cst.FunctionDef):
            return None
        spelled = self._split_spelling()
        if spelled is None:
            return None
        split, import_edit = spelled
        fresh = self._fresh_name(body, owner)
        edits = self._split_before(flow_of(body), name, uses[0], split, fresh)
        if edits is None:
            return None
        if import_edit is not None:
            edits.append(import_edit)
        return PendingFix(f"Split the carried key '{name}' in the body and draw from '{fresh}'", edits,
                          Applicability.UNSAFE)

    def _branches(self, flow, node: cst.Call, known, state):
        """`lax.cond(p, f, g, *operands)`, `lax.switch(i, branches, *operands)`: one branch runs."""
        if known.branch_list is not None:
            listed = _args_at(node, (known.branch_list,), ())
            if not listed or not isinstance(listed[0], (cst.List, cst.Tuple)):
                return state
            branch_exprs = [el.value for el in listed[0].elements]
        else:
            branch_exprs = _args_at(node, *known.bodies)
        targets = [self._function_at(flow, expr) for expr in branch_exprs]
        if not targets or any(t is None for t in targets):
            return state
        states = []
        for callee, _ in targets:
            summary = self._summary_of(callee)
            branch = state
            for param, arg in _operands(known, callee, node):
                if param in summary.params or param in summary.maybe_params:
                    branch = self._consume(flow, branch, arg, Use(node, arg, _spelling(node)),
                                           param in summary.params, report=False)
            branch = self._closure(flow, branch, node, callee, summary, report=False)
            states.append(branch)
        joined = states[0]
        for other in states[1:]:
            joined = flow.join(joined, other)
        # A key every branch consumes was consumed by the call; report a reuse against the state before it.
        for name, value in joined.items():
            before = state.get(name, _FRESH)
            if value.consumed == YES and before.consumed == YES and value.uses != before.uses and not before.reported:
                self._report_reuse(flow, name, Use(node, None, _spelling(node)), before.uses)
                joined = {**joined, name: KeyState(YES, value.uses, value.rebound, True)}
        return joined

    # Which function a call runs ------------------------------------------------------------------
    def _function_at(self, flow: _KeyFlow, expr: cst.BaseExpression, depth: int = 0):
        """(the def or lambda `expr` calls, how many leading parameters the call fills itself:
        1 for `self.method(...)` and `Class(...)`), or None when unknown."""
        if depth > 3:
            return None
        if isinstance(expr, cst.Lambda):
            return expr, 0
        if isinstance(expr, cst.Name):
            return self._named_function(flow, expr.value, depth)
        if isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name):
            return self._method(flow, expr)
        if isinstance(expr, cst.Call) and expr.args and expr.args[0].keyword is None and not expr.args[0].star:
            known = self._known(flow, expr)
            if known is not None and known.transform in _FOLLOWED_TRANSFORMS:
                return self._function_at(flow, expr.args[0].value, depth + 1)
        return None

    def _named_function(self, flow: _KeyFlow, name: str, depth: int):
        module = self.ctx.module
        if self._bound:
            bound = self._bound_function(flow, name)
            if bound is not None:
                return bound
        if name in flow.params:
            return None
        bound = flow.bound.get(name)
        if isinstance(bound, cst.FunctionDef):  # a def of this body, bound once
            return (bound, 0) if self._plain(bound) else None
        if isinstance(bound, (cst.Lambda, cst.Call, cst.Name)):  # `f = lambda k: ...`, `g = jax.jit(f)`
            return self._function_at(flow, bound, depth + 1)
        if bound is not None and not isinstance(bound, cst.ClassDef):
            return None
        found = module.function_named(name, flow.scope) if bound is None else None
        if found is not None and isinstance(found.node, cst.FunctionDef):
            if self._visible(name, found.parent, flow, found.node) and self._plain(found.node):
                return found.node, 0
            return None
        init = module.constructor(name)
        if init is not None and self._visible(name, None, flow, bound) and self._plain(init.node):
            return init.node, 1
        return None

    def _visible(self, name: str, defined_in: FunctionView | None, flow: _KeyFlow, binding) -> bool:
        """`name` means the def (or class) bound in `defined_in` (None: the module), not a
        variable of a function in between."""
        if flow.scope is not None and defined_in == flow.scope:
            return True
        if name in flow.params or flow.bound.get(name, binding) is not binding:
            return False
        scope = flow.scope.parent if flow.scope is not None else None
        while scope is not None:
            if scope == defined_in:
                return True
            if name in local_names(scope.node):
                return False
            scope = scope.parent
        return defined_in is None

    def _method(self, flow: _KeyFlow, expr: cst.Attribute):
        scope = flow.scope
        found = self._global_instance_method(flow, expr)
        if found is not None:
            return found
        if scope is None or not scope.is_method or flow.owner is not scope.node:
            return None
        if not flow.positional or expr.value.value != flow.positional[0]:
            return None
        found = self.ctx.module.sibling_method(scope, expr.attr.value)
        if found is None or not self._plain(found.node):
            return None
        if found.is_method:
            return found.node, 1
        return (found.node, 0) if _static_method(found.node) else None  # `self.step(...)` of a @staticmethod

    def _global_instance_method(self, flow: _KeyFlow, expr: cst.Attribute):
        """`model.apply(...)` with `model = MLP(...)` bound once at the module's top level: the
        method of that class (its first parameter filled by the call), when no function in
        between binds `model` itself."""
        name = expr.value.value
        if name in flow.params:
            return None
        if name in flow.bound and not (flow.scope is None and _the_one_binding(self.ctx.module, name, flow.bound[name])):
            return None  # a local variable; at the top level, the global's own binding is the instance
        scope = flow.scope.parent if flow.scope is not None else None
        while scope is not None:
            if name in local_names(scope.node):
                return None
            scope = scope.parent
        found = self.ctx.module.global_instance_method(name, expr.attr.value)
        if found is None or not found.is_method or not self._plain(found.node):
            return None
        return found.node, 1

    def _plain(self, node: cst.FunctionDef) -> bool:
        """Calling it runs its body with the call's arguments: no decorator, or only transforms."""
        for decorator in node.decorators:
            expr = decorator.decorator
            if _static_method_decorator(expr):
                continue  # it runs the body with the call's own arguments
            known = fact(self.ctx.qualified_name(expr.func if isinstance(expr, cst.Call) else expr))
            if known is None:
                return False
            if known.transform in _FOLLOWED_TRANSFORMS:
                continue
            if known.name == "functools.partial" and isinstance(expr, cst.Call) and expr.args:
                inner = fact(self.ctx.qualified_name(expr.args[0].value))
                if inner is not None and inner.transform in _FOLLOWED_TRANSFORMS:
                    continue
            return False
        return True

    # The key state -------------------------------------------------------------------------------
    def _consume(self, flow, state, expr, use: Use, definite: bool = True, report: bool = True):
        name = _key_name(expr)
        if name is None or isinstance(flow.bound.get(name), (cst.Integer, cst.Float)):
            return state  # a number bound once (`num_samples = 1000` handed where a key goes) is no key
        return self._consume_name(flow, state, name, use, definite, report)

    def _consume_name(self, flow, state, name: str, use: Use, definite: bool = True, report: bool = True):
        if "." in name and not self._own_key(flow, name):
            held = state.get(name)
            if held is not None and held.alias is not None:  # the key a replaced or built object holds
                return self._consume_name(flow, state, held.alias, use, definite, report)
            base, _, attr = name.partition(".")
            if held is None or not held.field:  # else a key an object of the module holds for good
                if not (flow.is_function and base in flow.params and base != flow.me
                        and base not in flow.declared_names and attr.isidentifier()):
                    return state
                report = False  # a parameter's attribute: followed for the callers (Summary.param_attrs) only
        current = state.get(name, _FRESH)
        if definite:
            reported, uses = current.reported, (use,)
            checked = self._checker_on()
            if current.consumed == YES and report and not reported and (
                    checked and not any(self.ctx.runs_expecting_error(u.call, RAISES[self.code]) for u in current.uses)
                    or not (self._on_purpose(name, use, current.uses) or self._replays_primal(flow, name, use, current.uses))):
                if not checked and self._apart(flow, name, use, current.uses):
                    uses = current.uses + tuple(u for u in (use,) if u not in current.uses)  # a later draw may meet either
                else:
                    self._report_reuse(flow, name, use, current.uses, current.settable)
                    reported = True
            new = KeyState(YES, uses, current.rebound, reported, field=current.field, settable=current.settable)
        elif current.consumed == YES:
            return state
        else:
            new = KeyState(MAYBE, current.uses + (use,), current.rebound, current.reported, field=current.field,
                           settable=current.settable)
        return {**state, name: new}

    def _own_key(self, flow: _KeyFlow, name: str) -> bool:
        """`self.key` in a method: an attribute its class stores on the instance (assigned by
        its own methods, no property or hook computing it), which every method sees alike."""
        base, _, attr = name.partition(".")
        return flow.me is not None and base == flow.me and "." not in attr and "[" not in attr \
            and (self.ctx.module.stored_attribute(flow.scope, attr) or self.ctx.module.field_attribute(flow.scope, attr))

    def _on_purpose(self, name: str, use: Use, previous: tuple[Use, ...]) -> bool:
        """A second draw from `name` that is no mistake: the same selection or function applied
        alike, a draw nothing read, numbers a test compares or recomputes, separate tests, or
        an earlier draw only run expecting an error."""
        return (self._selects_alike(use, previous) or self._applies_alike(use, previous)
                or self._differentiates_alike(use, previous) or self._applies_to_each_element(use, previous)
                or self._unread_before(use, previous) or self._checked_alike(use, previous)
                or self._recomputed(use, previous) or self._separate_tests(use, previous)
                or self.ctx.in_equality_assertion(use.call) or self.ctx.compares_draws(use.call, name)
                or any(self.ctx.runs_expecting_error(u.call, RAISES[self.code]) for u in previous))

    def _replays_primal(self, flow: _KeyFlow, name: str, use: Use, previous: tuple[Use, ...]) -> bool:
        """In a custom_jvp rule (`@f.defjvp`), `out = f(key, x)` and one draw from `key`, the key
        the rule was handed among the primal's arguments: the rule redraws the primal's own noise
        to differentiate through it (`1 + normal(key, ...) / (2 sqrt(x))`), which only the same key
        gives. Two draws of the rule's own from the key are still a reuse."""
        if len(previous) != 1:
            return False
        pair = (previous[0], use)
        primal_calls = [u for u in pair if u.callee is None and isinstance(u.function, cst.FunctionDef)]
        draws = [u for u in pair if u.callee is not None and u.function is None]
        return (len(primal_calls) == 1 and len(draws) == 1
                and self.ctx.replays_primal(flow.owner, name, (primal_calls[0].function,)))

    def _apart(self, flow: _KeyFlow, name: str, use: Use, previous: tuple[Use, ...]) -> bool:
        """Draws whose numbers never meet: each feeds an experiment of its own (a demo function
        run once from the module's seed, a differently shaped input per loop iteration or per
        listed case, each checked alone), so each gets the numbers it would get alone. Only
        for draws (a sampler, or a function of the module that makes no keys of its own): a
        `split` before or after a draw hands out keys whose numbers the draw repeats."""
        if not previous:
            return False
        held = []
        for u in (*previous, use):
            found = self._draw_holds(flow, name, u)
            if found is None:
                return False
            held.append(found)
        across = flow.walk.repeating
        kept = [not (u.arg is None and u.function is not None) for u in (*previous, use)]
        return not any(self.ctx.draws_meet(u.call, use.call, across, (h, held[-1]), (k, kept[-1]))
                       for u, h, k in zip(previous, held, kept))

    def _draw_holds(self, flow: _KeyFlow, name: str, use: Use) -> frozenset[str] | None:
        """For a use that is a plain draw: the names of the call's other arguments it may store
        its numbers into (none for a sampler); None for a use that is no plain draw."""
        if use.callee is not None:
            known = fact(use.callee)
            if known is None or known.makes_key or not known.consumes_key:
                return None
            return frozenset()
        function = use.function
        if not isinstance(function, cst.FunctionDef) or not self._draws_only(function):
            return None
        names = set()
        for arg in use.call.args:
            if arg.star:
                return None
            if isinstance(arg.value, cst.Name):
                if arg.value.value != name:
                    names.add(arg.value.value)
            elif not isinstance(arg.value, (cst.Integer, cst.Float, cst.SimpleString, cst.Tuple)):
                return None
        func = use.call.func
        if isinstance(func, cst.Attribute):
            return None  # a method: it may store into its object
        return frozenset(names)

    def _draws_only(self, function: cst.FunctionDef) -> bool:
        """The function (a def of the module) declares no global or nonlocal, yields nothing,
        and makes no key but as the key a draw consumes at once (`normal(split(key)[0], n)`):
        calling it hands out numbers, never a key related to the one it was given."""
        drawn_from: set[int] = set()  # the key arguments of draws
        makers = []
        for node in iter_tree(function):
            if isinstance(node, (cst.Global, cst.Nonlocal, cst.Yield)):
                return False
            if isinstance(node, cst.Call):
                known = self._fact_of(node)
                if known is None:
                    continue
                if known.makes_key:
                    makers.append(node)
                if known.key_args is not None and known.consumes_key and not known.makes_key:
                    for arg in _args_at(node, *known.key_args):
                        drawn_from.add(id(arg.value if isinstance(arg, cst.Subscript) else arg))
        return all(id(maker) in drawn_from for maker in makers)

    def _fact_of(self, call: cst.Call):
        dotted = dotted_name(call.func)
        return fact(self.ctx.module.resolve(dotted)) if dotted is not None else None

    def _unread_before(self, use: Use, previous: tuple[Use, ...]) -> bool:
        """`noise = normal(key)` read only on other arms than `split(key)`'s, or rebound before
        anything reads it: the earlier numbers reach nothing that runs with this draw."""
        return bool(previous) and all(self.ctx.unread_when(u.call, use.call) for u in previous)

    def _recomputed(self, use: Use, previous: tuple[Use, ...]) -> bool:
        """`split(rng)[1]`, then `split(rng)[0]`: the same keys computed again, each taken once."""
        return bool(previous) and all(self.ctx.reads_other_part(u.call, use.call) for u in previous)

    @staticmethod
    def _separate_tests(use: Use, previous: tuple[Use, ...]) -> bool:
        """`test_a(key)`, then `test_b(key)` (a `__main__` block running a module's tests): each
        test is its own experiment, handed the same seed as a test runner's fixture would."""
        uses = (*previous, use)
        functions = [u.function for u in uses]
        return bool(previous) and all(isinstance(f, cst.FunctionDef) and f.name.value.startswith("test")
                                      for f in functions) and len({id(f) for f in functions}) == len(functions)

    def _checked_alike(self, use: Use, previous: tuple[Use, ...]) -> bool:
        """`a = init(key)`, `b = padded_init(key)`, then `assert jnp.allclose(a, b)`: the test
        runs two computations on the same numbers to check that they agree."""
        return bool(previous) and all(self.ctx.compared_equal(u.call, use.call) for u in previous)

    @staticmethod
    def _selects_alike(use: Use, previous: tuple[Use, ...]) -> bool:
        """`permutation(key, x)` then `permutation(key, y)`: the same shuffle of paired arrays, on purpose."""
        known = fact(use.callee)
        return known is not None and known.selects and all(u.callee == use.callee for u in previous)

    @staticmethod
    def _applies_alike(use: Use, previous: tuple[Use, ...]) -> bool:
        """`features(key, x, n)` then `features(key, y, n)`: the same function, the same key and
        the same other arguments, differing only in arrays the function computes on, draws the
        same numbers and applies them to each array on purpose (the random features of a kernel
        approximation, one crop of an image and of its mask). A differing size or flag
        (`init_layer(key, 2)`, `init_layer(key, 3)`) makes a different draw: still a reuse."""
        if use.function is None or not previous:
            return False
        data = array_parameters(use.function)
        return all(u.function is use.function and _differs_only_in(u, use, data) for u in previous)

    def _differentiates_alike(self, use: Use, previous: tuple[Use, ...]) -> bool:
        """`sims = vmap(simulator)(theta, keys)` then `vmap(jacfwd(simulator))(theta, keys)`: the
        same function of the module at the same arguments, one call (at least) through a
        derivative transform (grad, jacfwd, value_and_grad, ...). It differentiates the very draw
        the other call makes (seed-matched derivatives of a simulation, the gradient of the loss
        sample just evaluated): the same numbers on purpose, never a second draw. Other
        arguments that differ make different draws: still a reuse."""
        if use.function is None or not previous:
            return False
        these = _arguments_by_parameter(use)
        for u in previous:
            those = _arguments_by_parameter(u) if u.function is use.function else None
            if these is None or those is None or those.keys() != these.keys():
                return False
            if not all(those[name].deep_equals(these[name]) for name in these):
                return False
        return any(self._through_derivative(u.call) for u in (*previous, use))

    def _through_derivative(self, call: cst.Call) -> bool:
        """The call runs its function through a derivative transform (`jax.vmap(jax.jacfwd(f))`),
        every transform on the way one the rule follows."""
        func = call.func
        while isinstance(func, cst.Call) and func.args and func.args[0].keyword is None:
            known = fact(self.ctx.qualified_name(func.func))
            if known is None or known.transform not in _FOLLOWED_TRANSFORMS:
                return False
            if known.transform == facts.GRAD:
                return True
            func = func.args[0].value
        return False

    def _applies_to_each_element(self, use: Use, previous: tuple[Use, ...]) -> bool:
        """`for view in views: obs[view] = crop(obs[view], key)`: the loop form of
        `_applies_alike`. Each iteration hands the same function the same key and the same
        other arguments but another element of what the loop iterates (never what an earlier
        iteration computed), in parameters it computes on: one random crop applied to every
        camera view, on purpose. A size or flag that changes per iteration, or a value carried
        from one iteration to the next (`x = step(key, x)`), makes a different draw: a reuse."""
        if use.function is None or not previous or any(u.call is not use.call for u in previous):
            return False
        kinds = self.ctx.loop_arguments(use.call)
        bound = _arguments_by_parameter(use)
        if kinds is None or bound is None:
            return False
        kind_of = {id(arg.value): kind for arg, kind in zip(use.call.args, kinds)}
        data = array_parameters(use.function)
        varying = False
        for param, expr in bound.items():
            kind = kind_of.get(id(expr))
            if kind == "element" and param in data:
                varying = True
            elif kind != "invariant":
                return False
        return varying

    # Reports -----------------------------------------------------------------------------------
    def _report_reuse(self, flow: _KeyFlow, name: str, use: Use, previous: tuple[Use, ...],
                      settable: bool = False) -> None:
        if id(use.call) in self._reported or self.ctx.key_reuse_allowed(use.call):
            return
        self._reported.add(id(use.call))
        first = previous[0] if previous else None
        if use.inner is not None or settable:
            self._report_stored(flow, name, use, first, settable)
            return
        split = self._fix(flow, name, first, use) if len(previous) == 1 else None
        fresh = self._fresh_name(flow.owner)
        advice = f"split it first: {name}, {fresh} = jax.random.split({name})"
        if flow.walk.repeating and first is not None and first.call is not use.call:
            message = (f"PRNG key '{name}' is reused across iterations: {use.what} consumes it after {first.what} "
                       f"already did in the previous iteration, so their random numbers are not independent "
                       f"(KeyReuseError under jax_debug_key_reuse); {advice}")
        elif flow.walk.repeating:
            message = (f"PRNG key '{name}' is consumed by {use.what} on every iteration of this loop but never "
                       f"advanced: every iteration draws the same numbers (KeyReuseError under "
                       f"jax_debug_key_reuse); split it in the loop: {name}, {fresh} = jax.random.split({name})")
        else:
            earlier = first.what if first is not None else "an earlier use"
            message = (f"PRNG key '{name}' is reused: {use.what} consumes it after {earlier} already did, so "
                       f"their random numbers are not independent (KeyReuseError under jax_debug_key_reuse); "
                       f"{advice}")
        self.report(use.call, message, split)

    def _report_stored(self, flow: _KeyFlow, name: str, use: Use, first: Use | None, settable: bool = False) -> None:
        """A key the instance stores, consumed again by a method this one calls: reported at the
        draw in that method, where the consumed key is used again (and where JAX raises); at
        the call when that method is another module's (`use.inner` None)."""
        at = use.inner.call if use.inner is not None else use.call
        if use.inner is not None and (id(at) in self._reported or self.ctx.key_reuse_allowed(at)):
            return
        self._reported.add(id(at))
        caller = f"{flow.scope.name}()" if flow.scope is not None else "the module's top level"
        holder, _, attr = name.partition(".")
        if settable:  # an ordinary object: its method can store a new key back
            what = f"PRNG key '{attr}' kept on '{holder}'"
        if flow.walk.repeating and (first is None or first.call is use.call):
            how = f"{caller} calls {use.what} on every iteration of a loop, so every call draws the same numbers"
        else:
            earlier = first.what if first is not None else "an earlier use"
            how = (f"{caller} calls {use.what} after {earlier} already consumed it, so their random numbers "
                   f"are not independent")
        if settable:
            self.report(at, f"{what} is reused: {how} (KeyReuseError under jax_debug_key_reuse); the method draws "
                            f"from the key without storing a new one: split it there and store the new key back "
                            f"before each draw (self.{attr}, subkey = jax.random.split(self.{attr})), or pass a "
                            f"fresh key to each call")
            return
        if holder != flow.me:  # `block(x)` on an equinox Module or frozen dataclass holding the key for good
            self.report(use.inner.call, f"PRNG key 'self.{attr}' kept in a field of '{holder}' is reused: {how} "
                                        f"(KeyReuseError under jax_debug_key_reuse); the field cannot take a new key: "
                                        f"pass a fresh key to each call instead (split it in the caller)")
            return
        self.report(use.inner.call, f"PRNG key 'self.{attr}' kept on the instance is reused: {how} "
                                    f"(KeyReuseError under jax_debug_key_reuse); split it and store the new key back "
                                    f"before each draw: self.{attr}, subkey = jax.random.split(self.{attr})")

    def _report_repeated(self, name: str, use: Use, label: str) -> None:
        self._report_once(use, f"PRNG key '{name}' is closed over by the {label} body and consumed by {use.what} "
                               f"on every iteration: every iteration draws the same numbers (KeyReuseError under "
                               f"jax_debug_key_reuse); pass split keys in (jax.random.split({name}, n) as xs) or "
                               f"fold_in the iteration index")

    # The fix -----------------------------------------------------------------------------------
    def _fix(self, flow: _KeyFlow, name: str, first: Use, second: Use) -> PendingFix | None:
        """Draw each use from a fresh split: `name, subkey = jax.random.split(name)` before the
        first use and before the second, which then draw from `subkey`; `name` itself is only
        ever split, so a loop around them stays correct. For a reuse across iterations, the
        split goes before the use that consumed the key in the previous iteration."""
        if flow.is_function and not flow.is_local(name):
            return None  # a global or closed-over key: rebinding it here would make it local
        view = self.ctx.flow(flow.scope)
        spelled = self._split_spelling()
        if spelled is None:
            return None
        split, import_edit = spelled
        fresh = self._fresh_name(flow.owner)
        before_first = self._split_before(view, name, first, split, fresh)
        if before_first is None:
            return None
        edits = before_first
        if not flow.walk.repeating:
            one, two = view.block_position(first.call), view.block_position(second.call)
            if two is None or one[0] != two[0] or one[1:] >= two[1:]:
                return None
            before_second = self._split_before(view, name, second, split, fresh)
            if before_second is not None:
                edits = edits + before_second
            elif view.loops(first.call):
                return None  # the second use would consume the key the next iteration splits
        if import_edit is not None:
            edits.append(import_edit)
        return PendingFix(f"Split '{name}' before each use and draw from '{fresh}'", edits, Applicability.UNSAFE)

    @staticmethod
    def _split_before(view, name: str, use: Use, split: str, fresh: str) -> list[NodeEdit] | None:
        """Edits that insert `name, fresh = split(name)` before the statement of `use` and make
        the use draw from `fresh`; None unless the use names the key itself in a simple
        statement that begins its line."""
        if not isinstance(use.arg, cst.Name) or use.arg.value != name:
            return None
        place, position = view.place(use.call), view.block_position(use.call)
        if place is None or position is None or position[2] != 0:
            return None
        if not isinstance(place.statement, (cst.Assign, cst.AnnAssign, cst.AugAssign, cst.Expr)):
            return None
        known = fact(use.callee)
        if isinstance(place.statement, cst.Expr) and place.statement.value is use.call and known and known.makes_key:
            return None  # a bare `split(key)`: JAX710 assigns it back, which advances the key
        if any(inner is use.call for node in iter_tree(place.statement) if isinstance(node, _REPEATING)
               for inner in iter_tree(node)):
            return None  # a split before the statement runs once, the use once per element
        line = f"{name}, {fresh} = {split}({name})\n"
        leaf = first_leaf(place.statement)
        if leaf is use.arg:
            return [NodeEdit(leaf, line + fresh, mode="replace_block")]
        return [NodeEdit(leaf, line + code(leaf), mode="replace_block"), NodeEdit(use.arg, fresh)]

    def _split_spelling(self) -> tuple[str, NodeEdit | None] | None:
        """How the module spells `jax.random.split`, and the import that needs (None: it cannot)."""
        split, import_edit = name_for(self.ctx.module, "jax.random.split")
        if split is None:
            jax_name, import_edit = name_for(self.ctx.module, "jax")
            if jax_name is None:
                return None
            split = f"{jax_name}.random.split"
        return split, import_edit

    def _fresh_name(self, *owners: cst.CSTNode) -> str:
        taken = {n.value for owner in owners for n in iter_tree(owner) if isinstance(n, cst.Name)}
        taken |= self.ctx.module.bound_names() | set(dir(builtins))
        candidate, i = "subkey", 1
        while candidate in taken:
            candidate, i = f"subkey{i}", i + 1
        return candidate


def _one_name_handed_to_two_imported_calls(calls, imported) -> bool:
    """Some key-named name (`key`, `rng`, `subkey`...) is an argument of two calls of imported
    functions (`flip(key, x)`, `noise(key, x)`): the only way a module that makes no key can hand
    one on twice. Other names (`model.step(x, ...)`, `model.scale(x, n)`) open nothing: the
    modules those calls reach would be read for no key."""
    handed: set[str] = set()
    for call in calls:
        dotted = dotted_name(call.func) if isinstance(call.func, (cst.Name, cst.Attribute)) else None
        if dotted is None or dotted.split(".", 1)[0] not in imported:
            continue
        for name in {a.value.value for a in call.args if isinstance(a.value, cst.Name)}:
            if "key" not in name.lower() and "rng" not in name.lower():
                continue
            if name in handed:
                return True
            handed.add(name)
    return False


def _dotted_calls(calls) -> set[str]:
    """The dotted names of the calls (`jax.random.key`, `jitter`)."""
    return {d for call in calls if (d := dotted_name(call.func)) is not None}


def _call_names(calls) -> set[str]:
    """The dotted names of the calls whose last part names a consumer."""
    out = set()
    for call in calls:
        func = call.func
        last = func.attr.value if isinstance(func, cst.Attribute) else getattr(func, "value", None)
        if last in _CONSUMER_NAMES:
            dotted = dotted_name(func)
            if dotted is not None:
                out.add(dotted)
    return out


def _turns_checker_on(expr: cst.BaseExpression, resolve) -> bool:
    """`jax.config.update("jax_debug_key_reuse", True)`."""
    if not isinstance(expr, cst.Call) or len(expr.args) != 2 or any(a.keyword for a in expr.args):
        return False
    func = expr.func
    dotted = code(func).strip() if isinstance(func, (cst.Attribute, cst.Name)) else None
    if dotted is None or resolve(dotted) != "jax.config.update":
        return False
    flag, value = (a.value for a in expr.args)
    return isinstance(flag, cst.SimpleString) and flag.evaluated_value == "jax_debug_key_reuse" \
        and isinstance(value, cst.Name) and value.value == "True"
