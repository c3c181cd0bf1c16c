"""An attribute stored on an object from outside its class, between runs of a method jitted with
a static `self` (found by writing a heat-equation solver as a new user would, stop 41,
tests/projects/own41_heat_solver): `solver.dt = 0.005` between two `solver.run(u, n)` calls.
The object is jit's cache key, so the second run reuses the code traced with the old value.

A store before the first run configures the object, one after the last changes nothing jit saw,
and a store on another object of the class leaves this one alone: all silent. Each case runs
under JAX first (its label: a stale value fails the case's own assert), then is linted.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case, json_findings, write_files

HEADER = "from functools import partial\n\nimport jax\nimport jax.numpy as jnp\n\n"

_SOLVER = """
class Solver:
    def __init__(self, rate):
        self.rate = rate

    @partial(jax.jit, static_argnums=0)
    def step(self, u):
        return u * self.rate

    def run(self, u, n):
        for _ in range(n):
            u = self.step(u)
        return u
"""

_MODEL = """
class Scaler:
    def __init__(self, scale):
        self.scale = scale

    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        return x * self.scale
"""

SHAPES = {
    "stored_between_two_runs_at_module_level": (_SOLVER + """
solver = Solver(2.0)
u = solver.run(jnp.ones(2), 1)
solver.rate = 3.0
assert float(solver.run(jnp.ones(2), 1)[0]) == 3.0
""", "AssertionError", "JAX303"),
    "stored_in_a_loop_that_runs_it": (_SOLVER + """

def sweep():
    solver = Solver(1.0)
    out = []
    for rate in (2.0, 3.0):
        solver.rate = rate
        out.append(float(solver.step(jnp.ones(1))[0]))
    assert out == [2.0, 3.0], out


sweep()
""", "AssertionError", "JAX303"),
    "augmented_store_between_runs_in_a_function": (_SOLVER + """

def anneal():
    solver = Solver(2.0)
    u = solver.run(jnp.ones(1), 2)
    solver.rate *= 0.5
    u = solver.run(u, 2)
    assert float(u[0]) == 4.0, u


anneal()
""", "AssertionError", "JAX303"),
    "jitted_call_method_between_calls": (_MODEL + """
model = Scaler(2.0)
model(jnp.ones(1))
model.scale = 5.0
assert float(model(jnp.ones(1))[0]) == 5.0
""", "AssertionError", "JAX303"),
    "configured_before_the_first_run": (_SOLVER + """
solver = Solver(2.0)
solver.rate = 3.0
assert float(solver.run(jnp.ones(1), 1)[0]) == 3.0
""", None, ""),
    "stored_after_the_last_run": (_SOLVER + """

def main():
    solver = Solver(2.0)
    u = solver.run(jnp.ones(1), 2)
    solver.rate = 0.0
    return u


assert float(main()[0]) == 4.0
""", None, ""),
    "another_object_of_the_class": (_SOLVER + """
first = Solver(2.0)
first.run(jnp.ones(1), 1)
second = Solver(2.0)
second.rate = 3.0
assert float(second.run(jnp.ones(1), 1)[0]) == 3.0
""", None, ""),
    "loop_that_only_configures": (_SOLVER + """
solver = Solver(1.0)
for rate in (2.0, 3.0):
    solver.rate = rate
assert float(solver.run(jnp.ones(1), 1)[0]) == 3.0
""", None, ""),
    "name_rebound_to_a_new_object": (_SOLVER + """

def main():
    solver = Solver(2.0)
    solver.run(jnp.ones(1), 1)
    solver = Solver(2.0)
    solver.rate = 3.0
    return solver.run(jnp.ones(1), 1)


assert float(main()[0]) == 3.0
""", None, ""),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_store_between_runs(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


_PROJECT = {
    "pde/__init__.py": "",
    "pde/solver.py": """
        from functools import partial

        import jax


        class HeatSolver:
            def __init__(self, dt):
                self.dt = dt

            @partial(jax.jit, static_argnums=0)
            def step(self, u):
                return u + self.dt * u
    """,
}


@pytest.mark.parametrize("face", ["folder", "solver_alone"])
def test_store_in_an_importer_is_found_in_the_class_module(face, tmp_path, capsys):
    write_files(tmp_path, {**_PROJECT, "simulate.py": """
        import jax.numpy as jnp

        from pde.solver import HeatSolver


        def main():
            solver = HeatSolver(0.1)
            u = solver.step(jnp.ones(3))
            solver.dt = 0.05
            return solver.step(u)
    """})
    target = tmp_path if face == "folder" else tmp_path / "pde" / "solver.py"
    assert json_findings(capsys, str(target)) == [("solver.py", 12, "JAX303")]


def test_importer_configuring_before_any_run_is_silent(tmp_path, capsys):
    write_files(tmp_path, {**_PROJECT, "simulate.py": """
        import jax.numpy as jnp

        from pde.solver import HeatSolver


        def main():
            solver = HeatSolver(0.1)
            solver.dt = 0.05
            return solver.step(jnp.ones(3))
    """})
    assert json_findings(capsys, str(tmp_path)) == []
