"""The demo project in examples/ (what `jaxlint check examples/` runs on).

Every deliberate mistake in examples/ ends its line with `# mistake: JAXnnn` (several codes
separated by commas). Three promises are checked:

1. jaxlint reports exactly the marked (file, line, code) triples: no misses, no false alarms
   on the correct code around them;
2. the package imports cheaply and its correct training path really runs;
3. every marked mistake really fails (or leaks, prints a tracer, goes stale) under the
   installed JAX, so the demo never shows a diagnostic for code that works.
"""

from __future__ import annotations

import ast
import builtins
import importlib
import inspect
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from jaxlint.config import load_config
from jaxlint.engine import lint_source

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
FILES = sorted(EXAMPLES.glob("*.py"))
MARK = re.compile(r"#\s*mistake:\s*(JAX\d{3}(?:\s*,\s*JAX\d{3})*)")
RULE_CODES = {"JAX101", "JAX102", "JAX103", "JAX104", "JAX105", "JAX201", "JAX202",
              "JAX301", "JAX302", "JAX303", "JAX401"}

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def marked(path: Path) -> set[tuple[str, int, str]]:
    out = set()
    for lineno, line in enumerate(path.read_text().splitlines(), start=1):
        match = MARK.search(line)
        if match:
            for code in re.split(r"\s*,\s*", match.group(1)):
                out.add((path.name, lineno, code))
    return out


def marked_functions(path: Path) -> set[str]:
    """'module.function' for each module-level function that holds a marked line."""
    lines = {line for _, line, _ in marked(path)}
    out = set()
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.FunctionDef) and any(node.lineno <= n <= node.end_lineno for n in lines):
            out.add(f"{path.stem}.{node.name}")
    return out


# 1. Lint ------------------------------------------------------------------------------------


def test_project_layout():
    names = [p.name for p in FILES]
    assert "__init__.py" in names
    assert 4 <= len(names) <= 6, names
    codes = {code for path in FILES for _, _, code in marked(path)}
    assert RULE_CODES <= codes, f"rules without a demonstrated mistake: {sorted(RULE_CODES - codes)}"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_jaxlint_reports_exactly_the_marked_mistakes(path):
    # the configuration `jaxlint check examples/model.py` finds: examples/jaxlint.toml, whose folder is
    # the project a file linted alone is scanned in (the repository holds too many files to scan)
    result = lint_source(path.read_text(), str(path), load_config(path.parent))
    assert not result.internal_error, [d.message for d in result.diagnostics if d.code == "JAX999"]
    got = {(path.name, d.location.row, d.code) for d in result.diagnostics}
    want = marked(path)
    missed = sorted(want - got)
    false_alarms = sorted((f, row, code, d.message) for f, row, code in got - want
                          for d in result.diagnostics if (d.location.row, d.code) == (row, code))
    assert not missed and not false_alarms, f"missed: {missed}\nfalse alarms: {false_alarms}"


# 2. Import and the correct training path -------------------------------------------------


def test_import_is_cheap_and_quiet():
    code = "import examples, examples.data, examples.model, examples.utils, examples.train"
    env = dict(os.environ, JAX_PLATFORMS="cpu")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "", "importing the examples must not train or print"


@pytest.fixture(scope="module")
def ex():
    mods = {name: importlib.import_module(f"examples.{name}") for name in ("data", "model", "utils", "train")}
    return type("Examples", (), mods)


def test_main_trains_a_few_steps(ex, monkeypatch):
    epochs = []
    real = ex.train.train_epoch

    def counted(params, xs, *args, **kwargs):
        epochs.append(xs.shape[0])
        return real(params, xs, *args, **kwargs)

    monkeypatch.setattr(ex.train, "train_epoch", counted)
    params, metrics = ex.train.main(epochs=1, num_examples=64, batch_size=16, verbose=False)
    # main() honours its arguments: one epoch over the 64 examples asked for, not a real training run
    # (counted, not timed: a wall-clock bound failed on loaded machines)
    assert epochs == [64]
    assert set(metrics) == {"loss", "accuracy", "batch_accuracy", "train_loss"}
    assert all(isinstance(v, float) and v == v for v in metrics.values())
    assert ex.model.count_params(params) == 16 * 32 + 32 + 32 * 4 + 4


# 3. Every marked mistake really fails ------------------------------------------------------


@pytest.fixture(scope="module")
def setup(ex):
    import jax

    key = jax.random.PRNGKey(0)
    params = ex.model.init_mlp(key, (16, 32, 4))
    xs, ys = ex.data.make_dataset(key, 64, 16, 4)  # the shapes main() compiled
    logits = ex.model.apply_mlp(params, xs)
    grads = jax.grad(ex.train.loss_fn)(params, xs, ys)
    return dict(key=key, params=params, xs=xs, ys=ys, logits=logits, grads=grads)


def _errors():
    import jax

    return jax.errors


def _same_tree(a, b) -> bool:
    import jax
    import jax.numpy as jnp

    return all(bool(jnp.all(u == v)) for u, v in zip(jax.tree.leaves(a), jax.tree.leaves(b)))


def _leak(ex, s, monkeypatch):
    monkeypatch.setattr(ex.train, "LOSS_HISTORY", [])
    ex.train.update_logged(s["params"], s["xs"], s["ys"], 0.1)
    with pytest.raises(_errors().UnexpectedTracerError):
        ex.train.LOSS_HISTORY[0] + 1


def _stale_lr(ex, s, monkeypatch):
    monkeypatch.setattr(ex.train, "LEARNING_RATE", 0.5)
    before, _ = ex.train.update_global_lr(s["params"], s["xs"], s["ys"])
    ex.train.set_learning_rate(0.0)
    after, _ = ex.train.update_global_lr(s["params"], s["xs"], s["ys"])
    assert _same_tree(before, after) and not _same_tree(after, s["params"]), "lr=0.0 ignored: stale"


def _stale_config(ex, s, monkeypatch):
    monkeypatch.setitem(ex.utils.LOSS_CONFIG, "label_smoothing", 0.0)
    before = ex.utils.smoothed_loss(s["logits"], s["ys"])
    ex.utils.configure_loss(label_smoothing=0.5)
    after = ex.utils.smoothed_loss(s["logits"], s["ys"])
    assert before == after != ex.utils.cross_entropy(s["logits"], s["ys"], 0.5)


def _prints_tracer(run):
    def check(ex, s, capsys):
        run(ex, s)
        run(ex, s)  # cached: prints nothing the second time
        out = capsys.readouterr().out
        assert "Tracer" in out and len(out.splitlines()) == 1, out
    return check


def _raises(exc_name, run, match=None):
    def check(ex, s):
        exc = getattr(_errors(), exc_name, None) or getattr(builtins, exc_name)
        with pytest.raises(exc, match=match):
            run(ex, s)
    return check


MISTAKES = {
    "model.predict_images": _raises(
        "TypeError", lambda ex, s: ex.model.predict_images(s["params"], s["xs"].reshape(64, 2, 2, 4)),
        match="concrete"),
    "model.apply_mlp_maybe_dropout": _raises(
        "TracerBoolConversionError",
        lambda ex, s: ex.model.apply_mlp_maybe_dropout(s["params"], s["xs"], s["key"], 0.1)),
    "model.layer_sizes": _raises("TypeError", lambda ex, s: ex.model.layer_sizes(s["params"])),
    "model.active_fraction": _raises(  # jitted in train.py
        "TracerBoolConversionError", lambda ex, s: ex.train.active_fraction_jit(s["params"], s["xs"])),
    "data.get_batch_sliced": _raises(
        "IndexError", lambda ex, s: ex.data.get_batch_sliced(s["xs"], s["ys"], 0, 8), match="static"),
    "data.check_labels": _raises(
        "ValueError", lambda ex, s: ex.data.check_labels(s["ys"], num_classes=4), match="truth value"),
    "data.count_clean_rows": _raises(
        "TracerBoolConversionError", lambda ex, s: ex.data.count_clean_rows(s["xs"])),
    "data.l2_normalize": _raises(
        "TracerBoolConversionError", lambda ex, s: ex.data.normalize_rows(s["xs"], 1e-6)),
    "utils.clip_by_global_norm_py": _raises(
        "TracerBoolConversionError", lambda ex, s: ex.utils.clip_by_global_norm_py(s["grads"], 1.0)),
    "utils.eval_metrics_printed": _prints_tracer(
        lambda ex, s: ex.utils.eval_metrics_printed(s["logits"], s["ys"])),
    "utils.correct_count": _raises(
        "ConcretizationTypeError", lambda ex, s: ex.utils.correct_count(s["logits"], s["ys"])),
    "utils.smoothed_loss": _stale_config,
    "train.update_logged": _leak,
    "train.update_staged": _raises(
        "TracerIntegerConversionError",
        lambda ex, s: ex.train.update_staged(s["params"], s["xs"], s["ys"], 0)),
    "train.update_global_lr": _stale_lr,
    "train.update_clipped": _raises(
        "TracerBoolConversionError",
        lambda ex, s: ex.train.update_clipped(s["params"], s["xs"], s["ys"], 0.1, 1.0)),
    "train.train_steps": _raises(
        "TracerIntegerConversionError",
        lambda ex, s: ex.train.train_steps(s["params"], s["xs"], s["ys"], 0.1, 3)),
    "train.train_epoch_verbose": _prints_tracer(
        lambda ex, s: ex.train.train_epoch_verbose(s["params"], s["xs"], s["ys"], 0.1, batch_size=16)),
    "train.update_with_stats": _raises(
        "ConcretizationTypeError",
        lambda ex, s: ex.train.update_with_stats(s["params"], s["xs"], s["ys"], 0.1)),
}


def test_every_marked_mistake_has_a_runtime_check():
    functions = set().union(*(marked_functions(p) for p in FILES))
    assert functions == set(MISTAKES), (sorted(functions - set(MISTAKES)), sorted(set(MISTAKES) - functions))


@pytest.mark.parametrize("name", sorted(MISTAKES))
def test_marked_mistake_fails_under_jax(name, ex, setup, request):
    check = MISTAKES[name]
    fixtures = list(inspect.signature(check).parameters)[2:]  # capsys, monkeypatch
    check(ex, setup, *(request.getfixturevalue(f) for f in fixtures))
