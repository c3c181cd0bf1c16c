# Thread: https://github.com/jax-ml/jax/issues/7714
# Shape: the bin count is marked static; the range may stay a traced array
# expect: ok
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
print(jax.jit(occupancy, static_argnums=2)(xs, ys, 8, extent).shape)
