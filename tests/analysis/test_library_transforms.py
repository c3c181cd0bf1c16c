"""Library transforms: equinox (executed against the library when it is installed), flax.nnx
and haiku (lint-only: their semantics are taken from their documentation)."""

from __future__ import annotations

import textwrap

import pytest

from jaxlint.engine import lint_source
from tests.rules.example_runner import error_names

EQX_INVALID = """
import equinox as eqx
import jax.numpy as jnp

@eqx.filter_jit
def f(x, n, flag=True):
    if x.sum() > 0:
        return x * n
    return -x
"""
EQX_VALID = """
import equinox as eqx
import jax.numpy as jnp

@eqx.filter_jit
def f(x, n: int, flag=True):
    if flag and n > 2:
        return x * n
    return x.reshape(x.shape[0], -1)
"""

# An eqx.Module every caller builds: filter_jit traces its array fields, not its int fields.
EQX_MODULE = """
import equinox as eqx
import jax.numpy as jnp

class Surface(eqx.Module):
    y: jnp.ndarray
    deg: {deg_type}

    def intensity(self, mu):
        if self.deg > 0:
            return self.y[0] * mu
        return self.y[0] * jnp.ones_like(mu)

@eqx.filter_jit
def flux(surface, mu):
    return surface.intensity(mu).sum()

def main():
    return flux(Surface(jnp.ones(4), {deg}), jnp.ones(3))
"""
EQX_MODULE_INVALID = EQX_MODULE.format(deg_type="jnp.ndarray", deg="jnp.array(1)")
EQX_MODULE_VALID = EQX_MODULE.format(deg_type="int", deg="1")


def _codes(source: str) -> list[str]:
    return [d.code for d in lint_source(textwrap.dedent(source), "lib.py").diagnostics]


def test_equinox_filter_jit_traces_arrays_only():
    assert _codes(EQX_INVALID) == ["JAX101"]
    assert _codes(EQX_VALID) == []


def _run(source: str, call: str):
    namespace: dict = {}
    exec(compile(textwrap.dedent(source), "<lib>", "exec"), namespace)
    try:
        eval(call, namespace)
    except Exception as exc:
        return exc
    return None


def test_equinox_semantics_match_the_library():
    pytest.importorskip("equinox")
    error = _run(EQX_INVALID, "f(jnp.ones(2), 3, True)")
    assert error is not None and "TracerBoolConversionError" in error_names(error)
    assert _run(EQX_VALID, "f(jnp.ones(2), 3, True)") is None


def _reported_and_run(invalid: str, valid: str) -> None:
    """`invalid` gives one JAX101 and main() raises it under equinox; `valid` gives none and runs."""
    assert _codes(invalid) == ["JAX101"]
    assert _codes(valid) == []
    pytest.importorskip("equinox")
    error = _run(invalid, "main()")
    assert error is not None and "TracerBoolConversionError" in error_names(error)
    assert _run(valid, "main()") is None


def test_equinox_module_fields_traced_by_filter_jit_only_when_arrays():
    _reported_and_run(EQX_MODULE_INVALID, EQX_MODULE_VALID)


# A field declared as another module of the project: under filter_jit it holds an instance of
# that class, whose own array fields are traced and whose int fields stay Python ints.
EQX_MODULE_FIELD = """
import equinox as eqx
import jax
import jax.numpy as jnp


class Scale(eqx.Module):
    w: jax.Array
    n: int

    def __call__(self, x):
        if {test} > 0:
            return x * self.w
        return x


class Net(eqx.Module):
    scale: Scale

    def __init__(self, n):
        self.scale = Scale(jnp.ones(3), n)

    def __call__(self, x):
        return self.scale(x)


@eqx.filter_jit
def forward(net, x):
    return net(x)


def main():
    return forward(Net(2), jnp.ones(3))
"""


def test_equinox_field_holding_a_project_module_is_that_module_under_filter_jit():
    _reported_and_run(EQX_MODULE_FIELD.format(test="self.w.sum()"), EQX_MODULE_FIELD.format(test="self.n"))


EQX_LAYER_FIELD_INVALID = """
import equinox as eqx
import jax
import jax.numpy as jnp


class Block(eqx.Module):
    layer: eqx.nn.Linear

    def __init__(self, key):
        self.layer = eqx.nn.Linear(3, 3, key=key)

    def __call__(self, x):
        y = self.layer(x)
        if y.sum() > 0:
            return y
        return -y


@eqx.filter_jit
def forward(block, x):
    return block(x)


def main():
    return forward(Block(jax.random.key(0)), jnp.ones(3))
"""
# The branch on the layer's output as jnp.where, and one on a static field: both run.
EQX_LAYER_FIELD_VALID = EQX_LAYER_FIELD_INVALID.replace("""        if y.sum() > 0:
            return y
        return -y""", """        if self.depth > 1:
            y = self.layer(y)
        return jnp.where(y.sum() > 0, y, -y)""").replace(
    "    layer: eqx.nn.Linear\n", "    layer: eqx.nn.Linear\n    depth: int = eqx.field(static=True, default=2)\n")


@pytest.mark.parametrize("transform", ["eqx.filter_jit", "jax.jit"])
def test_equinox_layer_field_called_on_a_tracer_returns_one(transform):
    # `layer: eqx.nn.Linear` declares a library layer: self.layer(x) on a traced x is traced.
    # Under jax.jit the module is a pytree of Block (every caller passes Block(...)).
    invalid, valid = (source.replace("@eqx.filter_jit", f"@{transform}")
                      for source in (EQX_LAYER_FIELD_INVALID, EQX_LAYER_FIELD_VALID))
    assert _codes(invalid) == ["JAX101"]
    assert _codes(valid) == []
    pytest.importorskip("equinox")
    error = _run(invalid, "main()")
    assert error is not None and "TracerBoolConversionError" in error_names(error)
    assert _run(valid, "main()") is None


def test_haiku_transform_apply_is_followed_into_the_forward_function():
    source = """
    import jax
    import haiku as hk

    def forward(x):
        if x.sum() > 0:
            return x
        return -x

    model = hk.without_apply_rng(hk.transform(forward))

    @jax.jit
    def predict(params, x):
        return model.apply(params, x)
    """
    diagnostics = lint_source(textwrap.dedent(source), "lib.py").diagnostics
    assert [(d.code, d.location.row) for d in diagnostics] == [("JAX101", 6)]


def test_haiku_forward_not_jitted_is_silent():
    source = """
    import haiku as hk

    def forward(x):
        if x.sum() > 0:
            return x
        return -x

    model = hk.transform(forward)
    """
    assert _codes(source) == []


def test_flax_nnx_jit_allows_state_updates_on_graph_nodes():
    source = """
    from flax import nnx

    @nnx.jit
    def train_step(model, x, training: bool = True):
        model.last = x * 2
        if training:
            return x * 0.5
        return x
    """
    assert _codes(source) == []


def test_flax_nnx_jit_still_reports_traced_control_flow():
    source = """
    from flax import nnx

    @nnx.jit
    def train_step(model, x):
        if x.sum() > 0:
            return x
        return -x
    """
    assert _codes(source) == ["JAX101"]
