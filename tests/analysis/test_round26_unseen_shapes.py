"""The shapes round 26 of untuned published code (tests/data/unseen26_triage.md) found reported
on correct code, each beside neighbours that are still bugs. Every case runs under JAX first (the
label: the exception it raises, or None), then is linted.

E  `if type(st) is str: print(st)` prints only the strings of a mixed argument list.
C  `if jnp.iscomplexobj(x): if jnp.allclose(x.imag, 0): ...` runs only on complex arrays.
X  `try: x[0, 0] = 1.0` / `except TypeError as e: print(e)`: a statement run to see it fail.
N  a notebook's `g = jit(f)` nothing calls, and a `@jit def f` rebound before anything reads it.
"""

from __future__ import annotations

import json

import pytest

from jaxlint.cli import main
from tests.helpers import assert_shape_case

HEADER = "import jax\nimport jax.numpy as jnp\nimport numpy as np\nfrom jax import jit\n\n"

# --- class E (jax-spectral-dns equation.py print_verb) --------------------------------------------
# The output goes to a buffer; a case that printed a tracer raises, so the label shows the bug.
_SHOW = """
import io
buffer = io.StringIO()


def show(*items):
    for st in items:
        if {test}:
            print(st, end=" ", file=buffer)
        else:
            jax.debug.callback(lambda x: print(x, end=" ", file=buffer), st)


@jax.jit
def f(x):
    show("value:", x * 2, 3)
    return x + 1


f(jnp.float32(1.0))
if "Trace" in buffer.getvalue():
    raise RuntimeError("printed a tracer")
"""

TYPE_TESTS = {
    "type_is_str": ("type(st) is str", None, ""),
    "type_equals_str": ("type(st) == str", None, ""),
    "type_in_python_classes": ("type(st) in (str, int)", None, ""),
    "not_type_is_not_str": ("not type(st) is not str", None, ""),
    # neighbours: the test admits the tracer, or tests nothing about its type
    "type_is_not_str": ("type(st) is not str", "RuntimeError", "JAX302"),
    "isinstance_of_object": ("isinstance(st, object)", "RuntimeError", "JAX302"),
    "always": ("True", "RuntimeError", "JAX302"),
}


@pytest.mark.parametrize("name", sorted(TYPE_TESTS))
def test_exact_type_test_narrows_to_a_python_value(name):
    test, error, finding = TYPE_TESTS[name]
    assert_shape_case(name, HEADER + _SHOW.format(test=test), error, finding)


# --- class C (jrystal utils.safe_real) ---------------------------------------------------------------
_SAFE_REAL = """
def safe_real(array, tol=1e-8):
    if {guard}:
        if jnp.allclose(array.imag, 0, atol=tol):
            return array.real
        raise ValueError("imaginary part")
    return array


@jax.jit
def energy(g_vec):
    return safe_real(jnp.sum(jnp.conj(g_vec + 1j) * g_vec).real)


energy(jnp.ones(3))
"""

_UNGUARDED = """
@jax.jit
def energy(g_vec):
    value = jnp.sum(g_vec)
    if jnp.allclose(value.imag, 0):
        return value.real
    return value


energy(jnp.ones(3))
"""

_REAL_GUARD = """
@jax.jit
def clip(x):
    if jnp.isrealobj(x):
        if x > 0:
            return x
    return -x


clip(jnp.float32(1.0))
"""

COMPLEX_GUARDS = {
    "iscomplexobj": (HEADER + _SAFE_REAL.format(guard="jnp.iscomplexobj(array)"), None, ""),
    "not_isrealobj": (HEADER + _SAFE_REAL.format(guard="not jnp.isrealobj(array)"), None, ""),
    "issubdtype_complexfloating": (
        HEADER + _SAFE_REAL.format(guard="jnp.issubdtype(array.dtype, jnp.complexfloating)"), None, ""),
    # neighbours: no dtype guard, or a guard every real array passes
    "no_guard": (HEADER + _UNGUARDED, "TracerBoolConversionError", "JAX101"),
    "isrealobj_branch": (HEADER + _REAL_GUARD, "TracerBoolConversionError", "JAX101"),
}


@pytest.mark.parametrize("name", sorted(COMPLEX_GUARDS))
def test_complex_only_branch_is_not_shown_traced(name):
    assert_shape_case(name, *COMPLEX_GUARDS[name])


@pytest.mark.xfail(strict=True, reason="the analysis follows no dtypes: a complex array reaching the "
                   "complex-only branch is now missed (the cost of class C's fix)")
def test_complex_array_reaching_the_guarded_branch():
    source = HEADER + _SAFE_REAL.format(guard="jnp.iscomplexobj(array)").replace(
        "safe_real(jnp.sum(jnp.conj(g_vec + 1j) * g_vec).real)", "safe_real(jnp.sum(g_vec + 1j))")
    assert_shape_case("complex_reaches", source, "TracerBoolConversionError", "JAX101")


# --- class X (jax-ai-stack JAX_for_PyTorch_users.ipynb) -------------------------------------------
_TRY = """
x_jax = jnp.zeros((3, 4))
try:
    x_jax[0, 0] = 100.0
except {caught} as e:
    print(e)
x_jax = x_jax.at[0, 0].set(100.0)
"""

_FALLBACK = """
@jax.jit
def f(x):
    try:
        flag = bool(x > 0)
    except TypeError:
        flag = None
    return x if flag is None else x + 1


f(jnp.float32(1.0))
"""

_TRY_TWO = """
x_jax = jnp.zeros((3, 4))
try:
    x_jax[0, 0] = 100.0
    done = True
except ValueError:
    done = False
"""

TRIED = {
    "type_error_shown": (HEADER + _TRY.format(caught="TypeError"), None, ""),
    "tracer_error_fallback": (HEADER + _FALLBACK, None, ""),
    # neighbours: the handler does not catch it, or nothing is there to catch it
    "value_error_handler": (HEADER + _TRY.format(caught="ValueError"), "TypeError", "JAX701"),
    "two_statements_value_error": (HEADER + _TRY_TWO, "TypeError", "JAX701"),
    "no_try": (HEADER + "x_jax = jnp.zeros(3)\nx_jax[0] = 1.0\n", "TypeError", "JAX701"),
}


@pytest.mark.parametrize("name", sorted(TRIED))
def test_one_statement_run_to_see_its_type_error(name):
    assert_shape_case(name, *TRIED[name])


# --- class N (ngp_jax notebook_basic_JAX.ipynb cells 22 and 25) -------------------------------------
_WRONG_THEN_RIGHT = """
x = jnp.ones((2, 3))


@jit
def f(x):
    return x.reshape(jnp.array(x.shape).prod())
{between}

@jit
def f(x):
    return x.reshape((np.prod(x.shape),))


f(x)
"""

SHADOWED = {
    "call_commented_out": (HEADER + _WRONG_THEN_RIGHT.format(between="# f(x)"), None, ""),
    # neighbour: the first f runs before the second replaces it
    "called_before_rebinding": (HEADER + _WRONG_THEN_RIGHT.format(between="f(x)"), "TypeError", "JAX401"),
    # neighbour: the rebinding reads the first f (a transform of it)
    "rebound_from_itself": (
        HEADER + "x = jnp.ones((2, 3))\n\n\n@jit\ndef f(x):\n    return x.reshape(jnp.array(x.shape).prod())\n\n\n"
        "f = jax.vmap(f)\nf(x[None])\n", "TypeError", "JAX401"),
}


@pytest.mark.parametrize("name", sorted(SHADOWED))
def test_transformed_def_rebound_before_read(name):
    assert_shape_case(name, *SHADOWED[name])


_NEGATIVES = ("import jax\nimport jax.numpy as jnp\nfrom jax import jit\n",
              "def get_negatives(x):\n    return x[x < 0]\n\n\nx = jnp.array([1.0, -2.0, 3.0])\n"
              "print(get_negatives(x))\nget_negatives_jit = jit(get_negatives)\n"
              "# print(get_negatives_jit(x))  # this call raises\n")


def _notebook_findings(cells: list[str], tmp_path, capsys) -> tuple[str | None, list]:
    """Runs the cells in order (the exception class they raise, or None), then lints them as a
    notebook: (cell, code) of each finding."""
    from tests.helpers import notebook_json

    raised = None
    namespace: dict = {}
    try:
        for cell in cells:
            exec(compile(cell, "<cell>", "exec"), namespace)
    except Exception as exc:  # the cells' own failure is the datum
        raised = type(exc).__name__
    capsys.readouterr()
    path = tmp_path / "demo.ipynb"
    path.write_text(notebook_json([("code", cell) for cell in cells]))
    main(["check", "--no-cache", "--output-format", "json", str(path)])
    return raised, sorted((d["cell"], d["code"]) for d in json.loads(capsys.readouterr()[0]))


def test_notebook_jit_wrapper_nothing_calls(tmp_path, capsys):
    assert _notebook_findings(list(_NEGATIVES), tmp_path, capsys) == (None, [])


def test_notebook_jit_wrapper_a_later_cell_calls(tmp_path, capsys):
    cells = list(_NEGATIVES) + ["get_negatives_jit(x)\n"]
    assert _notebook_findings(cells, tmp_path, capsys) == ("NonConcreteBooleanIndexError", [(2, "JAX601")])


def test_module_global_jit_wrapper_stays_an_entry(tmp_path, capsys):
    """In a `.py` module another module may import the wrapper and call it."""
    path = tmp_path / "negatives.py"
    path.write_text("".join(_NEGATIVES))
    main(["check", "--no-cache", "--output-format", "json", str(path)])
    assert [d["code"] for d in json.loads(capsys.readouterr()[0])] == ["JAX601"]
