"""JAX201, a dict of functions indexed by a traced parameter and called (`ACTIVATIONS[activation](h)`
in a helper, the name handed down from a jitted step; issue #14: mf15_configdict_activation_traced)
-> the jitted entry point marks the parameter static. Only a hashable Python key finds an entry
(a tracer never does, and a string cannot even be traced), so the static key is the one value
that works. Unsafe when a caller's value is not a literal.

Executed: the fixed project runs under jax.jit and matches the unfixed code run eagerly
(`jax.disable_jit`), with gradients (the step differentiates through the chosen activation).
Refused (no edit): a caller passing an array for the key.
"""

from __future__ import annotations

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_PROJECT = {
    "layers.py": '''import jax
import jax.numpy as jnp

ACTIVATIONS = {"relu": jax.nn.relu, "tanh": jnp.tanh}


def forward(params, x, activation):
    return ACTIVATIONS[activation](x @ params["w1"]) @ params["w2"]


def loss_fn(params, x, y, activation):
    return jnp.mean((forward(params, x, activation) - y) ** 2)
''',
    "step.py": '''import jax

from layers import loss_fn


@jax.jit
def train_step(params, x, y, activation):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y, activation)
    return loss, grads
''',
    "train.py": '''import jax.numpy as jnp

from step import train_step


def settings():
    return {"activation": "tanh", "hidden": 4}


def run():
    cfg = settings()
    params = {"w1": jnp.linspace(-1.0, 1.0, 12).reshape(3, 4), "w2": jnp.ones((4, 1)) * 0.3}
    x, y = jnp.arange(6.0).reshape(2, 3) / 6, jnp.ones((2, 1))
    return train_step(params, x, y, cfg["activation"])
''',
}


def test_dict_key_parameter_is_marked_static_and_matches_eager_with_gradients(tmp_path, capsys):
    write_files(tmp_path, _PROJECT)
    assert call_project(tmp_path, "train:run", eager=False) == "TypeError"
    reference = call_project(tmp_path, "train:run", eager=True)
    summary = fix_project(tmp_path, capsys)
    assert "0 remaining" in summary, summary
    assert '@partial(jax.jit, static_argnames=("activation",))' in (tmp_path / "step.py").read_text()
    assert (tmp_path / "layers.py").read_text() == _PROJECT["layers.py"]
    fixed = call_project(tmp_path, "train:run", eager=False)
    assert isinstance(fixed, list) and len(fixed) == len(reference) == 3  # the loss and two gradients
    for got, want in zip(fixed, reference):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_refused_when_a_caller_passes_an_array_key(tmp_path, capsys):
    layers = _PROJECT["layers.py"].replace('{"relu": jax.nn.relu, "tanh": jnp.tanh}', "{0: jax.nn.relu, 1: jnp.tanh}")
    train = _PROJECT["train.py"].replace('cfg["activation"])', "jnp.argmax(y[:, 0]))")
    files = {**_PROJECT, "layers.py": layers, "train.py": train}
    write_files(tmp_path, files)
    fix_project(tmp_path, capsys)
    assert (tmp_path / "step.py").read_text() == files["step.py"]
