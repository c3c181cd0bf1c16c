"""The importer scan (jaxlint/project_scan.py) keeps the files that can transform this module's
functions and drops those that only say its name: each one it keeps is parsed."""

from __future__ import annotations

import os
from pathlib import Path

from jaxlint import project_scan


def _project(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tmp_path


def _candidates(root: Path, module: str) -> list[str]:
    project_scan._FILES.clear()
    return sorted(Path(p).name for p in project_scan.candidates(str(root / module), root))


def test_importers_are_kept_and_mentions_are_not(tmp_path):
    root = _project(tmp_path, {
        "model.py": "def loss_fn(p, x):\n    return p * x\n",
        "train.py": "import jax\nfrom model import loss_fn\n\nstep = jax.jit(jax.grad(loss_fn))\n",
        "attr.py": "import jax\nimport pkg\n\nstep = jax.jit(pkg.model.loss_fn)\n",
        "comment.py": "import jax\n# the model module is elsewhere\nf = jax.jit(lambda x: x)\n",
        "other_name.py": "import jax\nfrom model import something_else\nf = jax.jit(something_else)\n",
    })
    assert _candidates(root, "model.py") == ["attr.py", "train.py"]


def test_a_renaming_reexport_keeps_its_importers(tmp_path):
    root = _project(tmp_path, {
        "pkg/__init__.py": "from .losses import loss_fn as objective\n",
        "pkg/losses.py": "def loss_fn(p, x):\n    return p * x\n",
        "train.py": "import jax\nfrom pkg import objective\n\nstep = jax.jit(objective)\n",
        "unrelated.py": "import jax\nfrom pkg import other\n\nstep = jax.jit(other)\n",
    })
    assert _candidates(root, "pkg/losses.py") == ["train.py"]


def test_a_package_reexporting_from_below_an_empty_init_keeps_its_importers(tmp_path):
    root = _project(tmp_path, {
        "lib/__init__.py": "from .text.ranking import rerank\n",
        "lib/text/__init__.py": "",
        "lib/text/ranking.py": "def rerank(q, d):\n    return d @ q\n",
        "main.py": "import jax\nimport lib\n\n@jax.jit\ndef search(q, d):\n    return lib.rerank(q, d)\n",
    })
    assert _candidates(root, "lib/text/ranking.py") == ["main.py"]


def test_an_importer_of_a_table_of_functions_is_kept(tmp_path):
    root = _project(tmp_path, {
        "branches.py": "import jax.numpy as jnp\n\n\ndef relu(x):\n    return jnp.maximum(x, 0)\n\n\n"
                       "def neg(x):\n    return -x\n\n\nBRANCHES = (relu, neg)\n",
        "apply.py": "import jax\nfrom branches import BRANCHES\n\nf = jax.jit(lambda i, x: jax.lax.switch(i, BRANCHES, x))\n",
    })
    assert _candidates(root, "branches.py") == ["apply.py"]


def test_a_module_without_functions_has_no_importers_to_scan(tmp_path):
    root = _project(tmp_path, {
        "consts.py": "SCALE = 2\n",
        "train.py": "import jax\nfrom consts import SCALE\n\nstep = jax.jit(lambda x: x * SCALE)\n",
    })
    assert _candidates(root, "consts.py") == []


def test_direct_importers_come_before_those_through_the_package(tmp_path):
    root = _project(tmp_path, {
        "pkg/__init__.py": "from .losses import loss_fn\n",
        "pkg/losses.py": "def loss_fn(p, x):\n    return p * x\n",
        "a_via_package.py": "import jax\nfrom pkg import loss_fn\n\nstep = jax.jit(loss_fn)\n",
        "z_direct.py": "import jax\nfrom pkg.losses import loss_fn\n\nstep = jax.jit(loss_fn)\n",
    })
    project_scan._FILES.clear()
    found = [Path(p).name for p in project_scan.candidates(str(root / "pkg/losses.py"), root)]
    assert found == ["z_direct.py", "a_via_package.py"]  # the analysis parses the first MAX_IMPORTERS only


def test_an_importer_that_spells_only_a_class_is_kept(tmp_path):
    root = _project(tmp_path, {
        "model.py": "class Net:\n    def __call__(self, x):\n        return x * 2\n",
        "train.py": "import jax\nfrom model import Net\n\nstep = jax.jit(Net())\n",
    })
    assert _candidates(root, "model.py") == ["train.py"]


def _two_hops(root: Path, module: str, exclude=frozenset(), enough=project_scan.MAX_FILES) -> list[str]:
    project_scan._FILES.clear()
    found = project_scan.candidates(str(root / module), root, frozenset(str(root / p) for p in exclude),
                                    hops=2, enough=enough)
    return [Path(p).name for p in found]


TWO_HOPS = {
    "ops.py": "def take_row(table, i):\n    return [table[0]][i]\n",
    "model.py": "from ops import take_row\n\ndef embed(t, i):\n    return take_row(t, i)\n",
    "train.py": "import jax\nimport model\n\nstep = jax.jit(model.embed)\n",
    "other.py": "import jax\nfrom ops import take_row\n\nf = jax.jit(take_row)\n",
    "says_ops.py": "import jax\n# ops and model are elsewhere\nf = jax.jit(lambda x: x)\n",
}


def test_a_transform_two_imports_away_is_found_after_the_direct_ones(tmp_path):
    root = _project(tmp_path, TWO_HOPS)
    assert _candidates(root, "ops.py") == ["other.py"]  # one hop: a direct importer with a transform
    assert _two_hops(root, "ops.py") == ["other.py", "train.py"]


def test_a_module_between_linted_in_the_run_is_followed_but_not_returned(tmp_path):
    root = _project(tmp_path, TWO_HOPS)
    assert _two_hops(root, "ops.py", exclude={"model.py", "other.py"}) == ["train.py"]
    assert _two_hops(root, "ops.py", exclude={"model.py", "other.py", "train.py", "says_ops.py"}) == []


def test_the_second_hop_is_skipped_once_enough_are_found(tmp_path):
    root = _project(tmp_path, TWO_HOPS)
    assert _two_hops(root, "ops.py", enough=1) == ["other.py"]


def test_a_module_between_must_spell_the_function_it_imports(tmp_path):
    root = _project(tmp_path, {**TWO_HOPS, "model.py": "import ops\n\ndef embed(t, i):\n    return t\n"})
    assert _two_hops(root, "ops.py") == ["other.py"]


def test_each_project_file_is_read_once_for_every_module_and_again_when_it_changes(tmp_path, monkeypatch):
    """A whole-tree run asks about every project file for every module: within the run the files'
    text is read and checked once (the answers come from what was read); a lint after it sees a
    changed file, read again."""
    root = _project(tmp_path, {
        "model.py": "def loss_fn(p, x):\n    return p * x\n",
        "layers.py": "def dense(p, x):\n    return p @ x\n",
        "train.py": "import jax\nfrom model import loss_fn\n\nstep = jax.jit(jax.grad(loss_fn))\n",
    })
    reads: list[str] = []
    stats: list[str] = []
    real_read, real_stat = project_scan._read, os.stat
    monkeypatch.setattr(project_scan, "_read", lambda path: reads.append(Path(path).name) or real_read(path))
    monkeypatch.setattr(project_scan.os, "stat", lambda path, *a, **k: stats.append(Path(path).name) or real_stat(path, *a, **k))
    project_scan._TEXTS.clear()
    with project_scan.one_run():
        assert _candidates(root, "model.py") == ["train.py"]
        checked = len(stats)
        assert _candidates(root, "layers.py") == []
    assert reads.count("train.py") == 1 and "train.py" not in stats[checked:]
    (root / "train.py").write_text("import jax\nfrom layers import dense\n\nstep = jax.jit(dense)\n\n")
    project_scan.lint_starting()  # a lint outside any run
    assert _candidates(root, "layers.py") == ["train.py"]
    assert _candidates(root, "model.py") == []
    assert reads.count("train.py") == 2
