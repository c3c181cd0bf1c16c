"""The shapes round 36 of untuned published code (tests/data/unseen36_triage.md) met. Every case
runs under JAX first (the label: the exception it raises, or None), then is linted, and the
findings are checked.

A  A lax loop inside `with jax.disable_jit():` in code that is itself traced (EMI-Group/evox
   v0.9.0 `problems/numerical/maf.py` `pf`: an outer `lax.fori_loop` body runs an inner
   `lax.fori_loop` under `jax.disable_jit()`, whose body slices `c[i, M - j : M - 1]`). Under
   disable_jit a lax loop with concrete bounds calls its body with Python ints, so the slice
   bound is concrete; the index already skipped such calls as entry points, but the evaluator
   running the traced outer function traced the body again (JAX202). A primitive's bodies are
   now not traced when the call is under `jax.disable_jit()` and the primitive runs eagerly
   there (jit and lax control flow; vmap and grad still trace).

B  A dict entry stored by item assignment after a display with a spread (OpenSourceEconomics/
   dcegm `interfaces/jit_large_arrays.py`: `batch_info = {**batch_info_jit, "two_period_model":
   non_jit[...]}`, then `batch_info["n_segments"] = non_jit["n_segments"]`, the merged dict
   read by `backward_induction` inside `jax.jit`). The display's literal keys were known, but
   `d["k"] = v` forgot every known entry, so `batch_info["two_period_model"]` read the traced
   spread's elements (JAX101). A store under a literal string key now records that entry and
   keeps the others; a store under any other key forgets them as before.

C  A dict display of a traced spread and a static one (dcegm `interfaces/model_class.py`:
   `model_structure = {**model_structure_jit, **model_structure_non_jit}`, then
   `model_structure["discrete_states_names"]`, a list of names, iterated to index a dict). An
   entry no literal key names was the join of both spreads' members, TRACED when one is, so the
   names were taken for tracers (JAX201). When the spreads are not all traced, such an entry is
   now not known a tracer; one traced spread beside literal entries keeps its tracer. Where two
   paths meet, an entry one path stored and the other did not is unknown (B's second half:
   `if not two_period: d["n_segments"] = n`).

D  `d.get(key, {})` passed to a transform (Ricvalp/icil-jax-rlbench `train/step.py`:
   `jax.vmap(adapt_one, ...)(params, batch.get("inner", {}), ...)` and `if task_inner:` in
   the body). The argument is the entry or the empty dict given as the default, which the code
   reads alike: a dict of arrays, whose truth Python decides without asking a tracer. Its
   kind was unknown, so `task_inner` was taken for an array (JAX101). A `.get` whose default
   is a dict, list or tuple display now passes a container.

E  Constructor helpers miscounted (kwk2696/sb3-jax-haiku: `ActorCriticPolicy._build` and
   `SAC._setup_model`, each called only from `__init__`, set what jitted methods with a static
   `self` read). A helper counts as construction when every spelling of `.name` in the module
   is a constructor's `self.name()`; another class's own `self._build()` and the helper's
   `super()._setup_model()` counted as more spellings, so JAX303 took the helpers for later
   changers. Spellings that cannot reach the class's method no longer count.

The round's true findings keep their cases beside (recall evidence).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

# A: lax loops under jax.disable_jit() inside traced code
_DISABLED_JIT = {
    "fori_body_under_disable_jit_in_jit": ('''
import jax
import jax.numpy as jnp
from jax import lax

M = 4


@jax.jit
def tail_sums(c):
    def body(j, c):
        return c.at[0].add(jnp.sum(c[M - j: M - 1]))

    with jax.disable_jit():
        c = lax.fori_loop(1, M, body, c)
    return c


print(tail_sums(jnp.ones(M)))
''', None, ""),
    "fori_body_under_disable_jit_in_a_fori_body": ('''
import jax
import jax.numpy as jnp
from jax import lax

M = 4
R = jnp.arange(1.0, 13.0).reshape(3, M)


def row(i, c):
    def column(j, c):
        temp = R[i, j] / R[i, 0] * jnp.prod(1 - c[i, M - j: M - 1])
        return c.at[i, M - j - 1].set(temp)

    with jax.disable_jit():
        c = lax.fori_loop(1, M, column, c)
    return c


print(lax.fori_loop(0, R.shape[0], row, jnp.ones((3, M))))
''', None, ""),
    # the same loop without disable_jit traces its body: the slice bound is a tracer
    "fori_body_traced_without_disable_jit": ('''
import jax
import jax.numpy as jnp
from jax import lax

M = 4


@jax.jit
def tail_sums(c):
    def body(j, c):
        return c.at[0].add(jnp.sum(c[M - j: M - 1]))

    c = lax.fori_loop(1, M, body, c)
    return c


print(tail_sums(jnp.ones(M)))
''', "IndexError", "JAX202"),
    # vmap still traces under disable_jit
    "vmap_under_disable_jit_traces": ('''
import jax
import jax.numpy as jnp


def positive_part(x):
    if x > 0:
        return x
    return 0.0 * x


with jax.disable_jit():
    print(jax.vmap(positive_part)(jnp.arange(-2.0, 2.0)))
''', "TracerBoolConversionError", "JAX101"),
}


@pytest.mark.parametrize("name", sorted(_DISABLED_JIT))
def test_lax_loops_under_disable_jit(name):
    source, error, finding = _DISABLED_JIT[name]
    assert_shape_case(name, source, error, finding)


# B: entries a literal-key item assignment stores in a dict built with a spread
_STORED_ENTRIES = {
    "entries_merged_back_after_the_spread": ('''
import jax
import jax.numpy as jnp


def merge(info_jit, info_static):
    info = {**info_jit, "two_period": info_static["two_period"]}
    if not info_static["two_period"]:
        info["n_segments"] = info_static["n_segments"]
    return info


def make(info_static):
    def solve(x, info_jit):
        info = merge(info_jit, info_static)
        if info["two_period"]:
            return x
        return x * info["w"]

    return jax.jit(solve)


f = make({"two_period": False, "n_segments": 3})
print(f(jnp.ones(2), {"w": jnp.float32(2.0)}))
''', None, ""),
    "entry_stored_then_read": ('''
import jax
import jax.numpy as jnp


def make(n):
    def repeat(x, info_jit):
        info = {**info_jit}
        info["n"] = n
        for _ in range(info["n"]):
            x = x + info["w"]
        return x

    return jax.jit(repeat)


print(make(3)(jnp.ones(2), {"w": jnp.float32(1.0)}))
''', None, ""),
    # the stored entry is a tracer: range of it raises
    "traced_entry_stored_then_read": ('''
import jax
import jax.numpy as jnp


@jax.jit
def repeat(x, info_jit):
    info = {"n": 3}
    info["n"] = info_jit["n"]
    for _ in range(info["n"]):
        x = x + 1.0
    return x


print(repeat(jnp.ones(2), {"n": 3}))
''', "TracerIntegerConversionError", "JAX202"),
    # both paths store the entry, one a tracer: where they meet it may be that tracer
    "entry_stored_traced_on_one_path": ('''
import jax
import jax.numpy as jnp


def make(fixed):
    def repeat(x, info_jit):
        info = {**info_jit}
        if fixed:
            info["n"] = 3
        else:
            info["n"] = info_jit["m"]
        for _ in range(info["n"]):
            x = x + 1.0
        return x

    return jax.jit(repeat)


print(make(False)(jnp.ones(2), {"m": 3}))
''', "TracerIntegerConversionError", "JAX202"),
}


@pytest.mark.parametrize("name", sorted(_STORED_ENTRIES))
def test_entries_stored_by_item_assignment(name):
    source, error, finding = _STORED_ENTRIES[name]
    assert_shape_case(name, source, error, finding)


# D: `d.get(key, {})` handed to a transform
_GOT_WITH_DEFAULT = {
    "vmapped_entry_with_a_dict_default": ('''
from typing import Dict

import jax
import jax.numpy as jnp


def make_step():
    def train_step(params, batch: Dict[str, Dict[str, jnp.ndarray]]):
        def adapt_one(params, task_inner, task_query):
            def body(p, step_batch):
                return p + jnp.sum(step_batch["x"]), None

            if task_inner:
                params, _ = jax.lax.scan(body, params, task_inner)
            return params * jnp.sum(task_query["y"])

        return jax.vmap(adapt_one, in_axes=(None, 0, 0))(params, batch.get("inner", {}), batch["query"])

    return train_step


step = make_step()
print(step(1.0, {"inner": {"x": jnp.ones((3, 2, 2))}, "query": {"y": jnp.ones((3, 2))}}))
print(step(1.0, {"query": {"y": jnp.ones((3, 2))}}))
''', None, ""),
    # an array default: the entry is an array, and its truth under vmap raises
    "vmapped_entry_with_an_array_default": ('''
import jax
import jax.numpy as jnp


def make_step():
    def train_step(params, batch):
        def adapt_one(params, task_inner):
            if task_inner:
                params = params + task_inner
            return params

        return jax.vmap(adapt_one, in_axes=(None, 0))(params, batch.get("inner", jnp.zeros(3)))

    return train_step


print(make_step()(1.0, {"inner": jnp.ones(3)}))
''', "TracerBoolConversionError", "JAX101"),
}


@pytest.mark.parametrize("name", sorted(_GOT_WITH_DEFAULT))
def test_entries_got_with_a_container_default(name):
    source, error, finding = _GOT_WITH_DEFAULT[name]
    assert_shape_case(name, source, error, finding)


# C: a dict display of a traced spread and a static one
_TWO_SPREADS = {
    "names_read_from_the_static_spread": ('''
import jax
import jax.numpy as jnp


def split(structure):
    static = {key: structure[key] for key in ["names"]}
    jitted = {key: value for key, value in structure.items() if key != "names"}
    return jitted, static


def make(structure):
    jitted_part, static_part = split(structure)

    def solve(x, jitted):
        merged = {**jitted, **static_part}
        out = {"a": x, "b": 2 * x}
        for name in merged["names"]:
            x = x + out[name] * merged["w"]
        return x

    return jax.jit(solve), jitted_part


f, part = make({"names": ["a", "b"], "w": jnp.float32(2.0)})
print(f(jnp.ones(2), part))
''', None, ""),
    # one traced spread beside literal entries: an entry no literal names is the spread's tracer
    "entry_read_from_the_traced_spread": ('''
import jax
import jax.numpy as jnp


@jax.jit
def scaled(x, jitted):
    merged = {**jitted, "names": ["a"]}
    if merged["w"] > 0:
        return x * merged["w"]
    return x


print(scaled(jnp.ones(2), dict(w=jnp.float32(2.0))))
''', "TracerBoolConversionError", "JAX101"),
}


@pytest.mark.parametrize("name", sorted(_TWO_SPREADS))
def test_dict_of_a_traced_and_a_static_spread(name):
    source, error, finding = _TWO_SPREADS[name]
    assert_shape_case(name, source, error, finding)


# E: a constructor helper that calls the base's version through super()
_CONSTRUCTION_HELPERS = {
    "setup_calls_the_base_setup": ('''
from functools import partial

import jax
import jax.numpy as jnp


class Base:
    def _setup(self):
        self.ready = True


class Agent(Base):
    def __init__(self, target):
        self.target = target
        self._setup()

    def _setup(self):
        super()._setup()
        if self.target == "auto":
            self.target = -1.0

    @partial(jax.jit, static_argnums=0)
    def loss(self, x):
        return jnp.sum(x) * self.target


print(Agent("auto").loss(jnp.ones(2)))
''', None, ""),
    # a public method runs the helper again after a trace: the compiled code keeps the old value
    "setup_rerun_by_a_public_method": ('''
from functools import partial

import jax
import jax.numpy as jnp


class Base:
    def _setup(self):
        self.ready = True


class Agent(Base):
    def __init__(self, target):
        self.target = target
        self._setup()

    def _setup(self):
        super()._setup()
        if self.target == "auto":
            self.target = -1.0

    def retarget(self, target):
        self.target = target
        self._setup()

    @partial(jax.jit, static_argnums=0)
    def loss(self, x):
        return jnp.sum(x) * self.target


agent = Agent("auto")
print(agent.loss(jnp.ones(2)))
agent.retarget(5.0)
print(agent.loss(jnp.ones(2)))
''', None, "JAX303"),
}


@pytest.mark.parametrize("name", sorted(_CONSTRUCTION_HELPERS))
def test_construction_helpers(name):
    source, error, finding = _CONSTRUCTION_HELPERS[name]
    assert_shape_case(name, source, error, finding)
