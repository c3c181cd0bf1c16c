# Thread: https://github.com/netket/netket/issues/637
# Shape: the fix: the solver's integer settings are static fields of the dataclass (pytree metadata), so gmres receives Python ints inside the jitted SR step
# expect: ok
import dataclasses

import jax
import jax.numpy as jnp
from jax.scipy.sparse.linalg import gmres


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class SRLazyGMRES:
    diag_shift: float
    restart: int = dataclasses.field(metadata=dict(static=True))
    maxiter: int = dataclasses.field(metadata=dict(static=True))

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
