"""Shapes that round 24 of untuned published code (tests/data/unseen24_triage.md) showed the
analysis getting wrong, each beside a neighbour that is still a bug. Every case runs under JAX
first (the label), then is linted.

- a display with a starred part (`return (*arrays, flag)`) still places the elements before and
  after that part: unpacking it hands `flag` its own value, not the join of all (class D);
- a global of another project module read under vmap alone is read again on each call: no cache
  keeps the trace, as for a global of the module itself (class A); under jit it goes stale;
- IPython displays the value of a notebook cell's last expression (no `;` after it): an update
  written there is shown, not thrown away (class C);
- a call of a jitted function written as a statement of its own (a warm-up, maybe followed by
  `.block_until_ready()`) has no Python side effects: nothing reads its numbers, so reusing its
  key afterwards is no reuse, unless the module turns jax_debug_key_reuse on (class B).
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from jaxlint.cli import main
from tests.helpers import assert_shape_case

HEADER = "import jax\nimport jax.numpy as jnp\n\n"

# class D (tokamaker_jax free_boundary.py): `scalar_input` is a Python bool placed after a
# starred part; under vmap the `if` on it is decided at trace time.
_STARRED_FLAG = """
def geometry(points, coil_r):
    scalar_input = jnp.ndim(jnp.asarray(coil_r)) == 0
    observation_r = points[:, 0, None]
    source_r = jnp.zeros_like(observation_r) + jnp.asarray(coil_r, dtype=points.dtype)
    broadcast = jnp.broadcast_arrays(observation_r, source_r)
    return (*broadcast, scalar_input)


def flux(points, coil_r):
    observation_r, source_r, scalar_input = geometry(points, coil_r)
    values = jnp.sqrt(source_r / observation_r)
    return values[:, 0] if scalar_input else values


def flux_at(point, radius):
    return flux(point[None, :], radius)[0]


print(jax.vmap(flux_at, in_axes=(0, None))(jnp.ones((3, 2)), 2.0))
"""

_HEAD_FLAG = """
def split_off(x):
    rest = [x * 2.0, x * 3.0]
    return (x.ndim == 1, *rest)


@jax.jit
def f(x):
    flat, a, b = split_off(x)
    return a if flat else b


print(f(jnp.ones(3)))
"""

STARRED_SHAPES = {
    "flag_after_a_starred_part_is_static": (_STARRED_FLAG, None, None),
    "flag_after_a_starred_part_is_traced": (
        _STARRED_FLAG.replace("scalar_input = jnp.ndim(jnp.asarray(coil_r)) == 0",
                              "scalar_input = jnp.all(points > 0)"),
        "TracerBoolConversionError", "JAX101"),
    "flag_before_a_starred_part_is_static": (_HEAD_FLAG, None, None),
    "flag_before_a_starred_part_is_traced": (
        _HEAD_FLAG.replace("x.ndim == 1", "jnp.any(x > 0)"), "TracerBoolConversionError", "JAX101"),
    "element_inside_the_starred_part_is_the_parts_own": (
        _HEAD_FLAG.replace("return (x.ndim == 1, *rest)", "return (x.ndim == 1, *[jnp.any(x > 0), x])")
                  .replace("return a if flat else b", "return b if a else b"),
        "TracerBoolConversionError", "JAX101"),
}


@pytest.mark.parametrize("name", sorted(STARRED_SHAPES))
def test_starred_display_positions(name):
    code, error, finding = STARRED_SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


# class A (ZMPY3D_JAX lib/eigen_root.py): `_config.DTYPE`, rebound by `configure()` through
# `global`, read by a function that only `jax.vmap` wraps.
_CONFIG = """
SCALE = 1.0


def configure(scale):
    global SCALE
    SCALE = scale
"""

_ROOTS = """
import jax
import jax.numpy as jnp

from zpkg import config as _config


def eigen_root(coef):
    return jnp.asarray(coef) * _config.SCALE


batched = {wrap}
"""

_RUN = """
import jax.numpy as jnp
from zpkg import config
from zpkg.roots import batched
print(float(batched(jnp.ones((2, 2)))[0, 0]))
config.configure(3.0)
print(float(batched(jnp.ones((2, 2)))[0, 0]))
"""


def _project(root: Path, wrap: str) -> Path:
    files = {"zpkg/__init__.py": "", "zpkg/config.py": _CONFIG, "zpkg/roots.py": _ROOTS.format(wrap=wrap),
             "run.py": _RUN}
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(textwrap.dedent(text).lstrip("\n"))
    return root


def _findings(capsys, path: Path) -> list[tuple[str, int, str]]:
    main(["check", "--no-cache", "--output-format", "json", str(path)])
    found = json.loads(capsys.readouterr()[0])
    return sorted((Path(d["filename"]).name, d["location"]["row"], d["code"]) for d in found)


@pytest.mark.parametrize(("wrap", "printed", "finding"), [
    ("jax.vmap(eigen_root)", ["1.0", "3.0"], []),
    ("jax.jit(eigen_root)", ["1.0", "1.0"], [("roots.py", 8, "JAX303")]),
    ("jax.jit(jax.vmap(eigen_root))", ["1.0", "1.0"], [("roots.py", 8, "JAX303")]),
])
def test_other_modules_global_under_vmap_alone_is_read_afresh(wrap, printed, finding, tmp_path, capsys):
    root = _project(tmp_path / "case", wrap)
    ran = subprocess.run([sys.executable, "run.py"], cwd=root, capture_output=True, text=True, timeout=300,
                         env={"PYTHONPATH": str(root), "JAX_PLATFORMS": "cpu", "PATH": "/usr/bin:/bin"})
    assert ran.returncode == 0, ran.stderr[-2000:]
    assert ran.stdout.split() == printed
    assert _findings(capsys, root) == finding


# class C (high_performance_jax notebooks/basic_sharding.ipynb): a demo cell ending in an update.
def _notebook_case(cells: list[str], capsys, tmp_path) -> list:
    from tests.helpers import notebook_json

    namespace: dict = {}
    for cell in cells:
        exec(compile(cell, "<cell>", "exec"), namespace)
    path = tmp_path / "demo.ipynb"
    path.write_text(notebook_json([("markdown", "# demo\n")] + [("code", cell) for cell in cells]))
    main(["check", "--no-cache", "--output-format", "json", str(path)])
    return sorted((d["cell"], d["code"]) for d in json.loads(capsys.readouterr()[0]))


NOTEBOOK_SHAPES = {
    # the cell shows the updated array: nothing is lost
    "update_ends_the_cell": (["import jax.numpy as jnp\nx = jnp.zeros((3, 3))\n", "x.at[0, 1].set(1.0)\n"], []),
    "update_ends_the_cell_before_a_comment": (
        ["import jax.numpy as jnp\nx = jnp.zeros(3)\n", "x.at[0].set(1.0)  # shown\n# the next cell reads x\n"], []),
    # neighbours: the result is dropped (a later line, or `;` silencing the display)
    "update_before_the_cells_last_line": (
        ["import jax.numpy as jnp\nx = jnp.zeros(3)\n", "x.at[0].set(1.0)\nassert float(x[0]) == 0.0\n"],
        [(3, "JAX710")]),
    "update_silenced_by_a_semicolon": (
        ["import jax.numpy as jnp\nx = jnp.zeros(3)\n", "x.at[0].set(1.0);\n"], [(3, "JAX710")]),
}


@pytest.mark.parametrize("name", sorted(NOTEBOOK_SHAPES))
def test_notebook_cell_shows_its_last_expression(name, capsys, tmp_path):
    cells, expected = NOTEBOOK_SHAPES[name]
    assert _notebook_case(cells, capsys, tmp_path) == expected


# class B (genjax-chi docs/cookbook/inactive/update/3_speed_gains.ipynb): two warm-up calls of a
# jitted sampler with one key, their results thrown away, before timing it.
_WARMUP = """
def sir(key, n, fast):
    draws = jax.random.normal(key, (n,))
    return jnp.sum(draws) if fast else jnp.mean(draws)


key = jax.random.key(0)
for size in [10, 100]:
    key, subkey = jax.random.split(key)
    jitted = jax.jit(sir, static_argnums=(1, 2))
    jitted(subkey, size, False)
    jitted(subkey, size, True).block_until_ready()
    key, subkey = jax.random.split(key)
    print(jitted(subkey, size, True))
"""

WARMUP_SHAPES = {
    "warm_up_calls_of_a_jitted_function_share_a_key": (_WARMUP, None, None),
    # the notebook's form: a later cell binds the name to another jitted function
    "warm_up_calls_of_a_name_bound_again_later": (
        _WARMUP + "\n\ndef other(key):\n    return jax.random.normal(key, (2,))\n\n\n"
                  "jitted = jax.jit(other)\nprint(jitted(key))\n", None, None),
    # neighbours: the numbers are read, or the module turns JAX's checker on
    "both_results_read": (
        _WARMUP.replace("    jitted(subkey, size, False)\n    jitted(subkey, size, True).block_until_ready()\n",
                        "    a = jitted(subkey, size, False)\n    b = jitted(subkey, size, True)\n    print(a, b)\n"),
        None, "JAX320"),
    "warm_up_with_the_checker_on": (
        'jax.config.update("jax_debug_key_reuse", True)\ntry:\n'
        + textwrap.indent(_WARMUP.lstrip("\n"), "    ")
        + 'finally:\n    jax.config.update("jax_debug_key_reuse", False)\n',
        "KeyReuseError", "JAX320"),
    # a plain Python function may keep or show what it drew: its discarded result is no warm-up
    "discarded_calls_of_a_plain_function": (
        _WARMUP.replace("    jitted = jax.jit(sir, static_argnums=(1, 2))\n", "    jitted = sir\n"), None, "JAX320"),
}


@pytest.mark.parametrize("name", sorted(WARMUP_SHAPES))
def test_thrown_away_jitted_results(name):
    code, error, finding = WARMUP_SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
