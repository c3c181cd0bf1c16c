"""Shapes the untuned rounds 27 and 28 still reported on correct code after their own fixes
(tests/data/unseen27_triage.md, unseen28_triage.md; issue #14: where the analysis cannot tell, it
stays silent), each beside neighbours that are still bugs. Every case runs under JAX first (the
label: the exception it raises, or None), then is linted from disk (the project's files are what
the analysis searches).

A  (round 28 class C2, BoltzmannSim `boundary_conditions.py`): `apply`, jitted with a static
   `self`, reads `self.indices`, which `configure` rebinds; `configure` runs only from `prepare`
   (on the object's own `self`), and `prepare` only from the owner's constructor helper, once for
   every boundary of the list the owner builds there (`for bc in self.boundaries:
   bc.prepare(mask)`). Every boundary is configured before anything traces it. Configuring or
   preparing again after a step, tracing inside that loop, or looping over a list handed in from
   outside (its objects may have been traced already) are still reported.

D  (round 27, jaxrl-learning `utils/evals.py`): a `nonlocal` cell of a factory run inside the traced
   step, whose product is applied once (`lax.cond(p, evaluate, ...)`) and read by nothing after:
   the cell is made for that one trace and dies with it.

B  (round 28 class K, GradTDDFT `neural_xc/inputs.py`): a callee's early return guarded by the same
   predicate call (`if is_chunked(source): return ...`) its traced caller tests around the call
   (`if is_chunked(source):`, same name, not rebound): the host conversion after the guard is never
   reached from that call.
"""

from __future__ import annotations

import pytest

from jaxlint.config import Config
from jaxlint.engine import lint_source
from tests.helpers import assert_runs_as_labelled


def _findings_on_disk(code: str, path) -> list[str]:
    path.write_text(code)
    return sorted(d.code for d in lint_source(code, str(path), Config()).diagnostics)


# --- A: round 28 class C2 (piyush-ppradhan/BoltzmannSim src/boundary_conditions.py:553-609) ------
CONFIGURED_FOR_EACH_PART = {  # name -> (code, error JAX raises or None, the findings' codes)
    "configured_for_each_boundary_the_owner_builds": ("""import functools

import jax
import jax.numpy as jnp
import numpy as np


class Boundary:
    def __init__(self, indices):
        self.indices = indices
        self.needs_configuration = False

    def prepare(self, mask):
        if self.needs_configuration:
            self.configure(mask)
            self.needs_configuration = False
        self.count = len(self.indices)

    def configure(self, mask):
        return


class Prescribed(Boundary):
    def __init__(self, indices, values):
        super().__init__(indices)
        self.values = values
        self.needs_configuration = True

    def configure(self, mask):
        keep = mask[self.indices]  # drop the corner cells
        self.indices = self.indices[keep]
        self.values = self.values[keep]

    @functools.partial(jax.jit, static_argnums=(0,))
    def apply(self, f):
        return f.at[self.indices].set(self.values)


class Simulation:
    def __init__(self, mask):
        self.mask = mask
        self._create_boundary_data()

    def set_boundary_conditions(self):
        self.boundaries.append(Prescribed(np.array([0, 1, 2]), np.array([5.0, 6.0, 7.0])))

    def _create_boundary_data(self):
        self.boundaries = []
        self.set_boundary_conditions()
        for bc in self.boundaries:
            bc.prepare(self.mask)

    def step(self, f):
        for bc in self.boundaries:
            f = bc.apply(f)
        return f


sim = Simulation(np.array([True, False, True, True]))
assert sim.step(jnp.zeros(4)).tolist() == [5.0, 0.0, 7.0, 0.0]
""", None, ""),
    "configured_again_after_the_first_step": ("""import functools

import jax
import jax.numpy as jnp
import numpy as np


class Boundary:
    def __init__(self, indices):
        self.indices = indices
        self.needs_configuration = False

    def prepare(self, mask):
        if self.needs_configuration:
            self.configure(mask)
            self.needs_configuration = False
        self.count = len(self.indices)

    def configure(self, mask):
        return


class Prescribed(Boundary):
    def __init__(self, indices, values):
        super().__init__(indices)
        self.values = values
        self.needs_configuration = True

    def configure(self, mask):
        keep = mask[self.indices]  # drop the corner cells
        self.indices = self.indices[keep]
        self.values = self.values[keep]

    @functools.partial(jax.jit, static_argnums=(0,))
    def apply(self, f):
        return f.at[self.indices].set(self.values)


class Simulation:
    def __init__(self, mask):
        self.mask = mask
        self._create_boundary_data()

    def set_boundary_conditions(self):
        self.boundaries.append(Prescribed(np.array([0, 1, 2]), np.array([5.0, 6.0, 7.0])))

    def _create_boundary_data(self):
        self.boundaries = []
        self.set_boundary_conditions()
        for bc in self.boundaries:
            bc.prepare(self.mask)

    def step(self, f):
        for bc in self.boundaries:
            f = bc.apply(f)
        return f


sim = Simulation(np.array([True, False, True, True]))
sim.step(jnp.zeros(4))
sim.boundaries[0].configure(np.array([True, True, False, True]))  # keep cell 0 only
if sim.step(jnp.zeros(4)).tolist() == [5.0, 0.0, 7.0, 0.0]:
    raise RuntimeError("the compiled step still sets cell 2")
""", 'RuntimeError', "JAX303 JAX303"),
    "prepared_again_after_the_first_step": ("""import functools

import jax
import jax.numpy as jnp
import numpy as np


class Boundary:
    def __init__(self, indices):
        self.indices = indices
        self.needs_configuration = False

    def prepare(self, mask):
        if self.needs_configuration:
            self.configure(mask)
            self.needs_configuration = False
        self.count = len(self.indices)

    def configure(self, mask):
        return


class Prescribed(Boundary):
    def __init__(self, indices, values):
        super().__init__(indices)
        self.values = values
        self.needs_configuration = True

    def configure(self, mask):
        keep = mask[self.indices]  # drop the corner cells
        self.indices = self.indices[keep]
        self.values = self.values[keep]

    @functools.partial(jax.jit, static_argnums=(0,))
    def apply(self, f):
        return f.at[self.indices].set(self.values)


class Simulation:
    def __init__(self, mask):
        self.mask = mask
        self._create_boundary_data()

    def set_boundary_conditions(self):
        self.boundaries.append(Prescribed(np.array([0, 1, 2]), np.array([5.0, 6.0, 7.0])))

    def _create_boundary_data(self):
        self.boundaries = []
        self.set_boundary_conditions()
        for bc in self.boundaries:
            bc.prepare(self.mask)

    def step(self, f):
        for bc in self.boundaries:
            f = bc.apply(f)
        return f


sim = Simulation(np.array([True, False, True, True]))
sim.step(jnp.zeros(4))
sim.boundaries[0].needs_configuration = True
sim.boundaries[0].prepare(np.array([True, True, False, True]))  # keep cell 0 only
if sim.step(jnp.zeros(4)).tolist() == [5.0, 0.0, 7.0, 0.0]:
    raise RuntimeError("the compiled step still sets cell 2")
""", 'RuntimeError', "JAX303 JAX303"),
    "traced_in_the_owner_loop_before_configured": ("""import functools

import jax
import jax.numpy as jnp
import numpy as np


class Boundary:
    def __init__(self, indices):
        self.indices = indices
        self.needs_configuration = False

    def prepare(self, mask):
        if self.needs_configuration:
            self.configure(mask)
            self.needs_configuration = False
        self.count = len(self.indices)

    def configure(self, mask):
        return


class Prescribed(Boundary):
    def __init__(self, indices, values):
        super().__init__(indices)
        self.values = values
        self.needs_configuration = True

    def configure(self, mask):
        keep = mask[self.indices]  # drop the corner cells
        self.indices = self.indices[keep]
        self.values = self.values[keep]

    @functools.partial(jax.jit, static_argnums=(0,))
    def apply(self, f):
        return f.at[self.indices].set(self.values)


class Simulation:
    def __init__(self, mask):
        self.mask = mask
        self._create_boundary_data()

    def set_boundary_conditions(self):
        self.boundaries.append(Prescribed(np.array([0, 1, 2]), np.array([5.0, 6.0, 7.0])))

    def _create_boundary_data(self):
        self.boundaries = []
        self.set_boundary_conditions()
        for bc in self.boundaries:
            self.blank = bc.apply(jnp.zeros(4))
            bc.prepare(self.mask)

    def step(self, f):
        for bc in self.boundaries:
            f = bc.apply(f)
        return f


sim = Simulation(np.array([True, False, True, True]))
if sim.step(jnp.zeros(4)).tolist() == [5.0, 6.0, 7.0, 0.0]:
    raise RuntimeError("the step traced in the constructor kept the corner cell")
""", 'RuntimeError', "JAX303 JAX303"),
    "list_handed_in_after_a_trace": ("""import functools

import jax
import jax.numpy as jnp
import numpy as np


class Boundary:
    def __init__(self, indices):
        self.indices = indices
        self.needs_configuration = False

    def prepare(self, mask):
        if self.needs_configuration:
            self.configure(mask)
            self.needs_configuration = False
        self.count = len(self.indices)

    def configure(self, mask):
        return


class Prescribed(Boundary):
    def __init__(self, indices, values):
        super().__init__(indices)
        self.values = values
        self.needs_configuration = True

    def configure(self, mask):
        keep = mask[self.indices]  # drop the corner cells
        self.indices = self.indices[keep]
        self.values = self.values[keep]

    @functools.partial(jax.jit, static_argnums=(0,))
    def apply(self, f):
        return f.at[self.indices].set(self.values)


class Simulation:
    def __init__(self, mask, boundaries):
        self.mask = mask
        self.boundaries = boundaries
        self._create_boundary_data()

    def _create_boundary_data(self):
        for bc in self.boundaries:
            bc.prepare(self.mask)

    def step(self, f):
        for bc in self.boundaries:
            f = bc.apply(f)
        return f


inlet = Prescribed(np.array([0, 1, 2]), np.array([5.0, 6.0, 7.0]))
inlet.apply(jnp.zeros(4))
sim = Simulation(np.array([True, False, True, True]), [inlet])
if sim.step(jnp.zeros(4)).tolist() == [5.0, 6.0, 7.0, 0.0]:
    raise RuntimeError("the step traced before the simulation kept the corner cell")
""", 'RuntimeError', "JAX303 JAX303"),
}


@pytest.mark.parametrize("name", sorted(CONFIGURED_FOR_EACH_PART))
def test_configured_for_each_part_while_the_owner_constructs(name, tmp_path):
    code, error, finding = CONFIGURED_FOR_EACH_PART[name]
    assert_runs_as_labelled(name, code, error)
    assert _findings_on_disk(code, tmp_path / f"{name}.py") == sorted(finding.split())


# --- D: round 27 (zzhixin/jaxrl-learning jaxrl_learning/utils/evals.py:111) -----------------------
# `nonlocal metrics` rebound by `eval_`, the closure `make_eval` returns; the factory runs inside the
# traced step and its product is handed to `lax.cond` once and read by nothing after: the cell is
# made for that one application and dies with it (unread_after_trace.cell_dies_unread). A factory
# run outside the trace whose product is called again, a factory that also hands out a reader of
# the cell, or a product kept past the step still leak the tracer.
FACTORY_CELL = {  # name -> (code, error JAX raises or None, the findings' codes)
    "factory_run_in_the_step_applied_once": ("""import jax
import jax.numpy as jnp


def make_eval(metrics, scale):
    def eval_(x):
        nonlocal metrics
        best = jnp.maximum(metrics["best"], x.sum() * scale)
        metrics = {**metrics, "best": best}
        return best > 0, metrics

    return eval_


def train_step(carry, x):
    metrics = carry
    evaluate = make_eval(metrics, 2.0)
    is_best, metrics = jax.lax.cond(x.sum() > 0, evaluate, lambda _: (False, metrics), x)
    return metrics, is_best


metrics, flags = jax.lax.scan(train_step, {"best": jnp.float32(0.0)}, jnp.arange(6.0).reshape(3, 2))
assert float(metrics["best"]) == 18.0
""", None, ""),
    "factory_run_in_a_jitted_scan_body_applied_once": ("""import jax
import jax.numpy as jnp


def make_eval(metrics, scale):
    def eval_(x):
        nonlocal metrics
        best = jnp.maximum(metrics["best"], x.sum() * scale)
        metrics = {**metrics, "best": best}
        return best > 0, metrics

    return eval_


def train_step(carry, x):
    metrics = carry
    evaluate = make_eval(metrics, 2.0)
    is_best, metrics = jax.lax.cond(x.sum() > 0, evaluate, lambda _: (False, metrics), x)
    return metrics, is_best


@jax.jit
def train(xs):
    return jax.lax.scan(train_step, {"best": jnp.float32(0.0)}, xs)


metrics, flags = train(jnp.arange(6.0).reshape(3, 2))
assert float(metrics["best"]) == 18.0
""", None, ""),
    "factory_run_outside_the_trace_called_again": ("""import jax
import jax.numpy as jnp


def make_eval(metrics, scale):
    def eval_(x):
        nonlocal metrics
        best = jnp.maximum(metrics["best"], x.sum() * scale)
        metrics = {**metrics, "best": best}
        return best > 0, metrics

    return eval_


evaluate = make_eval({"best": jnp.float32(0.0)}, 2.0)
jax.jit(evaluate)(jnp.ones(2))
evaluate(jnp.ones(2))
""", 'UnexpectedTracerError', "JAX301"),
    "factory_hands_out_a_reader_of_the_cell": ("""import jax
import jax.numpy as jnp


def make_eval(metrics, scale):
    def eval_(x):
        nonlocal metrics
        best = jnp.maximum(metrics["best"], x.sum() * scale)
        metrics = {**metrics, "best": best}
        return best > 0, metrics

    return eval_, lambda: metrics


def train_step(carry, x):
    metrics = carry
    evaluate, latest = make_eval(metrics, 2.0)
    is_best, _ = jax.lax.cond(x.sum() > 0, evaluate, lambda _: (False, metrics), x)
    return latest(), is_best


metrics, flags = jax.lax.scan(train_step, {"best": jnp.float32(0.0)}, jnp.arange(6.0).reshape(3, 2))
""", 'UnexpectedTracerError', "JAX301"),
    "product_kept_after_the_step": ("""import jax
import jax.numpy as jnp


def make_eval(metrics, scale):
    def eval_(x):
        nonlocal metrics
        best = jnp.maximum(metrics["best"], x.sum() * scale)
        metrics = {**metrics, "best": best}
        return best > 0, metrics

    return eval_


made = []


def train_step(carry, x):
    metrics = carry
    evaluate = make_eval(metrics, 2.0)
    is_best, metrics = jax.lax.cond(x.sum() > 0, evaluate, lambda _: (False, metrics), x)
    made.append(evaluate)
    return metrics, is_best


metrics, flags = jax.lax.scan(train_step, {"best": jnp.float32(0.0)}, jnp.arange(6.0).reshape(3, 2))
made[-1](jnp.ones(2))  # the cell still holds the cond's tracer
""", 'UnexpectedTracerError', "JAX301"),
    "product_kept_after_the_jitted_step": ("""import jax
import jax.numpy as jnp


def make_eval(metrics, scale):
    def eval_(x):
        nonlocal metrics
        best = jnp.maximum(metrics["best"], x.sum() * scale)
        metrics = {**metrics, "best": best}
        return best > 0, metrics

    return eval_


made = []


def train_step(carry, x):
    metrics = carry
    evaluate = make_eval(metrics, 2.0)
    is_best, metrics = jax.lax.cond(x.sum() > 0, evaluate, lambda _: (False, metrics), x)
    made.append(evaluate)
    return metrics, is_best


@jax.jit
def train(xs):
    return jax.lax.scan(train_step, {"best": jnp.float32(0.0)}, xs)


metrics, flags = train(jnp.arange(6.0).reshape(3, 2))
made[-1](jnp.ones(2))  # the cell still holds the cond's tracer
""", 'UnexpectedTracerError', "JAX301"),
}


@pytest.mark.parametrize("name", sorted(FACTORY_CELL))
def test_nonlocal_cell_of_a_factory_run_for_one_application(name, tmp_path):
    code, error, finding = FACTORY_CELL[name]
    assert_runs_as_labelled(name, code, error)
    assert _findings_on_disk(code, tmp_path / f"{name}.py") == sorted(finding.split())


# --- B: round 28 class K (STOKES-DOT/GradTDDFT src/td_graddft/neural_xc/inputs.py:604) -----------
# `chunk_padded` returns early under `if is_chunked(source):`, and converts `int(start)` only after;
# its traced caller (a scan body) calls it inside `if is_chunked(source):` on the same name, so the
# callee's test is true there and the conversion never runs (caller_guards.py). A caller that scans
# unguarded, under the opposite test, or under another predicate still concretizes the tracer.
CALLER_GUARD = {  # name -> (code, error JAX raises or None, the findings' codes)
    "callee_guard_repeats_the_caller_guard": ("""import jax
import jax.numpy as jnp


class Chunked:
    def __init__(self, data):
        self.data = data

    def grid_chunk_padded(self, start, size):
        return jax.lax.dynamic_slice_in_dim(self.data, start, size)


def is_chunked(source):
    return source is not None and callable(getattr(source, "grid_chunk_padded", None))


def chunk_padded(source, start, chunk_size):
    if is_chunked(source):
        return source.grid_chunk_padded(start, chunk_size)
    start_i = int(start)
    return jnp.asarray(source)[start_i:start_i + chunk_size]


def total(source, n, chunk_size):
    if is_chunked(source):
        def body(carry, idx):
            return carry + chunk_padded(source, idx * chunk_size, chunk_size).sum(), None

        return jax.lax.scan(body, 0.0, jnp.arange(n // chunk_size))[0]
    return sum(chunk_padded(source, i, chunk_size).sum() for i in range(0, n, chunk_size))


assert float(total(Chunked(jnp.arange(8.0)), 8, 2)) == 28.0
assert float(total(jnp.arange(8.0), 8, 2)) == 28.0
""", None, ""),
    "caller_scans_without_the_guard": ("""import jax
import jax.numpy as jnp


class Chunked:
    def __init__(self, data):
        self.data = data

    def grid_chunk_padded(self, start, size):
        return jax.lax.dynamic_slice_in_dim(self.data, start, size)


def is_chunked(source):
    return source is not None and callable(getattr(source, "grid_chunk_padded", None))


def chunk_padded(source, start, chunk_size):
    if is_chunked(source):
        return source.grid_chunk_padded(start, chunk_size)
    start_i = int(start)
    return jnp.asarray(source)[start_i:start_i + chunk_size]


def total(source, n, chunk_size):
    def body(carry, idx):
        return carry + chunk_padded(source, idx * chunk_size, chunk_size).sum(), None

    return jax.lax.scan(body, 0.0, jnp.arange(n // chunk_size))[0]


total(jnp.arange(8.0), 8, 2)
""", 'ConcretizationTypeError', "JAX105"),
    "caller_guard_is_the_opposite": ("""import jax
import jax.numpy as jnp


class Chunked:
    def __init__(self, data):
        self.data = data

    def grid_chunk_padded(self, start, size):
        return jax.lax.dynamic_slice_in_dim(self.data, start, size)


def is_chunked(source):
    return source is not None and callable(getattr(source, "grid_chunk_padded", None))


def chunk_padded(source, start, chunk_size):
    if is_chunked(source):
        return source.grid_chunk_padded(start, chunk_size)
    start_i = int(start)
    return jnp.asarray(source)[start_i:start_i + chunk_size]


def total(source, n, chunk_size):
    if not is_chunked(source):
        def body(carry, idx):
            return carry + chunk_padded(source, idx * chunk_size, chunk_size).sum(), None

        return jax.lax.scan(body, 0.0, jnp.arange(n // chunk_size))[0]
    return sum(chunk_padded(source, i, chunk_size).sum() for i in range(0, n, chunk_size))


total(jnp.arange(8.0), 8, 2)
""", 'ConcretizationTypeError', "JAX105"),
    "caller_tests_another_predicate": ("""import jax
import jax.numpy as jnp


class Chunked:
    def __init__(self, data):
        self.data = data

    def grid_chunk_padded(self, start, size):
        return jax.lax.dynamic_slice_in_dim(self.data, start, size)


def is_chunked(source):
    return source is not None and callable(getattr(source, "grid_chunk_padded", None))


def chunk_padded(source, start, chunk_size):
    if is_chunked(source):
        return source.grid_chunk_padded(start, chunk_size)
    start_i = int(start)
    return jnp.asarray(source)[start_i:start_i + chunk_size]


def is_array(source):
    return hasattr(source, "shape")


def total(source, n, chunk_size):
    if is_array(source):
        def body(carry, idx):
            return carry + chunk_padded(source, idx * chunk_size, chunk_size).sum(), None

        return jax.lax.scan(body, 0.0, jnp.arange(n // chunk_size))[0]
    return sum(chunk_padded(source, i, chunk_size).sum() for i in range(0, n, chunk_size))


total(jnp.arange(8.0), 8, 2)
""", 'ConcretizationTypeError', "JAX105"),
}


@pytest.mark.parametrize("name", sorted(CALLER_GUARD))
def test_callee_guard_repeating_the_caller_guard(name, tmp_path):
    code, error, finding = CALLER_GUARD[name]
    assert_runs_as_labelled(name, code, error)
    assert _findings_on_disk(code, tmp_path / f"{name}.py") == sorted(finding.split())
