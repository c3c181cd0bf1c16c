"""The project index parses each file once (issue #14): whatever the analysis asks of another
module (its functions, the callers of an entry point, who configures an object), it asks of the
module the run already parsed, in every face (`check` on the folder, `--fix`, the flake8 plugin).

Every parse goes through `jaxlint.parsing._parse`; the test counts the texts it parses (by text,
so a fix pass's new text is a new text) and fails on any text parsed twice, or handed to Python's
`ast.parse`.
"""

from __future__ import annotations

import ast
import collections
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import jaxlint.parsing as parsing
from jaxlint.cli import main
from jaxlint.flake8_plugin import JaxlintChecker

PROJECTS = Path(__file__).resolve().parent.parent / "projects"
# Transforms in one file reaching another: from-imports, a two-hop helper, a factory, a method
# through an instance, a class hierarchy over a package, lax bodies; each fixable in --fix.
SOME = ["two_hop", "factory", "xs_method_instance", "mf6_integrator_hierarchy", "mf10_scan_body_method_factory",
        "u14_custom_vjp_jit_elsewhere", "mf9_cond_branch_np_clip", "ok_mf7_vmap_method_instance"]

# A jitted method with a static `self` reads an attribute that a set-up method rebinds; the set-up
# is called from another module's constructor on the object it has just built (every caller is
# searched: analysis/constructing.py). Correct as written; calling the set-up again after the first
# render leaves the compiled code stale (JAX303), as tests/analysis/test_unseen_shapes.py runs.
UTILS = """\
import functools

import jax
import jax.numpy as jnp


class RenderingUtils:
    def __init__(self, transparent_id=255):
        self.TRANSPARENT_ID = transparent_id

    def load_and_setup_assets(self, colors):
        self.TRANSPARENT_ID = len(colors)  # one past the highest color id
        return jnp.asarray(colors)

    @functools.partial(jax.jit, static_argnums=(0,))
    def render_at(self, raster, mask):
        return jnp.where(mask != self.TRANSPARENT_ID, mask, raster)
"""
GAME = """\
import jax.numpy as jnp

from utils import RenderingUtils


class GameRenderer:
    def __init__(self):
        self.jr = RenderingUtils()
        self.PALETTE = self.jr.load_and_setup_assets([[0, 0, 0], [255, 255, 255]])

    def render(self, raster, mask):
        return self.jr.render_at(raster, mask)


r = GameRenderer()
assert r.render(jnp.zeros(4, jnp.int32), jnp.array([0, 1, 2, 2])).tolist() == [0, 1, 0, 0]
"""
AGAIN = GAME + """\
r.jr.load_and_setup_assets([[0, 0, 0], [255, 255, 255], [9, 9, 9]])  # id 2 is a color now
if r.render(jnp.zeros(4, jnp.int32), jnp.array([0, 1, 2, 2])).tolist() == [0, 1, 0, 0]:
    raise RuntimeError("the compiled render still treats id 2 as transparent")
"""


@pytest.fixture
def parses(monkeypatch):
    """Counter: text -> how many times LibCST parsed it as a module, and each text of a module
    that Python's `ast.parse` was handed (under the key AST)."""
    counts: collections.Counter = collections.Counter()
    real_parse, real_ast = parsing._parse, ast.parse

    def counting(entry: str, text: str):
        if entry == "parse_module":
            counts[text] += 1
        return real_parse(entry, text)

    def recorded(source, *args, **kwargs):
        if isinstance(source, str) and "import" in source:
            counts[AST, source] += 1
        return real_ast(source, *args, **kwargs)

    monkeypatch.setattr(parsing, "_parse", counting)
    monkeypatch.setattr(ast, "parse", recorded)
    return counts


AST = "ast.parse"


def _twice(counts: collections.Counter) -> list[str]:
    """The texts parsed twice (LibCST, or LibCST and `ast`), or parsed by `ast` at all."""
    return [str(text)[:80] for text, n in counts.items() if (n > 1 or isinstance(text, tuple)) and str(text).strip()]


def _copy(tmp_path: Path, name: str, monkeypatch) -> Path:
    root = tmp_path / name
    shutil.copytree(PROJECTS / name, root)
    monkeypatch.chdir(root)
    return root


def _files(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*.py"))


def _check(capsys, *args: str) -> list[dict]:
    code = main(["check", "--no-cache", "-j", "1", "--output-format", "json", *args])
    out, err = capsys.readouterr()
    assert code in (0, 1), err
    return json.loads(out) if out.strip().startswith("[") else []


@pytest.mark.parametrize("name", SOME)
def test_check_on_the_folder_parses_each_file_once(name, tmp_path, monkeypatch, capsys, parses):
    _copy(tmp_path, name, monkeypatch)
    _check(capsys, ".")
    assert parses and not _twice(parses)


@pytest.mark.parametrize("name", SOME)
def test_fix_parses_each_text_once(name, tmp_path, monkeypatch, capsys, parses):
    """A fix pass's text is parsed to check it and then linted: one parse for both. On the
    folder, a file an importer's traced code has fixable findings in is fixed a second time,
    with them: the texts of the first round are not parsed again."""
    root = _copy(tmp_path, name, monkeypatch)
    for rel in [".", *_files(root)]:
        parses.clear()
        main(["check", "--no-cache", "-j", "1", "--fix", "--unsafe-fixes", "--output-format", "json", rel])
        capsys.readouterr()
        assert not _twice(parses), rel


@pytest.mark.parametrize("name", SOME)
def test_the_flake8_plugin_parses_each_file_once(name, tmp_path, monkeypatch, parses):
    """The plugin lints one file and the importers whose transforms reach it."""
    root = _copy(tmp_path, name, monkeypatch)
    JaxlintChecker.parse_options(type("Options", (), {"select": ["JAX"], "disable_noqa": False})())
    for rel in _files(root):
        parses.clear()
        list(JaxlintChecker(None, (root / rel).read_text().splitlines(keepends=True), rel).run())
        assert not _twice(parses), rel


@pytest.mark.parametrize("game, expected", [(GAME, set()), (AGAIN, {("utils.py", 17, "JAX303")})])
def test_a_constructor_in_another_module_is_read_from_the_index(game, expected, tmp_path, monkeypatch, capsys,
                                                                 parses):
    """Who calls the set-up method, and where, is read from the LibCST modules of the index (it
    was read with Python's `ast`, a second parse of every file searched)."""
    (tmp_path / "utils.py").write_text(UTILS)
    (tmp_path / "game.py").write_text(game)
    monkeypatch.chdir(tmp_path)
    for args in (["."], ["utils.py"]):
        parses.clear()
        found = {(Path(d["filename"]).name, d["location"]["row"], d["code"]) for d in _check(capsys, *args)}
        assert found == expected, args
        assert not _twice(parses), args
    run = subprocess.run([sys.executable, "game.py"], cwd=tmp_path, capture_output=True, text=True, timeout=300,
                         env={**os.environ, "JAX_PLATFORMS": "cpu"})
    assert (run.returncode != 0 and "RuntimeError" in run.stderr) == bool(expected), run.stderr[-2000:]
