# Thread: https://github.com/patrick-kidger/equinox/issues/1036
# Shape: eqx.partition's boolean filter_spec passed into jax.jit as an ordinary argument
# expect: ValueError at line 10
import equinox as eqx
import jax


@jax.jit
def partition(params, params_mask):
    return eqx.partition(params, filter_spec=params_mask)


params = ((1., 2.), 3.)
params_mask = ((True, False), False)
print(partition(params, params_mask))
