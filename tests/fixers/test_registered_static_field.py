"""JAX202 on a field of a dataclass registered by a bare `@jax.tree_util.register_dataclass`
(issue #14: a config object passed to a jitted function, every int field traced) -> the field is
declared static with `dataclasses.field(metadata={"static": True})`, which register_dataclass
reads. A `@property` computed from fields only (`self.width * self.expansion`) marks each field it
reads. Unsafe (the pytree's structure changes): applied by `--fix --unsafe-fixes`.

Executed: the fixed project runs under jax.jit and matches the unfixed code run eagerly
(`jax.disable_jit`), loss and gradients. Refused (no edit): fields the registration lists itself
(`data_fields=[...]`), a property that calls something, a field not annotated with a hashable
type.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from jaxlint.cli import main
from tests.helpers import call_project, fix_project, write_files

_PROPERTY_PROJECT = {
    "config.py": '''import dataclasses

import jax


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class ModelConfig:
    width: int
    expansion: int = 4

    @property
    def hidden(self):
        return self.width * self.expansion
''',
    "model.py": '''import jax
import jax.numpy as jnp


def init(key, cfg):
    k1, k2 = jax.random.split(key)
    return {"w_in": jax.random.normal(k1, (cfg.width, cfg.hidden)),
            "w_out": jax.random.normal(k2, (cfg.hidden, cfg.width))}


def loss(params, x, cfg):
    h = jax.nn.gelu(x @ params["w_in"])
    gate = jnp.linspace(0.5, 1.5, cfg.hidden)
    return jnp.sum(((h * gate) @ params["w_out"]) ** 2)
''',
    "train.py": '''import jax
import jax.numpy as jnp

import model
from config import ModelConfig


def main():
    cfg = ModelConfig(width=3)
    params = model.init(jax.random.key(0), cfg)
    x = jnp.arange(6.0).reshape(2, 3) / 6
    value, grads = jax.jit(jax.value_and_grad(model.loss))(params, x, cfg)
    return value, grads
''',
}

_TUPLE_PROJECT = {
    "shapes.py": '''from dataclasses import dataclass

import jax


@jax.tree_util.register_dataclass
@dataclass(frozen=True)
class Grid:
    scale: float
    rows: int = 2
''',
    "run.py": '''import jax
import jax.numpy as jnp

from shapes import Grid


@jax.jit
def fill(grid, v):
    return jnp.zeros((grid.rows, 3)) + v * grid.scale


def main():
    return fill(Grid(scale=0.5, rows=4), jnp.arange(3.0))
''',
}


def _fixed_matches_eager(root: Path, files: dict[str, str], target: str, capsys) -> dict[str, str]:
    write_files(root, files)
    assert call_project(root, target, eager=False) in ("TypeError", "ConcretizationTypeError")
    reference = call_project(root, target, eager=True)
    summary = fix_project(root, capsys)
    assert "0 remaining" in summary, summary
    fixed = call_project(root, target, eager=False)
    assert isinstance(fixed, list), fixed
    assert len(fixed) == len(reference)
    for got, want in zip(fixed, reference):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
    return {name: (root / name).read_text() for name in files}


def test_property_of_fields_marks_each_field_and_matches_eager_with_gradients(tmp_path, capsys):
    texts = _fixed_matches_eager(tmp_path, _PROPERTY_PROJECT, "train:main", capsys)
    assert 'width: int = dataclasses.field(metadata={"static": True})' in texts["config.py"]
    assert 'expansion: int = dataclasses.field(metadata={"static": True}, default=4)' in texts["config.py"]
    assert texts["model.py"] == _PROPERTY_PROJECT["model.py"]


def test_field_in_a_shape_tuple_imports_dataclasses_and_matches_eager(tmp_path, capsys):
    texts = _fixed_matches_eager(tmp_path, _TUPLE_PROJECT, "run:main", capsys)
    assert "import dataclasses" in texts["shapes.py"]
    assert 'rows: int = dataclasses.field(metadata={"static": True}, default=2)' in texts["shapes.py"]
    assert "scale: float\n" in texts["shapes.py"]  # only the field the shape reads


def _refused(root: Path, files: dict[str, str], declaring: str, capsys) -> None:
    """The module declaring the class is left as written (other rules may still edit callers)."""
    write_files(root, files)
    main(["check", "--no-cache", "--output-format", "json", str(root)])
    assert "dataclasses.field" not in capsys.readouterr().out
    fix_project(root, capsys)
    assert (root / declaring).read_text() == files[declaring]


def test_refused_when_the_registration_lists_its_fields(tmp_path, capsys):
    config = _PROPERTY_PROJECT["config.py"].replace(
        "@jax.tree_util.register_dataclass\n", "").replace(
        "    def hidden(self):\n        return self.width * self.expansion\n",
        "    def hidden(self):\n        return self.width * self.expansion\n\n\n"
        "jax.tree_util.register_dataclass(ModelConfig, data_fields=['width', 'expansion'], meta_fields=[])\n")
    _refused(tmp_path, {**_PROPERTY_PROJECT, "config.py": config}, "config.py", capsys)


def test_refused_when_the_property_calls_something(tmp_path, capsys):
    config = _PROPERTY_PROJECT["config.py"].replace("return self.width * self.expansion",
                                                    "return abs(self.width) * self.expansion")
    _refused(tmp_path, {**_PROPERTY_PROJECT, "config.py": config}, "config.py", capsys)


def test_refused_when_the_field_is_not_annotated_hashable(tmp_path, capsys):
    shapes = _TUPLE_PROJECT["shapes.py"].replace("rows: int = 2", "rows: jax.Array = 2")
    _refused(tmp_path, {**_TUPLE_PROJECT, "shapes.py": shapes}, "shapes.py", capsys)


def test_static_argnames_refused_when_the_immediate_call_passes_a_non_frozen_dataclass(tmp_path, capsys):
    """`jax.jit(f)(params, x, cfg)` with `cfg = ModelConfig(...)` (eq=True leaves `__hash__` None)
    in the calling function: static_argnames would raise ValueError (non-hashable static
    argument), so the entry point is left as written, as for `step = jax.jit(f); step(...)`."""
    config = _PROPERTY_PROJECT["config.py"].replace("return self.width * self.expansion",
                                                    "return abs(self.width) * self.expansion")
    write_files(tmp_path, {**_PROPERTY_PROJECT, "config.py": config})
    fix_project(tmp_path, capsys)
    assert (tmp_path / "train.py").read_text() == _PROPERTY_PROJECT["train.py"]
