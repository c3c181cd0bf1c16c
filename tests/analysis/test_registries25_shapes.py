"""Branch registries25: a registry dict of classes indexed by a key the text decides, each case run
under JAX first (a verdict is JAX's), beside the neighbours where the analysis must hold back.

- `REGISTRY[name](**kwargs)` built by a factory of a package (`envs.make("grid", **DEFAULTS)`,
  wrapped or returned as it is): the key is a parameter every call of the factory passes a
  literal for, so the object is the class that literal picks (registry_keys.py), and the traced
  code calling its methods is followed into them. A `**` spread at the call cannot hold the
  parameter the call spells.
- The key a field of a frozen dataclass whose construction leaves its literal default
  (`CFG.env`, `env: str = "grid"`).
- Two calls passing two keys: the object is either class (a choice), each method followed.
- Held back: a key only known at run time (an environment variable), a field of a dataclass that
  is not frozen (it may be reassigned), a key picking a class without the mistake.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_project_outcome, folder_and_alone_findings, write_files

GRID = """
    import jax.numpy as jnp

    MOVES = [(0, 1), (1, 0), (0, -1), (-1, 0)]


    class Grid:
        def __init__(self, size=4):
            self.size = size

        def step(self, pos, action):
            delta = {delta}
            return jnp.clip(pos + delta, 0, self.size - 1)
    """

FILES = {
    "envs/__init__.py": """
        from .grid import Grid
        from .line import Line
        from .wrappers import Clipped

        REGISTRY = {{"grid": Grid, "line": Line}}


        def make(name, **kwargs):
            return {made}
        """,
    "envs/line.py": """
        class Line:
            def __init__(self, size=4):
                self.size = size

            def step(self, pos, action):
                return pos + action
        """,
    "envs/wrappers.py": """
        class Clipped:
            def __init__(self, env):
                self.env = env

            def step(self, pos, action):
                return self.env.step(pos, action)
        """,
    "rollout.py": """
        from functools import partial

        import jax
        from jax import lax


        @partial(jax.jit, static_argnums=0)
        def rollout(env, pos, actions):
            def body(p, a):
                p = env.step(p, a)
                return p, p

            return lax.scan(body, pos, actions)[0]
        """,
    "main.py": """
        import os
        from dataclasses import dataclass

        import jax.numpy as jnp

        import envs
        from rollout import rollout

        DEFAULTS = {{"size": 4}}


        @dataclass{frozen}
        class Config:
            env: str = "grid"


        CFG = Config()
        {driver}
        """,
}

ONE = """env = envs.make({key}, **DEFAULTS)
        print(rollout(env, jnp.zeros(2, dtype=jnp.int32), jnp.array([0, 1, 2])))"""
TWO = """for env in (envs.make("line", size=4), envs.make("grid", size=4)):
            print(rollout(env, jnp.zeros(2, dtype=jnp.int32), jnp.array([0, 1, 2])))"""
WRAPPED = "Clipped(REGISTRY[name](**kwargs))"
DIRECT = "REGISTRY[name](**kwargs)"
BAD = "jnp.array(MOVES[action])"
GOOD = "jnp.array(MOVES)[action]"
FOUND = [("grid.py", 11, "JAX201")]


@pytest.mark.parametrize("made, key, frozen, driver, delta, error, rows", [
    (WRAPPED, '"grid"', "(frozen=True)", ONE, BAD, "TracerIntegerConversionError", FOUND),
    (WRAPPED, '"grid"', "(frozen=True)", ONE, GOOD, None, []),
    (DIRECT, '"grid"', "(frozen=True)", ONE, BAD, "TracerIntegerConversionError", FOUND),
    (WRAPPED, "CFG.env", "(frozen=True)", ONE, BAD, "TracerIntegerConversionError", FOUND),
    (WRAPPED, "CFG.env", "(frozen=True)", ONE, GOOD, None, []),
    (WRAPPED, "", "(frozen=True)", TWO, BAD, "TracerIntegerConversionError", FOUND),
    (WRAPPED, "", "(frozen=True)", TWO, GOOD, None, []),
    # the key picks Line: Grid's list indexing never runs traced
    (WRAPPED, '"line"', "(frozen=True)", ONE, BAD, None, []),
    # held back: a key known only at run time, a field of a dataclass that is not frozen
    (WRAPPED, 'os.environ.get("ENV_NAME", "grid")', "(frozen=True)", ONE, BAD, "TracerIntegerConversionError", []),
    (WRAPPED, "CFG.env", "", ONE, BAD, "TracerIntegerConversionError", []),
])
def test_a_registry_indexed_by_a_known_key(made, key, frozen, driver, delta, error, rows, tmp_path, capsys,
                                           monkeypatch):
    files = {path: text.format(made=made, frozen=frozen, driver=driver.format(key=key)) for path, text in FILES.items()}
    files["envs/grid.py"] = GRID.format(delta=delta)
    write_files(tmp_path, files)
    monkeypatch.delenv("ENV_NAME", raising=False)
    assert_project_outcome(tmp_path, "import main", error)
    folder, alone = folder_and_alone_findings(capsys, monkeypatch, tmp_path, "envs/grid.py")
    assert folder == rows
    assert alone == rows
