# Thread: https://github.com/kach/memo/pull/72
# Shape: inside jit the number of maximizers is counted with jnp.count_nonzero and used as the size of jnp.nonzero
# expect: ConcretizationTypeError at line 12
import jax
import jax.numpy as jnp


@jax.jit
def maximizers(ll):
    best = ll == jnp.max(ll)
    n = jnp.count_nonzero(best)
    (idx,) = jnp.nonzero(best, size=n)
    return idx


print(maximizers(jnp.array([0.1, 0.5, 0.5, 0.2])))
