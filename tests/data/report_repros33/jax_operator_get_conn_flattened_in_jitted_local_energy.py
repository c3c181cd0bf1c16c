# Thread: https://github.com/netket/netket/pull/2170
# Shape: a JAX Ising operator object offers `get_conn_padded` (fixed size) and `get_conn_flattened`, which keeps only the nonzero matrix elements with a boolean mask; the jitted local-energy function calls `get_conn_flattened` on the module-level operator, so the mask computed from the traced configuration indexes the connected states
# expect: NonConcreteBooleanIndexError at line 28
import jax
import jax.numpy as jnp


class IsingJax:
    def __init__(self, n_sites, h, J=1.0):
        self.n_sites = n_sites
        self.h = h
        self.J = J

    @property
    def max_conn_size(self):
        return self.n_sites + 1

    def get_conn_padded(self, x):
        flips = x[None, :] * (1.0 - 2.0 * jnp.eye(self.n_sites))
        x_primes = jnp.concatenate([x[None, :], flips], axis=0)
        diagonal = -self.J * jnp.sum(x * jnp.roll(x, 1))
        mels = jnp.concatenate([diagonal[None], -self.h * jnp.ones(self.n_sites)])
        return x_primes, mels

    def get_conn_flattened(self, x):
        x_primes, mels = self.get_conn_padded(x)
        nonzero = mels != 0.0
        return x_primes[nonzero], mels[nonzero]


def log_psi(params, x):
    return jnp.dot(params, x)


hamiltonian = IsingJax(n_sites=6, h=0.5)


@jax.jit
def local_energy(params, x):
    x_primes, mels = hamiltonian.get_conn_flattened(x)
    return jnp.sum(mels * jnp.exp(jax.vmap(log_psi, in_axes=(None, 0))(params, x_primes) - log_psi(params, x)))


params = 0.1 * jnp.arange(6.0)
print(local_energy(params, jnp.array([1.0, -1.0, 1.0, 1.0, -1.0, 1.0])))
