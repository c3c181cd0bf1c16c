"""Multi-file round 15 (the mf15_* projects): the capabilities it added, each beside a neighbour
where it must hold back. Every case is run under JAX, so a verdict is JAX's.

- NumPy's writers (np.save, np.savez, np.savez_compressed, np.savetxt) convert the arrays they are
  handed: a checkpoint written inside a jitted step raises TracerArrayConversionError (the table
  test, tests/analysis/test_numpy_table.py, measures each).
- A module that never mentions jax, handing one key to two functions of a project module that
  draws with jax.random (`random_flip(key, x)`, `add_noise(key, x)`), reuses it (JAX320): it is
  linted (not skipped for its text) and walked, alone or with the rest of the folder.
- `def __init__(self, *layers)` storing `self.layers = layers`: what a construction passes past
  the named parameters is the tuple the instance holds (`Sequential(Linear(), Dropout(0.5))`),
  and `for layer, p in zip(self.layers, params)` runs once per layer of different classes, so
  each layer's `__call__` is followed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import assert_fix_makes_project_run, json_findings, run_project, write_files

PROJECTS = Path(__file__).resolve().parent.parent / "projects"
ROUND = sorted(p.name for p in PROJECTS.iterdir() if p.name.startswith("mf15_") and (p / "case.toml").is_file())
# the fix cannot pick a value for the user: advice, the project still fails (mf15_checkpoint_in_step's
# `ckpt.save("latest", new)`, np.savez on the traced params, moves out of the jitted step into a plain
# wrapper of its name since fixers/hoisted_effects.py)
ADVICE_ONLY: dict[str, str] = {  # mf15_argparse_widths_static runs since branch fixes26 (`tuple(args.widths)`)
    "mf15_lax_map_unique_labels": "found since branch misses27: the code reads `jnp.unique(pred).shape[0]`, "
                                  "which a size= bound would fix at the bound (advice: count instead)",
}
MISSED = {  # test_projects.KNOWN_MISSES
    "mf15_config_loss_name_branch", "mf15_configdict_activation_traced",
    "mf15_ema_inplace_update", "mf15_nnx_dropout_flag",
}


def test_round15_projects_are_all_here():
    assert len(ROUND) == 16 and set(ADVICE_ONLY) | MISSED <= set(ROUND)


@pytest.mark.parametrize("name", sorted(set(ROUND) - MISSED))
def test_fix_makes_the_project_run_or_leaves_advice(name, tmp_path, capsys, monkeypatch):
    assert_fix_makes_project_run(PROJECTS / name, tmp_path / name, capsys, monkeypatch, name in ADVICE_ONLY)


_CKPT = """
    import io

    import jax
    import jax.numpy as jnp
    import numpy as np


    def save(params):
        buf = io.BytesIO()
        np.savez(buf, **params)
        return buf.getvalue()


    @jax.jit
    def step(params):
        params = {k: params[k] * 0.5 for k in params}
        SAVE_INSIDE
        return params


    params = step({"w": jnp.ones(3)})
    SAVE_OUTSIDE
    """


@pytest.mark.parametrize(("inside", "outside", "error", "expected"), [
    ("save(params)", "", "TracerArrayConversionError", [("ckpt.py", 10, "JAX501")]),
    ("", "save(params)", None, []),
], ids=["inside_the_step", "after_the_step"])
def test_a_checkpoint_written_inside_a_jitted_step(inside, outside, error, expected, tmp_path, capsys):
    write_files(tmp_path, {"ckpt.py": _CKPT.replace("SAVE_INSIDE", inside).replace("SAVE_OUTSIDE", outside)})
    ran = run_project(tmp_path, "import ckpt")
    assert (ran.returncode == 0) if error is None else (ran.returncode != 0 and error in ran.stderr), ran.stderr
    assert json_findings(capsys, str(tmp_path)) == expected


_OPS = """
    import jax
    import jax.numpy as jnp


    def flip(key, x):
        return jnp.where(jax.random.bernoulli(key, 0.5), x[::-1], x)


    def noise(key, x):
        return x + jax.random.normal(key, x.shape)


    def scale(factor, x):
        return factor * x
    """


@pytest.mark.parametrize(("body", "key", "error", "expected"), [
    ("x = flip(key, x)\n    return noise(key, x)", "jax.random.key(0)", "KeyReuseError", [("augment.py", 7, "JAX320")]),
    ("a, b = split(key)\n    x = flip(a, x)\n    return noise(b, x)", "jax.random.key(0)", None, []),
    ("x = scale(key, x)\n    return scale(key, x)", "2.0", None, []),
], ids=["one_key_twice", "split_first", "a_number_named_key_twice"])
@pytest.mark.parametrize("target", [".", "augment.py"], ids=["folder", "alone"])
def test_a_module_without_jax_handing_one_key_to_two_draws(body, key, error, expected, target, tmp_path, capsys,
                                                            monkeypatch):
    write_files(tmp_path, {
        "ops.py": _OPS,
        "augment.py": "from ops import flip, noise, scale\nfrom splitting import split\n\n\n"
                      "def augment(key, x):\n    " + body + "\n",
        "splitting.py": "import jax\n\nsplit = jax.random.split\n",
        "run.py": """
            import jax
            import jax.numpy as jnp

            jax.config.update("jax_debug_key_reuse", True)
            from augment import augment

            augment(KEY, jnp.ones(3))
            """.replace("KEY", key),
    })
    ran = run_project(tmp_path, "import run")
    assert (ran.returncode == 0) if error is None else (ran.returncode != 0 and error in ran.stderr), ran.stderr
    monkeypatch.chdir(tmp_path)
    assert json_findings(capsys, target) == expected


_LAYERS = """
    import jax
    import jax.numpy as jnp


    class Linear:
        def __call__(self, p, x, deterministic):
            return x @ p["w"]


    class Dropout:
        def __call__(self, p, x, deterministic):
            if not deterministic:
                return x * 2.0
            return x


    class Sequential:
        def __init__(self, *layers):
            self.layers = layers

        def __call__(self, params, x, deterministic):
            LOOP
            return x


    model = Sequential(Linear(), Dropout())


    @jax.jit
    def forward(params, x, deterministic):
        return model(params, x, deterministic)


    def run(params):
        return forward(params, jnp.ones((2, 3)), PASSED)
    """


@pytest.mark.parametrize(("loop", "passed", "error", "expected"), [
    ("for layer, p in zip(self.layers, params):\n                x = layer(p, x, deterministic)", "False",
     "TracerBoolConversionError", [("layers.py", 12, "JAX101")]),
    ("for layer in self.layers:\n                x = layer(params[0], x, deterministic)", "False",
     "TracerBoolConversionError", [("layers.py", 12, "JAX101")]),
    ("for layer, p in zip(self.layers, params):\n                x = layer(p, x, deterministic)", "{}", None, []),
], ids=["zip_of_star_layers", "loop_over_star_layers", "a_dict_flag_is_a_pytree"])
def test_layers_a_star_parameter_collects(loop, passed, error, expected, tmp_path, capsys):
    write_files(tmp_path, {"layers.py": _LAYERS.replace("LOOP", loop).replace("PASSED", passed)})
    ran = run_project(tmp_path, "import layers; layers.run([{'w': layers.jnp.ones((3, 3))}, {}])")
    assert (ran.returncode == 0) if error is None else (ran.returncode != 0 and error in ran.stderr), ran.stderr
    assert json_findings(capsys, str(tmp_path)) == expected


_REGISTRY = """
    import jax
    import jax.numpy as jnp

    HOOKS = []


    def register(fn):
        HOOKS.append(fn)
        return fn


    @register
    def double(x):
        return 2 * x


    @jax.jit
    def apply(x):
        for hook in HOOKS:
            x = hook(x)
        return x


    def main():
        first = apply(jnp.ones(2))
        LATE
        return first, apply(jnp.ones(2))


    first, second = main()
    print(bool((first == second).all()))
    """


@pytest.mark.parametrize(("late", "stale", "expected"), [
    ("pass", True, []),
    ("register(lambda x: x + 100.0)", True, [("registry.py", 19, "JAX303")]),
], ids=["filled_by_decorations", "registered_after_a_trace"])
def test_a_registry_a_decorator_fills(late, stale, expected, tmp_path, capsys):
    """`@register` fills HOOKS as the module is imported, before any trace: not reported. A plain
    call of the decorator after a trace adds a hook the compiled code never runs (JAX303)."""
    write_files(tmp_path, {"registry.py": _REGISTRY.replace("LATE", late)})
    ran = run_project(tmp_path, "import registry")
    assert ran.returncode == 0 and ran.stdout.strip() == str(stale), ran.stderr
    assert json_findings(capsys, str(tmp_path)) == expected
