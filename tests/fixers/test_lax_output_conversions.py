"""JAX105, `int(v)` / `.item()` / `float(v)` of a traced value that a lax body returns (a
`lax.cond` branch, a method handed to it; a metrics helper a `lax.map` body calls, its result in
the body's returned dict) -> the value stays an array: `v.astype(int)`,
`jax.lax.stop_gradient(v)`, `v.astype(float)` (issue #14: mf18_lax_map_eval_item,
mf19_cond_inherited_greedy_int). lax makes a body's output an array anyway; the rewrites keep the
dtype's kind the conversion gave, so the branches and carries still agree. Unsafe.

Executed: the fixed project runs under jax.jit and matches the unfixed code run eagerly
(`jax.disable_jit`, where the conversions work), gradients included (`.item()` stopped them,
stop_gradient does; float() has no eager gradient to compare). Refused: `bool()` returned by a
branch (the carry/branch dtype would change), a converted value a shape needs.
"""

from __future__ import annotations

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_PROJECT = {
    "metrics.py": '''import jax.numpy as jnp


def accuracy(logits, labels):
    return (jnp.argmax(logits, axis=-1) == labels).mean().item()


def spread(logits):
    return {"spread": float(jnp.max(logits) - jnp.min(logits))}
''',
    "agents.py": '''import jax
import jax.numpy as jnp
from jax import lax


class Agent:
    def __init__(self, n_actions, epsilon):
        self.n_actions = n_actions
        self.epsilon = epsilon

    def greedy(self, key, q):
        return int(jnp.argmax(q))

    def explore(self, key, q):
        return jax.random.randint(key, (), 0, self.n_actions)

    def act(self, key, q):
        k1, k2 = jax.random.split(key)
        return lax.cond(jax.random.uniform(k1) < self.epsilon, self.explore, self.greedy, k2, q)
''',
    "main.py": '''from functools import partial

import jax
import jax.numpy as jnp

import metrics
from agents import Agent


def eval_step(w, batch):
    logits = batch["x"] @ w
    return {"acc": metrics.accuracy(logits, batch["y"]), "mse": jnp.mean(logits ** 2),
            **metrics.spread(logits)}


def total(w, batches):
    out = jax.lax.map(partial(eval_step, w), batches)
    return jnp.sum(out["mse"]) + jnp.sum(out["acc"]) + jnp.sum(out["spread"])


def scored(w, batches):
    out = jax.lax.map(lambda b: metrics.accuracy(b["x"] @ w, b["y"]) + jnp.mean((b["x"] @ w) ** 2), batches)
    return jnp.sum(out)


def main():
    k_x, k_y = jax.random.split(jax.random.key(0))
    batches = {"x": jax.random.normal(k_x, (3, 8, 4)), "y": jax.random.randint(k_y, (3, 8), 0, 3)}
    w = jnp.linspace(-1.0, 1.0, 12).reshape(4, 3)
    act = jax.jit(Agent(4, 0.5).act)
    actions = [act(k, jnp.array([0.1, 0.7, 0.2, 0.0])) for k in jax.random.split(jax.random.key(1), 4)]
    return jax.jit(total)(w, batches), jax.jit(jax.grad(scored))(w, batches), actions
''',
}


def test_lax_outputs_stay_arrays_and_match_eager_with_gradients(tmp_path, capsys):
    write_files(tmp_path, _PROJECT)
    assert call_project(tmp_path, "main:main", eager=False) in ("ConcretizationTypeError",
                                                                "TracerIntegerConversionError")
    reference = call_project(tmp_path, "main:main", eager=True)
    summary = fix_project(tmp_path, capsys)
    assert "3 fixed, 0 remaining" in summary, summary
    assert "return int(jnp.argmax(q))" not in (tmp_path / "agents.py").read_text()
    fixed = call_project(tmp_path, "main:main", eager=False)
    assert isinstance(fixed, list) and len(fixed) == len(reference) == 6  # total, its gradient, 4 actions
    for got, want in zip(fixed, reference):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def _left_as_written(root, files, capsys) -> None:
    write_files(root, files)
    fix_project(root, capsys)
    assert (root / "agents.py").read_text() == files["agents.py"]


def test_refused_for_bool_returned_by_a_branch(tmp_path, capsys):
    agents = _PROJECT["agents.py"].replace("return int(jnp.argmax(q))", "return bool(jnp.argmax(q) > 1)").replace(
        "return jax.random.randint(key, (), 0, self.n_actions)", "return jax.random.uniform(key) < 0.5")
    _left_as_written(tmp_path, {**_PROJECT, "agents.py": agents}, capsys)


def test_refused_where_a_shape_needs_the_value(tmp_path, capsys):
    agents = _PROJECT["agents.py"].replace("return int(jnp.argmax(q))",
                                           "n = int(jnp.argmax(q))\n        return jnp.zeros(n).sum().astype(int)")
    _left_as_written(tmp_path, {**_PROJECT, "agents.py": agents}, capsys)
