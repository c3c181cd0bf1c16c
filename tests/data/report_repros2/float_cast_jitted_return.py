# Thread: https://github.com/quantumlib/OpenFermion/pull/1396
# Shape: a jitted objective returns `float(...)` of its result
# expect: ConcretizationTypeError at line 11
import jax
import jax.numpy as jnp


@jax.jit
def compute_objective_batched(chi, zeta, eri):
    approx = jnp.einsum("pi,qi,ij->pq", chi, chi, zeta)
    return float(0.5 * jnp.sum((approx - eri) ** 2))


compute_objective_batched(jnp.ones((2, 3)), jnp.eye(3), jnp.ones((2, 2)))
