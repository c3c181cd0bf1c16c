"""The per-rule prefilter (jaxlint/prefilter.py): a file that mentions jax but spells no rule's
trigger is skipped unparsed, and one that spells it is linted and reports its finding.

Each trigger is shown both ways with real lints: the file lacking it is skipped (and LibCST never
parses it), the file with it yields the rule's finding. The cross-file cases show that a module
with no transform of its own is still analysed when another module jits its functions.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jaxlint import engine
from jaxlint.config import Config
from jaxlint.engine import lint_source
from jaxlint.runner import all_diagnostics, lint_files

PREVIEW = Config(preview=True, select=("JAX",))


@pytest.fixture
def parses(monkeypatch):
    """The texts LibCST parses during the test (the engine's one entry to the parser)."""
    seen: list[str] = []
    real = engine.parse_module

    def counting(text):
        seen.append(text)
        return real(text)

    monkeypatch.setattr(engine, "parse_module", counting)
    return seen


def _lint(tmp_path: Path, text: str, config: Config = Config(), name: str = "mod.py"):
    path = tmp_path / name
    path.write_text(text)
    return lint_source(text, str(path), config, linted_together=frozenset({str(path)}))


def _codes(result) -> list[str]:
    return sorted({d.code for d in result.diagnostics})


# (rule, config, text with the trigger and its finding, the same text without the trigger)
# A function that branches on its argument: JAX101 wherever it is traced.
BRANCH = """def f(x):
    if x > 0:
        return x
    return -x
"""
SCAN_BODY = """
import jax
import jax.numpy as jnp

def body(carry, x):
    if x > 0:
        carry = carry + x
    return carry, x
"""
CASES = {
    "traced: a jax.jit decorator": ("JAX101", Config(), """
import jax

@jax.jit
""" + BRANCH, """
import jax

""" + BRANCH),
    "traced: an aliased import of jit": ("JAX101", Config(), """
from jax import jit as compiled

@compiled
""" + BRANCH, """
from jax import numpy as compiled

""" + BRANCH),
    "traced: jax.remat, another spelling of jax.checkpoint": ("JAX101", Config(), """
import jax

@jax.remat
""" + BRANCH, """
import jax

@jax.named_call
""" + BRANCH),
    "traced: a lax.scan body": ("JAX101", Config(), SCAN_BODY + """
total, _ = jax.lax.scan(body, 0.0, jnp.arange(3.0))
""", SCAN_BODY + """
total = body(0.0, jnp.sin(3.0))  # no array constructor either (JAX701 checks eager buffers)
"""),
    "traced: extra-jit-decorators from the config": ("JAX101", Config(extra_jit_decorators=("mylib.compile",)), """
import jax
from mylib import compile

@compile
""" + BRANCH, """
import jax
from mylib import other

@other
""" + BRANCH),
    "JAX320: the key consumers of jax.random": ("JAX320", Config(), """
import jax

key = jax.random.PRNGKey(0)
a = jax.random.normal(key, (2,))
b = jax.random.normal(key, (2,))
""", """
import jax

key = jax.random.PRNGKey(0)
a = jax.random.key_data(key)
b = jax.random.key_data(key)
"""),
    "JAX401: a jnp reduction of .shape": ("JAX401", Config(), """
import jax.numpy as jnp

def size(x):
    return jnp.prod(x.shape)
""", """
import jax.numpy as jnp
import numpy as np

def size(x):
    return np.prod(x.shape)
"""),
    "JAX702: a wide dtype": ("JAX702", PREVIEW, """
import jax.numpy as jnp
import numpy as np

def f(n):
    return jnp.ones(n, np.complex128)
""", """
import jax.numpy as jnp
import numpy as np

def f(n):
    return jnp.sin(n) * np.complex64(1)  # no array constructor either (JAX701 checks eager buffers)
"""),
    "JAX701: item assignment on a jnp result": ("JAX701", Config(), """
import jax.numpy as jnp

def f(v):
    se = jnp.sqrt(v)
    se[se == 0] = 1.0
    return se
""", """
import jax.numpy as jnp

def f(v):
    se = jnp.sqrt(v)
    return se[se == 0]
"""),
    "JAX701: a parenthesised item target": ("JAX701", Config(), """
import jax.numpy as jnp

def f(v):
    se = jnp.sqrt(v)
    (se[0]) = 1.0
    return se
""", """
import jax.numpy as jnp

def f(v):
    se = jnp.sqrt(v)
    return (se[0]) <= 1.0
"""),
    "JAX710: .at[...]": ("JAX710", Config(), """
import jax.numpy as jnp

x = jnp.zeros(3)
x.at[0].set(1.0)
""", """
import jax.numpy as jnp

x = jnp.sin(3.0)  # no array constructor either (JAX701 checks eager buffers)
x = x + 1.0
"""),
    "JAX710: an array method on what jnp returned": ("JAX710", Config(), """
import jax.numpy as jnp

x = jnp.zeros(3)
x.reshape(3, 1)
""", """
import jax
import numpy as np

x = np.zeros(3)
x.reshape(3, 1)
"""),
    "JAX710: optax's update": ("JAX710", Config(), """
import jax.numpy as jnp
import optax

def step(params, grads):
    optimizer = optax.adam(0.1)
    state = optimizer.init(params)
    optimizer.update(grads, state)
    return state
""", """
import jax.numpy as jnp

def step(params, grads, optimizer):
    state = optimizer.init(params)
    optimizer.update(grads, state)
    return state
"""),
    "JAX701: a dict written by key beside a jnp call": ("JAX701", Config(), """
import jax.numpy as jnp

def fill(n):
    out = jnp.zeros(n)
    out[0] = 1.0
    return out
""", """
import jax.numpy as jnp
import numpy as np

def fill(n, table):
    out = np.zeros(n)
    out[0] = 1.0
    table["total"] = jnp.sum(out)
    self_counts = {}
    self_counts[n] = len(table)
    return out
"""),
    "JAX710: list.append and dict.update are no updates": ("JAX710", Config(), """
import jax.numpy as jnp

def grow(x):
    jnp.append(x, 1.0)
    return x
""", """
import jax.numpy as jnp

def grow(x, rows):
    outs = []
    outs.append(x)
    extra = {}
    extra.update(a=1)
    y = jnp.append(x, 1.0)
    return y.reshape(-1), outs, extra
"""),
    "JAX801: jax.jit in a loop": ("JAX801", PREVIEW, """
import jax

def run(xs):
    total = 0.0
    for x in xs:
        f = jax.jit(lambda v: v.sum())
        total = total + f(x)
    return total
""", """
import jax

def run(xs):
    total = 0.0
    for x in xs:
        f = lambda v: v.sum()
        total = total + f(x)
    return total
"""),
    "JAX901: a removed name": ("JAX901", Config(), """
import jax

y = jax.tree_map(lambda a: a, {"a": 1})
""", """
import jax

y = jax.tree.map(lambda a: a, {"a": 1})
"""),
    "JAX902: a deprecated name": ("JAX902", PREVIEW, """
import jax
from jax.core import JaxprTypeError
""", """
import jax
from jax.errors import JaxprTypeError
"""),
    "JAX100: a noqa naming a JAX code": ("JAX100", Config(), """
import jax

x = 1  # noqa: JAX101
""", """
import jax

x = 1  # noqa: F401
"""),
    "JAX000: a text that does not compile": ("JAX000", Config(), """
import jax

def f(:
    pass
""", """
import jax

def f():
    pass
"""),
}


@pytest.mark.parametrize("case", CASES)
def test_a_file_with_the_trigger_is_linted_and_one_without_is_skipped(case, tmp_path, parses):
    code, config, with_trigger, without = CASES[case]
    found = _lint(tmp_path, with_trigger.lstrip("\n"), config)
    assert code in _codes(found)
    assert not found.skipped
    parses.clear()
    lacking = _lint(tmp_path, without.lstrip("\n"), config)
    assert lacking.skipped and lacking.diagnostics == []
    assert parses == []  # never parsed


def test_without_the_prefilter_the_skipped_files_report_nothing(tmp_path, monkeypatch):
    """What the skip saves is only work: each file skipped above, linted anyway, is clean."""
    monkeypatch.setattr(engine, "may_hold_findings", lambda *args, **kwargs: True)
    for code, config, _, without in CASES.values():
        forced = _lint(tmp_path, without.lstrip("\n"), config)
        assert not forced.skipped
        assert forced.diagnostics == [], code


def test_fewer_selected_rules_skip_more_files(tmp_path):
    text = "import jax\n\ny = jax.tree_map(lambda a: a, {})\n"
    assert _codes(_lint(tmp_path, text)) == ["JAX901"]
    assert _lint(tmp_path, text, Config(ignore=("JAX901",))).skipped
    assert _lint(tmp_path, text, Config(select=("JAX101",))).skipped
    per_file = Config(per_file_ignores={"mod.py": ("JAX9",)}, root=tmp_path)
    assert _lint(tmp_path, text, per_file).skipped
    assert not _lint(tmp_path, text, per_file, name="other.py").skipped


MODEL = """
import jax.numpy as jnp

def forward(x):
    if x > 0:
        return jnp.sin(x)
    return x
"""


def test_a_module_another_module_jits_is_analysed_alone(tmp_path):
    """model.py spells no transform; train.py jits its function: linted alone (flake8, the
    editor), model.py still gets the finding that train.py's jit causes there."""
    (tmp_path / "model.py").write_text(MODEL)
    (tmp_path / "train.py").write_text("import jax\nfrom model import forward\n\nstep = jax.jit(forward)\n")
    result = _lint(tmp_path, MODEL, name="model.py")
    assert not result.skipped
    assert [(d.code, d.location.row) for d in result.diagnostics] == [("JAX101", 5)]


def test_a_module_nobody_jits_is_skipped(tmp_path, parses):
    (tmp_path / "model.py").write_text(MODEL)
    (tmp_path / "train.py").write_text("import jax\nfrom model import forward\n\nstep = forward(1.0)\n")
    result = _lint(tmp_path, MODEL, name="model.py")
    assert result.skipped and parses == []


def test_a_whole_tree_run_reports_the_finding_from_the_module_that_jits(tmp_path):
    """Linted together, model.py itself is skipped (nothing of its own can report) and
    train.py's lint reports the finding in model.py; a later run of model.py alone does not
    reuse that skip from the cache, since train.py's lint reported there (`reported_by`)."""
    (tmp_path / "model.py").write_text(MODEL)
    (tmp_path / "train.py").write_text("import jax\nfrom model import forward\n\nstep = jax.jit(forward)\n")
    paths = [tmp_path / "model.py", tmp_path / "train.py"]
    outcomes = lint_files(paths, Config(), jobs=1)
    found = [(Path(d.filename).name, d.code, d.location.row) for d in all_diagnostics(outcomes)]
    assert found == [("model.py", "JAX101", 5)]
    assert outcomes[0].reported_by == frozenset({str(paths[1].resolve())})


CALLER = """
import jax.numpy as jnp
from model import pick

def g(x):
    return pick(x, [0, 1])
"""


def test_a_call_into_a_project_module_is_analysed_for_its_static_arguments(tmp_path):
    """JAX810 across modules: the caller spells no transform, the jitted function is in
    model.py of the same project."""
    (tmp_path / "model.py").write_text(
        "from functools import partial\nimport jax\n\n@partial(jax.jit, static_argnums=(1,))\n"
        "def pick(x, idx):\n    return x[idx]\n")
    result = _lint(tmp_path, CALLER, name="use.py")
    assert _codes(result) == ["JAX810"]


def test_a_call_into_a_library_that_is_not_in_the_project_is_skipped(tmp_path, parses):
    result = _lint(tmp_path, CALLER.replace("from model", "from somelib"), name="use.py")
    assert result.skipped and parses == []


def test_the_language_server_skips_the_parse_too(tmp_path, monkeypatch):
    from jaxlint import lsp_incremental, lsp_worker

    parsed: list[str] = []
    real = lsp_incremental.IncrementalParser.parse
    monkeypatch.setattr(lsp_incremental.IncrementalParser, "parse",
                        lambda self, filename, text: parsed.append(text) or real(self, filename, text))
    monkeypatch.setattr(lsp_worker, "_PARSER", None)
    code, config, with_trigger, without = CASES["traced: a jax.jit decorator"]
    path = str(tmp_path / "mod.py")
    assert lsp_worker.lint_incrementally(without, path, config).skipped
    assert parsed == []
    assert _codes(lsp_worker.lint_incrementally(with_trigger, path, config)) == [code]
    assert parsed == [with_trigger]


def test_the_fix_loop_leaves_a_skipped_file_alone(tmp_path):
    from jaxlint.fix_loop import fix_source

    _, config, with_trigger, without = CASES["JAX710: .at[...]"]
    path = str(tmp_path / "mod.py")
    assert fix_source(without, path, config).source == without
    fixed = fix_source(with_trigger, path, config, unsafe=True)
    assert fixed.applied["JAX710"] == 1 and fixed.source != with_trigger


def test_the_flake8_plugin_reports_through_the_same_prefilter(tmp_path):
    from jaxlint.flake8_plugin import JaxlintChecker

    _, _, with_trigger, without = CASES["JAX901: a removed name"]
    path = tmp_path / "mod.py"
    reports = {}
    for name, text in (("with", with_trigger), ("without", without)):
        path.write_text(text)
        reports[name] = [message.split()[0] for _, _, message, _ in
                         JaxlintChecker(None, text.splitlines(keepends=True), str(path)).run()]
    assert reports == {"with": ["JAX901"], "without": []}


def test_a_call_into_a_project_module_without_jit_is_skipped_while_it_stays_so(tmp_path, parses):
    """model.py defines `pick` with no transform: no call can hash a static argument (JAX810)
    or hand jit a value it cannot trace (JAX811). The skip depends on model.py's text, so it is
    the skipped result's dependency (a cache drops it when model.py changes)."""
    model = tmp_path / "model.py"
    model.write_text("import jax.numpy as jnp\n\ndef pick(x, idx):\n    return jnp.take(x, idx)\n")
    result = _lint(tmp_path, CALLER, name="use.py")
    assert result.skipped and parses == []
    assert str(model.resolve()) in result.dependencies


def test_a_string_handed_to_a_function_another_module_jits_is_found(tmp_path):
    """JAX811 across modules: the caller spells no transform, the imported module spells `jit`
    (no static arguments there), so the caller is parsed and its string argument reported."""
    (tmp_path / "model.py").write_text("import jax\n\n@jax.jit\ndef pad(x, mode):\n    return x\n")
    result = _lint(tmp_path, "import jax.numpy as jnp\nfrom model import pad\n\ndef g(x):\n"
                             "    return pad(x, 'edge')\n", name="use.py")
    assert _codes(result) == ["JAX811"]


def test_a_null_byte_is_still_reported_as_unparsable(tmp_path):
    result = _lint(tmp_path, "import jax\n\nx = 1\0\n")
    assert _codes(result) == ["JAX000"]


SPELLINGS = """
import jax.numpy as jnp, os
import jax.experimental.pjit
from jax import (lax,  # the (lax) module
                 random as jr)
from jax import \\
    nn
from jax._src.numpy import lax_numpy as ln
from . import sibling
try: from flax import linen as fnn
except ImportError: fnn = None

def f(x, key):
    y = (jnp
         .sum)(x)
    z = jax.experimental.pjit.pjit(f)
    w = ln.append(x, 1) + jr.normal(key) + lax.scan(f, 0, x)[0]
    return (jnp).prod(x.shape), nn.relu(w), fnn.Dense(3), sibling.helper(z)
"""


def test_the_text_names_everything_the_analysis_resolves_through_the_imports():
    """`Spelled` reads the imports as the analysis' ImportTable does: every dotted name of the
    module that resolves (as written, and its canonical name) is among its `=` tokens."""
    import libcst as cst

    from jaxlint.analysis.imports import dotted_name
    from jaxlint.analysis.module_index import build_index
    from jaxlint.prefilter import Spelled

    module = cst.parse_module(SPELLINGS)
    imports = build_index(module).imports
    resolved = set()
    for node in names_and_attributes(module):
        dotted = dotted_name(node)
        if dotted is not None and imports.resolve(dotted) is not None:
            resolved |= {imports.spelled(dotted), imports.resolve(dotted)}
    tokens = Spelled(SPELLINGS).tokens
    assert {"jax.numpy.sum", "jax.numpy.append", "jax.jit", "jax.lax.scan", "jax.random.normal", "jax.nn.relu",
            ".sibling.helper"} <= resolved
    assert {name for name in resolved if not name.startswith(".")} <= {t[1:] for t in tokens if t.startswith("=")}


def names_and_attributes(module):
    import libcst as cst

    found = []

    class Collect(cst.CSTVisitor):
        def visit_Attribute(self, node):
            found.append(node)

        def visit_Name(self, node):
            found.append(node)

    module.visit(Collect())
    return found
