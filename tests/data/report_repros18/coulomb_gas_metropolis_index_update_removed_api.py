# Thread: https://github.com/fermiflow/CoulombGas/issues/5
# Shape: a Coulomb-gas Metropolis sampler moves one electron per sweep inside a `lax.fori_loop` body and writes the proposal back with `jax.ops.index_update(x, jax.ops.index[i], ...)`, which JAX 0.3.2 removed (the CI failure the issue reports)
# expect: AttributeError at line 27
import jax
import jax.numpy as jnp


class CoulombGas:
    def __init__(self, n, dim, rs, beta):
        self.n = n
        self.dim = dim
        self.L = (4 / 3 * jnp.pi * n) ** (1 / 3) * rs
        self.beta = beta

    def energy(self, x):
        rij = x[:, None, :] - x[None, :, :]
        rij = rij - self.L * jnp.rint(rij / self.L)
        r = jnp.linalg.norm(rij + jnp.eye(self.n)[..., None], axis=-1)
        return jnp.sum(jnp.triu(1.0 / r, k=1))

    def sweep(self, key, x, step):
        keys = jax.random.split(key, self.n)

        def body(i, x):
            k_move, k_accept = jax.random.split(keys[i])
            delta = step * jax.random.normal(k_move, (self.dim,))
            x_new = jax.ops.index_update(x, jax.ops.index[i], x[i] + delta)
            ratio = jnp.exp(-self.beta * (self.energy(x_new) - self.energy(x)))
            accept = jax.random.uniform(k_accept) < ratio
            return jnp.where(accept, x_new, x)

        return jax.lax.fori_loop(0, self.n, body, x)


gas = CoulombGas(n=4, dim=3, rs=1.0, beta=10.0)
x0 = jax.random.uniform(jax.random.PRNGKey(0), (4, 3)) * gas.L
print(gas.sweep(jax.random.PRNGKey(1), x0, 0.1))
