"""The functions callers hand a parameter that traced code closes over and calls.

`def rollout(step_fn, init, n): return lax.scan(lambda c, _: (step_fn(c), c), init, None, length=n)`
traces whatever `step_fn` its callers pass: `rollout(env.step, ...)` in main.py runs `env.step` on
the scan's tracers. So does a method (`Newton.solve(self, f, x0)` running `lax.while_loop` bodies
that call `f`, called `newton.solve(problems.kepler(0.1, 1.0), x0)` anywhere in the project). Each
function a call spells is traced when that call runs, so every one the text names is followed;
arguments the analysis cannot name are skipped (a miss, never a guess).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis.module_index import FunctionInfo, passed_argument
from jaxlint.analysis.refs import ClassRef, FunctionRef, owned
from jaxlint.analysis.scopes import assigned_names, scope_info
from jaxlint.analysis.transforms import PARTIAL
from jaxlint.analysis.walk import iter_children, iter_tree

if TYPE_CHECKING:
    from jaxlint.analysis.evaluator import Evaluator

MAX_FUNCTIONS = 8  # functions followed for one parameter; more and the parameter stays unknown


def functions_callers_pass(ev: "Evaluator", function: FunctionInfo, name: str) -> tuple[FunctionRef, ...]:
    """The functions the calls of the untraced `function` (its own module's and, for a
    module-level def or a method, the project's) pass for its parameter `name`, never rebound
    in it: each owned by the evaluator of the module that spells it. Empty when none is known."""
    node = function.node
    if not isinstance(node, cst.FunctionDef) or name not in scope_info(node).params or name in assigned_names(node):
        return ()
    if not any(isinstance(n, cst.Call) and (isinstance(n.func, cst.Name) and n.func.value == name
                                            or _partial_binding(ev, n, name) or _handed_on(n, name))
               for n in iter_tree(node.body)):
        return ()  # never called, bound by a partial or handed on in its body: its callers' arguments are not looked for
    out = _functions_passed(ev, function, name)
    unique = list({id(r.info.node): r for r in out}.values()) if all(not r.bound and not r.bound_keywords
                                                                     for r in out) else out
    return tuple(unique) if 0 < len(unique) <= MAX_FUNCTIONS else ()


def classes_callers_pass(ev: "Evaluator", function: FunctionInfo, name: str) -> tuple[ClassRef, ...]:
    """The project classes the calls of the untraced `function` pass for its parameter `name`
    (`converter.load_pretrained(Attention, config, weights)`); empty unless every argument found
    names one (at most MAX_FUNCTIONS of them)."""
    node = function.node
    if not isinstance(node, cst.FunctionDef) or name not in scope_info(node).params or name in assigned_names(node):
        return ()
    out: dict[int, ClassRef] = {}
    for expr, scope, builder in _passed(ev, function, name):
        cls = builder.class_ref(expr, scope) if isinstance(expr, (cst.Name, cst.Attribute)) else None
        if cls is None:
            return ()
        out.setdefault(id(cls.info.node), cls if builder is ev or cls.owner is not None else ClassRef(cls.info, builder))
    return tuple(out.values()) if len(out) <= MAX_FUNCTIONS else ()


def _partial_binding(ev: "Evaluator", call: cst.Call, name: str) -> bool:
    """`functools.partial(step, name, ...)`: the parameter handed on as a bound argument of a
    partial, which the traced code calls (`kernel = partial(rwm_step, log_prob, scale)`)."""
    return (any(isinstance(a.value, cst.Name) and a.value.value == name and not a.star for a in call.args[1:])
            and ev.index.resolver.qualname(call.func) in PARTIAL)


def _handed_on(call: cst.Call, name: str) -> bool:
    """`make_step(scene, target, callback)`, or `backtrack(f, x, d)` in a lax body closing over `f`:
    the parameter handed as it is to another call, which decides whether it runs (a jitted step
    calling it on its tracers; an Armijo line search calling the objective its minimiser was given)."""
    return any(isinstance(a.value, cst.Name) and a.value.value == name and not a.star for a in call.args)


MAX_HOPS = 2  # functions handing their own parameter on (`make_kernel(log_prob)` in `hmc_sample(log_prob, ...)`)


def _functions_passed(ev: "Evaluator", function: FunctionInfo, name: str, depth: int = 0) -> list[FunctionRef]:
    """The functions the calls of `function` pass for `name`; a call handing on a parameter of
    the function making it (never rebound there) passes what that function's callers pass:
    `hmc_sample(log_prob, ...)` calling `make_kernel(log_prob)`, a script calling
    `hmc_sample(partial(log_joint, X=X), ...)`."""
    out: list[FunctionRef] = []
    for expr, scope, builder in _passed(ev, function, name):
        found: list[FunctionRef] = []
        if isinstance(expr, (cst.Name, cst.Attribute, cst.Call, cst.Lambda)):
            ref = builder._callable_at(expr, scope)
            if isinstance(ref, FunctionRef) and not ref.spread:
                found = [ref]
        if (not found and depth < MAX_HOPS and isinstance(expr, cst.Name) and scope is not None
                and isinstance(scope.node, cst.FunctionDef) and expr.value in scope_info(scope.node).params
                and expr.value not in assigned_names(scope.node)):
            found = _functions_passed(builder, scope, expr.value, depth + 1)
        out.extend(owned(ref, builder) if builder is not ev else ref for ref in found)
    return out


def _passed(ev: "Evaluator", function: FunctionInfo, name: str) -> list:
    """(argument expression, the function making the call, the evaluator of its module)."""
    from jaxlint.analysis.factory_arguments import factory_arguments

    if function.parent is not None:
        return []  # a nested def: its callers are its enclosing function's runs
    if not function.is_method:
        return factory_arguments(ev, function, name)
    if function.name == "__init__":
        return _construction_arguments(ev, function, name)
    return _method_arguments(ev, function, name)


def _construction_arguments(ev: "Evaluator", function: FunctionInfo, name: str) -> list:
    """What the module's constructions of the class pass for `__init__`'s parameter `name`
    (`HMCSampler(model)`): nothing when the module builds the class in ways not all seen."""
    from jaxlint.analysis.constructions import construction_calls

    cls = function.class_node
    calls = construction_calls(ev.index, cls.name.value) if cls is not None \
        and ev.index.classes.get(cls.name.value) is cls else None
    out = []
    for call, scope in calls or ():
        if any(a.star for a in call.args):
            return []
        passed = passed_argument(call, function.node, name, 1)
        if passed is not None:
            out.append((passed, scope, ev))
    return out


def _method_arguments(ev: "Evaluator", function: FunctionInfo, name: str) -> list:
    """What the calls of a method through instances of its class pass for `name`: `self.m(...)`
    in the class, `obj.m(...)` with `obj = Cls(...)` anywhere in the project. A spelling of the
    method on an object whose class is not known (`scaler.fit(x)` beside `trainer.fit(...)`) is
    left out: each known call runs what it hands the method by itself (a miss, never a guess)."""
    from jaxlint.analysis.project import _method_call_sites

    cls = function.class_node
    if cls is None or ev.project is None or ev.path is None:
        return []
    sites = _method_call_sites(ev.project, ev.index, ev.path, (function.name, cls), function, name, known_only=True)
    out = []
    here = os.path.abspath(ev.path)
    for site in sites or ():
        call = site.node
        if not isinstance(call, cst.Call) or any(a.star for a in call.args):
            continue
        if os.path.abspath(site.path) == here:
            passed = passed_argument(call, function.node, name, 1)
            if passed is not None:
                out.append((passed, ev.index.function_making(call), ev))
            continue
        entry = ev.project._entry(site.path)
        if entry is None:
            continue
        loaded, owner = entry
        if loaded.module is not site.module:  # the call was read from another parse of that file
            call = same_place(site.module, call, loaded.module) if loaded.source == site.module.code else None
            if call is None:
                continue
        passed = passed_argument(call, function.node, name, 1)
        if passed is not None:
            out.append((passed, loaded.index.function_making(call), owner))
    return out


def same_place(module: cst.Module, node: cst.CSTNode, other: cst.Module) -> cst.CSTNode | None:
    """The node of `other`, a parse of the same text as `module`, at the place `node` has in
    `module` (the same child of the same child ... of the root), or None when `node` is not in it."""
    trails: list[tuple[cst.CSTNode, tuple[int, ...]]] = [(module, ())]
    trail = None
    while trails:
        at, path = trails.pop()
        if at is node:
            trail = path
            break
        trails.extend((child, path + (i,)) for i, child in enumerate(iter_children(at)))
    if trail is None:
        return None
    here: cst.CSTNode = other
    for i in trail:
        children = iter_children(here)
        if i >= len(children):
            return None
        here = children[i]
    return here if type(here) is type(node) else None
