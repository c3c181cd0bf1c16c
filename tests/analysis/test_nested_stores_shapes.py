"""Stores into a dict's nested dicts (`d[k]["name"] = v`), as a merge of a jitted and a static
half of a configuration does (OpenSourceEconomics/dcegm `interfaces/jit_large_arrays.py`:
`batch_info = {**batch_info_jit, ...}`, then, in a loop over every segment,
`batch_info[batch_key]["batches_cover_all"] = batch_info_non_jit[batch_key]["batches_cover_all"]`,
and `if not segment_info["batches_cover_all"]` inside the jitted solver; round 36's last dcegm
false JAX101). The evaluator recorded stores into a dict by a literal key (`d["k"] = v`) and
ignored stores one level down, so the segment read the traced spread's leaf for an entry that
holds a Python bool.

Now, in the function that stores: under a literal outer key the entry it names holds `v` under
"name" (a pytree parameter's leaf becomes that dict); under any other key every entry may, so
a lookup of "name" in each is unknown, and a leaf of a traced spread (which would join back
into a tracer where paths meet) is unknown. The dicts' other entries keep what they held.

Hold-back: after a store through a computed key into the traced spread's dicts, a traced entry
the store did not touch is no longer known a tracer (the last case: a miss, kept visible).
Every case runs under JAX first (the label), then is linted.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

_CASES = {
    "merged_static_flags_stored_through_computed_outer_key": ('''
import jax
import jax.numpy as jnp


def split_info(info):
    jit_part = {k: v for k, v in info.items() if k != "two_period"}
    static_part = {"two_period": info["two_period"], "n_segments": info["n_segments"]}
    for i in range(info["n_segments"]):
        key = f"segment_{i}"
        static_part[key] = {"covers_all": info[key]["covers_all"]}
        jit_part[key] = {"idx": info[key]["idx"]}
    return jit_part, static_part


def merge(jit_part, static_part):
    merged = {**jit_part, "two_period": static_part["two_period"]}
    if not static_part["two_period"]:
        merged["n_segments"] = static_part["n_segments"]
        for i in range(static_part["n_segments"]):
            key = f"segment_{i}"
            merged[key]["covers_all"] = static_part[key]["covers_all"]
    return merged


def solve(values, jit_part, static_part):
    info = merge(jit_part, static_part)
    if info["two_period"]:
        return values
    for i in range(info["n_segments"]):
        segment = info[f"segment_{i}"]
        values = values + jnp.sum(segment["idx"])
        if not segment["covers_all"]:
            values = values * 2.0
    return values


info = {"two_period": False, "n_segments": 2,
        "segment_0": {"idx": jnp.arange(3), "covers_all": True},
        "segment_1": {"idx": jnp.arange(2), "covers_all": False}}
jit_part, static_part = split_info(info)
solver = jax.jit(lambda v, j: solve(v, j, static_part))
print(solver(jnp.zeros(()), jit_part))
''', None, ""),
    "static_flag_stored_into_a_parameters_nested_dict": ('''
import jax
import jax.numpy as jnp


def merge(arrays, flags):
    merged = {**arrays}
    merged["layer"]["active"] = flags["active"]
    return merged


def forward(arrays, flags, x):
    params = merge(arrays, flags)
    layer = params["layer"]
    if layer["active"]:
        x = x @ layer["w"]
    return x


flags = {"active": True}
f = jax.jit(lambda a, x: forward(a, flags, x))
print(f({"layer": {"w": jnp.eye(2)}}, jnp.ones(2)))
''', None, ""),
    "local_groups_flag_stored_through_computed_key_keeps_traced_entries": ('''
import jax
import jax.numpy as jnp


@jax.jit
def step(state):
    groups = {"a": {"w": state["w"], "on": True}, "b": {"w": state["v"], "on": True}}
    for name in groups:
        groups[name]["on"] = False
    if groups["a"]["w"] > 0:
        return state["w"]
    return state["v"]


print(step({"w": jnp.ones(()), "v": jnp.zeros(())}))
''', 'TracerBoolConversionError', "JAX101"),
    "local_groups_flag_stored_under_literal_keys_keeps_traced_entries": ('''
import jax
import jax.numpy as jnp


@jax.jit
def step(state):
    groups = {"a": {"w": state["w"]}, "b": {"w": state["v"]}}
    groups["a"]["on"] = True
    if groups["a"]["on"] and groups["a"]["w"] > 0:
        return state["w"]
    return state["v"]


print(step({"w": jnp.ones(()), "v": jnp.zeros(())}))
''', 'TracerBoolConversionError', "JAX101"),
    "merged_traced_entry_read_after_computed_key_store": ('''
import jax
import jax.numpy as jnp


def split_info(info):
    jit_part = {k: v for k, v in info.items() if k != "two_period"}
    static_part = {"two_period": info["two_period"], "n_segments": info["n_segments"]}
    for i in range(info["n_segments"]):
        key = f"segment_{i}"
        static_part[key] = {"covers_all": info[key]["covers_all"]}
        jit_part[key] = {"idx": info[key]["idx"]}
    return jit_part, static_part


def merge(jit_part, static_part):
    merged = {**jit_part, "two_period": static_part["two_period"]}
    if not static_part["two_period"]:
        merged["n_segments"] = static_part["n_segments"]
        for i in range(static_part["n_segments"]):
            key = f"segment_{i}"
            merged[key]["covers_all"] = static_part[key]["covers_all"]
    return merged


def solve(values, jit_part, static_part):
    info = merge(jit_part, static_part)
    if info["two_period"]:
        return values
    for i in range(info["n_segments"]):
        segment = info[f"segment_{i}"]
        values = values + jnp.sum(segment["idx"])
        if segment["idx"][0] > 0:
            values = values * 2.0
    return values


info = {"two_period": False, "n_segments": 2,
        "segment_0": {"idx": jnp.arange(3), "covers_all": True},
        "segment_1": {"idx": jnp.arange(2), "covers_all": False}}
jit_part, static_part = split_info(info)
solver = jax.jit(lambda v, j: solve(v, j, static_part))
print(solver(jnp.zeros(()), jit_part))
''', 'TracerBoolConversionError', ""),
}


@pytest.mark.parametrize("name", sorted(_CASES))
def test_nested_dict_stores(name):
    source, error, finding = _CASES[name]
    assert_shape_case(name, source, error, finding)
