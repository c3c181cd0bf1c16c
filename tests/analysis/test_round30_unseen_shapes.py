"""The shapes round 30 of untuned published code (tests/data/unseen30_triage.md) met. Every case
runs under JAX first (the label: the exception it raises, or None), then is linted, and the
JAX101/JAX202/JAX701 lines reported are checked.

P  A traced pytree as an operand of `and` / `or` in a test (datarax
   `tests/integration/test_metadata_element_batch.py`: `if elem.metadata and
   elem.metadata.rng_key is not None:` under jax.jit, `metadata` a field holding a registered
   pytree class). Python tests a pytree's truth itself (its length, or True for an object), so
   the test raises only through a tracer operand; the analysis joined the two operands into one
   traced value of no known type and reported the pytree. The operator's value is now the
   tracer operand when there is one, else a pytree.

The round's true findings are kept beside their corrected forms (recall evidence).
"""

from __future__ import annotations

import contextlib
import io

import pytest

_PYTREES = """
from dataclasses import dataclass, field, replace

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclass(frozen=True)
class Metadata:
    index: int = 0
    rng_key: jax.Array | None = None


@jax.tree_util.register_dataclass
@dataclass(frozen=True)
class Element:
    data: dict = field(default_factory=dict)
    metadata: Metadata | None = None


ELEM = Element(data={"x": jnp.ones(5)}, metadata=Metadata(rng_key=jax.random.key(0)))
"""


def _process(test: str) -> str:
    return _PYTREES + f"""

@jax.jit
def process(elem):
    if {test}:
        return replace(elem, data={{"x": elem.data["x"] + 1}})
    return elem


process(ELEM)
"""


TEST_LINE = _process("X").splitlines().index("    if X:") + 1

PYTREE_OPERAND = {
    "pytree_field_and_static_test": (_process("elem.metadata and elem.metadata.rng_key is not None"), None, []),
    "static_test_and_pytree_field": (_process("elem.metadata.rng_key is not None and elem.metadata"), None, []),
    "dict_field_or_static_test": (_process("elem.data or elem.metadata.rng_key is None"), None, []),
    # neighbours: a tracer operand beside the pytree still raises
    "pytree_field_and_traced_comparison": (_process('elem.metadata and elem.data["x"][0] > 0'),
                                           "TracerBoolConversionError", [TEST_LINE]),
    "traced_comparison_or_pytree_field": (_process('elem.data["x"][0] > 0 or elem.metadata'),
                                          "TracerBoolConversionError", [TEST_LINE]),
}

# the round's true findings (DiffBio, artifex, jraphzzz shapes) and their corrected forms
FORI_TERNARY = """
import jax
import jax.numpy as jnp


def fill(q, d):
    def body(i, q):
        j = i + d
        v = {} if j > i else 0.0
        return q.at[i, j % 4].set(v)
    return jax.lax.fori_loop(0, 4, body, q), None


jax.lax.scan(fill, jnp.zeros((4, 4)), jnp.arange(1, 4))
"""

JIT_DEFAULT_ZEROS = """
import functools
import jax
import jax.numpy as jnp


def attention(q, segment_ids=None, causal=False):
    if segment_ids is None:
        segment_ids = jnp.zeros(q.shape[:2], dtype=jnp.int32)
    has_padding = jnp.any(segment_ids == -1)
    if has_padding:
        return q * 0
    return q


{}(functools.partial(attention, causal=True))(jnp.ones((2, 3)))
"""

COND_BRANCH_SLICE = """
import jax
import jax.numpy as jnp


def last_k(x, k):
    def some(_):
        start = {}(x.shape[0] - k, 0)
        return x[start:][:k]
    return jax.lax.cond(True, some, lambda _: jnp.zeros(k), 0)


last_k(jnp.arange(5.0), 3)
"""

ITEM_ASSIGNMENT = """
import jax.numpy as jnp
import numpy as np

images = np.ones((2, 3))
resized = {}.zeros((2, 3))
for i in range(2):
    resized[i] = np.asarray(jnp.array(images[i]) / 2.0)
"""

TRUE_FINDINGS = {
    "fori_ternary_on_traced_index": (FORI_TERNARY.format("q[i, j - 1]"), "TracerBoolConversionError",
                                     [("JAX101", 9)]),
    "fori_where_on_traced_index": (FORI_TERNARY.replace("{} if j > i else 0.0", "jnp.where(j > i, q[i, j - 1], 0.0)"),
                                   None, []),
    "jit_if_on_default_zeros": (JIT_DEFAULT_ZEROS.format("jax.jit"), "TracerBoolConversionError", [("JAX101", 11)]),
    "eager_if_on_default_zeros": (JIT_DEFAULT_ZEROS.format(""), None, []),
    "cond_branch_slice_by_jnp_maximum": (COND_BRANCH_SLICE.format("jnp.maximum"), "IndexError", [("JAX202", 9)]),
    "cond_branch_slice_by_builtin_max": (COND_BRANCH_SLICE.format("max"), None, []),
    "jnp_array_item_assignment": (ITEM_ASSIGNMENT.format("jnp"), "TypeError", [("JAX701", 8)]),
    "np_array_item_assignment": (ITEM_ASSIGNMENT.format("np"), None, []),
}


def _run(source: str):
    with contextlib.redirect_stdout(io.StringIO()):
        try:
            exec(compile(source, "<case>", "exec", dont_inherit=True), {"__name__": "__main__"})
        except Exception as exc:  # the case's own failure is the datum
            return exc
    return None


def _check_label(name: str, source: str, error: str | None) -> None:
    raised = _run(source)
    if error is None:
        assert raised is None, f"{name} raised {type(raised).__name__}: {raised}"
    else:
        assert raised is not None and error in {c.__name__ for c in type(raised).__mro__}, raised


def _found(source: str, name: str, codes: set[str]) -> list[tuple[str, int]]:
    from jaxlint.config import Config
    from jaxlint.engine import lint_source

    return [(d.code, d.location.row) for d in lint_source(source, f"{name}.py", Config()).diagnostics
            if d.code in codes]


@pytest.mark.parametrize("name", sorted(PYTREE_OPERAND))
def test_pytree_operand_of_a_boolean_test(name):
    source, error, lines = PYTREE_OPERAND[name]
    _check_label(name, source, error)
    assert _found(source, name, {"JAX101"}) == [("JAX101", line) for line in lines]


@pytest.mark.parametrize("name", sorted(TRUE_FINDINGS))
def test_round_true_findings_and_their_corrections(name):
    source, error, expected = TRUE_FINDINGS[name]
    _check_label(name, source, error)
    assert _found(source, name, {"JAX101", "JAX202", "JAX701"}) == expected
