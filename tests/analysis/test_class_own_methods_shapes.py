"""A module class called through one of its own methods is not a container changed in place.

`Recorder.append(op)` spells the same call as `HOOKS.append(fn)`, but when `Recorder` is a class of
the module that defines `append` itself (a classmethod queueing an operation onto the tape of the
active recording, as PennyLane's QueuingManager does), the call runs that method: it does not
change what the name `Recorder` holds. The module index took such calls for in-place mutations of
the global, so JAX303 reported every traced read of `Recorder.recording(...)` as a stale value
(seen in repro set 33's side observation). A call of a method the class does not define
(`HISTORY.append(x)` on a module list) still mutates the global, and stale reads of it are still
found.

Every case runs under JAX first (the label: the exception it raises, or None; stale reads assert
the stale result), then is linted.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

_CASES = {
    # the class's own classmethods push, queue and pop: the jitted function reads them at trace time
    "recording_class_with_own_append": ('''
import contextlib

import jax
import jax.numpy as jnp


class Recorder:
    _active = []

    @classmethod
    @contextlib.contextmanager
    def recording(cls, tape):
        cls._active.append(tape)
        try:
            yield tape
        finally:
            cls._active.pop()

    @classmethod
    def append(cls, op):
        if cls._active:
            cls._active[-1].append(op)


class Op:
    def __init__(self, x):
        self.x = x
        Recorder.append(self)


@jax.jit
def circuit(x):
    tape = []
    with Recorder.recording(tape):
        Op(x * 2)
        Op(x + 1)
    return sum(op.x for op in tape)


assert float(circuit(jnp.ones(()))) == 4.0
assert float(circuit(jnp.ones(()) * 2)) == 7.0
''', None, ""),
    # a class-level registry the class's own `update` fills at import, read by key in the trace
    "class_with_own_update_read_by_method": ('''
import jax
import jax.numpy as jnp


class Activations:
    table = {}

    @classmethod
    def update(cls, name, fn):
        cls.table[name] = fn
        return fn

    @classmethod
    def named(cls, name):
        return cls.table[name]


def setup():
    Activations.update("relu", jax.nn.relu)
    Activations.update("tanh", jnp.tanh)


setup()


@jax.jit
def layer(x):
    return Activations.named("relu")(x)


print(layer(jnp.arange(-2.0, 2.0)))
''', None, ""),
    # a module list appended to by a function: its length read at trace time goes stale
    "module_list_appended_then_read_under_jit": ('''
import jax
import jax.numpy as jnp

HISTORY = []


def log(v):
    HISTORY.append(v)


@jax.jit
def scaled(x):
    return x * len(HISTORY)


log(1.0)
a = scaled(jnp.ones(()))
log(2.0)
b = scaled(jnp.ones(()))
assert float(a) == float(b) == 1.0  # the second call still sees one entry
''', None, "JAX303"),
    # a class without its own `append`: a subclass of list bound at module level is the container
    "list_subclass_instance_appended_then_read": ('''
import jax
import jax.numpy as jnp


class Tape(list):
    pass


TAPE = Tape()


def record(v):
    TAPE.append(v)


@jax.jit
def weighted(x):
    return x * len(TAPE)


record(1.0)
a = weighted(jnp.ones(()))
record(2.0)
assert float(weighted(jnp.ones(()))) == float(a) == 1.0
''', None, "JAX303"),
}


@pytest.mark.parametrize("name", sorted(_CASES))
def test_class_own_methods(name):
    source, error, finding = _CASES[name]
    assert_shape_case(name, source, error, finding)
