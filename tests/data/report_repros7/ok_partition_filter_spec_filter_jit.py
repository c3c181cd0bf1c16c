# Thread: https://github.com/patrick-kidger/equinox/issues/1036
# Shape: the two working versions from the thread: eqx.filter_jit, or the mask named static
# expect: ok
from functools import partial

import equinox as eqx
import jax


@eqx.filter_jit
def partition(params, params_mask):
    return eqx.partition(params, filter_spec=params_mask)


@partial(jax.jit, static_argnames=["params_mask"])
def partition_static(params, params_mask):
    return eqx.partition(params, filter_spec=params_mask)


params = ((1., 2.), 3.)
params_mask = ((True, False), False)
print(partition(params, params_mask))
print(partition_static(params, params_mask))
