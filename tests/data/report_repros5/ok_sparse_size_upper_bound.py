# Thread: https://github.com/kach/memo/pull/72
# Shape: the size is the static upper bound ll.size, padded with fill_value
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def maximizers(ll):
    best = ll == jnp.max(ll)
    (idx,) = jnp.nonzero(best, size=ll.size, fill_value=-1)
    return idx


print(maximizers(jnp.array([0.1, 0.5, 0.5, 0.2])))
