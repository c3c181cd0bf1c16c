"""Two shapes of an ordinary equinox training script (stop 38, found by writing one):

- a model whose layers are a list or tuple field (`self.layers = [eqx.nn.Linear(...) for ...]`,
  `layers: tuple[eqx.nn.Linear, ...]`): under `eqx.filter_jit` each element, called on a tracer,
  computes one, as a single `layer: eqx.nn.Linear` field already did;
- the model carried through the loop, `model, opt_state, loss = step(model, opt_state, x, y)`:
  the argument is on the first run what its other binding holds (`model = MLP(...)`), later what
  the step gave back, so `jax.vmap(model)` in the loss still runs `MLP.__call__`.

And a learning-rate schedule of the project handed to an optax optimizer that a factory receives
(stop 39, found by writing a small GPT trainer): `make_train_step(cfg, tx)` returns a jitted
closure calling `tx.update(...)`, so optax calls the schedule with a traced step count; what `tx`
is comes from the factory's callers, in its module or an importer (tests/projects/own39_*).

Each case runs under JAX first (its label), then is linted; the project form is linted in every
face and fixed until it runs.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case, json_findings, run_project, write_files

HEADER = "import equinox as eqx\nimport jax\nimport jax.numpy as jnp\nimport optax\n\n"

_MODEL = """
class MLP(eqx.Module):
    layers: list

    def __init__(self, key, sizes):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [eqx.nn.Linear(a, b, key=k) for a, b, k in zip(sizes[:-1], sizes[1:], keys)]

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = jax.nn.relu(layer(x))
        x = self.layers[-1](x)
        if x.mean() > 10.0:
            x = x / 10.0
        return x
"""

_TUPLE_MODEL = """
class MLP(eqx.Module):
    layers: tuple[eqx.nn.Linear, ...]

    def __init__(self, key, sizes):
        k1, k2 = jax.random.split(key)
        self.layers = (eqx.nn.Linear(sizes[0], sizes[1], key=k1), eqx.nn.Linear(sizes[1], sizes[2], key=k2))

    def __call__(self, x):
        for layer in self.layers:
            x = layer(x)
        return x if x.sum() > 0 else -x
"""

_FUNCTIONS_MODEL = """
class MLP(eqx.Module):
    layer: eqx.nn.Linear
    activations: list

    def __init__(self, key, sizes):
        self.layer = eqx.nn.Linear(sizes[0], sizes[-1], key=key)
        self.activations = [jax.nn.relu, jnp.tanh]

    def __call__(self, x):
        x = self.layer(x)
        for act in self.activations:
            x = act(x)
        return x
"""

_TRAIN = """

def mse(model, x, y):
    return jnp.mean((jax.vmap(model)(x) - y) ** 2)


@eqx.filter_jit
def step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(mse)(model, x, y)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


opt = optax.adam(1e-3)
model = MLP(jax.random.PRNGKey(0), [3, 8, 2])
opt_state = opt.init(eqx.filter(model, eqx.is_array))
for _ in range(2):
    model, opt_state, loss = step(model, opt_state, jnp.ones((4, 3)), jnp.zeros((4, 2)))
"""

_FIXED = _MODEL.replace("""        if x.mean() > 10.0:
            x = x / 10.0
""", """        x = jnp.where(x.mean() > 10.0, x / 10.0, x)
""")

SHAPES = {
    "layer_list_in_a_carried_training_loop": (_MODEL + _TRAIN, "TracerBoolConversionError", "JAX101"),
    "layer_tuple_annotated": (_TUPLE_MODEL + _TRAIN, "TracerBoolConversionError", "JAX101"),
    "layer_list_fixed_with_where": (_FIXED + _TRAIN, None, ""),
    "activation_functions_in_a_list": (_FUNCTIONS_MODEL + _TRAIN, None, ""),
}


_SCHEDULE_PYTHON = """
def make_schedule(peak, warmup):
    def schedule(step):
        if step < warmup:
            return peak * (step + 1) / warmup
        return peak
    return schedule
"""

_SCHEDULE_WHERE = """
def make_schedule(peak, warmup):
    def schedule(step):
        return jnp.where(step < warmup, peak * (step + 1) / warmup, peak)
    return schedule
"""

_STEP_FACTORY = """

def make_step(tx):
    @jax.jit
    def step(params, opt_state, x):
        grads = jax.grad(lambda p: jnp.sum((p * x) ** 2))(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state
    return step


def main():
    tx = TX
    params = jnp.ones(3)
    opt_state = tx.init(params)
    step = make_step(tx)
    for _ in range(2):
        params, opt_state = step(params, opt_state, jnp.ones(3))


main()
"""


def _schedule_case(schedule: str, tx: str, jitted: bool = True) -> str:
    code = schedule + _STEP_FACTORY.replace("TX", tx)
    return code if jitted else code.replace("    @jax.jit\n", "")


SCHEDULE_SHAPES = {
    "schedule_through_factory_parameter": (
        _schedule_case(_SCHEDULE_PYTHON, "optax.adam(make_schedule(1e-3, 10))"), "TracerBoolConversionError", "JAX101"),
    "schedule_keyword_in_chain": (
        _schedule_case(_SCHEDULE_PYTHON, "optax.chain(optax.clip_by_global_norm(1.0), "
                                         "optax.adamw(learning_rate=make_schedule(1e-3, 10)))"),
        "TracerBoolConversionError", "JAX101"),
    "schedule_positional_with_options": (
        _schedule_case(_SCHEDULE_PYTHON, "optax.sgd(make_schedule(1e-2, 5), momentum=0.9)"),
        "TracerBoolConversionError", "JAX101"),
    "schedule_with_where": (_schedule_case(_SCHEDULE_WHERE, "optax.adam(make_schedule(1e-3, 10))"), None, ""),
    "schedule_stepped_eagerly": (
        _schedule_case(_SCHEDULE_PYTHON, "optax.adam(make_schedule(1e-3, 10))", jitted=False), None, ""),
    "constant_rate_through_factory": (_schedule_case(_SCHEDULE_PYTHON, "optax.adam(1e-3)"), None, ""),
}


@pytest.mark.parametrize("name", sorted(SCHEDULE_SHAPES))
def test_schedule_reached_through_a_factory(name):
    code, error, finding = SCHEDULE_SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_training_script(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


_PROJECT = {
    "nets/__init__.py": "from .mlp import MLP\nfrom .losses import mse\n",
    "nets/mlp.py": "import equinox as eqx\nimport jax\nimport jax.numpy as jnp\n\n" + _MODEL,
    "nets/losses.py": """
        import jax
        import jax.numpy as jnp


        def mse(model, x, y):
            return jnp.mean((jax.vmap(model)(x) - y) ** 2)
    """,
    "train.py": HEADER + "from nets import MLP, mse\n" + _TRAIN.split("\n\n\n", 1)[1],
}


def test_training_project_in_every_face(tmp_path, capsys):
    """The mistake in nets/mlp.py, the transform in train.py: reported there by `check` on the
    folder and on the file alone; after `--fix --unsafe-fixes` the project runs."""
    write_files(tmp_path, _PROJECT)
    ran = run_project(tmp_path, "import train")
    assert ran.returncode != 0 and "TracerBoolConversionError" in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == [("mlp.py", 17, "JAX101")]
    assert json_findings(capsys, str(tmp_path / "nets" / "mlp.py")) == [("mlp.py", 17, "JAX101")]
    json_findings(capsys, "--fix", "--unsafe-fixes", str(tmp_path))
    assert json_findings(capsys, str(tmp_path)) == []
    fixed = run_project(tmp_path, "import train")
    assert fixed.returncode == 0, fixed.stderr
