"""Multi-file round 14 (the mf14_* projects beside the objects-and-methods four): the capabilities
it added, each beside a neighbour where it must hold back. Every case is run under JAX, so a
verdict is JAX's.

- jax.jacrev, jax.jacfwd and jax.hessian hand the function JVP tracers over concrete primals,
  as jax.grad does: NumPy on them raises, a Python `if` on them runs.
- jax.scipy.optimize.minimize traces `fun` inside lax.while_loop: a Python `if` on its argument
  raises; what functools.partial binds stays a concrete value.
- A member of an `enum.Enum` another project module defines (`from modes import Mode`,
  `modes.Mode.TRAIN`) is no array: a jitted parameter passed one raises TypeError (an IntEnum's is
  an int, which jit takes).
- A list or tuple bound once in a class body (`RATES = [...]`), never rebound on `self`: `self.RATES`
  is a Python container, so a tracer indexing it raises.
- A loop over a list of objects of different project classes runs its body once per object (their
  methods are followed), and a factory returning a list display hands on what the display builds.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import assert_fix_makes_project_run, json_findings, run_project, write_files

PROJECTS = Path(__file__).resolve().parent.parent / "projects"
ROUND = sorted(p.name for p in PROJECTS.iterdir() if p.name.startswith("mf14_") and (p / "case.toml").is_file()
               and p.name not in {"mf14_distribution_base_validate", "mf14_encoder_blocks_gate",
                                  "mf14_space_depth_static", "mf14_step_counter_on_model"})
ADVICE_ONLY = {  # the fix cannot pick a value for the user: advice, the project still fails
    "mf14_frozen_config_array_static": "JAX810: the array is built in another module's factory",
    "mf14_generator_batch_split_name": "JAX811: the string is in a dict (unhashable, so not static_argnames)",
    "mf14_rollout_lambda_state_zeros": "JAX202: the size is a scan carry's field, which no static value replaces",
}
MISSED = {  # test_projects.KNOWN_MISSES
    "mf14_callback_objects_float", "mf14_eqx_ensemble_argwhere",
    "mf14_registry_decorator_literal", "mf14_trainer_loss_getter_numpy",
}


def test_round14_projects_are_all_here():
    assert len(ROUND) == 18 and set(ADVICE_ONLY) | MISSED <= set(ROUND)


@pytest.mark.parametrize("name", sorted(set(ROUND) - MISSED))
def test_fix_makes_the_project_run_or_leaves_advice(name, tmp_path, capsys, monkeypatch):
    assert_fix_makes_project_run(PROJECTS / name, tmp_path / name, capsys, monkeypatch, name in ADVICE_ONLY)


@pytest.mark.parametrize("transform", ["jacrev", "jacfwd", "hessian"])
def test_jacobians_trace_numpy_but_not_python_branches(transform, tmp_path, capsys):
    write_files(tmp_path, {
        "energy.py": """
            import jax.numpy as jnp
            import numpy as np


            def numpy_energy(x):
                return jnp.sum(np.sin(x))


            def branching_energy(x):
                if x.sum() > 0:
                    return jnp.sum(x**2)
                return jnp.sum(x)
            """,
        "run.py": f"""
            import jax
            import jax.numpy as jnp

            import energy

            jax.{transform}(energy.branching_energy)(jnp.ones(3))
            jax.{transform}(energy.numpy_energy)(jnp.ones(3))
            """,
    })
    ran = run_project(tmp_path, "import run")
    assert ran.returncode != 0 and "TracerArrayConversionError" in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == [("energy.py", 6, "JAX501")]


def test_minimize_traces_fun_but_not_what_partial_binds(tmp_path, capsys):
    write_files(tmp_path, {
        "objective.py": """
            import jax.numpy as jnp


            def nll(theta, x):
                if x.sum() > 0:  # x is bound by functools.partial: a concrete array
                    x = x - x.mean()
                return jnp.sum((x - theta[0]) ** 2) + theta[1] ** 2


            def guarded(theta, x):
                if theta[1] < -10.0:
                    return jnp.inf
                return nll(theta, x)
            """,
        "fit.py": """
            import functools

            import jax.numpy as jnp
            from jax.scipy.optimize import minimize

            import objective

            x = jnp.array([0.5, 1.5])
            minimize(functools.partial(objective.nll, x=x), jnp.zeros(2), method="BFGS")
            minimize(functools.partial(objective.guarded, x=x), jnp.zeros(2), method="BFGS")
            """,
    })
    ran = run_project(tmp_path, "import fit")
    assert ran.returncode != 0 and "TracerBoolConversionError" in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == [("objective.py", 11, "JAX101")]


@pytest.mark.parametrize(("base", "spelling", "member", "error", "expected"), [
    ("enum.Enum", "from modes import Mode", "Mode.TRAIN", "as an abstract array", [("train.py", 10, "JAX811")]),
    ("enum.Enum", "import modes", "modes.Mode.TRAIN", "as an abstract array", [("train.py", 10, "JAX811")]),
    ("enum.IntEnum", "from modes import Mode", "Mode.TRAIN", None, []),
], ids=["imported_enum", "module_attribute_enum", "imported_int_enum"])
def test_an_enum_member_of_another_module_passed_to_jit(base, spelling, member, error, expected, tmp_path, capsys):
    write_files(tmp_path, {
        "modes.py": f"""
            import enum


            class Mode({base}):
                TRAIN = 1
                EVAL = 2
            """,
        "train.py": f"""
            import jax
            import jax.numpy as jnp
            {spelling}


            def scale(x, mode):
                return x * 2


            jax.jit(scale)(jnp.ones(2), {member})
            """,
    })
    ran = run_project(tmp_path, "import train")
    assert (ran.returncode == 0) if error is None else (ran.returncode != 0 and error in ran.stderr), ran.stderr
    assert json_findings(capsys, str(tmp_path)) == expected


_SCHEDULE = """
    import jax.numpy as jnp


    class Piecewise:
        RATES = [0.1, 0.01, 0.001]

        def __init__(self):
            INIT

        def __call__(self, step):
            return self.RATES[step]
    """


@pytest.mark.parametrize(("init", "error", "expected"), [
    ("self.start = 0", "TracerIntegerConversionError", [("schedules.py", 11, "JAX201")]),
    ("self.RATES = jnp.array(self.RATES)", None, []),
], ids=["class_body_list", "rebound_as_an_array"])
def test_a_list_bound_in_a_class_body(init, error, expected, tmp_path, capsys):
    write_files(tmp_path, {
        "schedules.py": _SCHEDULE.replace("INIT", init),
        "train.py": """
            import jax
            import jax.numpy as jnp

            from schedules import Piecewise

            schedule = Piecewise()
            jax.jit(lambda step: schedule(step))(jnp.int32(1))
            """,
    })
    ran = run_project(tmp_path, "import train")
    assert (ran.returncode == 0) if error is None else (ran.returncode != 0 and error in ran.stderr), ran.stderr
    assert json_findings(capsys, str(tmp_path)) == expected


_HOOKS = """
    import jax
    import jax.numpy as jnp


    class Clip:
        def on_step(self, metrics):
            metrics["loss"] = jnp.minimum(metrics["loss"], 10.0)
            return metrics


    class Log:
        def on_step(self, metrics):
            metrics["value"] = LOGGED(metrics["loss"])
            return metrics


    def default_hooks():
        return [Clip(), Log()]


    class Trainer:
        def __init__(self, hooks):
            self.hooks = list(hooks)
            self.step = jax.jit(self._step)

        def _step(self, w):
            metrics = {"loss": jnp.sum(w**2)}
            for hook in self.hooks:
                metrics = hook.on_step(metrics)
            return metrics


    def run():
        return Trainer(HOOKS).step(jnp.ones(3))


    run()
    """


@pytest.mark.parametrize(("hooks", "logged", "error", "expected"), [
    ("[Clip(), Log()]", "float", "ConcretizationTypeError", [("hooks.py", 13, "JAX105")]),
    ("default_hooks()", "float", "ConcretizationTypeError", [("hooks.py", 13, "JAX105")]),
    ("default_hooks()", "jnp.float32", None, []),
], ids=["display", "factory", "factory_correct"])
def test_a_loop_over_objects_of_different_classes(hooks, logged, error, expected, tmp_path, capsys):
    write_files(tmp_path, {"hooks.py": _HOOKS.replace("HOOKS", hooks).replace("LOGGED", logged)})
    ran = run_project(tmp_path, "import hooks")
    assert (ran.returncode == 0) if error is None else (ran.returncode != 0 and error in ran.stderr), ran.stderr
    assert json_findings(capsys, str(tmp_path)) == expected
