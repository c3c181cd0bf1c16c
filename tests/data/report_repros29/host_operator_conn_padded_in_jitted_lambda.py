# Thread: https://github.com/netket/netket/pull/1509
# Shape: an Ising operator class computes its connected elements with a host kernel (NumPy arrays filled in a Python loop, as a Numba kernel does); a jitted lambda closes over a module-level operator and calls `ha.get_conn_padded(x)` on the traced states
# expect: TracerArrayConversionError at line 36
import jax
import jax.numpy as jnp
import numpy as np


class SpinHilbert:
    def __init__(self, n_sites):
        self.size = n_sites

    def all_states(self):
        grid = np.array(np.meshgrid(*[[-1.0, 1.0]] * self.size, indexing="ij"))
        return jnp.asarray(grid.reshape(self.size, -1).T)


class IsingOperator:
    def __init__(self, hilbert, edges, h):
        self.hilbert = hilbert
        self.edges = np.asarray(edges)
        self.h = h

    @staticmethod
    def _flattened_kernel(x, edges, h):
        n_conn = x.shape[1] + 1
        xp = np.repeat(x[:, None, :], n_conn, axis=1)
        mels = np.empty((x.shape[0], n_conn))
        mels[:, 0] = np.sum(x[:, edges[:, 0]] * x[:, edges[:, 1]], axis=1)
        for i in range(x.shape[1]):
            xp[:, i + 1, i] *= -1
            mels[:, i + 1] = -h
        return xp, mels

    def get_conn_padded(self, x):
        x = np.asarray(x)
        return self._flattened_kernel(x, self.edges, self.h)


hi = SpinHilbert(4)
ha = IsingOperator(hi, edges=[(0, 1), (1, 2), (2, 3), (3, 0)], h=0.5)
conn = jax.jit(lambda x: ha.get_conn_padded(x))(hi.all_states())
print(conn[1].shape)
