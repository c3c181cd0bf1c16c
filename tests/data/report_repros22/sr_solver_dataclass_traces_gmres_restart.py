# Thread: https://github.com/netket/netket/issues/637
# Shape: a stochastic-reconfiguration solver is a registered dataclass whose `restart` and `maxiter` are ordinary (traced) fields; passed into the jitted SR step, the traced `restart` reaches `jax.scipy.sparse.linalg.gmres`, which compares it in Python (`min(restart, size)`) (the fix was a missing static annotation)
# expect: TracerBoolConversionError at line 22
import dataclasses

import jax
import jax.numpy as jnp
from jax.scipy.sparse.linalg import gmres


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class SRLazyGMRES:
    diag_shift: float
    restart: int
    maxiter: int

    def solve(self, S, grad):
        def apply_S(v):
            return S @ v + self.diag_shift * v

        x, _ = gmres(apply_S, grad, restart=self.restart, maxiter=self.maxiter)
        return x


@jax.jit
def sr_update(solver, S, grad):
    return solver.solve(S, grad)


S = jnp.eye(6) * 2.0
grad = jnp.ones(6)
print(sr_update(SRLazyGMRES(diag_shift=0.01, restart=4, maxiter=10), S, grad))
