"""Functions handed to a jitted function through a static argument, found by writing a molecular
dynamics project and an MCMC sampler as a new user would (stop 40, tests/projects/own40_*):

- `jax.jit(run, static_argnums=0)(energy_fn, x)`: every caller of the jitted function hands the
  static parameter one and the same function (a def, `partial(f, box=box)` of one, a bound
  method): the traced code's calls of it (directly, under `jax.grad`, inside a lax body) run it
  on tracers, so its mistakes are found. Callers handing different functions decide nothing;
- `partial(sample_chain, model.log_density, 0.1)`, `model = LogisticModel(x, y)` built by
  untraced code: the bound method of that object, its `self` the object.

Each case runs under JAX first (its label), then is linted.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "from functools import partial\n\nimport jax\nimport jax.numpy as jnp\nimport numpy as np\n\n"

_ENERGY = """
def energy(p, cutoff=3.0):
    if jnp.sum(p) > cutoff:
        return 0.0
    return jnp.sum(p ** 2)
"""

_SAFE_ENERGY = """
def energy(p, cutoff=3.0):
    if p.shape[0] > 2:
        return jnp.sum(jnp.where(p > cutoff, 0.0, p ** 2))
    return jnp.sum(p ** 2)
"""

_RUN_DIRECT = """

def run(energy_fn, p):
    return energy_fn(p)
"""

_RUN_GRAD_LOOP = """

def run(energy_fn, p):
    def body(i, q):
        return q - 0.1 * jax.grad(energy_fn)(q)
    return jax.lax.fori_loop(0, 3, body, p)
"""

_MODEL = """
class Model:
    def __init__(self, x):
        self.x = x

    def log_density(self, w):
        return -jnp.sum(np.logaddexp(0.0, self.x * w))


def chain(log_density, step, init, n):
    def body(state, _):
        return state + step * log_density(state), state
    return jax.lax.scan(body, init, None, length=n)[1]
"""

SHAPES = {
    "plain_def_called_directly": (_ENERGY + _RUN_DIRECT + """
jax.jit(run, static_argnums=0)(energy, jnp.ones(3))
""", "TracerBoolConversionError", "JAX101"),
    "partial_of_a_def_by_name": (_ENERGY + _RUN_DIRECT + """

def main():
    energy_fn = partial(energy, cutoff=2.5)
    return jax.jit(run, static_argnames="energy_fn")(energy_fn=energy_fn, p=jnp.ones(3))


main()
""", "TracerBoolConversionError", "JAX101"),
    "under_grad_in_a_fori_body": (_ENERGY + _RUN_GRAD_LOOP + """

def main():
    step = jax.jit(run, static_argnums=(0,))
    return step(partial(energy, cutoff=2.5), jnp.ones(3))


main()
""", "TracerBoolConversionError", "JAX101"),
    "two_callers_one_function": (_ENERGY + _RUN_DIRECT + """

def main():
    step = jax.jit(run, static_argnums=0)
    return step(energy, jnp.ones(3)), step(energy, jnp.zeros(3))


main()
""", "TracerBoolConversionError", "JAX101"),
    "bound_method_in_a_partial": (_MODEL + """

def main():
    model = Model(jnp.ones(3))
    return jax.jit(partial(chain, model.log_density, 0.1), static_argnums=1)(jnp.zeros(3), 4)


main()
""", "TracerArrayConversionError", "JAX501"),
    "bound_method_as_a_static_argument": (_MODEL + """

def main():
    model = Model(jnp.ones(3))
    return jax.jit(chain, static_argnums=(0, 3))(model.log_density, 0.1, jnp.zeros(3), 4)


main()
""", "TracerArrayConversionError", "JAX501"),
    # valid: the function handed is fine on tracers, or the callers do not agree on one
    "safe_function_static": (_SAFE_ENERGY + _RUN_GRAD_LOOP + """
jax.jit(run, static_argnums=0)(energy, jnp.ones(3))
""", None, ""),
    "safe_partial_by_name": (_SAFE_ENERGY + _RUN_DIRECT + """
jax.jit(run, static_argnames="energy_fn")(energy_fn=partial(energy, cutoff=1.0), p=jnp.ones(3))
""", None, ""),
    "callers_hand_different_functions": (_SAFE_ENERGY + _RUN_DIRECT + """

def other(p):
    return jnp.mean(p)


def main():
    step = jax.jit(run, static_argnums=0)
    return step(energy, jnp.ones(3)) + step(other, jnp.ones(3))


main()
""", None, ""),
    "static_function_never_given_a_tracer": (_ENERGY + """

def run(energy_fn, p):
    return p * energy_fn(jnp.ones(3) * 0.1) if False else p + 1.0


jax.jit(run, static_argnums=0)(energy, jnp.ones(3))
""", None, ""),
    "safe_bound_method": (_MODEL.replace("np.logaddexp", "jnp.logaddexp") + """

def main():
    model = Model(jnp.ones(3))
    return jax.jit(partial(chain, model.log_density, 0.1), static_argnums=1)(jnp.zeros(3), 4)


main()
""", None, ""),
    "module_attribute_not_a_method": ("""
def chain(fn, init):
    return jax.lax.scan(lambda c, _: (fn(c), c), init, None, length=2)[1]


jax.jit(partial(chain, jnp.tanh))(jnp.zeros(3))
""", None, ""),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_static_function_argument(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


# --- a factory's parameter, passed by the modules importing the factory ------------------------

_FLOW = """
    import jax.numpy as jnp


    class Flow:
        def __init__(self, scale):
            self.scale = scale
            self.last = None

        def log_prob(self, x):
            logdet = jnp.sum(x) * self.scale
            self.last = logdet
            return -0.5 * jnp.sum(x ** 2) + logdet


    class Plain:
        def log_prob(self, x):
            return -0.5 * jnp.sum(x ** 2)
"""
_TRAIN = """
    import jax


    def make_step(flow, lr):
        def loss_fn(x):
            return -flow.log_prob(x)

        @jax.jit
        def step(x):
            return x - lr * jax.grad(loss_fn)(x)

        return step
"""


def _factory_project(tmp_path, main_body: str):
    from tests.helpers import write_files

    write_files(tmp_path, {"flows.py": _FLOW, "train.py": _TRAIN, "main.py": """
        import jax.numpy as jnp

        from flows import Flow, Plain
        from train import make_step


        def main():
    """ + main_body})


@pytest.mark.parametrize("face", ["folder", "file alone"])
def test_object_a_factory_is_handed_in_an_importer_is_followed(face, tmp_path, capsys, monkeypatch):
    from tests.helpers import json_findings, run_project

    _factory_project(tmp_path, """
            flow = Flow(0.5)
            step = make_step(flow, 0.1)
            x = step(jnp.ones(3))
            return float(jnp.sum(flow.last)) + float(x.sum())
    """)
    ran = run_project(tmp_path, "import main; main.main()")
    assert ran.returncode != 0 and "UnexpectedTracerError" in ran.stderr
    monkeypatch.chdir(tmp_path)
    assert json_findings(capsys, "." if face == "folder" else "flows.py") == [("flows.py", 11, "JAX301")]


def test_objects_of_different_classes_handed_to_the_factory_each_run(tmp_path, capsys, monkeypatch):
    """Objects of two classes handed to the factory: each class's `log_prob` runs under the jit
    (an object that is any of several, branch misses25), so the tracer Flow's stores on `self` is
    reported as it is when Flow's object alone is handed (the rule reports the store whether or
    not a later read fails: here none does), and Plain's method adds nothing."""
    from tests.helpers import json_findings, run_project

    both, alone = tmp_path / "both", tmp_path / "alone"
    _factory_project(both, """
            a = make_step(Flow(0.5), 0.1)(jnp.ones(3))
            plain = Plain()
            b = make_step(plain, 0.1)(jnp.ones(3))
            return float(a.sum() + b.sum())
    """)
    _factory_project(alone, """
            a = make_step(Flow(0.5), 0.1)(jnp.ones(3))
            return float(a.sum())
    """)
    assert run_project(both, "import main; print(main.main())").returncode == 0
    monkeypatch.chdir(alone)
    found_alone = json_findings(capsys, ".")
    monkeypatch.chdir(both)
    assert json_findings(capsys, ".") == found_alone == [("flows.py", 11, "JAX301")]
