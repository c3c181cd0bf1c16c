# Thread: https://github.com/thomaspinder/GPJax/issues/96
# Shape: the fix from the follow-up PR: each step splits the carried key (`prng, subkey = jr.split(prng)`), draws the minibatch with the subkey and carries the new key forward
# expect: ok
from typing import NamedTuple

import jax
import jax.numpy as jnp
import jax.random as jr
import optax

jax.config.update("jax_debug_key_reuse", True)


class Dataset(NamedTuple):
    X: jnp.ndarray
    y: jnp.ndarray


def objective(params, batch):
    pred = batch.X @ params["w"] + params["b"]
    return jnp.mean((pred - batch.y) ** 2)


def fit_batches(objective, params, train_data, optax_optim, key, batch_size, n_iters=50):
    opt_state = optax_optim.init(params)
    x, y, n = train_data.X, train_data.y, train_data.X.shape[0]

    def loss(params, batch):
        return objective(params, batch)

    def step(carry, _):
        params, opt_state, prng = carry
        prng, subkey = jr.split(prng)
        indicies = jr.choice(subkey, n, (batch_size,), replace=True)
        batch = Dataset(X=x[indicies], y=y[indicies])
        loss_val, loss_gradient = jax.value_and_grad(loss)(params, batch)
        updates, opt_state = optax_optim.update(loss_gradient, opt_state, params)
        params = optax.apply_updates(params, updates)
        carry = params, opt_state, prng
        return carry, loss_val

    (params, _, _), history = jax.lax.scan(step, (params, opt_state, key), jnp.arange(n_iters))
    return params, history


X = jr.normal(jr.key(0), (100, 2))
y = X @ jnp.array([1.0, -2.0]) + 0.3
params = {"w": jnp.zeros(2), "b": jnp.zeros(())}
params, history = fit_batches(objective, params, Dataset(X, y), optax.adam(0.05), jr.key(42), batch_size=16)
print(history[-1])
