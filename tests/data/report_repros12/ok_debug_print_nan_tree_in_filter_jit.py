# Thread: https://github.com/patrick-kidger/equinox/issues/644
# Shape: the answer: jax.debug.print prints the boolean leaves' runtime values from inside the jitted function
# expect: ok
import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def f(x):
    bool_tree = jax.tree_util.tree_map(lambda x: jnp.isnan(x).any(), x)
    jax.debug.print("Nan found in tree: {}", bool_tree)
    return x


pytree = (jnp.zeros(3), jnp.zeros(5))
_ = f(pytree)
