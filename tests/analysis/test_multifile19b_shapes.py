"""Multi-file round 19b (the mf19b_* projects): the capabilities it added, each case beside a
neighbour where it must hold back. Every case is run under JAX, so a verdict is JAX's.

- A field read on a traced value of unknown class (`state.step`, `state` a parameter of a
  method `jax.jit(self.step)` traces) is judged from the pytree classes the module sees; an
  ordinary class (no base, no decorator, no registration) is no candidate, since jit cannot
  trace its instances: the trainer's own method `step` no longer hides TrainState's field
  `step`, so `state.step` handed to a helper is a tracer there (`min(decay, count)` raises).
- `fns = partition.neighbor_list(...)`, a factory of another project module returning a
  construction of an ordinary class, bound to a name and handed to a constructor
  (`Simulation(fns, ...)`, kept as `self.neighbor_fns`): the object is that class's, so
  `self.neighbor_fns.update(R)` under the jitted method walks `update` (the call spelled
  in the constructor's arguments was followed already; the name bound to it was not).
"""

from __future__ import annotations

import textwrap

import pytest

from tests.helpers import assert_project_outcome, assert_shape_case, folder_and_alone_findings, write_files

_FIELD_NAMED_LIKE_A_METHOD = textwrap.dedent("""
    from typing import NamedTuple

    import jax
    import jax.numpy as jnp


    class TrainState(NamedTuple):
        params: jax.Array
        step: jax.Array


    def ema_decay(decay, count):
        BODY


    class Trainer:
        def __init__(self, decay):
            self.decay = decay
            self._step = jax.jit(self.step)

        def step(self, state):
            decay = ema_decay(self.decay, state.step)
            return TrainState(state.params * decay, state.step + 1)

        def fit(self, state):
            return self._step(state)


    Trainer(0.999).fit(TrainState(jnp.ones(3), jnp.zeros((), jnp.int32)))
    """)

CASES = [
    ("field_named_like_a_method_min", "return min(decay, (1.0 + count) / (10.0 + count))",
     "TracerBoolConversionError", "JAX103"),
    ("field_named_like_a_method_minimum", "return jnp.minimum(decay, (1.0 + count) / (10.0 + count))", None, ""),
]


@pytest.mark.parametrize("name, body, error, finding", CASES, ids=[c[0] for c in CASES])
def test_an_ordinary_class_does_not_hide_a_pytree_field(name, body, error, finding):
    assert_shape_case(name, _FIELD_NAMED_LIKE_A_METHOD.replace("BODY", body), error, finding)


_FACTORY_NAME_HANDED_TO_A_CONSTRUCTOR = {
    "md/__init__.py": "",
    "md/partition.py": """
        import jax.numpy as jnp


        class NeighborFns:
            def __init__(self, cutoff):
                self.cutoff = cutoff

            def update(self, R):
                d2 = jnp.sum((R[:, None] - R[None]) ** 2, axis=-1)
                rows, cols = NONZERO
                return jnp.zeros(R.shape[0], jnp.int32).at[rows].add(1)


        def neighbor_list(cutoff):
            return NeighborFns(cutoff)
        """,
    "md/simulation.py": """
        import jax


        class Simulation:
            def __init__(self, neighbor_fns):
                self.neighbor_fns = neighbor_fns
                self.run = jax.jit(self._run)

            def _run(self, R):
                return self.neighbor_fns.update(R)
        """,
    "main.py": """
        import jax.numpy as jnp

        from md import partition
        from md.simulation import Simulation


        def main():
            fns = partition.neighbor_list(1.5)
            return Simulation(fns).run(jnp.arange(12.0).reshape(4, 3))
        """,
}


@pytest.mark.parametrize(("nonzero", "error", "expected"), [
    ("jnp.nonzero(d2 < self.cutoff ** 2)", "ConcretizationTypeError", [("partition.py", 10, "JAX602")]),
    ("jnp.nonzero(d2 < self.cutoff ** 2, size=d2.size, fill_value=R.shape[0])", None, []),
], ids=["nonzero_without_size", "nonzero_with_size"])
def test_a_factory_object_bound_to_a_name_and_handed_to_a_constructor(nonzero, error, expected, tmp_path, capsys,
                                                                        monkeypatch):
    write_files(tmp_path, {n: t.replace("NONZERO", nonzero) for n, t in _FACTORY_NAME_HANDED_TO_A_CONSTRUCTOR.items()})
    assert_project_outcome(tmp_path, "import main; main.main()", error)
    folder, alone = folder_and_alone_findings(capsys, monkeypatch, tmp_path, "md/partition.py")
    assert folder == alone == expected
