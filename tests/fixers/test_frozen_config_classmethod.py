"""JAX810, an instance of a non-frozen dataclass passed to a static parameter, built by a
classmethod of the class (`ModelConfig.from_dict({"width": 4})` whose one statement is `return
cls(**d)`) -> `@dataclass(frozen=True)` where the class is defined (another module), as for an
instance built by `ModelConfig(...)` itself (issue #14: a project made to run by `--fix
--unsafe-fixes`). The dict's values are the fields: each must be a hashable Python value.

Executed: the fixed project runs under jax.jit and matches the unfixed code run eagerly
(`jax.disable_jit`, where the static argument is never hashed), loss and gradients. Refused (the
class left as written): a dict value that is a list (the frozen instance would still not hash), a
classmethod that does more than build the instance, a module storing into a field.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_PROJECT = {
    "config.py": '''from dataclasses import dataclass


@dataclass
class ModelConfig:
    width: int = 8
    depth: int = 2
    scale: float = 0.5

    @classmethod
    def from_dict(cls, d):
        return cls(**d)
''',
    "model.py": '''from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cfg",))
def loss(params, x, cfg):
    for i in range(cfg.depth):
        x = jnp.tanh(x @ params[i][:, :cfg.width]) * cfg.scale
    return jnp.sum(x ** 2)
''',
    "main.py": '''import jax
import jax.numpy as jnp

from config import ModelConfig
from model import loss


def main():
    cfg = ModelConfig.from_dict({"width": 3, "depth": 2})
    params = [jnp.linspace(-1.0, 1.0, 9).reshape(3, 3) * (i + 1) for i in range(cfg.depth)]
    x = jnp.arange(6.0).reshape(2, 3) / 6
    return loss(params, x, cfg=cfg), jax.grad(lambda p: loss(p, x, cfg=cfg))(params)
''',
}


def test_classmethod_built_config_is_frozen_and_matches_eager_with_gradients(tmp_path, capsys):
    write_files(tmp_path, _PROJECT)
    assert call_project(tmp_path, "main:main", eager=False) == "ValueError"  # Non-hashable static arguments
    reference = call_project(tmp_path, "main:main", eager=True)
    summary = fix_project(tmp_path, capsys)
    assert "fixed, 0 remaining" in summary, summary
    assert "@dataclass(frozen=True)\nclass ModelConfig:" in (tmp_path / "config.py").read_text()
    assert (tmp_path / "main.py").read_text() == _PROJECT["main.py"]
    fixed = call_project(tmp_path, "main:main", eager=False)
    assert isinstance(fixed, list) and len(fixed) == len(reference) == 3  # the loss and two gradients
    for got, want in zip(fixed, reference):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def _refused(root: Path, files: dict[str, str], capsys) -> None:
    write_files(root, files)
    fix_project(root, capsys)
    assert (root / "config.py").read_text() == files["config.py"]


def test_refused_when_a_dict_value_is_a_list(tmp_path, capsys):
    main_py = _PROJECT["main.py"].replace('{"width": 3, "depth": 2}', '{"width": 3, "depth": [2]}')
    _refused(tmp_path, {**_PROJECT, "main.py": main_py}, capsys)


def test_refused_when_the_classmethod_does_more_than_build(tmp_path, capsys):
    config = _PROJECT["config.py"].replace("        return cls(**d)\n",
                                           '        d = {**d, "depth": d["depth"] + 1}\n        return cls(**d)\n')
    _refused(tmp_path, {**_PROJECT, "config.py": config}, capsys)


def test_refused_when_a_field_is_stored(tmp_path, capsys):
    config = _PROJECT["config.py"] + "\n\ndef deeper(cfg):\n    cfg.depth += 1\n    return cfg\n"
    _refused(tmp_path, {**_PROJECT, "config.py": config}, capsys)
