"""The editor's lint of a module skips an importer whose last lint never read that module
(jaxlint/importer_memo.py), and still reports what the importers that do read it find there.

model.py is called by train.py's jitted `step`; util.py is imported by train.py and applies
a transform (so it is searched for, two hops from model.py), but never reads model.py. An edit
to model.py re-lints train.py and not util.py, and every answer equals a lint from scratch.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import jaxlint.engine as engine
from jaxlint import importer_memo
from jaxlint.config import Config
from jaxlint.lsp_worker import lint_job

MODEL = '''import jax.numpy as jnp

SIZE = 3


def forward(x):
    return jnp.tanh(x)
'''
# the same module after an edit that tests a traced value in a Python condition (JAX101)
MODEL_BRANCHING = MODEL.replace("    return jnp.tanh(x)", "    if x > 0:\n        x = -x\n    return jnp.tanh(x)")
TRAIN = '''import jax

from model import forward
from util import scale


@jax.jit
def step(x):
    return scale(forward(x))
'''
UTIL = '''import jax


@jax.jit
def scale(x):
    return x * 2
'''
# util.py after a change on disk: it now calls into model.py under its own jit
UTIL_READING_MODEL = '''import jax

from model import forward


@jax.jit
def scale(x):
    return forward(x) * 2
'''


@pytest.fixture
def project(tmp_path, monkeypatch):
    for name, text in (("model.py", MODEL), ("train.py", TRAIN), ("util.py", UTIL)):
        (tmp_path / name).write_text(text)
    importer_memo.forget_all()
    linted: list[str] = []
    lint_source = engine.lint_source

    def counting(source, filename="<stdin>", config=None, *args, **kwargs):
        if engine._IMPORTER_LINT:
            linted.append(Path(filename).name)
        return lint_source(source, filename, config, *args, **kwargs)

    monkeypatch.setattr(engine, "lint_source", counting)
    yield tmp_path, linted
    importer_memo.forget_all()


def _lint(path: Path, text: str) -> dict:
    return lint_job(text, str(path), Config(), statement_fixes=False)


def _from_scratch(path: Path, text: str) -> dict:
    importer_memo.forget_all()
    return _lint(path, text)


def _codes(result: dict) -> list[tuple[str, int]]:
    return [(d["code"], d["start"][0]) for d in result["diagnostics"]]


def test_an_importer_that_never_read_the_module_is_not_linted_again(project):
    root, linted = project
    model = root / "model.py"
    _lint(model, MODEL)
    assert sorted(linted) == ["train.py", "util.py"]  # both searched on the first lint
    linted.clear()
    edited = _lint(model, MODEL + "\nEXTRA = 1\n")
    assert linted == ["train.py"]  # util.py's lint did not read model.py: remembered
    assert edited == _from_scratch(model, MODEL + "\nEXTRA = 1\n")


def test_what_a_reading_importer_finds_after_the_edit_is_still_reported(project):
    root, linted = project
    model = root / "model.py"
    assert _codes(_lint(model, MODEL)) == []
    linted.clear()
    edited = _lint(model, MODEL_BRANCHING)
    assert linted == ["train.py"]
    assert _codes(edited) == [("JAX101", 7)]  # train.py's jitted step traces forward
    assert edited == _from_scratch(model, MODEL_BRANCHING)
    model.write_text(MODEL_BRANCHING)  # saved: JAX agrees that step fails as marked
    run = subprocess.run([sys.executable, "-c", "import train; train.step(1.0)"], cwd=root,
                         capture_output=True, text=True, timeout=300, env={**os.environ, "JAX_PLATFORMS": "cpu"})
    assert run.returncode != 0 and "TracerBoolConversionError" in run.stderr, run.stderr[-2000:]


def test_an_importer_changed_on_disk_is_linted_again(project):
    root, linted = project
    model = root / "model.py"
    _lint(model, MODEL)
    (root / "util.py").write_text(UTIL_READING_MODEL)  # another size: another stamp
    linted.clear()
    edited = _lint(model, MODEL_BRANCHING)
    assert sorted(linted) == ["train.py", "util.py"]
    assert edited == _from_scratch(model, MODEL_BRANCHING)
    linted.clear()
    _lint(model, MODEL_BRANCHING + "\nEXTRA = 1\n")
    assert sorted(linted) == ["train.py", "util.py"]  # util.py reads model.py now: never remembered


def test_a_remembered_lint_holds_while_every_file_it_read_keeps_its_stamp(tmp_path):
    """A file the importer's lint read (another module it called into) changing on disk, or the
    configuration changing, drops the remembered lint; the module's own edits do not."""
    importer_memo.forget_all()
    read, importer = tmp_path / "layers.py", tmp_path / "util.py"
    read.write_text("X = 1\n")
    importer.write_text(UTIL)
    st = os.stat(read)
    found = engine.LintResult(dependencies={str(read): (st.st_mtime_ns, st.st_size)})
    key = importer_memo.key_of(str(tmp_path / "model.py"), str(importer), frozenset(), True, False)
    stamp = (os.stat(importer).st_mtime_ns, os.stat(importer).st_size)
    importer_memo.keep(key, Config(), stamp, found)
    assert importer_memo.recall(key, Config(), stamp) is not None
    assert importer_memo.recall(key, Config(select=("JAX1",)), stamp) is None  # dropped with another config
    importer_memo.keep(key, Config(), stamp, found)
    read.write_text("X = 12\n")
    assert importer_memo.recall(key, Config(), stamp) is None
    reading = engine.LintResult(dependencies={str(tmp_path / "model.py"): (1, 1)})
    importer_memo.keep(key, Config(), stamp, reading)  # it read the module: never remembered
    assert importer_memo.recall(key, Config(), stamp) is None
