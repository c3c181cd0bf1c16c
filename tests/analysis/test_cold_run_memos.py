"""The cold run's memo tables (bench/README.md, stop 46) answer exactly as the walks they replace.

`evaluator._find_outside_loops` and `jax_types._changed_in_place` used to walk a function body
per question; one walk per body now answers every call / name. `project._files_spelling_in`
keeps the files spelling a word per epoch: a new epoch (another lint outside a run) sees a
file changed since.
"""

from __future__ import annotations

import random

import libcst as cst

from jaxlint.analysis import evaluator, jax_types, project
from jaxlint.analysis.walk import iter_children, iter_tree
from jaxlint.project_scan import new_epoch

NAMES = ["a", "b", "xs", "f"]
STATEMENTS = [
    "{n} = jax.jit(g)", "{n} = jax.jit(g)(x)", "for i in range(3):\n    {n} = jax.jit(g)(i)",
    "while c:\n    {n}.pop(0)", "y = [jax.jit(h)(v) for v in {n}]", "def inner():\n    return jax.jit(g)(x)",
    "del {n}[0]", "{n}[1] = 2", "{n}[k] += 1", "del {n}[0], {m}[1]", "{n}.clear()", "{n}.update(z)",
    "lambda: jax.jit(g)(x)", "if c:\n    jax.vmap(jax.jit(g))(x)", "class K:\n    {n}.remove(1)",
    "with ctx:\n    r = jax.jit(jax.jit(g))(x)", "return jax.jit(g)",
]


def _function(rng: random.Random) -> cst.FunctionDef:
    lines = []
    for _ in range(rng.randrange(1, 8)):
        text = rng.choice(STATEMENTS).format(n=rng.choice(NAMES), m=rng.choice(NAMES))
        lines.extend("    " + line for line in text.splitlines())
    module = cst.parse_module("def f(x, c, k, z, ctx):\n" + "\n".join(lines) + "\n")
    return module.body[0]


def _walked_outside_loops(root: cst.CSTNode, call: cst.Call) -> bool | None:
    """The walk `_find_outside_loops` made for each question before its memo."""
    stack = [(child, False) for child in iter_children(root)]
    while stack:
        node, looping = stack.pop()
        if node is call:
            return None if looping else False
        if isinstance(node, cst.Call) and node.func is call:
            return None if looping else True
        if type(node) in (cst.FunctionDef, cst.Lambda, cst.ClassDef):
            continue
        inner = looping or isinstance(node, (cst.For, cst.While, cst.ListComp, cst.SetComp, cst.DictComp,
                                             cst.GeneratorExp))
        stack.extend((child, inner) for child in iter_children(node))
    return None


def _walked_changed_in_place(body: cst.CSTNode, name: str) -> bool:
    def names_it(expr):
        return isinstance(expr, cst.Subscript) and isinstance(expr.value, cst.Name) and expr.value.value == name

    for node in iter_tree(body):
        if isinstance(node, cst.Del) and (names_it(node.target) or isinstance(node.target, cst.Tuple) and any(
                names_it(e.value) for e in node.target.elements)):
            return True
        if isinstance(node, cst.Assign) and any(names_it(t.target) for t in node.targets):
            return True
        if isinstance(node, cst.AugAssign) and names_it(node.target):
            return True
        if (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
                and isinstance(node.func.value, cst.Name) and node.func.value.value == name
                and node.func.attr.value in jax_types._REMOVING_METHODS):
            return True
    return False


def test_call_places_answer_as_the_walk_does():
    rng = random.Random(46)
    asked = 0
    for _ in range(80):
        function = _function(rng)
        for call in (n for n in iter_tree(function) if isinstance(n, cst.Call)):
            assert evaluator._find_outside_loops(function.body, call) == _walked_outside_loops(function.body, call)
            asked += 1
        outside = cst.parse_expression("jax.jit(g)(x)")
        assert evaluator._find_outside_loops(function.body, outside) is None
    assert asked > 300


def test_names_changed_in_place_answer_as_the_walk_does():
    rng = random.Random(47)
    for _ in range(80):
        function = _function(rng)
        for name in [*NAMES, "c", "g", "nowhere"]:
            assert jax_types._changed_in_place(function, name) == _walked_changed_in_place(function, name)


def test_files_spelling_a_word_are_read_again_in_a_new_epoch(tmp_path):
    (tmp_path / "a.py").write_text("import jax\n")
    (tmp_path / "b.py").write_text("def make_step(): pass\n")
    (tmp_path / "c.py").write_text("x = 1\n")
    here = str(tmp_path / "a.py")
    new_epoch()
    assert project._files_spelling_in(tmp_path, here, r"\bmake_step\b", ("make_step",)) == [str(tmp_path / "b.py")]
    (tmp_path / "c.py").write_text("from b import make_step  # longer: another size\n")
    new_epoch()
    assert sorted(project._files_spelling_in(tmp_path, here, r"\bmake_step\b", ("make_step",))) == [
        str(tmp_path / "b.py"), str(tmp_path / "c.py")]
    assert project._files_spelling_in(tmp_path, str(tmp_path / "elsewhere.py"), r"\bx\b", ("x",)) is None


def _walked_sole_binding(class_node: cst.ClassDef, attr: str):
    """The walk `_sole_instance_binding` made of every method of the class for each `self.x(...)`
    call before its memo (stop 47): quadratic in a class's size."""
    from jaxlint.analysis.transformed_library import _flat_targets
    from jaxlint.analysis.walk import iter_scope

    values, methods = [], []
    for statement in class_node.body.body:
        if not isinstance(statement, cst.FunctionDef):
            if not isinstance(statement, cst.SimpleStatementLine):
                return None
            if attr in {t.target.value for s in statement.body if isinstance(s, cst.Assign)
                        for t in s.targets if isinstance(t.target, cst.Name)}:
                return None
            continue
        params = list(statement.params.posonly_params) + list(statement.params.params)
        if not params:
            continue
        me = params[0].name.value
        for node in iter_scope(statement.body):
            if isinstance(node, cst.Assign):
                targets = [t.target for t in node.targets]
            elif isinstance(node, (cst.AugAssign, cst.AnnAssign)):
                targets = [node.target]
            else:
                continue
            for target in targets:
                if any(isinstance(t, cst.Attribute) and isinstance(t.value, cst.Name) and t.value.value == me
                       and t.attr.value == attr for t in _flat_targets(target)):
                    values.append(node.value if isinstance(node, cst.Assign) and len(targets) == 1
                                  and target is targets[0] and isinstance(target, cst.Attribute) else None)
                    methods.append(statement)
    return (values[0], methods[0]) if len(values) == 1 else None


ATTRS = ["norm", "f", "w"]
METHOD_LINES = [
    "self.{a} = jax.jit(g)", "me.{a} = 1", "self.{a}, self.{b} = x, y", "self.{a} += 1", "self.{a}: int = 3",
    "self.{a} = other.{b} = h", "if c:\n    self.{a} = g", "def inner(self):\n    self.{a} = g",
    "[self.{a}, q] = z", "other.{a} = g", "x = self.{a}(y)",
]
CLASS_LINES = ["{a} = 1", "q = 2", "if c:\n    pass", "class Inner:\n    pass", "@staticmethod\ndef s():\n    self.{a} = 0"]


def _klass(rng: random.Random) -> cst.ClassDef:
    lines = []
    for _ in range(rng.randrange(1, 5)):
        if rng.random() < 0.15:
            lines.extend(rng.choice(CLASS_LINES).format(a=rng.choice(ATTRS)).splitlines())
            continue
        lines.append(f"def m{len(lines)}({rng.choice(['self', 'me'])}, x, y, z, c):")
        for _ in range(rng.randrange(1, 4)):
            text = rng.choice(METHOD_LINES).format(a=rng.choice(ATTRS), b=rng.choice(ATTRS))
            lines.extend("    " + line for line in text.splitlines())
    module = cst.parse_module("class K:\n" + "\n".join("    " + line for line in lines) + "\n")
    return module.body[0]


def test_sole_instance_bindings_answer_as_the_walk_does():
    from jaxlint.analysis.transformed_library import sole_class_binding

    rng = random.Random(48)
    found = 0
    for _ in range(120):
        klass = _klass(rng)
        for attr in [*ATTRS, "nowhere"]:
            expected = _walked_sole_binding(klass, attr)
            assert sole_class_binding(klass, attr) == expected
            found += expected is not None
    assert found > 12


def _walked_handed_on(index) -> set[str]:
    """`only_called`'s three walks of the module before stop 48's one."""
    callees = {id(node.func) for node in iter_tree(index.module) if type(node) is cst.Call}
    defs = {id(info.node.name) for info in index.module_functions.values() if isinstance(info.node, cst.FunctionDef)}
    registering = {id(node.value) for node in iter_tree(index.module)
                   if type(node) is cst.Attribute and node.attr.value in ("defvjp", "defjvp")
                   and isinstance(node.value, cst.Name)}
    return {node.value for node in iter_tree(index.module)
            if type(node) is cst.Name and id(node) not in callees and id(node) not in defs
            and id(node) not in registering}


MODULE_LINES = [
    "def {n}(x):\n    return {m}(x)", "{n}.defvjp(fwd, bwd)", "@{n}.defjvp\ndef rule(p, t):\n    return {m}", "y = {n}",
    "z = {n}({m})", "{n}(x)(y)", "q = obj.{n}({m})", "class C:\n    def {n}(self):\n        return {m}.defvjp",
    "w = [{n}(v) for v in {m}]", "h = lambda: {n}", "@jax.custom_vjp\ndef {n}(x):\n    return x",
]


def test_names_handed_on_answer_as_the_walks_do():
    from jaxlint.analysis.module_index import _handed_on, build_index

    rng = random.Random(481)
    for _ in range(150):
        text = "\n".join(rng.choice(MODULE_LINES).format(n=rng.choice(NAMES), m=rng.choice(NAMES))
                         for _ in range(rng.randrange(1, 9)))
        index = build_index(cst.parse_module(text + "\n"))
        assert _handed_on(index) == _walked_handed_on(index)


def test_instance_methods_are_looked_for_only_under_a_transform():
    """`definitions._instance_method` answers only with a class method that has specs: the names
    of those, once per index, cut the question short and never change its answer."""
    from jaxlint.analysis.definitions import Definitions
    from jaxlint.analysis.module_index import build_index

    text = ("import jax\nfrom functools import partial\n"
            "class M:\n    @partial(jax.jit, static_argnums=0)\n    def energy(self, x):\n        return x\n"
            "    def plain(self, x):\n        return x\n"
            "def forward(layer, x):\n    return layer.energy(x) + layer.plain(x)\n"
            "forward(M(), 1.0)\nm = M()\nm.energy(2.0)\nm.plain(2.0)\n")
    module = cst.parse_module(text)
    index = build_index(module)
    assert index.transformed_methods is None
    calls = {cst.Module([]).code_for_node(c.func): (c, where) for c, where in index.deferred_calls}
    looker = Definitions(index)
    energy = looker.of_expr(calls["m.energy"][0].func, calls["m.energy"][1])
    assert energy is not None and energy.function.info.name == "energy" and energy.bound_self
    passed = looker.of_expr(calls["layer.energy"][0].func, calls["layer.energy"][1])
    assert passed is not None and passed.function.info.name == "energy"
    assert looker.of_expr(calls["m.plain"][0].func, calls["m.plain"][1]) is None
    assert index.transformed_methods == frozenset({"energy"})


def test_scan_roots_are_found_again_in_a_new_epoch(tmp_path):
    from jaxlint.config import Config
    from jaxlint.prefilter import scan_root

    inner = tmp_path / "repo" / "pkg"
    inner.mkdir(parents=True)
    (inner / "__init__.py").write_text("")
    (inner / "a.py").write_text("import jax\n")
    new_epoch()
    assert scan_root(str(inner / "a.py"), Config()) == tmp_path / "repo"
    (tmp_path / "repo" / "pkg" / ".git").mkdir()
    assert scan_root(str(inner / "a.py"), Config()) == tmp_path / "repo"  # one run: the folders hold still
    new_epoch()
    assert scan_root(str(inner / "a.py"), Config()) == inner


def test_a_module_followed_first_keeps_the_index_its_own_lint_uses(tmp_path, monkeypatch):
    """A module followed (or parsed ahead) before its own lint is indexed recording what the
    lints record for module rules: its lint reuses that index instead of walking it again."""
    from jaxlint import engine
    from jaxlint.analysis import api
    from jaxlint.config import Config
    from jaxlint.project_scan import one_run

    (tmp_path / ".git").mkdir()
    (tmp_path / "helpers.py").write_text("import jax\nimport jax.numpy as jnp\n\ndef scale(x):\n    return jnp.sum(x) * 2\n"
                                         "\n@jax.jit\ndef double(x):\n    return x * 2\n")
    (tmp_path / "main.py").write_text("import jax\nfrom helpers import scale\n\n@jax.jit\ndef step(x):\n"
                                      "    return scale(x)\n")
    built = []
    original = project.build_index

    def counting(module, *args, **kwargs):
        built.append(module)
        return original(module, *args, **kwargs)

    monkeypatch.setattr(project, "build_index", counting)
    monkeypatch.setattr(api, "build_index", counting)
    paths = [str(tmp_path / "main.py"), str(tmp_path / "helpers.py")]
    with one_run():
        for path in paths:
            engine.lint_source(open(path).read(), path, Config(), linted_together=frozenset(paths))
    assert len({id(m) for m in built}) == 2
    assert len(built) == 2  # helpers.py: followed by main.py's lint, then reused


def _looped_helpers(index, methods) -> frozenset[str]:
    """`classes.construction_helpers` before stop 48: each name's callers found by a scan of
    every method's calls, in every round of the fixed point (cubic in a class's size)."""
    from jaxlint.analysis.classes import _CONSTRUCTION, _attribute_counts, self_calls

    calls = {name: self_calls(method) for name, method in methods.items()}
    counts = _attribute_counts(index)
    helpers: set[str] = set()
    changed = True
    while changed:
        changed = False
        for name in methods:
            if name in _CONSTRUCTION or name in helpers:
                continue
            callers = [caller for caller, called in calls.items() for c in called if c == name]
            if callers and all(c in _CONSTRUCTION or c in helpers for c in callers) \
                    and counts.get(name, 0) == len(callers):
                helpers.add(name)
                changed = True
    return frozenset(helpers)


def test_construction_helpers_answer_as_the_loop_does():
    from jaxlint.analysis.classes import construction_helpers
    from jaxlint.analysis.module_index import build_index

    rng = random.Random(482)
    methods = ["__init__", "setup", "a", "b", "c", "d"]
    found = 0
    for _ in range(100):
        lines = ["class K:"]
        for name in rng.sample(methods, rng.randrange(2, len(methods) + 1)):
            lines.append(f"    def {name}(self, x):")
            for _ in range(rng.randrange(1, 4)):
                lines.append(rng.choice(["        self.{m}(x)", "        y = self.{m}", "        self.v = x",
                                         "        other.{m}(x)"]).format(m=rng.choice(methods)))
        if rng.random() < 0.3:
            lines.append(f"k = K(); k.{rng.choice(methods)}(1)")
        index = build_index(cst.parse_module("\n".join(lines) + "\n"))
        (klass,) = index.classes.values()
        own = index.class_methods[id(klass)]
        expected = _looped_helpers(index, own)
        assert construction_helpers(index, own) == expected
        found += bool(expected)
    assert found > 10


def _walked_instance_uses(index, module, path, attr, cls, known_only, is_instance, unrelated):
    """The walk `project._instance_uses` made per (method, parameter) question before the
    module's attribute references were kept (stop 49): (node, kind) of each use, or None."""
    out = []
    stack = [(module, None, None)]
    while stack:
        node, parent, function = stack.pop()
        if isinstance(node, (cst.FunctionDef, cst.Lambda)):
            function = index.functions.get(id(node), function)
        if isinstance(node, cst.Attribute) and node.attr.value == attr:
            if isinstance(parent, cst.AssignTarget) and project._self_attribute(node) and project._inside(function, cls[1]):
                continue
            if path != cls[0] and unrelated(index, node.value, function):
                continue
            if not is_instance(None, index, path, node.value, function, cls):
                if known_only:
                    continue
                return None
            if isinstance(parent, cst.Call) and parent.func is node:
                out.append((id(parent), function and id(function.node)))
            else:
                out.append((id(node), "escapes"))
        stack.extend((child, node, function) for child in reversed(iter_children(node)))
    return out


INSTANCE_LINES = [
    "t = Trainer()", "o = Other()", "t.step(x)", "o.step(x)", "Trainer().step(1)", "Other(t.step).step(2)",
    "f(o.step).step", "u = t.step", "(lambda q: q.step(o.step))(t)", "Other(Other().step).step.step",
    "def g(t):\n    return t.step(Trainer().step)", "z = [t.step(i) for i in o.step]",
]


def test_instance_uses_answer_as_the_walk_does(monkeypatch):
    from jaxlint.analysis.module_index import build_index

    rng = random.Random(49)
    monkeypatch.setattr(project, "_passed", lambda index, call, info, parameter, bound, function, judge:
                        function and id(function.node))
    verdicts = {}

    def is_instance(_project, index, path, expr, function, cls):  # any answer will do, the same for both
        return verdicts.setdefault(id(expr), rng.random() < 0.6)

    monkeypatch.setattr(project, "_is_instance", is_instance)
    for case in range(150):
        lines = ["class Trainer:", "    def step(self, x):", "        return x",
                 "    def __init__(self):", "        self.step = jax.jit(self.step)",
                 "class Other(Trainer):", "    pass"]
        for _ in range(rng.randrange(1, 10)):
            text = rng.choice(INSTANCE_LINES)
            if rng.random() < 0.3:
                text = "def h():\n" + "\n".join("    " + line for line in text.splitlines())
            lines.extend(text.splitlines())
        module = cst.parse_module("\n".join(lines) + "\n")
        index = build_index(module)
        cls = ("/here.py" if case % 2 else "/there.py", index.classes["Trainer"])
        info = index.functions[id(cls[1].body.body[0])]
        for known_only in (True, False):
            verdicts.clear()
            walked = _walked_instance_uses(index, module, "/here.py", "step", cls, known_only, is_instance,
                                           project._unrelated_instance)
            verdicts_then = dict(verdicts)
            verdicts.clear()
            verdicts.update(verdicts_then)
            found = project._instance_uses(None, index, module, "/here.py", "step", cls, info, "x", known_only)
            got = None if found is None else [(id(s.node), s.kind) for s in found]
            assert got == walked, (case, known_only, module.code)


def test_flow_assignments_answer_as_the_scan_does():
    from jaxlint.analysis.flow import FlowView

    rng = random.Random(7)
    for _ in range(120):
        function = _function(rng)
        module = cst.Module(body=list(function.body.body))  # the same statements at the top level
        for owner in (module, function):
            view = FlowView(owner)
            for name in NAMES + ["y", "r", "inner", "K", "i", "nothing"]:
                assert view.assignments(name) == [p for p in view.places if name in p.binds]


def test_a_files_folder_resolves_as_the_file_does(tmp_path, monkeypatch):
    import os
    from pathlib import Path

    (tmp_path / "real" / "pkg").mkdir(parents=True)
    (tmp_path / "real" / "pkg" / "__init__.py").write_text("")
    (tmp_path / "real" / "pkg" / "m.py").write_text("")
    (tmp_path / "a").mkdir()
    os.symlink(tmp_path / "real", tmp_path / "link")
    os.symlink(tmp_path / "real" / "pkg" / "m.py", tmp_path / "l.py")
    monkeypatch.chdir(tmp_path / "real" / "pkg")
    new_epoch()
    for name in ["link/pkg/m.py", "l.py", "a/../real/pkg/m.py", "nope/x.py", "link/pkg/..", "real/pkg/"]:
        spelled = str(tmp_path / name)
        assert project._resolved_folder(spelled) == Path(spelled).resolve().parent, name
    assert project._resolved_folder("m.py") == Path("m.py").resolve().parent
