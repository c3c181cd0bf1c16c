"""A bound method handed to a function that transforms its parameter (`fit(model.loss, ...)`,
`fit` jitting `jax.value_and_grad(loss_fn)`): the method runs traced on that object, so what it does
with the traced arguments is reported (issue #14's training-loop shape; multi-file rounds 22b/23b
missed it). Each case runs under JAX 0.10.2 first, then is linted."""

import libcst as cst
import pytest

from jaxlint.analysis.passed_functions import same_place
from tests.helpers import assert_runs_as_labelled, lint_rows

HEADER = """import jax
import jax.numpy as jnp

"""

_MODEL = """
class Model:
    def __init__(self, dim):
        self.dim = dim

    def loss(self, params, batch):
        x, y = batch
        scale = SCALE
        return jnp.mean(((x @ params - y) / scale) ** 2)

"""

_FIT_FUNCTION = """
def fit(loss_fn, params, batch, steps=2, lr=0.1):
    step_fn = jax.jit(jax.value_and_grad(loss_fn))
    for _ in range(steps):
        loss, grads = step_fn(params, batch)
        params = params - lr * grads
    return params


model = Model(2)
fit(model.loss, jnp.ones((2, 2)), (jnp.ones((4, 2)), jnp.ones((4, 2))))
"""

_FIT_METHOD = """
class Trainer:
    def __init__(self, lr=0.1):
        self.lr = lr

    def fit(self, loss_fn, params, batch, steps=2):
        step_fn = jax.jit(jax.value_and_grad(loss_fn))
        for _ in range(steps):
            loss, grads = step_fn(params, batch)
            params = params - self.lr * grads
        return params


def main():
    model = Model(2)
    trainer = Trainer(lr=0.1)
    return trainer.fit(model.loss, jnp.ones((2, 2)), (jnp.ones((4, 2)), jnp.ones((4, 2))))


main()
"""

# an unrelated `.fit` on an object of unknown class (round 22b's scaler.fit) leaves the known call
_UNRELATED_FIT = """

def normalise(scaler, x):
    return scaler.fit(x)
"""

_EAGER_FIT = """
def fit(loss_fn, params, batch):
    return loss_fn(params, batch)


model = Model(2)
fit(model.loss, jnp.ones((2, 2)), (jnp.ones((4, 2)), jnp.ones((4, 2))))
"""

_CONVERTS = "float(jnp.std(y)) + 1e-6"
_KEEPS = "jnp.std(y) + 1e-6"

SHAPES = {
    "bound_method_to_a_jitting_function": (_MODEL.replace("SCALE", _CONVERTS) + _FIT_FUNCTION,
                                           "ConcretizationTypeError", "JAX105"),
    "bound_method_to_a_jitting_method": (_MODEL.replace("SCALE", _CONVERTS) + _FIT_METHOD,
                                         "ConcretizationTypeError", "JAX105"),
    "bound_method_to_a_jitting_method_beside_another_fit": (
        _MODEL.replace("SCALE", _CONVERTS) + _FIT_METHOD + _UNRELATED_FIT, "ConcretizationTypeError", "JAX105"),
    "bound_method_to_a_jitting_function_keeps_arrays": (_MODEL.replace("SCALE", _KEEPS) + _FIT_FUNCTION, None, ""),
    "bound_method_to_an_eager_function": (_MODEL.replace("SCALE", _CONVERTS) + _EAGER_FIT, None, ""),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_bound_method_entry(name, tmp_path):
    """Linted as a project of its own (a folder holding only it): the method's call sites are
    searched in the files of the project, and this repository spells `.fit` in too many."""
    code, error, finding = SHAPES[name]
    source = HEADER + code.lstrip("\n")
    assert_runs_as_labelled(name, source, error)
    path = tmp_path / f"{name}.py"
    path.write_text(source)
    found = [code for code, _ in lint_rows(source, str(path))]
    assert sorted(found) == sorted(finding.split()), found


def test_same_place_finds_the_node_in_another_parse_of_the_text():
    """A call site read from one parse of a file, located in the parse the project's evaluator of
    that file holds (passed_functions._method_arguments)."""
    text = "def main():\n    trainer.fit(model.loss, params)\n    other(1)\n"
    first, second = cst.parse_module(text), cst.parse_module(text)
    call = first.body[0].body.body[0].body[0].value
    found = same_place(first, call, second)
    assert found is second.body[0].body.body[0].body[0].value
    assert same_place(first, cst.parse_expression("f(x)"), second) is None
