"""`Value.but` sets fields directly (the traced walk calls it thousands of times per lint); it
must build exactly what `dataclasses.replace` builds, for every field, and reject a non-field."""

from dataclasses import fields, replace

import pytest

from jaxlint.analysis.values import Kind, Value, traced


def _sample(name: str):
    return {"kind": Kind.UNKNOWN, "items": (Value(Kind.STATIC),), "elem": Value(Kind.TRACED),
            "attrs": (("a", Value(Kind.STATIC)),), "head": (), "tail": (Value(Kind.STATIC),),
            "truth": True, "func": object(), "cls": object(), "node": object(), "why": object()
            }.get(name, "x" if name in ("origin", "via", "pytype", "param", "module", "text") else True)


@pytest.mark.parametrize("name", [f.name for f in fields(Value)])
def test_but_equals_replace_for_every_field(name):
    base = traced("parameter 'x'", "jax.jit", param="x").but(pytype="list", local=True)
    sample = _sample(name)
    changed = base.but(**{name: sample})
    expected = replace(base, **{name: sample})
    assert changed == expected
    assert all(getattr(changed, f.name) is getattr(expected, f.name) for f in fields(Value))
    assert base.but() == base and base.but() is not base


def test_but_of_several_fields_and_a_non_field():
    base = Value(Kind.STATIC, pytype="int")
    assert base.but(kind=Kind.TRACED, origin="o", via="v") == replace(base, kind=Kind.TRACED, origin="o", via="v")
    with pytest.raises(TypeError):
        base.but(colour="red")
    with pytest.raises(AttributeError):  # still frozen
        base.but(origin="o").origin = "p"
