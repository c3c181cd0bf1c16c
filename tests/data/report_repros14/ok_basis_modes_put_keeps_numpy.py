# Thread: https://github.com/PlasmaControl/DESC/pull/755
# Shape: the PR's fix: put leaves NumPy arrays NumPy (writes in place and returns them) and only uses .at[].set for JAX arrays, so the mode table stays concrete inside the jitted objective
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def put(arr, inds, vals):
    if isinstance(arr, np.ndarray):
        arr[inds] = vals
        return arr
    return jnp.asarray(arr).at[inds].set(vals)


class FourierSeries:
    def __init__(self, N):
        self.N = N
        modes = np.zeros((2 * N + 1, 3), dtype=int)
        modes = put(modes, (slice(None), 2), np.arange(-N, N + 1))
        self.modes = modes
        self.num_modes = self.modes.shape[0]
        self.N_max = int(np.max(np.abs(self.modes[:, 2])))

    def evaluate(self, zeta):
        n = self.modes[:, 2]
        return jnp.where(n[None, :] >= 0, jnp.cos(n * zeta[:, None]), jnp.sin(-n * zeta[:, None]))


@jax.jit
def compute_objective(coeffs, zeta):
    basis = FourierSeries(N=(coeffs.shape[0] - 1) // 2)
    return basis.evaluate(zeta) @ coeffs


print(compute_objective(jnp.ones(5), jnp.linspace(0.0, 2 * jnp.pi, 7)))
