"""Conversions of a tracer to a Python scalar (JAX105) that the code does not need.

* `bool(c)` as the test of an `if`, `while`, ternary or `assert` (or under `not`/`and`/`or`
  there), or bound to a name only ever tested so (`done = bool(c)` ... `if done:`) -> `c`:
  Python converts a test with `bool()` anyway, so this is the same program (safe); JAX101 then
  rewrites the branch itself.
* `jnp.where(bool(c), a, b)` -> `jnp.where(c, a, b)` (unsafe: for a many-element `c` Python
  raises, the rewrite picks elementwise).
* `float(v)` / `int(v)` / `v.item()` whose result is used only in array math in the same
  function (an operand of arithmetic or of a comparison, an argument of a jnp function at a
  position that takes an array, the value an `x.at[i].set(...)` writes, a lax collective's
  operand, an argument of Python's `max`/`min` used so (which JAX103 turns into
  `jnp.maximum`/`jnp.minimum`), an index of anything but a dict, the bound of a `for` loop's
  `range` (which JAX202 turns into lax.fori_loop), an argument of `print()` or a field of a
  printed f-string (which JAX302 turns into jax.debug.print), or a value the jitted function
  returns, which jit makes an array anyway) -> `v` / `v.astype(int)` / `jax.lax.stop_gradient(v)`;
  also an argument of a module helper that uses the parameter only in arithmetic and jnp calls,
  and `return int(v)` of a helper whose every caller uses the result only so; `float(v)` /
  `v.item()` a helper the traced code calls returns (alone or in a tuple, list or dict display).
  Unsafe: the value stays a (float32) array instead of a Python number. `.item()` stops
  gradients, and so does its rewrite. A traced `v` the analysis cannot classify (a helper's
  result) counts as an array: the conversion of a traced container raises before and after.
  Refused where the value, through arithmetic and names, reaches a position that needs a concrete
  one (static_destinations.py: a shape, a fori_loop bound under jax.grad, a slice bound).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import ARRAY, NOT_ARRAY, PARAMETER, fact, iter_tree
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.staged import numpy_twin_fix
from jaxlint.fixers.static_destinations import reaches_static_position
from jaxlint.fixers.tree import names_in, parent_map

_ARITHMETIC = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide, cst.Modulo, cst.Power,
               cst.MatrixMultiply)
_ATOMS = (cst.Name, cst.Attribute, cst.Call, cst.Subscript, cst.Integer, cst.Float)
_TESTS = (cst.If, cst.While, cst.IfExp, cst.Assert)


def bool_fix(ctx, call: cst.Call) -> PendingFix | None:
    """Drop `bool()` where Python or jnp.where reads its argument as a condition anyway."""
    arg = _only_argument(call)
    if arg is None:
        return None
    parent = parent_map(ctx.function.node).get(id(call))
    if ctx.in_test(call):
        direct = isinstance(parent, _TESTS) and _test_of(parent) is call
        text = code(arg).strip() if direct or isinstance(arg, _ATOMS) or arg.lpar else f"({code(arg).strip()})"
        return PendingFix("Drop bool(): the test converts its value anyway", [NodeEdit(call, text)])
    if _bound_for_tests_only(ctx, call, parent):
        return PendingFix("Drop bool(): the name is only ever tested, and a test converts its value anyway",
                          [NodeEdit(call, code(arg).strip())])
    if isinstance(parent, cst.Arg) and parent.keyword is None:
        outer = parent_map(ctx.function.node).get(id(parent))
        if isinstance(outer, cst.Call) and outer.args and outer.args[0] is parent and \
                ctx.callee(outer) == "jax.numpy.where" and len(outer.args) == 3:
            return PendingFix("Drop bool(): jnp.where takes the traced condition (elementwise for an array)",
                              [NodeEdit(call, code(arg).strip())], Applicability.UNSAFE)
    text = code(arg).strip()
    wrapped = text if isinstance(arg, _ATOMS) or arg.lpar else f"({text})"
    if _returned_by_jit(ctx, parent_map(ctx.function.node), call):
        return PendingFix("Replace bool() with .astype(bool): jit returns an array either way, now a boolean one",
                          [NodeEdit(call, f"{wrapped}.astype(bool)")], Applicability.UNSAFE)
    if _array_like(ctx, arg) and _used_only_as(ctx, call, _returned_by_traced_helper):
        return PendingFix("Replace bool() with .astype(bool): the helper's result stays a (boolean) array, as "
                          "float() and .item() results returned by a traced helper do",
                          [NodeEdit(call, f"{wrapped}.astype(bool)")], Applicability.UNSAFE)
    return None


def scalar_fix(ctx, call: cst.Call, kind: str) -> PendingFix | None:
    """`float(v)`, `int(v)`, `v.item()` used only in array math -> keep the array;
    `v.tolist()` used only to build an array again (`jnp.asarray(v.tolist())`) -> `v`."""
    arg = call.func.value if kind in ("item", "tolist") else _only_argument(call)
    if arg is None:
        return None
    if kind == "tolist":
        if not _array_like(ctx, arg) or not _used_only_as(ctx, call, _rebuilt_as_array):
            return None
        return PendingFix("Drop .tolist(): the list only becomes an array again (of the default dtype for its "
                          "Python numbers where x64 is on)", [NodeEdit(call, code(arg).strip())],
                          Applicability.UNSAFE)
    on_host = numpy_twin_fix(ctx, arg) if kind in ("int", "float") else None
    if on_host is not None:
        return on_host
    lax_output = _used_only_as(ctx, call, _returned_from_lax)
    if not _array_like(ctx, arg) or not (
            _used_only_in_array_math(ctx, call) or _returned_to_array_math(ctx, call) or lax_output
            or kind in ("float", "item") and _used_only_as(ctx, call, _returned_by_traced_helper)):
        return None
    if reaches_static_position(ctx, call):
        return None  # `n = int(span / dt) + 1` bounding a differentiated fori_loop: kept traced, it fails there
    text = code(arg).strip()
    wrapped = text if isinstance(arg, _ATOMS) or arg.lpar else f"({text})"
    if kind == "float" and lax_output:
        return PendingFix("Replace float() with .astype(float): the lax body's output is an array anyway, a "
                          "floating one as float() made it", [NodeEdit(call, f"{wrapped}.astype(float)")],
                          Applicability.UNSAFE)
    if kind == "float":
        message = "Drop float(): the value stays an array (float32 unless x64 is on; an int array stays int)"
        replacement = text if isinstance(parent_map(ctx.function.node).get(id(call)), cst.Assign) else wrapped
        return PendingFix(message, [NodeEdit(call, replacement)], Applicability.UNSAFE)
    if kind == "int":
        return PendingFix("Replace int() with .astype(int): an int array, truncated toward zero like int()",
                          [NodeEdit(call, f"{wrapped}.astype(int)")], Applicability.UNSAFE)
    jax_name, edit = name_for(ctx.module, "jax")
    if jax_name is None:
        return None
    return PendingFix(f"Replace .item() with {jax_name}.lax.stop_gradient(...): the value stays an array, and "
                      f"gradients stay stopped as .item() stopped them",
                      [NodeEdit(call, f"{jax_name}.lax.stop_gradient({text})")] + ([edit] if edit else []),
                      Applicability.UNSAFE)


def _array_like(ctx, arg: cst.BaseExpression) -> bool:
    status = ctx.array_status(arg)
    return status in (ARRAY, PARAMETER) or status != NOT_ARRAY and ctx.value(arg).traced


def _used_only_in_array_math(ctx, call: cst.Call) -> bool:
    return _used_only_as(ctx, call, _array_math_use)


def _used_only_as(ctx, call: cst.Call, use) -> bool:
    """`use(ctx, parents, node)` holds for the call, or for every read of the name it is bound to."""
    parents = parent_map(ctx.function.node)
    parent = parents.get(id(call))
    if isinstance(parent, cst.Assign) and len(parent.targets) == 1 and isinstance(parent.targets[0].target, cst.Name):
        name = parent.targets[0].target.value
        if ctx.literal_of(name) is not call:
            return False  # bound more than once: its other values are not ours to change
        uses = [n for n in names_in(ctx.function.node, name) if n is not parent.targets[0].target]
        return bool(uses) and all(use(ctx, parents, n) for n in uses)
    return use(ctx, parents, call)


def _rebuilt_as_array(ctx, parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> bool:
    """The sole argument of `jnp.asarray(...)` / `jnp.array(...)`."""
    parent = parents.get(id(node))
    outer = parents.get(id(parent))
    return isinstance(parent, cst.Arg) and parent.keyword is None and not parent.star and \
        isinstance(outer, cst.Call) and len(outer.args) == 1 and \
        _callee(ctx, outer) in ("jax.numpy.asarray", "jax.numpy.array")


def _array_math_use(ctx, parents: dict[int, cst.CSTNode], node: cst.CSTNode, depth: int = 0) -> bool:
    """The value is an operand of arithmetic, an array argument of a jnp call, or an index of an
    array; or an argument of one of the module's own functions whose parameter is used only in
    arithmetic and as an array argument of jnp calls there (`depth` 1: inside that function)."""
    parent = parents.get(id(node))
    if isinstance(parent, cst.BinaryOperation) and isinstance(parent.operator, _ARITHMETIC):
        return True
    if isinstance(parent, cst.UnaryOperation) and isinstance(parent.operator, (cst.Minus, cst.Plus)):
        return True
    if isinstance(parent, (cst.Comparison, cst.ComparisonTarget)) and not any(
            isinstance(t.operator, (cst.Is, cst.IsNot, cst.In, cst.NotIn)) for t in _comparisons(parent, parents)):
        if depth == 0 or _compared_with_array(ctx, parents, parent):
            return True  # in a helper, only against an array (`jnp.arange(n) < length`): never a Python test
    if _printed(parents, node):
        return True
    if isinstance(parent, cst.Arg) and not parent.star:
        outer = parents.get(id(parent))
        if _loop_range(parents, outer) and depth == 0:
            return True
        if _updated_value(parent, outer) or _collective_operand(ctx, parent, outer):
            return True
        if _builtin_min_max(ctx, outer):
            return _array_math_use(ctx, parents, outer, depth)  # JAX103 makes it jnp.maximum/jnp.minimum
        if isinstance(outer, cst.Call) and outer.func is not node:
            qual = _callee(ctx, outer)
            if depth == 0 and (qual is None or not qual.startswith(("jax.", "numpy.", "math.", "scipy."))):
                return _helper_array_math(ctx, outer, parent)  # the module's own helper, or another module's
            if qual is None or not qual.startswith(("jax.numpy.", "jax.nn.", "jax.scipy.")):
                return False
            known = fact(qual)
            if known is not None and known.static_args is not None:
                positions, keywords = known.static_args
                if parent.keyword is not None and parent.keyword.value in keywords:
                    return False
                positional = [a for a in outer.args if a.keyword is None]
                if parent.keyword is None and positional.index(parent) in positions:
                    return False
            return True
    if isinstance(parent, cst.Index):
        element = parents.get(id(parent))
        subscript = parents.get(id(element))
        return isinstance(subscript, cst.Subscript) and depth == 0 and ctx.value(subscript.value).pytype != "dict"
    return depth == 0 and _returned_by_jit(ctx, parents, node)


_AT_UPDATES = frozenset({"set", "add", "multiply", "divide", "power", "min", "max"})
_COLLECTIVES = frozenset({"jax.lax.psum", "jax.lax.pmean", "jax.lax.pmax", "jax.lax.pmin", "jax.lax.all_gather",
                          "jax.lax.psum_scatter", "jax.lax.ppermute", "jax.lax.all_to_all"})


def _updated_value(arg: cst.Arg, call: cst.CSTNode | None) -> bool:
    """The value written by `x.at[i].set(v)` (`.add`, `.multiply`, ...): the update takes an
    array, cast to `x`'s dtype either way."""
    if not isinstance(call, cst.Call) or not isinstance(call.func, cst.Attribute) or \
            call.func.attr.value not in _AT_UPDATES:
        return False
    indexed = call.func.value
    if not (isinstance(indexed, cst.Subscript) and isinstance(indexed.value, cst.Attribute)
            and indexed.value.attr.value == "at"):
        return False
    first = call.args[0] if call.args else None
    return arg is first and arg.keyword is None or arg.keyword is not None and arg.keyword.value == "values"


def _collective_operand(ctx, arg: cst.Arg, call: cst.CSTNode | None) -> bool:
    """The operand of a lax collective (`jax.lax.psum(v, "d")`): it reduces arrays."""
    return isinstance(call, cst.Call) and bool(call.args) and call.args[0] is arg and arg.keyword is None and \
        _callee(ctx, call) in _COLLECTIVES


def _builtin_min_max(ctx, call: cst.CSTNode | None) -> bool:
    """Python's `max(a, b, ...)` / `min(...)` of two or more positional values (no `key=`): on a
    value kept an array JAX103 rewrites it to `jnp.maximum`/`jnp.minimum`, the same number."""
    if not isinstance(call, cst.Call) or not isinstance(call.func, cst.Name) or call.func.value not in ("max", "min"):
        return False
    if ctx.module.qualified_name(call.func) not in (None, "builtins.max", "builtins.min", "max", "min"):
        return False  # shadowed by an import
    return len(call.args) >= 2 and all(a.keyword is None and not a.star for a in call.args)


def array_math_use(ctx, parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> bool:
    """`node`'s value goes into array math, where a traced array serves as well as a Python number
    (for fixes that turn a concrete Python value into a traced one: a count, a global passed as an
    argument). Not a comparison nor a print: on a concrete value those worked, and a Python `if`
    on the traced comparison would not."""
    parent = parents.get(id(node))
    if isinstance(parent, (cst.Comparison, cst.ComparisonTarget)) or _printed(parents, node):
        return False
    return _array_math_use(ctx, parents, node)


def array_math_value(ctx, parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> bool:
    """`node`'s value goes into array math (array_math_use), directly or through a name bound to it
    once in the function (`n = len(jnp.where(m)[0])`, then `n / x.shape[0]`) whose every read does."""
    if array_math_use(ctx, parents, node):
        return True
    binding = parents.get(id(node))
    if not isinstance(binding, cst.Assign) or binding.value is not node or len(binding.targets) != 1 or \
            not isinstance(binding.targets[0].target, cst.Name):
        return False
    target = binding.targets[0].target
    if ctx.literal_of(target.value) is not node:
        return False  # bound more than once: its other values are not ours to change
    reads = [n for n in names_in(ctx.function.node, target.value) if n is not target]
    return bool(reads) and all(array_math_use(ctx, parents, n) for n in reads)


def _callee(ctx, call: cst.Call) -> str | None:
    """What a call resolves to, also where the walk has not reached it yet (a later statement):
    then through the module's imports."""
    return ctx.callee(call) or ctx.module.qualified_name(call.func)


def _helper_array_math(ctx, call: cst.Call, arg: cst.Arg) -> bool:
    """`helper(a, float(v))` where the module's own undecorated `helper` uses that parameter only
    in array math (arithmetic, comparisons, array arguments of jnp calls), never rebinding it."""
    helper = ctx.called_function(call)
    if helper is None and _callee(ctx, call) is not None:
        found = ctx.project_function(_callee(ctx, call))  # another project module's def
        helper = found[0] if found is not None else None
    if helper is None or helper.node.decorators or helper.is_method or any(a.star for a in call.args):
        return False  # a method's positions shift by `self`; a decorator may change what it gets
    if arg.keyword is not None:
        name = arg.keyword.value
    else:
        index = [a for a in call.args if a.keyword is None].index(arg)
        params = list(helper.node.params.posonly_params) + list(helper.node.params.params)
        if index >= len(params):
            return False
        name = params[index].name.value
    _, param = helper.param(name)
    if param is None or param.star:
        return False
    body = helper.node.body
    parents = parent_map(helper.node)
    uses = names_in(body, name)
    return bool(uses) and all(_array_math_use(ctx, parents, n, depth=1) for n in uses)


def _compared_with_array(ctx, parents: dict[int, cst.CSTNode], parent: cst.CSTNode) -> bool:
    """A one-operator comparison whose other side is a jnp call: its result is an array."""
    comparison = parents.get(id(parent)) if isinstance(parent, cst.ComparisonTarget) else parent
    if not isinstance(comparison, cst.Comparison) or len(comparison.comparisons) != 1:
        return False
    sides = [comparison.left, comparison.comparisons[0].comparator]
    return any(isinstance(side, cst.Call) and ((_callee(ctx, side) or "").startswith("jax.numpy.")
                                              or code(side.func).strip().startswith("jnp."))
               for side in sides)


def _comparisons(node: cst.CSTNode, parents: dict[int, cst.CSTNode]) -> list[cst.ComparisonTarget]:
    comparison = parents.get(id(node)) if isinstance(node, cst.ComparisonTarget) else node
    return list(comparison.comparisons) if isinstance(comparison, cst.Comparison) else []


def _printed(parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> bool:
    """An argument of `print()`, or a field of an f-string that is one: JAX302 turns the print
    into jax.debug.print, which formats the array (format specs included)."""
    parent = parents.get(id(node))
    if isinstance(parent, cst.FormattedStringExpression) and parent.expression is node:
        node = parents.get(id(parent))
        parent = parents.get(id(node))
    call = parents.get(id(parent))
    return isinstance(parent, cst.Arg) and parent.keyword is None and not parent.star and \
        isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value == "print"


def _loop_range(parents: dict[int, cst.CSTNode], call: cst.CSTNode | None) -> bool:
    """`range(...)` as the iterable of a `for` loop."""
    loop = parents.get(id(call))
    return isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value == "range" and \
        isinstance(loop, cst.For) and loop.iter is call


def _returned_by_jit(ctx, parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> bool:
    """The value is returned (alone or inside a tuple, list or dict display) by the function
    jax.jit traces: jit returns it as an array whether or not it was converted. Not from a lax
    body (a loop carry or a branch's result must keep the dtype it had: `bool(c)` -> `c.astype(bool)`
    turns a float carry into a bool one, a TypeError)."""
    if not ctx.returns_arrays or ctx.via.startswith("lax."):
        return False
    return _returned(parents, node)


def _returned_by_traced_helper(ctx, parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> bool:
    """The value is returned (alone, or as an element or dict value of a returned display) by a
    helper the traced code calls, not by a lax body: `return {"acc": acc.item()}` of a metrics
    helper. Under the trace the conversion raises whatever the caller does with the result; kept
    an array, it travels on as one (to the jit's output, where it is an array anyway)."""
    if ctx.runs_only_traced or ctx.via.startswith("lax.") or not isinstance(ctx.function.node, cst.FunctionDef):
        return False
    return _returned(parents, node) or _stored_in_returned_dict(ctx, parents, node)


def _returned_from_lax(ctx, parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> bool:
    """The value is returned (alone, or as an element or dict value of a returned display) by a lax
    body (a cond branch, a map, scan or loop body) or by a helper one calls: lax makes the body's
    output an array whether or not it was converted. The fixes keep the dtype's kind the
    conversion gave (`.astype(int)`, `.astype(float)`, `.item()`'s own dtype), so a branch's or a
    carry's type still matches its twin's (JAX promotes a weakly typed carry or branch to it). Not
    `bool()`: the rule keeps the refusal _returned_by_jit states for it."""
    if not ctx.via.startswith("lax.") or not isinstance(ctx.function.node, cst.FunctionDef):
        return False
    return _returned(parents, node) or _stored_in_returned_dict(ctx, parents, node)


def _stored_in_returned_dict(ctx, parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> bool:
    """`metrics["loss_value"] = float(v)` in a helper that returns `metrics` (alone or in a
    returned display): the value leaves the helper inside the dict, as a returned display's would."""
    parent = parents.get(id(node))
    if not isinstance(parent, cst.Assign) or len(parent.targets) != 1:
        return False
    target = parent.targets[0].target
    if not isinstance(target, cst.Subscript) or not isinstance(target.value, cst.Name) or len(target.slice) != 1 \
            or not isinstance(target.slice[0].slice, cst.Index):
        return False
    name = target.value.value
    return any(isinstance(n, cst.Name) and n.value == name and _returned(parents, n)
               for n in names_in(ctx.function.node, name))


def _returned(parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> bool:
    """`node` is what a `return` gives, alone or as an element or dict value of returned displays."""
    parent = parents.get(id(node))
    while isinstance(parent, (cst.Element, cst.DictElement, cst.Tuple, cst.List, cst.Dict)):
        if isinstance(parent, cst.DictElement) and parent.value is not node:
            return False
        node, parent = parent, parents.get(id(parent))
    return isinstance(parent, cst.Return)


def _only_argument(call: cst.Call) -> cst.BaseExpression | None:
    if len(call.args) != 1 or call.args[0].keyword is not None or call.args[0].star:
        return None
    return call.args[0].value


def _bound_for_tests_only(ctx, call: cst.Call, parent) -> bool:
    """`done = bool(c)`, the function's one binding of `done`, whose every read is the whole test
    of an `if`, `while`, ternary or `assert` (or an operand of `not`/`and`/`or` there): Python
    converts the test with `bool()` anyway, so keeping `c` is the same program."""
    if not isinstance(parent, cst.Assign) or len(parent.targets) != 1 or not isinstance(
            parent.targets[0].target, cst.Name):
        return False
    name = parent.targets[0].target.value
    function = ctx.function.node
    parents = parent_map(function)
    found = names_in(function, name)
    reads = [n for n in found if n is not parent.targets[0].target]
    if not reads or len(found) != len(reads) + 1:
        return False  # bound again, or never read
    if any(isinstance(parents.get(id(n)), (cst.Param, cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For,
                                            cst.CompFor, cst.NameItem, cst.AsName)) for n in reads):
        return False
    for read in reads:
        node = read
        while isinstance(parents.get(id(node)), (cst.UnaryOperation, cst.BooleanOperation)) and (
                not isinstance(parents.get(id(node)), cst.UnaryOperation)
                or isinstance(parents.get(id(node)).operator, cst.Not)):
            node = parents.get(id(node))
        test_owner = parents.get(id(node))
        if not isinstance(test_owner, _TESTS) or _test_of(test_owner) is not node:
            return False
    return True


def _test_of(node: cst.CSTNode) -> cst.CSTNode | None:
    return getattr(node, "test", None)


def _returned_to_array_math(ctx, call: cst.Call) -> bool:
    """`return int(v)`, the one return of a module-level undecorated helper, whose every use in
    the module is a call whose result (or the one name it is bound to) is used only in
    arithmetic or as an array argument of jnp calls: the caller never needed a Python number."""
    helper = ctx.function.node
    module = ctx.module.node
    if not isinstance(helper, cst.FunctionDef) or helper.decorators or module is None or helper not in module.body:
        return False
    parents = parent_map(helper)
    if not isinstance(parents.get(id(call)), cst.Return):
        return False
    if sum(isinstance(n, cst.Return) for n in iter_tree(helper.body)) != 1:
        return False
    module_parents = parent_map(module)
    uses = [n for n in names_in(module, helper.name.value) if n is not helper.name]
    if not uses:
        return False
    for name in uses:
        site = module_parents.get(id(name))
        if not (isinstance(site, cst.Call) and site.func is name):
            return False  # handed on as a value: its callers are unseen
        caller = module_parents.get(id(site))
        while caller is not None and not isinstance(caller, cst.FunctionDef):
            caller = module_parents.get(id(caller))
        if caller is None:
            return False  # called at module level: a Python number may be what it needs
        if not _result_in_array_math(ctx, caller, site):
            return False
    return True


def _result_in_array_math(ctx, caller: cst.FunctionDef, site: cst.Call) -> bool:
    parents = parent_map(caller)
    parent = parents.get(id(site))
    if isinstance(parent, cst.Assign) and len(parent.targets) == 1 and isinstance(parent.targets[0].target, cst.Name):
        bound = parent.targets[0].target
        if sum(isinstance(n, cst.AssignTarget) and isinstance(n.target, cst.Name) and n.target.value == bound.value
               for n in iter_tree(caller)) != 1:
            return False
        reads = [n for n in names_in(caller, bound.value) if n is not bound]
        return bool(reads) and all(_array_math_use(ctx, parents, n, depth=1) for n in reads)
    return _array_math_use(ctx, parents, site, depth=1)
