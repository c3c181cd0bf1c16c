# Thread: https://github.com/PlasmaControl/DESC/pull/998
# Shape: a basis function takes the derivative order as a trailing positional argument and dispatches on it in Python (`if dr == 0: ... elif dr == 1:`); the user jits its reverse-mode Jacobian and passes `0` positionally (`jax.jit(jax.jacrev(zernike_radial))(r, l, m, 0)`), so `dr` is traced
# expect: TracerBoolConversionError at line 32
import jax
import jax.numpy as jnp
import numpy as np

MAX_N = 6


def _jacobi(n, alpha, beta, x, dx=0):
    """Jacobi polynomial P_n^(alpha + dx, beta + dx)(x), times its derivative factor."""
    a = alpha + dx
    b = beta + dx
    p_prev = jnp.ones_like(x * n)
    p = 0.5 * (a - b + (a + b + 2) * x)
    out = jnp.where(n == 0, p_prev, p)
    for k in range(2, MAX_N + 1):
        c = 2 * k * (k + a + b) * (2 * k + a + b - 2)
        p_next = ((2 * k + a + b - 1) * ((2 * k + a + b) * (2 * k + a + b - 2) * x + a**2 - b**2) * p
                  - 2 * (k + a - 1) * (k + b - 1) * (2 * k + a + b) * p_prev) / c
        p_prev, p = p, p_next
        out = jnp.where(n == k, p, out)
    factor = jnp.where(dx == 1, 0.5 * (n + alpha + beta + 1), 1.0)
    return factor * out


def zernike_radial(r, l, m, dr=0):
    m = jnp.abs(m)
    n = (l - m) // 2
    jacobi_arg = 1 - 2 * r**2
    if dr == 0:
        out = r**m * _jacobi(n, m, 0, jacobi_arg, 0)
    elif dr == 1:
        f = _jacobi(n, m, 0, jacobi_arg, 0)
        df = _jacobi(n - 1, m, 0, jacobi_arg, 1)
        out = m * r ** jnp.maximum(m - 1, 0) * f - 4 * r ** (m + 1) * df
    else:
        raise NotImplementedError("Analytic radial derivatives only up to first order.")
    return (-1) ** n * out


modes = np.array([[l, m] for l in range(4) for m in range(-l, l + 1, 2)])
r = np.linspace(0.1, 1, 5)
J1 = jax.jacfwd(zernike_radial)(r[:, np.newaxis], modes[:, 0], modes[:, 1], 0)
J3 = jax.jit(jax.jacrev(zernike_radial))(r[:, np.newaxis], modes[:, 0], modes[:, 1], 0)
print(J1.shape, J3.shape)
