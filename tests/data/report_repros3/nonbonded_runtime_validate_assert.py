# Thread: https://github.com/proteneer/timemachine/pull/800
# Shape: a reference potential asserts its cutoff against the box at run time; jitting the reference fails in the assert
# expect: TracerBoolConversionError at line 13
import functools

import jax
import jax.numpy as jnp
from jax import jit


def nonbonded_v3(conf, params, box, cutoff, runtime_validate=True):
    if runtime_validate:
        assert jnp.all(jnp.diag(box) > 2 * cutoff), "box too small for cutoff"
    dij = jnp.linalg.norm(conf[:, None, :] - conf[None, :, :] + jnp.eye(conf.shape[0]), axis=-1)
    return jnp.sum(params[:, None] * params[None, :] / dij)


def to_reference(cutoff):
    return functools.partial(nonbonded_v3, cutoff=cutoff)


nonbonded_ref = to_reference(1.2)
conf = jnp.array([[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
params = jnp.ones(3)
box = 5.0 * jnp.eye(3)
nonbonded_ref(conf, params, box)
jit(nonbonded_ref)(conf, params, box)
