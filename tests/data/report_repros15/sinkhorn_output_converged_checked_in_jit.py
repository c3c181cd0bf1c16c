# Thread: https://github.com/ott-jax/ott/issues/3
# Shape: a Sinkhorn solver returns a NamedTuple output (`errors`, `converged`, `reg_ot_cost`); the user's jitted loss checks it with a Python `if out.errors[-1] < 1 and out.converged:` before returning the cost
# expect: TracerBoolConversionError at line 43
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax


class SinkhornOutput(NamedTuple):
    f: jnp.ndarray
    g: jnp.ndarray
    errors: jnp.ndarray
    reg_ot_cost: jnp.ndarray
    converged: jnp.ndarray


def sinkhorn(cost, a, b, epsilon=0.1, num_iterations=50, threshold=1e-3):
    def body(carry, _):
        f, g = carry
        f = epsilon * jnp.log(a) - epsilon * jax.nn.logsumexp((g[None, :] - cost) / epsilon, axis=1)
        g = epsilon * jnp.log(b) - epsilon * jax.nn.logsumexp((f[:, None] - cost) / epsilon, axis=0)
        plan = jnp.exp((f[:, None] + g[None, :] - cost) / epsilon)
        err = jnp.sum(jnp.abs(plan.sum(axis=1) - a))
        return (f, g), err

    (f, g), errors = lax.scan(body, (jnp.zeros_like(a), jnp.zeros_like(b)), None, length=num_iterations)
    reg_ot_cost = jnp.sum(f * a) + jnp.sum(g * b)
    return SinkhornOutput(f, g, errors, reg_ot_cost, errors[-1] < threshold)


def pairwise_cost(x, y):
    return jnp.sum((x[:, None, :] - y[None, :, :]) ** 2, axis=-1)


@jax.jit
def ot_loss(x, y):
    n, m = x.shape[0], y.shape[0]
    a = jnp.ones(n) / n
    b = jnp.ones(m) / m
    out = sinkhorn(pairwise_cost(x, y), a, b)
    if out.errors[-1] < 1 and out.converged:
        return out.reg_ot_cost
    return jnp.nan


x = jax.random.normal(jax.random.key(0), (6, 2))
y = jax.random.normal(jax.random.key(1), (5, 2)) + 1.0
print(ot_loss(x, y))
