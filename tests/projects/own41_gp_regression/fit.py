import jax
import jax.numpy as jnp
import numpy as np

from gp.model import GaussianProcess


def fit(steps=20, lr=0.05):
    rng = np.random.default_rng(0)
    X = jnp.asarray(rng.normal(size=(30, 1)), jnp.float32)
    y = jnp.sin(3 * X[:, 0])
    gp = GaussianProcess()
    params = {"log_ls": jnp.array(0.0), "log_var": jnp.array(0.0), "log_noise": jnp.array(-2.0)}
    loss_and_grad = jax.jit(jax.value_and_grad(gp.neg_log_marginal))
    for _ in range(steps):
        loss, grads = loss_and_grad(params, X, y)
        params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return float(loss)


if __name__ == "__main__":
    print(fit())
