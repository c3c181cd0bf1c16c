"""Static parts of the runtime checker, no subprocess: targets, the call-site whitelist, input
synthesis, touched-line mapping, the comparison, configuration."""

from __future__ import annotations

import textwrap
from pathlib import Path

import jax.numpy as jnp
import libcst as cst
import numpy as np
import pytest

from jaxlint.config import ConfigError, config_from_table
from jaxlint.runtime_check.callsites import collect_calls
from jaxlint.runtime_check.compare import compare
from jaxlint.runtime_check.examples import ExampleError, call_site_examples, user_examples
from jaxlint.runtime_check.synthesis import synthesize
from jaxlint.runtime_check.targets import find_targets
from jaxlint.runtime_check.job import complete_statics
from jaxlint.runtime_check.touched import changed_after_lines, reaching_targets, rewritten_units

HEADER = "import jax\nimport jax.numpy as jnp\nimport numpy as np\nfrom functools import partial\n"


def parse(text: str) -> cst.Module:
    return cst.parse_module(HEADER + textwrap.dedent(text))


def render_args(call_text: str, prelude: str = "") -> str | None:
    """The whitelisted, qualified argument source of the last call in `prelude + call_text`."""
    module = cst.parse_module(HEADER + prelude + call_text + "\n")
    calls = collect_calls(module, "m.py")
    site = [c for c in calls.calls if isinstance(c.call.func, cst.Name) and c.call.func.value == "f"][-1]
    return calls.render(site)


# Targets --------------------------------------------------------------------------------
def test_targets_decorated_partial_and_assigned():
    module = parse("""
        @jax.jit
        def a(x):
            return x

        @partial(jax.jit, static_argnames=("n",))
        def b(x, n):
            return x * n

        def _c(x, k):
            return x + k
        c = jax.jit(_c, static_argnums=1)

        @jax.vmap
        def d(x):
            return x

        @jax.grad
        def not_traced(x):
            return x

        def plain(x):
            return x

        class K:
            @jax.jit
            def method(self, x):
                return x
    """)
    targets = {t.name: t for t in find_targets(module)}
    assert sorted(targets) == ["K.method", "a", "b", "c", "d"]
    assert targets["K.method"].attr == ["K", "method"] and targets["K.method"].class_name == "K"
    assert targets["b"].jit_statics() == ([], ["n"])
    assert targets["c"].jit_statics() == ([1], [])
    assert targets["c"].static_params() == {"k"}
    assert targets["d"].jit_statics() is None  # vmap: the worker decides statics from the values
    assert targets["a"].line == 7 and targets["c"].line == 16


# The whitelist ----------------------------------------------------------------------------
@pytest.mark.parametrize("call, expected", [
    ("f(jnp.ones(3), 2)", "jax.numpy.ones(3), 2"),
    ("f(np.arange(6).reshape(2, 3), n=4)", "(numpy.arange(6)).reshape(2, 3), n=4"),
    ("f(jax.random.normal(jax.random.PRNGKey(0), (3,)), dtype=jnp.float32)",
     "jax.random.normal(jax.random.PRNGKey(0), (3,)), dtype=jax.numpy.float32"),
    ("f((1, 2.5), [True, None], {'a': -1})", "(1, 2.5), [True, None], {'a': (-1)}"),
    ("f(jnp.eye(3) * 2 + 1, jnp.linspace(0, 1, 5)[1:3])",
     "((jax.numpy.eye(3) * 2) + 1), (jax.numpy.linspace(0, 1, 5))[1:3]"),
    ("f(jnp.full((2, 2), 0.5, jnp.float16).T)", "(jax.numpy.full((2, 2), 0.5, jax.numpy.float16)).T"),
])
def test_whitelist_accepts(call, expected):
    assert render_args(call) == expected


@pytest.mark.parametrize("call", [
    "f(load_data())",
    "f(x)",  # unknown name
    "f(*args)",
    "f(jnp.ones(3), **kw)",
    "f(open('data.npy'))",
    "f(np.load('x.npy'))",
    "f(jnp.ones(n_from_somewhere()))",
    "f(f'{1}')",
    "f(__import__('os').system('true'))",
    "f(lambda: 1)",
    "f(model.params)",
])
def test_whitelist_rejects(call):
    assert render_args(call) is None


def test_names_follow_single_assignments_in_scope():
    prelude = "N = 4\n\ndef test():\n    x = jnp.ones(N)\n    k = jax.random.PRNGKey(1)\n"
    assert render_args("    f(x, jax.random.uniform(k, (2,)))", prelude) == \
        "(jax.numpy.ones((4))), jax.random.uniform((jax.random.PRNGKey(1)), (2,))"
    # Assigned twice, a parameter, a loop variable: not followed.
    assert render_args("    f(x)", "def test():\n    x = jnp.ones(2)\n    x = jnp.zeros(2)\n") is None
    assert render_args("    f(x)", "def test(x):\n") is None
    assert render_args("    f(x)", "def test():\n    for x in range(3):\n        pass\n") is None


def test_call_sites_in_other_files_through_imports():
    model = parse("""
        @jax.jit
        def predict(x, w):
            return x @ w
    """)
    target = find_targets(model)[0]
    own = collect_calls(model, "pkg/model.py")
    test_file = collect_calls(cst.parse_module(textwrap.dedent("""
        import jax.numpy as jnp
        from pkg.model import predict
        from pkg import model as m

        def test_predict():
            predict(jnp.ones((2, 3)), jnp.ones((3, 4)))
            m.predict(load(), jnp.ones(3))
            other.predict(jnp.zeros(1), jnp.zeros(1))
    """)), "tests/test_model.py")
    found = call_site_examples(target, "pkg.model", own, [test_file])
    assert [c.source for c in found] == ["__jaxlint_pack__(jax.numpy.ones((2, 3)), jax.numpy.ones((3, 4)))"]
    assert found[0].origin == "call site tests/test_model.py:7"


def test_user_examples_by_name_and_module():
    examples = {"f": "f(jnp.ones(4), jnp.zeros(4))", "other:f": "f(1)", "pkg.model:f": ["f(2)", "f(3)"]}
    found = user_examples(examples, "pkg.model", "f")
    assert [c.source for c in found] == ["__jaxlint_pack__(jnp.ones(4), jnp.zeros(4))", "__jaxlint_pack__(2)",
                                         "__jaxlint_pack__(3)"]
    with pytest.raises(ExampleError):
        user_examples({"f": "not a call"}, "m", "f")


# Synthesis ------------------------------------------------------------------------------
def synth(text: str):
    module = parse(text)
    return synthesize(find_targets(module)[0], collect_calls(module, "m.py").imports)


def test_synthesis_from_annotations_and_defaults():
    made = synth("""
        @partial(jax.jit, static_argnames=("n", "flag"))
        def f(x: jax.Array, y: jnp.ndarray, n: int, flag: bool, scale: float, z=None, *, w: "Array"):
            return x
    """)
    assert made.reason is None
    source, described, _ = made.sources[0]
    assert described == ("synthesized x=float32[4], y=float32[4], n=3, flag=True, scale=0.5, w=float32[4]")
    assert source.startswith("__jaxlint_pack__(jax.random.normal(jax.random.PRNGKey(0), (4,), jax.numpy.float32), ")
    assert "w=jax.random.normal(" in source and "z=" not in source
    described = [(d, g) for _, d, g in made.sources]
    assert described[2] == ("synthesized x=float32[4,4], y=float32[4,4], n=3, flag=True, scale=0.5, w=float32[4,4]", 1)
    assert described[4] == ("synthesized x=float32[], y=float32[], n=3, flag=True, scale=0.5, w=float32[]", 2)
    assert [g for _, g in described] == [0, 0, 1, 1, 2, 2, 2, 2]  # each shape, random then edge values


def test_synthesis_jaxtyping_shapes_share_named_dims():
    made = synth("""
        from jaxtyping import Float, Int, Array
        @jax.jit
        def f(x: Float[Array, "batch 3"], idx: Int[Array, "batch"], m: Float[Array, "*b n n"]):
            return x
    """)
    assert [d for _, d, _ in made.sources][0] == "synthesized x=float32[3,3], idx=int32[3], m=float32[4,4]"


def test_synthesis_from_usage_and_its_limits():
    assert synth("""
        @jax.jit
        def f(x, y):
            return jnp.sin(x) + y.sum()
    """).sources
    made = synth("""
        @partial(jax.jit, static_argnames=("n",))
        def f(key, n, start, xs):
            return jax.random.normal(key, (n, 2)) + xs[start:start + 2]
    """)
    assert [d for _, d, _ in made.sources][0] == "synthesized key=PRNGKey(42), n=3, start=3, xs=float32[4]"
    made = synth("""
        @jax.jit
        def f(params, x):
            return params["w"] * x
    """)
    assert made.sources == [] and "parameter 'params'" in made.reason and "container" in made.reason
    made = synth("""
        @partial(jax.jit, static_argnums=1)
        def f(x, n):
            return x * n
    """)
    assert made.sources == [] and "'n' (it is static" in made.reason


# Touched lines ---------------------------------------------------------------------------
def test_rewritten_units_and_the_targets_that_reach_them():
    before = HEADER + textwrap.dedent("""
        def helper(x):
            return x if x > 0 else -x

        def body(carry, x):
            return carry + helper(x), x

        @jax.jit
        def uses(xs):
            return jax.lax.scan(body, 0.0, xs)

        @jax.jit
        def direct(x):
            if x.sum() > 0:
                return x
            return -x

        @jax.jit
        def untouched(x):
            return x

        class Model:
            def apply(self, x):
                return max(x, 0.0)
    """)
    after = before.replace("return x if x > 0 else -x", "return jnp.where(x > 0, x, -x)").replace(
        "    if x.sum() > 0:\n        return x\n    return -x", "    return jnp.where(x.sum() > 0, x, -x)").replace(
        "max(x, 0.0)", "jnp.maximum(x, 0.0)")
    module = cst.parse_module(after)
    targets = find_targets(module)
    units = {u.name: u for u in rewritten_units(module, changed_after_lines(before, after), targets)}
    assert sorted(units) == ["Model.apply", "direct", "helper"]
    assert [t.name for t in reaching_targets(module, units["helper"].refs, targets)] == ["uses"]  # via the scan body
    assert reaching_targets(module, units["Model.apply"].refs, targets) == []
    assert units["Model.apply"].class_node is not None


# Comparison -----------------------------------------------------------------------------
def test_compare_structure_shape_dtype_values():
    ok = {"a": np.ones(3, np.float32), "b": 2}
    assert compare(ok, {"a": jnp.ones(3) + 1e-7, "b": jnp.asarray(2)}, "cpu") is None
    assert "structure" in compare(ok, (jnp.ones(3), 2), "cpu")
    assert "shape differs" in compare(ok, {"a": jnp.ones(4), "b": 2}, "cpu")
    assert "dtype differs" in compare(ok, {"a": jnp.ones(3, jnp.int32), "b": 2}, "cpu")
    why = compare(np.array([1.0, 2.0, 3.0], np.float32), jnp.array([1.0, 2.5, 3.0]), "cpu")
    assert why.startswith("output: values differ: largest difference 0.5 at index [1]")
    assert compare(np.array([np.nan], np.float32), jnp.array([np.nan]), "cpu") is None
    assert "values differ" in compare(np.array([1, 2], np.int32), jnp.array([1, 3]), "cpu")


def test_statics_completed_from_signature():
    def f(x, n, *, mode="a"):
        return x

    assert complete_statics(f, [1], []) == ([1], ["n"])
    assert complete_statics(f, [], ["n", "mode"]) == ([1], ["mode", "n"])
    assert complete_statics(f, [-1], []) == ([1], ["n"])


# Configuration --------------------------------------------------------------------------
def test_verify_table_validated():
    config = config_from_table({"verify": {"device": "gpu", "timeout": 5, "examples": {"f": "f(1)", "g": ["g(2)"]}}},
                               Path("/p/pyproject.toml"))
    assert config.verify["device"] == "gpu" and config.verify["timeout"] == 5
    for bad, message in [({"device": "cuda"}, "verify.device"), ({"timeout": 0}, "verify.timeout"),
                         ({"timeout": True}, "verify.timeout"), ({"examples": {"f": 1}}, "verify.examples"),
                         ({"exmaples": {}}, "unknown key 'verify.exmaples'")]:
        with pytest.raises(ConfigError, match=message.replace(".", r"\.")):
            config_from_table({"verify": bad}, Path("/p/pyproject.toml"))
