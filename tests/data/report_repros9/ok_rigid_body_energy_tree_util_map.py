# Thread: https://github.com/jax-md/jax-md/pull/310
# Shape: the helper uses jax.tree_util.tree_map
# expect: ok
import jax
import jax.numpy as jnp


def pair_energy(dr, sigma):
    return jnp.sum((sigma / dr) ** 12 - (sigma / dr) ** 6)


@jax.jit
def total_energy(positions, sigmas):
    dr = {name: jnp.linalg.norm(p[:, None] - p[None, :], axis=-1) + jnp.eye(len(p)) for name, p in positions.items()}
    energies = jax.tree_util.tree_map(pair_energy, dr, sigmas)
    return sum(jax.tree_util.tree_leaves(energies))


positions = {"a": jnp.arange(6.0).reshape(3, 2), "b": jnp.arange(4.0).reshape(2, 2) * 2}
print(total_energy(positions, {"a": 1.0, "b": 0.5}))
