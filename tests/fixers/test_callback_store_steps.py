"""JAX301, a tracer stored by a helper a lax body calls (`self.energies.append(energy)` of a
recorder a `lax.scan` step logs to), or into a dict under a key the caller names
(`ACTIVATIONS[name] = value` in a debug helper a jitted forward calls) -> the store runs on the
host when the compiled code runs, through `jax.debug.callback(..., ordered=True)` (issue #14:
mf18_scan_recorder_append, mf7_debug_cache_leak). A lax body's callback runs at each step, as the
loop runs the step eagerly; the key is taken as a default of the callback's lambda, when the trace
reaches the store. Unsafe (fixers/leaks.py callback_store_fix).

Executed: the fixed project runs under jax.jit and records what the unfixed code records run
eagerly (`jax.disable_jit`), one value per step, and its gradient through the scan is the eager
one. Refused (advice only): a key the trace holds as a tracer, a store under jax.vmap (called once
per element).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_PROJECT = {
    "recorder.py": '''class Recorder:
    def __init__(self):
        self.energies = []

    def log(self, energy):
        self.energies.append(energy)
''',
    "debug_cache.py": '''ACTIVATIONS = {}


def record(name, value):
    ACTIVATIONS[name] = value
    return value
''',
    "sim.py": '''import jax
import jax.numpy as jnp
from jax import lax

from debug_cache import record


def simulate(q, recorder, n_steps):
    def step(q, _):
        q = q - 0.1 * jnp.sin(q)
        recorder.log(jnp.sum(q ** 2))
        return q, None

    q, _ = lax.scan(step, q, None, length=n_steps)
    return q


@jax.jit
def forward(w, x):
    h = record("hidden", jnp.tanh(x @ w))
    return jnp.sum(h ** 2)
''',
    "main.py": '''import jax
import jax.numpy as jnp

from debug_cache import ACTIVATIONS
from recorder import Recorder
from sim import forward, simulate


def main():
    recorder = Recorder()
    q = simulate(jnp.linspace(0.5, 1.5, 3), recorder, 5)
    out = forward(jnp.eye(3), jnp.ones((2, 3)))
    return q, jnp.stack(recorder.energies), out, ACTIVATIONS["hidden"]


def grads():
    return jax.grad(lambda q: jnp.sum(simulate(q, Recorder(), 5)))(jnp.linspace(0.5, 1.5, 3))
''',
}


def test_stores_run_on_the_host_per_step_and_match_eager(tmp_path, capsys):
    write_files(tmp_path, _PROJECT)
    assert call_project(tmp_path, "main:main", eager=False) == "UnexpectedTracerError"
    reference = call_project(tmp_path, "main:main", eager=True)
    summary = fix_project(tmp_path, capsys)
    assert "2 fixed, 0 remaining" in summary, summary
    assert "jax.debug.callback(self.energies.append, energy, ordered=True)" in (tmp_path / "recorder.py").read_text()
    fixed = call_project(tmp_path, "main:main", eager=False)
    assert isinstance(fixed, list) and len(fixed) == len(reference) == 4
    assert fixed[1].shape == (5,)  # one energy per step
    for got, want in zip(fixed, reference):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
    eager_grad = call_project(tmp_path, "main:grads", eager=True)
    np.testing.assert_allclose(call_project(tmp_path, "main:grads", eager=False)[0], eager_grad[0], rtol=1e-5)


def _left_as_written(root: Path, files: dict[str, str], capsys) -> None:
    write_files(root, files)
    fix_project(root, capsys)
    assert (root / "debug_cache.py").read_text() == files["debug_cache.py"]


def test_refused_for_a_traced_key(tmp_path, capsys):
    sim = _PROJECT["sim.py"].replace('record("hidden", jnp.tanh(x @ w))', 'record(jnp.argmax(x[0]), jnp.tanh(x @ w))')
    _left_as_written(tmp_path, {**_PROJECT, "sim.py": sim}, capsys)


def test_refused_under_vmap(tmp_path, capsys):
    sim = _PROJECT["sim.py"].replace("@jax.jit\ndef forward", "@jax.vmap\ndef forward")
    _left_as_written(tmp_path, {**_PROJECT, "sim.py": sim}, capsys)
