# Thread: https://github.com/PlasmaControl/DESC/pull/755
# Shape: a `put` backend helper casts its NumPy inputs to jnp before an .at[].set; a basis object built inside a jitted objective fills its integer mode table with put, so the table is a tracer and the NumPy max that sizes the basis fails
# expect: TracerArrayConversionError at line 21
import jax
import jax.numpy as jnp
import numpy as np


def put(arr, inds, vals):
    arr = jnp.asarray(arr)
    return arr.at[inds].set(vals)


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
