"""JAX201, a Python list whose elements the analysis cannot see (`self.scales = list(scales)`, the
scales a caller's config passes) indexed by a traced value, the entry used only in array math
(directly or through a name bound once) -> `jnp.asarray(table)[i]` (issue #14:
mf22b_lora_multitask_finetune's `task_scale = self.task_scales[task]`). Unsafe (indexing.py).

Executed: the fixed project runs under jax.jit and matches the unfixed code run eagerly, value
and gradient. Refused: an entry a Python `if` tests, an entry used as a shape.
"""

from __future__ import annotations

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_PROJECT = {
    "heads.py": '''import jax.numpy as jnp


class ScaledHeads:
    def __init__(self, scales, widths):
        self.scales = list(scales)
        self.widths = list(widths)

    def __call__(self, w, x, task):
        scale = self.scales[task]
        return jnp.tanh(x @ w) * scale + self.scales[task] ** 2
''',
    "main.py": '''import jax
import jax.numpy as jnp

from heads import ScaledHeads

CONFIG = {"scales": (1.0, 0.5, 2.0), "widths": (2, 3, 4)}


def main():
    heads = ScaledHeads(CONFIG["scales"], CONFIG["widths"])
    loss = lambda w, x, task: jnp.sum(heads(w, x, task))
    w = jnp.ones((3, 2)) * 0.3
    x = jnp.arange(6.0).reshape(2, 3)
    return jax.jit(jax.value_and_grad(loss))(w, x, jnp.array(2))
''',
}


def test_unknown_list_entry_in_math_is_stacked_and_matches_eager(tmp_path, capsys):
    write_files(tmp_path, _PROJECT)
    assert call_project(tmp_path, "main:main", eager=False) == "TracerIntegerConversionError"
    reference = call_project(tmp_path, "main:main", eager=True)
    summary = fix_project(tmp_path, capsys)
    assert "2 fixed, 0 remaining" in summary, summary
    fixed = (tmp_path / "heads.py").read_text()
    assert fixed.count("jnp.asarray(self.scales)[task]") == 2, fixed
    got = call_project(tmp_path, "main:main", eager=False)
    assert isinstance(got, list) and len(got) == len(reference) == 2  # the value, the gradient
    for a, b in zip(got, reference):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


def test_refused_for_a_python_test_or_a_shape(tmp_path, capsys):
    text = _PROJECT["heads.py"].replace(
        "        scale = self.scales[task]\n",
        "        scale = self.scales[task]\n        if scale > 1.0:\n            x = x * 2\n").replace(
        " + self.scales[task] ** 2", " + jnp.zeros(self.widths[task])[0]")
    write_files(tmp_path, {**_PROJECT, "heads.py": text})
    fix_project(tmp_path, capsys)
    fixed = (tmp_path / "heads.py").read_text()
    assert "asarray" not in fixed, fixed
