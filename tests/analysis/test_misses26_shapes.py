"""Branch misses26: general shapes behind known misses of issue #14, each case run under JAX first
(a verdict is JAX's), beside the neighbours where the analysis must hold back.

- An attribute a constructor sets to a JAX transform of its parameter (`self.vg =
  jax.value_and_grad(log_prob_fn)`): calling it in traced code runs the transform of what each
  construction passes (a def, or a bound method of an object). A base constructor's binding that
  the class's own constructor reaches through `super().__init__(log_prob_fn)` reads back to the
  class's parameter.
- A while_loop carry spelled with a number constant (`(x0, jnp.inf, 0)`): each element is a tracer
  in the body and the cond (before, `jnp.inf` left the element unknown).
- A lax body spelled `tol.keep_going`, `tol` a parameter of a module-level def whose every caller
  passes an object of one project class (here, or in the modules importing it): that class's
  method is the body, `self` the object. Held back: callers passing objects of two classes.
- A base class of another module binding the transform, its @staticmethod returning a record, a
  target built with `**settings`: followed across modules (the mcmc shape).
- `policy, params = make_agent(...)`, then `jax.jit(policy.act)`: the class the factory builds at
  policy's position of the tuple it returns, in this module or another.
"""

from __future__ import annotations

import textwrap

import pytest

from tests.helpers import assert_project_outcome, assert_shape_case, folder_and_alone_findings, write_files

HELD_TRANSFORM = """
    import math

    import jax
    import jax.numpy as jnp


    class Funnel:
        def __init__(self, scale):
            self.scale = scale

        def log_prob(self, z):
            return -0.5 * jnp.sum(z ** 2) * {exp}(-z[0]) / self.scale


    def gaussian(z):
        return -0.5 * jnp.sum(z ** 2) * {exp}(-z[0])


    class Base:
        def __init__(self, log_prob_fn):
            self.{bind}


    class Kernel(Base):
        def __init__(self, log_prob_fn, step_size=0.1):
            super().__init__(log_prob_fn)
            self.step_size = step_size

        def step(self, x):
            value, grad = self.value_and_grad(x)
            return x + self.step_size * grad, value


    {driver}
    """

ON_BASE = """
    target = Funnel(3.0)
    kernel = Kernel(target.log_prob)
    print(jax.jit(kernel.step)(jnp.ones(3)))
    """
DEF_JIT = """
    def main():
        kernel = Kernel(gaussian, 0.2)
        return jax.jit(kernel.step)(jnp.ones(3))


    main()
    """


@pytest.mark.parametrize("name, exp, bind, driver, error, finding", [
    ("transform_of_a_bound_method", "math.exp", "value_and_grad = jax.value_and_grad(log_prob_fn)", ON_BASE,
     "ConcretizationTypeError", "JAX501"),
    ("ok_transform_of_a_bound_method", "jnp.exp", "value_and_grad = jax.value_and_grad(log_prob_fn)", ON_BASE,
     None, ""),
    ("transform_of_a_def_jit", "math.exp", "value_and_grad = jax.value_and_grad(log_prob_fn)", DEF_JIT,
     "ConcretizationTypeError", "JAX501"),
    ("ok_transform_of_a_def_jit", "jnp.exp", "value_and_grad = jax.value_and_grad(log_prob_fn)", DEF_JIT,
     None, ""),
    # the attribute holds a transform of something else: the parameter's function is never called
    ("ok_transform_of_another_function", "math.exp",
     "value_and_grad = jax.value_and_grad(lambda z: jnp.sum(z ** 2))", DEF_JIT, None, ""),
])
def test_an_attribute_holding_a_transform_of_a_constructor_parameter(name, exp, bind, driver, error, finding):
    source = textwrap.dedent(HELD_TRANSFORM).format(exp=exp, bind=bind,
                                                    driver=textwrap.indent(textwrap.dedent(driver), ""))
    assert_shape_case(name, source, error, finding)


NEWTON = """
    import jax
    import jax.numpy as jnp
    from jax import lax


    class Tolerance:
        def __init__(self, atol, max_iter):
            self.atol = atol
            self.max_iter = max_iter

        def keep_going(self, state):
            x, step, i = state
            return {test}


    class Loose:
        def __init__(self, atol):
            self.atol = atol

        def keep_going(self, state):
            x, step, i = state
            return abs(step) > self.atol and i < 3


    def newton(f, x0, tol):
        df = jax.grad(f)

        def body(state):
            x, _, i = state
            step = f(x) / df(x)
            return x - step, step, i + 1

        x, _, _ = lax.while_loop(tol.keep_going, body, (x0, {init}, 0))
        return x


    {driver}
    """
ONE_CLASS = """
    def main():
        return newton(lambda x: x ** 2 - 2.0, jnp.float32(1.0), Tolerance(1e-5, 20))


    main()
    """
BOUND_NAME = """
    TOL = Tolerance(1e-5, 20)
    print(newton(lambda x: x ** 2 - 2.0, jnp.float32(1.0), TOL))
    """
TWO_CLASSES = """
    print(newton(lambda x: x ** 2 - 2.0, jnp.float32(1.0), Tolerance(1e-5, 20)))
    print(newton(lambda x: x ** 2 - 3.0, jnp.float32(1.0), Loose(1e-3)))
    """
AND = "abs(step) > self.atol and i < self.max_iter"
LOGICAL_AND = "jnp.logical_and(jnp.abs(step) > self.atol, i < self.max_iter)"


@pytest.mark.parametrize("name, test, init, driver, error, finding", [
    ("method_of_a_parameter_as_cond", AND, "jnp.inf", ONE_CLASS, "TracerBoolConversionError", "JAX102"),
    ("ok_method_of_a_parameter_as_cond", LOGICAL_AND, "jnp.inf", ONE_CLASS, None, ""),
    ("method_of_a_bound_parameter_as_cond", AND, "-jnp.inf", BOUND_NAME,
     "TracerBoolConversionError", "JAX102"),
    ("ok_method_of_a_bound_parameter_as_cond", LOGICAL_AND, "jnp.inf", BOUND_NAME, None, ""),
    ("carry_of_a_literal_number", AND, "1.0", ONE_CLASS, "TracerBoolConversionError", "JAX102"),
    # callers pass objects of two classes: both conds fail under JAX, but the analysis does not
    # choose between them for a lax body (it says nothing rather than guess)
    ("two_classes_held_back", AND, "jnp.inf", TWO_CLASSES, "TracerBoolConversionError", ""),
])
def test_a_lax_body_that_is_a_method_of_a_parameter_object(name, test, init, driver, error, finding):
    source = textwrap.dedent(NEWTON).format(test=test, init=init, driver=textwrap.indent(textwrap.dedent(driver), ""))
    assert_shape_case(name, source, error, finding)


SOLVER = {
    "config.py": """
        from dataclasses import dataclass


        @dataclass(frozen=True)
        class Tolerance:
            atol: float = 1e-6
            max_iter: int = 50

            def keep_going(self, state):
                x, step, i = state
                return {test}
        """,
    "solver/__init__.py": """
        from .newton import newton
        """,
    "solver/newton.py": """
        import jax
        import jax.numpy as jnp
        from jax import lax


        def newton(f, x0, tol):
            df = jax.grad(f)

            def body(state):
                x, _, i = state
                step = f(x) / df(x)
                return x - step, step, i + 1

            x, _, _ = lax.while_loop(tol.keep_going, body, (x0, jnp.inf, 0))
            return x
        """,
    "main.py": """
        import jax.numpy as jnp

        from config import Tolerance
        from solver import newton


        def main():
            return newton(lambda x: x ** 2 - 2.0, jnp.float32(1.0), Tolerance(1e-5, 20))


        main()
        """,
}


@pytest.mark.parametrize("test, error, rows", [
    (AND, "TracerBoolConversionError", [("config.py", 11, "JAX102")]),
    (LOGICAL_AND.replace("jnp.", "__import__('jax').numpy."), None, []),
])
def test_a_parameter_objects_method_as_a_cond_across_modules(test, error, rows, tmp_path, capsys, monkeypatch):
    """`tol` reaches solver/newton.py from main.py (through the package's re-export); the cond
    is config.py's method, reported there by the folder's run and by config.py linted alone."""
    write_files(tmp_path, {name: text.replace("{test}", test) for name, text in SOLVER.items()})
    assert_project_outcome(tmp_path, "import main", error)
    assert folder_and_alone_findings(capsys, monkeypatch, tmp_path, "config.py") == (rows, rows)


AGENT = """
    import jax
    import jax.numpy as jnp


    class QPolicy:
        def __init__(self, n):
            self.n = n

        def act(self, params, obs):
            q = obs @ params
            return {greedy}


    class Random:
        def act(self, params, obs):
            return jnp.argmax(obs)


    def make_agent(n):
        params = jnp.ones((3, n))
        return {built}, params


    policy, params = make_agent(4)
    print(jax.jit(policy.act)(params, jnp.ones(3)))
    """


@pytest.mark.parametrize("name, greedy, built, error, finding", [
    ("class_of_a_returned_tuple_element", "int(jnp.argmax(q))", "QPolicy(n)", "ConcretizationTypeError",
     "JAX105"),
    ("ok_class_of_a_returned_tuple_element", "jnp.argmax(q)", "QPolicy(n)", None, ""),
    # the factory builds Random: QPolicy's int() never runs
    ("ok_another_class_at_that_position", "int(jnp.argmax(q))", "QPolicy(n) if False else Random()", None,
     ""),
])
def test_the_class_a_factory_builds_in_the_tuple_it_returns(name, greedy, built, error, finding):
    source = textwrap.dedent(AGENT).format(greedy=greedy, built=built)
    assert_shape_case(name, source, error, finding)


AGENT_PROJECT = {
    "agent/__init__.py": "",
    "agent/policy.py": """
        import jax.numpy as jnp

        from agent.explore import greedy


        class QPolicy:
            def __init__(self, n_actions):
                self.n_actions = n_actions

            def act(self, params, obs):
                return greedy(obs @ params)
        """,
    "agent/explore.py": """
        import jax.numpy as jnp


        def greedy(q_values):
            return {greedy}
        """,
    "build.py": """
        import jax.numpy as jnp

        from agent.policy import QPolicy


        def make_agent(obs_dim, n_actions):
            return QPolicy(n_actions), jnp.ones((obs_dim, n_actions))
        """,
    "run.py": """
        import jax
        import jax.numpy as jnp

        from build import make_agent

        policy, params = make_agent(6, 3)
        act = jax.jit(policy.act)
        print(act(params, jnp.ones(6)))
        """,
}


@pytest.mark.parametrize("greedy, error, rows", [
    ("int(jnp.argmax(q_values))", "ConcretizationTypeError", [("explore.py", 5, "JAX105")]),
    ("jnp.argmax(q_values)", None, []),
])
def test_a_tuple_element_built_by_another_modules_factory(greedy, error, rows, tmp_path, capsys, monkeypatch):
    files = dict(AGENT_PROJECT, **{"agent/explore.py": AGENT_PROJECT["agent/explore.py"].replace("{greedy}", greedy)})
    write_files(tmp_path, files)
    assert_project_outcome(tmp_path, "import run", error)
    assert folder_and_alone_findings(capsys, monkeypatch, tmp_path, "agent/explore.py") == (rows, rows)


KERNEL_PACKAGE = {
    "kit/__init__.py": "",
    "kit/base.py": """
        from typing import NamedTuple

        import jax
        import jax.numpy as jnp


        class StepInfo(NamedTuple):
            accept_prob: jax.Array
            accepted: jax.Array


        class Kernel:
            def __init__(self, log_prob_fn):
                self.value_and_grad = jax.value_and_grad(log_prob_fn)

            @staticmethod
            def metropolis(proposal, accept_prob):
                return proposal, StepInfo(accept_prob, accept_prob > 0.5)
        """,
    "kit/walk.py": """
        import jax
        import jax.numpy as jnp

        from kit.base import Kernel


        class Walk(Kernel):
            def __init__(self, log_prob_fn, scale=0.1):
                super().__init__(log_prob_fn)
                self.scale = scale

            def step(self, key, x):
                value, grad = self.value_and_grad(x)
                proposal = x + self.scale * grad + self.scale * jax.random.normal(key, x.shape)
                return self.metropolis(proposal, jnp.minimum(1.0, jnp.exp(value)))
        """,
    "kit/target.py": """
        import math

        import jax.numpy as jnp


        class Funnel:
            def __init__(self, scale):
                self.scale = scale

            def log_prob(self, z):
                return -0.5 * jnp.sum(z ** 2) * {exp}(-z[0])
        """,
    "kit/adapt.py": """
        import jax.numpy as jnp


        def adapt(step_size, accept_prob):
            return {adapt}
        """,
    "main.py": """
        import jax
        import jax.numpy as jnp
        from jax import lax

        from kit.adapt import adapt
        from kit.target import Funnel
        from kit.walk import Walk

        SETTINGS = {"scale": 3.0}


        def run(kernel, key, x):
            def body(carry, k):
                x, step_size = carry
                x, info = kernel.step(k, x)
                return (x, adapt(step_size, info.accept_prob)), info.accepted

            return jax.jit(lambda key, x: lax.scan(body, (x, 0.1), jax.random.split(key, 3)))(key, x)


        target = Funnel(**SETTINGS)
        kernel = Walk(target.log_prob)
        print(run(kernel, jax.random.key(0), jnp.ones(3)))
        """,
}


@pytest.mark.parametrize("exp, adapt, error, rows", [
    # both mistakes are there; JAX stops at the first
    ("math.exp", "step_size * 1.1 if accept_prob > 0.7 else step_size",
     "ConcretizationTypeError", [("adapt.py", 5, "JAX101"), ("target.py", 11, "JAX501")]),
    ("jnp.exp", "step_size * 1.1 if accept_prob > 0.7 else step_size",
     "TracerBoolConversionError", [("adapt.py", 5, "JAX101")]),
    ("jnp.exp", "jnp.where(accept_prob > 0.7, step_size * 1.1, step_size)", None, []),
])
def test_a_base_class_of_another_module_binding_a_transform(exp, adapt, error, rows, tmp_path, capsys,
                                                            monkeypatch):
    """Walk (kit/walk.py) hands its parameter to Kernel.__init__ (kit/base.py), which stores
    `jax.value_and_grad(log_prob_fn)`: the jitted scan calls it, so Funnel.log_prob (built with
    `**SETTINGS`) runs on tracers; the record base.py's staticmethod returns holds the traced accept
    probability main.py hands to adapt.py."""
    files = dict(KERNEL_PACKAGE, **{"kit/target.py": KERNEL_PACKAGE["kit/target.py"].replace("{exp}", exp),
                                    "kit/adapt.py": KERNEL_PACKAGE["kit/adapt.py"].replace("{adapt}", adapt)})
    write_files(tmp_path, files)
    assert_project_outcome(tmp_path, "import main", error)
    alone = rows[-1][0] if rows else "target.py"
    folder, own = folder_and_alone_findings(capsys, monkeypatch, tmp_path, f"kit/{alone}")
    assert folder == rows
    assert own == [r for r in rows if r[0] == alone]
