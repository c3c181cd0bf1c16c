# Thread: https://github.com/quantumlib/OpenFermion/pull/1396
# Shape: the same objective returns the array; the caller converts the concrete result
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def compute_objective_batched(chi, zeta, eri):
    approx = jnp.einsum("pi,qi,ij->pq", chi, chi, zeta)
    return 0.5 * jnp.sum((approx - eri) ** 2)


value = float(compute_objective_batched(jnp.ones((2, 3)), jnp.eye(3), jnp.ones((2, 2))))
