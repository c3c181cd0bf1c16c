"""Multi-file round 20 (the mf20_* projects): the capabilities it added, each beside a neighbour
where it must hold back. Every case is run under JAX, so a verdict is JAX's.

- jax.experimental.ode.odeint(func, y0, t, *args) runs `func(y, t, *args)` inside a while_loop,
  so a Python `if` on `t` raises even when odeint is called eagerly; the same function called
  on its own is left alone.
- `layer = Linear.create(key, 4, 2)`, a classmethod returning `cls(...)`, builds a Linear: a
  traced parameter every caller passes it for is an object of that class (as a module-level
  factory's product was since round 19).
- An ordinary class that another project module registers with
  `jax.tree_util.register_pytree_node(Linear, flatten, unflatten)` (pytrees.py, imported by the
  training script for that side effect) is a pytree whose leaves are the fields that flatten
  reads: `layer(x)` under jax.grad runs `Linear.__call__` on traced fields. Without the import
  the class is no pytree (JAX rejects it), and nothing is said.
- `lax.scan(partial(self.cell.step, params), h0, xs)` in a method of RNN, every construction of
  RNN (here or in an importing module) putting an object of one project class in `self.cell`
  (`RNN(GRUCell(6))`, or a name bound to one): that class's method is the body, `self` the held
  object (its Python fields stay Python values), the partial's arguments bound first.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import (assert_fix_makes_project_run, assert_project_outcome, assert_shape_case,
                           folder_and_alone_findings, write_files)

PROJECTS = Path(__file__).resolve().parent.parent / "projects"
ROUND = sorted(p.name for p in PROJECTS.iterdir() if p.name.startswith("mf20_") and (p / "case.toml").is_file())


def test_round20_projects_are_all_here():
    assert len(ROUND) == 12
    assert all((PROJECTS / f"ok_{name}" / "case.toml").is_file() for name in ROUND)


_ODE = """
import jax.numpy as jnp
from jax.experimental.ode import odeint


def decay(y, t, rate):
    BODY
    return -rate * y


CALL
"""


@pytest.mark.parametrize(("body", "call", "error", "finding"), [
    ("if t > 0.5:\n        rate = 2 * rate", "odeint(decay, jnp.ones(2), jnp.linspace(0.0, 1.0, 5), 0.3)",
     "TracerBoolConversionError", "JAX101"),
    ("rate = jnp.where(t > 0.5, 2 * rate, rate)", "odeint(decay, jnp.ones(2), jnp.linspace(0.0, 1.0, 5), 0.3)",
     None, ""),
    ("if t > 0.5:\n        rate = 2 * rate", "decay(jnp.ones(2), 1.0, 0.3)", None, ""),
], ids=["odeint_python_if_on_t", "odeint_where", "called_eagerly"])
def test_odeint_traces_its_function(body, call, error, finding):
    assert_shape_case("ode", _ODE.replace("BODY", body).replace("CALL", call), error, finding)


_LINEAR = {
    "model.py": """
        import jax
        import jax.numpy as jnp
        import numpy as np


        class Linear:
            def __init__(self, w, b):
                self.w = w
                self.b = b

            def __call__(self, x):
                return BODY

            @classmethod
            def create(cls, key, n_in, n_out):
                return cls(jax.random.normal(key, (n_in, n_out)) * 0.1, jnp.zeros(n_out))
        REGISTER
        """,
    "pytrees.py": """
        import jax

        from model import Linear

        jax.tree_util.register_pytree_node(Linear, lambda l: ((l.w, l.b), None), lambda _, c: Linear(*c))
        """,
    "train.py": """
        import jax
        import jax.numpy as jnp

        IMPORT
        from model import Linear


        def loss(layer, x):
            return jnp.mean(layer(x) ** 2)


        def main():
            layer = BUILD
            return jax.grad(loss)(layer, jnp.ones((8, 4)))
        """,
}
_IN_MODEL = ("\n\n        jax.tree_util.register_pytree_node(Linear, lambda l: ((l.w, l.b), None), "
             "lambda _, c: Linear(*c))")
_CREATE = "Linear.create(jax.random.key(0), 4, 2)"
_SPELLED = "Linear(jnp.ones((4, 2)), jnp.zeros(2))"


@pytest.mark.parametrize(("body", "register", "imported", "build", "error", "expected"), [
    ("np.dot(x, self.w) + self.b", _IN_MODEL, "", _CREATE, "TracerArrayConversionError", [("model.py", 12, "JAX501")]),
    ("jnp.dot(x, self.w) + self.b", _IN_MODEL, "", _CREATE, None, []),
    ("np.dot(x, self.w) + self.b", "", "import pytrees", _SPELLED, "TracerArrayConversionError",
     [("model.py", 12, "JAX501")]),
    ("np.dot(x, self.w) + self.b", "", "import pytrees", _CREATE, "TracerArrayConversionError",
     [("model.py", 12, "JAX501")]),
    ("jnp.dot(x, self.w) + self.b", "", "import pytrees", _CREATE, None, []),
    ("np.dot(x, self.w) + self.b", "", "", _SPELLED, "is not a valid JAX type", []),
], ids=["classmethod_product_numpy", "classmethod_product_jnp", "registered_elsewhere_numpy",
        "registered_elsewhere_classmethod", "registered_elsewhere_jnp", "never_registered"])
def test_a_class_built_by_a_classmethod_or_registered_by_another_module(body, register, imported, build, error,
                                                                        expected, tmp_path, capsys, monkeypatch):
    replaced = {"BODY": body, "REGISTER": register, "IMPORT": imported, "BUILD": build}
    files = {}
    for name, text in _LINEAR.items():
        for key, value in replaced.items():
            text = text.replace(key, value)
        files[name] = text
    write_files(tmp_path, files)
    assert_project_outcome(tmp_path, "import train; train.main()", error)
    assert folder_and_alone_findings(capsys, monkeypatch, tmp_path, "model.py") == (expected, expected)


_RNN = {
    "nets/__init__.py": """
        from .cells import Cell
        from .rnn import RNN
        """,
    "nets/cells.py": """
        import jax.numpy as jnp


        class Cell:
            def __init__(self, hidden, max_norm=5.0):
                self.hidden = hidden
                self.max_norm = max_norm

            def step(self, params, h, x):
                h = jnp.tanh(h * params + x)
                BODY
                return h, h
        """,
    "nets/rnn.py": """
        from functools import partial

        import jax
        import jax.numpy as jnp


        class RNN:
            def __init__(self, cell):
                self.cell = cell

            def __call__(self, params, xs):
                h0 = jnp.zeros(self.cell.hidden)
                return jax.lax.scan(BODYFN, h0, xs)[1]
        """,
    "train.py": """
        import jax.numpy as jnp

        from nets import RNN, Cell


        def main():
            CONSTRUCT
            return model(0.5, jnp.ones((4, 3)))
        """,
}
_PARTIAL = "partial(self.cell.step, params)"
_BUILT = "model = RNN(Cell(3))"
_NAMED = "cell = Cell(hidden=3)\n            model = RNN(cell)"


@pytest.mark.parametrize(("body", "body_fn", "construct", "error", "expected"), [
    ("h = h * min(1.0, self.max_norm / float(jnp.linalg.norm(h)))", _PARTIAL, _BUILT, "ConcretizationTypeError",
     [("cells.py", 11, "JAX105")]),
    ("h = h * min(1.0, self.max_norm / float(jnp.linalg.norm(h)))", _PARTIAL, _NAMED, "ConcretizationTypeError",
     [("cells.py", 11, "JAX105")]),
    ("h = h * jnp.minimum(1.0, self.max_norm / jnp.linalg.norm(h))", _PARTIAL, _NAMED, None, []),
    ("h = h * float(self.max_norm) / 5.0", _PARTIAL, _NAMED, None, []),
    ("h = h * min(1.0, self.max_norm / float(jnp.linalg.norm(h)))", "lambda h, x: self.cell.step(params, h, x)",
     _NAMED, "ConcretizationTypeError", [("cells.py", 11, "JAX105")]),
], ids=["partial_of_held_method_float", "held_through_a_name", "held_method_jnp", "static_field_of_the_held_object",
        "lambda_neighbour"])
def test_a_lax_body_that_is_a_method_of_an_attribute_object(body, body_fn, construct, error, expected, tmp_path,
                                                           capsys, monkeypatch):
    replaced = {"BODYFN": body_fn, "BODY": body, "CONSTRUCT": construct}
    files = {}
    for name, text in _RNN.items():
        for key, value in replaced.items():
            text = text.replace(key, value)
        files[name] = text
    write_files(tmp_path, files)
    assert_project_outcome(tmp_path, "import train; train.main()", error)
    assert folder_and_alone_findings(capsys, monkeypatch, tmp_path, "nets/cells.py") == (expected, expected)


@pytest.mark.parametrize("name", ["mf20_odeint_dynamics_if", "mf20_pytree_registered_elsewhere",
                                  "mf20_scan_cell_attribute_float"])
def test_round20_projects_run_after_the_fix(name, tmp_path, capsys, monkeypatch):
    assert_fix_makes_project_run(PROJECTS / name, tmp_path / name, capsys, monkeypatch, advice_only=False)
