"""The shape round 29 of untuned published code (tests/data/unseen29_triage.md) found reported on
correct code, beside neighbours that are still bugs. Every case runs under JAX first (the label:
the exception it raises, or None), then is linted, and the lines reported are checked too: the
false alarm of this shape sat on the wrong copy of a class.

N  A class redefined by a later notebook cell (qdpy-numpyro `notebooks/pytrees.ipynb`): cell 6
   defines `World` and `run`, whose `lax.fori_loop(0, n, world.step, dt)` leaks `self.v`; cell 9
   redefines `World` (a `step` a plain loop calls) and `run`. Cells run in order, so the first
   `run` builds the first `World`; the analysis took the last `class World` for every use and
   reported the store on cell 9's lines, which run, instead of cell 6's, which leak. A def now
   builds the class in force where it is defined (the last `class` of the name before it, else
   the last one); with one definition nothing changes.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_runs_as_labelled, lint_rows

LEAKY_THEN_PLAIN = """
import jax
import numpy as np


class World:
    def __init__(self, v):
        self.v = v

    def step(self, i, dt):
        self.v += -9.8 * dt
        return dt


def run(v):
    world = World(v)
    jax.lax.fori_loop(0, 10, world.step, 0.01)
    return world.v


jax.jit(run)(np.ones(2))  # the cell runs here, with this World: the leak raises


class World:
    def __init__(self, v):
        self.v = v

    def step(self, dt):
        self.v += -9.8 * dt


def run_plain(v):
    world = World(v)
    for _ in range(10):
        world.step(0.01)
    return world.v


run_plain(np.ones(2))
"""

PURE_THEN_STORING = """
import jax
import numpy as np


class World:
    def __init__(self, v):
        self.v = v

    def step(self, i, v):
        return v - 9.8 * 0.01


def run(v):
    world = World(v)
    out = jax.lax.fori_loop(0, 10, world.step, v)
    return out, world.v


print(jax.jit(run)(np.ones(2)))


class World:
    def __init__(self, v):
        self.v = v

    def step(self, i, dt):
        self.v += -9.8 * dt
        return dt


def run_plain(v):
    world = World(v)
    for i in range(10):
        world.step(i, 0.01)
    return world.v


print(run_plain(np.ones(2)))
"""

# neighbours: a def placed after both classes builds the last one
RUN_AFTER_BOTH_LEAKY_LAST = """
import jax
import numpy as np


class World:
    def __init__(self, v):
        self.v = v

    def step(self, i, v):
        return v - 9.8 * 0.01


class World:
    def __init__(self, v):
        self.v = v

    def step(self, i, dt):
        self.v += -9.8 * dt
        return dt


def run(v):
    world = World(v)
    jax.lax.fori_loop(0, 10, world.step, 0.01)
    return world.v


jax.jit(run)(np.ones(2))
"""

RUN_AFTER_BOTH_PURE_LAST = """
import jax
import numpy as np


class World:
    def __init__(self, v):
        self.v = v

    def step(self, i, dt):
        self.v += -9.8 * dt
        return dt


class World:
    def __init__(self, v):
        self.v = v

    def step(self, i, v):
        return v - 9.8 * 0.01


def run(v):
    world = World(v)
    return jax.lax.fori_loop(0, 10, world.step, v)


print(jax.jit(run)(np.ones(2)))
"""

# (source, the exception running it raises or None, the lines of the JAX301 findings)
REDEFINED_CLASS = {
    "leaky_class_then_plain_redefinition": (LEAKY_THEN_PLAIN, "UnexpectedTracerError", [11]),
    "pure_class_then_storing_redefinition": (PURE_THEN_STORING, None, []),
    "def_after_both_builds_the_leaky_last": (RUN_AFTER_BOTH_LEAKY_LAST, "UnexpectedTracerError", [19]),
    "def_after_both_builds_the_pure_last": (RUN_AFTER_BOTH_PURE_LAST, None, []),
}


@pytest.mark.parametrize("name", sorted(REDEFINED_CLASS))
def test_class_redefined_later_in_the_module(name):
    source, error, lines = REDEFINED_CLASS[name]
    assert_runs_as_labelled(name, source, error)
    found = lint_rows(source, f"{name}.py")
    assert found == [("JAX301", line) for line in lines], found
