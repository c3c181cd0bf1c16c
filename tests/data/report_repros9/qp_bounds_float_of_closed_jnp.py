# Thread: https://github.com/jkitchin/pounce/issues/795
# Shape: a QP layer tests each bound with float(ub[i]); the bounds are jnp arrays the jitted function closes over, so each index is staged
# expect: ConcretizationTypeError at line 15
import jax
import jax.numpy as jnp
import numpy as np

lb = jnp.array([0.0, -jnp.inf, -1.0])
ub = jnp.array([1.0, 2.0, jnp.inf])


def _expand_bounds(n, lb, ub):
    rows, h = [], []
    for i in range(n):
        if np.isfinite(float(ub[i])):
            rows.append(np.eye(n)[i])
            h.append(float(ub[i]))
        if np.isfinite(float(lb[i])):
            rows.append(-np.eye(n)[i])
            h.append(-float(lb[i]))
    return np.array(rows), np.array(h)


@jax.jit
def solve_qp(q):
    G, h = _expand_bounds(3, lb, ub)
    x = -q
    slack = h - G @ x
    return x, jnp.min(slack)


print(solve_qp(jnp.array([0.5, -0.5, 0.2])))
