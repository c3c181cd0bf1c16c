# Thread: https://github.com/netket/netket/pull/1509
# Shape: the fix converts the operator to its JAX twin (`to_jax_operator()`), whose `get_conn_padded` builds the connected states and matrix elements with jax.numpy, so the jitted lambda closing over it runs on traced states
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


class SpinHilbert:
    def __init__(self, n_sites):
        self.size = n_sites

    def all_states(self):
        grid = np.array(np.meshgrid(*[[-1.0, 1.0]] * self.size, indexing="ij"))
        return jnp.asarray(grid.reshape(self.size, -1).T)


class IsingJax:
    def __init__(self, hilbert, edges, h):
        self.hilbert = hilbert
        self.edges = jnp.asarray(edges)
        self.h = h

    def get_conn_padded(self, x):
        n = x.shape[1]
        flips = 1.0 - 2.0 * jnp.eye(n)
        xp = jnp.concatenate([x[:, None, :], x[:, None, :] * flips[None]], axis=1)
        diag = jnp.sum(x[:, self.edges[:, 0]] * x[:, self.edges[:, 1]], axis=1)
        mels = jnp.concatenate([diag[:, None], jnp.full((x.shape[0], n), -self.h)], axis=1)
        return xp, mels


class IsingOperator:
    def __init__(self, hilbert, edges, h):
        self.hilbert = hilbert
        self.edges = np.asarray(edges)
        self.h = h

    def to_jax_operator(self):
        return IsingJax(self.hilbert, self.edges, self.h)


hi = SpinHilbert(4)
ha = IsingOperator(hi, edges=[(0, 1), (1, 2), (2, 3), (3, 0)], h=0.5).to_jax_operator()
conn = jax.jit(lambda x: ha.get_conn_padded(x))(hi.all_states())
print(conn[1].shape)
