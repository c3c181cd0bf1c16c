import jax.numpy as jnp


def conjugate_gradient(matvec, b, tol=1e-6, max_iter=200):
    x = jnp.zeros_like(b)
    r = b - matvec(x)
    p = r
    rs = r @ r
    it = 0
    while jnp.sqrt(rs) > tol and it < max_iter:  # expect: JAX101
        ap = matvec(p)
        alpha = rs / (p @ ap)
        x = x + alpha * p
        r = r - alpha * ap
        rs_new = r @ r
        p = r + (rs_new / rs) * p
        rs = rs_new
        it += 1
    return x
