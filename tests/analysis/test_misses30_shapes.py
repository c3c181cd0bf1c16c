"""Round 23b's training-loop shape, third cause (tests/analysis/test_projects.py KNOWN_MISSES): the
loss a def hands to its own jitted transform (`fit(loss_fn, params, batch)` jitting
`jax.value_and_grad(loss_fn)` and calling `step_fn(params, batch)`) runs on what fit's callers pass.
A tuple or list display `(xs, ys)` arrives as a tuple (list) of pytrees of tracers, so `x, y = batch`
in the loss holds tracers even where the text does not say the elements are arrays, and a helper of
another module handed only `y` is followed (before, an element of an untyped traced parameter was
unknown: a dict would hand over its keys). Each case is a small project run under JAX 0.10.2 first
(invalid: fails as the rule says; valid: runs; in this interpreter), then linted as a folder."""

import pytest

from tests.helpers import call_project, json_findings, write_files

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
    _assert_runs_as_labelled(tmp_path, "run:main", error)
    assert json_findings(capsys, str(tmp_path)) == expected


def _assert_runs_as_labelled(root, target: str, error: str | None) -> None:
    """`module:function` of the project at `root` called in this interpreter under jit as written:
    it returns (`error` None) or raises `error` (helpers.call_project: no fresh JAX import per case)."""
    got = call_project(root, target, eager=False)
    assert (got == error) if error is not None else not isinstance(got, str), got


def test_a_none_element_is_not_a_tracer(tmp_path, capsys):
    """`(xs, None)`: the element jit hands back is None, not a tracer (`float(y)` never runs)."""
    model = MODEL.replace("/ spread(y)", "/ (1.0 if y is None else spread(y))").replace("(x @ params - y)", "(x @ params)")
    write_files(tmp_path, {"losses.py": LOSSES.replace("SPREAD", "float(y)"), "model.py": model,
                           "trainer.py": TRAINER, "run.py": RUN.replace("CALL", _BOUND.replace("BATCH", "(xs, None)"))})
    _assert_runs_as_labelled(tmp_path, "run:main", None)
    assert json_findings(capsys, str(tmp_path)) == []


# --- a settings dict a parameter defaults to, read as a registry key ---------------------------------
# `def main(settings=SETTINGS)` reading `load_rule(settings["rule"])`: the item of the module-level dict
# display the default names (bound once, never changed; the function never stores into the parameter)
# is the key, for each call leaving the parameter out, and when nothing in the text calls `main` (a
# script's entry run with no argument); a caller handing on its own such parameter hands what its
# callers do. Before, only a literal key spelled at the getter's call was read.

RULES = """
    import jax.numpy as jnp


    class Clipped:
        def __init__(self, bound=1.0):
            self.bound = bound

        def __call__(self, x):
            if jnp.abs(x).max() > self.bound:
                return jnp.clip(x, -self.bound, self.bound)
            return x


    class Plain:
        def __init__(self, bound=1.0):
            self.bound = bound

        def __call__(self, x):
            return x / self.bound


    RULES = {"clipped": Clipped, "plain": Plain}


    def load_rule(name, **options):
        return RULES[name](**options)
"""

SERVER = """
    import jax
    import jax.numpy as jnp


    class Server:
        def __init__(self, rule):
            self.rule = rule
            self._round = jax.jit(self.round)

        def round(self, x):
            return jnp.sum(self.rule(x))

        def fit(self, x, rounds):
            for _ in range(rounds):
                x = x - 0.1 * self._round(x)
            return x
"""

SCRIPT = """
    import jax.numpy as jnp

    from rules import load_rule
    from server import Server

    SETTINGS = {"rule": "KEY", "scale": 2.0}

"""

_READS_DEFAULT = """
    def main(settings=SETTINGS):
        server = Server(load_rule(settings["rule"], bound=1.0))
        return server.fit(jnp.ones(3) * settings["scale"], 2)
"""

_HANDS_ON = """
    def serve(settings, x):
        server = Server(load_rule(settings["rule"], bound=1.0))
        return server.fit(x, 2)


    def main(settings=SETTINGS):
        return serve(settings, jnp.ones(3) * settings["scale"])
"""

_STORES = """
    def main(settings=SETTINGS):
        settings["rule"] = "plain"
        server = Server(load_rule(settings["rule"], bound=1.0))
        return server.fit(jnp.ones(3) * settings["scale"], 2)
"""

_RULE_FOUND = [("rules.py", 9, "JAX101")]

SETTINGS_CASES = {
    "settings_default_key": ("clipped", _READS_DEFAULT, "TracerBoolConversionError", _RULE_FOUND),
    "settings_default_key_handed_on": ("clipped", _HANDS_ON, "TracerBoolConversionError", _RULE_FOUND),
    "settings_default_other_key": ("plain", _READS_DEFAULT, None, []),
    # the function stores into its parameter: the key is not read (a miss, never a guess)
    "settings_stored_into": ("clipped", _STORES, None, []),
}


@pytest.mark.parametrize("name", sorted(SETTINGS_CASES))
def test_settings_default_registry_key(name, tmp_path, capsys):
    key, main, error, expected = SETTINGS_CASES[name]
    write_files(tmp_path, {"rules.py": RULES, "server.py": SERVER,
                           "main.py": SCRIPT.replace("KEY", key) + main})
    _assert_runs_as_labelled(tmp_path, "main:main", error)
    assert json_findings(capsys, str(tmp_path)) == expected


# --- `getattr(models, name)(...)`: the class a module's getattr names, the name's strings known ------
# (registry_keys.literal_keys: here a settings-dict item); an unknown name says nothing.

_BY_NAME = """
    import os

    import jax.numpy as jnp

    import model as models
    from trainer import Trainer

    SETTINGS = {"model": "Model"}


    class Dataset:
        def __init__(self, n):
            self.n = n

        def arrays(self):
            x = jnp.linspace(0.0, 1.0, 2 * self.n).reshape(self.n, 2)
            return x, x.sum(1)


    def main(NAME):
        xs, ys = Dataset(4).arrays()
        LOCAL
        model = getattr(models, KEY)()
        trainer = Trainer()
        return trainer.fit(model.loss, jnp.zeros(2), (xs, ys))
"""

GETATTR_CASES = {
    "getattr_settings_key": ("settings=SETTINGS", 'settings["model"]', "pass", [("losses.py", 5, "JAX105")]),
    # held back: the name is read from the environment at run time (a miss, never a guess)
    "getattr_unknown_name": ("", "name", 'name = os.environ.get("MISSES30_MODEL", "Model")', []),
}


@pytest.mark.parametrize("name", sorted(GETATTR_CASES))
def test_getattr_of_a_module_builds_the_named_class(name, tmp_path, capsys):
    parameter, key, local, expected = GETATTR_CASES[name]
    write_files(tmp_path, {"losses.py": LOSSES.replace("SPREAD", _CONVERTS), "model.py": MODEL, "trainer.py": TRAINER,
                           "run.py": _BY_NAME.replace("NAME", parameter).replace("KEY", key).replace("LOCAL", local)})
    _assert_runs_as_labelled(tmp_path, "run:main", _ERROR)
    assert json_findings(capsys, str(tmp_path)) == expected
