"""Multi-file round 20b (the mf20b_* projects): the capability it added, each case beside a
neighbour where it must hold back. Every case is run under JAX, so a verdict is JAX's.

- A registry indexed by a loop variable over a display of string literals: `for arch in
  ("lightgcn", "gat"): cfg = RecConfig(arch=arch)`, then another module's factory builds
  `MODELS[cfg.arch]()` for each. The key holds each literal in turn (registry_keys), also when
  the loop variable is handed to a frozen config's field, so the layers a jitted method runs are
  those classes' (a choice when they differ) and `jnp.unique` in the graph-attention layer's
  helper is reported (JAX602). A loop over a display that is not all literals says nothing.
- `jax.value_and_grad(self._loss, has_aux=True)(params, batch)` in a method a constructor jits
  (`self._step = jax.jit(self._train_step)`): `self._loss` read as a value is the bound method,
  as a call `self._loss(params, batch)` already was, so the loss is walked with the jit's traced
  `batch` and `int(mask.sum())` in another module's loss is reported (JAX105); before, the
  bound method of a receiver whose object the frame does not know was no function at all.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_project_outcome, assert_shape_case, folder_and_alone_findings, write_files

_METHOD_GRAD_IN_A_CONSTRUCTOR_JIT = """
import jax
import jax.numpy as jnp


def masked_mean(values, mask):
    BODY


class Trainer:
    def __init__(self, lr):
        self.lr = lr
        self._step = jax.jit(self._train_step)

    def _loss(self, params, batch):
        out = params * batch["inputs"]
        return masked_mean(out, batch["mask"]), out.sum()

    def _train_step(self, params, batch):
        (loss, aux), grads = GRAD(self._loss, has_aux=True)(params, batch)
        return params - self.lr * grads, loss

    def fit(self, params, batches):
        for batch in batches:
            params, loss = self._step(params, batch)
        return params


Trainer(0.1).fit(jnp.ones(3), [{"inputs": jnp.ones(3), "mask": jnp.array([1.0, 0.0, 1.0])}])
"""

METHOD_CASES = [
    ("bound_method_value_and_grad_int", "jax.value_and_grad",
     "return jnp.sum(values * mask) / int(mask.sum())", "ConcretizationTypeError", "JAX105"),
    ("bound_method_value_and_grad_maximum", "jax.value_and_grad",
     "return jnp.sum(values * mask) / jnp.maximum(mask.sum(), 1.0)", None, ""),
    ("bound_method_grad_if", "jax.grad",
     "if mask.sum() > 0:\n        return jnp.sum(values * mask)\n    return 0.0", "TracerBoolConversionError", "JAX101"),
]


@pytest.mark.parametrize("name, grad, body, error, finding", METHOD_CASES, ids=[c[0] for c in METHOD_CASES])
def test_a_bound_method_handed_to_grad_in_a_method_a_constructor_jits(name, grad, body, error, finding):
    source = _METHOD_GRAD_IN_A_CONSTRUCTOR_JIT.replace("BODY", body).replace("GRAD", grad)
    if grad == "jax.grad":
        source = source.replace("(loss, aux), grads =", "grads, loss =").replace("has_aux=True)(params, batch)",
                                                                              "has_aux=True)(params, batch)")
    assert_shape_case(name, source, error, finding)

_LOOP_KEYED_REGISTRY = {
    "rec/__init__.py": "",
    "rec/config.py": """
        from dataclasses import dataclass


        @dataclass(frozen=True)
        class Config:
            arch: str = "mean"
            width: int = 4
        """,
    "rec/layers.py": """
        import jax.numpy as jnp


        class MeanLayer:
            def __call__(self, h, ids):
                return h * 0.5


        class UniqueLayer:
            def __call__(self, h, ids):
                present = UNIQUE
                return h + present.sum()
        """,
    "rec/models.py": """
        import jax

        from .layers import MeanLayer, UniqueLayer

        LAYERS = {"mean": MeanLayer, "unique": UniqueLayer}


        class Model:
            def __init__(self, layer, ids):
                self.layer = layer
                self.ids = ids
                self.apply = jax.jit(self._apply)

            def _apply(self, h):
                return self.layer(h, self.ids)


        def build(cfg, ids):
            return Model(LAYERS[cfg.arch](), ids)
        """,
    "main.py": """
        import jax.numpy as jnp

        from rec.config import Config
        from rec.models import build


        def main():
            out = []
            for arch in ARCHS:
                cfg = Config(arch=arch)
                model = build(cfg, jnp.array([0, 2, 2, 1]))
                out.append(model.apply(jnp.ones(4)))
            return out
        """,
}


@pytest.mark.parametrize(("archs", "unique", "error", "expected"), [
    ('("mean", "unique")', "jnp.unique(ids)", "ConcretizationTypeError", [("layers.py", 11, "JAX602")]),
    ('("mean", "unique")', "jnp.unique(ids, size=4, fill_value=0)", None, []),
    ('["unique"]', "jnp.unique(ids)", "ConcretizationTypeError", [("layers.py", 11, "JAX602")]),
    ('("mean", "mean")', "jnp.unique(ids)", None, []),
], ids=["loop_over_two_keys_unique", "loop_over_two_keys_unique_sized", "loop_over_list_one_key", "loop_never_picks_it"])
def test_a_registry_key_from_a_loop_over_literals(archs, unique, error, expected, tmp_path, capsys, monkeypatch):
    files = {n: t.replace("UNIQUE", unique).replace("ARCHS", archs) for n, t in _LOOP_KEYED_REGISTRY.items()}
    write_files(tmp_path, files)
    assert_project_outcome(tmp_path, "import main; main.main()", error)
    folder, alone = folder_and_alone_findings(capsys, monkeypatch, tmp_path, "rec/layers.py")
    assert folder == alone == expected


def test_a_loop_over_names_not_all_literals_says_nothing(tmp_path, capsys, monkeypatch):
    """`for arch in ("mean", ARCH)`: ARCH a module global, the key not read: nothing reported
    (the project still raises, `unique` is picked)."""
    files = {n: t.replace("UNIQUE", "jnp.unique(ids)").replace("ARCHS", '("mean", ARCH)')
             for n, t in _LOOP_KEYED_REGISTRY.items()}
    files["main.py"] = files["main.py"].replace("def main():", 'ARCH = "unique"\n\n\n        def main():')
    write_files(tmp_path, files)
    assert_project_outcome(tmp_path, "import main; main.main()", "ConcretizationTypeError")
    folder, alone = folder_and_alone_findings(capsys, monkeypatch, tmp_path, "rec/layers.py")
    assert folder == alone == []
