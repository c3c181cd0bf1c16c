"""Branch misses21 (issue #14 recall): the capabilities it added, each beside a neighbour where it
must hold back. Every case is run under JAX, so a verdict is JAX's.

- A function a caller (in any project module) passes for a parameter of an untraced function,
  which a lax body there closes over and calls, is traced by that body: `rollout(dyn.step, ...)`
  with `def rollout(step_fn, ...): lax.scan(lambda c, _: (step_fn(c), c), ...)`, and a method's
  parameter (`it.run(dyn.step, x0)`, `it = Iterate(3)`) the same way. Each function a call names
  is followed; one called only outside the body, on concrete values, is not traced.
- `for batch in data.batches(...)` over a generator function (this or another project module's)
  binds what its `yield`s spell, the generator's parameters read as the call passes them or as
  their literal defaults: a yielded dict holding a string handed to a jitted function is JAX811;
  one holding a number (jit traces it) is not.
- `jax.tree_util.Partial(f, delta=1.0)` handed to a jitted function is a pytree whose bound
  arguments are leaves: calling it there runs `f` with a traced `delta` (a Python `if` on it
  raises); the same Partial called eagerly, or `f` branching with jnp.where, runs.
"""

from __future__ import annotations

import pytest

from tests.helpers import json_findings, run_project, write_files

STEPS = """
    import jax.numpy as jnp


    def smooth_step(x):
        return jnp.where(x > 0, x - 1.0, x)


    def branching_step(x):
        if x > 0:
            return x - 1.0
        return x
    """

ROLLOUT = """
    from jax import lax


    def rollout(step_fn, init, length):
        return lax.scan(lambda carry, _: (step_fn(carry), carry), init, None, length=length)
    """

ITERATE = """
    from jax import lax


    class Iterate:
        def __init__(self, steps):
            self.steps = steps

        def run(self, f, x0):
            return lax.fori_loop(0, self.steps, lambda i, x: f(x), x0)
    """

EAGER_FIRST = """
    from jax import lax


    def rollout(step_fn, init, length):
        first = step_fn(init)  # called once, on the concrete init
        return lax.scan(lambda carry, _: (carry * 0.5, carry), first, None, length=length)
    """


def _driver(module: str, calls: list[str]) -> str:
    lines = ["import jax.numpy as jnp", "", "import dyn", module, ""]
    return "\n".join(lines + calls) + "\n"


@pytest.mark.parametrize(("steps", "error", "expected"), [
    (["smooth_step"], None, []),
    (["smooth_step", "branching_step"], "TracerBoolConversionError", [("dyn.py", 9, "JAX101")]),
])
def test_a_function_another_module_passes_to_a_scan_running_helper(steps, error, expected, tmp_path, capsys):
    calls = [f"rollout(dyn.{s}, jnp.float32(2.0), 3)" for s in steps]
    write_files(tmp_path, {"dyn.py": STEPS, "loops.py": ROLLOUT})
    (tmp_path / "run.py").write_text(_driver("from loops import rollout", calls))
    ran = run_project(tmp_path, "import run")
    assert (ran.returncode == 0) == (error is None) and (error or "") in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == expected
    assert json_findings(capsys, str(tmp_path / "dyn.py")) == expected  # linted alone, it finds its traced step


@pytest.mark.parametrize(("steps", "error", "expected"), [
    (["smooth_step"], None, []),
    (["smooth_step", "branching_step"], "TracerBoolConversionError", [("dyn.py", 9, "JAX101")]),
])
def test_a_function_passed_to_a_method_whose_fori_loop_calls_it(steps, error, expected, tmp_path, capsys):
    calls = ["it = Iterate(3)"] + [f"it.run(dyn.{s}, jnp.float32(2.0))" for s in steps]
    write_files(tmp_path, {"dyn.py": STEPS, "solver.py": ITERATE})
    (tmp_path / "run.py").write_text(_driver("from solver import Iterate", calls))
    ran = run_project(tmp_path, "import run")
    assert (ran.returncode == 0) == (error is None) and (error or "") in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == expected
    assert json_findings(capsys, str(tmp_path / "dyn.py")) == expected


def test_a_function_called_only_outside_the_scan_body_is_not_traced(tmp_path, capsys):
    write_files(tmp_path, {"dyn.py": STEPS, "loops.py": EAGER_FIRST})
    (tmp_path / "run.py").write_text(_driver("from loops import rollout",
                                             ["rollout(dyn.branching_step, jnp.float32(2.0), 3)"]))
    ran = run_project(tmp_path, "import run")
    assert ran.returncode == 0, ran.stderr[-2000:]
    assert json_findings(capsys, str(tmp_path)) == []


GENERATOR = """
    import numpy as np


    def batches(x, batch_size, {param}):
        for start in range(0, len(x), batch_size):
            yield {{"x": x[start:start + batch_size], "{key}": {key}}}
    """

STEP = """
    import jax


    @jax.jit
    def step(w, batch):
        return w + batch["x"].sum()
    """


@pytest.mark.parametrize(("param", "call", "error", "expected"), [
    ('split="train"', "data.batches(x, 4)", "as an abstract array", [("train.py", 12, "JAX811")]),
    ("split", 'data.batches(x, 4, "eval")', "as an abstract array", [("train.py", 12, "JAX811")]),
    ("scale=1.0", "data.batches(x, 4)", None, []),
    ('split="train"', "(dict(b, split=0) for b in data.batches(x, 4))", None, []),
])
def test_a_loop_over_a_generator_binds_what_it_yields(param, call, error, expected, tmp_path, capsys):
    key = param.split("=")[0]
    write_files(tmp_path, {
        "data.py": GENERATOR.format(param=param, key=key),
        "model.py": STEP,
        "train.py": f"""
            import jax.numpy as jnp
            import numpy as np

            import data
            import model


            def run():
                x = np.ones(8, np.float32)
                w = jnp.zeros(())
                for batch in {call}:
                    w = model.step(w, batch)
                return w
            """,
    })
    ran = run_project(tmp_path, "import train; train.run()")
    assert (ran.returncode == 0) == (error is None) and (error or "") in ran.stderr, ran.stderr[-2000:]
    assert json_findings(capsys, str(tmp_path)) == expected
    assert json_findings(capsys, str(tmp_path / "train.py")) == expected


LOSSES = """
    import jax.numpy as jnp


    def huber(pred, target, delta):
        if delta <= 0:
            raise ValueError("delta must be positive")
        err = jnp.abs(pred - target)
        return jnp.mean(jnp.where(err < delta, 0.5 * err**2, delta * (err - 0.5 * delta)))


    def soft_huber(pred, target, delta):
        delta = jnp.maximum(delta, 1e-6)
        err = jnp.abs(pred - target)
        return jnp.mean(jnp.where(err < delta, 0.5 * err**2, delta * (err - 0.5 * delta)))
    """


@pytest.mark.parametrize(("loss", "decorator", "error", "expected"), [
    ("huber", "@jax.jit", "TracerBoolConversionError", [("losses.py", 5, "JAX101")]),
    ("soft_huber", "@jax.jit", None, []),
    ("huber", "", None, []),
    ("huber", "@eqx.filter_jit", None, []),  # filter_jit keeps the bound Python float static
])
def test_a_tree_util_partial_passed_to_jit_traces_its_bound_arguments(loss, decorator, error, expected, tmp_path,
                                                                     capsys):
    write_files(tmp_path, {
        "losses.py": LOSSES,
        "train.py": f"""
            import equinox as eqx
            import jax
            import jax.numpy as jnp
            from jax.tree_util import Partial

            import losses


            {decorator}
            def evaluate(loss_fn, w, x, y):
                return loss_fn(x @ w, y)


            def run():
                loss_fn = Partial(losses.{loss}, delta=1.0)
                return evaluate(loss_fn, jnp.ones(2), jnp.ones((4, 2)), jnp.zeros(4))
            """,
    })
    ran = run_project(tmp_path, "import train; train.run()")
    assert (ran.returncode == 0) == (error is None) and (error or "") in ran.stderr, ran.stderr[-2000:]
    assert json_findings(capsys, str(tmp_path)) == expected
    assert json_findings(capsys, str(tmp_path / "train.py")) == expected
