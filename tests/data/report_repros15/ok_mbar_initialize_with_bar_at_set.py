# Thread: https://github.com/choderalab/pymbar/issues/557
# Shape: the fix: with the JAX backend the BAR initialisation rebinds a functional update (`f_k_init = f_k_init.at[l].set(...)`) instead of assigning into the backend array
# expect: ok
import jax.numpy as jnp
import numpy as onp

use_jax = True
np = jnp if use_jax else onp


def bar(w_F, w_R):
    """Crude two-sided estimate of the free energy difference."""
    return 0.5 * (np.log(np.mean(np.exp(w_R))) - np.log(np.mean(np.exp(w_F))))


class MBAR:
    def __init__(self, u_kn, N_k, initialize="zeros", n_bootstraps=0):
        self.u_kn = np.asarray(u_kn)
        self.N_k = np.asarray(N_k)
        self.K = len(N_k)
        self.n_bootstraps = n_bootstraps
        if initialize == "BAR":
            self.f_k = self._initialize_with_bar(self.u_kn)
        else:
            self.f_k = np.zeros(self.K)

    def _initialize_with_bar(self, u_kn, f_k_init=None):
        if f_k_init is None:
            f_k_init = np.zeros(self.K)
        start = 0
        for l in range(1, self.K):
            n_prev = int(self.N_k[l - 1])
            n_cur = int(self.N_k[l])
            w_F = u_kn[l, start:start + n_prev] - u_kn[l - 1, start:start + n_prev]
            w_R = u_kn[l - 1, start + n_prev:start + n_prev + n_cur] - u_kn[l, start + n_prev:start + n_prev + n_cur]
            f_k_init = f_k_init.at[l].set(f_k_init[l - 1] + bar(w_F, w_R))
            start += n_prev
        return f_k_init


u_kn = onp.random.default_rng(0).normal(size=(3, 30))
mbar = MBAR(u_kn, N_k=[10, 10, 10], initialize="BAR", n_bootstraps=20)
print(mbar.f_k)
