"""Shapes of branch misses17, each run under JAX 0.10.2 first (the label: the exception raised, or
None), then linted (the exact findings).

Handlers expect only what they catch (analysis/raised_errors.py): a `try` holding one statement
with `except TypeError:` is a statement run to see its tracer error, or to fall back when it
comes; but the error a removed API (AttributeError), a boolean mask (NonConcreteBooleanIndexError,
an IndexError), a traced slice bound (IndexError) or a list static argument (ValueError) raises
goes through that handler, so those findings stay. A handler naming the error itself (`except
IndexError:` around the mask) does expect it.

`jnp.vectorize` converts each positional argument it does not exclude with `jnp.asarray`: a
function or string there raises TypeError (JAX811), one excluded by position or passed by keyword
reaches the function as it is. A JAX, NumPy or SciPy function passed as a value (`jnp.sin`,
`jax.nn.relu`, `np.tanh`) is a function to jit as much as a def of the module is.

Custom derivative rules defined in another module (`f.defvjp(rules.fwd, rules.bwd)`, `from rules
import fwd, bwd`, `f.defjvp(rules.f_jvp)`), or beside a primal another module differentiates: run
traced under `jax.jit(jax.grad(...))`, their findings in their own file, alone or with the project.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case, json_findings, run_project, write_files

HEADER = "import jax\nimport jax.numpy as jnp\nimport numpy as np\nfrom functools import partial\n\n"

# One statement in the jitted function, in a try with one handler; the handler's fallback runs
# when it catches, otherwise the program raises the mistake's error.
_INSIDE = """
@jax.jit
def f(x):
    y = x
    try:
        {statement}
    except {caught}:
        y = x + 1
    return y


f(jnp.arange(3.0) - 1.0)
"""

# The whole call in the try: the traced function is only run expecting the error.
_AROUND = """
def f(x):
    {statement}
    return y


try:
    jax.jit(f)(jnp.arange(3.0) - 1.0)
except {caught}:
    pass
"""


def _inside(statement: str, caught: str) -> str:
    return HEADER + _INSIDE.format(statement=statement, caught=caught)


def _around(statement: str, caught: str) -> str:
    return HEADER + _AROUND.format(statement=statement, caught=caught)


CASES = {
    # TypeError catches the tracer errors: expected, silent
    "if_type_error_inside": (_inside("y = x if bool(x[0] > 0) else x", "TypeError"), None, ""),
    "if_type_error_around": (_around("y = x if x[0] > 0 else -x", "TypeError"), None, ""),
    "numpy_type_error_inside": (_inside("y = np.sin(x)", "TypeError"), None, ""),
    "item_type_error_around": (_around("y = x[0].item()", "TypeError"), None, ""),
    "nonzero_type_error_inside": (_inside("y = jnp.nonzero(x)[0]", "TypeError"), None, ""),
    "range_type_error_around": (_around("y = [x[0] for _ in range(x.shape[0] * x[0].astype(int))]",
                                        "TypeError"), None, ""),
    # ... a base class of the raised one names it too
    "if_concretization_around": (_around("y = x if x[0] > 0 else -x", "jax.errors.ConcretizationTypeError"),
                                 None, ""),
    # the error the mistake raises is not a TypeError: the handler lets it through, still reported
    "mask_type_error_inside": (_inside("y = x[x > 0]", "TypeError"), "NonConcreteBooleanIndexError", "JAX601"),
    "mask_type_error_around": (_around("y = x[x > 0]", "TypeError"), "NonConcreteBooleanIndexError", "JAX601"),
    "slice_type_error_around": (_around("y = x[: (x[0] + 3).astype(int)]", "TypeError"), "IndexError", "JAX202"),
    "removed_api_type_error": (HEADER + "try:\n    y = jax.tree_map(lambda a: a, [1])\nexcept TypeError:\n"
                               "    y = None\n", "AttributeError", "JAX901"),
    # ... a JAX error that is not the raised one (nor its base)
    "numpy_bool_error_around": (_around("y = np.sin(x)", "jax.errors.TracerBoolConversionError"),
                                "TracerArrayConversionError", "JAX501"),
    # a handler naming the raised error (or its base) expects it
    "mask_index_error_inside": (_inside("y = x[x > 0]", "IndexError"), None, ""),
    "removed_api_attribute_error": (HEADER + "try:\n    y = jax.tree_map(lambda a: a, [1])\nexcept AttributeError:\n"
                                    "    y = jax.tree.map(lambda a: a, [1])\n", None, ""),
    # a catch-all takes over whatever the statement raises
    "mask_exception_inside": (_inside("y = x[x > 0]", "Exception"), None, ""),
    # a caught failure first: the uncaught one after it in the statement never runs
    "numpy_then_mask_type_error_inside": (_inside("y = x[np.sin(x) > 0]", "TypeError"), None, ""),
    # a print raises nothing: no handler takes it over
    "print_type_error_inside": (_inside("print(x)", "TypeError"), None, "JAX302"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_handler_expects_only_what_it_catches(name):
    assert_shape_case(name, *CASES[name])


_STATIC = """
@partial(jax.jit, static_argnums=1)
def g(x, sizes):
    return x * len(sizes)


try:
    out = g(jnp.ones(2), [1, 2])
except {caught}:
    out = g(jnp.ones(2), (1, 2))
"""

STATIC = {
    "static_list_type_error": (HEADER + _STATIC.format(caught="TypeError"), "ValueError", "JAX810"),
    "static_list_value_error": (HEADER + _STATIC.format(caught="ValueError"), None, ""),
}


@pytest.mark.parametrize("name", sorted(STATIC))
def test_static_list_handler(name):
    assert_shape_case(name, *STATIC[name])


def test_every_rule_with_an_error_names_known_classes():
    """Each class a rule's row names has its bases listed, so a handler for a base catches it."""
    from jaxlint.analysis.raised_errors import BASES, RAISES
    from jaxlint.catalog import RULES

    codes = {code for code, _ in RULES}
    for code, errors in RAISES.items():
        assert code in codes, code
        assert errors <= set(BASES), (code, errors - set(BASES))


def test_bases_match_jax():
    """The class table is what JAX 0.10.2 defines."""
    import builtins

    import jax.errors

    from jaxlint.analysis.raised_errors import BASES

    for name, bases in BASES.items():
        cls = getattr(jax.errors, name, None) or getattr(builtins, name)
        assert [c.__name__ for c in cls.__mro__[1:-1] if c.__name__ != "_JAXErrorMixin"] == list(bases), name


# --- jnp.vectorize converts every positional argument it does not exclude -------------------------
# JAX 0.10.2's vectorize hands each positional argument not in `excluded` to jnp.asarray (TypeError
# for a function, a string); keyword arguments reach the function as they are.
_VECTORIZED = """
@partial(jnp.vectorize, signature="(),()->()"{options})
def f(x, y, func=jnp.add):
    return func(x, y)


out = f(jnp.arange(4.0), 2.0{extra})
"""


def _vectorized(options: str = "", extra: str = "") -> str:
    return HEADER + _VECTORIZED.format(options=options, extra=extra)


def _h(options: str, call: str) -> str:
    return HEADER + f"\n@partial(jnp.vectorize{options})\ndef h(x, fn):\n    return fn(x)\n\n\n{call}\n"


VECTORIZED = {
    "library_function_positional": (_vectorized(extra=", jnp.subtract"), "TypeError", "JAX811"),
    "string_positional": (_vectorized(extra=', "sub"'), "TypeError", "JAX811"),
    "own_function_positional": (HEADER + "def sub(a, b):\n    return a - b\n" + _VECTORIZED.format(
        options="", extra=", sub"), "TypeError", "JAX811"),
    "bare_decorator": (HEADER + "\n@jnp.vectorize\ndef h(x, fn):\n    return fn(x)\n\n\nh(jnp.ones(2), jnp.sin)\n",
                       "TypeError", "JAX811"),
    "called_wrapper": (HEADER + "\ndef h(x, fn):\n    return fn(x)\n\n\njnp.vectorize(h)(jnp.ones(2), jax.nn.relu)\n",
                       "TypeError", "JAX811"),
    # neighbours: excluded, by keyword, the default, or an array
    "excluded_position": (_vectorized(options=", excluded={2}", extra=", jnp.subtract"), None, ""),
    "excluded_frozenset": (_vectorized(options=", excluded=frozenset({2})", extra=", jnp.subtract"), None, ""),
    "by_keyword": (_vectorized(extra=", func=jnp.subtract"), None, ""),
    "default_function": (_vectorized(), None, ""),
    "array_argument": (_h("", "h(jnp.ones(2), jnp.ones(2))").replace("return fn(x)", "return x * fn"), None, ""),
    "excluded_by_name_keyword": (_h(', excluded={"fn"}', "h(jnp.ones(2), fn=jnp.sin)"), None, ""),
}


@pytest.mark.parametrize("name", sorted(VECTORIZED))
def test_vectorize_converts_positional_arguments(name):
    assert_shape_case(name, *VECTORIZED[name])


# --- a JAX or NumPy function passed as a value to a parameter jax.jit traces ----------------------
_JITTED = """
@jax.jit
def apply(x, fn):
    return fn(x)


apply(jnp.ones(2), {given})
"""

_JITTED_STATIC = """
@partial(jax.jit, static_argnames="fn")
def apply(x, fn):
    return fn(x)


apply(jnp.ones(2), {given})
"""

LIBRARY_FUNCTIONS = {
    "jnp_function": (HEADER + _JITTED.format(given="jnp.sin"), "TypeError", "JAX811"),
    "nn_function": (HEADER + _JITTED.format(given="jax.nn.relu"), "TypeError", "JAX811"),
    "numpy_function": (HEADER + _JITTED.format(given="np.tanh"), "TypeError", "JAX811"),
    # neighbours: marked static, or a value rather than the function
    "static_jnp_function": (HEADER + _JITTED_STATIC.format(given="jnp.sin"), None, ""),
    "jnp_constant": (HEADER + _JITTED.format(given="jnp.pi").replace("return fn(x)", "return x * fn"), None, ""),
    "jnp_result": (HEADER + _JITTED.format(given="jnp.sin(1.0)").replace("return fn(x)", "return x * fn"), None, ""),
    "shadowed_name": (HEADER + "jnp_sin = jnp.sin(0.5)\n" + _JITTED.format(given="jnp_sin").replace(
        "return fn(x)", "return x * fn"), None, ""),
}


@pytest.mark.parametrize("name", sorted(LIBRARY_FUNCTIONS))
def test_library_function_passed_to_jit(name):
    assert_shape_case(name, *LIBRARY_FUNCTIONS[name])


# --- custom derivative rules defined in another module --------------------------------------------
# `f.defvjp(rules.fwd, rules.bwd)` / `from rules import fwd, bwd` / `f.defjvp(rules.f_jvp)`: under
# jax.jit(jax.grad(...)) JAX traces the rules, wherever they are defined; under grad alone they see
# values, under jit alone only f's body runs.
_RULES = """
import jax.numpy as jnp


def fwd(x):
    return x, None


def bwd(_, g):
    if jnp.abs(g).max() > 1.0:
        g = g / jnp.abs(g).max()
    return (g,)


def f_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    if jnp.abs(t).max() > 1.0:
        t = t / jnp.abs(t).max()
    return x, t
"""

_OPS = """
import jax

{imports}


@jax.{kind}
def clipped(x):
    return x


clipped.{register}
"""

_TRAIN = """
import jax
import jax.numpy as jnp

import ops


def loss(x):
    return ops.clipped(x).sum() * 3.0


result = {apply}(jnp.ones(2))
"""

RULES_ELSEWHERE = {
    # (ops imports, kind, registration, how train differentiates, raises, finding in rules.py)
    "vjp_module_attribute": ("import rules", "custom_vjp", "defvjp(rules.fwd, rules.bwd)", "jax.jit(jax.grad(loss))",
                             "TracerBoolConversionError", [("rules.py", 9, "JAX101")]),
    "vjp_from_import": ("from rules import bwd, fwd", "custom_vjp", "defvjp(fwd, bwd)", "jax.jit(jax.grad(loss))",
                        "TracerBoolConversionError", [("rules.py", 9, "JAX101")]),
    "jvp_module_attribute": ("import rules", "custom_jvp", "defjvp(rules.f_jvp)", "jax.jit(jax.grad(loss))",
                             "TracerBoolConversionError", [("rules.py", 16, "JAX101")]),
    # the rules beside the primal, the differentiation in another module
    "vjp_rules_beside_primal": (_RULES, "custom_vjp", "defvjp(fwd, bwd)", "jax.jit(jax.grad(loss))",
                                "TracerBoolConversionError", [("ops.py", 12, "JAX101")]),
    # neighbours: grad alone (the rules see values), jit alone (only the primal runs)
    "vjp_grad_alone": ("import rules", "custom_vjp", "defvjp(rules.fwd, rules.bwd)", "jax.grad(loss)", None, []),
    "vjp_jit_alone": ("import rules", "custom_vjp", "defvjp(rules.fwd, rules.bwd)", "jax.jit(loss)", None, []),
}


@pytest.mark.parametrize("name", sorted(RULES_ELSEWHERE))
def test_custom_rules_in_another_module(name, tmp_path, capsys):
    imports, kind, register, apply, error, found = RULES_ELSEWHERE[name]
    write_files(tmp_path, {"rules.py": _RULES, "ops.py": _OPS.format(imports=imports, kind=kind, register=register),
                           "train.py": _TRAIN.format(apply=apply)})
    ran = run_project(tmp_path, "import train")
    assert (ran.returncode == 0) if error is None else (error in ran.stderr), ran.stderr[-1500:]
    assert json_findings(capsys, str(tmp_path)) == found
    for file in {f for f, _, _ in found}:  # the file holding the mistake, alone
        assert json_findings(capsys, str(tmp_path / file)) == found
