# Thread: https://github.com/patrick-kidger/equinox/issues/644
# Shape: inside eqx.filter_jit a boolean pytree of NaN checks is formatted with eqx.tree_pformat and printed: the leaves are tracers, so the text shows tracers, not values
# expect: printed-tracer at line 12
import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def f(x):
    bool_tree = jax.tree_util.tree_map(lambda x: jnp.isnan(x).any(), x)
    print("Nan found in tree:\n" + eqx.tree_pformat(bool_tree, short_arrays=False))
    return x


pytree = (jnp.zeros(3), jnp.zeros(5))
_ = f(pytree)
