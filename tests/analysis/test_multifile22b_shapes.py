"""Multi-file round 22b (the mf22b_* projects): the capabilities it added, each case beside a
neighbour where it must hold back. Every case is run under JAX, so a verdict is JAX's.

- A base class's `__init__` jitting `self._sample`, whose lax.scan body (a closure of the method)
  calls `self.step`: the subclass's override of `step` is what runs (before, only calls in the
  method's own body were looked for); also where the subclass's own `__init__` calls
  `super().__init__`. An override testing what the object holds (a Python int) is left alone.
- `partial(model.loss, loss_fn=masked_mae)` handed to a function that jits it, `loss` defined by a
  project base class of the model's class: the inherited method bound to the model (before, only
  a method of the class itself was handed on).
- `{name: wrap(name, Dense(), targets) for name in ("q", "v")}`, a dict comprehension of what a
  factory builds, the factory returning its parameter or `LoRA(layer, ...)`: an object of either
  class (a choice), and a dict display of objects of two classes holds either. A factory returning
  anything else (here a copy of its parameter) builds nothing known: nothing is said.
- `World.from_config(dt, n)`, a classmethod returning `cls(Euler(dt), n)`: a construction of the
  class (constructions.py), so what the jitted `self.simulate` reads from `self.integrator` is an
  Euler (before, any classmethod left every attribute unknown). A classmethod handing `cls` on
  leaves them unknown: nothing is said.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

_BASE_SCAN = """
import abc

import jax
import jax.numpy as jnp


class Sampler(abc.ABC):
    def __init__(self, n):
        self.n = n
        self._run = jax.jit(self._sample, static_argnums=1)

    @abc.abstractmethod
    def step(self, x, t):
        \"\"\"One reverse step.\"\"\"

    def _sample(self, key, shape):
        x = jax.random.normal(key, shape)

        def body(x, t):
            return self.step(x, t), None

        x, _ = jax.lax.scan(body, x, jnp.arange(self.n)[::-1])
        return x


class Strided(Sampler):
    INIT
    def step(self, x, t):
        return BODY


sampler = Strided(4)
sampler._run(jax.random.PRNGKey(0), (3,))
"""

_OWN_INIT = """    def __init__(self, n):
        super().__init__(n)

"""

BASE_SCAN_CASES = [
    ("base_scan_ifexp", "", "x * 0.5 if t >= 1 else x", "TracerBoolConversionError", "JAX101"),
    ("base_scan_where", "", "jnp.where(t >= 1, x * 0.5, x)", None, ""),
    # a subclass with its own constructor handing on to the base's: the same jit
    ("base_scan_own_init_super", _OWN_INIT, "x * 0.5 if t >= 1 else x", "TracerBoolConversionError", "JAX101"),
    # the override tests what the object holds, a Python int: no tracer
    ("base_scan_static_test", "", "x * 0.5 if self.n >= 1 else x", None, ""),
]


@pytest.mark.parametrize("name, init, body, error, finding", BASE_SCAN_CASES, ids=[c[0] for c in BASE_SCAN_CASES])
def test_a_base_jit_of_a_method_whose_scan_body_calls_an_override(name, init, body, error, finding):
    assert_shape_case(name, _BASE_SCAN.replace("    INIT\n", init).replace("BODY", body), error, finding)


_INHERITED_LOSS = """
from functools import partial

import jax
import jax.numpy as jnp


def masked_mae(pred, target):
    mask = ~jnp.isnan(target)
    err = jnp.abs(pred - jnp.nan_to_num(target))
    return REDUCE


class Forecaster:
    def loss(self, params, x, y, loss_fn):
        return loss_fn(self.apply(params, x), y)


class Linear(Forecaster):
    def apply(self, params, x):
        return x * params


def fit(loss_fn, params, x, y):
    def step(params, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        return params - 0.1 * grads, loss

    return jax.jit(step)(params, x, y)


model = Linear()
fit(partial(model.loss, loss_fn=masked_mae), 1.0, jnp.ones(4), jnp.array([1.0, jnp.nan, 2.0, 3.0]))
"""


@pytest.mark.parametrize("name, reduce, error, finding", [
    ("inherited_loss_mask", "err[mask].mean()", "NonConcreteBooleanIndexError", "JAX601"),
    ("inherited_loss_where", "jnp.sum(jnp.where(mask, err, 0.0)) / jnp.maximum(mask.sum(), 1)", None, ""),
], ids=["mask", "where"])
def test_an_inherited_method_handed_on_through_partial(name, reduce, error, finding):
    assert_shape_case(name, _INHERITED_LOSS.replace("REDUCE", reduce), error, finding)


_ADAPTED_PROJECTIONS = """
import jax
import jax.numpy as jnp


class Dense:
    def __call__(self, w, x, task=0):
        return x @ w


class LoRA:
    def __init__(self, base, scales):
        self.base = base
        self.scales = list(scales)

    def __call__(self, w, x, task=0):
        return self.base(w, x) * SCALE


def wrap(name, layer, targets):
    if name not in targets:
        return RETURNED
    return LoRA(layer, (1.0, 0.5))


class Attention:
    def __init__(self, targets):
        self.proj = PROJ

    def __call__(self, params, x, task):
        return self.proj["q"](params["q"], x, task=task) + self.proj["v"](params["v"], x, task=task)


class Model:
    def __init__(self):
        self.attn = Attention(("q",))
        self.step = jax.jit(self.loss)

    def loss(self, params, batch):
        return self.attn(params, batch["x"], batch["task"]).sum()


model = Model()
model.step({"q": jnp.ones((2, 2)), "v": jnp.ones((2, 2))}, {"x": jnp.ones(2), "task": jnp.asarray(1)})
"""

_COMPREHENSION = '{n: wrap(n, Dense(), targets) for n in ("q", "v")}'
_DISPLAY = '{"q": LoRA(Dense(), (1.0, 0.5)), "v": Dense()}'

ADAPTED_CASES = [
    ("dict_comp_factory_list_index", _COMPREHENSION, "layer", "self.scales[task]", "TracerIntegerConversionError",
     "JAX201"),
    ("dict_comp_factory_array_index", _COMPREHENSION, "layer", "jnp.asarray(self.scales)[task]", None, ""),
    ("dict_display_two_classes", _DISPLAY, "layer", "self.scales[task]", "TracerIntegerConversionError", "JAX201"),
    # the factory's other return is no construction nor its parameter: what it builds is not known
    ("dict_comp_factory_unknown_return", _COMPREHENSION, "type(layer)()", "self.scales[task]",
     "TracerIntegerConversionError", ""),
]


@pytest.mark.parametrize("name, proj, returned, scale, error, finding", ADAPTED_CASES,
                         ids=[c[0] for c in ADAPTED_CASES])
def test_objects_a_factory_builds_in_a_dict(name, proj, returned, scale, error, finding):
    source = _ADAPTED_PROJECTIONS.replace("PROJ", proj).replace("RETURNED", returned).replace("SCALE", scale)
    assert_shape_case(name, source, error, finding)


_CLASSMETHOD_CONSTRUCTION = """
import jax
import jax.numpy as jnp
import numpy as np


class Euler:
    def __init__(self, dt):
        self.dt = dt

    def step(self, x):
        return x + self.dt * STEP


class World:
    def __init__(self, integrator, substeps):
        self.integrator = integrator
        self.substeps = substeps
        self._run = jax.jit(self.simulate)

    @classmethod
    def from_config(cls, dt, substeps):
        return BUILD

    def simulate(self, x):
        for _ in range(self.substeps):
            x = self.integrator.step(x)
        return x


def make(kind, *args):
    return kind(*args)


world = World.from_config(0.1, 2)
world._run(jnp.ones(3))
"""

CLASSMETHOD_CASES = [
    ("cls_call_np_tanh", "np.tanh(x)", "cls(Euler(dt / substeps), substeps)", "TracerArrayConversionError", "JAX501"),
    ("cls_call_jnp_tanh", "jnp.tanh(x)", "cls(Euler(dt / substeps), substeps)", None, ""),
    # `cls` handed on to a helper: what builds the object is not read, nothing is said
    ("cls_handed_on", "np.tanh(x)", "make(cls, Euler(dt / substeps), substeps)", "TracerArrayConversionError", ""),
]


@pytest.mark.parametrize("name, step, build, error, finding", CLASSMETHOD_CASES, ids=[c[0] for c in CLASSMETHOD_CASES])
def test_a_construction_spelled_cls_in_a_classmethod(name, step, build, error, finding):
    assert_shape_case(name, _CLASSMETHOD_CONSTRUCTION.replace("STEP", step).replace("BUILD", build), error, finding)
