"""Multi-file round 17 (the mf17_* projects): the capabilities it added, each beside a neighbour
where it must hold back. Every case is run under JAX, so a verdict is JAX's.

- A project decorator that keeps `jitted = jax.jit(fn)` and returns a `functools.wraps` shell
  calling `jitted(*args, **kwargs)` (a timer, a logger) traces the function it decorates as the
  jit does, in another module as in its own; a shell that calls `fn` itself traces nothing.
- A function parameter handed on by `functools.partial(step, log_prob, ...)` and called in a lax
  body is what the callers pass for it (sampler, target of another module).
- A list of functions handed two calls down (`simulate(FORCES)` -> `make_step(forces)`) and looped
  over in a scan body runs each in turn; a carry element every caller starts from one array or
  number is one array (so `pos, vel = carry` unpacks tracers, not possible pytrees).
- A loop over functions an object keeps (`Compose(*transforms)`, `for t, k in zip(self.transforms,
  jax.random.split(...))`) runs each in turn.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import assert_fix_makes_project_run, json_findings, run_project, write_files

PROJECTS = Path(__file__).resolve().parent.parent / "projects"
ROUND = sorted(p.name for p in PROJECTS.iterdir() if p.name.startswith("mf17_") and (p / "case.toml").is_file())
ADVICE_ONLY: dict[str, str] = {}  # the fix cannot pick a value for the user: advice, the project still fails
# mf17_encoder_pool_override runs since branch fixes27: the gathered rows only feed a sum over them, which
# becomes a where= reduction under the mask (fixers/gathered_reduction.py)
MISSED = {  # test_projects.KNOWN_MISSES
    "mf17_checkpoint_restore_widths", "mf17_hooks_clip_min",
    "mf17_stax_init_apply",
}


def test_round17_projects_are_all_here():
    assert len(ROUND) == 14 and set(ADVICE_ONLY) | MISSED <= set(ROUND)


@pytest.mark.parametrize("name", sorted(set(ROUND) - MISSED))
def test_fix_makes_the_project_run_or_leaves_advice(name, tmp_path, capsys, monkeypatch):
    assert_fix_makes_project_run(PROJECTS / name, tmp_path / name, capsys, monkeypatch, name in ADVICE_ONLY)


_TIMED = {
    "utils.py": """
        import functools
        import time

        import jax


        def timed(fn):
            jitted = jax.jit(fn)

            @functools.wraps(fn)
            def wrapper(*args, **kwargs):
                start = time.perf_counter()
                out = CALLED(*args, **kwargs)
                wrapper.seconds += time.perf_counter() - start
                return out

            wrapper.seconds = 0.0
            return wrapper
        """,
    "ops.py": """
        import jax.numpy as jnp

        from utils import timed


        @timed
        def scale(x, k):
            if k > 1:
                return x * k
            return x
        """,
    "main.py": """
        import jax.numpy as jnp

        from ops import scale


        def main():
            return scale(jnp.ones(3), 2)
        """,
}


@pytest.mark.parametrize(("called", "error", "expected"), [
    ("jitted", "TracerBoolConversionError", [("ops.py", 8, "JAX101")]),
    ("fn", None, []),
], ids=["shell_calls_the_jit", "shell_calls_the_function"])
@pytest.mark.parametrize("target", [".", "ops.py"], ids=["folder", "alone"])
def test_a_timing_shell_around_a_jit(called, error, expected, target, tmp_path, capsys, monkeypatch):
    write_files(tmp_path, {name: text.replace("CALLED", called) for name, text in _TIMED.items()})
    ran = run_project(tmp_path, "import main; main.main()")
    assert (ran.returncode == 0) if error is None else (ran.returncode != 0 and error in ran.stderr), ran.stderr
    monkeypatch.chdir(tmp_path)
    assert json_findings(capsys, target) == expected


_SAMPLER = {
    "targets.py": """
        import jax.numpy as jnp
        import numpy as np


        def numpy_target(x):
            return -np.square(x)


        def jnp_target(x):
            return -jnp.square(x)
        """,
    "sampler.py": """
        from functools import partial

        import jax
        import jax.numpy as jnp


        def step(log_prob, scale, x):
            proposal = x + scale
            return jnp.where(log_prob(proposal) > log_prob(x), proposal, x)


        def sample(log_prob, x0, n):
            kernel = partial(step, log_prob, 0.1)
            return jax.lax.fori_loop(0, n, lambda i, x: kernel(x), x0)
        """,
    "main.py": """
        import jax.numpy as jnp

        import targets
        from sampler import sample


        def main():
            return sample(targets.TARGET, jnp.zeros(()), 5)
        """,
}


@pytest.mark.parametrize(("target", "error", "expected"), [
    ("numpy_target", "TracerArrayConversionError", [("targets.py", 6, "JAX501")]),
    ("jnp_target", None, []),
], ids=["numpy_target", "jnp_target"])
def test_a_function_parameter_bound_by_partial_in_a_lax_body(target, error, expected, tmp_path, capsys, monkeypatch):
    """`sample(targets.numpy_target, ...)` in main.py, `partial(step, log_prob, 0.1)` in
    sampler.py, called in a fori_loop body: the function the callers pass is what the partial
    binds, run on the loop's tracers."""
    write_files(tmp_path, {name: text.replace("TARGET", target) for name, text in _SAMPLER.items()})
    ran = run_project(tmp_path, "import main; main.main()")
    assert (ran.returncode == 0) if error is None else (ran.returncode != 0 and error in ran.stderr), ran.stderr
    monkeypatch.chdir(tmp_path)
    for where in (".", "targets.py"):
        assert [f for f in json_findings(capsys, where) if f[0] == "targets.py"] == expected


_FORCES = {
    "forces.py": """
        import jax.numpy as jnp


        def damp(pos, vel):
            return pos, vel * 0.9


        def floor(pos, vel):
            if pos < 0.0:
                return -pos, -vel
            return pos, vel


        def floor_where(pos, vel):
            hit = pos < 0.0
            return jnp.where(hit, -pos, pos), jnp.where(hit, -vel, vel)
        """,
    "integrator.py": """
        import jax


        def make_step(forces, dt):
            def step(carry, _):
                pos, vel = carry
                pos = pos + vel * dt
                for force in forces:
                    pos, vel = force(pos, vel)
                return (pos, vel), pos

            return step


        def simulate(forces, pos0, vel0, n):
            return jax.lax.scan(make_step(forces, 0.1), (pos0, vel0), None, length=n)
        """,
    "sim.py": """
        import jax.numpy as jnp

        from forces import damp, floor, floor_where
        from integrator import simulate

        FORCES = [damp, FLOOR]


        def main():
            return simulate(FORCES, POS, jnp.float32(-1.0), 20)
        """,
}


@pytest.mark.parametrize(("floor", "pos", "error", "expected"), [
    ("floor", "jnp.float32(1.0)", "TracerBoolConversionError", [("forces.py", 9, "JAX101")]),
    ("floor", "1.0", "TracerBoolConversionError", [("forces.py", 9, "JAX101")]),
    ("floor_where", "jnp.float32(1.0)", None, []),
], ids=["branch_array_start", "branch_number_start", "where"])
def test_a_list_of_functions_handed_two_calls_down_to_a_scan_body(floor, pos, error, expected, tmp_path, capsys,
                                                                  monkeypatch):
    """FORCES (sim.py) goes to `simulate`, then `make_step`, whose scan body loops over it: each
    function runs on the carry's elements, arrays because every caller starts them from one array
    or number (a carry element a caller may start from a container is not known to be one)."""
    write_files(tmp_path, {name: text.replace("FLOOR", floor).replace("POS", pos) for name, text in _FORCES.items()})
    ran = run_project(tmp_path, "import sim; sim.main()")
    assert (ran.returncode == 0) if error is None else (ran.returncode != 0 and error in ran.stderr), ran.stderr
    monkeypatch.chdir(tmp_path)
    for where in (".", "forces.py"):
        assert [f for f in json_findings(capsys, where) if f[0] == "forces.py"] == expected


_PIPELINE = {
    "augment.py": """
        import jax
        import jax.numpy as jnp


        def flip(key, img):
            return jnp.where(jax.random.bernoulli(key), img[::-1], img)


        def crop(key, img):
            start = jax.random.randint(key, (), 0, 4)
            return CROP
        """,
    "pipeline.py": """
        import jax


        class Compose:
            def __init__(self, *transforms):
                self.transforms = transforms

            def __call__(self, key, img):
                for transform, k in zip(self.transforms, jax.random.split(key, len(self.transforms))):
                    img = transform(k, img)
                return img
        """,
    "loader.py": """
        import jax
        import jax.numpy as jnp

        from augment import crop, flip
        from pipeline import Compose

        AUGMENT = Compose(flip, crop)


        def main():
            keys = jax.random.split(jax.random.key(0), 2)
            return jax.vmap(AUGMENT)(keys, jnp.ones((2, 8)))
        """,
}


@pytest.mark.parametrize(("crop", "error", "expected"), [
    ("img[start:start + 4]", "Slice entries must be static integers", [("augment.py", 11, "JAX202")]),
    ("jax.lax.dynamic_slice(img, (start,), (4,))", None, []),
], ids=["traced_slice", "dynamic_slice"])
def test_a_loop_over_functions_an_object_keeps_from_varargs(crop, error, expected, tmp_path, capsys, monkeypatch):
    """`jax.vmap(AUGMENT)`, AUGMENT = `Compose(flip, crop)` keeping `*transforms`: its `__call__`
    zips them with split keys and runs each in turn on the vmapped image."""
    write_files(tmp_path, {name: text.replace("CROP", crop) for name, text in _PIPELINE.items()})
    ran = run_project(tmp_path, "import loader; loader.main()")
    assert (ran.returncode == 0) if error is None else (ran.returncode != 0 and error in ran.stderr), ran.stderr
    monkeypatch.chdir(tmp_path)
    for where in (".", "augment.py"):
        assert [f for f in json_findings(capsys, where) if f[0] == "augment.py"] == expected
