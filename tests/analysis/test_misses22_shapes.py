"""Branch misses22 (issue #14 recall): base classes of another project module. Every case is run
under JAX, so a verdict is JAX's.

- A class whose base lives in another module (`class Gate(Layer)`, `Layer` in base.py) holds what
  its own constructor binds when that base is inert (methods only: no constructor, no attribute
  bound on the instance, no attribute hooks): `Net(Gate(0.5))` built in main.py holds its Gate.
- Calling such an object runs the `__call__` the base defines, bound to the object, so the
  base's `self.forward(x, train)` runs each subclass's override (a Net's, then the Gate it holds):
  a traced `train` reaching `if train:` in Gate.forward raises (JAX101 in layers.py, in the folder
  and in layers.py linted alone); a static `train`, or a branch on the float the constructor
  stored, runs.
- A base that binds an attribute on its instance is not inert: what the subclass holds is then
  not read (nothing is said), though the program is the same one that runs.
- An object whose method its own module jits (`self._step = jax.jit(self.step)` in trainer.py's
  constructor), built in another module (`Trainer(0.1, hooks=[Clip(1.0), Log()])` in main.py):
  what the step reads from `self.hooks` or `self.loss_fn` is what those constructions pass, every
  importer's construction read (hooks objects of a third module, a function named through a module
  attribute, or the entry a registry getter returns for a literal key: `get_loss("log_cosh")`).
  `float()` of a traced loss in a hook, `np.log` in the loss, raise; their jnp twins run, and so
  does a getter's default entry beside a registered loss that would raise.
"""

from __future__ import annotations

import pytest

from tests.helpers import json_findings, run_project, write_files

BASE = """
    class Layer:
        \"\"\"Layers hold their settings; parameters live in dicts.\"\"\"

        def __call__(self, x, train):
            return self.forward(x, train)

        def describe(self):
            return type(self).__name__
    """

BASE_BINDING = """
    class Layer:
        def __call__(self, x, train):
            self.calls = 1
            return self.forward(x, train)

        def describe(self):
            return type(self).__name__
    """

LAYERS = """
    import jax.numpy as jnp

    from base import Layer


    class Gate(Layer):
        def __init__(self, rate):
            self.rate = rate

        def forward(self, x, train):
            if {test}:
                return x * (1.0 - self.rate)
            return x


    class Net(Layer):
        def __init__(self, gate):
            self.gate = gate

        def forward(self, x, train):
            return jnp.tanh(self.gate(x, train)) + len(self.describe())
    """

MAIN = """
    from functools import partial

    import jax
    import jax.numpy as jnp

    from layers import Gate, Net

    net = Net(Gate(0.5))


    @{decorator}
    def predict(x, train):
        return net(x, train)


    print(predict(jnp.ones(3), True))
    """


@pytest.mark.parametrize(("base", "test", "decorator", "error", "expected"), [
    (BASE, "train", "jax.jit", "TracerBoolConversionError", [("layers.py", 11, "JAX101")]),
    (BASE, "train", 'partial(jax.jit, static_argnames="train")', None, []),
    (BASE, "self.rate > 0.1", "jax.jit", None, []),
    (BASE_BINDING, "self.rate > 0.1", "jax.jit", None, []),
])
def test_an_object_whose_base_class_is_of_another_module(base, test, decorator, error, expected, tmp_path, capsys):
    write_files(tmp_path, {"base.py": base, "layers.py": LAYERS.replace("{test}", test),
                           "main.py": MAIN.replace("{decorator}", decorator)})
    ran = run_project(tmp_path, "import main")
    assert (ran.returncode == 0) == (error is None), ran.stderr[-2000:]
    assert (error or "") in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == expected
    assert json_findings(capsys, str(tmp_path / "layers.py")) == expected  # linted alone, main.py's jit is seen


TRAINER = """
    import jax
    import jax.numpy as jnp


    class Trainer:
        def __init__(self, lr, loss_fn, hooks=()):
            self.lr = lr
            self.loss_fn = loss_fn
            self.hooks = list(hooks)
            self._step = jax.jit(self.step)

        def objective(self, w, x, y):
            return self.loss_fn(x @ w, y)

        def step(self, w, x, y):
            loss, g = jax.value_and_grad(self.objective)(w, x, y)
            metrics = {"loss": loss}
            for hook in self.hooks:
                metrics = hook.on_step(metrics)
            return w - self.lr * g, metrics

        def fit(self, w, x, y, steps):
            for _ in range(steps):
                w, metrics = self._step(w, x, y)
            return w, metrics
    """

HOOKS = """
    import jax.numpy as jnp


    class Clip:
        def __init__(self, limit):
            self.limit = limit

        def on_step(self, metrics):
            metrics["big"] = metrics["loss"] > self.limit
            return metrics


    class Log:
        def on_step(self, metrics):
            metrics["logged"] = LOGGED(metrics["loss"])
            return metrics
    """

LOSSES = """
    import jax.numpy as jnp
    import numpy as np


    def squared(pred, y):
        return jnp.mean((pred - y) ** 2)


    def log_cosh(pred, y):
        return jnp.mean(LOG(jnp.cosh(pred - y)))


    LOSSES = {"squared": squared, "log_cosh": log_cosh}


    def get_loss(name="squared"):
        return LOSSES[name]
    """

DRIVER = """
    import jax.numpy as jnp

    import losses
    from hooks import Clip, Log
    from trainer import Trainer

    trainer = Trainer(0.1, losses.LOSS, hooks=[Clip(1.0), Log()])
    print(trainer.fit(jnp.zeros(3), jnp.ones((8, 3)), jnp.ones(8), steps=2))
    """


@pytest.mark.parametrize(("logged", "loss", "log", "error", "expected"), [
    ("float", "squared", "jnp.log", "ConcretizationTypeError", [("hooks.py", 15, "JAX105")]),
    ("jnp.asarray", "squared", "jnp.log", None, []),
    ("jnp.asarray", "log_cosh", "np.log", "TracerArrayConversionError", [("losses.py", 10, "JAX501")]),
    ("jnp.asarray", "log_cosh", "jnp.log", None, []),
    ("jnp.asarray", 'get_loss("log_cosh")', "np.log", "TracerArrayConversionError", [("losses.py", 10, "JAX501")]),
    ("jnp.asarray", 'get_loss("log_cosh")', "jnp.log", None, []),
    ("jnp.asarray", "get_loss()", "np.log", None, []),  # the default entry, squared, runs: log_cosh never does
])
def test_an_object_built_in_another_module_than_the_one_jitting_its_step(logged, loss, log, error, expected,
                                                                         tmp_path, capsys):
    write_files(tmp_path, {"trainer.py": TRAINER, "hooks.py": HOOKS.replace("LOGGED", logged),
                           "losses.py": LOSSES.replace("LOG", log), "main.py": DRIVER.replace("LOSS", loss)})
    ran = run_project(tmp_path, "import main")
    assert (ran.returncode == 0) == (error is None), ran.stderr[-2000:]
    assert (error or "") in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == expected
    for name in ("hooks.py", "losses.py"):  # linted alone, the trainer built in main.py is seen
        assert json_findings(capsys, str(tmp_path / name)) == [f for f in expected if f[0] == name]


BLOCK = """
    import equinox as eqx
    import jax
    import jax.numpy as jnp


    class Block(eqx.Module):
        dense: eqx.nn.Linear
        drop: eqx.nn.Dropout

        def __init__(self, key):
            self.dense = eqx.nn.Linear(4, 4, key=key)
            self.drop = eqx.nn.Dropout(0.3)

        def __call__(self, x, key):
            return jnp.tanh(self.drop(self.dense(x), key=key{keyword}))


    block = Block(jax.random.key(0))
    {driver}
    """

JITTED = """
    @{decorator}
    def forward(model, x, key):
        return model(x, key)


    print(forward(block, jnp.ones(4), jax.random.key(1)))
    """

CARRIED = """
    def body(i, state):
        model, x, key = state
        key, sub = jax.random.split(key)
        return model, model(x, sub), key


    print(jax.lax.fori_loop(0, 3, body, (block, jnp.ones(4), jax.random.key(1)))[1])
    """

CLOSED_OVER = """
    def body(i, state):
        x, key = state
        key, sub = jax.random.split(key)
        return block(x, sub), key


    print(jax.lax.fori_loop(0, 3, body, (jnp.ones(4), jax.random.key(1)))[0])
    """


@pytest.mark.parametrize(("keyword", "driver", "error", "expected"), [
    ("", JITTED.replace("{decorator}", "jax.jit"), "TracerBoolConversionError", [("model.py", 15, "JAX101")]),
    (", inference=False", JITTED.replace("{decorator}", "jax.jit"), None, []),
    ("", JITTED.replace("{decorator}", "eqx.filter_jit"), None, []),
    ("", CARRIED, "TracerBoolConversionError", [("model.py", 15, "JAX101")]),
    ("", CLOSED_OVER, None, []),
])
def test_a_library_layer_branching_on_its_own_traced_field(keyword, driver, error, expected, tmp_path, capsys):
    """eqx.nn.Dropout's call runs `if inference:` on its field unless `inference=` is passed: jax.jit
    and a lax carry trace that bool leaf (TracerBoolConversionError inside equinox, at the layer's
    call); eqx.filter_jit keeps it static, and a model closed over by the loop body is not traced."""
    import textwrap

    source = textwrap.dedent(BLOCK).replace("{keyword}", keyword).replace(
        "{driver}\n", "").rstrip("\n") + "\n\n\n" + textwrap.dedent(driver).lstrip("\n")
    (tmp_path / "model.py").write_text(source.lstrip("\n"))
    ran = run_project(tmp_path, "import model")
    assert (ran.returncode == 0) == (error is None), ran.stderr[-2000:]
    assert (error or "") in ran.stderr
    assert json_findings(capsys, str(tmp_path / "model.py")) == expected


LAMBDA_STEP = "loss, g = jax.value_and_grad(lambda w: self.loss_fn(x @ w, y))(w)"


@pytest.mark.parametrize(("log", "error", "expected"), [
    ("np.log", "TracerArrayConversionError", [("losses.py", 10, "JAX501")]),
    ("jnp.log", None, []),
])
def test_a_lambda_in_a_method_reads_what_the_instance_holds(log, error, expected, tmp_path, capsys):
    """`jax.value_and_grad(lambda w: self.loss_fn(x @ w, y))(w)` in the jitted step: the lambda's
    `self` is the method's instance, so `self.loss_fn` holds what main.py's construction passes."""
    trainer = TRAINER.replace("loss, g = jax.value_and_grad(self.objective)(w, x, y)", LAMBDA_STEP)
    assert LAMBDA_STEP in trainer
    write_files(tmp_path, {"trainer.py": trainer, "hooks.py": HOOKS.replace("LOGGED", "jnp.asarray"),
                           "losses.py": LOSSES.replace("LOG", log), "main.py": DRIVER.replace("LOSS", "log_cosh")})
    ran = run_project(tmp_path, "import main")
    assert (ran.returncode == 0) == (error is None), ran.stderr[-2000:]
    assert (error or "") in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == expected
    assert json_findings(capsys, str(tmp_path / "losses.py")) == expected
