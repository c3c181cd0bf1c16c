"""A finding another module's traced code causes in a file, fixed in that file, where the file's
own lint does not see it: its importer search (project_scan.candidates) stops at the nearer
module that applies a transform (`model.py`'s vmap), while the jit that traces the value is
farther (`train.py`'s constructor). The fix runner now offers the finding, as the run reported it,
to that file's loop, which starts again from the text as read, when its edits are offsets into
that text (issue #14: mf21b_molecule_equivariant_neighbors kept `np.cos` of a traced distance,
"0 fixed, 1 remaining"; with a fix of the file's own beside it, main also said "0 remaining").

Executed: the fixed project runs under jax.jit and matches the unfixed one run eagerly; the
summary is true.
"""

from __future__ import annotations

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_PROJECT = {
    "kit/__init__.py": '''from .model import Model
''',
    "kit/geometry/__init__.py": '''from .basis import envelope
''',
    "kit/geometry/basis.py": '''import jax.numpy as jnp
import numpy as np


def envelope(r, cutoff):
    smooth = 0.5 * (np.cos(np.pi * r / cutoff) + 1.0)
    return jnp.where(r < cutoff, smooth, 0.0)

''',
    "kit/layers/__init__.py": '''from .block import Block
''',
    "kit/layers/block.py": '''import jax.numpy as jnp

from ..geometry import envelope


class Block:
    def __init__(self, cutoff):
        self.cutoff = cutoff

    def __call__(self, w, x):
        r = jnp.abs(x @ w)
        return envelope(r, self.cutoff) * r
''',
    "kit/model.py": '''import jax
import jax.numpy as jnp

from .layers import Block


class Model:
    def __init__(self, cutoff):
        self.block = Block(cutoff)

    def loss(self, w, x):
        return jnp.sum(self.block(w, x) ** 2)

    def row_norms(self, x):
        return jax.vmap(jnp.linalg.norm)(x)
''',
    "kit/train.py": '''import jax


class Trainer:
    def __init__(self, model):
        self.model = model
        self._value = jax.jit(self.loss)

    def loss(self, w, x):
        return self.model.loss(w, x)

    def value(self, w, x):
        return self._value(w, x)
''',
    "main.py": '''import jax.numpy as jnp

from kit import Model
from kit.train import Trainer


def main():
    x = jnp.linspace(-1.0, 1.0, 12).reshape(4, 3)
    w = jnp.linspace(0.5, 1.5, 6).reshape(3, 2)
    model = Model(1.2)
    trainer = Trainer(model)
    return trainer.value(w, x)
''',
}


def test_a_finding_from_a_far_importer_is_fixed_in_its_file(tmp_path, capsys):
    write_files(tmp_path, _PROJECT)
    assert call_project(tmp_path, "main:main", eager=False) == "TracerArrayConversionError"
    reference = call_project(tmp_path, "main:main", eager=True)
    summary = fix_project(tmp_path, capsys)
    assert "1 fixed, 0 remaining" in summary, summary
    assert "jnp.cos(np.pi * r / cutoff)" in (tmp_path / "kit" / "geometry" / "basis.py").read_text()
    np.testing.assert_allclose(call_project(tmp_path, "main:main", eager=False), reference, rtol=1e-6)


def test_fixed_with_the_files_own_fixes_and_the_count_is_true(tmp_path, capsys):
    """The file's own lint fixes `wave` too: the loop starts again from the text as read, where the
    far importer's edits (its digest matches) still hold; both land and the summary is true."""
    basis = "import jax\n" + _PROJECT["kit/geometry/basis.py"] + "\n\n@jax.jit\ndef wave(x):\n    return np.sin(x)\n"
    write_files(tmp_path, {**_PROJECT, "kit/geometry/basis.py": basis})
    summary = fix_project(tmp_path, capsys)
    assert "2 fixed, 0 remaining" in summary, summary
    fixed = (tmp_path / "kit" / "geometry" / "basis.py").read_text()
    assert "jnp.cos(np.pi * r / cutoff)" in fixed and "return jnp.sin(x)" in fixed
    from jaxlint.cli import main

    main(["check", "--no-cache", str(tmp_path)])
    assert "All checks passed" in capsys.readouterr().out
