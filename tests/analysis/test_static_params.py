"""The measured static-parameter table (jaxlint/analysis/static_params.py), re-derived against the installed JAX.

tools/probe_static_params.py traces each integer, shape and axis parameter of JAX's array functions
under jax.jit with a plain int (which must work) and with a traced one, by position and by keyword.
A sample spread over the modules is re-measured here on every run (a JAX upgrade that lets a tracer
through, or changes the error, fails this test instead of making a false alarm), with a few parameters
it found to accept tracers (they must stay out); the whole table is re-measured under the slow marker.
"""

from __future__ import annotations

import importlib.util
from collections import defaultdict
from pathlib import Path

import pytest

from jaxlint.analysis import facts
from jaxlint.analysis.static_params import STATIC_PARAMS

_PROBE_PATH = Path(__file__).resolve().parents[2] / "tools" / "probe_static_params.py"


def _probe_module():
    spec = importlib.util.spec_from_file_location("probe_static_params", _PROBE_PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _module_of(qual: str) -> str:
    return "method" if qual.startswith("method:") else qual.rpartition(".")[0]


def _sample(per_module: int = 4, cap: int = 60) -> list[tuple[str, str]]:
    """Up to `per_module` entries of each module (evenly spaced through its sorted entries), `cap` in all."""
    by_module = defaultdict(list)
    for qual in sorted(STATIC_PARAMS):
        for param in sorted(STATIC_PARAMS[qual]):
            by_module[_module_of(qual)].append((qual, param))
    picked = []
    for module in sorted(by_module, key=lambda m: -len(by_module[m])):
        entries = by_module[module]
        step = max(1, len(entries) // per_module)
        picked += entries[::step][:per_module]
    return sorted(picked[:cap])


ALL = sorted((qual, param) for qual, params in STATIC_PARAMS.items() for param in params)
SAMPLE = _sample()
# Parameters the probe measured to accept tracers (by position and keyword): they must stay out of the table.
ACCEPT_TRACERS = [("jax.numpy.roll", "shift"), ("jax.lax.dynamic_slice", "start_indices"),
                  ("jax.lax.dynamic_update_slice", "start_indices"), ("jax.numpy.linspace", "start"),
                  ("jax.numpy.take", "indices")]


PROBE = _probe_module()


def _check(qual: str, param: str) -> None:
    measured = PROBE.probe(qual, param)
    position, error = STATIC_PARAMS[qual][param]
    assert measured["always_fails"], f"{qual}'s `{param}` now accepts a tracer: {measured}"
    assert measured["position"] == position, measured
    assert (measured["errors"] if error is None else [error]) == measured["errors"], measured
    assert error is not None or len(measured["errors"]) > 1 or (qual, param) in PROBE.ERROR_VARIES, measured


def test_sample_spreads_over_the_modules():
    assert 40 <= len(SAMPLE) <= 60
    assert len({_module_of(qual) for qual, _ in SAMPLE}) >= 10


@pytest.mark.parametrize(("qual", "param"), SAMPLE)
def test_sampled_static_parameter_still_fails_on_a_tracer(qual, param):
    _check(qual, param)


@pytest.mark.parametrize(("qual", "param"), ACCEPT_TRACERS)
def test_parameters_that_accept_tracers_are_not_facts(qual, param):
    assert param not in STATIC_PARAMS.get(qual, {})
    assert not PROBE.probe(qual, param)["always_fails"]


@pytest.mark.slow
@pytest.mark.parametrize(("qual", "param"), ALL)
def test_every_static_parameter_still_fails_on_a_tracer(qual, param):
    _check(qual, param)


def test_the_facts_table_holds_every_measured_parameter():
    for qual, params in STATIC_PARAMS.items():
        known = facts.lookup(qual)
        positions, keywords = known.static_args
        for param, (position, error) in params.items():
            assert param in keywords and (position is None or position in positions), (qual, param)
            assert facts.static_error_at(known, None, param) == (error or known.static_error), (qual, param)
