# Thread: https://github.com/jax-ml/jax/issues/4880
# Shape: a Behler-Parrinello factory returns `(init_fn, energy_fn)`; its symmetry-function closure selects the neighbours of each species with a boolean mask `species == s` over the `species` array the caller built with jax.numpy, so under `jax.jit(energy_fn)` the mask is a traced comparison used as an index
# expect: NonConcreteBooleanIndexError at line 25
import jax
import jax.numpy as jnp


def periodic(box_size):
    def displacement(Ra, Rb):
        dR = Ra - Rb
        return jnp.mod(dR + 0.5 * box_size, box_size) - 0.5 * box_size

    return displacement


def radial_symmetry_functions(displacement, species, etas, cutoff):
    pairwise = jax.vmap(jax.vmap(displacement, (None, 0)), (0, None))

    def compute(R):
        dR = pairwise(R, R)
        dr = jnp.sqrt(jnp.sum(dR**2, axis=-1) + 1e-12)
        features = []
        for s in range(2):
            mask = species == s
            dr_s = dr[:, mask]
            g = jnp.exp(-etas * dr_s[..., None] ** 2) * (dr_s[..., None] < cutoff)
            features.append(jnp.sum(g, axis=1))
        return jnp.concatenate(features, axis=-1)

    return compute


def behler_parrinello(displacement, species, etas=(0.5, 1.0, 2.0), cutoff=2.0):
    sym_fn = radial_symmetry_functions(displacement, species, jnp.array(etas), cutoff)

    def init_fn(key, R):
        return {"w": 0.1 * jax.random.normal(key, (2 * len(etas),))}

    def energy_fn(params, R):
        return jnp.sum(sym_fn(R) @ params["w"])

    return init_fn, energy_fn


box_size = 4.0
positions = jax.random.uniform(jax.random.PRNGKey(0), (8, 3)) * box_size
species = jnp.zeros(positions.shape[0], dtype=jnp.int32).at[::2].set(1)
init_fn, energy_fn = behler_parrinello(periodic(box_size), species)
params = init_fn(jax.random.PRNGKey(1), positions)
print(jax.jit(energy_fn)(params, positions))
