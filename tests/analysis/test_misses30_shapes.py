"""Round 23b's training-loop shape, third cause (tests/analysis/test_projects.py KNOWN_MISSES): the
loss a def hands to its own jitted transform (`fit(loss_fn, params, batch)` jitting
`jax.value_and_grad(loss_fn)` and calling `step_fn(params, batch)`) runs on what fit's callers pass.
A tuple or list display `(xs, ys)` arrives as a tuple (list) of pytrees of tracers, so `x, y = batch`
in the loss holds tracers even where the text does not say the elements are arrays, and a helper of
another module handed only `y` is followed (before, an element of an untyped traced parameter was
unknown: a dict would hand over its keys). Each case is a small project run under JAX 0.10.2 first
(invalid: fails as the rule says; valid: runs), then linted as a folder."""

import pytest

from tests.helpers import json_findings, run_project, write_files

LOSSES = """
    import jax.numpy as jnp


    def spread(y):
        return SPREAD + 1e-6
"""

MODEL = """
    import jax.numpy as jnp

    from losses import spread


    class Model:
        def loss(self, params, batch):
            x, y = batch
            return jnp.mean((x @ params - y) ** 2) / spread(y)


    def loss(params, batch):
        x, y = batch
        return jnp.mean((x @ params - y) ** 2) / spread(y)
"""

TRAINER = """
    import jax


    class Trainer:
        def fit(self, loss_fn, params, batch, steps=2):
            step_fn = jax.jit(jax.value_and_grad(loss_fn))
            for _ in range(steps):
                value, grads = step_fn(params, batch)
                params = params - 0.1 * grads
            return params


    def fit(loss_fn, params, batch, steps=2):
        step_fn = jax.jit(jax.value_and_grad(loss_fn))
        for _ in range(steps):
            value, grads = step_fn(params, batch)
            params = params - 0.1 * grads
        return params
"""

# the arrays come from an object's method: the text does not say what they are
RUN = """
    import jax.numpy as jnp

    from model import Model, loss
    from trainer import Trainer, fit


    class Dataset:
        def __init__(self, n):
            self.n = n

        def arrays(self):
            x = jnp.linspace(0.0, 1.0, 2 * self.n).reshape(self.n, 2)
            return x, x.sum(1)


    def main():
        xs, ys = Dataset(4).arrays()
        CALL
"""

_BOUND = "model = Model()\n        trainer = Trainer()\n        return trainer.fit(model.loss, jnp.zeros(2), BATCH)"
_PLAIN = "return fit(loss, jnp.zeros(2), BATCH)"
# a second caller handing a dict (`x, y = batch` would get its keys): the callers disagree, nothing is known
_DISAGREE = _BOUND + "\n\n\n    def other(xs, ys):\n        model = Model()\n        trainer = Trainer()\n" \
    "        return trainer.fit(model.loss, jnp.zeros(2), {'x': xs, 'y': ys})"

_CONVERTS, _KEEPS = "float(jnp.std(y))", "jnp.std(y)"
_ERROR = "ConcretizationTypeError"

CASES = {
    "bound_method_tuple": (_BOUND, "(xs, ys)", _CONVERTS, _ERROR, [("losses.py", 5, "JAX105")]),
    "bound_method_list": (_BOUND, "[xs, ys]", _CONVERTS, _ERROR, [("losses.py", 5, "JAX105")]),
    "function_tuple": (_PLAIN, "(xs, ys)", _CONVERTS, _ERROR, [("losses.py", 5, "JAX105")]),
    "bound_method_tuple_keeps_arrays": (_BOUND, "(xs, ys)", _KEEPS, None, []),
    # held back: a caller of fit passing a dict makes the element unknown (a miss, never a guess)
    "bound_method_callers_disagree": (_DISAGREE, "(xs, ys)", _CONVERTS, _ERROR, []),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_entry_call_shapes(name, tmp_path, capsys):
    call, batch, spread, error, expected = CASES[name]
    write_files(tmp_path, {"losses.py": LOSSES.replace("SPREAD", spread), "model.py": MODEL, "trainer.py": TRAINER,
                           "run.py": RUN.replace("CALL", call.replace("BATCH", batch))})
    ran = run_project(tmp_path, "import run; run.main()")
    assert (ran.returncode == 0) == (error is None) and (error or "") in ran.stderr, ran.stderr[-2000:]
    assert json_findings(capsys, str(tmp_path)) == expected


def test_a_none_element_is_not_a_tracer(tmp_path, capsys):
    """`(xs, None)`: the element jit hands back is None, not a tracer (`float(y)` never runs)."""
    model = MODEL.replace("/ spread(y)", "/ (1.0 if y is None else spread(y))").replace("(x @ params - y)", "(x @ params)")
    write_files(tmp_path, {"losses.py": LOSSES.replace("SPREAD", "float(y)"), "model.py": model,
                           "trainer.py": TRAINER, "run.py": RUN.replace("CALL", _BOUND.replace("BATCH", "(xs, None)"))})
    ran = run_project(tmp_path, "import run; run.main()")
    assert ran.returncode == 0, ran.stderr[-2000:]
    assert json_findings(capsys, str(tmp_path)) == []
