import jax
import jax.numpy as jnp
import numpy as np
from jax.flatten_util import ravel_pytree
from scipy.optimize import minimize

from gp.model import neg_log_marginal, predict


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.uniform(-3, 3, size=(20, 1)))
    y = jnp.sin(x[:, 0]) + 0.1 * jnp.asarray(rng.normal(size=20))
    params = {"log_lengthscale": 0.0, "log_variance": 0.0, "log_noise": -2.0}
    flat, unravel = ravel_pytree(params)
    value_and_grad = jax.jit(jax.value_and_grad(lambda p: neg_log_marginal(unravel(p), x, y)))

    def objective(p):
        value, grad = value_and_grad(jnp.asarray(p))
        return float(value), np.asarray(grad, dtype=np.float64)

    result = minimize(objective, np.asarray(flat), jac=True, method="L-BFGS-B", options={"maxiter": 5})
    fitted = unravel(jnp.asarray(result.x))
    return predict(fitted, x, y, jnp.linspace(-3, 3, 5)[:, None])


if __name__ == "__main__":
    print(main())
