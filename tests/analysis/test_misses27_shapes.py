"""Branch misses27: values another module's function is followed with from traced code, each
case run under JAX first (a verdict is JAX's), beside the neighbours where the analysis holds back.

- A concrete JAX array under jit (`self.x`, built by untraced code): another module's function
  handed one is followed, as one handed a tracer is, since every jnp operation on it stages a
  tracer there (`sq_dist(x1, x2)` then `np.sqrt` of its result). So is one handed an array's
  static shape beside arguments of known types (`patch_grid(cfg, image.shape)` computing
  `jnp.array(shape[:2]) // cfg.patch`). Arguments of unknown type are still not enough.
- What untraced code builds, read through a helper of its module: `x, y = toy_data(n)`, every
  `return` a tuple display, gives `x` the matching element (`jnp.asarray(...)`: a JAX array).
- A lax body's operands read from the call's text where the call is: `lax.map(f, (logits,
  labels))` with both names bound by jnp calls in the enclosing function hands `f` a tuple of
  two array slices; `jnp.arange(60.0).reshape(3, 4, 5) % 7` and `grid.reshape(-1, 2) * 1.2` are
  arrays (arithmetic of an array with a number, an array method of an array).
- A factory's callers include another module's `mod.factory(...)` (a module alias's attribute):
  `integrate.simulate(grid, jnp.zeros_like(grid), 50)` hands the fori_loop carry two arrays.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_project_outcome, folder_and_alone_findings, write_files

KERNEL = {
    "kit/__init__.py": "",
    "kit/distance.py": """
        import jax.numpy as jnp


        def sq_dist(x1, x2, lengthscale):
            a = x1 / lengthscale
            b = x2 / lengthscale
            d2 = jnp.sum(a ** 2, -1)[:, None] + jnp.sum(b ** 2, -1)[None, :] - 2.0 * a @ b.T
            return jnp.maximum(d2, 0.0)
        """,
    "kit/kernels.py": """
        import jax.numpy as jnp
        import numpy as np

        from .distance import sq_dist


        class Matern32:
            def __init__(self, lengthscale=1.0):
                self.lengthscale = lengthscale

            def gram(self, x):
                r = np.sqrt(3.0) * {sqrt}(sq_dist(x, x, self.lengthscale) + 1e-12)
                return (1.0 + r) * jnp.exp(-r)
        """,
    "kit/model.py": """
        import jax.numpy as jnp


        class GP:
            def __init__(self, kernel, x, jitter=1e-4):
                self.kernel = kernel
                self.x = x
                self.jitter = jitter

            def prior_chol(self):
                k = self.kernel.gram(self.x)
                return jnp.linalg.cholesky(k + self.jitter * jnp.eye(self.x.shape[0]))
        """,
    "main.py": """
        import jax
        import jax.numpy as jnp
        import numpy as np

        from kit.kernels import Matern32
        from kit.model import GP


        def toy_data(n):
            rng = np.random.default_rng(0)
            x = np.sort(rng.uniform(-3.0, 3.0, n))[:, None].astype(np.float32)
            return jnp.asarray(x), jnp.asarray(x[:, 0] > 0)


        def main():
            {bind}
            model = GP(Matern32(1.0), x)
            return jax.jit(model.prior_chol)()


        main()
        """,
}
UNPACKED = "x, y = toy_data(8)"
SPELLED = "x = jnp.linspace(-3.0, 3.0, 8)[:, None]"
UNKNOWN_TYPE = "x = np.linspace(-3.0, 3.0, 8)[:, None]"  # a NumPy array: sq_dist computes with NumPy eagerly


@pytest.mark.parametrize("sqrt, bind, error, rows", [
    ("np.sqrt", UNPACKED, "TracerArrayConversionError", [("kernels.py", 12, "JAX501")]),
    ("jnp.sqrt", UNPACKED, None, []),
    ("np.sqrt", SPELLED, "TracerArrayConversionError", [("kernels.py", 12, "JAX501")]),
    ("jnp.sqrt", SPELLED, None, []),
])
def test_a_concrete_jax_array_handed_to_another_module_under_jit(sqrt, bind, error, rows, tmp_path, capsys,
                                                                 monkeypatch):
    """`self.x` a JAX array untraced code built (spelled, or unpacked from a helper's returned
    tuple): `sq_dist(x, x, ...)` of distance.py stages tracers under `jax.jit(model.prior_chol)`,
    so np.sqrt of its result converts a tracer."""
    files = dict(KERNEL, **{"kit/kernels.py": KERNEL["kit/kernels.py"].replace("{sqrt}", sqrt),
                            "main.py": KERNEL["main.py"].replace("{bind}", bind)})
    write_files(tmp_path, files)
    assert_project_outcome(tmp_path, "import main", error)
    folder, alone = folder_and_alone_findings(capsys, monkeypatch, tmp_path, "kit/kernels.py")
    assert folder == rows
    assert alone == rows


HOST = {
    "kit/__init__.py": "",
    "kit/scale.py": """
        import numpy as np


        def rescale(x, n):
            return x * np.sqrt(n)
        """,
    "main.py": """
        import jax
        import jax.numpy as jnp

        from kit.scale import rescale


        @jax.jit
        def f(x):
            return rescale(x, {n})


        print(f(jnp.ones(3)))
        """,
}


@pytest.mark.parametrize("n", ["4", "x.shape[0]"])
def test_numpy_of_static_values_in_another_module_stays_quiet(n, tmp_path, capsys, monkeypatch):
    """`np.sqrt(n)` of a Python int (or of a static shape entry) inside the jit runs on the host:
    no finding, whether the function is followed or not."""
    write_files(tmp_path, dict(HOST, **{"main.py": HOST["main.py"].replace("{n}", n)}))
    assert_project_outcome(tmp_path, "import main", None)
    folder, alone = folder_and_alone_findings(capsys, monkeypatch, tmp_path, "kit/scale.py")
    assert folder == alone == []


PATCHES = {
    "vit/__init__.py": "",
    "vit/config.py": """
        import dataclasses

        import jax.numpy as jnp


        @dataclasses.dataclass(frozen=True)
        class ViTConfig:
            patch: int = 4


        def patch_grid(cfg, image_shape):
            return {grid}
        """,
    "vit/patches.py": """
        from vit import config


        def patchify(cfg, image):
            gh, gw = config.patch_grid(cfg, image.shape)
            return image.reshape(gh, cfg.patch, gw, cfg.patch, -1)
        """,
    "train.py": """
        from functools import partial

        import jax
        import jax.numpy as jnp

        from vit.config import ViTConfig
        from vit.patches import patchify


        @partial(jax.jit, static_argnums=0)
        def embed(cfg, image):
            return patchify(cfg, image).sum()


        print(embed(ViTConfig(), jnp.ones((16, 16, 3))))
        """,
}


@pytest.mark.parametrize("grid, error, rows", [
    ("jnp.array(image_shape[:2]) // cfg.patch", "TypeError", [("patches.py", 6, "JAX202")]),
    ("tuple(s // cfg.patch for s in image_shape[:2])", None, []),
])
def test_shape_math_of_another_module_under_jit(grid, error, rows, tmp_path, capsys, monkeypatch):
    """`config.patch_grid(cfg, image.shape)` called from the jit trace with a static config and a
    shape: its `jnp.array(...) // p` is a tracer there, which reshape cannot take."""
    write_files(tmp_path, dict(PATCHES, **{"vit/config.py": PATCHES["vit/config.py"].replace("{grid}", grid)}))
    assert_project_outcome(tmp_path, "import train", error)
    folder, alone = folder_and_alone_findings(capsys, monkeypatch, tmp_path, "vit/patches.py")
    assert folder == rows
    assert alone == rows


MAPPED = {
    "scoring.py": """
        import jax.numpy as jnp


        def distinct(logits):
            return jnp.unique(jnp.argmax(logits, axis=-1){size}).shape[0]
        """,
    "evaluate.py": """
        import jax
        import jax.numpy as jnp

        import scoring


        def one(batch):
            logits, labels = batch
            return scoring.distinct(logits)


        def run():
            logits = jnp.arange(60.0).reshape(3, 4, 5) % 7
            labels = jnp.zeros((3, 4), dtype=jnp.int32)
            return jax.lax.map(one, (logits, labels))


        print(run())
        """,
}


@pytest.mark.parametrize("size, error, rows", [
    ("", "ConcretizationTypeError", [("scoring.py", 5, "JAX602")]),
    (", size=5, fill_value=-1", None, []),
])
def test_lax_map_operands_named_in_the_calling_function(size, error, rows, tmp_path, capsys, monkeypatch):
    """`lax.map(one, (logits, labels))`, both names bound by jnp calls in `run`: the body unpacks
    two array slices, and `scoring.distinct(logits)` is followed with a tracer."""
    write_files(tmp_path, dict(MAPPED, **{"scoring.py": MAPPED["scoring.py"].replace("{size}", size)}))
    assert_project_outcome(tmp_path, "import evaluate", error)
    folder, alone = folder_and_alone_findings(capsys, monkeypatch, tmp_path, "scoring.py")
    assert folder == rows
    assert alone == rows


CARRY = {
    "md/__init__.py": "",
    "md/forces.py": """
        import jax.numpy as jnp


        def pair_forces(pos):
            disp = pos[:, None, :] - pos[None, :, :]
            r2 = jnp.sum(disp ** 2, axis=-1) + jnp.eye(pos.shape[0])
            {check}
            return jnp.sum(disp / r2[..., None] ** 2, axis=1)
        """,
    "md/integrate.py": """
        from jax import lax

        from md.forces import pair_forces


        def simulate(pos, vel, n_steps, dt=1e-3):
            def step(i, state):
                pos, vel = state
                vel = vel + dt * pair_forces(pos)
                return pos + dt * vel, vel

            return lax.fori_loop(0, n_steps, step, (pos, vel))
        """,
    "main.py": """
        import jax.numpy as jnp

        from md import integrate


        def main():
            grid = jnp.stack(jnp.meshgrid(jnp.arange(3.0), jnp.arange(3.0)), -1).reshape(-1, 2) * 1.2
            pos, vel = integrate.simulate(grid, jnp.zeros_like(grid), 5)
            return pos


        print(main())
        """,
}


@pytest.mark.parametrize("check, error, rows", [
    ("if jnp.min(r2) < 0.01:\n                raise ValueError('overlap')", "TracerBoolConversionError",
     [("forces.py", 7, "JAX101")]),
    ("r2 = jnp.where(r2 < 0.01, 0.01, r2)", None, []),
])
def test_a_carry_a_module_attribute_call_fills(check, error, rows, tmp_path, capsys, monkeypatch):
    """`integrate.simulate(grid, jnp.zeros_like(grid), 5)` (a module alias's attribute) passes
    arrays for the carry `(pos, vel)` of its fori_loop: `pos, vel = state` unpacks tracers, and
    forces.py's `if` is on one."""
    write_files(tmp_path, dict(CARRY, **{"md/forces.py": CARRY["md/forces.py"].replace("{check}", check)}))
    assert_project_outcome(tmp_path, "import main", error)
    folder, alone = folder_and_alone_findings(capsys, monkeypatch, tmp_path, "md/forces.py")
    assert folder == rows
    assert alone == rows
