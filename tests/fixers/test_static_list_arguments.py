"""JAX810, a list handed to a static parameter whatever spells it (`args.widths` of an argparse
option with `nargs`, `meta["widths"]`) -> `tuple(...)` at the call, when the jitted function (here
in another module) reads the parameter only as a sequence (issue #14: a project made to run by
`--fix --unsafe-fixes`). Unsafe: applied by `--unsafe-fixes` only.

Executed: the fixed project runs under jax.jit and matches the unfixed code run eagerly
(`jax.disable_jit`, where a list static argument is never hashed). A tuple in place of a list
changes no traced value, so no gradient can change. Refused (the
call left as written): a jitted function that compares the parameter with a list (a tuple never
equals one), concatenates a list to it, or hands it to a function of its own.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_PROJECT = {
    "model.py": '''from functools import partial

import jax
import jax.numpy as jnp


def init(key, n_in, widths):
    params = []
    for w in widths:
        key, sub = jax.random.split(key)
        params.append(jax.random.normal(sub, (n_in, w)) * 0.3)
        n_in = w
    return params


@partial(jax.jit, static_argnames=("widths",))
def loss(params, x, widths):
    for i, (w, layer) in enumerate(zip(widths, params)):
        x = jnp.tanh(x @ layer)[:, :w] * (i + 1)
    scale = len(widths) + widths[-1]
    return jnp.sum(x ** 2) / scale
''',
    "cli.py": '''import argparse

import jax
import jax.numpy as jnp

import model


def parse(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--widths", type=int, nargs="+", default=[6, 6])
    return parser.parse_args(argv)


def main(argv=("--widths", "5", "3")):
    args = parse(list(argv))
    params = model.init(jax.random.key(0), 4, args.widths)
    x = jnp.linspace(-1.0, 1.0, 12).reshape(3, 4)
    return model.loss(params, x, args.widths), params
''',
}


def test_argparse_list_becomes_a_tuple_at_the_call_and_matches_eager_with_gradients(tmp_path, capsys):
    write_files(tmp_path, _PROJECT)
    assert call_project(tmp_path, "cli:main", eager=False) == "ValueError"  # Non-hashable static arguments
    reference = call_project(tmp_path, "cli:main", eager=True)
    summary = fix_project(tmp_path, capsys)
    assert "1 fixed, 0 remaining" in summary, summary
    cli = (tmp_path / "cli.py").read_text()
    assert "model.loss(params, x, tuple(args.widths))" in cli
    assert (tmp_path / "model.py").read_text() == _PROJECT["model.py"]
    fixed = call_project(tmp_path, "cli:main", eager=False)
    assert isinstance(fixed, list) and len(fixed) == len(reference) == 3  # the loss and two weights
    for got, want in zip(fixed, reference):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def _refused(root: Path, files: dict[str, str], capsys) -> None:
    write_files(root, files)
    summary = fix_project(root, capsys)
    assert "1 remaining" in summary, summary
    assert (root / "cli.py").read_text() == files["cli.py"]


def test_refused_when_the_function_compares_the_parameter_with_a_list(tmp_path, capsys):
    model = _PROJECT["model.py"].replace("    scale = len(widths) + widths[-1]\n",
                                         "    scale = 2.0 if widths == [5, 3] else 1.0\n")
    _refused(tmp_path, {**_PROJECT, "model.py": model}, capsys)


def test_refused_when_the_function_concatenates_a_list_to_it(tmp_path, capsys):
    model = _PROJECT["model.py"].replace("len(widths)", "len(widths + [1])")
    _refused(tmp_path, {**_PROJECT, "model.py": model}, capsys)


def test_refused_when_the_function_hands_it_to_its_own_helper(tmp_path, capsys):
    model = _PROJECT["model.py"].replace("len(widths)", "_count(widths)") + \
        "\n\ndef _count(widths):\n    return len(widths)\n"
    _refused(tmp_path, {**_PROJECT, "model.py": model}, capsys)
