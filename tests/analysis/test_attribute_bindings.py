"""What a class binds on its instances, asked one way (jaxlint/analysis/classes.py): every
binding of `self.<attr>` (`attribute_bindings`, unpacking targets included), what every instance
holds from its construction on (`held_from_construction`), and the answers built on them
(`constructed_attribute`, the receivers' class of `self.attr`, the fields an eqx.Module's
`__init__` sets, the expressions an attribute holds for the module rules: `held.sources_of`).
Executed cases of each shape are in test_repro_shapes.py (CASES14) and tests/projects/mf14_*."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis import classes, held
from jaxlint.analysis.classes import (
    attribute_bindings, bindings_of, class_info, constructed_attribute, constructed_container, held_from_construction,
    lacks_attribute, paired_targets,
)
from jaxlint.analysis.definitions import Place
from jaxlint.analysis.module_index import build_index


def _index(text: str):
    classes.clear_cache()
    held.clear_cache()
    return build_index(cst.parse_module(text))


def _code(node) -> str:
    return cst.Module([]).code_for_node(node) if node is not None else None


def _info(index, name):
    return class_info(index, index.classes[name])


def test_every_binding_form_is_one_binding_each():
    index = _index("""
class C:
    def __init__(self, a, b, pair):
        self.a, self.b = a, b
        [self.c, (self.d, self.e)] = 1, (2, 3)
        self.f, self.g = pair
        self.h: int = 4
        self.i = self.j = 5
        self.k: int
        first, *self.rest = a

    def step(self):
        self.a += 1
        other = self
        other.z = 0
""")
    init = index.class_methods[id(index.classes["C"])]["__init__"]
    found = {b.attribute: _code(b.spelled) for b in attribute_bindings(init)}
    assert found == {"a": "a", "b": "b", "c": "1", "d": "2", "e": "3", "f": None, "g": None, "h": "4",
                     "i": "5", "j": "5", "rest": None}
    step = index.class_methods[id(index.classes["C"])]["step"]
    (aug,) = list(attribute_bindings(step))
    assert (aug.attribute, aug.spelled, _code(aug.value), type(aug.operator).__name__) == ("a", None, "1",
                                                                                          "AddAssign")


def test_paired_targets_pair_only_matching_displays():
    def pairs(text):
        stmt = cst.parse_statement(text).body[0]
        return [(_code(t), _code(v)) for t in stmt.targets for t, v in paired_targets(t.target, stmt.value)]

    assert pairs("a[t], b[t] = x, y") == [("a[t]", "x"), ("b[t]", "y")]
    assert pairs("a[t], b[t] = f()") == [("a[t]", None), ("b[t]", None)]
    assert pairs("a, b = x, y, z") == [("a", None), ("b", None)]
    assert pairs("a, *b = x, y") == [("a", None), ("b", None)]
    assert pairs("(a, [b, c]) = x, [y, z]") == [("a", "x"), ("b", "y"), ("c", "z")]


def test_constructed_attribute_and_container_see_unpacked_targets():
    index = _index("""
class Tracker:
    pass

class C:
    def __init__(self):
        self.tracker, self.scales = Tracker(), [1.0, 2.0]
        self.twice = Tracker()

    def reset(self):
        self.twice = Tracker()
""")
    info = _info(index, "C")
    assert _code(constructed_attribute(info, "tracker")[0]) == "Tracker()"
    assert constructed_container(info, "scales") == "list"
    assert constructed_attribute(info, "twice") is None  # bound again after construction
    assert [b.method.name for b in bindings_of(info, "twice")] == ["__init__", "reset"]


def test_held_from_construction():
    index = _index("""
import jax.numpy as jnp

class Base:
    def __init__(self, scale):
        self.scale = scale

class Model(Base):
    def __init__(self, scale, blocks):
        self.blocks = blocks
        self.step = jnp.array(0)
        self.mode = "train"
        self.cache = None
        super().__init__(scale)

    def loss(self, x):
        self.step += 1
        self.cache = x

    def train(self):
        pass

m = Model(1.0, [])
m.mode = "eval"
""")
    info = _info(index, "Model")
    blocks = held_from_construction(index, info, "blocks")
    assert [_code(b.spelled) for b in blocks.bindings] == ["blocks"] and not blocks.updated
    step = held_from_construction(index, info, "step")
    assert [_code(b.spelled) for b in step.bindings] == ["jnp.array(0)"] and step.updated
    assert [_code(b.spelled) for b in held_from_construction(index, info, "scale").bindings] == ["scale"]
    assert held_from_construction(index, info, "cache") is None  # rebound by `loss`
    assert held_from_construction(index, info, "mode") is None  # stored from outside the class
    assert held_from_construction(index, info, "absent") is None
    assert lacks_attribute(index, info, "absent")
    assert not lacks_attribute(index, info, "train") and not lacks_attribute(index, info, "mode")


def test_held_from_construction_says_nothing_of_other_classes():
    index = _index("""
import dataclasses
import equinox as eqx

@dataclasses.dataclass
class Config:
    def __init__(self, lr):
        self.lr = lr

class Net(eqx.Module):
    def __init__(self, w):
        self.w = w

class Loose:
    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)
        self.lr = 1.0
""")
    for name in ("Config", "Net"):
        assert held_from_construction(index, _info(index, name), "lr" if name == "Config" else "w") is None
    assert held_from_construction(index, _info(index, "Loose"), "lr") is None  # setattr with a computed name


def _sources(index, method_of, expr_text):
    cls, method = method_of
    scope = index.class_methods[id(index.classes[cls])][method]
    expr = cst.parse_expression(expr_text)
    found = held.sources_of(Place(index), expr, scope)
    return None if found is None else sorted(_code(e) for e, _, _ in found)


def test_sources_follow_constructions_and_displays():
    index = _index("""
import numpy as np

class Discrete:
    def __init__(self, n):
        self.high = np.array(n)

class Image:
    def __init__(self, shape):
        self.shape = shape

class Agent:
    def __init__(self, spaces, sampler=None):
        self.spaces = spaces
        self.sampler = sampler

    def read(self, key):
        return self.spaces[key].high

agent = Agent({"token": Discrete(8), "image": Image((2, 2)), "none": None}, sampler=Discrete(3))

def other():
    return Agent({"a": Discrete(4)})
""")
    where = ("Agent", "read")
    assert _sources(index, where, "self.spaces[key].high") == ["np.array(n)", "np.array(n)"]
    assert _sources(index, where, "self.sampler") == ["Discrete(3)", "None"]  # the default where none is passed
    assert _sources(index, where, "self.spaces") == ['{"a": Discrete(4)}',
                                                     '{"token": Discrete(8), "image": Image((2, 2)), "none": None}']


def test_sources_say_nothing_when_the_class_escapes():
    text = """
class Agent:
    def __init__(self, spaces):
        self.spaces = spaces

    def read(self, key):
        return self.spaces[key]

agent = Agent({"a": 1})
"""
    assert _sources(_index(text), ("Agent", "read"), "self.spaces[key]") == ["1"]
    for extra in ("factory = Agent\n", "class Sub(Agent):\n    pass\n", "agent.spaces = {}\n",
                  "def make(cls=Agent):\n    return cls({})\n"):
        assert _sources(_index(text + extra), ("Agent", "read"), "self.spaces[key]") is None, extra


def test_bindings_of_reads_the_methods_once_and_answers_as_a_walk_would():
    """`bindings_of` groups a class's bindings by attribute at its first question (the lookup of
    `self.op` asks it at every call of a method): each answer equals a walk of every method, in
    order, and a caller changing its list changes no later answer."""
    index = _index("""
class C:
    def __init__(self, a, pair):
        self.op = jax.jit(f)
        self.a, self.b = a, pair
        self.steps = 0

    def step(self):
        self.steps += 1
        self.a = self.op(self.a)

    def reset(self):
        self.b = None
""")
    info = _info(index, "C")
    for attribute in ("op", "a", "b", "steps", "missing"):
        walked = [b for method in info.methods.values() for b in attribute_bindings(method)
                  if b.attribute == attribute]
        first = bindings_of(info, attribute)
        assert [(b.method.name, _code(b.value), type(b.operator).__name__) for b in first] == \
            [(b.method.name, _code(b.value), type(b.operator).__name__) for b in walked]
        first.clear()
        assert len(bindings_of(info, attribute)) == len(walked)
    assert [b.method.name for b in bindings_of(info, "a")] == ["__init__", "step"]
    assert [b.method.name for b in bindings_of(info, "b")] == ["__init__", "reset"]
