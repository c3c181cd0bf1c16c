# Thread: https://github.com/jax-ml/jax/issues/5344
# Shape: the answer's functional style: the jitted fit returns the cached matrices and predict takes them as arguments
# expect: ok
import jax.numpy as jnp
from jax import jit


def rbf(x1, x2, length_scale=1.0):
    return jnp.exp(-0.5 * jnp.sum((x1[:, None, :] - x2[None, :, :]) ** 2, axis=-1) / length_scale ** 2)


@jit
def fit(x, y, alpha=1e-8):
    K = rbf(x, x) + alpha * jnp.eye(x.shape[0])
    return {"x": x, "y": y, "K": K}


@jit
def predict(state, x_test):
    k_star = rbf(x_test, state["x"])
    return k_star @ jnp.linalg.solve(state["K"], state["y"])


x = jnp.linspace(0.0, 1.0, 10)[:, None]
y = jnp.sin(6.0 * x[:, 0])
state = fit(x, y)
print(predict(state, jnp.array([[0.5]])))
