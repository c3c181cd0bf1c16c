# Thread: https://github.com/secretflow/secretflow/issues/406
# Shape: jnp.nonzero without size= in a jitted helper
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def active_indices(labels, j):
    (idx,) = jnp.nonzero(labels == j)
    return idx


@jax.jit
def first_member(labels):
    return active_indices(labels, 1)[0]


first_member(jnp.array([0, 1, 1, 0]))
