"""JAX303, a draw from NumPy's global random state in traced code (made once, at trace time) ->
the same draw on the host at every run through `jax.experimental.io_callback(..., ordered=True)`
(issue #14: mf18_np_random_noise_jit, a jitter helper jitted in another module). Unsafe
(host_draw.py).

Executed: the fixed project, seeded, runs under jax.jit (and a lax.scan body) and gives the
numbers the unfixed code gives eagerly, the gradient too. Refused: a draw without `size=`, a
draw with `dtype=`.
"""

from __future__ import annotations

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_PROJECT = {
    "noise.py": '''import numpy as np


def jitter(x, scale=0.1):
    return x + scale * np.random.normal(0.0, 1.0, size=x.shape)


def kicks(x):
    return x + np.random.randint(0, 3, size=x.shape)
''',
    "walk.py": '''import jax
import jax.numpy as jnp
import numpy as np

from noise import jitter, kicks


def step(carry, _):
    moved = kicks(jitter(carry))
    return moved, moved.sum()


def energy(x):
    return jnp.sum(jitter(x) ** 2)


def main():
    np.random.seed(3)
    end, path = jax.lax.scan(step, jnp.zeros(2), None, length=3)
    again = jax.jit(jitter)(jnp.ones(2))
    return end, path, again, jax.jit(jax.grad(energy))(jnp.ones(2))
''',
}


def test_host_draw_runs_every_call_and_matches_eager(tmp_path, capsys):
    write_files(tmp_path, _PROJECT)
    reference = call_project(tmp_path, "walk:main", eager=True)
    stale = call_project(tmp_path, "walk:main", eager=False)
    assert not all(np.allclose(a, b) for a, b in zip(stale, reference))  # the scan body drew once
    summary = fix_project(tmp_path, capsys)
    assert "2 fixed, 0 remaining" in summary, summary
    fixed = (tmp_path / "noise.py").read_text()
    assert "io_callback(partial(np.random.normal, 0.0, 1.0, size=x.shape)" in fixed, fixed
    assert "jnp.result_type(int)" in fixed
    got = call_project(tmp_path, "walk:main", eager=False)
    assert isinstance(got, list) and len(got) == len(reference) == 4
    for a, b in zip(got, reference):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


def test_refused_without_size_or_with_a_dtype(tmp_path, capsys):
    text = _PROJECT["noise.py"].replace("np.random.normal(0.0, 1.0, size=x.shape)", "np.random.normal()").replace(
        "size=x.shape)", "size=x.shape, dtype=np.int8)")
    write_files(tmp_path, {**_PROJECT, "noise.py": text})
    fix_project(tmp_path, capsys)
    assert "io_callback" not in (tmp_path / "noise.py").read_text()
