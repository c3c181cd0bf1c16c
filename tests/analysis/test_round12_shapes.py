"""Round 12 of the multi-file projects (tests/projects/mf12_*): the capabilities it added, each
where it must hold back. Every project here is also run under JAX, so a verdict is JAX's.

- `jax.jit(agent.act)`, a plain method of an instance (its class in another module, the method
  inherited), is a jitted callable: a string handed to a parameter it traces is JAX811; its
  `static_argnums` number the bound method's parameters, `self` left out (`static_argnums=1`
  keeps the second argument the caller passes static).
- `self.biases = list(biases)` in a constructor holds a Python list of what the caller passes,
  and the importer that builds the object hands its attributes to the traced method.
- `jnp.zeros((n, x.shape[1]))` under a nested `@jax.jit`: the static_argnames fix marks `n`
  only (`x.shape[1]` is a Python int under jit).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import assert_fix_makes_project_run, json_findings, run_project, write_files

PROJECTS = Path(__file__).resolve().parent.parent / "projects"
ROUND = sorted(p.name for p in PROJECTS.iterdir() if p.name.startswith("mf12_"))
ADVICE_ONLY = {  # the fix cannot pick a value for the user: advice, the project still fails
    "mf12_relative_partial_unique": "JAX602: size= bounds the result, which the user must choose",
}


def test_round12_projects_are_all_here():
    assert len(ROUND) == 17 and set(ADVICE_ONLY) <= set(ROUND)


@pytest.mark.parametrize("name", ROUND)
def test_fix_makes_the_project_run_or_leaves_advice(name, tmp_path, capsys, monkeypatch):
    assert_fix_makes_project_run(PROJECTS / name, tmp_path / name, capsys, monkeypatch, name in ADVICE_ONLY)


AGENT = {
    "agents.py": """
        import jax.numpy as jnp


        class Agent:
            def __init__(self, q):
                self.q = q

            def act(self, obs, mode):
                scores = self.q @ obs
                if mode == "greedy":
                    return jnp.argmax(scores)
                return jnp.argmin(scores)
        """,
}


def test_static_argnums_of_a_jitted_bound_method_skip_self(tmp_path, capsys, monkeypatch):
    """static_argnums=1 of `jax.jit(agent.act)` is `mode` (the bound method's second parameter):
    the string is static, JAX runs it, and nothing is reported."""
    write_files(tmp_path, {**AGENT, "rollout.py": """
        import jax
        import jax.numpy as jnp

        from agents import Agent


        def run():
            agent = Agent(jnp.eye(3))
            return jax.jit(agent.act, static_argnums=1)(jnp.ones(3), "greedy")
        """})
    monkeypatch.chdir(tmp_path)
    assert json_findings(capsys, ".") == []
    assert run_project(tmp_path, "import rollout; rollout.run()").returncode == 0


def test_a_list_a_jitted_bound_method_gets_static_is_unhashable(tmp_path, capsys, monkeypatch):
    write_files(tmp_path, {**AGENT, "rollout.py": """
        import jax
        import jax.numpy as jnp

        from agents import Agent


        def run():
            agent = Agent(jnp.eye(3))
            return jax.jit(agent.act, static_argnums=1)(jnp.ones(3), ["greedy"])
        """})
    monkeypatch.chdir(tmp_path)
    assert json_findings(capsys, ".") == [("rollout.py", 9, "JAX810")]
    ran = run_project(tmp_path, "import rollout; rollout.run()")
    assert ran.returncode != 0 and "Non-hashable static arguments" in ran.stderr


def test_a_copied_list_indexed_by_a_python_int_is_quiet(tmp_path, capsys, monkeypatch):
    """`self.biases = list(biases)` indexed by a constant under vmap: plain Python, no finding."""
    write_files(tmp_path, {
        "heads.py": """
            class Head:
                def __init__(self, w, biases):
                    self.w = w
                    self.biases = list(biases)

                def score(self, x):
                    return (x @ self.w).max() + self.biases[0]
            """,
        "predict.py": """
            import jax
            import jax.numpy as jnp

            from heads import Head


            def run():
                head = Head(jnp.eye(3), [0.1, 0.2, 0.3])
                return jax.vmap(head.score)(jnp.ones((4, 3)))
            """,
    })
    monkeypatch.chdir(tmp_path)
    assert json_findings(capsys, ".") == []
    assert json_findings(capsys, "heads.py") == []
    assert run_project(tmp_path, "import predict; predict.run()").returncode == 0
