"""JAX810: call sites of jitted functions whose static arguments cannot be hashed.

Three kinds of evidence: the facts the rule reads are re-derived from the installed JAX and
Python; a table of single-file cases is both linted and executed (every finding raises JAX's
"Non-hashable static arguments" error, every silent case either runs or is a listed miss); and
the multi-file package in tests/data/projects/unhashable/ is checked through `lint_source`
(the caller file alone), the CLI, the flake8 plugin and `--fix`, and executed.
"""

from __future__ import annotations

import collections
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from jaxlint.analysis.fact_table import FACTS
from jaxlint.cli import main
from jaxlint.engine import lint_source
from jaxlint.rules.base import PRELUDE

PROJECT = Path(__file__).resolve().parents[1] / "data" / "projects" / "unhashable"
MARK = re.compile(r"#\s*expect:\s*JAX810")
PRELUDE_LINES = PRELUDE.count("\n")
NON_HASHABLE = "Non-hashable static arguments are not supported"


# --- The facts ------------------------------------------------------------------------------------
_ARGS = {  # arguments for one call of each array constructor the facts table marks `unhashable`
    "array": "[1]", "asarray": "3", "zeros": "2", "ones": "2", "empty": "2", "full": "2, 1", "arange": "3",
    "linspace": "0, 1, 3", "logspace": "0, 1, 2", "eye": "2", "identity": "2", "zeros_like": "3",
    "ones_like": "3", "full_like": "3, 2", "empty_like": "3", "stack": "[np.ones(1)]",
    "concatenate": "[np.ones(1)]", "vstack": "[np.ones(1)]", "hstack": "[np.ones(1)]",
}
SAMPLES = {  # one call of each name the facts table marks `unhashable`
    "list": "list()", "sorted": "sorted([1])", "dict": "dict()", "set": "set()", "bytearray": "bytearray()",
    "collections.OrderedDict": "collections.OrderedDict()", "collections.defaultdict": "collections.defaultdict(int)",
    "collections.Counter": "collections.Counter()", "collections.deque": "collections.deque()",
    "numpy.tile": "np.tile([1], 2)", "jax.numpy.float32": "jnp.float32(1)", "jax.numpy.int32": "jnp.int32(1)",
    "jax.random.PRNGKey": "jax.random.PRNGKey(0)", "jax.random.key": "jax.random.key(0)",
    "jax.random.normal": "jax.random.normal(jax.random.PRNGKey(0), (2,))",
    "jax.random.uniform": "jax.random.uniform(jax.random.PRNGKey(0))",
    "jax.random.split": "jax.random.split(jax.random.PRNGKey(0))",
    **{f"numpy.{name}": f"np.{name}({args})" for name, args in _ARGS.items()},
    **{f"jax.numpy.{name}": f"jnp.{name}({args})" for name, args in _ARGS.items()},
    **{f"jax.numpy.{name}": f"jnp.{name}(4, 1)" for name in (
        "add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "power", "maximum", "minimum",
        "dot")},
    **{f"jax.numpy.{name}": f"jnp.{name}(2.5)" for name in (
        "sum", "prod", "mean", "max", "min", "abs", "exp", "log", "sqrt", "cumsum", "round", "floor", "ceil")},
    "jax.numpy.matmul": "jnp.matmul(jnp.ones(2), jnp.ones(2))", "jax.numpy.clip": "jnp.clip(3, 0, 1)",
    **{f"equinox.nn.{name}": f"eqx.nn.{name}({args}key=jax.random.key(0))" for name, args in {
        "Linear": "2, 3, ", "MLP": "2, 3, 4, 1, ", "Conv": "2, 1, 2, 3, ", "Conv1d": "1, 2, 3, ",
        "Conv2d": "1, 2, 3, ", "Conv3d": "1, 2, 3, ", "ConvTranspose": "2, 1, 2, 3, ", "ConvTranspose1d": "1, 2, 3, ",
        "ConvTranspose2d": "1, 2, 3, ", "ConvTranspose3d": "1, 2, 3, ", "Embedding": "5, 3, ",
        "MultiheadAttention": "2, 4, ", "GRUCell": "2, 3, ", "LSTMCell": "2, 3, "}.items()},
    "equinox.nn.PReLU": "eqx.nn.PReLU()",
}


def _namespace() -> dict:
    import equinox as eqx
    import jax
    import jax.numpy as jnp
    import numpy as np

    return {"jax": jax, "jnp": jnp, "np": np, "eqx": eqx, "collections": collections}


def test_every_unhashable_fact_is_rejected_by_hash():
    marked = {name for name, fact in FACTS.items() if fact.unhashable is not None}
    assert marked == set(SAMPLES)
    namespace = _namespace()
    for name, sample in SAMPLES.items():
        value = eval(sample, namespace)
        with pytest.raises(TypeError, match="unhashable"):
            hash(value)


def test_transforms_marked_as_hashing_reject_a_list_and_checkpoint_does_not():
    import jax
    import jax.numpy as jnp

    def f(x, s):
        return x * len(s)

    calls = {
        "jax.jit": lambda: jax.jit(f, static_argnums=(1,))(1.0, [1, 2]),
        "jax.pmap": lambda: jax.pmap(f, static_broadcasted_argnums=(1,))(jnp.ones(1), [1, 2]),
        "jax.make_jaxpr": lambda: jax.make_jaxpr(f, static_argnums=(1,))(1.0, [1, 2]),
    }
    assert {name for name, fact in FACTS.items() if fact.hashes_statics} == set(calls)
    for call in calls.values():
        with pytest.raises(ValueError, match=NON_HASHABLE):
            call()
    assert FACTS["jax.checkpoint"].hashes_statics is None
    jax.checkpoint(f, static_argnums=(1,))(1.0, [1, 2])  # does not hash: runs


# --- Single-file cases: linted and executed ----------------------------------------------------------
# (code with `# expect: JAX810` on the reported lines, whether `run()` raises JAX's error)
CASES = {
    "negative argnums count the call's positional arguments": ("""
def g(x, a, b=None):
    return x * len(a)
f = jax.jit(g, static_argnums=-1)
def run():
    f(1.0, (1,), b=[2])  # b is not static: -1 names no parameter for keywords
    return f(1.0, [1])  # expect: JAX810
""", True),
    "argnames inferred from argnums, keyword call": ("""
@partial(jax.jit, static_argnums=(1,))
def f(x, dims):
    return x.reshape(dims)
def run():
    return f(jnp.ones(6), dims=[2, 3])  # expect: JAX810
""", True),
    "argnums inferred from argnames, positional call": ("""
@partial(jax.jit, static_argnames="dims")
def f(x, dims):
    return x.reshape(dims)
def run():
    return f(jnp.ones(6), [2, 3])  # expect: JAX810
""", True),
    "both given: nothing inferred": ("""
def g(x, b, c=1):
    return x * len(b) * c
f = jax.jit(g, static_argnums=(2,), static_argnames=("c",))
def run():
    return f(1.0, b=[1, 2])
""", False),
    "@jax.jit(static_argnames=...) keyword form": ("""
@jax.jit(static_argnames=("n",))
def f(x, n):
    return x * n[0]
def run():
    return f(1.0, n=[2])  # expect: JAX810
""", True),
    "pmap's static_broadcasted_argnums": ("""
def g(x, s):
    return x * len(s)
def run():
    return jax.pmap(g, static_broadcasted_argnums=(1,))(jnp.ones(1), [1, 2])  # expect: JAX810
""", True),
    "make_jaxpr's static_argnums": ("""
def g(x, s):
    return x * len(s)
def run():
    return jax.make_jaxpr(g, static_argnums=(1,))(1.0, [1, 2])  # expect: JAX810
""", True),
    "jitted in the training loop's own function": ("""
def g(x, sizes):
    return x * len(sizes)
def run():
    step = jax.jit(g, static_argnums=1)
    x = 1.0
    for _ in range(2):
        x = step(x, [1, 2])  # expect: JAX810
    return x
""", True),
    "rewrapped at module level": ("""
def g(x, sizes):
    return x * len(sizes)
g = jax.jit(g, static_argnums=1)
def run():
    return g(1.0, sizes=list(range(3)))  # expect: JAX810
""", True),
    "a name bound to a jitted and a plain function": ("""
def g(x, sizes):
    return x * len(sizes)
def run(flag=False):
    h = jax.jit(g, static_argnums=1) if flag else g
    return h(1.0, [1, 2])
""", False),
    "a module-level list": ("""
DIMS = [2, 3]
@partial(jax.jit, static_argnames=("dims",))
def f(x, dims):
    return x.reshape(dims)
def run():
    return f(jnp.ones(6), dims=DIMS)  # expect: JAX810
""", True),
    "a module-level list rebound through `global`": ("""
DIMS = [2, 3]
def freeze():
    global DIMS
    DIMS = tuple(DIMS)
@partial(jax.jit, static_argnames=("dims",))
def f(x, dims):
    return x.reshape(dims)
def run():
    freeze()
    return f(jnp.ones(6), dims=DIMS)
""", False),
    "a loop variable over tuples": ("""
@partial(jax.jit, static_argnames=("dims",))
def f(x, dims):
    return x.reshape(dims)
def run():
    dims = [2, 3]
    for dims in [(2, 3), (3, 2)]:
        y = f(jnp.ones(6), dims=dims)
    return y
""", False),
    "a walrus inside an assigned value": ("""
@partial(jax.jit, static_argnames=("dims",))
def f(x, dims):
    return x.reshape(dims)
def run():
    shape = tuple(dims := [2, 3])
    return f(jnp.ones(6), dims=shape), len(dims)
""", False),
    "a module-level `list` that builds tuples": ("""
def list(*items):
    return tuple(items)
@partial(jax.jit, static_argnames=("dims",))
def f(x, dims):
    return x.reshape(dims)
def run():
    return f(jnp.ones(6), dims=list(2, 3))
""", False),
    "a dataclass with its own __hash__": ("""
import dataclasses
@dataclasses.dataclass
class Config:
    depth: int = 2
    def __hash__(self):
        return hash(self.depth)
@partial(jax.jit, static_argnums=1)
def f(x, config):
    return x * config.depth
def run():
    return f(1.0, Config())
""", False),
    "a dataclass registered as a pytree keeps the dataclass's hashing: non-frozen": ("""
import dataclasses
@functools.partial(jax.tree_util.register_dataclass, data_fields=["scale", "n_layers"], meta_fields=[])
@dataclasses.dataclass
class NetConfig:
    scale: float = 0.5
    n_layers: int = 3
@partial(jax.jit, static_argnames=("cfg",))
def f(x, cfg):
    for _ in range(cfg.n_layers):
        x = x * cfg.scale
    return x
def run():
    return f(jnp.ones(2), NetConfig(scale=0.3, n_layers=2))  # expect: JAX810
""", True),
    "a dataclass registered as a pytree keeps the dataclass's hashing: frozen": ("""
import dataclasses
@functools.partial(jax.tree_util.register_dataclass, data_fields=["scale", "n_layers"], meta_fields=[])
@dataclasses.dataclass(frozen=True)
class NetConfig:
    scale: float = 0.5
    n_layers: int = 3
@partial(jax.jit, static_argnames=("cfg",))
def f(x, cfg):
    for _ in range(cfg.n_layers):
        x = x * cfg.scale
    return x
def run():
    return f(jnp.ones(2), NetConfig(scale=0.3, n_layers=2))
""", False),
    "unsafe_hash=True hashes a list field": ("""
import dataclasses
@dataclasses.dataclass(unsafe_hash=True)
class Config:
    sizes: list
@partial(jax.jit, static_argnums=1)
def f(x, config):
    return x * len(config.sizes)
def run():
    return f(1.0, Config([1, 2]))  # expect: JAX810
""", True),
    "a NamedTuple holding a list": ("""
from typing import NamedTuple
class Spec(NamedTuple):
    name: str
    sizes: tuple = ()
@partial(jax.jit, static_argnums=1)
def f(x, spec):
    return x * len(spec.sizes)
def run():
    f(1.0, Spec("ok", (1,)))
    return f(1.0, Spec("bad", sizes=[1, 2]))  # expect: JAX810
""", True),
    "a tuple holding a dict": ("""
@partial(jax.jit, static_argnums=1)
def f(x, spec):
    return x * spec[1]["k"]
def run():
    return f(1.0, ("a", {"k": 2}))  # expect: JAX810
""", True),
    "a conditional list on both arms": ("""
@partial(jax.jit, static_argnums=1)
def f(x, sizes):
    return x * len(sizes)
def run(wide=True):
    return f(1.0, [1, 2] if wide else [1])  # expect: JAX810
""", True),
    "a dataclass with a library base is not judged": ("""
from dataclasses import dataclass
@dataclass
class Failure(Exception):
    code: int = 1
def run():
    return jax.jit(lambda x, err: x * err.code, static_argnums=1)(1.0, Failure())
""", True),  # a miss: the base class could define hashing, so the analysis stays silent
    "a method called through self: the instance is argument 0": ("""
class Model:
    @partial(jax.jit, static_argnums=(0, 2))
    def apply(self, x, sizes):
        return x * len(sizes)
    def run(self):
        self.apply([1.0], (1,))
        return self.apply(1.0, [1, 2])  # expect: JAX810
def run():
    return Model().run()
""", True),
    "a static method called through self": ("""
class Model:
    @staticmethod
    @partial(jax.jit, static_argnums=1)
    def apply(x, sizes):
        return x * len(sizes)
    def run(self):
        self.apply(1.0, (1,))
        return self.apply(1.0, [1, 2])  # expect: JAX810
def run():
    return Model().run()
""", True),
    "a method of another object": ("""
class Model:
    @partial(jax.jit, static_argnums=(0, 2))
    def apply(self, x, sizes):
        return x * len(sizes)
class Trainer:
    def apply(self, x, sizes):
        return x * len(sizes)
    def run(self, model):
        return model.apply(1.0, (1, 2)), self.apply(1.0, [1, 2])
def run():
    return Trainer().run(Model())
""", False),
    "a list passed to another object's jitted method": ("""
class Model:
    @partial(jax.jit, static_argnums=(0, 2))
    def apply(self, x, sizes):
        return x * len(sizes)
def run():
    return Model().apply(1.0, [1, 2])  # expect: JAX810
""", True),
    "jitted and called at once": ("""
def g(x, sizes):
    return x * len(sizes)
def run():
    return jax.jit(g, static_argnums=1)(1.0, [1, 2])  # expect: JAX810
""", True),
    "a jitted lambda": ("""
scale = jax.jit(lambda x, sizes: x * len(sizes), static_argnums=(1,))
def run():
    return scale(1.0, {1: 2})  # expect: JAX810
""", True),
    "the result of a project function that returns a list": ("""
def layer_sizes(depth):
    if depth > 2:
        return [depth] * 2
    return list(range(depth))
@partial(jax.jit, static_argnums=1)
def f(x, sizes):
    return x * len(sizes)
def run():
    sizes = layer_sizes(3)
    return f(1.0, sizes)  # expect: JAX810
""", True),
    "a project function that may return a tuple": ("""
def layer_sizes(depth):
    if depth > 2:
        return (depth,) * 2
    return list(range(depth))
@partial(jax.jit, static_argnums=1)
def f(x, sizes):
    return x * len(sizes)
def run():
    return f(1.0, layer_sizes(3))
""", False),
    "a project function that may fall off its end": ("""
def layer_sizes(depth):
    for i in range(depth):
        if i > 1:
            return [i]
@partial(jax.jit, static_argnums=1)
def f(x, sizes):
    return x * (sizes is None)
def run():
    return f(1.0, layer_sizes(1))
""", False),
    "a class defining __eq__ without __hash__": ("""
class Spec:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        return isinstance(other, Spec) and other.n == self.n
class HashedSpec(Spec):
    def __hash__(self):
        return hash(self.n)
@partial(jax.jit, static_argnums=1)
def f(x, spec):
    return x * spec.n
def run():
    f(1.0, HashedSpec(2))
    return f(1.0, Spec(2))  # expect: JAX810
""", True),
    "a name rewrapped by its own transform is followed once": ("""
def g(x, n):
    return x * n
scale = jax.jit(g, static_argnums=1)
def run():
    op = jax.vmap(g, in_axes=(0, None))
    op = jax.vmap(op, in_axes=(0, None))
    return op(jnp.ones((2, 2)), 2.0) + scale(1.0, 2)
""", False),
}
MISSES = {"a dataclass with a library base is not judged"}


def _expected_rows(code: str) -> list[int]:
    return [i for i, line in enumerate(code.strip("\n").splitlines(), start=1) if MARK.search(line)]


def _run(code: str) -> BaseException | None:
    namespace = {"__name__": "jaxlint_case"}
    exec(compile(PRELUDE + code.strip("\n") + "\n", "<case>", "exec", dont_inherit=True), namespace)
    try:
        namespace["run"]()
    except ValueError as exc:
        return exc
    return None


@pytest.mark.parametrize("name", list(CASES))
def test_case_is_reported_exactly_where_jax_fails(name):
    code, raises = CASES[name]
    source = PRELUDE + code.strip("\n") + "\n"
    found = lint_source(source, "case.py").diagnostics
    assert not [d.message for d in found if d.code == "JAX999"]
    rows = [d.location.row - PRELUDE_LINES for d in found if d.code == "JAX810"]
    assert rows == _expected_rows(code)
    error = _run(code)
    assert (error is not None) == raises, error
    if error is not None:
        assert NON_HASHABLE in str(error)
    assert bool(rows) == (raises and name not in MISSES), "every finding raises; every raise is found or a listed miss"


# --- The multi-file package -----------------------------------------------------------------------------
def _marks(root: Path) -> set[tuple[str, int]]:
    out = set()
    for path in sorted(root.rglob("*.py")):
        for row, line in enumerate(path.read_text().splitlines(), start=1):
            if MARK.search(line):
                out.add((path.relative_to(root).as_posix(), row))
    return out


def test_caller_file_alone_finds_calls_into_other_modules():
    train = PROJECT / "train.py"
    result = lint_source(train.read_text(), str(train))
    found = {("train.py", d.location.row) for d in result.diagnostics if d.code == "JAX810"}
    assert found == {m for m in _marks(PROJECT) if m[0] == "train.py"}
    assert all(d.code == "JAX810" for d in result.diagnostics) and result.related == []
    messages = [d.message for d in result.diagnostics]
    assert any("static argument 'dims' of 'step' (jitted in pkg/model.py) is a list" in m for m in messages)
    assert any("frozen dataclass 'Layers' whose field 'sizes' holds a list" in m for m in messages)
    assert {str(PROJECT / "pkg" / "model.py"), str(PROJECT / "pkg" / "config.py")} <= set(result.dependencies)


def test_other_modules_are_read_only_when_an_argument_may_be_unhashable(tmp_path):
    from jaxlint.analysis.project import _LOADED

    root = _copy(tmp_path)
    model, config = str(root / "pkg" / "model.py"), str(root / "pkg" / "config.py")
    caller = root / "caller.py"
    caller.write_text("import jax.numpy as jnp\nfrom pkg import model\n\n\ndef run(x, n):\n"
                      "    return model.step(x, (2, 3)), model.scale(x, n)\n")
    result = lint_source(caller.read_text(), str(caller))
    assert result.diagnostics == [] and result.dependencies == {} and model not in _LOADED  # not even read
    # A list passed to a callee whose module's text cannot define a jitted function: read, not parsed.
    caller.write_text("import jax.numpy as jnp\nfrom pkg.config import Layers\n\n\ndef run():\n"
                      "    return Layers(sizes=[1, 2])\n")
    result = lint_source(caller.read_text(), str(caller))
    assert result.diagnostics == [] and config not in _LOADED
    assert set(result.dependencies) == {config}  # what its text says decides this file's findings
    # A list passed to the jitted function: now it is.
    caller.write_text("import jax.numpy as jnp\nfrom pkg import model\n\n\ndef run(x):\n"
                      "    return model.step(x, [2, 3])\n")
    result = lint_source(caller.read_text(), str(caller))
    assert [d.location.row for d in result.diagnostics] == [6] and model in _LOADED


def test_cli_reports_every_marked_call_once(capsys, monkeypatch):
    monkeypatch.chdir(PROJECT)
    assert main(["check", ".", "--select", "JAX810", "--output-format", "json", "--no-cache"]) == 1
    findings = json.loads(capsys.readouterr().out)
    assert {(f["filename"].replace(os.sep, "/"), f["location"]["row"]) for f in findings} == _marks(PROJECT)
    assert len(findings) == len(_marks(PROJECT))


def test_flake8_finds_them_in_the_caller_file_alone():
    pytest.importorskip("flake8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JAXLINT_", "FLAKE8"))}
    proc = subprocess.run([sys.executable, "-m", "flake8", "--isolated", "--select", "JAX810", "train.py"],
                          cwd=PROJECT, capture_output=True, text=True, env=env, timeout=120)
    rows = {int(line.split(":")[1]) for line in proc.stdout.splitlines()}
    assert rows == {row for name, row in _marks(PROJECT) if name == "train.py"}, proc.stdout + proc.stderr


def _python(root: Path, script: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT_")}
    env["PYTHONPATH"] = str(root)
    return subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True, env=env,
                          timeout=300)


CHECK_CASES = """
import inspect, jax, jax.numpy as jnp
import train, pkg.loop
for module in (train, pkg.loop):
    for name, func in inspect.getmembers(module, inspect.isfunction):
        if name.startswith("case_"):
            try:
                func(jnp.ones(6))
            except ValueError as exc:
                assert "Non-hashable static arguments are not supported" in str(exc), (name, exc)
            else:
                raise AssertionError(name + " ran")
        elif name.startswith("ok_"):
            func(jnp.ones(6))
print(train.train(jnp.ones(6), 2).sum())
"""


def test_marked_calls_really_fail_and_the_others_run():
    proc = _python(PROJECT, CHECK_CASES)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "24.0"


def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    shutil.copytree(PROJECT, root, ignore=shutil.ignore_patterns("__pycache__"))
    return root


FIXED_CALLS = {  # the unsafe fix, exactly
    "train.py": ["    return step(x, dims=(2, 3))  # expect: JAX810",
                 "    return model.scale(x, tuple(i for i in range(3)))  # expect: JAX810",
                 "    return model.deepen(x, Layers(sizes=(1,)))  # expect: JAX810"],
    "pkg/loop.py": ["    return model.step(x, (2, 3))  # expect: JAX810"],
    "pkg/config.py": ["@dataclass(frozen=True)"],  # the non-frozen Config both modules pass, frozen where it is defined
}

COMPARE_FIXED = """
import jax, jax.numpy as jnp, numpy as np
import train, pkg.loop
x = jnp.arange(6.0)
fixed = [train.case_list(x), train.case_comprehension(x), pkg.loop.case_relative_list(x),
         train.case_frozen_holding_list(x), train.case_dataclass(x), pkg.loop.case_relative_dataclass(x)]
import importlib, sys
sys.path.insert(0, {original!r})
for name in ("train", "pkg", "pkg.loop", "pkg.model", "pkg.config"):
    sys.modules.pop(name, None)
import train as original_train, pkg.loop as original_loop
assert original_train.__file__.startswith({original!r})
with jax.disable_jit():
    eager = [original_train.case_list(x), original_train.case_comprehension(x), original_loop.case_relative_list(x),
             original_train.case_frozen_holding_list(x), original_train.case_dataclass(x),
             original_loop.case_relative_dataclass(x)]
for a, b in zip(fixed, eager):
    np.testing.assert_allclose(np.asarray(a), np.asarray(b))
print("same")
"""


def test_fix_turns_list_displays_into_tuples_that_run_like_the_original_eagerly(tmp_path, capsys, monkeypatch):
    root = _copy(tmp_path)
    monkeypatch.chdir(root)
    assert main(["check", ".", "--select", "JAX810", "--fix", "--unsafe-fixes", "--no-cache", "-q"]) == 1
    capsys.readouterr()
    for name, lines in FIXED_CALLS.items():
        text = (root / name).read_text().splitlines()
        assert all(line in text for line in lines), name
    assert main(["check", ".", "--select", "JAX810", "--output-format", "json", "--no-cache"]) == 1
    left = {(f["filename"].replace(os.sep, "/"), f["location"]["row"]) for f in json.loads(capsys.readouterr().out)}
    assert left == _marks(root) - {("train.py", 11), ("train.py", 15), ("train.py", 24), ("train.py", 28),
                                   ("pkg/loop.py", 9), ("pkg/loop.py", 13)}
    proc = _python(root, COMPARE_FIXED.format(original=str(PROJECT)))
    assert proc.returncode == 0 and proc.stdout.strip() == "same", proc.stderr


def test_cached_caller_is_relinted_when_the_callee_loses_its_static_argument(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("JAXLINT_NO_CACHE", raising=False)
    root = _copy(tmp_path)
    argv = ["check", str(root / "train.py"), "--select", "JAX810", "--cache-dir", str(tmp_path / "cache"),
            "--output-format", "json"]
    assert main(argv) == 1
    assert len(json.loads(capsys.readouterr().out)) == 5
    model = root / "pkg" / "model.py"
    model.write_text(model.read_text().replace('@partial(jax.jit, static_argnames=("dims",))', "@jax.jit"))
    assert main(argv) == 1
    assert [f["location"]["row"] for f in json.loads(capsys.readouterr().out)] == [15, 20, 24, 28]


# --- Reading another module's text before parsing it ---------------------------------------------------
TRICKY_TEXT = '''
import jax
from functools import partial
from .core import impl as step, other


@partial(
    jax.jit,
    static_argnames=("n",),
)

def spaced(x, n):
    return x


def plain(x):
    return x


rewrapped = jax.jit(
    plain, static_argnums=(1,))


def later(x, n):
    return x


later = jax.jit(later, static_argnums=1)

if jax.config.jax_enable_x64:
    guarded = partial(jax.jit, static_argnums=1)(plain)
    def maybe(x, n):
        return x
    maybe = jax.jit(maybe, static_argnums=1)


class Model:
    def plain(self):
        pass
'''


def _texts() -> list[str]:
    from jaxlint.catalog import rule_classes

    root = Path(__file__).resolve().parents[2]
    texts = [p.read_text() for p in sorted((root / "examples").glob("*.py"))]
    texts += [p.read_text() for p in sorted(PROJECT.rglob("*.py"))]
    texts += [PRELUDE + code for code, _ in CASES.values()]
    texts += [ex.source() for rule in rule_classes() for ex in rule.valid + rule.invalid]
    return texts + [TRICKY_TEXT]


def test_the_text_check_never_rules_out_a_function_the_parsed_module_jits():
    import libcst as cst

    from jaxlint.analysis import module_text
    from jaxlint.analysis.definitions import Definitions
    from jaxlint.analysis.module_index import build_index
    from jaxlint.analysis.static_calls import jit_target

    jitted_seen = 0
    for text in _texts():
        index = build_index(cst.parse_module(text))
        definitions = Definitions(index)
        read = module_text.read(text)
        for name in set(index.module_functions) | set(index.module_assignments) | set(index.classes):
            if jit_target(definitions.module_level(name, definitions.home, 0)) is not None:
                jitted_seen += 1
                assert read.mentions_statics and module_text.jitted_binding(read, name) is not False, name
    assert jitted_seen >= 40
    tricky = module_text.read(TRICKY_TEXT)
    verdicts = {name: module_text.jitted_binding(tricky, name)
                for name in ("spaced", "plain", "rewrapped", "later", "maybe", "Model", "absent")}
    assert verdicts == {"spaced": True, "plain": None, "rewrapped": True, "later": True, "maybe": None,
                        "Model": False, "absent": None}
    assert tricky.imported["step"] == (".core", "impl")


def test_cached_caller_is_relinted_when_the_callee_gains_a_static_argument(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("JAXLINT_NO_CACHE", raising=False)
    root = _copy(tmp_path)
    model = root / "pkg" / "model.py"
    jitted = '@partial(jax.jit, static_argnames=("dims",))'
    model.write_text(model.read_text().replace(jitted, "@jax.jit").replace("static_argnums=(1,)", "")
                     .replace("@partial(jax.jit, )", "@jax.jit"))
    (root / "pkg" / "__init__.py").write_text("")
    caller = root / "caller.py"
    caller.write_text("import jax.numpy as jnp\nfrom pkg import model\n\n\ndef run(x):\n"
                      "    return model.step(x, dims=[2, 3])\n")
    argv = ["check", str(caller), "--select", "JAX810", "--cache-dir", str(tmp_path / "cache"),
            "--output-format", "json"]
    assert "static_arg" not in model.read_text()
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out) == []
    model.write_text(model.read_text().replace("@jax.jit\ndef step", jitted + "\ndef step"))
    assert main(argv) == 1
    assert [f["location"]["row"] for f in json.loads(capsys.readouterr().out)] == [6]
