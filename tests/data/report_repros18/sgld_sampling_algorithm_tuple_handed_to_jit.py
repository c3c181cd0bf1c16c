# Thread: https://github.com/blackjax-devs/sampling-book/issues/39
# Shape: the sampling-book's SGLD cell: `blackjax.sgld(...)` returns a SamplingAlgorithm NamedTuple of `init` and `step` functions, and the training loop calls `jax.jit(sgld)(rng_key, state, batch, step_size)` on the tuple itself, which is not callable
# expect: TypeError at line 48
from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp


class SamplingAlgorithm(NamedTuple):
    init: Callable
    step: Callable


def sgld(grad_estimator, learning_rate):
    def init_fn(position):
        return position

    def step_fn(rng_key, position, minibatch, step_size):
        noise = jax.random.normal(rng_key, position.shape)
        return position + step_size * grad_estimator(position, minibatch) + jnp.sqrt(2 * step_size) * noise

    return SamplingAlgorithm(init_fn, step_fn)


def logdensity_grad(position, minibatch):
    x, y = minibatch
    return jax.grad(lambda w: -jnp.sum((x @ w - y) ** 2) - jnp.sum(w**2))(position)


def batch_data(rng_key, data, batch_size):
    x, y = data
    while True:
        rng_key, key = jax.random.split(rng_key)
        idx = jax.random.choice(key, x.shape[0], (batch_size,))
        yield x[idx], y[idx]


X = jax.random.normal(jax.random.PRNGKey(3), (64, 2))
Y = X @ jnp.array([1.0, -2.0])
rng_key = jax.random.PRNGKey(1)
batches = batch_data(rng_key, (X, Y), 16)
sgld_alg = sgld(logdensity_grad, learning_rate=0.01)
state = sgld_alg.init(jnp.zeros(2))
for step in range(5):
    _, rng_key = jax.random.split(rng_key)
    batch = next(batches)
    state = jax.jit(sgld_alg)(rng_key, state, batch, 1e-3)
print(state)
