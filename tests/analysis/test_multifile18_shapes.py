"""Multi-file round 18 (the mf18_* projects): the capabilities it added, each beside a neighbour
where it must hold back. Every case is run under JAX, so a verdict is JAX's.

- A function of another module called from traced code is followed as a function of the same
  module is: also when its arguments are only what a traced value holds (`p, v = state` in a
  lax.fori_loop body, its elements not known to be arrays), and, inside a jit trace, when they
  are all static (`config.patch_grid(cfg, image.shape)`, whose `jnp.array(shape) // p` stages
  tracers there). A static test there (`pos.shape[-1] != 2`) stays silent, and called eagerly
  with static arguments its jnp values stay concrete: silent.
- A parameter of an untraced function that a lax body closing over it hands to another function
  (`backtrack(f, x, -g, g)` in a while_loop body of `gradient_descent(f, x0)`) is what the callers
  of the untraced function pass, as when the body calls it by name.
- A module-level JAX array (`FREQS = 2.0 ** jnp.arange(16) * jnp.pi`, also imported from another
  module) sliced by a traced bound raises IndexError, as a closed-over array of no known type does;
  sliced by a static argument it runs.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import assert_project_outcome, assert_shape_case, folder_and_alone_findings, write_files

PROJECTS = Path(__file__).resolve().parent.parent / "projects"
ROUND = sorted(p.name for p in PROJECTS.iterdir() if p.name.startswith("mf18_") and (p / "case.toml").is_file())
MISSED = {"mf18_grad_getattr_method", "mf18_vmap_dict_in_axes_mask"}  # test_projects.KNOWN_MISSES


def test_round18_projects_are_all_here():
    assert len(ROUND) == 14 and MISSED <= set(ROUND)
    assert all((PROJECTS / f"ok_{name}" / "case.toml").is_file() for name in ROUND)


_FORCES = {
    "forces.py": """
        import jax.numpy as jnp


        def repulsion(pos):
            r2 = jnp.sum(pos**2, axis=-1)
            if CONDITION:
                raise ValueError("overlap")
            return pos / r2[:, None]
        """,
    "integrate.py": """
        import jax.numpy as jnp
        from jax import lax

        import forces


        def simulate(pos, vel, n):
            def step(i, state):
                p, v = state
                v = v + 1e-3 * forces.repulsion(p)
                return p + 1e-3 * v, v

            return lax.fori_loop(0, n, step, (pos, vel))


        def main():
            return simulate(jnp.ones((3, 2)), jnp.zeros((3, 2)), 5)
        """,
}


@pytest.mark.parametrize(("condition", "error", "expected"), [
    ("jnp.min(r2) < 0.01", "TracerBoolConversionError", [("forces.py", 6, "JAX101")]),
    ("pos.shape[-1] != 2", None, []),
], ids=["traced_condition", "static_shape_condition"])
def test_another_modules_function_handed_a_carry_element(condition, error, expected, tmp_path, capsys, monkeypatch):
    write_files(tmp_path, {n: t.replace("CONDITION", condition) for n, t in _FORCES.items()})
    assert_project_outcome(tmp_path, "import integrate; integrate.main()", error)
    assert folder_and_alone_findings(capsys, monkeypatch, tmp_path, "forces.py") == (expected, expected)


_GRID = {
    "config.py": """
        import jax.numpy as jnp


        def patch_grid(patch, shape):
            return jnp.array(shape[:2]) // patch
        """,
    "patches.py": """
        import jax
        import jax.numpy as jnp

        import config


        def patchify(image):
            gh, gw = config.patch_grid(4, image.shape)
            return image.reshape(gh, 4, gw, 4, -1)


        def main():
            return CALL(jnp.ones((8, 8, 3)))
        """,
}


@pytest.mark.parametrize(("call", "error", "expected"), [
    # since branch misses27: an array's shape beside arguments of known types makes another module's
    # function followed from the trace (arguments of unknown type still do not: equinox's tree_equal)
    ("jax.jit(patchify)", "TypeError", [("patches.py", 9, "JAX202")]),
    ("patchify", None, []),
], ids=["static_arguments_inside_jit", "eager"])
def test_another_modules_shape_helper_called_with_static_arguments(call, error, expected, tmp_path, capsys,
                                                                   monkeypatch):
    write_files(tmp_path, {n: t.replace("CALL", call) for n, t in _GRID.items()})
    assert_project_outcome(tmp_path, "import patches; patches.main()", error)
    assert folder_and_alone_findings(capsys, monkeypatch, tmp_path, "patches.py") == (expected, expected)


_LINESEARCH = """
import jax
import jax.numpy as jnp
from jax import lax


def backtrack(f, x, d):
    t = 1.0
    while CONDITION:
        t = 0.5 * t
    return t


def descend(f, x0, n=5):
    def body(state):
        x, i = state
        return x - backtrack(f, x, jax.grad(f)(x)) * jax.grad(f)(x), i + 1

    x, _ = lax.while_loop(lambda s: s[1] < n, body, (x0, 0))
    return x


def objective(x):
    return jnp.sum((x - 1.0) ** 2)


descend(objective, jnp.zeros(2))
"""


@pytest.mark.parametrize(("condition", "error", "finding"), [
    ("f(x - t * d) > f(x)", "TracerBoolConversionError", "JAX101"),
    ("t > 0.2", None, ""),
], ids=["handed_function_called_on_the_carry", "static_condition"])
def test_a_closed_over_parameter_handed_to_a_helper_of_a_lax_body(condition, error, finding):
    assert_shape_case("linesearch", _LINESEARCH.replace("CONDITION", condition), error, finding)


_TABLE = """
from functools import partial

import jax
import jax.numpy as jnp

FREQS = 2.0 ** jnp.arange(8) * jnp.pi


@partial(jax.jit, static_argnames=STATIC)
def features(x, n):
    return x[..., None] * FREQS[:n]


features(jnp.ones(3), 4)
"""


@pytest.mark.parametrize(("static", "error", "finding"), [
    ("()", "IndexError", "JAX202"),
    ('("n",)', None, ""),
], ids=["traced_bound", "static_bound"])
def test_a_module_level_jax_array_sliced_in_jit(static, error, finding):
    assert_shape_case("table", _TABLE.replace("STATIC", static), error, finding)


_IMPORTED_TABLE = {
    "tables.py": """
        import jax.numpy as jnp

        FREQS = 2.0 ** jnp.arange(8) * jnp.pi
        """,
    "encode.py": """
        from functools import partial

        import jax

        from tables import FREQS


        @partial(jax.jit, static_argnames=STATIC)
        def features(x, n):
            return x[..., None] * FREQS[:n]


        def main():
            return features(jax.numpy.ones(3), 4)
        """,
}


@pytest.mark.parametrize(("static", "error", "expected"), [
    ("()", "IndexError", [("encode.py", 10, "JAX202")]),
    ('("n",)', None, []),
], ids=["traced_bound", "static_bound"])
def test_an_imported_jax_array_sliced_in_jit(static, error, expected, tmp_path, capsys, monkeypatch):
    write_files(tmp_path, {n: t.replace("STATIC", static) for n, t in _IMPORTED_TABLE.items()})
    assert_project_outcome(tmp_path, "import encode; encode.main()", error)
    assert folder_and_alone_findings(capsys, monkeypatch, tmp_path, "encode.py") == (expected, expected)
