"""The flow view (analysis/flow.py): the structure queries module rules use, and the forward walk
that small abstract interpretations (JAX320's key state) run on. The walk is checked with a
toy analysis whose state is the set of paths taken, each path the calls and bindings on it."""

from __future__ import annotations

import textwrap

import libcst as cst

from jaxlint.analysis.api import ForwardAnalysis, ForwardWalk, FlowView
from jaxlint.fixers.edits import code


class Paths(ForwardAnalysis):
    """State: a frozenset of paths; a path is a tuple of events ("f()" for a call of f, "=x" for a binding)."""

    def __init__(self) -> None:
        self.returns: list = []
        self.repeated: list[str] = []  # calls seen while the walk repeats a loop body
        self.walk = ForwardWalk(self)

    def join(self, a, b):
        return a | b

    def call(self, node, state):
        name = code(node.func)
        if self.walk.repeating:
            self.repeated.append(name)
        return frozenset(path + (f"{name}()",) for path in state)

    def bind(self, target, value, state):
        names = [n.value for n in _names(target)]
        return frozenset(path + tuple(f"={n}" for n in names) for path in state)

    def returned(self, node, state) -> None:
        self.returns.append(state)


def _names(target):
    if isinstance(target, cst.Name):
        return [target]
    if isinstance(target, (cst.Tuple, cst.List)):
        return [n for el in target.elements for n in _names(el.value)]
    return []


def _function(source: str) -> cst.FunctionDef:
    return cst.parse_module(textwrap.dedent(source)).body[0]


def walk(source: str):
    analysis = Paths()
    end = analysis.walk.run(_function(source), frozenset({()}))
    return analysis, end


def test_straight_line_keeps_evaluation_order():
    _, end = walk("""
    def f():
        x = a(b(), c())
        d(x)
    """)
    assert end == {("b()", "c()", "a()", "=x", "d()")}


def test_if_arms_start_from_one_state_and_join():
    _, end = walk("""
    def f(p):
        if p:
            a()
        elif q():
            b()
        else:
            c()
        d()
    """)
    assert end == {("a()", "d()"), ("q()", "b()", "d()"), ("q()", "c()", "d()")}


def test_one_line_bodies_are_walked():
    analysis, end = walk("""
    def f(p):
        if p: a(); return b()
        c()
    """)
    assert end == {("c()",)}
    assert analysis.returns == [frozenset({("a()", "b()")}), frozenset({("c()",)})]


def test_if_without_else_joins_the_untaken_path():
    _, end = walk("""
    def f(p):
        if p:
            a()
        d()
    """)
    assert end == {("a()", "d()"), ("d()",)}


def test_loop_body_is_walked_twice_and_may_be_skipped():
    analysis, end = walk("""
    def f(xs):
        for x in xs:
            a()
        b()
    """)
    assert end == {("b()",), ("=x", "a()", "b()"), ("=x", "a()", "=x", "a()", "b()")}
    assert analysis.repeated == ["a"]


def test_while_true_leaves_only_by_break():
    _, end = walk("""
    def f():
        while True:
            a()
            if c():
                break
        b()
    """)
    assert end == {("a()", "c()", "b()"), ("a()", "c()", "a()", "c()", "b()")}


def test_continue_reaches_the_next_iteration_and_return_ends_the_path():
    analysis, end = walk("""
    def f(xs):
        for x in xs:
            if p():
                continue
            return a()
        b()
    """)
    assert ("=x", "p()", "=x", "p()", "b()") in end
    assert all("a()" not in path for path in end)  # every path through a() returned
    assert any("a()" in path for state in analysis.returns for path in state)


def test_function_end_is_a_normal_exit_and_raise_is_not():
    analysis, end = walk("""
    def f(p):
        if p:
            raise ValueError(a())
        b()
    """)
    assert end == {("b()",)}
    assert analysis.returns == [frozenset({("b()",)})]


def test_handlers_start_from_before_and_after_the_try_body():
    _, end = walk("""
    def f():
        try:
            a()
        except ValueError as e:
            h()
        finally:
            z()
    """)
    assert end == {("a()", "z()"), ("=e", "h()", "z()"), ("a()", "=e", "h()", "z()")}


def test_expression_branches_and_short_circuits():
    _, end = walk("""
    def f(p):
        x = a() if p else b()
        y = c() or d()
    """)
    assert end == {("a()", "=x", "c()", "=y"), ("a()", "=x", "c()", "d()", "=y"),
                   ("b()", "=x", "c()", "=y"), ("b()", "=x", "c()", "d()", "=y")}


def test_comprehensions_repeat_their_element_and_lambdas_do_not_run():
    analysis, end = walk("""
    def f(xs):
        ys = [g(x) for x in it()]
        h = lambda: never()
    """)
    assert ("it()", "=x", "g()", "=x", "g()", "=ys", "=h") in end
    assert ("it()", "=ys", "=h") in end
    assert all("never()" not in path for path in end)
    assert analysis.repeated == ["g"]


def test_nested_defs_are_bindings_with_their_decorators_evaluated():
    function = _function("""
    def f():
        @deco()
        def inner():
            never()
        inner()
    """)
    seen = []

    class Defs(Paths):
        def bind(self, target, value, state):
            seen.append(type(value).__name__)
            return super().bind(target, value, state)

    analysis = Defs()
    end = analysis.walk.run(function, frozenset({()}))
    assert end == {("deco()", "=inner", "inner()")}
    assert seen == ["FunctionDef"]


def test_with_and_match_bind_their_names():
    _, end = walk("""
    def f(v):
        with ctx() as c:
            a()
        match v:
            case [x]:
                b()
    """)
    assert end == {("ctx()", "=c", "a()"), ("ctx()", "=c", "a()", "=x", "b()")}


def test_the_module_top_level_is_walked_too():
    module = cst.parse_module("x = a()\nfor i in r():\n    b()\n")
    analysis = Paths()
    end = analysis.walk.run(module, frozenset({()}))
    assert ("a()", "=x", "r()", "=i", "b()", "=i", "b()") in end and ("a()", "=x", "r()") in end
    assert analysis.returns == []  # a module has no return


def test_block_position_tells_statements_of_one_block_apart():
    function = _function("""
    def f(p):
        a = g(1); b = g(2)
        if p:
            c = g(3)
        d = g(4)
    """)
    view = FlowView(function)
    calls = {code(n.args[0].value): n for n in _calls(function)}
    one, two, three, four = (view.block_position(calls[k]) for k in "1234")
    assert one[0] == two[0] == four[0] != three[0]
    assert (one[1], one[2]) == (0, 0) and (two[1], two[2]) == (0, 1) and four[1] == 2
    assert view.block_position(function) is None


def test_the_structure_queries_still_answer():
    function = _function("""
    def f(p, xs):
        k = g(0)
        if p:
            a = g(1)
        else:
            a = g(2)
        for x in xs:
            with ctx():
                g(3)
    """)
    view = FlowView(function)
    calls = {code(n.args[0].value): n for n in _calls(function) if n.args}
    assert view.exclusive(calls["1"], calls["2"]) and not view.exclusive(calls["0"], calls["1"])
    assert len(view.loops(calls["3"])) == 1 and len(view.withs(calls["3"])) == 1
    assert [code(v) for v in view.assigned_values("k")] == ["g(0)"]
    assert len(view.assignments("a")) == 2


def _calls(node):
    from jaxlint.analysis.api import iter_tree

    return [n for n in iter_tree(node) if isinstance(n, cst.Call) and code(n.func) == "g"]



def _first_pass_of_model(body: str) -> cst.BaseExpression | None:
    """`first_pass_value` of `model` where `step(model, x)` reads it, in `run`'s loop."""
    loop = textwrap.indent(textwrap.dedent(body).strip(), "        ")
    source = f"def run(x):\n    model = Head(3)\n    for _ in range(2):\n{loop}\n    return model\n"
    function = cst.parse_module(source).body[0]
    found = []

    class Find(cst.CSTVisitor):
        def visit_Call(self, node: cst.Call) -> None:
            if code(node.func) == "step":
                found.append(node.args[0].value)

    function.visit(Find())
    flow = FlowView(function)
    assert flow.reaching_value("model", found[0]) is None  # two bindings reach it
    return flow.first_pass_value("model", found[0])


def test_first_pass_value_is_the_binding_before_a_loop_that_feeds_the_call_its_own_result():
    assert code(_first_pass_of_model("model, loss = step(model, x)")) == "Head(3)"


def test_first_pass_value_refuses_another_rebinding_in_the_loop():
    assert _first_pass_of_model("""
    model, loss = step(model, x)
    model = other(model)
    """) is None
