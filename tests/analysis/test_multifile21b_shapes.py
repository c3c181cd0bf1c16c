"""Multi-file round 21b (the mf21b_* projects): the capabilities it added, each case beside a
neighbour where it must hold back. Every case is run under JAX, so a verdict is JAX's.

- A list attribute a constructor starts empty and fills by `self.blocks.append(Block(...))` in a
  loop holds those objects (appended_items.py): a jitted method's `for block, p in
  zip(self.blocks, params)` runs their methods (np.maximum in one is JAX501). An append in another
  method leaves the elements unknown: nothing is said.
- `block_cls = MoEBlock if i % 2 == 0 else DenseBlock`, then `block_cls(cfg)`: an object of either
  class (a choice), so the MoE block's router is walked.
- `normalizer = Normalizer.fit(data)`, a classmethod of another module's class returning
  `cls(...)`, bound in a script and handed to a constructor whose jitted method calls
  `self.normalizer.encode(u)`: an object of that class (before, only a module-level factory was).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_project_outcome, assert_shape_case, folder_and_alone_findings, write_files

_APPENDED_LAYERS = """
import jax
import jax.numpy as jnp
import numpy as np


class Scale:
    def __init__(self, width):
        self.width = width

    def apply(self, p, x):
        return BODY


class Net:
    def __init__(self, widths):
        self.layers = []
        for w in widths:
            self.layers.append(Scale(w))
        self.forward = jax.jit(self._forward)

    def _forward(self, params, x):
        for layer, p in zip(self.layers, params):
            x = layer.apply(p, x)
        return x
EXTRA

net = Net((3, 3))
net.forward([jnp.ones(3), jnp.ones(3)], jnp.ones(3))
"""

_ADD_METHOD = """
    def add(self, layer):
        self.layers.append(layer)
"""

APPENDED_CASES = [
    ("appended_layers_np_maximum", "np.maximum(p * x, 0.0)", "", "TracerArrayConversionError", "JAX501"),
    ("appended_layers_jnp_maximum", "jnp.maximum(p * x, 0.0)", "", None, ""),
    # `Net.add` appends whatever its callers pass: the elements are not known, nothing is said
    ("appended_elsewhere_too", "np.maximum(p * x, 0.0)", _ADD_METHOD, "TracerArrayConversionError", ""),
]


@pytest.mark.parametrize("name, body, extra, error, finding", APPENDED_CASES, ids=[c[0] for c in APPENDED_CASES])
def test_a_list_attribute_filled_by_append_in_the_constructor(name, body, extra, error, finding):
    assert_shape_case(name, _APPENDED_LAYERS.replace("BODY", body).replace("EXTRA", extra), error, finding)


_CHOSEN_CLASS = """
import jax
import jax.numpy as jnp
import numpy as np


class Dense:
    def __call__(self, x):
        return x * 2.0


class Gated(Dense):
    def __call__(self, x):
        return x * GATE


class Stack:
    def __init__(self, n):
        self.blocks = []
        for i in range(n):
            block_cls = Gated if i % 2 == 0 else Dense
            self.blocks.append(block_cls())

    def __call__(self, x):
        for block in self.blocks:
            x = block(x)
        return x


jax.jit(Stack(2))(jnp.ones(3))
"""


@pytest.mark.parametrize("name, gate, error, finding", [
    ("chosen_class_np_tanh", "np.tanh(x)", "TracerArrayConversionError", "JAX501"),
    ("chosen_class_jnp_tanh", "jnp.tanh(x)", None, ""),
], ids=["np_tanh", "jnp_tanh"])
def test_a_class_chosen_by_a_conditional_expression(name, gate, error, finding):
    assert_shape_case(name, _CHOSEN_CLASS.replace("GATE", gate), error, finding)


_CLASSMETHOD_BUILT = {
    "pkg/__init__.py": """
        from .norm import Normalizer
        from .roll import Rollout
        """,
    "pkg/norm.py": """
        import numpy as np


        class Normalizer:
            def __init__(self, mean, std):
                self.mean, self.std = mean, std

            @classmethod
            def fit(cls, data):
                arr = np.asarray(data)
                return cls(float(arr.mean()), float(arr.std()) + 1e-6)

            def encode(self, u):
                return CLIP((u - self.mean) / self.std, -5.0, 5.0)
        """,
    "pkg/roll.py": """
        import jax


        class Rollout:
            def __init__(self, normalizer):
                self.normalizer = normalizer
                self._run = jax.jit(self._step)

            def _step(self, u):
                return self.normalizer.encode(u) * 2.0

            def __call__(self, u):
                return self._run(u)
        """,
    "main.py": """
        import jax.numpy as jnp

        from pkg import Normalizer, Rollout


        def main():
            normalizer = Normalizer.fit(jnp.arange(4.0))
            return Rollout(normalizer)(jnp.ones(3))
        """,
}


CLASSMETHOD_CASES = [
    ("np.clip", "TracerArrayConversionError", [("norm.py", 14, "JAX501")]),
    ("__import__('jax').numpy.clip", None, []),
]


@pytest.mark.parametrize(("clip", "error", "expected"), CLASSMETHOD_CASES, ids=["np_clip", "jnp_clip"])
def test_an_object_a_classmethod_builds_handed_to_a_constructor(clip, error, expected, tmp_path, capsys,
                                                                monkeypatch):
    write_files(tmp_path, {n: t.replace("CLIP", clip) for n, t in _CLASSMETHOD_BUILT.items()})
    folder, alone = folder_and_alone_findings(capsys, monkeypatch, tmp_path, "pkg/norm.py")
    assert folder == alone == expected


@pytest.mark.slow  # a JAX process per case: the verdicts the lint test above relies on
@pytest.mark.parametrize(("clip", "error", "expected"), CLASSMETHOD_CASES, ids=["np_clip", "jnp_clip"])
def test_the_classmethod_cases_run_as_labelled(clip, error, expected, tmp_path):
    write_files(tmp_path, {n: t.replace("CLIP", clip) for n, t in _CLASSMETHOD_BUILT.items()})
    assert_project_outcome(tmp_path, "import main; main.main()", error)
