# Thread: https://github.com/jax-ml/jax/pull/6915
# Shape: a jitted helper collects the coordinates of the active cells with jnp.argwhere and no size
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def active_cells(grid):
    idx = jnp.argwhere(grid > 0)
    return idx.sum(axis=0)


grid = jnp.array([[0, 1, 0], [2, 0, 3]])
print(active_cells(grid))
