"""Concrete tracers: what `jax.grad` alone (no jit) lets a function do with its tracers.

The facts table says which conversions work on them (`works_on_concrete`: bool(), int(),
.item()) and which transforms make them (`concrete_tracers`: jax.grad, jax.value_and_grad);
this re-derives both against the installed JAX, and checks what the analysis makes of a
function `jax.grad` differentiates: the failures JAX raises there are reported, the
conversions that work are not.
"""

from __future__ import annotations

import io
import contextlib
import textwrap

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from jaxlint.analysis import facts
from jaxlint.config import Config
from jaxlint.engine import lint_source

CONVERSIONS = {"bool": lambda x: bool(x > 0), "int": int, "float": float, "complex": complex,
               "method:item": lambda x: x.item(), "method:tolist": lambda x: x.tolist()}


def _works_under_grad(convert) -> bool:
    try:
        jax.grad(lambda x: x * (1.0 if convert(x) else 1.0))(3.0)
    except Exception:
        return False
    return True


@pytest.mark.parametrize("name", sorted(CONVERSIONS))
def test_works_on_concrete_matches_jax(name):
    known = facts.lookup(name)
    assert known is not None and known.concretizes
    assert known.works_on_concrete == _works_under_grad(CONVERSIONS[name])


@pytest.mark.parametrize("name", sorted(facts.names_where(transform=facts.GRAD) & {
    "jax.grad", "jax.value_and_grad", "jax.jacfwd", "jax.jacrev", "jax.hessian"}))
def test_concrete_transforms_let_python_branch(name):
    """A transform marked `concrete_tracers` lets a Python `if` on its tracer run."""
    transform = {"jax.grad": jax.grad, "jax.value_and_grad": jax.value_and_grad, "jax.jacfwd": jax.jacfwd,
                 "jax.jacrev": jax.jacrev, "jax.hessian": jax.hessian}[name]
    try:
        transform(lambda x: x if x > 0 else -x)(3.0)
        branches = True
    except Exception:
        branches = False
    if facts.lookup(name).concrete_tracers:
        assert branches


CASES = [  # (code run with `jax.grad(f)(3.0)`, the error JAX raises or None, the code jaxlint reports or None)
    ("def f(x):\n    return x * float(x)", "ConcretizationTypeError", "JAX105"),
    ("def f(x):\n    return x * np.exp(x)", "TracerArrayConversionError", "JAX501"),
    ("def f(x):\n    print(x)\n    return x", "printed", "JAX302"),
    ("def f(x):\n    return x * int(x)", None, None),
    ("def f(x):\n    return x * x.item()", None, None),
    ("def f(x):\n    if x > 0:\n        return x\n    return -x", None, None),
    ("def f(x):\n    return x * [1.0, 2.0, 3.0, 4.0][int(x)]", None, None),
    ("def f(x, n):\n    return x * float(n)", None, None),  # n is not differentiated
]


@pytest.mark.parametrize("body, error, code", CASES)
def test_grad_alone(body, error, code):
    source = f"import jax\nimport jax.numpy as jnp\nimport numpy as np\n\n\n{body}\n\n\ng = jax.grad(f)\n"
    call = "g(3.0, 2)" if "n)" in body else "g(3.0)"
    out = io.StringIO()
    raised = None
    with contextlib.redirect_stdout(out):
        try:
            exec(compile(source + call + "\n", "<case>", "exec"), {})
        except Exception as exc:
            raised = exc
    if error == "printed":
        assert raised is None and "Tracer" in out.getvalue()
    elif error is None:
        assert raised is None, raised
    else:
        assert type(raised).__name__ == error
    found = [d.code for d in lint_source(source + call + "\n", "case.py", Config()).diagnostics]
    assert found == ([code] if code else []), textwrap.indent(source, "  ")


def test_custom_vjp_body_is_not_run_by_grad():
    """Under jax.grad a custom_vjp function's body does not run (its fwd rule does): NumPy there is fine."""
    source = textwrap.dedent("""\
        import jax
        import jax.numpy as jnp
        import numpy as np


        @jax.custom_vjp
        def clip_gradient(x):
            return np.clip(x, -1.0, 1.0)


        def fwd(x):
            return jnp.clip(x, -1.0, 1.0), None


        def bwd(_, g):
            return (jnp.clip(g, -1.0, 1.0),)


        clip_gradient.defvjp(fwd, bwd)


        def loss(x):
            return clip_gradient(x) * 2.0


        g1 = jax.grad(clip_gradient)(3.0)
        g2 = jax.grad(loss)(3.0)
        """)
    exec(compile(source, "<case>", "exec"), {})
    assert [d.code for d in lint_source(source, "case.py", Config()).diagnostics] == []
