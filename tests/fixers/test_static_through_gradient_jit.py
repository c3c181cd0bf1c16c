"""JAX202 on a helper's parameter whose jitted entry point is also jitted again through a
gradient (`grad_fn = jax.jit(jax.grad(loss_fn))`, issue #14: mf6_config_depth). `jax.grad` keeps
`loss_fn`'s signature and passes the argument it does not differentiate through unchanged, so the
static mark goes on both jits (the outer one would otherwise trace the value it hands on), and
the calls of `grad_fn` are judged with those of `loss_fn`. Unsafe: applied by `--unsafe-fixes`.

Executed: the fixed project runs under jax.jit and matches the unfixed code run eagerly
(`jax.disable_jit`), loss and gradients. Refused (no edit): `grad_fn` handed on as a value (its
callers unseen: the helper's loop is not rewritten either, since one path that traces it differentiates
it in reverse mode), a call of `grad_fn` passing an array for the parameter (no static mark is
written on either jit).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from tests.helpers import call_project, fix_project, write_files

_PROJECT = {
    "blocks.py": '''import jax
import jax.numpy as jnp


def apply_stack(params, x, n_layers):
    for i in range(n_layers):
        x = jnp.tanh(x @ params[i])
    return x
''',
    "train.py": '''import jax
import jax.numpy as jnp

import blocks


@jax.jit
def loss_fn(params, x, n_layers):
    return jnp.mean(blocks.apply_stack(params, x, n_layers) ** 2)


grad_fn = jax.jit(jax.grad(loss_fn))


def run():
    params = [jnp.linspace(-1.0, 1.0, 9).reshape(3, 3) * (i + 1) for i in range(3)]
    x = jnp.arange(6.0).reshape(2, 3) / 6
    return loss_fn(params, x, 2), grad_fn(params, x, 2)
''',
}


def test_both_jits_mark_the_parameter_and_match_eager_with_gradients(tmp_path, capsys):
    write_files(tmp_path, _PROJECT)
    assert call_project(tmp_path, "train:run", eager=False) == "TracerIntegerConversionError"
    reference = call_project(tmp_path, "train:run", eager=True)
    summary = fix_project(tmp_path, capsys)
    assert "1 fixed, 0 remaining" in summary, summary
    train = (tmp_path / "train.py").read_text()
    assert '@partial(jax.jit, static_argnames=("n_layers",))\ndef loss_fn' in train
    assert 'grad_fn = jax.jit(jax.grad(loss_fn), static_argnames=("n_layers",))' in train
    fixed = call_project(tmp_path, "train:run", eager=False)
    assert isinstance(fixed, list) and len(fixed) == len(reference) == 4  # the loss and three gradients
    for got, want in zip(fixed, reference):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def _refused(root: Path, files: dict[str, str], capsys) -> None:
    write_files(root, files)
    fix_project(root, capsys)
    assert "static_argnames" not in (root / "train.py").read_text()


def test_refused_when_the_gradient_jit_is_handed_on(tmp_path, capsys):
    """The helper's loop is traced by `loss_fn`'s jit and, through `grad_fn`, in reverse mode: its
    lax.fori_loop rewrite (traced trip count) has no reverse-mode derivative, so the refusal of the
    differentiated path wins over the plain path's rewrite and the helper is left as written."""
    train = _PROJECT["train.py"] + "\n\ndef fit(step, params, x):\n    return step(params, x, 2)\n\n\n" \
        "def run_fit(params, x):\n    return fit(grad_fn, params, x)\n"
    _refused(tmp_path, {**_PROJECT, "train.py": train}, capsys)
    assert (tmp_path / "blocks.py").read_text() == _PROJECT["blocks.py"]


def test_refused_when_a_gradient_call_passes_an_array(tmp_path, capsys):
    train = _PROJECT["train.py"].replace("grad_fn(params, x, 2)", "grad_fn(params, x, jnp.argmax(x[0]))")
    _refused(tmp_path, {**_PROJECT, "train.py": train}, capsys)
