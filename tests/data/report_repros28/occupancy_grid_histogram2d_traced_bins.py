# Thread: https://github.com/jax-ml/jax/issues/7714
# Shape: an occupancy helper calls jnp.histogram2d with the bin count and a jnp.array range (as in the thread) and is jitted whole; the bin count is traced and histogram2d needs it concrete
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def occupancy(xs, ys, bins, extent):
    counts, _, _ = jnp.histogram2d(xs, ys, bins=bins, range=extent)
    return counts / xs.shape[0]


a = [-2, 2]
extent = jnp.array([a, a])
key_x, key_y = jax.random.split(jax.random.PRNGKey(0))
xs = jax.random.normal(key_x, (100,))
ys = jax.random.normal(key_y, (100,))
print(jax.jit(occupancy)(xs, ys, 8, extent).shape)
