"""Multi-file round 16 (the mf16_* projects): the capabilities it added, each beside a neighbour
where it must hold back. Every case is run under JAX, so a verdict is JAX's.

- A module whose functions are traced only through a project decorator of a third module
  (`@data_parallel` in step.py, `def data_parallel(fn): return jax.pmap(fn, ...)` in
  parallel.py) is linted the same whatever the process linted before: an index kept from a
  module followed earlier (built without the project) is indexed again knowing the decorator.
  Linting utils.py alone in a fresh process (flake8, the editor, `check utils.py`) used to read
  step.py from that kept index and miss the pmap.
- `ModelConfig.from_dict(d)`, a classmethod whose every `return` is `cls(...)`, called on its
  class, builds an instance of that class: a non-frozen dataclass passed to a static argument is
  unhashable (JAX810), in the caller's module or another.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import assert_fix_makes_project_run, json_findings, run_project, write_files

PROJECTS = Path(__file__).resolve().parent.parent / "projects"
ROUND = sorted(p.name for p in PROJECTS.iterdir() if p.name.startswith("mf16_") and (p / "case.toml").is_file())
ADVICE_ONLY = {  # the fix cannot pick a value for the user: advice, the project still fails
    "mf16_checkpoint_every_branch": "JAX101: a save every n steps inside a traced loop belongs outside it "
                                    "(or in jax.debug.callback): no rewrite keeps the side effect; the save "
                                    "itself (JAX301) is done by jax.debug.callback since branch fixes27 (a "
                                    "fori_loop body's store), inside the `if` that still fails",
}  # mf16_shard_map_helper_int runs since branch fixes28 (`int(jnp.sum(mask))` fed to a lax collective stays an array)
LEFT = {"mf16_checkpoint_every_branch": 1}  # of its 2 marks, the JAX101 advice  # mf16_config_from_dict_static runs since branch fixes26 (`frozen=True` on the class its classmethod builds)
MISSED = {  # test_projects.KNOWN_MISSES
    "mf16_accumulator_static_leak", "mf16_optax_schedule_class_branch", "mf16_zoo_factory_literal_numpy",
}  # mf16_shard_map_helper_int is found since branch repros29 (a def applying nested transforms to its parameter)


def test_round16_projects_are_all_here():
    assert len(ROUND) == 15 and set(ADVICE_ONLY) | MISSED <= set(ROUND)


@pytest.mark.parametrize("name", sorted(set(ROUND) - MISSED))
def test_fix_makes_the_project_run_or_leaves_advice(name, tmp_path, capsys, monkeypatch):
    assert_fix_makes_project_run(PROJECTS / name, tmp_path / name, capsys, monkeypatch, name in ADVICE_ONLY,
                                 LEFT.get(name))


_PARALLEL = {
    "parallel.py": """
        import jax


        def data_parallel(fn):
            return WRAPPED
        """,
    "utils.py": """
        import jax.numpy as jnp


        def clip_by_norm(g, max_norm=1.0):
            norm = jnp.linalg.norm(g)
            if norm > max_norm:
                g = g * (max_norm / norm)
            return g
        """,
    "step.py": """
        import jax
        import jax.numpy as jnp

        from parallel import data_parallel
        from utils import clip_by_norm


        @data_parallel
        def train_step(w, x):
            g = jax.grad(lambda w: jnp.sum((x @ w) ** 2))(w)
            return w - 0.1 * clip_by_norm(g)


        def run():
            n = jax.local_device_count()
            return train_step(jnp.ones((n, 3, 1)), jnp.ones((n, 4, 3)))
        """,
}


@pytest.mark.parametrize(("wrapped", "error", "found"), [
    ('jax.pmap(fn, axis_name="batch")', "TracerBoolConversionError", ["utils.py:6:8: JAX101"]),
    ("jax.jit(fn)", "TracerBoolConversionError", ["utils.py:6:8: JAX101"]),
    ("fn", None, []),
], ids=["pmap_decorator", "jit_decorator", "plain_decorator"])
def test_a_helper_traced_through_a_third_modules_decorator_linted_alone(wrapped, error, found, tmp_path):
    """utils.py alone, in a fresh process (as flake8 and the editor lint it): its importer step.py
    is linted for it, after utils.py's own analysis kept step.py's index unaware of the decorator."""
    write_files(tmp_path, {name: text.replace("WRAPPED", wrapped) for name, text in _PARALLEL.items()})
    ran = run_project(tmp_path, "import step; step.run()")
    assert (ran.returncode == 0) if error is None else (ran.returncode != 0 and error in ran.stderr), ran.stderr
    for argv in (["-m", "jaxlint", "check", "--no-cache", "--output-format", "concise", "utils.py"],
                 ["-m", "flake8", "--select", "JAX", "utils.py"]):
        out = subprocess.run([sys.executable, *argv], cwd=tmp_path, capture_output=True, text=True, timeout=120,
                             env={"PYTHONPATH": str(Path(__file__).resolve().parents[2]), "PATH": "/usr/bin:/bin",
                                  "HOME": str(tmp_path)}).stdout
        assert [" ".join(line.split()[:2]) for line in out.splitlines() if ": JAX" in line] == found, out


_CONFIG = """
    from dataclasses import dataclass
    from functools import partial

    import jax
    import jax.numpy as jnp


    @dataclass(FROZEN)
    class ModelConfig:
        width: int = 8
        depth: int = 2

        @classmethod
        def from_dict(cls, d):
            return BUILT


    @partial(jax.jit, static_argnames=("cfg",))
    def forward(x, cfg):
        return x * cfg.depth


    def main():
        cfg = ModelConfig.from_dict({"width": 4, "depth": 2})
        return forward(jnp.ones(3), cfg=cfg)


    @dataclass(frozen=True)
    class Frozen:
        width: int = 8
        depth: int = 2
    """


@pytest.mark.parametrize(("frozen", "built", "error", "expected"), [
    ("", "cls(**d)", "Non-hashable static arguments", [("config.py", 25, "JAX810")]),
    ("frozen=True", "cls(**d)", None, []),
    ("", "Frozen(**d)", None, []),
], ids=["non_frozen_from_dict", "frozen_from_dict", "classmethod_building_a_frozen_class"])
def test_a_classmethod_building_its_class_passed_static(frozen, built, error, expected, tmp_path, capsys):
    write_files(tmp_path, {"config.py": _CONFIG.replace("FROZEN", frozen).replace("BUILT", built)})
    ran = run_project(tmp_path, "import config; config.main()")
    assert (ran.returncode == 0) if error is None else (ran.returncode != 0 and error in ran.stderr), ran.stderr
    assert json_findings(capsys, str(tmp_path)) == expected


@pytest.mark.parametrize("target", [".", "main.py"], ids=["folder", "alone"])
def test_a_classmethod_of_another_modules_class_passed_static(target, tmp_path, capsys, monkeypatch):
    write_files(tmp_path, {
        "config.py": """
            from dataclasses import dataclass


            @dataclass
            class Config:
                depth: int = 2

                @classmethod
                def default(cls):
                    return cls(depth=3)
            """,
        "main.py": """
            from functools import partial

            import jax
            import jax.numpy as jnp

            from config import Config


            @partial(jax.jit, static_argnums=1)
            def forward(x, cfg):
                return x * cfg.depth


            def main():
                return forward(jnp.ones(3), Config.default())
            """,
    })
    ran = run_project(tmp_path, "import main; main.main()")
    assert ran.returncode != 0 and "Non-hashable static arguments" in ran.stderr, ran.stderr
    monkeypatch.chdir(tmp_path)
    assert json_findings(capsys, target) == [("main.py", 15, "JAX810")]
