# Thread: https://github.com/jax-ml/jax/pull/5343
# Shape: an online ridge-regression solver carries (weights, dim) through lax.scan; the carried dimension is a tracer in the body, where the regulariser is built with jnp.eye(dim)
# expect: TypeError at line 11
import jax.numpy as jnp
from jax import lax


def ridge_step(carry, batch):
    weights, dim = carry
    x, y = batch
    gram = x.T @ x + 0.1 * jnp.eye(dim)
    weights = jnp.linalg.solve(gram, x.T @ y)
    return (weights, dim), jnp.sum((x @ weights - y) ** 2)


def fit(xs, ys):
    dim = xs.shape[-1]
    (weights, _), losses = lax.scan(ridge_step, (jnp.zeros(dim), dim), (xs, ys))
    return weights, losses


print(fit(jnp.ones((3, 5, 2)), jnp.ones((3, 5)))[1])
