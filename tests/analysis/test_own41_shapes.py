"""Shapes found by writing ten projects as a new user would (stop 41, tests/projects/own41_*):

- a Python container untraced code builds and hands to a jitted function (`schedule =
  make_schedule(n)`, returning `{"betas": [float(b) for b in betas]}`): jit flattens it and hands
  the function the same dict and lists holding tracers, so `schedule["betas"][t]` indexes a
  Python list with a tracer. Known when every caller of the jitted function passes one and the
  same structure (a display, a name bound to one, a project factory returning one);
- a src layout (`src/trainkit/...`, scripts beside `src/`): the scripts importing the package are
  the project's too, so what they hand its factories is followed, in every face;
- an object an importer builds in the call itself (`make_train_step(RunningMean(), lr)`), as
  one it binds to a name first.

Each case runs under JAX first (its label), then is linted.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case, json_findings, write_files

HEADER = "import jax\nimport jax.numpy as jnp\nfrom jax import lax\n\n"

_INDEXED = """
def f(sched, i):
    return sched["betas"][i]
"""

_LOOPED = """
def f(sched, x):
    def body(i, x):
        return x + sched["betas"][i]
    return lax.fori_loop(0, 2, body, x)
"""

CONTAINERS = {
    "dict_of_lists_display": (_INDEXED + """
sched = {"betas": [0.1, 0.2]}
jax.jit(f)(sched, 1)
""", "TracerIntegerConversionError", "JAX201"),
    "factory_returning_a_dict_of_list_comprehensions": ("""
def make(n):
    return {"betas": [float(b) for b in range(n)]}
""" + _INDEXED + """

def main():
    sched = make(3)
    return jax.jit(f)(sched, 1)


main()
""", "TracerIntegerConversionError", "JAX201"),
    "indexed_in_a_fori_body": ("""
def make(n):
    return {"betas": [float(b) for b in range(n)]}
""" + _LOOPED + """
jax.jit(f)(make(3), 1.0)
""", "TracerIntegerConversionError", "JAX201"),
    "tuple_of_lists": ("""
def f(pair, i):
    rates, scales = pair
    return rates[i] * scales[0]


jax.jit(f)(([0.1, 0.2], [1.0, 2.0]), 1)
""", "TracerIntegerConversionError", "JAX201"),
    "dict_of_arrays_is_indexed_fine": (_INDEXED + """
sched = {"betas": jnp.asarray([0.1, 0.2])}
jax.jit(f)(sched, 1)
""", None, ""),
    "list_indexed_by_a_literal": ("""
def f(sched, x):
    return x * sched["betas"][0] + len(sched["betas"])


jax.jit(f)({"betas": [0.1, 0.2]}, 1.0)
""", None, ""),
    "list_made_an_array_first": ("""
def f(sched, i):
    return jnp.asarray(sched["betas"])[i]


jax.jit(f)({"betas": [0.1, 0.2]}, 1)
""", None, ""),
    "index_kept_static": (_INDEXED + """
jax.jit(f, static_argnums=1)({"betas": [0.1, 0.2]}, 1)
""", None, ""),
    "loop_over_the_list": ("""
def f(sched, x):
    for beta in sched["betas"]:
        x = x * beta
    return x


jax.jit(f)({"betas": [0.5, 0.5]}, 1.0)
""", None, ""),
}


@pytest.mark.parametrize("name", sorted(CONTAINERS))
def test_container_a_caller_hands_a_jit(name):
    code, error, finding = CONTAINERS[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


_TRAINKIT = {
    "src/trainkit/__init__.py": """
        from .metrics import RunningMean
        from .step import make_train_step
    """,
    "src/trainkit/metrics.py": """
        class RunningMean:
            def __init__(self):
                self.total = 0.0

            def update(self, value):
                self.total += float(value)
    """,
    "src/trainkit/step.py": """
        import jax


        def make_train_step(meter, lr):
            @jax.jit
            def train_step(w, g):
                meter.update(g.sum())
                return w - lr * g

            return train_step
    """,
}


@pytest.mark.parametrize("face", ["folder", "metrics_alone", "step_alone"])
@pytest.mark.parametrize("built", ["named", "inline"])
def test_src_layout_script_handing_an_object_to_a_factory(face, built, tmp_path, capsys):
    call = "make_train_step(meter, 0.1)" if built == "named" else "make_train_step(RunningMean(), 0.1)"
    write_files(tmp_path, {**_TRAINKIT, "train.py": f"""
        import sys

        sys.path.insert(0, "src")

        import jax.numpy as jnp

        from trainkit import RunningMean, make_train_step


        def main():
            meter = RunningMean()
            step = {call}
            return step(jnp.ones(2), jnp.ones(2))
    """})
    target = {"folder": tmp_path, "metrics_alone": tmp_path / "src/trainkit/metrics.py",
              "step_alone": tmp_path / "src/trainkit/step.py"}[face]
    assert json_findings(capsys, str(target)) == [("metrics.py", 6, "JAX105")]
