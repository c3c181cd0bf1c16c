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
