# Thread: https://github.com/jax-ml/jax/issues/4531
# Shape: the fix: the sample and robot counts are marked static (`jax.jit(compute_x, static_argnums=(0, 1))`), so the slice bounds and the reshape see Python ints
# expect: ok
import jax
import jax.numpy as jnp


def compute_x(num, n_rob, P, A_eq, b_eq, A_w, b_w, lamda_x, rho_w, cost_mat_inv_x):
    nvar = jnp.shape(P)[1]
    aug_term = b_w - lamda_x / rho_w
    linterm_augment = -rho_w * jnp.dot(A_w.T, aug_term)
    lincost_mat = jnp.hstack((-linterm_augment, b_eq))
    sol_x = jnp.dot(cost_mat_inv_x, lincost_mat)
    primal_sol_x = sol_x[0:n_rob * nvar]
    cx = primal_sol_x.reshape(n_rob, nvar)
    x = jnp.dot(P, cx.T).T
    wc_alpha = jnp.dot(A_w, primal_sol_x) - b_w
    return x, wc_alpha[:num]


compute_x_jit = jax.jit(compute_x, static_argnums=(0, 1))
num, n_rob, nvar = 10, 2, 4
P = jnp.ones((num, nvar))
A_w = jnp.ones((num, n_rob * nvar))
b_w = jnp.zeros(num)
b_eq = jnp.zeros(3)
cost_mat_inv_x = jnp.eye(n_rob * nvar + 3)
x, wc = compute_x_jit(num, n_rob, P, None, b_eq, A_w, b_w, jnp.zeros(num), 1.0, cost_mat_inv_x)
print(x.shape, wc.shape)
