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


def test_memory_limit_key_validated():
    config = config_from_table({"verify": {"memory-limit-mb": 2048}}, Path("/p/pyproject.toml"))
    assert config.verify["memory-limit-mb"] == 2048
    for bad in (-1, 1.5, True, "4G"):
        with pytest.raises(ConfigError, match=r"verify\.memory-limit-mb"):
            config_from_table({"verify": {"memory-limit-mb": bad}}, Path("/p/pyproject.toml"))


# Structure, closures, leniency ------------------------------------------------------------
def test_closures_and_static_leaves_compare_by_structure():
    import dataclasses
    import functools

    import jax

    @functools.partial(jax.tree_util.register_dataclass, data_fields=["x"], meta_fields=["fn"])
    @dataclasses.dataclass
    class Box:
        x: object
        fn: object

    def make(x, k=1):
        return Box(x, lambda y: y + k)

    assert compare(make(np.ones(2, np.float32)), jax.jit(make)(jnp.ones(2)), "cpu") is None
    why = compare(make(np.ones(2, np.float32)), jax.jit(make, static_argnums=1)(jnp.ones(2), 2), "cpu")
    assert why.startswith("output structure differs")  # the closures capture different values
    assert compare({"f": functools.partial(max, 1)}, {"f": functools.partial(max, 1)}, "cpu") is None


def test_lenient_comparison_for_functions_run_as_written():
    assert "dtype differs" in compare([np.int32(6)], [np.int64(6)], "cpu")
    assert compare([np.int32(6)], [np.int64(6)], "cpu", lenient=True) is None
    assert "values differ" in compare([np.int32(6)], [np.int64(7)], "cpu", lenient=True)


# Eager stand-ins and gradients ----------------------------------------------------------------
def test_eager_vmap_runs_row_by_row_only_when_jit_is_disabled():
    import jax

    from jaxlint.runtime_check.eager import _eager_vmap

    vmap = _eager_vmap(jax, jax.vmap)

    def l2(x, eps):
        norm = jnp.linalg.norm(x)
        return x / norm if norm > eps else x

    rows = jnp.arange(6.0).reshape(3, 2)
    with jax.disable_jit():
        out = vmap(l2, in_axes=(0, None))(rows, 1e-6)
        grads = jax.grad(lambda r: vmap(l2, in_axes=(0, None))(r, 1e-6).sum())(rows)
    expected = np.stack([np.asarray(l2(r, 1e-6)) for r in rows])
    np.testing.assert_allclose(np.asarray(out), expected, rtol=1e-6)
    assert np.isfinite(np.asarray(grads)).all()
    with pytest.raises(Exception, match="TracerBoolConversion|truth value"):
        vmap(l2, in_axes=(0, None))(rows, 1e-6)  # with jit on it is the real vmap
    pair = vmap(lambda a, b: {"s": a * b, "t": b}, in_axes=(0, None), out_axes={"s": 1, "t": None})
    with jax.disable_jit():
        shapes = jax.tree_util.tree_map(jnp.shape, pair(jnp.ones((3, 2)), 2.0))
    assert shapes == {"s": (2, 3), "t": ()}


def test_gradient_of_a_where_rewrite_is_nan_where_the_original_is_finite():
    import jax

    from jaxlint.runtime_check.gradients import Gradient, float_outputs

    def original(x):
        return jnp.sqrt(x) if x > 0 else 0.0

    def rewritten(x):
        return jnp.where(x > 0, jnp.sqrt(x), 0.0)

    x = jnp.asarray(0.0)
    with jax.disable_jit():
        expected = original(x)
    gradient = Gradient(jax, (x,), {}, float_outputs(expected))
    with jax.disable_jit():
        eager = gradient.of(original)(*gradient.primals)
    compiled = jax.jit(gradient.of(rewritten))(*gradient.primals)
    assert float(eager[0]) == 0.0 and np.isnan(float(compiled[0]))
    assert "expected 0.0, got nan" in compare(np.asarray(eager[0]), compiled[0], "cpu")


def test_only_branch_evaluating_rewrites_have_their_gradients_compared():
    from jaxlint.runtime_check.touched import changes_derivatives

    assert changes_derivatives(["    return jnp.where(x > 0, jnp.sqrt(x), 0.0)"])
    assert changes_derivatives(["    y = lax.cond(p, f, g, x)", "    z = jnp.select([a], [b])"])
    assert not changes_derivatives(["    return jnp.maximum(x, 0.0)", "@partial(jax.jit, static_argnames=('n',))",
                                    "    jax.debug.print('loss {}', loss)", "    n = np.prod(x.shape)"])


# Synthesis: edge values, self -------------------------------------------------------------------
def test_edge_values_for_float_parameters():
    made = synth("""
        @jax.jit
        def f(x: jax.Array, y: jax.Array):
            return x + y
    """)
    edges = [s for s, d, _ in made.sources if "edge values" in d]
    assert edges[0].startswith("__jaxlint_pack__(jax.numpy.resize(jax.numpy.asarray([0.0, -1.5, 10000.0, 0.75], ")
    assert "[-1.875, 12500.0, 0.9375, 0.0]" in edges[0]  # the second parameter is shifted: no ties
    scalars = [d for _, d, g in made.sources if g == 2]
    assert scalars == ["synthesized x=float32[], y=float32[]", "synthesized edge values x=float32[]=0, y=float32[]=-1.875",
                       "synthesized edge values x=float32[]=-1.5, y=float32[]=12500",
                       "synthesized edge values x=float32[]=10000, y=float32[]=0.9375"]


def test_self_made_from_the_constructor_signature():
    from jaxlint.runtime_check.synthesis import synthesize_self

    module = parse("""
        import dataclasses
        class A:
            def __init__(self, scale: float, n: int = 2):
                self.scale = scale
        class B:
            pass
        @dataclasses.dataclass
        class C:
            w: jax.Array
            name: str = "c"
        class D:
            def __init__(self, config):
                self.config = config
    """)
    imports = collect_calls(module, "m.py").imports
    classes = {s.name.value: s for s in module.body if isinstance(s, cst.ClassDef)}
    assert synthesize_self(classes["A"], imports)[0] == "__jaxlint_class__(0.5)"
    assert synthesize_self(classes["B"], imports)[0] == "__jaxlint_class__()"
    assert synthesize_self(classes["C"], imports)[0].startswith("__jaxlint_class__(w=jax.random.normal(")
    made, why = synthesize_self(classes["D"], imports)
    assert made is None and "'config'" in why


# Call sites: methods, expected failures, arrays to statics ----------------------------------------
def test_method_call_sites_and_user_examples_give_self():
    module = parse("""
        class Model:
            @partial(jax.jit, static_argnums=0)
            def apply(self, x):
                return x

        def use():
            m = Model(3, scale=0.5)
            m.apply(jnp.ones(2))
            Model(4).apply(jnp.zeros(2))
            other.apply(jnp.ones(1))
    """)
    target = next(t for t in find_targets(module) if t.name == "Model.apply")
    found = call_site_examples(target, "m", collect_calls(module, "m.py"), [])
    assert [c.source for c in found] == [
        "__jaxlint_pack__(__jaxlint_class__(3, scale=0.5), jax.numpy.ones(2))",
        "__jaxlint_pack__(__jaxlint_class__(4), jax.numpy.zeros(2))"]
    given = user_examples({"Model.apply": "Model(2).apply(jnp.ones(3))"}, "m", "Model.apply", method=True)
    assert [c.source for c in given] == ["__jaxlint_pack__(Model(2), jnp.ones(3))"]
    with pytest.raises(ExampleError, match="obj.method"):
        user_examples({"Model.apply": "apply(jnp.ones(3))"}, "m", "Model.apply", method=True)


def test_call_sites_meant_to_fail_are_marked():
    module = parse("""
        import pytest
        @jax.jit
        def f(x):
            return x

        def test_bad():
            f(jnp.ones(1))
            with pytest.raises(ValueError):
                f(jnp.ones(2))
            try:
                f(jnp.ones(3))
            except ValueError:
                pass
    """)
    found = call_site_examples(find_targets(module)[0], "m", collect_calls(module, "m.py"), [])
    assert [c.expects_error for c in found] == [False, True, True]


def test_arrays_passed_to_a_parameter_made_static():
    from jaxlint.runtime_check.static_calls import arrays_to_static

    module = parse("""
        @partial(jax.jit, static_argnames=("n",))
        def f(x, n):
            return jnp.tile(x, (n, 1))

        def callers(mask, k):
            total = jnp.sum(mask)
            f(jnp.ones(3), jnp.sum(mask))
            f(jnp.ones(3), n=total)
            f(jnp.ones(3), k)
            f(jnp.ones(3), jnp.shape(mask)[0])
            f(jnp.ones(3), 2)
    """)
    target = find_targets(module)[0]
    problems = arrays_to_static(target, {"n"}, "m", collect_calls(module, "m.py"), [])
    assert [p.split(" passes ")[0] for p in problems] == ["call site m.py:12", "call site m.py:13"]
    assert "an array (jnp.sum(mask)) to 'n'" in problems[0]
    assert arrays_to_static(target, set(), "m", collect_calls(module, "m.py"), []) == []
