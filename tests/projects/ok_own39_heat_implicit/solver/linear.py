import jax
import jax.numpy as jnp


def conjugate_gradient(matvec, b, tol=1e-6, max_iter=200):
    x = jnp.zeros_like(b)
    r = b - matvec(x)
    rs = r @ r

    def cond(state):
        x, r, p, rs, it = state
        return (jnp.sqrt(rs) > tol) & (it < max_iter)

    def body(state):
        x, r, p, rs, it = state
        ap = matvec(p)
        alpha = rs / (p @ ap)
        x = x + alpha * p
        r = r - alpha * ap
        rs_new = r @ r
        p = r + (rs_new / rs) * p
        return x, r, p, rs_new, it + 1

    x = jax.lax.while_loop(cond, body, (x, r, r, rs, 0))[0]
    return x
