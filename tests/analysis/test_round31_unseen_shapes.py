"""The shapes round 31 of untuned published code (tests/data/unseen31_triage.md) met. Every case
runs under JAX first (the label: the exception it raises, or None), then is linted, and the
findings are checked.

Q  "Set, then compute" on an outside object (wave-propagation-experiments
   `optimization/node/*`: `env_replica.layers[0].sound_speed_profile_m_s.sound_speed = v`, then
   `training_model.compute(init)` reading it, in a function jax.jit or jax.grad traces). The
   tracer stays on the object after the trace, but every function of the module that uses the
   object sets the attribute first, and the module's statements set it again after a possible
   trace before using the object: it is never read, and nothing raises. JAX301 reported each
   store; the analysis (restored_before_use) now follows the object's uses and stays silent
   when the attribute is set again before every one.

The round's true findings are kept beside their corrected forms (recall evidence).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_runs_as_labelled, lint_rows

_OBJECTS = """
import copy

import jax
import jax.numpy as jnp


class Profile:
    def __init__(self, speed):
        self.speed = speed

    def __call__(self, z):
        return jnp.interp(z, jnp.linspace(0.0, 1.0, self.speed.shape[0]), self.speed)


class Layer:
    def __init__(self, profile, height):
        self.profile = profile
        self.height = height


class Env:
    def __init__(self, layers):
        self.layers = layers


class Model:
    def __init__(self, env):
        self.env = env

    def compute(self):
        return jnp.sum(self.env.layers[0].profile(jnp.linspace(0.0, 1.0, 5)) ** 2)


"""

# Q: silent, runs
_SET_THEN_COMPUTE = {
    "global_object_set_before_every_use": _OBJECTS + """
env = Env([Layer(Profile(jnp.ones(3)), 2.0)])
model = Model(env=env)


@jax.jit
def loss(speed):
    env.layers[0].profile.speed = speed
    return model.compute() + jnp.sum(jnp.diff(speed) / env.layers[0].height)


grad_fn = jax.value_and_grad(loss)
speed = env.layers[0].profile.speed
for step in range(3):
    value, g = grad_fn(speed)
    speed = speed - 0.1 * g
    env.layers[0].profile.speed = speed
    print(model.compute())
print(model.compute())
""",
    "eager_twin_sets_first": _OBJECTS + """
env = Env([Layer(Profile(jnp.ones(3)), 2.0)])
model = Model(env)


def misfit(speed):
    env.layers[0].profile.speed = speed
    return model.compute()


@jax.jit
def bartlett(speed):
    env.layers[0].profile.speed = speed
    return model.compute() ** 0.5


print(bartlett(jnp.ones(3) * 2.0))
print(misfit(jnp.ones(3) * 3.0))
""",
    "enclosing_object_set_after_the_trace": _OBJECTS + """
def invert(start):
    env = Env([Layer(Profile(start), 2.0)])
    model = Model(env)

    def loss(speed):
        env.layers[0].profile.speed = speed
        return model.compute()

    found = start - 0.1 * jax.grad(loss)(start)
    env.layers[0].profile.speed = found
    return [copy.deepcopy(env.layers[0].profile)], model.compute()


print(invert(jnp.ones(3)))
""",
}

# Q's neighbours: the leaked tracer is read; reported, and JAX raises
_READ_AFTER_TRACE = {
    "used_after_the_trace_unset": (_OBJECTS + """
env = Env([Layer(Profile(jnp.ones(3)), 2.0)])
model = Model(env)


@jax.jit
def loss(speed):
    env.layers[0].profile.speed = speed
    return model.compute()


loss(jnp.ones(3) * 2.0)
print(model.compute())
""", "UnexpectedTracerError"),
    "another_function_reads_it_first": (_OBJECTS + """
env = Env([Layer(Profile(jnp.ones(3)), 2.0)])
model = Model(env)


def report():
    return model.compute()


@jax.jit
def loss(speed):
    env.layers[0].profile.speed = speed
    return model.compute()


loss(jnp.ones(3) * 2.0)
print(report())
""", "UnexpectedTracerError"),
    "loop_uses_before_setting_again": (_OBJECTS + """
env = Env([Layer(Profile(jnp.ones(3)), 2.0)])
model = Model(env)


def loss(speed):
    env.layers[0].profile.speed = speed
    return model.compute()


speed = jnp.ones(3)
for step in range(2):
    print(model.compute())
    speed = speed - 0.1 * jax.grad(loss)(speed)
""", "UnexpectedTracerError"),
}


@pytest.mark.parametrize("name", sorted(_SET_THEN_COMPUTE))
def test_set_then_compute_is_silent(name):
    source = _SET_THEN_COMPUTE[name]
    assert_runs_as_labelled(name, source, None)
    assert [c for c, _ in lint_rows(source, f"{name}.py") if c == "JAX301"] == []


@pytest.mark.parametrize("name", sorted(_READ_AFTER_TRACE))
def test_leaked_attribute_read_later_is_reported(name):
    source, error = _READ_AFTER_TRACE[name]
    assert_runs_as_labelled(name, source, error)
    rows = [row for code, row in lint_rows(source, f"{name}.py") if code == "JAX301"]
    store = next(i for i, line in enumerate(source.splitlines(), 1) if "profile.speed = speed" in line)
    assert rows == [store], rows


# recall evidence: the round's true findings beside their corrected forms
_RECALL = {
    # pinnx geometry_1d.py:159 (np -> jnp port): item assignment on jnp.copy
    "copy_then_item_assignment": ("""
import jax.numpy as jnp

x = jnp.array([0.0, 0.5, 1.0])
tmp = jnp.copy(x)
tmp[jnp.isclose(x, 0.0)] = 1.0
""", "TypeError", "JAX701"),
    "copy_then_at_set": ("""
import jax.numpy as jnp

x = jnp.array([0.0, 0.5, 1.0])
tmp = jnp.copy(x)
tmp = tmp.at[jnp.isclose(x, 0.0)].set(1.0)
""", None, ""),
    # jax-fvm Test_Cases.py:84: row assignment on jnp.zeros in an eager loop
    "zeros_row_assignment": ("""
import jax.numpy as jnp

primitives = jnp.zeros((3, 4))
for i in range(3):
    primitives[i] = jnp.ones(4)
""", "TypeError", "JAX701"),
}


@pytest.mark.parametrize("name", sorted(_RECALL))
def test_round_true_findings(name):
    source, error, finding = _RECALL[name]
    assert_runs_as_labelled(name, source, error)
    found = sorted(code for code, _ in lint_rows(source, f"{name}.py"))
    assert found == sorted(finding.split()), found
