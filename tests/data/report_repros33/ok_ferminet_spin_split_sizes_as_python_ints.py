# Thread: https://github.com/jeffminlin/vmcnet/pull/14
# Shape: the fix the pull request describes: `jnp.diff`'s prepend and append are reproduced explicitly on the static spin split, so the electrons per block are Python ints and the reshape inside the jitted `apply` gets a concrete shape
# expect: ok
import jax
import jax.numpy as jnp


def _get_nelec_per_split(split_spins, nelec_total):
    boundaries = (0,) + tuple(split_spins) + (nelec_total,)
    return tuple(end - start for start, end in zip(boundaries[:-1], boundaries[1:]))


class FermiNet:
    def __init__(self, spin_split, nelec_total, ndense):
        self.spin_split = spin_split
        self.nelec_total = nelec_total
        self.ndense = ndense

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"dense": jax.random.normal(k1, (3, self.ndense)),
                "orbitals": jax.random.normal(k2, (self.ndense, self.nelec_total))}

    def _orbital_matrix(self, params, stream, nelec, start):
        orbitals = stream @ params["orbitals"][:, start:start + stream.shape[0]]
        return jnp.reshape(orbitals, (nelec, nelec))

    def apply(self, params, elec_pos):
        nelec_per_split = _get_nelec_per_split(self.spin_split, self.nelec_total)
        stream = jnp.tanh(elec_pos @ params["dense"])
        blocks = jnp.split(stream, self.spin_split, axis=0)
        starts = (0,) + self.spin_split
        log_dets = [jnp.linalg.slogdet(self._orbital_matrix(params, block, nelec, start))[1]
                    for block, nelec, start in zip(blocks, nelec_per_split, starts)]
        return sum(log_dets)


model = FermiNet(spin_split=(3,), nelec_total=5, ndense=8)
params = model.init(jax.random.PRNGKey(0))
elec_pos = jax.random.normal(jax.random.PRNGKey(1), (5, 3))
print(jax.jit(model.apply)(params, elec_pos))
