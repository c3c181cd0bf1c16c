"""Fixes for shapes that kept buggy projects from running after `--fix --unsafe-fixes`:

* an equinox model passed to a static parameter of a jitted function (JAX810): the function is
  jitted with `eqx.filter_jit` instead (filter_jit.py), which traces the model's arrays and keeps
  its other fields and the non-array arguments static;
* a class-body list of numbers indexed by a tracer through `self` (JAX201): the analysis knows
  `self.RATES` element by element, so the indexing fix (`jnp.asarray(self.RATES)[i]`) applies.

Each program fails as written, and after the fix runs under jit, matching the original run
eagerly (`jax.disable_jit`), gradients included where the rewrite touches differentiated values.
"""

from __future__ import annotations

from pathlib import Path

import jax
import numpy as np
import pytest

from jaxlint.config import Config
from jaxlint.diagnostics import Applicability
from jaxlint.fix_loop import fix_source
from jaxlint import lint_source
from tests.fixers.test_value_fix_rate import HEADER, _run
from tests.helpers import assert_fix_makes_project_run

PROJECTS = Path(__file__).resolve().parent.parent / "projects"

EQX = HEADER + "import equinox as eqx\nimport functools\n"

STATIC_MODEL = EQX + """
@functools.partial(jax.jit, static_argnums=(0, 2))
def sample(model, x, n):
    y = jnp.tile(x, (n, 1))
    return jax.vmap(model)(y).sum()

def build():
    return eqx.nn.MLP(3, 2, 8, depth=2, key=jax.random.key(0))

def main():
    return sample(build(), jnp.arange(3.0), 4)
"""
STATIC_MODEL_USE = "main()"
STATIC_MODEL_GRAD = "jax.grad(lambda x: sample(build(), x, 4))(jnp.arange(3.0))"

JITTED_BY_CALL = EQX + """
def apply(model, x, scale):
    return model(x) * scale

apply_jit = jax.jit(apply, static_argnames=("model",))

def build():
    return eqx.nn.Linear(3, 2, key=jax.random.key(1))

def main():
    return apply_jit(build(), jnp.arange(3.0), 2.0)
"""
JITTED_BY_CALL_USE = "main()"


def _fix(source: str, unsafe: bool = True):
    return fix_source(source, "buggy.py", Config(), unsafe=unsafe)


@pytest.mark.parametrize("source, use", [(STATIC_MODEL, STATIC_MODEL_USE), (JITTED_BY_CALL, JITTED_BY_CALL_USE)],
                         ids=["partial-decorator", "jit-call"])
def test_static_model_is_traced_with_filter_jit(source, use):
    with pytest.raises(ValueError, match="Non-hashable static arguments"):
        _run(source, use)
    expected, _ = _run(source, use, eager=True)
    outcome = _fix(source)
    assert outcome.applied["JAX810"] == 1, outcome.source
    assert "eqx.filter_jit" in outcome.source and "static_arg" not in outcome.source
    assert not [d for d in outcome.diagnostics if d.code in ("JAX810", "JAX202")], outcome.diagnostics
    got, _ = _run(outcome.source, use)
    np.testing.assert_allclose(np.asarray(got), np.asarray(expected), rtol=1e-6)


def test_filter_jit_keeps_gradients():
    expected, _ = _run(STATIC_MODEL, STATIC_MODEL_GRAD, eager=True)
    got, _ = _run(_fix(STATIC_MODEL).source, STATIC_MODEL_GRAD)
    np.testing.assert_allclose(np.asarray(got), np.asarray(expected), rtol=1e-6)


def test_filter_jit_is_unsafe_and_drops_the_unused_import():
    assert _fix(STATIC_MODEL, unsafe=False).source == STATIC_MODEL
    source = STATIC_MODEL.replace("import functools\n", "").replace("functools.partial", "partial")
    fixed = _fix(source).source
    assert "from functools import partial" not in fixed  # nothing else uses it
    fixed = _fix(STATIC_MODEL).source
    assert "import functools" not in fixed


def test_static_model_project_runs_after_the_fix(tmp_path, capsys, monkeypatch):
    """The jitted sampler lives in another module than the call passing the model: the edit, and
    the equinox import it needs, land there (tests/projects/own39_score_static_model)."""
    assert_fix_makes_project_run(PROJECTS / "own39_score_static_model", tmp_path / "p", capsys, monkeypatch, False)
    fixed = (tmp_path / "p" / "score" / "sampling.py").read_text()
    assert "import equinox as eqx\n" in fixed and "@eqx.filter_jit\n" in fixed


@pytest.mark.parametrize("transform", [
    "functools.partial(jax.jit, static_argnums=(0,), donate_argnums=(1,))",  # donation: no filter_jit spelling here
    "functools.partial(jax.jit, static_argnums=(0,), backend='cpu')",
])
def test_filter_jit_refused_for_other_jit_options(transform):
    source = STATIC_MODEL.replace("functools.partial(jax.jit, static_argnums=(0, 2))", transform)
    diagnostics = lint_source(source, "buggy.py", Config())
    found = [d for d in diagnostics if d.code == "JAX810"]
    assert found, diagnostics
    assert all(d.fix is None or d.fix.applicability is Applicability.DISPLAY_ONLY for d in found)


RATES = HEADER + """
class PiecewiseConstant:
    BOUNDARIES = (2, 4)
    RATES = [0.1, 0.01, -0.001]

    def __call__(self, step):
        stage = jnp.searchsorted(jnp.array(self.BOUNDARIES), step, side="right")
        return self.RATES[stage]

schedule = PiecewiseConstant()

@jax.jit
def update(w, step):
    return w - schedule(step) * w

def main():
    return [update(jnp.ones(2), s) for s in range(6)]
"""
RATES_USE = "main()"


def test_class_body_list_of_numbers_indexed_by_a_tracer():
    with pytest.raises(jax.errors.TracerIntegerConversionError):
        _run(RATES, RATES_USE)
    expected, _ = _run(RATES, RATES_USE, eager=True)
    outcome = _fix(RATES)
    assert outcome.applied["JAX201"] == 1, outcome.source
    assert "jnp.asarray(self.RATES)[stage]" in outcome.source
    got, _ = _run(outcome.source, RATES_USE)
    np.testing.assert_allclose(np.stack(got), np.stack(expected), rtol=1e-6)
    grad = "jax.grad(lambda w: update(w, 3).sum())(jnp.ones(2))"
    np.testing.assert_allclose(_run(outcome.source, grad)[0], _run(RATES, grad, eager=True)[0], rtol=1e-6)


@pytest.mark.parametrize("change", ["self.RATES.append(0.5)", "self.RATES[0] = 0.5"])
def test_class_body_list_changed_in_place_is_not_known_element_by_element(change):
    source = RATES.replace("    def __call__(self, step):",
                           f"    def grow(self):\n        {change}\n\n    def __call__(self, step):")
    outcome = _fix(source)
    assert "jnp.asarray(self.RATES)" not in outcome.source
    assert [d for d in outcome.diagnostics if d.code == "JAX201"], "still reported"


LOG_HOOK = HEADER + """
def maybe_log(step, loss):
    # log every other step
    if step % 2 == 0:
        # the loss only
        jax.debug.print("step {s} loss {l}", s=step, l=loss)  # a logging hook
        jax.debug.print("again {l}", l=loss)  # last line of the arm

@jax.jit
def train_step(step, w):
    loss = jnp.sum(w ** 2)
    maybe_log(step, loss)
    return w - 0.1 * 2 * w

def main():
    return [train_step(jnp.array(i), jnp.ones(2) * i) for i in range(4)]
"""


def test_commented_debug_print_arm_becomes_lax_cond_keeping_its_comments():
    """Comments inside an arm (above a statement, after it) no longer stop the lax.cond rewrite:
    each stays with its statement; the arm's last comment stays after the rewritten block."""
    with pytest.raises(jax.errors.TracerBoolConversionError):
        _run(LOG_HOOK, "main()")
    expected, printed_eager = _run(LOG_HOOK, "main()", eager=True)
    outcome = _fix(LOG_HOOK, unsafe=False)
    assert outcome.applied["JAX101"] == 1, outcome.source
    for comment in ("# log every other step", "# the loss only", "# a logging hook", "# last line of the arm"):
        assert outcome.source.count(comment) == 1, outcome.source
    compile(outcome.source, "fixed.py", "exec")
    got, printed = _run(outcome.source, "main()")
    np.testing.assert_allclose(np.stack(got), np.stack(expected))
    # the same lines (two debug prints in one compiled call carry no order between them)
    assert sorted(printed.splitlines()) == sorted(printed_eager.splitlines()) and "step 2 loss" in printed


WARMUP = HEADER + """
def warmup(updates, count, steps):
    if count < steps:
        frac = (count + 1) / steps
        updates = jax.tree.map(lambda u: u * frac, updates)
    return updates

def pull(x, target):
    if jnp.sum(x) > 0:
        scale = jnp.abs(target).sum()
        x = x - 0.1 * jax.grad(lambda w: jnp.sum((w - target) ** 2) * scale)(x)
    return x

@jax.jit
def step(params, count, x, target):
    return warmup(params, count, 4), pull(x, target)

def main():
    params = {"w": jnp.ones(3), "b": jnp.array(2.0)}
    return [step(params, jnp.array(c), jnp.arange(3.0) - c, jnp.ones(3)) for c in range(6)]
"""


def test_branch_temporaries_read_by_a_lambda_applied_on_the_spot_stay_in_the_branch():
    """A name an arm binds and only a lambda applied at once reads (a tree map's leaf function, a
    transform called right away) is not live after the if: the arm becomes a lax.cond branch."""
    with pytest.raises(jax.errors.TracerBoolConversionError):
        _run(WARMUP, "main()")
    expected, _ = _run(WARMUP, "main()", eager=True)
    outcome = _fix(WARMUP)
    assert outcome.applied["JAX101"] == 2, outcome.source
    assert not [d for d in outcome.diagnostics if d.code == "JAX101"], outcome.diagnostics
    got, _ = _run(outcome.source, "main()")
    for (p_got, x_got), (p_exp, x_exp) in zip(got, expected):
        np.testing.assert_allclose(p_got["w"], p_exp["w"], rtol=1e-6)
        np.testing.assert_allclose(p_got["b"], p_exp["b"], rtol=1e-6)
        np.testing.assert_allclose(x_got, x_exp, rtol=1e-6)
    grad = "jax.grad(lambda t: step({'w': jnp.ones(3), 'b': jnp.array(2.0)}, jnp.array(1), jnp.arange(3.0), t)[1].sum())(jnp.ones(3))"
    np.testing.assert_allclose(_run(outcome.source, grad)[0], _run(WARMUP, grad, eager=True)[0], rtol=1e-5)


def test_a_lambda_kept_for_later_still_keeps_its_names_live():
    source = WARMUP.replace("updates = jax.tree.map(lambda u: u * frac, updates)",
                            "scale_fn = lambda u: u * frac\n        updates = jax.tree.map(scale_fn, updates)")
    outcome = _fix(source)
    assert "jax.tree.map(scale_fn" in outcome.source
    assert "lambda u: u * frac" in outcome.source
    # the stored lambda reads `frac` whenever it is called: the arm is not rewritten
    assert len([d for d in outcome.diagnostics if d.code == "JAX101"]) == 1, outcome.source


EARLY_STOP = HEADER + """
class Euler:
    def __init__(self, dt, n_steps):
        self.dt = dt
        self.n_steps = n_steps

    def run(self, y, rate):
        for _ in range(self.n_steps):
            step = self.dt * rate * y
            y = y - step
            if jnp.abs(y).max() < 0.2:  # converged
                break
        return y

@partial(jax.jit, static_argnums=0)
def integrate(solver, y0, rate):
    return solver.run(y0, rate)

def main():
    solver = Euler(0.1, 40)
    return [integrate(solver, jnp.ones(3) * s, 0.5) for s in (0.1, 1.0, 3.0)]
"""


def test_break_on_a_tracer_freezes_the_carried_values():
    """Each start stops at a different iteration: the values must be the ones the eager loop
    broke out with, and so must the gradient through them."""
    with pytest.raises(jax.errors.TracerBoolConversionError):
        _run(EARLY_STOP, "main()")
    expected, _ = _run(EARLY_STOP, "main()", eager=True)
    outcome = _fix(EARLY_STOP)
    assert outcome.applied["JAX101"] == 1, outcome.source
    assert "jnp.where(done, y, y - step)" in outcome.source and "# converged" in outcome.source
    got, _ = _run(outcome.source, "main()")
    np.testing.assert_allclose(np.stack(got), np.stack(expected), rtol=1e-6)
    grad = "jax.grad(lambda r: integrate(Euler(0.1, 40), jnp.ones(3), r).sum())(0.5)"
    np.testing.assert_allclose(_run(outcome.source, grad)[0], _run(EARLY_STOP, grad, eager=True)[0], rtol=1e-5)
    assert _fix(EARLY_STOP, unsafe=False).source == EARLY_STOP


@pytest.mark.parametrize("change", [
    ("        return y", "        return y, _"),  # the loop variable is read after the loop
    ("                break", "                print('stop')\n                break"),  # the if does more than break
    ("            step = self.dt * rate * y", "            self.count = 1\n            step = self.dt * rate * y"),
    ("            if jnp.abs(y).max() < 0.2:", "            # stop once converged\n            if jnp.abs(y).max() < 0.2:"),
])
def test_break_rewrite_refused(change):
    source = EARLY_STOP.replace(*change)
    outcome = _fix(source)
    assert "logical_or" not in outcome.source
    assert [d for d in outcome.diagnostics if d.code == "JAX101"], outcome.source


@pytest.mark.parametrize("name", ["scan_body_elsewhere", "mf7_optax_custom_transform", "module_attribute_static_solver"])
def test_projects_with_these_shapes_run_after_the_fix(name, tmp_path, capsys, monkeypatch):
    """A commented print arm under lax.scan, an optax warmup branch mapping a lambda over the updates,
    and a solver loop breaking on a tracer: each project runs after `--fix --unsafe-fixes`."""
    assert_fix_makes_project_run(PROJECTS / name, tmp_path / name, capsys, monkeypatch, False)


COMMENT_ONLY_ARM = HEADER + """
@jax.jit
def report(loss):
    if loss > 1.0:
        jax.debug.print("high loss {l}", l=loss)
    else:
        # quiet
        pass
    return loss * 2.0
"""


def test_print_arm_of_comments_only_becomes_a_function_returning_none():
    """An arm holding only comments and `pass` keeps its comments and returns None: the rewrite
    parses and runs under jit (the original raises at trace time)."""
    with pytest.raises(jax.errors.TracerBoolConversionError):
        _run(COMMENT_ONLY_ARM, "report(jnp.float32(3.0))")
    outcome = _fix(COMMENT_ONLY_ARM)
    assert outcome.applied["JAX101"] == 1, outcome.source
    assert "# quiet" in outcome.source and "return None" in outcome.source
    got, printed = _run(outcome.source, "report(jnp.float32(3.0))")
    np.testing.assert_allclose(got, 6.0)
    assert "high loss 3.0" in printed
