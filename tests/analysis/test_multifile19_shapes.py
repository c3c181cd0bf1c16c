"""Multi-file round 19 (the mf19_* projects): the capabilities it added, each beside a neighbour
where it must hold back. Every case is run under JAX, so a verdict is JAX's.

- jax.vjp(f, *primals) and jax.linearize(f, *primals) run `f` on JVP tracers over the primals, as
  jax.grad does: NumPy conversion and float() raise, a Python `if` on the input runs (silent);
  called inside a jit trace the primals are tracers already, so the `if` raises there. The
  function may be another module's (`jax.vjp(potentials.harmonic, x)`), found in every face.
- A traced parameter every caller passes the product of another module's factory for
  (`params = init_dense(key, 3, 2)`, `def init_dense(...): return Dense(...)`, a NamedTuple with
  methods) is an object of that class, so `params.apply(x)` runs Dense.apply on traced fields;
  also when the name the call reads is rebound in the loop by a call handing it on
  (`params = tree_map(f, params, grads)`: the step keeps the structure it was handed).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import (assert_fix_makes_project_run, assert_project_outcome, assert_shape_case,
                           folder_and_alone_findings, write_files)

PROJECTS = Path(__file__).resolve().parent.parent / "projects"
ROUND = sorted(p.name for p in PROJECTS.iterdir() if p.name.startswith("mf19_") and (p / "case.toml").is_file())
MISSED = {"mf19_custom_jvp_rule_elsewhere", "mf19_default_factory_scorer_vmap",
          "mf19_vectorize_soft_threshold"}  # test_projects.KNOWN_MISSES


def test_round19_projects_are_all_here():
    assert len(ROUND) == 12 and MISSED <= set(ROUND)
    assert all((PROJECTS / f"ok_{name}" / "case.toml").is_file() for name in ROUND)


_VJP = """
import jax
import jax.numpy as jnp
import numpy as np


def energy(x):
    BODY
    return jnp.sum(x**2)


CALL
"""


@pytest.mark.parametrize(("body", "call", "error", "finding"), [
    ("r = np.linalg.norm(x)", "jax.vjp(energy, jnp.ones(3))", "TracerArrayConversionError", "JAX501"),
    ("scale = float(jnp.max(x))", "jax.linearize(energy, jnp.ones(3))", "ConcretizationTypeError", "JAX105"),
    ("if jnp.sum(x) > 0:\n        x = 2 * x", "jax.vjp(energy, jnp.ones(3))", None, ""),
    ("if jnp.sum(x) > 0:\n        x = 2 * x", "jax.jit(lambda x: jax.linearize(energy, x)[0])(jnp.ones(3))",
     "TracerBoolConversionError", "JAX101"),
    ("r = np.linalg.norm(x)", "energy(jnp.ones(3))", None, ""),
], ids=["vjp_numpy", "linearize_float", "vjp_python_if_concrete", "linearize_inside_jit_if", "eager_only"])
def test_vjp_and_linearize_trace_their_function(body, call, error, finding):
    assert_shape_case("vjp", _VJP.replace("BODY", body).replace("CALL", call), error, finding)


_FORCES = {
    "physics/__init__.py": "from . import potentials\n",
    "physics/potentials.py": """
        import jax.numpy as jnp
        import numpy as np


        def harmonic(x):
            r = NORM(x, axis=-1)
            return jnp.sum(r**2)
        """,
    "forces.py": """
        import jax
        import jax.numpy as jnp

        from physics import potentials


        def forces(x):
            energy, pullback = jax.vjp(potentials.harmonic, x)
            return pullback(jnp.ones_like(energy))[0]
        """,
}


@pytest.mark.parametrize(("norm", "error", "expected"), [
    ("np.linalg.norm", "TracerArrayConversionError", [("potentials.py", 6, "JAX501")]),
    ("jnp.linalg.norm", None, []),
], ids=["numpy_norm", "jnp_norm"])
def test_vjp_of_another_modules_function(norm, error, expected, tmp_path, capsys, monkeypatch):
    write_files(tmp_path, {n: t.replace("NORM", norm) for n, t in _FORCES.items()})
    assert_project_outcome(tmp_path, "import forces, jax.numpy as jnp; forces.forces(jnp.ones((2, 3)))", error)
    assert folder_and_alone_findings(capsys, monkeypatch, tmp_path, "physics/potentials.py") == (expected, expected)


_DENSE = {
    "nets/__init__.py": "from .dense import Dense, init_dense\n",
    "nets/dense.py": """
        from typing import NamedTuple

        import jax
        import jax.numpy as jnp
        import numpy as np


        class Dense(NamedTuple):
            w: jax.Array
            b: jax.Array

            def apply(self, x):
                BODY


        def init_dense(key, n_in, n_out):
            return Dense(jax.random.normal(key, (n_in, n_out)), jnp.zeros(n_out))
        """,
    "train.py": """
        import jax
        import jax.numpy as jnp

        from nets import init_dense


        def mse(params, x, y):
            return jnp.mean((params.apply(x) - y) ** 2)


        def main():
            params = init_dense(jax.random.key(0), 3, 2)
            x, y = jnp.ones((8, 3)), jnp.zeros((8, 2))
            for _ in range(2):
                grads = jax.grad(mse)(params, x, y)
                params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
            return params
        """,
}


@pytest.mark.parametrize(("body", "error", "expected"), [
    ("return np.maximum(x @ self.w + self.b, 0.0)", "TracerArrayConversionError", [("dense.py", 13, "JAX501")]),
    ("return jnp.maximum(x @ self.w + self.b, 0.0)", None, []),
    ("return x @ self.w if self.w.shape[0] > 1 else x", None, []),
], ids=["numpy_on_a_field", "jnp_on_a_field", "static_shape_test"])
def test_a_traced_parameter_built_by_another_modules_factory(body, error, expected, tmp_path, capsys, monkeypatch):
    write_files(tmp_path, {n: t.replace("BODY", body) for n, t in _DENSE.items()})
    assert_project_outcome(tmp_path, "import train; train.main()", error)
    assert folder_and_alone_findings(capsys, monkeypatch, tmp_path, "nets/dense.py") == (expected, expected)


@pytest.mark.parametrize("name", ["mf19_vjp_energy_numpy", "mf19_namedtuple_params_method"])
def test_round19_projects_run_after_the_fix(name, tmp_path, capsys, monkeypatch):
    assert_fix_makes_project_run(PROJECTS / name, tmp_path / name, capsys, monkeypatch, advice_only=False)
