"""Shapes behind known misses of the report repro sets (branch misses15), each with a buggy and a
working neighbour: run under JAX 0.10.2 first (the label), then linted (the exact findings).

- `jax.jit(obj.method)` in a module-level function whose parameter `obj` every caller hands an
  object of one class of the module (`response_curves(MediaMix([...]), ...)`): that class's
  method is traced, `self` being the object, so its attributes are what the construction put;
- a loop over a list of strings the text spells (`for op in ["Relu", "NonZero"]`, or a parameter
  every caller passes such a list) runs its body once per string: `OPS[op](x)` calls the function
  that string names, and only those;
- a parameter vmap hands over unmapped (`in_axes=None`) for which every caller passes a NumPy
  array untraced code builds (`xp`, `xp ** 2`) is that host array inside: a traced index on it
  converts the tracer;
- a parameter of an untraced function that every caller hands an object of one class
  (`unroll(dist, xs)`) is that object in the scan body closing over it: its methods are followed;
- `jax.grad` of `eqx.nn.MLP(..., out_size=1, ...)`: the model's output has shape (1,), not ();
- an object a module-level factory builds (`pre = make_cell(0.0)`, `return Cell([branch])`) holds
  what the factory's construction puts in it, and `.at[...]` on a concrete JAX array under jit is
  staged, so the updated array is a tracer;
- a call spreading `**kwargs` passes the keywords the dict it spreads holds: a dict display (or a
  name bound once to one), `kwargs or {}`, or an attribute `__init__` binds to one of those from
  its parameter, read at each construction of the class (`Policy(model, sample_kwargs={...})`):
  a jitted method's defaulted parameter one of them passes is traced.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import jax\nimport jax.numpy as jnp\n\n"

_MEDIA_MIX = """
class MediaMix:
    def __init__(self, scales):
        self.scales = scales

    def predict(self, media, channel):
        scale = self.scales[channel]
        return jnp.tanh(media * scale)


def response_curves(mmm, media, channels):
    predict = jax.jit(mmm.predict)
    return [predict(media, c) for c in channels]

"""

_OPS = """
def op_nonzero(x):
    return jnp.stack(jnp.nonzero(x))


def op_relu(x):
    return jnp.maximum(x, 0)


OPS = {"Relu": op_relu, "NonZero": op_nonzero}


def model_func(graph, x):
    for op in graph:
        x = OPS[op](x)
    return x

"""

_INTERP = """
import numpy as np


def lookup(x, xp, fp):
    ind = jnp.argmin((x - xp) ** 2)
    return fp[ind]


xp = np.array([0.0, 1.0, 2.0, 3.0])
"""

_CATEGORICAL = """
class Categorical:
    def __init__(self, logits):
        self.logits = logits
        self._log_probs = None

    def log_prob(self, value):
        if self._log_probs is None:
            self._log_probs = jax.nn.log_softmax(self.logits)
        return self._log_probs[value]

    def fresh_log_prob(self, value):
        return jax.nn.log_softmax(self.logits)[value]

"""

_CELL = """
import numpy as np


class Cell:
    def __init__(self, xyzr):
        self.xyzr = xyzr

    def move(self, dx):
        return Cell([branch.at[:, :3].add(dx) for branch in self.xyzr])

    def distance(self, endpoint):
        delta = self.xyzr[0][0, :3] - endpoint.xyzr[0][0, :3]
        return SQRT(SUM(delta ** 2))


def make_cell(offset):
    branch = jnp.array([[0.0, 0.0, 0.0, 1.0], [10.0, 0.0, 0.0, 1.0]]) + jnp.array([offset, 0.0, 0.0, 0.0])
    return Cell([branch])


pre = make_cell(0.0)
post = make_cell(20.0)
"""

_LOSS = """

@jax.jit
def delay_loss(dx, target):
    moved = pre.move(dx)
    return (moved.distance(post) - target) ** 2


delay_loss(jnp.array([1.0, 2.0, 0.0]), 15.0)
"""

_POLICY = """
class Model:
    def sample(self, logit, temperature=0.0):
        if temperature > 0.0:
            return logit / temperature
        return logit


class Policy:
    def __init__(self, model, sample_kwargs=None):
        self._sample = jax.jit(model.sample)
        self._sample_kwargs = sample_kwargs or {}

    def infer(self, logit):
        return self._sample(logit, **self._sample_kwargs)

"""

CASES = {
    "spread_kwargs_from_construction_trace_flag": (_POLICY + """
Policy(Model(), sample_kwargs={"temperature": 0.7}).infer(jnp.ones(3))
""", "TracerBoolConversionError", "JAX101"),
    "ok_spread_kwargs_empty_keeps_default": (_POLICY + """
Policy(Model()).infer(jnp.ones(3))
Policy(Model(), sample_kwargs={}).infer(jnp.ones(3))
""", None, None),
    "spread_kwargs_name_bound_to_display": ("""
def sample(logit, temperature=0.0):
    if temperature > 0.0:
        return logit / temperature
    return logit


options = {"temperature": 0.5}
jax.jit(sample)(jnp.ones(3), **options)
""", "TracerBoolConversionError", "JAX101"),
    "ok_spread_kwargs_static_flag": ("""
def sample(logit, temperature=0.0):
    if temperature > 0.0:
        return logit / temperature
    return logit


options = {"temperature": 0.5}
jax.jit(sample, static_argnames="temperature")(jnp.ones(3), **options)
""", None, None),
    "jitted_method_of_callers_object_indexes_list": (_MEDIA_MIX + """
mmm = MediaMix([0.5, 1.0, 2.0])
response_curves(mmm, jnp.linspace(0.0, 1.0, 5), jnp.arange(3))
""", "TracerIntegerConversionError", "JAX201"),
    "ok_jitted_method_of_callers_object_indexes_array": (_MEDIA_MIX + """
mmm = MediaMix(jnp.array([0.5, 1.0, 2.0]))
response_curves(mmm, jnp.linspace(0.0, 1.0, 5), jnp.arange(3))
""", None, None),
    "ok_jitted_method_callers_object_built_inline": (_MEDIA_MIX + """
response_curves(MediaMix(jnp.array([0.5, 1.0])), jnp.ones(2), jnp.arange(2))
response_curves(MediaMix(jnp.array([2.0, 3.0])), jnp.ones(2), jnp.arange(2))
""", None, None),
    "loop_over_op_names_calls_nonzero_under_jit": (_OPS + """
infer = jax.jit(lambda x: model_func(["Relu", "NonZero"], x))
infer(jnp.array([-1.0, 2.0, 0.0, 3.0]))
""", "ConcretizationTypeError", "JAX602"),
    "ok_loop_over_op_names_never_names_nonzero": (_OPS + """
infer = jax.jit(lambda x: model_func(["Relu", "Relu"], x))
infer(jnp.array([-1.0, 2.0, 0.0, 3.0]))
""", None, None),
    "ok_loop_over_literal_op_names_eagerly": (_OPS + """
model_func(["Relu", "NonZero"], jnp.array([-1.0, 2.0, 0.0, 3.0]))
""", None, None),
    "vmap_unmapped_numpy_table_indexed_by_tracer": (_INTERP + """
jax.vmap(lookup, in_axes=(0, None, None))(np.array([0.5, 1.5]), xp, xp ** 2)
""", "TracerArrayConversionError", "JAX201"),
    "ok_vmap_unmapped_jax_table_indexed_by_tracer": (_INTERP + """
table = jnp.asarray(xp)
jax.vmap(lookup, in_axes=(0, None, None))(np.array([0.5, 1.5]), table, table ** 2)
""", None, None),
    "ok_vmap_mapped_numpy_table": (_INTERP + """
jax.vmap(lookup, in_axes=(0, 0, 0))(np.array([0.5, 1.5]), np.stack([xp, xp]), np.stack([xp, xp]) ** 2)
""", None, None),
    "callers_object_caches_tracer_in_scan_body": (_CATEGORICAL + """
def unroll(dist, actions):
    def step(carry, a):
        lp = dist.log_prob(a)
        return carry + lp, lp
    return jax.lax.scan(step, 0.0, actions)


dist = Categorical(jnp.array([0.1, 0.5, 0.4]))
total, _ = unroll(dist, jnp.array([0, 2, 1]))
dist.log_prob(1) + 1.0
""", "UnexpectedTracerError", "JAX301"),
    "ok_callers_object_computes_afresh_in_scan_body": (_CATEGORICAL + """
def unroll(dist, actions):
    def step(carry, a):
        lp = dist.fresh_log_prob(a)
        return carry + lp, lp
    return jax.lax.scan(step, 0.0, actions)


dist = Categorical(jnp.array([0.1, 0.5, 0.4]))
total, _ = unroll(dist, jnp.array([0, 2, 1]))
dist.log_prob(1) + 1.0
""", None, None),
    "grad_of_mlp_with_vector_output": ("""
import equinox as eqx

mlp = eqx.nn.MLP(in_size=2, out_size=1, width_size=8, depth=1, key=jax.random.key(0))
jax.grad(mlp)(jnp.ones(2))
""", "TypeError", "JAX813"),
    "ok_grad_of_mlp_with_scalar_output": ("""
import equinox as eqx

mlp = eqx.nn.MLP(in_size=2, out_size="scalar", width_size=8, depth=1, key=jax.random.key(0))
jax.grad(mlp)(jnp.ones(2))
""", None, None),
    "ok_grad_of_linear_output_summed": ("""
import equinox as eqx

layer = eqx.nn.Linear(2, 3, key=jax.random.key(0))
jax.grad(lambda x: jnp.sum(layer(x)))(jnp.ones(2))
""", None, None),
    "factory_object_moved_under_jit_numpy_sqrt": (_CELL.replace("SQRT", "np.sqrt").replace("SUM", "np.sum") + _LOSS,
                                                  "TracerArrayConversionError", "JAX501"),
    "ok_factory_object_moved_under_jit_jnp_sqrt": (_CELL.replace("SQRT", "jnp.sqrt").replace("SUM", "jnp.sum") + _LOSS,
                                                   None, None),
    "ok_factory_object_moved_eagerly_numpy_sqrt": (_CELL.replace("SQRT", "np.sqrt").replace("SUM", "np.sum") + """
pre.move(jnp.array([1.0, 2.0, 0.0])).distance(post)
""", None, None),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_misses15_shape(name):
    code, error, finding = CASES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
