"""The shapes round 28 of untuned published code (tests/data/unseen28_triage.md) found reported on
correct code, beside neighbours that are still bugs. Every case runs under JAX first (the label:
the exception it raises, or None), then is linted.

S  A `@staticmethod` called through the instance (`self._take_grid_chunk(ao, start, size)`) from a
   traced body: `self` is not handed over, so `ao` goes to the first parameter, `start` to the
   second. Binding the instance first shifted every argument by one, and the traced `start` was
   judged as the static `chunk_size` (GradTDDFT `neural_xc/binding.py`). A staticmethod that
   concretizes the parameter the tracer really reaches is still reported.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

# --- class S (STOKES-DOT/GradTDDFT src/td_graddft/neural_xc/binding.py:1580,1589) ---------------
STATIC_THROUGH_SELF = {
    "scan_body_calls_staticmethod": ("""
import jax
import jax.numpy as jnp


class Binder:
    @staticmethod
    def take_chunk(values, start, chunk_size):
        indices = start + jnp.arange(int(chunk_size))
        return jnp.take(values, indices, mode="clip")

    def run(self, ao):
        chunk_size = 4

        def body(carry, chunk_idx):
            return carry, self.take_chunk(ao, chunk_idx * chunk_size, chunk_size)

        return jax.lax.scan(body, None, jnp.arange(3))[1]


Binder().run(jnp.arange(12.0))
""", None, ""),
    "jitted_lambda_calls_staticmethod": ("""
import jax
import jax.numpy as jnp


class Binder:
    @staticmethod
    def take_chunk(values, start, chunk_size):
        return jnp.take(values, start + jnp.arange(int(chunk_size)), mode="clip")

    def run(self, ao, start):
        return jax.jit(lambda s: self.take_chunk(ao, s, 4))(start)


Binder().run(jnp.arange(12.0), 2)
""", None, ""),
    # neighbour: the staticmethod concretizes the parameter the tracer reaches
    "staticmethod_concretizes_the_traced_start": ("""
import jax
import jax.numpy as jnp


class Binder:
    @staticmethod
    def take_chunk(values, start, chunk_size):
        return jnp.take(values, int(start) + jnp.arange(chunk_size), mode="clip")

    def run(self, ao):
        def body(carry, chunk_idx):
            return carry, self.take_chunk(ao, chunk_idx * 4, 4)

        return jax.lax.scan(body, None, jnp.arange(3))[1]


Binder().run(jnp.arange(12.0))
""", "ConcretizationTypeError", "JAX105"),
    # neighbour: a plain method through self still binds self first
    "plain_method_concretizes_the_traced_start": ("""
import jax
import jax.numpy as jnp


class Binder:
    def take_chunk(self, values, start, chunk_size):
        return jnp.take(values, int(start) + jnp.arange(chunk_size), mode="clip")

    def run(self, ao):
        def body(carry, chunk_idx):
            return carry, self.take_chunk(ao, chunk_idx * 4, 4)

        return jax.lax.scan(body, None, jnp.arange(3))[1]


Binder().run(jnp.arange(12.0))
""", "ConcretizationTypeError", "JAX105"),
}


@pytest.mark.parametrize("name", sorted(STATIC_THROUGH_SELF))
def test_staticmethod_called_through_self(name):
    source, error, finding = STATIC_THROUGH_SELF[name]
    assert_shape_case(name, source, error, finding)
