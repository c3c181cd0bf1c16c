"""JAX101, a Python `if` on a traced value whose branches call a transformed project function at
once (`jax.grad(u_net, argnums=2)(params, x, t)`, `jax.grad(jax.grad(u_net, argnums=1),
argnums=1)(...)`): the purity check judges such a call as the function it wraps (grad and vmap
only trace what they are handed), so the branches may both run under `jnp.where` (issue #14:
mf17b_pinn_initial_time_branch; before, the call was "not provably free of side effects" and the
fix only advice).

Executed: the fixed project runs under jax.vmap and jax.jit and matches the unfixed code run
point by point eagerly, value and gradient. Refused: the wrapped function appends to a global
list (an effect the transform does not remove).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_PROJECT = {
    "network.py": '''import jax.numpy as jnp


def u_net(params, x, t):
    return jnp.tanh(params[0] * x + params[1] * t) * params[2]
''',
    "residuals.py": '''import jax
import jax.numpy as jnp

from network import u_net


def point_residual(params, x, t, k=0.1):
    if t == 0.0:
        return u_net(params, x, t) - jnp.sin(jnp.pi * x)
    u_t = jax.grad(u_net, argnums=2)(params, x, t)
    u_xx = jax.grad(jax.grad(u_net, argnums=1), argnums=1)(params, x, t)
    return u_t - k * u_xx
''',
    "main.py": '''import jax
import jax.numpy as jnp

from residuals import point_residual


def loss(params, xs, ts):
    return jnp.mean(jax.vmap(point_residual, in_axes=(None, 0, 0))(params, xs, ts) ** 2)


def main():
    params = jnp.array([0.7, -0.3, 1.2])
    xs, ts = jnp.linspace(0.0, 1.0, 4), jnp.array([0.0, 0.5, 0.0, 1.0])
    return jax.jit(loss)(params, xs, ts), jax.jit(jax.grad(loss))(params, xs, ts)


def eager():
    params = jnp.array([0.7, -0.3, 1.2])
    xs, ts = jnp.linspace(0.0, 1.0, 4), jnp.array([0.0, 0.5, 0.0, 1.0])
    point_loss = lambda p: sum(point_residual(p, x, t) ** 2 for x, t in zip(xs, ts)) / 4
    return point_loss(params), jax.grad(point_loss)(params)
''',
}


def test_branches_calling_a_gradient_of_a_pure_helper_become_where(tmp_path, capsys):
    write_files(tmp_path, _PROJECT)
    assert call_project(tmp_path, "main:main", eager=False) == "TracerBoolConversionError"
    reference = call_project(tmp_path, "main:eager", eager=True)
    summary = fix_project(tmp_path, capsys)
    assert "1 fixed, 0 remaining" in summary, summary
    assert "jnp.where(t == 0.0" in (tmp_path / "residuals.py").read_text()
    fixed = call_project(tmp_path, "main:main", eager=False)
    assert isinstance(fixed, list) and len(fixed) == len(reference) == 2  # the loss and its gradient
    for got, want in zip(fixed, reference):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_refused_when_the_wrapped_function_has_an_effect(tmp_path, capsys):
    network = _PROJECT["network.py"] + "\n\nSEEN = []\n\n\ndef u_logged(params, x, t):\n    SEEN.append(x)\n" \
        "    return u_net(params, x, t)\n"
    residuals = _PROJECT["residuals.py"].replace("jax.grad(u_net, argnums=2)", "jax.grad(u_logged, argnums=2)") \
        .replace("from network import u_net", "from network import u_logged, u_net")
    files = {**_PROJECT, "network.py": network, "residuals.py": residuals}
    write_files(tmp_path, files)
    fix_project(tmp_path, capsys)
    assert (Path(tmp_path) / "residuals.py").read_text() == files["residuals.py"]
